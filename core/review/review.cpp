// SPDX-License-Identifier: GPL-3.0-or-later
#include "review.h"

namespace tandem {

bool ReviewFile::isOnChangedLine(const Issue &issue) const
{
    if (issue.side == Side::Draft)
        return changedLines.intersects(issue.range.start.line,
                                       std::max(issue.range.start.line, issue.range.end.line)) ||
               causeLines.contains(issue.range.start.line);
    const int segment = lint.alignment.segmentAtSourceLine(issue.range.start.line);
    if (segment < 0) return false;
    const auto [first, last] = lint.alignment.draftLines(lint.alignment.segments[segment]);
    return first >= 0 && changedLines.intersects(first, last);
}

Issues ReviewFile::issuesOnChangedLines() const
{
    Issues result;
    for (const Issue &i : issues)
        if (isOnChangedLine(i)) result.append(i);
    return result;
}

int ReviewFile::draftLineFor(const DriftChange &change) const
{
    if (!lint.source) return -1;
    const bool after = change.oldFirstLine < 0; // an added unit goes after its anchor
    const int sourceLine = after ? change.oldAnchorLine : change.oldFirstLine;
    if (sourceLine < 0) return -1;
    const Alignment &a = lint.alignment;
    // The anchor's segment may have no draft side (an untranslated paragraph): look back.
    for (int s = a.segmentAtSourceLine(sourceLine); s >= 0; --s) {
        const auto [first, last] = a.draftLines(a.segments[s]);
        if (first >= 0) return after ? last : first;
    }
    return -1;
}

} // namespace tandem
