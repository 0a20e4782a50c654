// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkcontext.h"

namespace tandem::checks {

// A sentence left out inside a paragraph alignment paired (part of missing-segment): the
// translation is much shorter than this document's translations usually are and has fewer
// sentences than the source, while the paragraphs around it are not longer to make up for it.
void droppedSentence(const CheckContext &, IssueSink &);

// The document's usual length share: letters of a paired paragraph's translation per letter of
// its source (the median; 0 with too few paragraphs to say).
double usualLengthShare(const CheckContext &);

// Whether the paired paragraphs of segment k are longer than the usual share by at least half of
// `wanted` letters of translation: they may hold text alignment left unpaired next to them (a
// paragraph the translator merged into its neighbour).
bool longerByAbout(const CheckContext &, double usual, int k, double wanted);

// Whether the paired paragraphs of segment k are shorter than the usual share by at least half
// of `letters` of translation: a paragraph of the draft alignment left unpaired next to them is
// their end, split off by the translator, not an addition.
bool shorterByAbout(const CheckContext &, double usual, int k, double letters);

// Prose without inline code, links, roles, substitutions and directive headers: the words that
// say whether a text is translated and how long its translation is.
QString proseOnly(const QString &text);

// Letters and digits of a text's prose (inline literals, links and roles left out).
int proseLetters(const QString &text);

} // namespace tandem::checks
