// SPDX-License-Identifier: GPL-3.0-or-later
#include "postrings.h"

#include "charescapes.h"

namespace tandem::po {

namespace {

bool isOctal(QChar c)
{
    return c >= u'0' && c <= u'7';
}

int hexValue(QChar c)
{
    if (c >= u'0' && c <= u'9') return c.unicode() - u'0';
    if (c >= u'a' && c <= u'f') return c.unicode() - u'a' + 10;
    if (c >= u'A' && c <= u'F') return c.unicode() - u'A' + 10;
    return -1;
}

// One escape starting at inside[i] == '\\': its value and how many file characters it takes.
// A backslash with nothing valid after it stands for itself.
struct Escape
{
    QChar value;
    int length = 1;
    bool valid = true;
};

Escape readEscape(QStringView inside, qsizetype i)
{
    if (i + 1 >= inside.size()) return {u'\\', 1, false};
    const QChar c = inside[i + 1];
    switch (c.unicode()) {
    case u'n':
        return {u'\n', 2};
    case u't':
        return {u'\t', 2};
    case u'r':
        return {u'\r', 2};
    case u'a':
        return {QChar(7), 2};
    case u'b':
        return {QChar(8), 2};
    case u'f':
        return {QChar(12), 2};
    case u'v':
        return {QChar(11), 2};
    case u'\\':
    case u'"':
    case u'\'':
    case u'?':
        return {c, 2};
    case u'x': {
        int v = 0, n = 0;
        while (i + 2 + n < inside.size() && n < 2 && hexValue(inside[i + 2 + n]) >= 0)
            v = v * 16 + hexValue(inside[i + 2 + n++]);
        if (n == 0) return {u'\\', 1, false};
        return {QChar(v), 2 + n};
    }
    default:
        if (isOctal(c)) {
            int v = 0, n = 0;
            while (i + 1 + n < inside.size() && n < 3 && isOctal(inside[i + 1 + n]))
                v = v * 8 + (inside[i + 1 + n++].unicode() - u'0');
            return {QChar(v & 0xff), 1 + n};
        }
        return {u'\\', 1, false};
    }
}

} // namespace

QString unescapePiece(QStringView inside, bool *ok)
{
    if (ok) *ok = true;
    QString out;
    out.reserve(inside.size());
    for (qsizetype i = 0; i < inside.size();) {
        if (inside[i] != u'\\') {
            out += inside[i++];
            continue;
        }
        const Escape e = readEscape(inside, i);
        if (!e.valid && ok) *ok = false;
        out += e.value;
        i += e.length;
    }
    return out;
}

QString escapePiece(QStringView value, EscapeSet set)
{
    // Babel escapes the first five; gettext also the four control characters Babel writes as
    // they are.
    static constexpr CharEscape kEscapes[] = {{u'\\', u"\\\\"}, {u'"', u"\\\""}, {u'\n', u"\\n"},
                                              {u'\t', u"\\t"},  {u'\r', u"\\r"}, {7, u"\\a"},
                                              {8, u"\\b"},      {12, u"\\f"},    {11, u"\\v"}};
    const std::span<const CharEscape> table(kEscapes);
    QString out;
    out.reserve(value.size() + 8);
    appendWithEscapes(out, value, set == EscapeSet::Gettext ? table : table.first(5));
    return out;
}

int fileOffsetInPiece(QStringView inside, int valueIndex)
{
    int value = 0;
    qsizetype i = 0;
    while (i < inside.size() && value < valueIndex) {
        i += inside[i] == u'\\' ? readEscape(inside, i).length : 1;
        ++value;
    }
    return int(i);
}

int valueLengthOfPiece(QStringView inside)
{
    int value = 0;
    for (qsizetype i = 0; i < inside.size(); ++value)
        i += inside[i] == u'\\' ? readEscape(inside, i).length : 1;
    return value;
}

} // namespace tandem::po
