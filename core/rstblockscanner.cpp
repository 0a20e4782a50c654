// SPDX-License-Identifier: GPL-3.0-or-later
#include "rstblockscanner.h"

namespace tandem {

// Placeholder: every non-blank run of lines is one paragraph (being replaced by the real scanner).
QList<Block> RstBlockScanner::scan(const SourceLines &lines)
{
    QList<Block> blocks;
    for (int i = 0; i < lines.size();) {
        if (lines[i].text.trimmed().isEmpty()) {
            ++i;
            continue;
        }
        Block b;
        b.firstView = i;
        while (i < lines.size() && !lines[i].text.trimmed().isEmpty()) {
            b.inlineText.append({i, 0, int(lines[i].text.size())});
            ++i;
        }
        b.lastView = i - 1;
        b.line = lines[b.firstView].fileLine;
        b.endLine = lines[b.lastView].fileLine;
        blocks.append(b);
    }
    return blocks;
}

} // namespace tandem
