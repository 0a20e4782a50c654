// SPDX-License-Identifier: GPL-3.0-or-later
// `tandem sync`'s plan (core/project/syncapply.*): the English a translation was made from, the
// upstream English and the Korean, split at "\n%%%%\n" (three parts: the line diff of a code
// block, the kept-item matching and the particle re-agreement all index into these texts). The
// first byte picks the file kind.
#include "fuzzinput.h"
#include "syncapply.h"
#include "textfile.h"

using namespace tandem;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::ensureApplication();
    if (size == 0) return 0;
    const FileKind kind = data[0] & 1 ? FileKind::SphinxGallery : FileKind::Rst;
    const QList<QByteArray> first = fuzz::splitPair(fuzz::bytesOf(data + 1, size - 1));
    const QList<QByteArray> rest = fuzz::splitPair(first[1]);
    QString texts[3];
    const QByteArray *parts[3] = {&first[0], &rest[0], &rest[1]};
    for (int i = 0; i < 3; ++i) {
        TextFile::Error error;
        texts[i] = TextFile::fromBytes(*parts[i], &error).text;
        if (error) return 0;
    }
    const SyncPlan plan = planSync(texts[0], texts[1], texts[2], kind);
    // What the command prints and writes is read back: every range it names must be inside.
    for (const SyncUnitChange &c : plan.changes)
        (void)syncWordDiff(c.change.oldText, c.change.newText);
    (void)keptTextChanges(texts[0], texts[1]);
    return 0;
}
