// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace tandem {

// Prose without inline code, links, roles, substitutions and directive headers: the words that
// say whether a text is translated and how long its translation is.
QString proseOnly(const QString &text);

// Letters and digits of a text's prose (inline literals, links and roles left out).
int proseLetters(const QString &text);

// Gale and Church's constant share (letters of translation per letter of source, proseLetters)
// is taken from pairs whose source has this many letters or more: shorter ones vary too much.
constexpr int ShareSourceLetters = 60;

// The usual share of a translation's length: the median of `shares` (of pairs as above), from
// eight or more; 0 from fewer (too few to say). Used for a document's paragraphs
// (omissionchecks.h) and for the memory's pairs (BilingualLexicon::letterShare).
double usualShare(QList<double> shares);

} // namespace tandem
