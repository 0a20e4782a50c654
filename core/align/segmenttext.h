// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "alignment.h"
#include "hangul.h" // containsHangul(), which the pair checks ask of a side

#include <QString>

namespace tandem {

// What pair checks read of one side of a segment: its RST text and its inline spans.
struct SegmentSide
{
    QString text;                    // the lines of the units, joined with '\n'
    QList<const InlineSpan *> spans; // inline spans that start on those lines
    QList<const MarkupProblem *> problems;
    QList<const AlignUnit *> units;
    int firstLine = -1, lastLine = -1;
    bool isEmpty() const { return units.isEmpty(); }
};

SegmentSide sourceSide(const RstDocument &doc, const Alignment &a, const Segment &s);
SegmentSide draftSide(const RstDocument &doc, const Alignment &a, const Segment &s);

// The text of a unit's lines (a directive: its header only).
QString unitText(const RstDocument &doc, const AlignUnit &unit);

} // namespace tandem
