// SPDX-License-Identifier: GPL-3.0-or-later
#include "codehighlight.h"

#include "codelexer.h"
#include "htmlescape.h"

namespace tandem {

namespace {

// Pygments' short class names; a decorator stays plain, as it always has in the preview.
const char *classOf(CodeTokenKind kind)
{
    switch (kind) {
    case CodeTokenKind::Keyword:
        return "k";
    case CodeTokenKind::String:
        return "s";
    case CodeTokenKind::Comment:
        return "c";
    case CodeTokenKind::Number:
        return "m";
    case CodeTokenKind::Decorator:
        break;
    }
    return nullptr;
}

} // namespace

QString highlightCode(const QString &code, const QString &language)
{
    const CodeFamily family = codeFamily(language);
    QString out;
    out.reserve(code.size() + code.size() / 4);
    int state = 0; // a Python triple-quoted string open across lines
    QList<CodeToken> tokens;
    for (qsizetype start = 0; start <= code.size();) {
        qsizetype end = code.indexOf(u'\n', start);
        if (end < 0) end = code.size();
        const QStringView line = QStringView(code).mid(start, end - start);
        tokens.clear();
        lexCodeLine(line, family, state, tokens);
        int plain = 0;
        for (const CodeToken &t : std::as_const(tokens)) {
            const char *cls = classOf(t.kind);
            if (!cls) continue;
            appendEscaped(out, line.mid(plain, t.start - plain));
            out += QStringLiteral("<span class=\"");
            out += QLatin1String(cls);
            out += QStringLiteral("\">");
            appendEscaped(out, line.mid(t.start, t.length));
            out += QStringLiteral("</span>");
            plain = t.start + t.length;
        }
        appendEscaped(out, line.mid(plain));
        if (end < code.size()) out += u'\n';
        start = end + 1;
    }
    return out;
}

} // namespace tandem
