// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkcontext.h"

namespace tandem {

const QList<TermHit> &CheckContext::draftTerms() const
{
    if (!cachedDraftTerms) cachedDraftTerms = findTerms(draft, *terms, false);
    return *cachedDraftTerms;
}

const QList<TermHit> &CheckContext::sourceTerms() const
{
    if (!cachedSourceTerms) cachedSourceTerms = findTerms(*source, *terms, true);
    return *cachedSourceTerms;
}

const SegmentSide &CheckContext::sourceSideOf(int k) const
{
    if (cachedSourceSides.empty()) cachedSourceSides.resize(size_t(alignment->segments.size()));
    std::optional<SegmentSide> &side = cachedSourceSides[size_t(k)];
    if (!side) side = sourceSide(*source, *alignment, alignment->segments[k]);
    return *side;
}

const SegmentSide &CheckContext::draftSideOf(int k) const
{
    if (cachedDraftSides.empty()) cachedDraftSides.resize(size_t(alignment->segments.size()));
    std::optional<SegmentSide> &side = cachedDraftSides[size_t(k)];
    if (!side) side = draftSide(draft, *alignment, alignment->segments[k]);
    return *side;
}

} // namespace tandem
