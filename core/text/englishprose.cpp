// SPDX-License-Identifier: GPL-3.0-or-later
#include "englishprose.h"

#include <QRegularExpression>

namespace tandem {

namespace {

bool isLatin(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
}

void blank(QString &text, qsizetype from, qsizetype to)
{
    for (qsizetype i = from; i < to; ++i)
        if (text[i] != u'\n') text[i] = u' ';
}

void blankAll(QString &text, const QRegularExpression &re)
{
    for (auto it = re.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        blank(text, m.capturedStart(), m.capturedEnd());
    }
}

// A link's target that is a paper: its title is the paper's, which stays in English.
bool isPaperUrl(QStringView url)
{
    static const QRegularExpression paper(
        QStringLiteral(R"(arxiv\.org|doi\.org|\.pdf\b|openreview\.net|aclanthology|aclweb\.org|)"
                       R"(papers\.nips\.cc|neurips\.cc|proceedings\.|dl\.acm\.org|ieeexplore|)"
                       R"(jmlr\.org|semanticscholar|thecvf\.com)"),
        QRegularExpression::CaseInsensitiveOption);
    return paper.match(url).hasMatch();
}

// A line of a table: a ruler (---  ----, +---+, ====) or cells apart by two wide gaps or more
// (a gap after a sentence's end is a sentence's spacing, not a column).
bool isTableLine(QStringView line)
{
    qsizetype marks = 0, other = 0;
    for (QChar c : line) {
        if (c.isSpace() || c == u'#') continue;
        (QStringLiteral("-=+|:~").contains(c) ? marks : other) += 1;
    }
    if (marks >= 3 && other == 0) return true;
    int gaps = 0;
    for (qsizetype i = 1; i + 2 < line.size(); ++i) {
        if (line[i].isSpace() || !line[i + 1].isSpace() || !line[i + 2].isSpace()) continue;
        qsizetype j = i + 1;
        while (j < line.size() && line[j].isSpace())
            ++j;
        if (j < line.size() && line[i] != u'#' && !QStringLiteral(".!?:;").contains(line[i]))
            ++gaps;
        i = j - 1;
    }
    return gaps >= 2;
}

// A token with a mark of code inside it: a call, an attribute, an operator, an index, an
// underscore name, a LaTeX command, a path.
bool isCodeToken(QStringView t)
{
    static const QString marks = QStringLiteral("=<>{}[]\\/_@#$^~|");
    // Abbreviations of prose (e.g., i.e.) have a dot between letters too.
    static const QRegularExpression abbreviation(QStringLiteral(R"(^\(?(e\.g|i\.e)\.?[,:)]?$)"),
                                                 QRegularExpression::CaseInsensitiveOption);
    if (abbreviation.match(t).hasMatch()) return false;
    for (qsizetype i = 0; i < t.size(); ++i) {
        const QChar c = t[i];
        if (marks.contains(c)) return true;
        if (c == u'(' && i > 0) return true;
        // x.shape, aten::conv2d: a dot or colon between letters or digits.
        if ((c == u'.' || c == u':') && i > 0 && i + 1 < t.size() && t[i - 1].isLetterOrNumber() &&
            (t[i + 1].isLetterOrNumber() || t[i + 1] == u':'))
            return true;
    }
    return false;
}

// A word of Latin letters, two or more, with a hyphen or apostrophe inside (AlexNet-level,
// don't).
bool isLatinWord(QStringView t)
{
    int letters = 0;
    for (qsizetype i = 0; i < t.size(); ++i) {
        const QChar c = t[i];
        if (isLatin(c))
            ++letters;
        else if (!((c == u'-' || c == u'\'' || c == u'’') && i > 0 && i + 1 < t.size()))
            return false;
    }
    return letters >= 2;
}

// A Python statement written as a comment or left as text: an import, a definition.
bool isPythonStatement(QStringView text)
{
    static const QRegularExpression statement(QStringLiteral(
        R"(^\s*(?:(?:from\s+[\w.]+\s+)?import\s+[\w.*]+(?:\s+as\s+\w+)?(?:\s*,\s*[\w.]+(?:\s+as\s+\w+)?)*)"
        R"(|(?:async\s+)?(?:def|class)\s+\w+\s*[(:])\s*$)"));
    return statement.match(text).hasMatch();
}

// Keywords between commas (training loop, data loader, sampler): three items or more, none
// longer than three words, and nothing of a sentence (its end, or the words that join a
// clause: "maps from A to B, parameters W, b" is a sentence's note).
bool isKeywordList(QStringView text)
{
    const QString t = text.toString().simplified();
    if (t.contains(u'.') || t.contains(u'!') || t.contains(u'?')) return false;
    static const QRegularExpression joining(
        QStringLiteral(
            R"(\b(?:the|an?|of|to|from|in|on|for|with|by|is|are|we|you|it|this|that|can|will)\b)"),
        QRegularExpression::CaseInsensitiveOption);
    if (joining.match(t).hasMatch()) return false;
    const QStringList items = t.split(u',', Qt::SkipEmptyParts);
    if (items.size() < 3) return false;
    for (const QString &item : items)
        if (englishTokens(item).words > 3) return false;
    return true;
}

} // namespace

QString maskKeptEnglishMarkup(QStringView text, LinkTitles links)
{
    QString out = text.toString();
    // Inline literals first: a backquote inside one is no markup.
    static const QRegularExpression literal(QStringLiteral(R"(``(?=\S)[\s\S]*?(?<=\S)``)"));
    blankAll(out, literal);
    static const QRegularExpression role(QStringLiteral(R"(:[\w:.+-]+:`[^`]*`)"));
    blankAll(out, role);
    // Interpreted text and links, with their role or underscores after: the end-string follows
    // a character other than a space, as docutils reads it.
    static const QRegularExpression interpreted(
        QStringLiteral(R"(`(?=\S)([^`]*?)(?<=\S)`(?::[\w:.+-]+:)?_{0,2})"));
    for (auto it = interpreted.globalMatch(out); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString body = m.captured(1);
        const qsizetype open = body.lastIndexOf(u'<');
        const bool titled = open > 0 && body.endsWith(u'>');
        if (links == LinkTitles::Masked || !titled || isPaperUrl(QStringView(body).mid(open))) {
            blank(out, m.capturedStart(), m.capturedEnd());
        } else {
            // A page's title stays; its backquote and target go.
            blank(out, m.capturedStart(), m.capturedStart() + 1);
            blank(out, m.capturedStart(1) + open, m.capturedEnd());
        }
    }
    // URLs, substitutions, a strong label, display and inline math, LaTeX commands, field names.
    static const QRegularExpression rest(
        QStringLiteral(R"((?:https?://|www\.)\S+|\|[^|\n]+\||\*\*[^*\n]+\*\*:|\$\$[\s\S]*?\$\$)"
                       R"(|\$[^$\n]+\$|\\[A-Za-z]+|(?<![\w`]):[\w.-]+:(?=\s|$))"));
    blankAll(out, rest);
    // Rows and rulers of tables, line by line, as written (a literal masked leaves a gap).
    qsizetype start = 0;
    while (start <= text.size()) {
        qsizetype end = text.indexOf(u'\n', start);
        if (end < 0) end = text.size();
        if (isTableLine(text.mid(start, end - start))) blank(out, start, end);
        start = end + 1;
    }
    return out;
}

EnglishTokens englishTokens(QStringView text)
{
    static const QString edges = QStringLiteral(".,;:!?\"'()*“”‘’«»…");
    EnglishTokens counts;
    qsizetype i = 0;
    while (i < text.size()) {
        if (text[i].isSpace()) {
            ++i;
            continue;
        }
        qsizetype j = i;
        while (j < text.size() && !text[j].isSpace())
            ++j;
        QStringView token = text.mid(i, j - i);
        i = j;
        if (isCodeToken(token)) {
            ++counts.codeTokens;
            continue;
        }
        while (!token.isEmpty() && edges.contains(token.front()))
            token = token.mid(1);
        while (!token.isEmpty() && edges.contains(token.back()))
            token.chop(1);
        if (token.size() == 1 && QStringLiteral("=+-*/<>").contains(token.front()))
            ++counts.codeTokens; // an operator written apart: a = b
        else if (isLatinWord(token))
            ++counts.words;
    }
    return counts;
}

bool readsAsEnglishProse(QStringView text, int minWords, LinkTitles links)
{
    return maskedReadsAsEnglishProse(maskKeptEnglishMarkup(text, links), minWords);
}

bool maskedReadsAsEnglishProse(QStringView masked, int minWords)
{
    if (isPythonStatement(masked) || isKeywordList(masked)) return false;
    const EnglishTokens t = englishTokens(masked);
    return t.words >= minWords && t.codeTokens < t.words;
}

} // namespace tandem
