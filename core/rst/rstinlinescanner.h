// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rstdocument.h"

namespace tandem {

// Inline markup recognition exactly as docutils' Inliner applies it (reStructuredText spec,
// "Inline markup recognition rules"; docutils 0.19 with character_level_inline_markup off).
// Also records MarkupProblems: markup that a Hangul (or other) letter glued to it disables.
class RstInlineScanner
{
public:
    struct Result
    {
        QList<InlineSpan> spans;
        QList<MarkupProblem> problems;
    };

    // Scans one text block: the pieces are joined with '\n' (as docutils joins the lines of a
    // paragraph) and every position in the result is mapped back to file coordinates.
    Result scan(const SourceLines &lines, const QList<TextPiece> &pieces) const;

    // Scans a single string; positions are {0, offset} with line always 0. For tests and for
    // callers that have plain text.
    Result scanText(const QString &text) const;
};

} // namespace tandem
