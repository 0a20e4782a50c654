// SPDX-License-Identifier: GPL-3.0-or-later
#include "codehighlight.h"

#include "codelanguage.h"
#include "htmlescape.h"

#include <QSet>

namespace tandem {

namespace {

const QSet<QString> &pythonKeywords()
{
    static const QSet<QString> words = [] {
        QSet<QString> s;
        for (const char *w :
             {"False",   "None",     "True",     "and",    "as",   "assert", "async",  "await",
              "break",   "class",    "continue", "def",    "del",  "elif",   "else",   "except",
              "finally", "for",      "from",     "global", "if",   "import", "in",     "is",
              "lambda",  "nonlocal", "not",      "or",     "pass", "raise",  "return", "try",
              "while",   "with",     "yield",    "print",  "self"})
            s.insert(QString::fromLatin1(w));
        return s;
    }();
    return words;
}

const QSet<QString> &shellKeywords()
{
    static const QSet<QString> words = [] {
        QSet<QString> s;
        for (const char *w :
             {"if", "then", "else", "fi", "for", "do", "done", "while", "case", "esac", "export",
              "cd", "echo", "pip", "conda", "python", "sudo", "git"})
            s.insert(QString::fromLatin1(w));
        return s;
    }();
    return words;
}

bool isIdentStart(QChar c)
{
    return c.isLetter() || c == u'_';
}
bool isIdent(QChar c)
{
    return c.isLetterOrNumber() || c == u'_';
}

void span(QString &out, const char *cls, QStringView text)
{
    out += QStringLiteral("<span class=\"");
    out += QLatin1String(cls);
    out += QStringLiteral("\">");
    appendEscaped(out, text);
    out += QStringLiteral("</span>");
}

} // namespace

QString highlightCode(const QString &code, const QString &language)
{
    const QString lang = language.toLower();
    const CodeFamily family = codeFamily(lang);
    const bool python = family == CodeFamily::Python;
    const bool shell = family == CodeFamily::Shell;
    const bool cLike = family == CodeFamily::SlashComments;
    const QSet<QString> *keywords = python ? &pythonKeywords() : shell ? &shellKeywords() : nullptr;
    QString out;
    out.reserve(code.size() + code.size() / 4);
    const int n = int(code.size());
    int i = 0;
    int plainStart = 0;
    auto flush = [&](int to) {
        if (to > plainStart) appendEscaped(out, QStringView(code).mid(plainStart, to - plainStart));
    };
    while (i < n) {
        const QChar c = code[i];
        int end = -1;
        const char *cls = nullptr;
        if ((c == u'#' && !cLike) || (cLike && c == u'/' && i + 1 < n && code[i + 1] == u'/')) {
            end = int(code.indexOf(u'\n', i));
            if (end < 0) end = n;
            cls = "c";
        } else if (c == u'"' || c == u'\'') {
            const bool triple = python && i + 2 < n && code[i + 1] == c && code[i + 2] == c;
            const QString close = triple ? QString(3, c) : QString(c);
            int j = i + close.size();
            while (j < n) {
                if (code[j] == u'\\') {
                    j += 2;
                    continue;
                }
                if (!triple && code[j] == u'\n') break; // an unclosed string ends at its line
                if (code.mid(j, close.size()) == close) {
                    j += int(close.size());
                    break;
                }
                ++j;
            }
            end = std::min(j, n);
            cls = "s";
        } else if (c.isDigit() && (i == 0 || !isIdent(code[i - 1]))) {
            int j = i + 1;
            while (j < n && (code[j].isLetterOrNumber() || code[j] == u'.' || code[j] == u'_'))
                ++j;
            end = j;
            cls = "m";
        } else if (keywords && isIdentStart(c) && (i == 0 || !isIdent(code[i - 1]))) {
            int j = i + 1;
            while (j < n && isIdent(code[j]))
                ++j;
            if (keywords->contains(code.mid(i, j - i))) {
                end = j;
                cls = "k";
            } else {
                i = j;
                continue;
            }
        }
        if (cls) {
            flush(i);
            span(out, cls, QStringView(code).mid(i, end - i));
            i = end;
            plainStart = i;
        } else {
            ++i;
        }
    }
    flush(n);
    return out;
}

} // namespace tandem
