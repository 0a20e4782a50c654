// SPDX-License-Identifier: GPL-3.0-or-later
#include "rstinlinescanner.h"

namespace tandem {

// Placeholder being replaced by the real scanner.
RstInlineScanner::Result RstInlineScanner::scan(const SourceLines &, const QList<TextPiece> &) const
{
    return {};
}

RstInlineScanner::Result RstInlineScanner::scanText(const QString &) const { return {}; }

} // namespace tandem
