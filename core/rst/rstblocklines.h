// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sourceline.h"

#include <QString>
#include <QStringView>

#include <vector>

namespace tandem::rstblock {

// One line as docutils' parser sees it: tabs expanded to 8-column stops, \v and \f turned into
// spaces, trailing whitespace removed (docutils.statemachine.string2lines). `raw` maps an index
// in `text` back to the SourceLine's own text; it is empty when the two are the same (no tabs),
// which is nearly always, so most lines cost no allocation.
struct ScanLine
{
    QString text;
    std::vector<int> raw; // size text.size() + 1 when present
    int rawColumn(int i) const { return raw.empty() ? i : raw[size_t(i)]; }
};

std::vector<ScanLine> expandLines(const SourceLines &lines); // one per SourceLine

// A line of a nested context: the part [start, end) of ScanLine::text that docutils hands to a
// nested parser after stripping indentation (and, in table cells, the right border).
// `end` never includes trailing spaces, so start >= end means a blank line.
struct NestedLine
{
    int view = 0;
    int start = 0;
    int end = 0;
};
using NestedLines = std::vector<NestedLine>;

} // namespace tandem::rstblock
