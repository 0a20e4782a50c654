// SPDX-License-Identifier: GPL-3.0-or-later
// The project cache reader on arbitrary bytes: once as the file's bytes (header, version,
// length and SHA-256 checks), once framed with a valid header so the CBOR payload reaches the
// parser and every stored analysis FileAnalysis::fromCbor; then written back (save()).
#include "fuzzinput.h"
#include "projectcache.h"

using namespace tandem;

namespace {

void readAll(ProjectCache &cache, const QByteArray &bytes)
{
    if (!cache.loadBytes(bytes)) return;
    for (const QByteArray &key : cache.storedKeys()) {
        const std::optional<FileAnalysis> a = cache.analysis(key);
        if (!a) abort(); // a stored key is found
        (void)a->toCbor();
    }
    (void)cache.isEnglish(QStringLiteral("0123456789abcdef0123456789abcdef01234567"));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::ensureApplication();
    static const QString dir = fuzz::scratchFolder();
    const QByteArray bytes = fuzz::bytesOf(data, size);
    ProjectCache cache(QStringLiteral("/fuzz/checkout"), dir);
    readAll(cache, bytes);
    readAll(cache, ProjectCache::framed(bytes));
    if (!cache.save()) abort();
    // What was written passes the checks when read back.
    ProjectCache again(QStringLiteral("/fuzz/checkout"), dir);
    again.load();
    if (again.storedKeys().size() < cache.storedKeys().size()) abort();
    return 0;
}
