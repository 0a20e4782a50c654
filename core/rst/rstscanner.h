// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rstdocument.h"

namespace tandem {

// The one entry point to read RST: blocks, then inline markup inside every text-bearing block.
RstDocument scanDocument(const QString &text, FileKind kind);

// .py files are sphinx-gallery scripts, everything else is RST.
FileKind fileKindForPath(const QString &path);

} // namespace tandem
