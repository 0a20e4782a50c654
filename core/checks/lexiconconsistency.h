// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkcontext.h"

namespace tandem::checks {

// Part of term-consistency: one English word outside the glossary rendered two ways in one
// document, read from the memory's lexicon (bilinguallexicon.h). Where the source has the word,
// the paired Korean is looked at for the renderings the community uses; the rarer one in this
// document is reported where it is, the usual one named. Quiet where the lexicon cannot tell
// which word a rendering stands for (two words of the same source text share it), where the
// two renderings are one word in two lengths (예, 예제), and where a text holds both.
void lexiconTermConsistency(const CheckContext &, IssueSink &);

} // namespace tandem::checks
