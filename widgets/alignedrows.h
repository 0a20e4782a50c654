// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

#include <algorithm>

namespace tandem {

// Where the rows of aligned segments start in each pane, as a side-by-side diff lays them out:
// row i covers source lines [sourceStart[i], sourceStart[i+1]) and draft lines
// [draftStart[i], draftStart[i+1]); the last row runs to the end of each file. Both lists
// increase strictly and start at line 0. Plain data, built in the lint worker from the
// alignment (editor/editing/segmentmap.h) and read by the panes' layouts to pad the shorter side.
struct AlignedRows
{
    QList<int> sourceStart, draftStart;

    friend bool operator==(const AlignedRows &a, const AlignedRows &b)
    {
        return a.sourceStart == b.sourceStart && a.draftStart == b.draftStart;
    }
    int count() const { return int(sourceStart.size()); }
    const QList<int> &starts(bool source) const { return source ? sourceStart : draftStart; }
    // The row holding `line` of one side (binary search).
    int rowOf(bool source, int line) const
    {
        const QList<int> &s = starts(source);
        const auto it = std::upper_bound(s.cbegin(), s.cend(), line);
        return qMax(0, int(it - s.cbegin()) - 1);
    }
};

} // namespace tandem
