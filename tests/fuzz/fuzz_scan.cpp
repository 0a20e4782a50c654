// SPDX-License-Identifier: GPL-3.0-or-later
// The document scanner on arbitrary bytes: decoding (TextFile::fromBytes: BOM, line endings,
// UTF-8 and UTF-16 checks, round trip), the block and inline scanners for .rst and for
// sphinx-gallery .py, and the JSON `tandem scan` prints. The first byte picks the kind.
#include "documentjson.h"
#include "fuzzinput.h"
#include "rstscanner.h"
#include "textfile.h"

#include <cstdlib>

using namespace tandem;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::ensureApplication();
    if (size == 0) return 0;
    const FileKind kind = data[0] & 1 ? FileKind::SphinxGallery : FileKind::Rst;
    const QByteArray bytes = fuzz::bytesOf(data + 1, size - 1);
    TextFile::Error error;
    const TextFile file = TextFile::fromBytes(bytes, &error);
    if (error) return 0;
    // What was decoded writes back to the same bytes (the editor's promise on save).
    if (file.toBytes() != bytes) std::abort();
    const RstDocument doc = scanDocument(file.text, kind);
    (void)documentToJson(doc, QStringLiteral("fuzz.rst"));
    return 0;
}
