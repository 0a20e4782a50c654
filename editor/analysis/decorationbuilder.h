// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "decoration.h"
#include "glossaryscan.h"
#include "issue.h"
#include "rstdocument.h"

#include <QStringList>

namespace tandem {

class GlossaryMatcher;

// Turns what the engine found in one pane (blocks, inline spans, glossary hits, issues) into
// per-line decorations. Pure function of its inputs, run in the lint worker.
PaneDecorations buildDecorations(const QList<QStringView> &fileLines, const RstDocument &doc,
                                 const QList<TermHit> &terms, const GlossaryMatcher *matcher,
                                 const Issues &issues);

// The tooltip for a glossary hit ("learning rate → 학습률").
QString termTip(const TermHit &hit, const GlossaryMatcher &matcher);

} // namespace tandem
