// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editoranalysis.h"

#include <QList>

#include <utility>

namespace tandem {

// The units still to translate, as OmegaT's "next untranslated segment" and Poedit's "next
// unfinished" find them, by the one definition the status bar and the project report count by
// (translationprogress.h): English prose whose Korean side has no Hangul yet, and English
// prose a sync merged into the draft. Units with nothing in the draft are not listed: there is
// no line to go to. Each item is the draft's first and last line (0-based), in document order.
// Empty without a source.
QList<std::pair<int, int>> untranslatedDraftLines(const EditorAnalysis &analysis);

// The first line of the next untranslated segment that starts after `line` (forward), or of
// the last one that ends before it (backward), going round at either end. -1 when none is left.
// `includeHere`: a segment that holds `line` counts too (as F8 goes to an issue at the cursor),
// unless Ctrl+U itself put the cursor there: then it moves on.
int untranslatedLineFrom(const QList<std::pair<int, int>> &segments, int line, bool forward,
                         bool includeHere = false);

} // namespace tandem
