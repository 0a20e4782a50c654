// SPDX-License-Identifier: GPL-3.0-or-later
#include "bilingualhtml.h"

#include "htmlrenderer.h"

#include <algorithm>
#include <vector>

namespace tandem {

namespace {

// The top-level block holding a line: the last one starting at or before it.
int topLevelAt(const std::vector<int> &starts, int line)
{
    const auto it = std::upper_bound(starts.begin(), starts.end(), line);
    return int(it - starts.begin()) - 1;
}

std::vector<int> startLines(const RstDocument &doc)
{
    std::vector<int> starts;
    starts.reserve(size_t(doc.blocks.size()));
    for (const Block &b : doc.blocks)
        starts.push_back(b.line);
    return starts;
}

} // namespace

QList<BilingualRow> bilingualRows(const RstDocument &source, const RstDocument &draft,
                                  const Alignment &alignment)
{
    const std::vector<int> sourceStarts = startLines(source);
    const std::vector<int> draftStarts = startLines(draft);
    QList<BilingualRow> rows;
    int s = 0, d = 0; // the first top-level block of each side not in a row yet
    for (const Segment &seg : alignment.segments) {
        if (!seg.hasSource() || !seg.hasDraft()) continue;
        const int sLast = topLevelAt(sourceStarts, alignment.sourceUnits[seg.sourceLast].line);
        const int dLast = topLevelAt(draftStarts, alignment.draftUnits[seg.draftLast].line);
        if (sLast < s || dLast < d) continue; // inside a row already closed
        rows.append({s, sLast, d, dLast});
        s = sLast + 1;
        d = dLast + 1;
    }
    if (s < source.blocks.size() || d < draft.blocks.size())
        rows.append({s, int(source.blocks.size()) - 1, d, int(draft.blocks.size()) - 1});
    return rows;
}

namespace {

// Every row's <tr>, or with `ownTable` every row as a table of its own.
QStringList bilingualRowsHtml(const RstDocument &source, const RstDocument &draft,
                              const Alignment &alignment, bool ownTable)
{
    RenderOptions sourceOptions;
    sourceOptions.korean = false;
    sourceOptions.anchorPrefix = QStringLiteral("s");
    HtmlRenderer sourceRenderer(source, sourceOptions);
    HtmlRenderer draftRenderer(draft);
    QStringList out;
    for (const BilingualRow &row : bilingualRows(source, draft, alignment)) {
        const QString left = sourceRenderer.renderTopLevel(row.sourceFirst, row.sourceLast);
        const QString right = draftRenderer.renderTopLevel(row.draftFirst, row.draftLast);
        if (left.isEmpty() && right.isEmpty()) continue;
        QString html;
        if (ownTable) html += QStringLiteral("<table class=\"bilingual\" width=\"100%\">\n");
        html += QStringLiteral("<tr><td class=\"source\" width=\"50%\">\n");
        html += left;
        html += QStringLiteral("</td><td class=\"draft\" width=\"50%\">\n");
        html += right;
        html += QStringLiteral("</td></tr>\n");
        if (ownTable) html += QStringLiteral("</table>\n");
        out.append(std::move(html));
    }
    return out;
}

} // namespace

QString renderBilingualHtml(const RstDocument &source, const RstDocument &draft,
                            const Alignment &alignment)
{
    return QStringLiteral("<table class=\"bilingual\" width=\"100%\">\n") +
           bilingualRowsHtml(source, draft, alignment, false).join(QString()) +
           QStringLiteral("</table>\n");
}

QStringList renderBilingualParts(const RstDocument &source, const RstDocument &draft,
                                 const Alignment &alignment)
{
    return bilingualRowsHtml(source, draft, alignment, true);
}

} // namespace tandem
