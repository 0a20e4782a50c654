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

} // namespace tandem
