// SPDX-License-Identifier: GPL-3.0-or-later
#include "segmenttext.h"

#include <algorithm>

namespace tandem {

namespace {

SegmentSide sideOf(const RstDocument &doc, const QList<AlignUnit> &units, int first, int last)
{
    SegmentSide side;
    if (first > last) return side;
    for (int k = first; k <= last; ++k) {
        const AlignUnit &u = units[k];
        side.units.append(&u);
        if (!side.text.isEmpty()) side.text += u'\n';
        side.text += unitText(doc, u);
        const auto from = std::lower_bound(
            doc.inlines.begin(), doc.inlines.end(), u.line,
            [](const InlineSpan &s, int line) { return s.range.start.line < line; });
        for (auto it = from; it != doc.inlines.end() && it->range.start.line <= u.endLine; ++it)
            side.spans.append(&*it);
        // Problems come sorted by start, as spans do (scanDocument()).
        const auto problem = std::lower_bound(
            doc.problems.begin(), doc.problems.end(), u.line,
            [](const MarkupProblem &p, int line) { return p.range.start.line < line; });
        for (auto it = problem; it != doc.problems.end() && it->range.start.line <= u.endLine; ++it)
            side.problems.append(&*it);
    }
    side.firstLine = units[first].line;
    side.lastLine = units[last].endLine;
    return side;
}

} // namespace

QString unitText(const RstDocument &doc, const AlignUnit &unit)
{
    QString text;
    const int last = std::min<int>(unit.block->lastView, int(doc.lines.size()) - 1);
    for (int v = unit.block->firstView; v <= last; ++v) {
        const SourceLine &l = doc.lines[v];
        if (l.fileLine < unit.line || l.fileLine > unit.endLine) continue;
        if (!text.isEmpty()) text += u'\n';
        text += l.text;
    }
    return text;
}

SegmentSide sourceSide(const RstDocument &doc, const Alignment &a, const Segment &s)
{
    return sideOf(doc, a.sourceUnits, s.sourceFirst, s.sourceLast);
}

SegmentSide draftSide(const RstDocument &doc, const Alignment &a, const Segment &s)
{
    return sideOf(doc, a.draftUnits, s.draftFirst, s.draftLast);
}

} // namespace tandem
