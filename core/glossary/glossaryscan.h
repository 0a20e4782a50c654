// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "glossarymatcher.h"
#include "position.h"
#include "rstdocument.h"

namespace tandem {

// A glossary match placed in a document: where the term is, in file coordinates.
struct TermHit
{
    GlossaryMatch match; // offsets relative to the piece of text that was matched
    Range range;         // the term
    Position tailEnd;    // after the particles following it
};

// Glossary terms in the prose of a document (the inline text of its blocks), never inside code
// blocks, inline literals, roles or URLs. `english`: the source's English terms; otherwise the
// draft's Korean forms, wrong variants and English left in.
QList<TermHit> findTerms(const RstDocument &doc, const GlossaryMatcher &matcher, bool english);

} // namespace tandem
