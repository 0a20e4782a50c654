// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rstdocument.h"

namespace tandem {

// The one entry point to read RST: blocks, then inline markup inside every text-bearing block.
RstDocument scanDocument(const QString &text, FileKind kind);

// .py files are sphinx-gallery scripts, everything else is RST.
FileKind fileKindForPath(const QString &path);

// Splits text into lines the way the scanners see them (LF, CRLF or lone CR end a line).
SourceLines plainLines(const QString &text);

} // namespace tandem
