// SPDX-License-Identifier: GPL-3.0-or-later
#include "rstblockscanner.h"

#include "rstblockparser.h"

#include <algorithm>

namespace tandem {

QList<Block> RstBlockScanner::scan(const SourceLines &lines)
{
    using namespace rstblock;
    const std::vector<ScanLine> scanLines = expandLines(lines);
    Parser parser(lines, scanLines);
    QList<Block> blocks;
    const int n = int(lines.size());
    // sphinx-gallery code cells cut the RST into separate runs: sphinx-gallery emits each cell
    // as a top-level code-block, so a code line always ends the RST construct before it.
    // Section levels carry on across the runs (one Parser, one memo).
    int i = 0;
    while (i < n) {
        const bool code = lines[i].code;
        int j = i;
        while (j < n && lines[j].code == code)
            ++j;
        if (code) {
            int first = i, last = j - 1;
            while (first <= last && scanLines[size_t(first)].text.isEmpty())
                ++first;
            while (last >= first && scanLines[size_t(last)].text.isEmpty())
                --last;
            if (first <= last) {
                Block b;
                b.kind = BlockKind::LiteralBlock;
                b.language = QStringLiteral("python");
                b.firstView = first;
                b.lastView = last;
                b.line = lines[first].fileLine;
                b.endLine = lines[last].fileLine;
                blocks.append(b);
            }
        } else {
            NestedLines ctx;
            ctx.reserve(size_t(j - i));
            for (int v = i; v < j; ++v)
                ctx.push_back({v, 0, int(scanLines[size_t(v)].text.size())});
            if (blocks.isEmpty())
                blocks = parser.parseBody(ctx, true); // a plain .rst file: one run, no copy
            else
                blocks.append(parser.parseBody(ctx, true));
        }
        i = j;
    }
    m_problems = parser.problems();
    std::stable_sort(m_problems.begin(), m_problems.end(),
                     [](const BlockProblem &a, const BlockProblem &b) { return a.line < b.line; });
    return blocks;
}

} // namespace tandem
