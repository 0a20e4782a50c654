// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "issue.h"
#include "secondreader.h"
#include "segmentpairs.h"

#include <functional>

namespace tandem {

// What keeps a model's guess from reaching a translator unchecked. Each gate drops a kind of
// answer the issue's peers report: a quote the draft does not hold (a hallucination, or an
// answer in the wrong language), a place Tandem's own checks already report (one cause, one
// report), a fix that Tandem's own checks flag or that is not Korean.
// In this order: externalrun.cpp counts the drops by it.
enum class ReaderGate
{
    Kept,
    QuoteNotInDraft,
    OwnCheckThere,
    FixFails,
};

// Whether replacing `range` of the draft with `replacement` leaves Tandem's own checks quiet
// there (externalrun.h has the one that lints the draft again).
using FixCheck = std::function<bool(const Range &range, const QString &replacement)>;

// Whether `range` (a draft place) meets one of `own`'s draft-side reports: overlapping, or an
// empty range inside or at the edge of the other.
bool ownCheckReportsAt(const Range &range, const Issues &own);

// Where `quote` first occurs in `pair`'s draft, as a file range; nullopt when it does not.
std::optional<Range> quoteRange(const SegmentPair &pair, const QString &quote);

// The gates in order; `where` gets the quote's range when it is found.
ReaderGate gateOf(const SegmentPair &pair, const ReaderFinding &finding, const Issues &own,
                  const FixCheck &fixCheck, Range *where);

} // namespace tandem
