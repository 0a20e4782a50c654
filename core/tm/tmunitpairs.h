// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "alignment.h"
#include "rstscanner.h"

#include <QList>
#include <QString>

namespace tandem {

struct TmUnitPair
{
    QString source; // English prose of the unit(s), lines joined with '\n'
    QString target; // Korean
};

// The prose unit pairs of an English version and its Korean translation, aligned with the
// alignment engine: segments whose English units are all prose (paragraphs, titles, line
// blocks, definition terms, a directive's translatable header text: directivetext.h) on both
// sides, at most two units a side, whose English has words and no Hangul and whose Korean has
// Hangul. Code blocks, other directives and untranslated units are left out: they are not
// translations. So are pairs whose links point at different pages,
// whose Korean is under 20% of the English's length (from 40 characters up), and every pair of
// a Korean version with under 30% of the English's prose units (a redirect notice).
QList<TmUnitPair> tmUnitPairs(const QString &english, const QString &korean, FileKind kind);

// The units the memory stores: paragraphs, titles, line blocks, definition terms.
bool tmIsProse(BlockKind kind);
// The same for a unit: those, and a directive header with translatable text (a card's title,
// an :alt: text).
bool tmIsProseUnit(const AlignUnit &unit);
// A unit's inline text: without list markers, indentation, comment prefixes or title adornments;
// for a directive, its translatable text (directiveText).
QString tmProseText(const RstDocument &doc, const AlignUnit &unit);
// The English of a segment as the memory stores it (its prose units' text), or empty when the
// segment has no prose on the source side: what the editor looks up.
QString tmSegmentEnglish(const RstDocument &source, const Alignment &alignment, int segment);

} // namespace tandem
