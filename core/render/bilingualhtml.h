// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "alignment.h"
#include "rstdocument.h"

#include <QList>
#include <QString>

namespace tandem {

// One row of the bilingual page: top-level blocks [first, last] of each side (an empty side has
// first > last).
struct BilingualRow
{
    int sourceFirst = 0, sourceLast = -1;
    int draftFirst = 0, draftLast = -1;
};

// The rows of a bilingual page: the alignment's segments lifted to top-level blocks, so a list
// or a directive stays whole on each side and the rows keep document order on both. Each
// segment with both sides closes a row at the top-level blocks holding its last units, unless
// an earlier row already passed them. Linear in the segments.
QList<BilingualRow> bilingualRows(const RstDocument &source, const RstDocument &draft,
                                  const Alignment &alignment);

// The English and the Korean side by side, block against block: a two-column <table
// class="bilingual">, the source's blocks anchored "sN", the draft's "LN" (N: 1-based line).
QString renderBilingualHtml(const RstDocument &source, const RstDocument &draft,
                            const Alignment &alignment);
// The same rows, each a table of its own (the columns are 50% wide either way): the preview lays
// them out one by one and, after an edit, only the changed ones.
QStringList renderBilingualParts(const RstDocument &source, const RstDocument &draft,
                                 const Alignment &alignment);

} // namespace tandem
