// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "alignedrows.h"
#include "alignment.h"

#include <memory>

namespace tandem {

// The alignment turned into what the panes look up on every cursor move and paint: the segment
// of each line of either side (an array, not a scan of the segments) and the rows the panes pad
// to keep level. Built in the lint worker with the rest of the analysis, so the GUI thread does
// no work that grows with the file when a result arrives.
struct SegmentMap
{
    QList<int> sourceSegment, draftSegment; // per line: segment index or -1
    // Null when the pair was not aligned (a lint over the size bound, boundedlint.h): one row
    // of the whole file would make the panes lay out every line to pad and level it.
    std::shared_ptr<const AlignedRows> rows;

    int segmentAt(bool source, int line) const
    {
        const QList<int> &m = source ? sourceSegment : draftSegment;
        return line >= 0 && line < m.size() ? m.at(line) : -1;
    }
};

SegmentMap buildSegmentMap(const Alignment &alignment, int sourceLines, int draftLines);

} // namespace tandem
