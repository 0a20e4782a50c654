// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "codelanguage.h"

#include <QList>
#include <QStringView>

namespace tandem {

// The one lexer of code blocks, for the preview's highlighter (render/codehighlight.h) and the
// editor's colours (editor/analysis/pythonlexer.h): comments, strings, numbers, keywords and
// Python decorators, as a language's family (codelanguage.h) writes them.
enum class CodeTokenKind
{
    Keyword,
    String,
    Comment,
    Number,
    Decorator,
};

struct CodeToken
{
    int start = 0; // UTF-16 columns in the line
    int length = 0;
    CodeTokenKind kind = CodeTokenKind::Keyword;
};

// The tokens of one line, in order. `state` carries a Python triple-quoted string left open
// at the end of one line to the next (0: none, 1: ''', 2: """); start each block with 0.
// Linear in the line's length.
void lexCodeLine(QStringView line, CodeFamily family, int &state, QList<CodeToken> &out);

} // namespace tandem
