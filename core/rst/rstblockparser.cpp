// SPDX-License-Identifier: GPL-3.0-or-later
#include "rstblockparser.h"

#include "displaywidth.h"

#include <algorithm>

namespace tandem::rstblock {

// ---------------------------------------------------------------------------------------------

QStringView Parser::text(const NestedLine &l) const
{
    if (l.start >= l.end) return {};
    return QStringView(m_lines[size_t(l.view)].text).mid(l.start, l.end - l.start);
}

int Parser::indentOf(const NestedLine &l) const
{
    const QStringView s = text(l);
    int i = 0;
    while (i < s.size() && s[i] == u' ')
        ++i;
    return i;
}

NestedLine Parser::shifted(const NestedLine &l, int by) const
{
    NestedLine r = l;
    r.start = std::min(l.start + by, l.end);
    return r;
}

TextPiece Parser::piece(const NestedLine &l) const
{
    const ScanLine &sl = m_lines[size_t(l.view)];
    const int a = sl.rawColumn(std::min(l.start, l.end));
    const int b = sl.rawColumn(l.end);
    return {l.view, a, b - a};
}

void Parser::setRange(Block &b, const NestedLines &ctx, int first, int last) const
{
    last = std::min(last, int(ctx.size()) - 1);
    while (last > first && isBlank(ctx[size_t(last)]))
        --last;
    while (first < last && isBlank(ctx[size_t(first)]))
        ++first;
    if (first < 0 || first > last) return;
    b.firstView = ctx[size_t(first)].view;
    b.lastView = ctx[size_t(last)].view;
    b.line = m_source[b.firstView].fileLine;
    b.endLine = m_source[b.lastView].fileLine;
}

Parser::Indented Parser::getIndented(const NestedLines &ctx, int start, bool untilBlank,
                                     std::optional<int> blockIndent, std::optional<int> firstIndent,
                                     bool stripIndent, bool stripTop) const
{
    Indented r;
    std::optional<int> indent = blockIndent;
    int end = start;
    if (blockIndent && !firstIndent) firstIndent = blockIndent;
    if (firstIndent) ++end;
    const int last = int(ctx.size());
    r.blankFinish = true;
    while (end < last) {
        const NestedLine &l = ctx[size_t(end)];
        const bool blank = isBlank(l);
        const int li = blank ? 0 : indentOf(l);
        if (!blank && (li == 0 || (blockIndent && li < *blockIndent))) {
            r.blankFinish = end > start && isBlank(ctx[size_t(end - 1)]);
            break;
        }
        if (blank) {
            if (untilBlank) {
                r.blankFinish = true;
                break;
            }
        } else if (!blockIndent) {
            indent = indent ? std::min(*indent, li) : li;
        }
        ++end;
    }
    end = std::min(end, last);
    r.next = std::max(end, start + 1);
    for (int k = start; k < end; ++k)
        r.lines.push_back(ctx[size_t(k)]);
    if (firstIndent && !r.lines.empty()) r.lines[0] = shifted(r.lines[0], *firstIndent);
    if (indent && *indent > 0 && stripIndent) {
        for (size_t k = firstIndent ? 1 : 0; k < r.lines.size(); ++k)
            r.lines[k] = shifted(r.lines[k], *indent);
    }
    r.indent = indent.value_or(0);
    if (stripTop) {
        size_t k = 0;
        while (k < r.lines.size() && isBlank(r.lines[k]))
            ++k;
        r.lines.erase(r.lines.begin(), r.lines.begin() + qsizetype(k));
    }
    return r;
}

QList<Block> Parser::nested(const NestedLines &ctx)
{
    if (m_depth >= MaxNestingDepth) {
        QList<Block> out;
        if (!ctx.empty()) {
            out.append(swallowed(ctx, 0, int(ctx.size()) - 1));
            out.last().beyondNestingLimit = true;
        }
        return out;
    }
    ++m_depth;
    QList<Block> r = parseBody(ctx, false);
    --m_depth;
    return r;
}

Block Parser::swallowed(const NestedLines &ctx, int first, int last) const
{
    // Lines docutils only shows inside an error message: no structure, no inline markup.
    Block b;
    b.kind = BlockKind::Paragraph;
    setRange(b, ctx, first, last);
    return b;
}

void Parser::report(BlockProblem::Kind kind, int level, int view, const QString &message)
{
    BlockProblem p;
    p.kind = kind;
    p.level = level;
    p.line = m_source[view].fileLine;
    p.message = message;
    m_problems.append(p);
}

void Parser::reportAfter(BlockProblem::Kind kind, int level, const NestedLines &ctx,
                         const QString &message)
{
    // docutils counts on past the end of a nested block: the line after its last one.
    if (ctx.empty()) return;
    const int v = ctx.back().view;
    BlockProblem p;
    p.kind = kind;
    p.level = level;
    p.line = v + 1 < m_source.size() ? m_source[v + 1].fileLine : m_source[v].fileLine + 1;
    p.message = message;
    m_problems.append(p);
}

void Parser::unindentWarning(const NestedLines &ctx, int next, bool blankFinish,
                             const char *construct)
{
    // Only an unindented non-blank line right after the construct leaves blankFinish false;
    // docutils points at that line.
    if (blankFinish || next >= int(ctx.size())) return;
    report(BlockProblem::UnexpectedUnindent, 2, ctx[size_t(next)].view,
           QLatin1StringView(construct) +
               QLatin1StringView(" ends without a blank line; unexpected unindent."));
}

bool Parser::startsExplicit(const NestedLine &l) const
{
    const QStringView s = text(l);
    return startsWithMarker(s, u"..") || startsWithMarker(s, u"__");
}

QList<Block> Parser::parseBody(const NestedLines &ctx, bool matchTitles)
{
    QList<Block> out;
    int i = 0;
    const int n = int(ctx.size());
    if (m_depth == 0)
        out.reserve(n / 3 + 4); // about a block per three lines in real files; saves regrowth
    const bool savedMatchTitles = m_matchTitles;
    m_matchTitles = matchTitles;
    while (i < n) {
        const int next = body(ctx, i, matchTitles, out);
        i = std::max(next, i + 1);
    }
    m_matchTitles = savedMatchTitles;
    return out;
}

// states.py Body: the transitions in docutils' order.
int Parser::body(const NestedLines &ctx, int i, bool matchTitles, QList<Block> &out)
{
    const NestedLine &l = ctx[size_t(i)];
    if (isBlank(l)) return i + 1;
    if (m_depth == 0 && !m_inSection) m_topView = l.view;
    const QStringView s = text(l);
    if (s[0] == u' ') return blockQuote(ctx, i, out);
    if (const int e = matchBullet(s); e >= 0) return bulletList(ctx, i, e, out);
    if (matchEnumerator(s)) {
        if (const int r = enumeratedList(ctx, i, out); r >= 0) return r;
        return textState(ctx, i, matchTitles, out);
    }
    if (matchFieldMarker(s) >= 0) return fieldList(ctx, i, out);
    if (matchOptionMarker(s) >= 0) {
        if (const int r = optionList(ctx, i, out); r >= 0) return r;
        return textState(ctx, i, matchTitles, out);
    }
    if (startsWithMarker(s, u">>>")) return doctest(ctx, i, out);
    if (startsWithMarker(s, u"|")) return lineBlock(ctx, i, out);
    if (isGridTableTop(s)) return gridTable(ctx, i, out);
    if (isSimpleTableTop(s)) return simpleTable(ctx, i, out);
    if (startsWithMarker(s, u"..") || startsWithMarker(s, u"__")) {
        // Body.explicit_list: constructs may follow each other without blank lines; the
        // first other line after one that did not end with a blank line is the problem.
        m_blankFinish = true;
        const int r = s[0] == u'.' ? explicitMarkup(ctx, i, out) : anonymousTarget(ctx, i, out);
        if (r < int(ctx.size()) && !startsExplicit(ctx[size_t(r)]))
            unindentWarning(ctx, r, m_blankFinish, "Explicit markup");
        return r;
    }
    if (isAdornmentLine(s)) {
        if (const int r = line(ctx, i, matchTitles, out); r >= 0) return r;
    }
    return textState(ctx, i, matchTitles, out);
}

// Body.text, then the Text state on the following line.
int Parser::textState(const NestedLines &ctx, int i, bool matchTitles, QList<Block> &out)
{
    const int n = int(ctx.size());
    if (i + 1 >= n || isBlank(ctx[size_t(i + 1)])) return paragraph(ctx, i, i, out);
    const NestedLine &nx = ctx[size_t(i + 1)];
    if (indentOf(nx) > 0) return definitionList(ctx, i, out);
    if (isAdornmentLine(text(nx))) {
        if (const int r = underlineTitle(ctx, i, matchTitles, out); r >= 0) return r;
    }
    // Text.text: get_text_block(flush_left=True); an indented line ends the paragraph
    // ("Unexpected indentation.") and starts a block quote.
    int j = i + 1;
    while (j < n && !isBlank(ctx[size_t(j)]) && indentOf(ctx[size_t(j)]) == 0)
        ++j;
    if (j < n && !isBlank(ctx[size_t(j)]))
        report(BlockProblem::UnexpectedIndentation, 3, ctx[size_t(j)].view,
               QStringLiteral("Unexpected indentation."));
    return paragraph(ctx, i, j - 1, out);
}

// states.py RSTState.paragraph: a trailing "::" announces a literal block; "Paragraph::" keeps
// one colon, "Paragraph ::" none, and "::" alone makes no paragraph at all.
int Parser::paragraph(const NestedLines &ctx, int first, int last, QList<Block> &out)
{
    std::vector<NestedLine> pieces(ctx.begin() + first, ctx.begin() + last + 1);
    NestedLine &tail = pieces.back();
    const QStringView t = text(tail);
    bool literalNext = false;
    if (t.endsWith(u"::")) {
        int backslashes = 0;
        for (int k = int(t.size()) - 3; k >= 0 && t[k] == u'\\'; --k)
            ++backslashes;
        literalNext = backslashes % 2 == 0;
    }
    if (literalNext) {
        if (t.size() == 2) {
            pieces.pop_back(); // "::" on a line of its own
        } else if (t[t.size() - 3] == u' ') {
            tail.end -= 3;
            while (tail.end > tail.start && text(tail).back() == u' ')
                --tail.end;
        } else {
            tail.end -= 1;
        }
    }
    if (!pieces.empty()) {
        Block b;
        b.kind = BlockKind::Paragraph;
        setRange(b, ctx, first, last);
        qsizetype size = 0;
        for (const NestedLine &p : pieces)
            size += p.end - p.start + 1;
        b.text.reserve(size);
        b.inlineText.reserve(qsizetype(pieces.size()));
        for (const NestedLine &p : pieces) {
            b.inlineText.append(piece(p));
            if (&p != &pieces.front()) b.text += u'\n';
            b.text += text(p);
        }
        out.append(std::move(b));
    }
    if (literalNext) return literalBlock(ctx, last + 1, out);
    return last + 1;
}

// RSTState.literal_block: an indented block, or else a quoted one.
int Parser::literalBlock(const NestedLines &ctx, int i, QList<Block> &out)
{
    if (i >= int(ctx.size())) return i;
    Indented ind = getIndented(ctx, i, false, std::nullopt, std::nullopt, true, true);
    while (!ind.lines.empty() && isBlank(ind.lines.back()))
        ind.lines.pop_back();
    if (ind.lines.empty()) return quotedLiteralBlock(ctx, i, out);
    Block b;
    b.kind = BlockKind::LiteralBlock;
    setRange(b, ind.lines, 0, int(ind.lines.size()) - 1);
    out.append(std::move(b));
    unindentWarning(ctx, ind.next, ind.blankFinish, "Literal block");
    return ind.next;
}

// QuotedLiteralBlock: unindented lines that all start with the same punctuation character.
int Parser::quotedLiteralBlock(const NestedLines &ctx, int i, QList<Block> &out)
{
    const int n = int(ctx.size());
    while (i < n && isBlank(ctx[size_t(i)]))
        ++i;
    const QString expected = QStringLiteral("Literal block expected; none found.");
    if (i >= n) {
        // At the top level docutils goes on reading what follows the text (sphinx-gallery's
        // code-block line, the oracle's epilog): no message there.
        if (m_depth > 0) reportAfter(BlockProblem::Other, 2, ctx, expected);
        return i;
    }
    const QStringView s = text(ctx[size_t(i)]);
    if (indentOf(ctx[size_t(i)]) > 0 || !isNonAlnum7Bit(s[0])) {
        report(BlockProblem::Other, 2, ctx[size_t(i)].view, expected);
        return i;
    }
    const QChar quote = s[0];
    int j = i + 1;
    while (j < n && !isBlank(ctx[size_t(j)]) && text(ctx[size_t(j)])[0] == quote)
        ++j;
    if (j < n && !isBlank(ctx[size_t(j)])) {
        const bool indented = indentOf(ctx[size_t(j)]) > 0;
        report(indented ? BlockProblem::UnexpectedIndentation : BlockProblem::Other, 3,
               ctx[size_t(j)].view,
               indented ? QStringLiteral("Unexpected indentation.")
                        : QStringLiteral("Inconsistent literal block quoting."));
    }
    Block b;
    b.kind = BlockKind::LiteralBlock;
    setRange(b, ctx, i, j - 1);
    out.append(std::move(b));
    return j;
}

// Text.underline: a title with an underline only.
int Parser::underlineTitle(const NestedLines &ctx, int i, bool matchTitles, QList<Block> &out)
{
    const QStringView title = text(ctx[size_t(i)]);
    const QStringView underline = text(ctx[size_t(i + 1)]);
    if (displayWidth(title) > underline.size() && underline.size() < 4)
        return -1; // "Possible title underline, too short for the title": ordinary text
    if (!matchTitles)
        report(BlockProblem::UnexpectedTitle, 4, ctx[size_t(i + 1)].view,
               QStringLiteral("Unexpected section title."));
    out.append(titleBlock(ctx, i, i, i + 1, QString(underline[0]), matchTitles));
    return i + 2;
}

Block Parser::titleBlock(const NestedLines &ctx, int titleIdx, int first, int last,
                         const QString &style, bool matchTitles)
{
    Block b;
    b.kind = BlockKind::Title;
    setRange(b, ctx, first, last);
    b.adornment = style.back();
    b.overlined = style.size() == 2;
    NestedLine t = ctx[size_t(titleIdx)];
    t = shifted(t, indentOf(t));
    b.text = text(t).toString();
    if (!matchTitles) return b; // "Unexpected section title.": level 0, not inline-parsed
    // states.py RSTState.check_subsection
    int level = 0;
    const int idx = int(m_memo.styles.indexOf(style));
    if (idx < 0) {
        if (m_memo.styles.size() == m_memo.level) {
            m_memo.styles.append(style);
            level = m_memo.level + 1;
        }
    } else if (idx + 1 <= m_memo.level + 1) {
        level = idx + 1;
    }
    if (level == 0) { // docutils drops the title
        report(BlockProblem::InconsistentTitleLevel, 4, ctx[size_t(titleIdx)].view,
               QStringLiteral("Title level inconsistent:"));
        return b;
    }
    m_memo.level = level;
    b.level = level;
    if (level == 1) {
        m_topView = ctx[size_t(last)].view;
        m_inSection = true;
    }
    b.inlineText.append(piece(t));
    return b;
}

// Body.line and the Line state: a transition, or the overline of a title.
int Parser::line(const NestedLines &ctx, int i, bool matchTitles, QList<Block> &out)
{
    const QStringView s = text(ctx[size_t(i)]);
    const int n = int(ctx.size());
    const bool shortLine = s.size() < 4;
    if (!matchTitles) {
        if (shortLine) return -1;
        out.append(swallowed(ctx, i, i));
        report(BlockProblem::UnexpectedTitle, 4, ctx[size_t(i)].view,
               QStringLiteral("Unexpected section title or transition."));
        return i + 1;
    }
    if (i + 1 >= n || isBlank(ctx[size_t(i + 1)])) {
        if (shortLine) return -1;
        Block b;
        b.kind = BlockKind::Transition;
        setRange(b, ctx, i, i);
        out.append(std::move(b));
        return i + 1;
    }
    const NestedLine &titleLn = ctx[size_t(i + 1)];
    if (indentOf(titleLn) == 0 && isAdornmentLine(text(titleLn))) {
        if (shortLine) return -1;
        out.append(swallowed(ctx, i, i + 1));
        report(BlockProblem::UnexpectedTitle, 3, ctx[size_t(i)].view,
               QStringLiteral("Invalid section title or transition marker."));
        return i + 2;
    }
    if (i + 2 >= n) {
        if (shortLine) return -1;
        out.append(titleBlock(ctx, i + 1, i, i + 1, QString(s[0]), false));
        // Titles live at the top level only, where docutils always reads on (a blank line of
        // sphinx-gallery's or the epilog's) and so never sees "Incomplete section title.".
        report(BlockProblem::UnexpectedTitle, 4, ctx[size_t(i)].view,
               QStringLiteral("Missing matching underline for section title overline."));
        return i + 2;
    }
    const QStringView under = text(ctx[size_t(i + 2)]);
    if (!isAdornmentLine(under) || under != s) {
        if (shortLine) return -1;
        out.append(titleBlock(ctx, i + 1, i, i + 2, QString(s[0]), false));
        report(BlockProblem::UnexpectedTitle, 4, ctx[size_t(i)].view,
               isAdornmentLine(under)
                   ? QStringLiteral("Title overline & underline mismatch.")
                   : QStringLiteral("Missing matching underline for section title overline."));
        return i + 3;
    }
    if (displayWidth(text(titleLn)) > s.size() && shortLine) return -1;
    out.append(titleBlock(ctx, i + 1, i, i + 2, QString(s[0]) + under[0], true));
    return i + 3;
}

namespace {
// SpecializedBody: a line that any Body transition but `text` would claim ends a
// definition list (docutils' invalid_input).
bool claimedByBody(QStringView s)
{
    return matchBullet(s) >= 0 || matchEnumerator(s) || matchFieldMarker(s) >= 0 ||
           matchOptionMarker(s) >= 0 || startsWithMarker(s, u">>>") || startsWithMarker(s, u"|") ||
           isGridTableTop(s) || isSimpleTableTop(s) || startsWithMarker(s, u"..") ||
           startsWithMarker(s, u"__") || isAdornmentLine(s);
}
} // namespace

// Text.indent and the DefinitionList / Definition states.
int Parser::definitionList(const NestedLines &ctx, int i, QList<Block> &out)
{
    const int n = int(ctx.size());
    Block list;
    list.kind = BlockKind::DefinitionList;
    int j = i;
    int lastEnd = i;
    bool blankFinish = true;
    for (;;) {
        Indented ind = getIndented(ctx, j + 1, false, std::nullopt, std::nullopt, true, true);
        blankFinish = ind.blankFinish;
        if (text(ctx[size_t(j)]).endsWith(u"::"))
            report(BlockProblem::Other, 1, ctx[size_t(ind.next - 1)].view,
                   QStringLiteral("Blank line missing before literal block (after the \"::\")? "
                                  "Interpreted as a definition list item."));
        Block item;
        item.kind = BlockKind::DefinitionListItem;
        setRange(item, ctx, j, ind.next - 1);
        item.inlineText.append(piece(ctx[size_t(j)]));
        item.text = text(ctx[size_t(j)]).toString();
        item.children = nested(ind.lines);
        list.children.append(std::move(item));
        lastEnd = ind.next - 1;
        int k = ind.next;
        while (k < n && isBlank(ctx[size_t(k)]))
            ++k;
        if (k + 1 >= n || indentOf(ctx[size_t(k)]) > 0 || claimedByBody(text(ctx[size_t(k)])))
            break;
        const NestedLine &def = ctx[size_t(k + 1)];
        if (isBlank(def) || indentOf(def) == 0) break;
        j = k;
    }
    setRange(list, ctx, i, lastEnd);
    out.append(std::move(list));
    unindentWarning(ctx, lastEnd + 1, blankFinish, "Definition list");
    return lastEnd + 1;
}

// Body.indent / block_quote with split_attribution.
int Parser::blockQuote(const NestedLines &ctx, int i, QList<Block> &out)
{
    Indented ind = getIndented(ctx, i, false, std::nullopt, std::nullopt, true, true);
    NestedLines lines = std::move(ind.lines);
    while (!lines.empty()) {
        int blank = -1;
        bool nonblankSeen = false;
        int aStart = -1, aEnd = -1, aIndent = 0, aMatchEnd = 0;
        for (int k = 0; k < int(lines.size()); ++k) {
            const NestedLine &l = lines[size_t(k)];
            if (isBlank(l)) {
                blank = k;
                continue;
            }
            if (nonblankSeen && blank == k - 1) {
                const QStringView s = text(l);
                int m = -1;
                if (s.startsWith(u"---") && !(s.size() > 3 && s[3] == u'-'))
                    m = 3;
                else if (s.startsWith(u"--") && !(s.size() > 2 && s[2] == u'-'))
                    m = 2;
                else if (s.startsWith(u"\u2014"))
                    m = 1;
                if (m > 0) {
                    m = spacesFrom(s, m);
                    if (m < s.size()) {
                        // check_attribution: following lines share one indentation
                        int end = k + 1;
                        std::optional<int> indent;
                        bool ok = true;
                        for (; end < int(lines.size()); ++end) {
                            const NestedLine &a = lines[size_t(end)];
                            if (isBlank(a)) break;
                            if (!indent)
                                indent = indentOf(a);
                            else if (indentOf(a) != *indent) {
                                ok = false;
                                break;
                            }
                        }
                        if (ok) {
                            aStart = k;
                            aEnd = end;
                            aIndent = indent.value_or(0);
                            aMatchEnd = m;
                            break;
                        }
                    }
                }
            }
            nonblankSeen = true;
        }
        Block bq;
        bq.kind = BlockKind::BlockQuote;
        const int quoteEnd = aStart >= 0 ? aStart : int(lines.size());
        NestedLines quote(lines.begin(), lines.begin() + quoteEnd);
        bq.children = nested(quote);
        setRange(bq, lines, 0, (aStart >= 0 ? aEnd : int(lines.size())) - 1);
        if (aStart < 0) {
            out.append(std::move(bq));
            break;
        }
        Block attribution;
        attribution.kind = BlockKind::Paragraph;
        NestedLines aLines(lines.begin() + aStart, lines.begin() + aEnd);
        aLines[0] = shifted(aLines[0], aMatchEnd);
        for (size_t k = 1; k < aLines.size(); ++k)
            aLines[k] = shifted(aLines[k], aIndent);
        setRange(attribution, aLines, 0, int(aLines.size()) - 1);
        QStringList parts;
        for (const NestedLine &l : aLines) {
            attribution.inlineText.append(piece(l));
            parts.append(text(l).toString());
        }
        attribution.text = parts.join(u'\n');
        bq.children.append(std::move(attribution));
        out.append(std::move(bq));
        lines.erase(lines.begin(), lines.begin() + aEnd);
        while (!lines.empty() && isBlank(lines.front()))
            lines.erase(lines.begin());
    }
    unindentWarning(ctx, ind.next, ind.blankFinish, "Block quote");
    return ind.next;
}

// Body.list_item
Block Parser::listItem(const NestedLines &ctx, int i, int markerEnd, int &next, bool &blankFinish)
{
    const NestedLine &l = ctx[size_t(i)];
    Indented ind = text(l).size() > markerEnd
                       ? getIndented(ctx, i, false, markerEnd, std::nullopt, true, true)
                       : getIndented(ctx, i, false, std::nullopt, markerEnd, true, true);
    Block item;
    item.kind = BlockKind::ListItem;
    setRange(item, ctx, i, ind.next - 1);
    item.children = nested(ind.lines);
    next = ind.next;
    blankFinish = ind.blankFinish;
    return item;
}

int Parser::listOf(const NestedLines &ctx, int i, BlockKind kind, const char *construct,
                   const ItemParser &item, const ItemStart &continues, QList<Block> &out)
{
    const int n = int(ctx.size());
    Block list;
    list.kind = kind;
    int next = i;
    bool blankFinish = true;
    for (int j = i;;) {
        int itemNext = j;
        bool itemBlankFinish = true;
        std::optional<Block> parsed = item(j, itemNext, itemBlankFinish);
        if (!parsed) {
            if (j == i) return -1;
            break;
        }
        list.children.append(std::move(*parsed));
        next = itemNext;
        blankFinish = itemBlankFinish;
        int k = next;
        while (k < n && isBlank(ctx[size_t(k)]))
            ++k;
        if (k >= n || indentOf(ctx[size_t(k)]) > 0 || !continues(k, text(ctx[size_t(k)]))) break;
        j = k;
    }
    setRange(list, ctx, i, next - 1);
    out.append(std::move(list));
    unindentWarning(ctx, next, blankFinish, construct);
    return next;
}

int Parser::bulletList(const NestedLines &ctx, int i, int markerEnd, QList<Block> &out)
{
    const QChar bullet = text(ctx[size_t(i)])[0];
    int e = markerEnd;
    return listOf(
        ctx, i, BlockKind::BulletList, "Bullet list",
        [&](int at, int &next, bool &blankFinish) -> std::optional<Block> {
            return listItem(ctx, at, e, next, blankFinish);
        },
        [&](int, QStringView s) {
            e = matchBullet(s);
            return e >= 0 && s[0] == bullet;
        },
        out);
}

int Parser::enumeratedList(const NestedLines &ctx, int i, QList<Block> &out)
{
    const int n = int(ctx.size());
    // Body.is_enumerated_list_item: the next line must be blank, indented, or the next item.
    auto isItem = [&](int at, qint64 ordinal, Sequence seq, int format) {
        if (ordinal < 0) return false;
        if (at + 1 >= n) return true;
        const NestedLine &nx = ctx[size_t(at + 1)];
        if (isBlank(nx) || indentOf(nx) > 0) return true;
        QString nextEnum, autoEnum;
        if (!makeEnumerator(ordinal + 1, seq, format, nextEnum, autoEnum)) return false;
        // docutils compares against the line with its trailing spaces removed
        const QString s = text(nx).toString() + u' ';
        return s.startsWith(nextEnum) || s.startsWith(autoEnum);
    };
    std::optional<Enumerator> e = matchEnumerator(text(ctx[size_t(i)]));
    Sequence seq;
    qint64 ordinal;
    parseEnumerator(*e, Sequence::None, seq, ordinal);
    if (!isItem(i, ordinal, seq, e->format)) return -1;
    if (ordinal != 1)
        report(BlockProblem::Other, 1, m_topView, // docutils gives no line here
               QStringLiteral("Enumerated list start value not ordinal-1: \"%1\" (ordinal %2)")
                   .arg(e->text)
                   .arg(ordinal));
    const int format = e->format;
    const Sequence enumType = seq == Sequence::Auto ? Sequence::Arabic : seq;
    bool autoEnum = seq == Sequence::Auto;
    qint64 last = ordinal;
    return listOf(
        ctx, i, BlockKind::EnumeratedList, "Enumerated list",
        [&](int at, int &next, bool &blankFinish) -> std::optional<Block> {
            return listItem(ctx, at, e->end, next, blankFinish);
        },
        [&](int at, QStringView s) {
            if (matchBullet(s) >= 0) return false;
            e = matchEnumerator(s);
            if (!e) return false;
            Sequence seq2;
            qint64 ord2;
            parseEnumerator(*e, enumType, seq2, ord2);
            if (e->format != format ||
                (seq2 != Sequence::Auto && (seq2 != enumType || autoEnum || ord2 != last + 1)) ||
                !isItem(at, ord2, seq2, e->format))
                return false;
            if (seq2 == Sequence::Auto) autoEnum = true;
            last = ord2;
            return true;
        },
        out);
}

int Parser::fieldList(const NestedLines &ctx, int i, QList<Block> &out)
{
    return listOf(
        ctx, i, BlockKind::FieldList, "Field list",
        [&](int at, int &next, bool &blankFinish) -> std::optional<Block> {
            const NestedLine &l = ctx[size_t(at)];
            QStringView name;
            const int e = matchFieldMarker(text(l), &name);
            Indented ind = getIndented(ctx, at, false, std::nullopt, e, true, true);
            Block field;
            field.kind = BlockKind::Field;
            field.name = name.toString();
            NestedLine nameLn = shifted(l, 1);
            nameLn.end = nameLn.start + int(name.size());
            field.inlineText.append(piece(nameLn)); // docutils inline-parses field names
            setRange(field, ctx, at, ind.next - 1);
            field.children = nested(ind.lines);
            next = ind.next;
            blankFinish = ind.blankFinish;
            return field;
        },
        [&](int, QStringView s) { return matchFieldMarker(s) >= 0; }, out);
}

int Parser::optionList(const NestedLines &ctx, int i, QList<Block> &out)
{
    return listOf(
        ctx, i, BlockKind::OptionList, "Option list",
        [&](int at, int &next, bool &blankFinish) -> std::optional<Block> {
            const NestedLine &l = ctx[size_t(at)];
            const int e = matchOptionMarker(text(l));
            Indented ind = getIndented(ctx, at, false, std::nullopt, e, true, true);
            if (ind.lines.empty()) return std::nullopt; // not an option list item: a paragraph
            Block item;
            item.kind = BlockKind::OptionListItem;
            item.name = text(l).left(e).trimmed().toString();
            setRange(item, ctx, at, ind.next - 1);
            item.children = nested(ind.lines);
            next = ind.next;
            blankFinish = ind.blankFinish;
            return item;
        },
        [&](int, QStringView s) {
            return !(matchBullet(s) >= 0 || matchEnumerator(s) || matchFieldMarker(s) >= 0 ||
                     matchOptionMarker(s) < 0);
        },
        out);
}

int Parser::doctest(const NestedLines &ctx, int i, QList<Block> &out)
{
    int j = i;
    while (j < int(ctx.size()) && !isBlank(ctx[size_t(j)]))
        ++j;
    Block b;
    b.kind = BlockKind::DoctestBlock;
    setRange(b, ctx, i, j - 1);
    out.append(std::move(b));
    return j;
}

int Parser::lineBlock(const NestedLines &ctx, int i, QList<Block> &out)
{
    const int n = int(ctx.size());
    Block block;
    block.kind = BlockKind::LineBlock;
    int j = i;
    int next = i;
    bool blankFinish = true;
    for (;;) {
        const QStringView s = text(ctx[size_t(j)]);
        const int e = spacesFrom(s, 1);
        Indented ind = getIndented(ctx, j, true, std::nullopt, e, true, true);
        Block lineBlock;
        lineBlock.kind = BlockKind::Paragraph;
        QStringList parts;
        for (const NestedLine &l : ind.lines) {
            lineBlock.inlineText.append(piece(l));
            parts.append(text(l).toString());
        }
        lineBlock.text = parts.join(u'\n');
        setRange(lineBlock, ctx, j, ind.next - 1);
        if (!lineBlock.text.trimmed().isEmpty()) block.children.append(std::move(lineBlock));
        next = ind.next;
        blankFinish = ind.blankFinish;
        if (ind.blankFinish || next >= n || indentOf(ctx[size_t(next)]) > 0 ||
            !startsWithMarker(text(ctx[size_t(next)]), u"|"))
            break;
        j = next;
    }
    setRange(block, ctx, i, next - 1);
    out.append(std::move(block));
    // docutils points at the line after the block's first line, wherever the block ends
    if (!blankFinish && next < n)
        report(BlockProblem::UnexpectedUnindent, 2, ctx[size_t(i + 1)].view,
               QStringLiteral("Line block ends without a blank line."));
    return next;
}

} // namespace tandem::rstblock
