// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "alignment.h"
#include "rstdocument.h"

#include <QList>

#include <utility>

namespace tandem {

// What is translated in one aligned pair: the ONE definition the project report, the editor's
// status bar and "next untranslated" (Ctrl+U) count by, so they agree on every file.
// A unit to translate is
// - a segment whose English is prose (isProseUnit of its first unit: not code, a directive's
//   header, a comment or a link target), translated when its Korean side has Hangul;
// - and an English prose unit in the draft without Hangul that the English does not account
//   for: an upstream sync merged into the translation (0:1), or English the aligner joined to
//   a translated neighbour (1:2). Each is one more left to translate.
struct TranslationProgress
{
    int units = 0;      // units to translate
    int translated = 0; // of those, with Hangul
    int covered = 0;    // English prose segments with anything in the draft
    int draftOnly = 0;  // of `units`: English prose units of the draft the source lacks
    // Every untranslated unit in document order: its draft lines (first, last, 0-based file
    // lines), or (-1, -1) when the draft has nothing for it (no line to go to).
    QList<std::pair<int, int>> untranslated;
    int untranslatedCount() const { return units - translated; }
};

// `sourceProse`: sourceProseUnits() of this source and alignment when the caller keeps it (the
// editor, between keys: deciding what is prose is most of this function's time); null: decided
// here.
TranslationProgress translationProgress(const RstDocument &source, const RstDocument &draft,
                                        const Alignment &alignment,
                                        const QList<bool> *sourceProse = nullptr);
// Whether each of the alignment's source units is prose (isProseUnit). It depends on the source
// alone (the alignment's units are made from it), so it holds for every draft of one source.
QList<bool> sourceProseUnits(const RstDocument &source, const Alignment &alignment);

// Without an English source: every prose unit of the draft, translated when it has Hangul.
TranslationProgress draftOnlyProgress(const RstDocument &draft);

} // namespace tandem
