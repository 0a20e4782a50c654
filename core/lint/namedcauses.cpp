// SPDX-License-Identifier: GPL-3.0-or-later
#include "namedcauses.h"

#include "alignment.h"

#include <QSet>

#include <algorithm>
#include <climits>

namespace tandem {

void dropEffectsOfNamedCauses(Issues &issues, const Alignment &alignment)
{
    if (alignment.segments.isEmpty()) return; // not aligned (a draft over the bounds)
    QList<std::pair<int, int>> spans;         // draft lines, both ends included
    for (const Issue &cut : std::as_const(issues)) {
        if (cut.check != QLatin1String("gallery-text-cut") || cut.side != Side::Draft) continue;
        const int gap = cut.range.start.line;
        int first = gap - 1;
        if (const int before = alignment.segmentAtDraftLine(gap - 1); before >= 0)
            first = alignment.draftLines(alignment.segments[before]).first;
        // To the next text with a counterpart: the comment cell the cut made has none.
        int last = INT_MAX;
        for (const Segment &s : alignment.segments) {
            if (!s.hasDraft() || !s.hasSource()) continue;
            const int start = alignment.draftLines(s).first;
            if (start > gap) last = std::min(last, start - 1);
        }
        // None after it: the cut paragraph alone.
        spans.append({first, last == INT_MAX ? gap : last});
    }
    if (spans.isEmpty()) return;
    static const QSet<QString> comparison = {
        QStringLiteral("literal-changed"), QStringLiteral("rst-markup-lost"),
        QStringLiteral("missing-segment"), QStringLiteral("extra-segment"),
        QStringLiteral("number-mismatch"), QStringLiteral("link-changed")};
    issues.removeIf([&](const Issue &i) {
        if (i.side != Side::Draft || !comparison.contains(i.check)) return false;
        return std::any_of(spans.begin(), spans.end(), [&](const std::pair<int, int> &s) {
            return i.range.start.line >= s.first && i.range.start.line <= s.second;
        });
    });
}

} // namespace tandem
