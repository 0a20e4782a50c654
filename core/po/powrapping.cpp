// SPDX-License-Identifier: GPL-3.0-or-later
#include "powrapping.h"

#include "displaywidth.h"
#include "postrings.h"

#include <QRegularExpression>
#include <QTextBoundaryFinder>

#include <unicode/uchar.h>

#include <vector>

namespace tandem::po {

QString WrapStyle::name() const
{
    switch (tool) {
    case Tool::Babel:
        return width == 76 ? QStringLiteral("babel") : QStringLiteral("babel-%1").arg(width);
    case Tool::Gettext:
        return width == 79 ? QStringLiteral("msgcat") : QStringLiteral("msgcat-%1").arg(width);
    case Tool::NoWrap:
        return QStringLiteral("no-wrap");
    }
    return {};
}

namespace {

// ---- Babel --------------------------------------------------------------------------------
// Babel is Python: lengths are in code points, "\s" is str.isspace() and "\w" str.isalnum() or
// '_', and str.splitlines() breaks at more than "\n". These mirror Python's definitions so that
// a Korean entry breaks where `pdk format` breaks it.

int codePoints(QStringView s)
{
    int n = 0;
    for (qsizetype i = 0; i < s.size(); ++i)
        if (!(s[i].isLowSurrogate() && i > 0 && s[i - 1].isHighSurrogate())) ++n;
    return n;
}

bool isPythonLineBoundary(char16_t c)
{
    return c == u'\n' || c == u'\r' || c == 0x0b || c == 0x0c || (c >= 0x1c && c <= 0x1e) ||
           c == 0x85 || c == 0x2028 || c == 0x2029;
}

// str.splitlines(keepends=True)
QList<QStringView> pythonSplitLines(QStringView s)
{
    QList<QStringView> lines;
    qsizetype start = 0;
    for (qsizetype i = 0; i < s.size(); ++i) {
        const char16_t c = s[i].unicode();
        if (!isPythonLineBoundary(c)) continue;
        if (c == u'\r' && i + 1 < s.size() && s[i + 1] == u'\n') ++i;
        lines.append(s.mid(start, i + 1 - start));
        start = i + 1;
    }
    if (start < s.size()) lines.append(s.mid(start));
    return lines;
}

// babel.messages.pofile.WORD_SEP with Python's \s and \w spelt out.
const QRegularExpression &babelWordSeparator()
{
    static const QString space = QStringLiteral(
        "\\t\\n\\x0B\\f\\r\\x1C-\\x1F \\x{85}\\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}"
        "\\x{2029}\\x{202F}\\x{205F}\\x{3000}");
    static const QString word = QStringLiteral("\\p{L}\\p{N}_");
    static const QRegularExpression re(
        QStringLiteral(
            "([%1]+|[^%1%2]*[%2]+[a-zA-Z]-(?=[%2]+[a-zA-Z])|(?<=[%2!\"'&.,?])-{2,}(?=[%2]))")
            .arg(space, word));
    return re;
}

// re.split with one capturing group: the pieces between separators and the separators, in order.
QList<QStringView> babelChunks(QStringView line)
{
    QList<QStringView> chunks;
    qsizetype last = 0;
    auto it = babelWordSeparator().globalMatch(line);
    while (it.hasNext()) {
        const auto m = it.next();
        chunks.append(line.mid(last, m.capturedStart() - last));
        chunks.append(line.mid(m.capturedStart(), m.capturedLength()));
        last = m.capturedEnd();
    }
    chunks.append(line.mid(last));
    return chunks;
}

int babelEscapedLength(QStringView s)
{
    return codePoints(escapePiece(s, EscapeSet::Babel)) + 2;
}

QStringList formatBabel(const QString &keyword, const QString &value, int width,
                        const QString &prefix)
{
    const int prefixLength = codePoints(prefix);
    QList<QString> lines;
    for (const QStringView line : pythonSplitLines(value)) {
        if (width <= 0 || babelEscapedLength(line) + prefixLength <= width) {
            lines.append(line.toString());
            continue;
        }
        const QList<QStringView> chunks = babelChunks(line);
        qsizetype next = 0;
        while (next < chunks.size()) {
            QString buf;
            bool any = false;
            int size = 2;
            while (next < chunks.size()) {
                const int length = babelEscapedLength(chunks[next]) - 2 + prefixLength;
                if (size + length < width) {
                    buf += chunks[next++];
                    any = true;
                    size += length;
                } else {
                    if (!any) buf += chunks[next++]; // a chunk longer than a line goes alone
                    break;
                }
            }
            lines.append(buf);
        }
    }
    const auto quoted = [](const QString &s) {
        return u'"' + escapePiece(s, EscapeSet::Babel) + u'"';
    };
    if (lines.size() <= 1) return {prefix + keyword + u' ' + quoted(value)};
    QStringList out{prefix + keyword + QStringLiteral(" \"\"")};
    for (const QString &line : lines)
        out.append(prefix + quoted(line));
    return out;
}

// ---- GNU gettext ---------------------------------------------------------------------------
// write-po.c's wrap(): each "\n"-ended portion is escaped, then broken with libunistring's
// ulc_width_linebreaks at Unicode line-break opportunities (never inside an escape, never
// before a final "\n"); a string of several portions or one that would wrap starts with "".

enum class Break : quint8
{
    Undefined,
    Prohibited,
    Possible
};

// Where libunistring's line breaking (what gettext links) differs from Qt's, measured on
// msgcat's output: it follows UAX #14's older pair table, which allows a break after ":" or "."
// before a letter (":mod:" / "`atexit`"; Unicode 6's LB29 forbids it), after "/" or "-"
// before a letter ("archive.org/" / "web"), and forbids one after "/" before a digit and
// between "%" or "\\" and "(". Nothing when both agree.
std::optional<bool> libunistringBreak(const QString &text, qsizetype i)
{
    const auto lineBreak = [](QChar c) {
        return u_getIntPropertyValue(UChar32(c.unicode()), UCHAR_LINE_BREAK);
    };
    const int after = lineBreak(text[i]);
    if (text[i - 1] == u' ') {
        // After spaces, the pair table's indirect breaks: allowed unless what follows never
        // starts a line (a closing bracket, "!", ",", "/") or what came before the spaces
        // holds on to it (an opening bracket).
        qsizetype p = i - 1;
        while (p > 0 && text[p] == u' ')
            --p;
        const int held = text[p] == u' ' ? int(U_LB_SPACE) : lineBreak(text[p]);
        switch (after) {
        case U_LB_CLOSE_PUNCTUATION:
        case U_LB_CLOSE_PARENTHESIS:
        case U_LB_EXCLAMATION:
        case U_LB_INFIX_NUMERIC:
        case U_LB_BREAK_SYMBOLS:
        case U_LB_WORD_JOINER:
        case U_LB_ZWSPACE:
        case U_LB_SPACE:
        case U_LB_COMBINING_MARK:
            return false;
        default:
            break;
        }
        if (held == U_LB_OPEN_PUNCTUATION || held == U_LB_SPACE) return false;
        if (held == U_LB_QUOTATION && after == U_LB_OPEN_PUNCTUATION) return false;
        if ((held == U_LB_CLOSE_PUNCTUATION || held == U_LB_CLOSE_PARENTHESIS) &&
            after == U_LB_NONSTARTER)
            return false;
        if (held == U_LB_BREAK_BOTH && after == U_LB_BREAK_BOTH) return false;
        return true;
    }
    const int before = lineBreak(text[i - 1]);
    if ((before == U_LB_CLOSE_PUNCTUATION || before == U_LB_CLOSE_PARENTHESIS) &&
        (after == U_LB_PREFIX_NUMERIC || after == U_LB_POSTFIX_NUMERIC))
        return false;
    const bool letter = after == U_LB_ALPHABETIC || after == U_LB_HEBREW_LETTER;
    if ((before == U_LB_INFIX_NUMERIC || before == U_LB_BREAK_SYMBOLS || before == U_LB_HYPHEN) &&
        letter)
        return true;
    if (before == U_LB_BREAK_SYMBOLS && after == U_LB_NUMERIC) return false;
    if ((before == U_LB_PREFIX_NUMERIC || before == U_LB_POSTFIX_NUMERIC) &&
        after == U_LB_OPEN_PUNCTUATION)
        return false;
    return std::nullopt;
}

// ulc_width_linebreaks: breaks before the pieces (text between two opportunities, trailing
// spaces included) that would pass `width` columns.
std::vector<bool> widthLineBreaks(const QString &text, const std::vector<Break> &overrides,
                                  int width, int startColumn)
{
    const qsizetype n = text.size();
    std::vector<bool> possible(size_t(n), false);
    QTextBoundaryFinder finder(QTextBoundaryFinder::Line, text);
    for (qsizetype i = 1; i < n; ++i) {
        finder.setPosition(i);
        possible[size_t(i)] = libunistringBreak(text, i).value_or(finder.isAtBoundary());
    }
    std::vector<bool> result(size_t(n), false);
    qsizetype lastBreak = -1;
    int lastColumn = startColumn, pieceWidth = 0;
    for (qsizetype i = 0; i < n; ++i) {
        bool canBreak = possible[size_t(i)];
        if (overrides[size_t(i)] != Break::Undefined)
            canBreak = overrides[size_t(i)] == Break::Possible;
        if (text[i].isLowSurrogate() && i > 0 && text[i - 1].isHighSurrogate()) canBreak = false;
        if (canBreak) {
            if (lastBreak >= 0 && lastColumn + pieceWidth > width) {
                result[size_t(lastBreak)] = true;
                lastColumn = 0;
            }
            lastBreak = i;
            lastColumn += pieceWidth;
            pieceWidth = 0;
        }
        if (text[i].unicode() >= 0x20 && text[i].unicode() != 0x7f && !text[i].isLowSurrogate()) {
            const qsizetype len = text[i].isHighSurrogate() && i + 1 < n ? 2 : 1;
            pieceWidth += displayWidth(QStringView(text).mid(i, len));
        }
    }
    if (lastBreak >= 0 && lastColumn + pieceWidth > width) result[size_t(lastBreak)] = true;
    return result;
}

QStringList formatGettext(const QString &keyword, const QString &value, int pageWidth, bool wrap,
                          const QString &prefix)
{
    // The "\n"-ended portions; an empty value is one empty portion.
    QList<QStringView> portions;
    for (qsizetype start = 0;;) {
        const qsizetype nl = value.indexOf(u'\n', start);
        if (nl < 0) {
            if (start < value.size() || portions.isEmpty())
                portions.append(QStringView(value).mid(start));
            break;
        }
        portions.append(QStringView(value).mid(start, nl + 1 - start));
        start = nl + 1;
    }

    QStringList out;
    bool firstLine = true;
    const int afterBreak = int(prefix.size()) + 1; // the line prefix and the opening quote
    for (qsizetype k = 0; k < portions.size(); ++k) {
        QString escaped;
        std::vector<Break> overrides;
        for (const QChar c : portions[k]) {
            const QString e = escapePiece(QStringView(&c, 1), EscapeSet::Gettext);
            escaped += e;
            overrides.push_back(Break::Undefined);
            for (qsizetype j = 1; j < e.size(); ++j)
                overrides.push_back(Break::Prohibited); // never inside an escape
        }
        if (portions[k].endsWith(u'\n')) overrides[overrides.size() - 2] = Break::Prohibited;

        const int width = wrap ? pageWidth - 1 - afterBreak : std::numeric_limits<int>::max() / 2;
        const int firstStart = int(prefix.size() + keyword.size()) + 2 - afterBreak;
        // Without wrapping nothing breaks inside a portion: no need to look for where it could.
        std::vector<bool> breaks =
            wrap ? widthLineBreaks(escaped, overrides, width, firstLine ? firstStart : 0)
                 : std::vector<bool>(size_t(escaped.size()), false);
        const bool wouldBreak = std::find(breaks.begin(), breaks.end(), true) != breaks.end();
        if (firstLine && !escaped.isEmpty() &&
            (k + 1 < portions.size() || firstStart > width || wouldBreak)) {
            out.append(prefix + keyword + QStringLiteral(" \"\""));
            firstLine = false;
            if (wrap) breaks = widthLineBreaks(escaped, overrides, width, 0);
        }
        QString line = firstLine ? prefix + keyword + QStringLiteral(" \"") : prefix + u'"';
        for (qsizetype i = 0; i < escaped.size(); ++i) {
            if (breaks[size_t(i)]) {
                out.append(line + u'"');
                line = prefix + u'"';
            }
            line += escaped[i];
        }
        out.append(line + u'"');
        firstLine = false;
    }
    return out;
}

} // namespace

QStringList formatField(const QString &keyword, const QString &value, const WrapStyle &style,
                        const QString &prefix)
{
    switch (style.tool) {
    case WrapStyle::Tool::Babel:
        return formatBabel(keyword, value, style.width, prefix);
    case WrapStyle::Tool::Gettext:
        return formatGettext(keyword, value, style.width, true, prefix);
    case WrapStyle::Tool::NoWrap:
        return formatGettext(keyword, value, 0, false, prefix);
    }
    return {};
}

} // namespace tandem::po
