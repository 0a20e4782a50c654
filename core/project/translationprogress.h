// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "alignment.h"
#include "documentmemo.h"
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

// `sourceMemo`: the source's memo (documentmemo.h) when the caller keeps one (the editor
// lints on every key): which source units are prose, most of this function's time, is then
// decided once per source.
TranslationProgress translationProgress(const RstDocument &source, const RstDocument &draft,
                                        const Alignment &alignment,
                                        DocumentMemo *sourceMemo = nullptr);

// Without an English source: every prose unit of the draft, translated when it has Hangul.
TranslationProgress draftOnlyProgress(const RstDocument &draft);

} // namespace tandem
