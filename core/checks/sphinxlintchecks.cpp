// SPDX-License-Identifier: GPL-3.0-or-later
#include "sphinxlintchecks.h"

#include "blockwalk.h"
#include "checktext.h"
#include "rstinlinechars.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>

namespace tandem::checks {

namespace {

// Calls f(piece text, piece, block) for every run of inline text in the document.
template <typename F> void forEachPiece(const RstDocument &doc, F &&f)
{
    forEachBlock(doc.blocks, [&](const Block &b) {
        for (const TextPiece &p : b.inlineText)
            f(QStringView(doc.lines[p.view].text).mid(p.column, p.length), p, b);
    });
}

Position piecePos(const RstDocument &doc, const TextPiece &p, qsizetype i)
{
    const SourceLine &l = doc.lines[p.view];
    return {l.fileLine, l.fileColumn + p.column + int(i)};
}

Range pieceRange(const RstDocument &doc, const TextPiece &p, qsizetype from, qsizetype to)
{
    return {piecePos(doc, p, from), piecePos(doc, p, to)};
}

bool isAsciiLetter(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z');
}

bool isAsciiAlnum(QChar c)
{
    return isAsciiLetter(c) || (c >= u'0' && c <= u'9');
}

bool isSpace(QChar c)
{
    return RstInlineChars::isSpace(c.unicode());
}

// docutils' rule 1: what may stand before a start-string (the start of the text included).
bool boundaryBefore(QStringView t, qsizetype i)
{
    return i == 0 || isSpace(t[i - 1]) || RstInlineChars::allowedBeforeStart(t[i - 1].unicode());
}

// Roles of docutils, Sphinx's standard and language domains, and the extensions the PyTorch and
// CPython docs use. Only used where a role name is a guess (`issue:`x``, `:func:x`): a project's
// own roles are then left alone rather than flagged wrongly.
bool isKnownRole(QStringView name)
{
    // Sorted once, then searched without allocating: this runs for every ":x:" in the text.
    static const QList<QStringView> roles = [] {
        static const char16_t *const names[] = {
            // docutils
            u"emphasis",
            u"literal",
            u"code",
            u"math",
            u"strong",
            u"sub",
            u"sup",
            u"subscript",
            u"superscript",
            u"title-reference",
            u"abbreviation",
            u"acronym",
            u"pep",
            u"rfc",
            u"raw",
            // Sphinx standard and Python / C / C++ domains
            u"ref",
            u"doc",
            u"term",
            u"download",
            u"numref",
            u"envvar",
            u"token",
            u"keyword",
            u"option",
            u"program",
            u"abbr",
            u"command",
            u"dfn",
            u"file",
            u"guilabel",
            u"kbd",
            u"mailheader",
            u"makevar",
            u"manpage",
            u"menuselection",
            u"mimetype",
            u"newsgroup",
            u"regexp",
            u"samp",
            u"eq",
            u"any",
            u"func",
            u"meth",
            u"class",
            u"mod",
            u"attr",
            u"exc",
            u"data",
            u"obj",
            u"const",
            u"type",
            u"macro",
            u"member",
            u"var",
            u"expr",
            u"texpr",
            u"struct",
            u"union",
            u"enum",
            u"enumerator",
            u"concept",
            u"function",
            u"method",
            // extensions: sphinx-design, extlinks of CPython and PyTorch
            u"octicon",
            u"issue",
            u"pr",
            u"gh",
            u"source",
        };
        QList<QStringView> sorted;
        for (const char16_t *n : names)
            sorted.append(QStringView(n));
        std::sort(sorted.begin(), sorted.end());
        return sorted;
    }();
    return std::binary_search(roles.cbegin(), roles.cend(), name);
}

bool isDomain(QStringView name)
{
    return name == u"py" || name == u"c" || name == u"cpp" || name == u"js" || name == u"std" ||
           name == u"rst" || name == u"math";
}

// A docutils simplename made of ASCII: alphanumerics joined by single - _ + . characters.
qsizetype simpleNameEnd(QStringView t, qsizetype i)
{
    if (i >= t.size() || !isAsciiLetter(t[i])) return i;
    ++i;
    while (i < t.size()) {
        if (isAsciiAlnum(t[i])) {
            ++i;
        } else if ((t[i] == u'-' || t[i] == u'_' || t[i] == u'+' || t[i] == u'.') &&
                   i + 1 < t.size() && isAsciiAlnum(t[i + 1])) {
            i += 2;
        } else {
            break;
        }
    }
    return i;
}

// A role prefix ":name:" or ":domain:name:" starting at the colon t[i].
struct RolePrefix
{
    qsizetype end = -1; // just after the closing colon; -1: none
    bool known = false;
};

RolePrefix rolePrefixAt(QStringView t, qsizetype i)
{
    if (i >= t.size() || t[i] != u':') return {};
    const qsizetype a = simpleNameEnd(t, i + 1);
    if (a == i + 1 || a >= t.size() || t[a] != u':') return {};
    const QStringView first = t.mid(i + 1, a - i - 1);
    if (isDomain(first)) {
        const qsizetype b = simpleNameEnd(t, a + 1);
        if (b > a + 1 && b < t.size() && t[b] == u':' && isKnownRole(t.mid(a + 1, b - a - 1)))
            return {b + 1, true};
    }
    return {a + 1, isKnownRole(first)};
}

// The ASCII name characters (and colons) that end just before t[end], as a token.
QStringView nameTokenBefore(QStringView t, qsizetype end)
{
    qsizetype j = end;
    while (j > 0 && (isAsciiAlnum(t[j - 1]) || t[j - 1] == u':' || t[j - 1] == u'-' ||
                     t[j - 1] == u'_' || t[j - 1] == u'+' || t[j - 1] == u'.'))
        --j;
    return t.mid(j, end - j);
}

// "name" or "domain:name" with every part a simplename.
bool isRoleName(QStringView name)
{
    const qsizetype colon = name.indexOf(u':');
    const QStringView first = colon < 0 ? name : name.left(colon);
    if (first.isEmpty() || simpleNameEnd(first, 0) != first.size()) return false;
    if (colon < 0) return true;
    const QStringView second = name.mid(colon + 1);
    return !second.isEmpty() && simpleNameEnd(second, 0) == second.size();
}

QStringView lastRolePart(QStringView name)
{
    const qsizetype colon = name.lastIndexOf(u':');
    return colon < 0 ? name : name.mid(colon + 1);
}

// Ranges of the document that other checks already explain or that are markup docutils read:
// a character inside is not looked at again. Sorted and merged, so a lookup is a binary search.
class MarkupMask
{
public:
    MarkupMask(const RstDocument &doc, bool spans, bool problems)
    {
        // Spans come sorted; the few problems are sorted on their own and merged in.
        const auto byStart = [](const Range &a, const Range &b) { return a.start < b.start; };
        m_ranges.reserve((spans ? doc.inlines.size() : 0) + (problems ? doc.problems.size() : 0));
        if (spans)
            for (const InlineSpan &s : doc.inlines)
                m_ranges.append(s.range);
        const auto middle = m_ranges.size();
        if (problems)
            for (const MarkupProblem &p : doc.problems)
                m_ranges.append({std::min(p.range.start, p.at),
                                 std::max(p.range.end, Position{p.at.line, p.at.column + 1})});
        std::sort(m_ranges.begin() + middle, m_ranges.end(), byStart);
        std::inplace_merge(m_ranges.begin(), m_ranges.begin() + middle, m_ranges.end(), byStart);
        QList<Range> merged;
        for (const Range &r : std::as_const(m_ranges)) {
            if (!merged.isEmpty() && r.start < merged.last().end)
                merged.last().end = std::max(merged.last().end, r.end);
            else
                merged.append(r);
        }
        m_ranges = std::move(merged);
    }

