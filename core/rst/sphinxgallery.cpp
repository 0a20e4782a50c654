// SPDX-License-Identifier: GPL-3.0-or-later
#include "sphinxgallery.h"

#include <algorithm>

namespace tandem {

namespace {

bool isBlank(const QString &s)
{
    return std::all_of(s.begin(), s.end(), [](QChar c) { return c.isSpace(); });
}

int leadingSpaces(const QString &s)
{
    int n = 0;
    while (n < s.size() && (s[n] == u' ' || s[n] == u'\t'))
        ++n;
    return n;
}

// A text block starts at a line of 20+ '#' or at "# %%" / "#%%" (sphinx-gallery's regex).
bool isBlockHeader(const QString &s)
{
    int hashes = 0;
    while (hashes < s.size() && s[hashes] == u'#')
        ++hashes;
    if (hashes >= 20) return true;
    return s.startsWith(QLatin1String("# %%")) || s.startsWith(QLatin1String("#%%"));
}

struct Docstring
{
    int firstLine = -1;  // line of the opening quotes
    int lastLine = -1;   // line of the closing quotes
    int openColumn = 0;  // column just after the opening quotes
    int closeColumn = 0; // column of the closing quotes
};

// The module docstring: the first statement, a triple-quoted string, possibly after comments and
// blank lines. Found by a scan rather than a Python parser so that a draft that no longer parses
// still shows its text (rst-oracle.py does the same in its fallback).
Docstring findDocstring(const SourceLines &raw)
{
    Docstring d;
    int i = 0;
    while (i < raw.size() && (isBlank(raw[i].text) || raw[i].text.trimmed().startsWith(u'#')))
        ++i;
    if (i >= raw.size()) return d;
    const QString &line = raw[i].text;
    int c = leadingSpaces(line);
    if (c != 0) return d;
    int prefix = 0;
    while (prefix < 2 && c < line.size() && QStringLiteral("rRuUbB").contains(line[c])) {
        ++c;
        ++prefix;
    }
    const QString quote = line.mid(c, 3);
    if (quote != QLatin1String("\"\"\"") && quote != QLatin1String("'''")) return d;
    const int open = c + 3;
    for (int j = i; j < raw.size(); ++j) {
        const int from = j == i ? open : 0;
        const int close = int(raw[j].text.indexOf(quote, from));
        if (close >= 0) {
            d.firstLine = i;
            d.lastLine = j;
            d.openColumn = open;
            d.closeColumn = close;
            return d;
        }
    }
    return d; // unterminated: no docstring
}

void appendDocstring(const SourceLines &raw, const Docstring &d, SourceLines &out)
{
    struct Piece
    {
        int line;
        int column;
        QString text;
    };
    QList<Piece> pieces;
    for (int j = d.firstLine; j <= d.lastLine; ++j) {
        const int from = j == d.firstLine ? d.openColumn : 0;
        const int to = j == d.lastLine ? d.closeColumn : int(raw[j].text.size());
        pieces.append({j, from, raw[j].text.mid(from, to - from)});
    }
    // inspect.cleandoc: the first line loses its leading whitespace; the others lose their
    // common indentation.
    int margin = -1;
    for (qsizetype k = 1; k < pieces.size(); ++k) {
        if (!isBlank(pieces[k].text)) {
            const int indent = leadingSpaces(pieces[k].text);
            margin = margin < 0 ? indent : std::min(margin, indent);
        }
    }
    const int firstIndent = leadingSpaces(pieces[0].text);
    pieces[0].column += firstIndent;
    pieces[0].text.remove(0, firstIndent);
    for (qsizetype k = 1; k < pieces.size(); ++k) {
        const int cut = std::min<int>(std::max(margin, 0), int(pieces[k].text.size()));
        pieces[k].column += cut;
        pieces[k].text.remove(0, cut);
    }
    for (const Piece &p : pieces)
        out.append({isBlank(p.text) ? QString() : p.text, p.line, p.column, false});
}

// One comment block's lines: '#' removed, then textwrap.dedent's common indentation.
void appendTextBlock(const SourceLines &raw, int first, int last, SourceLines &out)
{
    int margin = -1;
    for (int j = first; j <= last; ++j) {
        const QString body = raw[j].text.mid(1);
        if (!isBlank(body)) {
            const int indent = leadingSpaces(body);
            margin = margin < 0 ? indent : std::min(margin, indent);
        }
    }
    margin = std::max(margin, 0);
    bool firstText = true;
    for (int j = first; j <= last; ++j) {
        const QString body = raw[j].text.mid(1);
        if (isBlank(body)) {
            out.append({QString(), j, int(raw[j].text.size()), false});
            continue;
        }
        // Like sphinx-gallery, the block's first text line also loses any extra indentation.
        const int cut = firstText ? leadingSpaces(body) : margin;
        firstText = false;
        out.append({body.mid(cut), j, 1 + cut, false});
    }
}

void appendCode(const SourceLines &raw, int first, int last, SourceLines &out)
{
    int a = first, b = last;
    while (a <= b && isBlank(raw[a].text))
        out.append({QString(), a++, 0, false});
    while (b >= a && isBlank(raw[b].text))
        --b;
    for (int j = a; j <= b; ++j)
        out.append({raw[j].text, j, 0, true});
    for (int j = b + 1; j <= last; ++j)
        out.append({QString(), j, 0, false});
}

} // namespace

SourceLines sphinxGalleryLines(const QString &text)
{
    const SourceLines raw = plainLines(text);
    SourceLines out;
    out.reserve(raw.size());
    int i = 0;
    const Docstring doc = findDocstring(raw);
    if (doc.firstLine >= 0) {
        appendDocstring(raw, doc, out);
        // The closing quotes end the docstring's last paragraph, as the blank line that
        // sphinx-gallery puts after it does.
        out.append({QString(), doc.lastLine, 0, false});
        i = doc.lastLine + 1;
    }
    int codeStart = i;
    while (i < raw.size()) {
        if (!isBlockHeader(raw[i].text)) {
            ++i;
            continue;
        }
        if (codeStart < i) appendCode(raw, codeStart, i - 1, out);
        // The header line itself is not text: it separates what comes before.
        out.append({QString(), i, 0, false});
        int last = i;
        while (last + 1 < raw.size() && raw[last + 1].text.startsWith(u'#'))
            ++last;
        if (last > i) appendTextBlock(raw, i + 1, last, out);
        i = last + 1;
        codeStart = i;
    }
    if (codeStart < raw.size()) appendCode(raw, codeStart, int(raw.size()) - 1, out);
    return out;
}

} // namespace tandem
