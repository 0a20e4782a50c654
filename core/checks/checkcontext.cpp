// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkcontext.h"

#include "stylerules.h"

#include <functional>

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

MarkupGap CheckContext::preferredMarkupGap() const
{
    if (style)
        if (const std::optional<MarkupGap> chosen = style->markupGap()) return *chosen;
    if (markupGaps)
        if (const std::optional<MarkupGap> usual = markupGaps->count().majority()) return *usual;
    return MarkupGap::Backslash;
}

DocumentMemo &CheckContext::sourceDerived() const
{
    return sourceMemo ? *sourceMemo : runDerived();
}

DocumentMemo &CheckContext::resourceDerived() const
{
    return resourceMemo ? *resourceMemo : runDerived();
}

DocumentMemo &CheckContext::runDerived() const
{
    if (!runMemo) runMemo = std::make_shared<DocumentMemo>();
    return *runMemo;
}

namespace {

const SegmentSide &cachedSide(std::vector<std::unique_ptr<const SegmentSide>> &cache,
                              const Alignment &a, int k,
                              const std::function<SegmentSide(const Segment &)> &make)
{
    if (cache.size() != size_t(a.segments.size())) cache.resize(size_t(a.segments.size()));
    auto &slot = cache[size_t(k)];
    if (!slot) slot = std::make_unique<const SegmentSide>(make(a.segments[k]));
    return *slot;
}

} // namespace

const SegmentSide &CheckContext::sourceSideOf(int k) const
{
    return cachedSide(sourceSides, *alignment, k,
                      [this](const Segment &s) { return sourceSide(*source, *alignment, s); });
}

const SegmentSide &CheckContext::draftSideOf(int k) const
{
    return cachedSide(draftSides, *alignment, k,
                      [this](const Segment &s) { return draftSide(draft, *alignment, s); });
}

} // namespace tandem
