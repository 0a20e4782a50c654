// SPDX-License-Identifier: GPL-3.0-or-later
#include "codelexer.h"

#include <QSet>
#include <QString>

namespace tandem {

namespace {

const QSet<QString> &pythonKeywords()
{
    static const QSet<QString> words = {
        "False",   "None",     "True",     "and",    "as",   "assert", "async",  "await",
        "break",   "class",    "continue", "def",    "del",  "elif",   "else",   "except",
        "finally", "for",      "from",     "global", "if",   "import", "in",     "is",
        "lambda",  "nonlocal", "not",      "or",     "pass", "raise",  "return", "try",
        "while",   "with",     "yield",    "print",  "self"};
    return words;
}

const QSet<QString> &shellKeywords()
{
    static const QSet<QString> words = {"if",   "then",  "else",  "fi",     "for",    "do",
                                        "done", "while", "case",  "esac",   "export", "cd",
                                        "echo", "pip",   "conda", "python", "sudo",   "git"};
    return words;
}

bool isIdentChar(QChar c)
{
    return c.isLetterOrNumber() || c == u'_';
}

// Index just past a string that starts at `i` with quote `q` (one line), or the line's end.
qsizetype skipShortString(QStringView line, qsizetype i, QChar q)
{
    for (++i; i < line.size(); ++i) {
        if (line[i] == u'\\')
            ++i;
        else if (line[i] == q)
            return i + 1;
    }
    return line.size();
}

} // namespace

void lexCodeLine(QStringView line, CodeFamily family, int &state, QList<CodeToken> &out)
{
    const bool python = family == CodeFamily::Python;
    const bool slash = family == CodeFamily::SlashComments;
    const QSet<QString> *keywords = python                        ? &pythonKeywords()
                                    : family == CodeFamily::Shell ? &shellKeywords()
                                                                  : nullptr;
    auto add = [&](qsizetype from, qsizetype to, CodeTokenKind kind) {
        if (to > from) out.append({int(from), int(to - from), kind});
    };
    qsizetype i = 0;
    if (state != 0) {
        const QStringView close = state == 1 ? u"'''" : u"\"\"\"";
        const qsizetype end = line.indexOf(close);
        if (end < 0) {
            add(0, line.size(), CodeTokenKind::String);
            return;
        }
        add(0, end + 3, CodeTokenKind::String);
        i = end + 3;
        state = 0;
    }
    while (i < line.size()) {
        const QChar c = line[i];
        if (slash ? c == u'/' && i + 1 < line.size() && line[i + 1] == u'/' : c == u'#') {
            add(i, line.size(), CodeTokenKind::Comment);
            return;
        }
        if (c == u'"' || c == u'\'') {
            const QStringView triple = line.mid(i, 3);
            if (python && (triple == u"'''" || triple == u"\"\"\"")) {
                const qsizetype end = line.indexOf(triple, i + 3);
                if (end < 0) {
                    add(i, line.size(), CodeTokenKind::String);
                    state = c == u'\'' ? 1 : 2;
                    return;
                }
                add(i, end + 3, CodeTokenKind::String);
                i = end + 3;
                continue;
            }
            const qsizetype end = skipShortString(line, i, c);
            add(i, end, CodeTokenKind::String);
            i = end;
            continue;
        }
        if (python && c == u'@' && line.left(i).trimmed().isEmpty()) {
            qsizetype end = i + 1;
            while (end < line.size() && (isIdentChar(line[end]) || line[end] == u'.'))
                ++end;
            add(i, end, CodeTokenKind::Decorator);
            i = end;
            continue;
        }
        if (c.isDigit() && (i == 0 || !isIdentChar(line[i - 1]))) {
            qsizetype end = i + 1;
            while (end < line.size() && (isIdentChar(line[end]) || line[end] == u'.'))
                ++end;
            add(i, end, CodeTokenKind::Number);
            i = end;
            continue;
        }
        if (isIdentChar(c)) {
            qsizetype end = i + 1;
            while (end < line.size() && isIdentChar(line[end]))
                ++end;
            if (keywords && keywords->contains(line.mid(i, end - i).toString()))
                add(i, end, CodeTokenKind::Keyword);
            i = end;
            continue;
        }
        ++i;
    }
}

} // namespace tandem
