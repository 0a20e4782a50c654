// SPDX-License-Identifier: GPL-3.0-or-later
// A TMX on arbitrary bytes, imported as `tandem tm import` does: readTmx from a file (the
// regular-file gate, the entity refusal, the caps), then the pairs added to a memory in a
// transaction that is rolled back (the memory stays empty, so every input starts alike).
#include "fuzzinput.h"
#include "tmx.h"
#include "translationmemory.h"

#include <QFile>

using namespace tandem;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::ensureApplication();
    static const QString path = fuzz::scratchFolder() + QStringLiteral("/in.tmx");
    // Never destroyed: at exit Qt SQL's connection registry is gone before function statics.
    static TranslationMemory &memory = *new TranslationMemory;
    static const bool opened =
        memory.open(fuzz::scratchFolder() + QStringLiteral("/memory.sqlite"), nullptr);
    if (!opened) abort();
    {
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) return 0;
        f.write(reinterpret_cast<const char *>(data), qint64(size));
    }
    QList<TmPair> pairs;
    TmxImportStats stats;
    QString error;
    if (!readTmx(path, &pairs, &stats, &error)) {
        if (error.isEmpty() || !pairs.isEmpty()) abort(); // a refusal says why and keeps nothing
        return 0;
    }
    if (stats.units < pairs.size()) abort();
    if (!memory.begin(&error)) abort();
    for (const TmPair &p : std::as_const(pairs))
        if (!memory.addPair(p, nullptr, &error)) abort();
    memory.rollback();
    return 0;
}
