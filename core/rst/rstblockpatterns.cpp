// SPDX-License-Identifier: GPL-3.0-or-later
// docutils' Body patterns (docutils/parsers/rst/states.py, Body.patterns and the enumerator
// helpers), hand-written so that each line is matched without regular expressions. The state
// machine that uses them is rstblockparser.cpp.
#include "rstblockpatterns.h"

namespace tandem::rstblock {

namespace {

QString toRoman(int n);

// The roman numerals docutils' roman.py accepts: 1..4999 in canonical form only.
int fromRoman(QStringView s)
{
    if (s.isEmpty() || s.size() > 20) return -1;
    auto value = [](QChar c) {
        switch (c.toUpper().unicode()) {
        case 'I':
            return 1;
        case 'V':
            return 5;
        case 'X':
            return 10;
        case 'L':
            return 50;
        case 'C':
            return 100;
        case 'D':
            return 500;
        case 'M':
            return 1000;
        }
        return 0;
    };
    int total = 0;
    for (int i = 0; i < s.size(); ++i) {
        const int v = value(s[i]);
        if (v == 0) return -1;
        total += (i + 1 < s.size() && value(s[i + 1]) > v) ? -v : v;
    }
    if (total < 1 || total > 4999 || toRoman(total) != s.toString().toUpper()) return -1;
    return total;
}

QString toRoman(int n)
{
    static const struct
    {
        const char *sym;
        int val;
    } table[] = {{"M", 1000}, {"CM", 900}, {"D", 500}, {"CD", 400}, {"C", 100},
                 {"XC", 90},  {"L", 50},   {"XL", 40}, {"X", 10},   {"IX", 9},
                 {"V", 5},    {"IV", 4},   {"I", 1}};
    QString out;
    for (const auto &t : table) {
        while (n >= t.val) {
            out += QLatin1StringView(t.sym);
            n -= t.val;
        }
    }
    return out;
}

bool fitsSequence(QStringView t, Sequence seq)
{
    auto all = [&](auto pred) { return !t.isEmpty() && std::all_of(t.begin(), t.end(), pred); };
    switch (seq) {
    case Sequence::Arabic:
        return all([](QChar c) { return c >= u'0' && c <= u'9'; });
    case Sequence::LowerAlpha:
        return t.size() == 1 && t[0] >= u'a' && t[0] <= u'z';
    case Sequence::UpperAlpha:
        return t.size() == 1 && t[0] >= u'A' && t[0] <= u'Z';
    case Sequence::LowerRoman:
        return all([](QChar c) { return QStringView(u"ivxlcdm").contains(c); });
    case Sequence::UpperRoman:
        return all([](QChar c) { return QStringView(u"IVXLCDM").contains(c); });
    case Sequence::Auto:
        return t == u"#";
    case Sequence::None:
        return false;
    }
    return false;
}

bool isAsciiAlnum(QChar c)
{
    const ushort u = c.unicode();
    return (u >= '0' && u <= '9') || (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z');
}
bool isAsciiAlpha(QChar c)
{
    const ushort u = c.unicode();
    return (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z');
}
bool isAlnumPlus(QChar c)
{
    return isAsciiAlnum(c) || c == u'_' || c == u'-';
}

// optarg: [a-zA-Z][a-zA-Z0-9_-]* | <[^<>]+>
int matchOptArg(QStringView s, int i)
{
    if (i < s.size() && isAsciiAlpha(s[i])) {
        ++i;
        while (i < s.size() && isAlnumPlus(s[i]))
            ++i;
        return i;
    }
    if (i < s.size() && s[i] == u'<') {
        int j = i + 1;
        while (j < s.size() && s[j] != u'<' && s[j] != u'>')
            ++j;
        if (j < s.size() && s[j] == u'>' && j > i + 1) return j + 1;
    }
    return -1;
}

// The possible ends of one option at i, longest first (at most three; no allocation: this
// runs for every line that starts like an option).
struct OptionEnds
{
    int end[3] = {};
    int count = 0;
    void append(int e) { end[count++] = e; }
    void prepend(int e)
    {
        for (int k = count; k > 0; --k)
            end[k] = end[k - 1];
        end[0] = e;
        ++count;
    }
};

OptionEnds matchOption(QStringView s, int i)
{
    OptionEnds ends;
    int j = -1;
    bool isLong = false;
    if (i + 2 < s.size() && s[i] == u'-' && s[i + 1] == u'-' && isAsciiAlnum(s[i + 2])) {
        isLong = true;
        j = i + 3;
    } else if (i < s.size() && s[i] == u'/' && i + 1 < s.size() && isAsciiAlnum(s[i + 1])) {
        isLong = true;
        j = i + 2;
    } else if (i + 1 < s.size() && (s[i] == u'-' || s[i] == u'+') && isAsciiAlnum(s[i + 1])) {
        j = i + 2;
    }
    if (j < 0) return ends;
    if (isLong) {
        while (j < s.size() && isAlnumPlus(s[j]))
            ++j;
        if (j < s.size() && (s[j] == u' ' || s[j] == u'=')) {
            const int a = matchOptArg(s, j + 1);
            if (a > 0) ends.append(a);
        }
    } else {
        int a = matchOptArg(s, j);
        if (a > 0) ends.append(a);
        if (j < s.size() && s[j] == u' ') {
            a = matchOptArg(s, j + 1);
            if (a > 0) ends.prepend(a);
        }
    }
    ends.append(j);
    return ends;
}

int matchOptionsFrom(QStringView s, int i)
{
    const OptionEnds ends = matchOption(s, i);
    for (int k = 0; k < ends.count; ++k) {
        const int e = ends.end[k];
        if (e + 1 < s.size() && s[e] == u',' && s[e + 1] == u' ') {
            const int r = matchOptionsFrom(s, e + 2);
            if (r >= 0) return r;
        }
        // (  +| ?$)
        if (e == s.size()) return e;
        if (e + 1 == s.size() && s[e] == u' ') return e + 1;
        if (e + 1 < s.size() && s[e] == u' ' && s[e + 1] == u' ') return spacesFrom(s, e);
    }
    return -1;
}

} // namespace

bool isNonAlnum7Bit(QChar c)
{
    const ushort u = c.unicode();
    return (u >= '!' && u <= '/') || (u >= ':' && u <= '@') || (u >= '[' && u <= '`') ||
           (u >= '{' && u <= '~');
}

int spacesFrom(QStringView s, int i)
{
    while (i < s.size() && s[i] == u' ')
        ++i;
    return i;
}

bool startsWithMarker(QStringView s, QStringView marker)
{
    // marker followed by spaces or the end of the line: docutils' "( +|$)". Compared by hand:
    // this runs several times for every line.
    const qsizetype m = marker.size();
    if (s.size() < m) return false;
    for (qsizetype k = 0; k < m; ++k) {
        if (s[k] != marker[k]) return false;
    }
    return s.size() == m || s[m] == u' ';
}

bool isGridTableTop(QStringView s)
{
    // \+-[-+]+-\+ *$
    if (s.size() < 5 || s[0] != u'+' || s[1] != u'-' || s.back() != u'+' || s[s.size() - 2] != u'-')
        return false;
    for (int i = 2; i < s.size() - 2; ++i) {
        if (s[i] != u'-' && s[i] != u'+') return false;
    }
    return true;
}

bool isSimpleTableTop(QStringView s)
{
    // =+( +=+)+ *$
    if (s.isEmpty() || s[0] != u'=') return false;
    bool gap = false;
    for (int i = 0; i < s.size(); ++i) {
        if (s[i] == u' ')
            gap = true;
        else if (s[i] != u'=')
            return false;
    }
    return gap;
}

// states.py Body.parse_enumerator: which sequence, and the ordinal (-1: not valid).
void parseEnumerator(const Enumerator &e, Sequence expected, Sequence &seq, qint64 &ordinal)
{
    const QString &t = e.text;
    seq = Sequence::None;
    if (t == u"#")
        seq = Sequence::Auto;
    else if (expected != Sequence::None && fitsSequence(t, expected))
        seq = expected;
    else if (t == u"i")
        seq = Sequence::LowerRoman;
    else if (t == u"I")
        seq = Sequence::UpperRoman;
    if (seq == Sequence::None) {
        for (Sequence s : {Sequence::Arabic, Sequence::LowerAlpha, Sequence::UpperAlpha,
                           Sequence::LowerRoman, Sequence::UpperRoman}) {
            if (fitsSequence(t, s)) {
                seq = s;
                break;
            }
        }
    }
    switch (seq) {
    case Sequence::Auto:
        ordinal = 1;
        break;
    case Sequence::Arabic:
        ordinal = t.size() > 17 ? -1 : t.toLongLong();
        break;
    case Sequence::LowerAlpha:
        ordinal = t[0].unicode() - 'a' + 1;
        break;
    case Sequence::UpperAlpha:
        ordinal = t[0].unicode() - 'A' + 1;
        break;
    case Sequence::LowerRoman:
    case Sequence::UpperRoman:
        ordinal = fromRoman(t);
        break;
    case Sequence::None:
        ordinal = -1;
        break;
    }
}

// states.py Body.make_enumerator: the text the next item would start with.
bool makeEnumerator(qint64 ordinal, Sequence seq, int format, QString &next, QString &autoNext)
{
    QString e;
    switch (seq) {
    case Sequence::Auto:
        e = QStringLiteral("#");
        break;
    case Sequence::Arabic:
        e = QString::number(ordinal);
        break;
    case Sequence::LowerAlpha:
    case Sequence::UpperAlpha:
        if (ordinal > 26) return false;
        e = QChar(char16_t((seq == Sequence::LowerAlpha ? 'a' : 'A') + ordinal - 1));
        break;
    case Sequence::LowerRoman:
    case Sequence::UpperRoman:
        if (ordinal < 1 || ordinal > 4999) return false;
        e = toRoman(int(ordinal));
        if (seq == Sequence::LowerRoman) e = e.toLower();
        break;
    case Sequence::None:
        return false;
    }
    const QString pre = format == 0 ? QStringLiteral("(") : QString();
    const QString suf = format == 2 ? QStringLiteral(".") : QStringLiteral(")");
    next = pre + e + suf + u' ';
    autoNext = pre + u'#' + suf + u' ';
    return true;
}

int matchBullet(QStringView s)
{
    if (s.isEmpty() || !QStringView(u"-+*\u2022\u2023\u2043").contains(s[0])) return -1;
    if (s.size() > 1 && s[1] != u' ') return -1;
    return spacesFrom(s, 1);
}

int matchFieldMarker(QStringView s, QStringView *name)
{
    // :(?![: ])([^:\\]|\\.|:(?!([ `]|$)))*(?<! ):( +|$)
    if (s.size() < 3 || s[0] != u':' || s[1] == u':' || s[1] == u' ') return -1;
    for (int j = 1; j < s.size(); ++j) {
        const QChar c = s[j];
        if (c == u'\\') {
            if (j + 1 >= s.size()) return -1;
            ++j;
            continue;
        }
        if (c != u':') continue;
        const bool atEnd = j + 1 == s.size() || s[j + 1] == u' ';
        if (atEnd) {
            if (s[j - 1] == u' ' || j == 1) return -1;
            if (name) *name = s.mid(1, j - 1);
            return spacesFrom(s, j + 1);
        }
        if (s[j + 1] == u'`') return -1;
    }
    return -1;
}

int matchOptionMarker(QStringView s)
{
    return matchOptionsFrom(s, 0);
}

bool isAdornmentLine(QStringView s)
{
    if (s.isEmpty() || !isNonAlnum7Bit(s[0])) return false;
    for (QChar c : s) {
        if (c != s[0]) return false;
    }
    return true;
}

std::optional<Enumerator> matchEnumerator(QStringView s)
{
    Enumerator e;
    int i = 0;
    if (!s.isEmpty() && s[0] == u'(') {
        e.format = 0;
        i = 1;
    }
    int j = i;
    while (j < s.size() && (isAsciiAlnum(s[j]) || s[j] == u'#'))
        ++j;
    if (j == i || j >= s.size()) return std::nullopt;
    const QStringView t = s.mid(i, j - i);
    if (!(t == u"#" || fitsSequence(t, Sequence::Arabic) || t.size() == 1 ||
          fitsSequence(t, Sequence::LowerRoman) || fitsSequence(t, Sequence::UpperRoman)) ||
        (t.contains(u'#') && t.size() > 1))
        return std::nullopt;
    if (i == 1) {
        if (s[j] != u')') return std::nullopt;
    } else if (s[j] == u')') {
        e.format = 1;
    } else if (s[j] == u'.') {
        e.format = 2;
    } else {
        return std::nullopt;
    }
    ++j;
    if (j < s.size() && s[j] != u' ') return std::nullopt;
    e.text = t.toString();
    e.end = spacesFrom(s, j);
    return e;
}

} // namespace tandem::rstblock