    bool overlaps(Range r) const
    {
        // The last range starting before r ends is the only one that can overlap it.
        auto it = std::lower_bound(m_ranges.cbegin(), m_ranges.cend(), r.end,
                                   [](const Range &a, Position p) { return a.start < p; });
        if (it == m_ranges.cbegin()) return false;
        --it;
        return r.start < it->end || (r.start == r.end && it->contains(r.start));
    }
    bool covers(Position p) const { return overlaps({p, {p.line, p.column + 1}}); }

private:
    QList<Range> m_ranges;
};

// File line -> SourceLine, for looking at the text around a span.
class LineIndex
{
public:
    explicit LineIndex(const RstDocument &doc) : m_doc(doc)
    {
        int last = -1;
        for (const SourceLine &l : doc.lines)
            last = std::max(last, l.fileLine);
        m_view.fill(-1, last + 1);
        for (int v = 0; v < doc.lines.size(); ++v)
            m_view[doc.lines[v].fileLine] = v;
    }
    // The text of file line `line` as the scanners read it, and where column 0 of it is.
    QStringView text(int line) const
    {
        const int v = line >= 0 && line < m_view.size() ? m_view[line] : -1;
        return v < 0 ? QStringView() : QStringView(m_doc.lines[v].text);
    }
    int offset(int line) const
    {
        const int v = line >= 0 && line < m_view.size() ? m_view[line] : -1;
        return v < 0 ? 0 : m_doc.lines[v].fileColumn;
    }

private:
    const RstDocument &m_doc;
    QList<int> m_view;
};

// `issue:`123`` or `attr:`x``: a known role whose opening colon is missing, so docutils reads the
// name as text and the rest as the default role. Returns the name's range, or an empty range.
Range missingRoleColon(const LineIndex &index, const InlineSpan &s)
{
    const QStringView line = index.text(s.range.start.line);
    const qsizetype at = s.range.start.column - index.offset(s.range.start.line);
    if (at < 2 || at > line.size() || line[at - 1] != u':') return {};
    const QStringView token = nameTokenBefore(line, at - 1);
    const qsizetype from = at - 1 - token.size();
    if (token.isEmpty() || token.startsWith(u':') || !isRoleName(token) ||
        !isKnownRole(lastRolePart(token)) || !boundaryBefore(line, from))
        return {};
    const int column = int(from) + index.offset(s.range.start.line);
    return {{s.range.start.line, column}, {s.range.start.line, column + int(token.size())}};
}

// `text<url>`: a link written without its space and its underscore, which docutils reads as
// the default role. rst-link-syntax reports the ones with a space before '<'.
bool isLinkWithoutSpace(const InlineSpan &s)
{
    const QString &t = s.text;
    qsizetype end = t.size();
    while (end > 0 && t[end - 1] == u'_')
        --end;
    const qsizetype lt = t.lastIndexOf(u'<', end - 1);
    return s.kind == InlineKind::TitleReference && lt > 0 && end > lt + 2 && t[end - 1] == u'>' &&
           !t[lt - 1].isSpace();
}

bool looksLikeLink(const InlineSpan &s)
{
    const qsizetype lt = s.text.lastIndexOf(u'<');
    QStringView body(s.text);
    while (body.endsWith(u'_'))
        body.chop(1);
    return lt > 0 && body.endsWith(u'>');
}

} // namespace

void defaultRole(const CheckContext &ctx, IssueSink &sink)
{
    const RstDocument &doc = ctx.draft;
    // A translator who kept the source's `x` did the right thing; that is the source's business.
    QSet<QString> inSource;
    if (ctx.source)
        for (const InlineSpan &s : ctx.source->inlines)
            if (s.kind == InlineKind::TitleReference) inSource.insert(s.text);
    const MarkupMask problems(doc, false, true);
    const LineIndex index(doc);
    // ...also when translated: the aligned source segment has a title reference too.
    const auto inAlignedSource = [&](const InlineSpan &s) {
        if (!ctx.source || !ctx.alignment) return false;
        const int k = ctx.alignment->segmentAtDraftLine(s.range.start.line);
        if (k < 0 || !ctx.alignment->segments[k].hasSource()) return false;
        const auto [first, last] = ctx.alignment->sourceLines(ctx.alignment->segments[k]);
        const QList<InlineSpan> &src = ctx.source->inlines;
        auto it =
            std::lower_bound(src.cbegin(), src.cend(), first, [](const InlineSpan &a, int line) {
                return a.range.start.line < line;
            });
        for (; it != src.cend() && it->range.start.line <= last; ++it)
            if (it->kind == InlineKind::TitleReference) return true;
        return false;
    };
    for (const InlineSpan &s : doc.inlines) {
        if (s.kind != InlineKind::TitleReference || inSource.contains(s.text) || inAlignedSource(s))
            continue;
        // Explained, with their own fixes, by rst-inline-boundary, rst-unterminated,
        // rst-link-syntax and rst-link-markup, or by rst-role-syntax (missing colon).
        if (problems.overlaps(s.range) || looksLikeLink(s) ||
            missingRoleColon(index, s).start != missingRoleColon(index, s).end)
            continue;
        sink.report(
            Severity::Info, s.range,
            CheckText::tr("`%1` is in the default role (an italic title reference); for code "
                          "write ``%1``")
                .arg(s.text.simplified()));
    }
}

void roleSyntax(const CheckContext &ctx, IssueSink &sink)
{
    const RstDocument &doc = ctx.draft;
    const LineIndex index(doc);
    const MarkupMask problems(doc, false, true);
    for (const InlineSpan &s : doc.inlines) {
        if (s.kind == InlineKind::Literal) {
            // :const:``None``: a role takes single backquotes; docutils shows ":const:" as text.
            const QStringView line = index.text(s.range.start.line);
            const qsizetype at = s.range.start.column - index.offset(s.range.start.line);
            if (at < 3 || at > line.size() || line[at - 1] != u':') continue;
            const QStringView token = nameTokenBefore(line, at - 1);
            if (!token.startsWith(u':') || !isRoleName(token.mid(1))) continue;
            const Range prefix{{s.range.start.line, s.range.start.column - int(token.size()) - 1},
                               s.range.start};
            std::optional<Fix> fix;
            if (s.range.start.line == s.range.end.line && !s.text.contains(u'`'))
                fix = Fix{s.range, u'`' + s.text + u'`'};
            sink.report(
                Severity::Error, Range{prefix.start, s.range.end},
                CheckText::tr("A role takes single backquotes: with ``, \"%1\" is shown as text "
                              "followed by a literal; write %1`%2`")
                    .arg(token.toString() + u':', s.text),
                fix);
        } else if (s.kind == InlineKind::Role) {
            // :func:`foo``: docutils ends the role at the last backquote, keeping one in the
            // text. An even count is a role about roles (:literal:`:r:`x``), written on purpose.
            if (s.text.endsWith(u'`') && !s.text.endsWith(QLatin1String("\\`")) &&
                s.text.count(u'`') % 2 == 1 && s.content.end.column > 0) {
                const Position last{s.content.end.line, s.content.end.column - 1};
                sink.report(
                    Severity::Error, s.range,
                    CheckText::tr("Extra backquote in role :%1:: it becomes part of the text; "
                                  "remove it")
                        .arg(s.role),
                    Fix{Range{last, s.content.end}, QString()});
            }
            // Sphinx: '!' drops the link, '~' shortens the title; together they do neither.
            if (s.text.startsWith(QLatin1String("!~")) || s.text.startsWith(QLatin1String("~!")))
                sink.report(
                    Severity::Warning, s.range,
                    CheckText::tr("A role cannot have both '!' and '~': Sphinx shows them as "
                                  "written; keep one"));
        } else if (s.kind == InlineKind::TitleReference) {
            const Range name = missingRoleColon(index, s);
            // c:macro:`x` is also a role glued to a letter, which rst-inline-boundary reports.
            if (name.start == name.end || problems.overlaps(Range{name.start, s.range.end}))
                continue;
            sink.report(
                Severity::Error, Range{name.start, s.range.end},
                CheckText::tr("A role needs a colon before its name too: docutils shows the name "
                              "as text and the rest in italics; write :%1`%2`")
                    .arg(index.text(name.start.line)
                             .mid(name.start.column - index.offset(name.start.line),
                                  name.end.column - name.start.column + 1)
                             .toString(),
                         s.text),
                Fix{Range{name.start, name.start}, QStringLiteral(":")});
        }
    }

    // What the scanner could not make a span of: ":func:name" without backquotes, and
    // ":role:`x`_", which docutils rejects (role prefix and reference suffix together).
    const MarkupMask spans(doc, true, true);
    forEachPiece(doc, [&](QStringView t, const TextPiece &p, const Block &) {
        for (qsizetype i = t.indexOf(u':'); i >= 0 && i + 2 < t.size();
             i = t.indexOf(u':', i + 1)) {
            const QStringView line(doc.lines[p.view].text);
            if (!boundaryBefore(line, p.column + i) || !isAsciiLetter(t[i + 1]) ||
                spans.covers(piecePos(doc, p, i)))
                continue;
            const RolePrefix role = rolePrefixAt(t, i);
            if (role.end < 0 || role.end >= t.size()) continue;
            const QChar next = t[role.end];
            if (next == u'`') {
                qsizetype close = role.end + 1;
                while (close < t.size() &&
                       (t[close] != u'`' || isSpace(t[close - 1]) || t[close - 1] == u'\\'))
                    ++close;
                if (close + 1 >= t.size() || close == role.end + 1 || t[close + 1] != u'_')
                    continue;
                qsizetype end = close + 1;
                while (end < t.size() && t[end] == u'_')
                    ++end;
                sink.report(
                    Severity::Error, pieceRange(doc, p, i, end),
                    CheckText::tr("A role cannot also be a link: remove the underscore after the "
                                  "closing backquote (docutils: \"Mismatch: both interpreted text "
                                  "role prefix and reference suffix\")"),
                    Fix{pieceRange(doc, p, close + 1, end), QString()});
                i = end - 1;
            } else if (role.known && !isSpace(next) && next != u':') {
                qsizetype end = role.end;
                while (end < t.size() && !isSpace(t[end]))
                    ++end;
                while (end > role.end && QStringView(u".,;:!?)]}'\"").contains(t[end - 1]))
                    --end;
                if (end == role.end) continue;
                const QStringView target = t.mid(role.end, end - role.end);
                sink.report(
                    Severity::Warning, pieceRange(doc, p, i, end),
                    CheckText::tr("A role without backquotes is plain text; write %1`%2`")
                        .arg(t.mid(i, role.end - i).toString(), target.toString()),
                    Fix{pieceRange(doc, p, role.end, end), u'`' + target.toString() + u'`'});
                i = end - 1;
            }
        }
    });
}

void linkMarkup(const CheckContext &ctx, IssueSink &sink)
{
    const RstDocument &doc = ctx.draft;
    const MarkupMask problems(doc, false, true);
    for (const InlineSpan &s : doc.inlines) {
        if (!isLinkWithoutSpace(s) || problems.overlaps(s.range)) continue;
        // `text<url>` is the default role around "text<url>"; the community writes `text <url>`__.
        QStringView body(s.text);
        while (body.endsWith(u'_'))
            body.chop(1);
        const qsizetype lt = body.lastIndexOf(u'<');
        std::optional<Fix> fix;
        if (s.range.start.line == s.range.end.line)
            fix = Fix{s.range, u'`' + body.left(lt).toString() + u' ' + body.mid(lt).toString() +
                                   QStringLiteral("`__")};
        sink.report(
            Severity::Error, s.range,
            CheckText::tr("A link needs a space before '<' and an underscore after the closing "
                          "backquote: `text <url>`__; as written it is italic text"),
            fix);
    }

    // text <url>`_ : the opening backquote is missing, so there is no link at all.
    const MarkupMask markup(doc, true, true);
    forEachPiece(doc, [&](QStringView t, const TextPiece &p, const Block &) {
        for (qsizetype q = t.indexOf(u'`'); q >= 0; q = t.indexOf(u'`', q + 1)) {
            if (q == 0 || q + 1 >= t.size() || t[q - 1] != u'>' || t[q + 1] != u'_') continue;
            const qsizetype i = q - 1; // the '>'
            const qsizetype lt = t.lastIndexOf(u'<', i);
            if (lt < 0 || t.mid(lt, i - lt).contains(u'`') ||
                markup.covers(piecePos(doc, p, i + 1)))
                continue;
            qsizetype from = lt;
            while (from > 0 && isSpace(t[from - 1]))
                --from;
            while (from > 0 && !isSpace(t[from - 1]) && t[from - 1] != u'`')
                --from;
            bool opened = false; // a backquote before it on the line that no markup explains
            for (qsizetype k = 0; k < lt && !opened; ++k)
                opened = t[k] == u'`' && !markup.covers(piecePos(doc, p, k));
            if (opened)
                continue; // :role:`text <url>`_, `text <url>`_ broken otherwise: other cases
            qsizetype end = i + 2;
            while (end < t.size() && t[end] == u'_')
                ++end;
            sink.report(
                Severity::Error, pieceRange(doc, p, from, end),
                CheckText::tr("A link is missing its opening backquote: write `text <url>`__"));
        }
    });
}

void unbalancedLiteral(const CheckContext &ctx, IssueSink &sink)
{
    // A `` that starts and ends nothing is shown as two backquotes: `` x`` (space inside), a ``
    // left at the end of a line. Markup the scanner read, and the glued or unterminated cases
    // other checks explain, are masked out.
    const RstDocument &doc = ctx.draft;
    const MarkupMask markup(doc, true, true);
    // A line where markup is already reported broken: its leftover backquotes are part of that.
    QSet<int> brokenLines;
    for (const MarkupProblem &p : doc.problems) {
        brokenLines.insert(p.range.start.line);
        brokenLines.insert(p.at.line);
    }
    forEachPiece(doc, [&](QStringView t, const TextPiece &p, const Block &) {
        if (brokenLines.contains(doc.lines[p.view].fileLine)) return;
        for (qsizetype i = t.indexOf(u'`'); i >= 0;) {
            if (i + 1 >= t.size() || t[i + 1] != u'`') {
                i = t.indexOf(u'`', i + 1);
                continue;
            }
            qsizetype end = i;
            while (end < t.size() && t[end] == u'`')
                ++end;
            qsizetype backslashes = 0;
            while (i - backslashes > 0 && t[i - backslashes - 1] == u'\\')
                ++backslashes;
            if (backslashes % 2 == 0 && !markup.covers(piecePos(doc, p, i))) {
                const bool spaceAfter = end == t.size() || isSpace(t[end]);
                sink.report(Severity::Error, pieceRange(doc, p, i, end),
                            spaceAfter
                                ? CheckText::tr("This `` starts no inline literal because a space "
                                                "or a line end follows it; docutils shows the "
                                                "backquotes as text")
                                : CheckText::tr("This `` opens or closes no inline literal; "
                                                "docutils shows the backquotes as text"));
            }
            i = t.indexOf(u'`', end);
        }
    });
}

void directiveSyntax(const CheckContext &ctx, IssueSink &sink)
{
    const RstDocument &doc = ctx.draft;
    forEachBlock(doc.blocks, [&](const Block &b) {
        // With an indented body and no blank line, "... note::" is a definition list's term.
        if ((b.kind != BlockKind::Paragraph && b.kind != BlockKind::DefinitionListItem) ||
            b.inlineText.isEmpty())
            return;
        // The whole line: a paragraph ending in "::" keeps only one colon in its inline text.
        const TextPiece &p = b.inlineText.constFirst();
        const QStringView t = QStringView(doc.lines[p.view].text).mid(p.column);
        // "... note::" and "..note::" are paragraphs to docutils, not directives.
        qsizetype dots = 0;
        while (dots < t.size() && t[dots] == u'.')
            ++dots;
        qsizetype name = dots;
        while (name < t.size() && t[name] == u' ')
            ++name;
        const qsizetype colons = t.indexOf(QLatin1String("::"), name);
        if (dots < 2 || dots > 3 || colons <= name || (dots == 2 && name > dots) ||
            (dots == 3 && name == dots) || !isRoleName(t.mid(name, colons - name)))
            return;
        const bool three = dots == 3;
        sink.report(
            Severity::Error, pieceRange(doc, p, 0, colons + 2),
            three ? CheckText::tr("A directive starts with two dots, not three; as written it is "
                                  "a paragraph")
                  : CheckText::tr("A directive needs a space after \"..\"; as written it is a "
                                  "paragraph"),
            three ? Fix{pieceRange(doc, p, 0, 3), QStringLiteral("..")}
                  : Fix{pieceRange(doc, p, 2, 2), QStringLiteral(" ")});
    });
}

void literalDedent(const CheckContext &ctx, IssueSink &sink)
{
    // A literal block's indentation is that of its least-indented line, so " Text::" indented
    // by one space below code indented by four stays inside the block instead of ending it.
    const RstDocument &doc = ctx.draft;
    const auto indentOf = [](const QString &s) {
        qsizetype i = 0;
        while (i < s.size() && s[i] == u' ')
            ++i;
        return int(i);
    };
    forEachBlock(doc.blocks, [&](const Block &b) {
        if (b.kind != BlockKind::LiteralBlock || b.firstView >= doc.lines.size() ||
            doc.lines[b.firstView].code)
            return;
        int outer = -1; // the indentation of the paragraph that ends with "::"
        for (int v = b.firstView - 1; v >= 0 && outer < 0; --v)
            if (!doc.lines[v].text.trimmed().isEmpty()) outer = indentOf(doc.lines[v].text);
        int first = -1;
        for (int v = b.firstView; v <= b.lastView && v < doc.lines.size(); ++v) {
            const SourceLine &l = doc.lines[v];
            const QStringView trimmed = QStringView(l.text).trimmed();
            if (trimmed.isEmpty()) continue;
            const int indent = indentOf(l.text);
            if (first < 0) {
                first = indent;
                continue;
            }
            if (indent >= first || indent <= outer || !trimmed.endsWith(QLatin1String("::")))
                continue;
            const Range range{{l.fileLine, l.fileColumn}, {l.fileLine, l.fileColumn + indent}};
            sink.report(
                Severity::Warning, range,
                CheckText::tr("This line is indented less than the code above it but more than "
                              "the text before the block, so it is still part of the literal "
                              "block; align it with the text to end the block"),
                outer >= 0 ? std::optional<Fix>(Fix{range, QString(outer, u' ')}) : std::nullopt);
        }
    });
}

void danglingHyphen(const CheckContext &ctx, IssueSink &sink)
{
    // "long-\nlived" is rendered "long- lived": the line break becomes a space.
    const RstDocument &doc = ctx.draft;
    forEachBlock(doc.blocks, [&](const Block &b) {
        for (int k = 0; k + 1 < b.inlineText.size(); ++k) {
            const TextPiece &p = b.inlineText[k];
            QStringView t = QStringView(doc.lines[p.view].text).mid(p.column, p.length);
            while (!t.isEmpty() && isSpace(t.back()))
                t.chop(1);
            const qsizetype n = t.size();
            if (n < 3 || t[n - 1] != u'-' || !isAsciiLetter(t[n - 2])) continue;
            sink.report(
                Severity::Warning, pieceRange(doc, p, n - 1, n),
                CheckText::tr("A line ending in a hyphen is joined to the next with a space "
                              "(\"long- lived\"); move the whole word to one line"));
        }
    });
}

} // namespace tandem::checks
