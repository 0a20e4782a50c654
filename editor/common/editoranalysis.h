// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "decoration.h"
#include "glossaryscan.h"
#include "linter.h"
#include "segmentmap.h"
#include "translationprogress.h"

#include <memory>

namespace tandem {

// Everything the editor shows that depends on the text: one lint run plus what was derived
// from it in the worker (decorations, glossary hits, counts). Immutable once built, shared
// between the worker and the GUI thread.
struct EditorAnalysis
{
    quint64 generation = 0; // which request this answers (see LintRunner)
    int draftLineCount = 0; // lines of the draft text it was made from
    LintResult lint;        // documents and alignment (issues: before suppressions)
    Issues issues;          // what to show: suppressed issues removed
    PaneDecorations source, draft;
    QList<TermHit> sourceTerms;
    SegmentMap segments; // line -> segment on each side, and the rows the panes keep level
    // Units to translate and translated, by the definition the project report counts by
    // (with a source only; untranslated() lists where each untranslated one is).
    TranslationProgress progress;
};

using AnalysisPtr = std::shared_ptr<const EditorAnalysis>;

} // namespace tandem
