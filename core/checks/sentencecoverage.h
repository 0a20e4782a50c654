// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkcontext.h"

#include <QSet>

namespace tandem::checks {

// A sentence left out inside a paragraph alignment paired, told by its words (part of
// missing-segment, issue 25), four ways: the source paragraph has more sentences than its
// translation, and one of them is the only one whose own words (and literals and numbers) none
// of the translation renders, by the checkout's lexicon, while the other sentences' words are
// found; the sentences around one are translated side by side and neither translation renders
// it; a closing lead-in ("These caches include:") no Korean sentence leads in for; or the first
// or last clause of a sentence the translator split in two, its words rendered nowhere and the
// rest translated short. Reported once per paragraph, on the whole paragraph, naming the
// sentence or clause; not where droppedSentence (in `reported`) already said one is missing,
// nor without a lexicon.
void unrenderedSentence(const CheckContext &, IssueSink &, const QSet<int> &reported);

} // namespace tandem::checks
