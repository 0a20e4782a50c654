// SPDX-License-Identifier: GPL-3.0-or-later
#include "segmentmap.h"

namespace tandem {

SegmentMap buildSegmentMap(const Alignment &alignment, int sourceLines, int draftLines)
{
    SegmentMap map;
    map.sourceSegment.fill(-1, sourceLines);
    map.draftSegment.fill(-1, draftLines);
    auto rows = std::make_shared<AlignedRows>();
    rows->sourceStart.append(0);
    rows->draftStart.append(0);
    for (int k = 0; k < alignment.segments.size(); ++k) {
        const Segment &s = alignment.segments.at(k);
        const auto [sa, sb] = alignment.sourceLines(s);
        const auto [da, db] = alignment.draftLines(s);
        for (int l = qMax(0, sa); sa >= 0 && l <= sb && l < sourceLines; ++l)
            map.sourceSegment[l] = k;
        for (int l = qMax(0, da); da >= 0 && l <= db && l < draftLines; ++l)
            map.draftSegment[l] = k;
        // A segment with both sides starts a row, unless it would go back on either side (an
        // n:m pairing that crosses): then it stays in the row before.
        if (sa >= 0 && da >= 0 && sa > rows->sourceStart.constLast() &&
            da > rows->draftStart.constLast()) {
            rows->sourceStart.append(sa);
            rows->draftStart.append(da);
        }
    }
    if (!alignment.segments.isEmpty()) map.rows = std::move(rows);
    return map;
}

} // namespace tandem
