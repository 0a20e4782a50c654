// SPDX-License-Identifier: GPL-3.0-or-later
#include "pythonlexer.h"

#include <QSet>

namespace tandem {

namespace {

bool isKeyword(QStringView word)
{
    static const QSet<QString> keywords = {
        "False",   "None",     "True",     "and",    "as",   "assert", "async",  "await",
        "break",   "class",    "continue", "def",    "del",  "elif",   "else",   "except",
        "finally", "for",      "from",     "global", "if",   "import", "in",     "is",
        "lambda",  "nonlocal", "not",      "or",     "pass", "raise",  "return", "try",
        "while",   "with",     "yield",    "self",   "print"};
    return keywords.contains(word.toString());
}

bool isIdentChar(QChar c)
{
    return c.isLetterOrNumber() || c == u'_';
}

// Index just past a string that starts at `i` with quote `q` (single-line), or the line's end.
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

void lexPythonLine(QStringView line, int column, int &state, LineDecos &out)
{
    auto add = [&](qsizetype from, qsizetype to, DecoStyle style) {
        if (to > from) out.append({column + int(from), int(to - from), style, {}});
    };
    qsizetype i = 0;
    if (state != 0) {
        const QStringView close = state == 1 ? u"'''" : u"\"\"\"";
        const qsizetype end = line.indexOf(close);
        if (end < 0) {
            add(0, line.size(), DecoStyle::PyString);
            return;
        }
        add(0, end + 3, DecoStyle::PyString);
        i = end + 3;
        state = 0;
    }
    while (i < line.size()) {
        const QChar c = line[i];
        if (c == u'#') {
            add(i, line.size(), DecoStyle::PyComment);
            return;
        }
        if (c == u'"' || c == u'\'') {
            const QStringView triple = line.mid(i, 3);
            if (triple == u"'''" || triple == u"\"\"\"") {
                const qsizetype end = line.indexOf(triple, i + 3);
                if (end < 0) {
                    add(i, line.size(), DecoStyle::PyString);
                    state = c == u'\'' ? 1 : 2;
                    return;
                }
                add(i, end + 3, DecoStyle::PyString);
                i = end + 3;
                continue;
            }
            const qsizetype end = skipShortString(line, i, c);
            add(i, end, DecoStyle::PyString);
            i = end;
            continue;
        }
        if (c == u'@' && line.left(i).trimmed().isEmpty()) {
            qsizetype end = i + 1;
            while (end < line.size() && (isIdentChar(line[end]) || line[end] == u'.'))
                ++end;
            add(i, end, DecoStyle::PyDecorator);
            i = end;
            continue;
        }
        if (c.isDigit() && (i == 0 || !isIdentChar(line[i - 1]))) {
            qsizetype end = i + 1;
            while (end < line.size() && (isIdentChar(line[end]) || line[end] == u'.'))
                ++end;
            add(i, end, DecoStyle::PyNumber);
            i = end;
            continue;
        }
        if (isIdentChar(c)) {
            qsizetype end = i + 1;
            while (end < line.size() && isIdentChar(line[end]))
                ++end;
            if (isKeyword(line.mid(i, end - i))) add(i, end, DecoStyle::PyKeyword);
            i = end;
            continue;
        }
        ++i;
    }
}

} // namespace tandem
