// SPDX-License-Identifier: GPL-3.0-or-later
#include "pythonlexer.h"

#include "codelexer.h"

namespace tandem {

namespace {

DecoStyle styleOf(CodeTokenKind kind)
{
    switch (kind) {
    case CodeTokenKind::Keyword:
        return DecoStyle::PyKeyword;
    case CodeTokenKind::String:
        return DecoStyle::PyString;
    case CodeTokenKind::Comment:
        return DecoStyle::PyComment;
    case CodeTokenKind::Number:
        return DecoStyle::PyNumber;
    case CodeTokenKind::Decorator:
        break;
    }
    return DecoStyle::PyDecorator;
}

} // namespace

void lexPythonLine(QStringView line, int column, int &state, LineDecos &out)
{
    QList<CodeToken> tokens;
    lexCodeLine(line, CodeFamily::Python, state, tokens);
    for (const CodeToken &t : std::as_const(tokens))
        out.append({column + t.start, t.length, styleOf(t.kind), {}});
}

} // namespace tandem
