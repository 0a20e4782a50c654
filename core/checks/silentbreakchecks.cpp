// SPDX-License-Identifier: GPL-3.0-or-later
// rst-silent-break: mistakes that docutils accepts without a word but that render other than
// the translator meant — the reviewers' comments on the community's pull requests name them.
#include "silentbreakchecks.h"

#include "blockwalk.h"
#include "checktext.h"
#include "codecompare.h"
#include "displaywidth.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

namespace tandem::checks {

namespace {

enum class Break
{
    GluedList,
    GluedDirective,
    GalleryTitleInCode,
    LinkWithoutClose,
    TitleGap,
    TabIndent
};

struct Finding
{
    Break kind;
    Severity severity;
    Range range;
    QString message;
    std::optional<Fix> fix;
};

Range wholeLine(const SourceLine &l)
{
    return Range{{l.fileLine, l.fileColumn}, {l.fileLine, l.fileColumn + int(l.text.size())}};
}

// What a blank line is in this line's file: nothing in RST, "#" in a sphinx-gallery comment.
QString blankLineFor(const RstDocument &doc, const SourceLine &l)
{
    return doc.fileKind == FileKind::SphinxGallery && l.fileColumn > 0 ? QStringLiteral("#\n")
                                                                       : QStringLiteral("\n");
}

int indentOf(QStringView s)
{
    int n = 0;
    while (n < s.size() && s[n] == u' ')
        ++n;
    return n;
}

// A list or a directive written on the line after a paragraph's text, with no blank line
// between: docutils reads it as more of the paragraph ("- item" and ".. note::" as text).
void gluedToParagraph(const RstDocument &doc, const Block &b, QList<Finding> &out)
{
    static const QRegularExpression listItem(QStringLiteral(R"(^([-*+•]|\d{1,2}[.)]|#\.)\s+\S)"));
    static const QRegularExpression directive(QStringLiteral(R"(^\.\.\s+[A-Za-z][\w:-]*::)"));
    if (b.kind != BlockKind::Paragraph || b.lastView <= b.firstView) return;
    // Where docutils does complain (an item's indented continuation line: "Unexpected
    // indentation"), rst-indent reports it.
    for (const BlockProblem &p : doc.blockProblems)
        if (p.line >= b.line && p.line <= b.endLine + 1) return;
    const int indent = indentOf(doc.lines[b.firstView].text);
    for (int v = b.firstView + 1; v <= b.lastView && v < doc.lines.size(); ++v) {
        const SourceLine &l = doc.lines[v];
        if (l.code || indentOf(l.text) != indent) continue;
        const QStringView text = QStringView(l.text).mid(indent);
        const bool list = listItem.match(text).hasMatch();
        const bool dir = !list && directive.match(text).hasMatch();
        if (!list && !dir) continue;
        // A dash that starts a wrapped line of prose ("...\n- 이것은 ...") is no list: a list
        // glued under a paragraph follows a colon, or has a second item under it.
        const QString above = doc.lines[v - 1].text.trimmed();
        const bool secondItem =
            v + 1 <= b.lastView && v + 1 < doc.lines.size() &&
            indentOf(doc.lines[v + 1].text) == indent &&
            listItem.match(QStringView(doc.lines[v + 1].text).mid(indent)).hasMatch();
        if (list && !above.endsWith(u':') && !secondItem) continue;
        const Position at{l.fileLine, 0};
        out.append(
            {list ? Break::GluedList : Break::GluedDirective, Severity::Error, wholeLine(l),
             list
                 ? CheckText::tr(
                       "This list is glued to the paragraph above, so it renders as part of "
                       "the paragraph; put a blank line before it")
                 : CheckText::tr("This directive is glued to the paragraph above, so it renders as "
                                 "text; put a blank line before it"),
             Fix{Range{at, at}, blankLineFor(doc, l)}});
        return; // one report per paragraph: the rest of it follows from this
    }
}

// `text <https://...`_ : the closing > is missing, so the URL becomes part of the link's name.
void linkWithoutClose(const RstDocument &doc, const Block &b, QList<Finding> &out)
{
    static const QRegularExpression open(
        QStringLiteral(R"(`[^`<]*<([a-z][\w+.-]*://|\.{0,2}/)[^`>\s]*(`__?)(?![\w`]))"));
    for (const TextPiece &p : b.inlineText) {
        if (p.view >= doc.lines.size()) continue;
        const SourceLine &l = doc.lines[p.view];
        const QString text = l.text.mid(p.column, p.length);
        for (auto it = open.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            const int col = l.fileColumn + p.column + int(m.capturedStart(2));
            const Position at{l.fileLine, col};
            out.append(
                {Break::LinkWithoutClose, Severity::Error,
                 Range{{l.fileLine, l.fileColumn + p.column + int(m.capturedStart())},
                       {l.fileLine, l.fileColumn + p.column + int(m.capturedEnd())}},
                 CheckText::tr(
                     "The link's closing '>' is missing, so the URL becomes part of its name"),
                 Fix{Range{at, at}, QStringLiteral(">")}});
        }
    }
}

bool isAdornment(QStringView s)
{
    static const QString chars = QStringLiteral("=-~^\"'`#*+<>:._");
    const QStringView t = s.trimmed();
    if (t.size() < 3 || !chars.contains(t[0])) return false;
    return std::all_of(t.begin(), t.end(), [&](QChar c) { return c == t[0]; });
}

void findBreaks(const RstDocument &doc, QList<Finding> &out)
{
    QSet<int> codeViews; // lines of code blocks: tabs and list markers there are code
    forEachBlock(doc.blocks, [&](const Block &b) {
        if (isCodeBlock(b))
            for (int v = b.firstView; v <= b.lastView; ++v)
                codeViews.insert(v);
    });
    forEachBlock(doc.blocks, [&](const Block &b) {
        gluedToParagraph(doc, b, out);
        linkWithoutClose(doc, b, out);
    });
    // A blank line between a title and its underline: a one-line paragraph, a blank line, and
    // a line of adornment as long as the title, which docutils takes for a transition.
    const auto gapTitles = [&](const QList<Block> &blocks, auto &&self) -> void {
        for (int k = 1; k < blocks.size(); ++k) {
            const Block &t = blocks[k], &p = blocks[k - 1];
            if (t.kind == BlockKind::Transition && p.kind == BlockKind::Paragraph &&
                p.line == p.endLine && t.line == p.endLine + 2) {
                const int width = displayWidth(p.text);
                const int length = int(doc.lines[t.firstView].text.trimmed().size());
                if (length >= width - 2 && length <= width + 8)
                    out.append({Break::TitleGap, Severity::Error, wholeLine(doc.lines[t.firstView]),
                                CheckText::tr(
                                    "A blank line separates this underline from its title, so the "
                                    "title renders as a paragraph and the underline as a line; "
                                    "remove the blank line"),
                                Fix{Range{{p.endLine + 1, 0}, {t.line, 0}}, QString()}});
            }
        }
        for (const Block &b : blocks)
            self(b.children, self);
    };
    gapTitles(doc.blocks, gapTitles);
    int tabs = 0;
    std::optional<Range> firstTab;
    for (int v = 0; v < doc.lines.size(); ++v) {
        const SourceLine &l = doc.lines[v];
        if (l.code) {
            // sphinx-gallery: a title in a code cell's comment ("# 제목\n# ----") means the
            // comment block lost its ##### separator, often to a blank line after it.
            if (v + 1 < doc.lines.size() && doc.lines[v + 1].code &&
                doc.lines[v + 1].fileLine == l.fileLine + 1) {
                const QString t = l.text.trimmed(), u = doc.lines[v + 1].text.trimmed();
                if (t.startsWith(QLatin1String("# ")) && u.startsWith(u'#') &&
                    isAdornment(u.mid(1)) && t.size() > 2 && !isAdornment(t.mid(1)) &&
                    displayWidth(QStringView(u).mid(1).trimmed()) >=
                        displayWidth(QStringView(t).mid(2)) - 2)
                    out.append({Break::GalleryTitleInCode, Severity::Error, wholeLine(l),
                                CheckText::tr(
                                    "This title is in a code cell's comment, not in RST: a blank "
                                    "line after the ##### separator above ends the text block; "
                                    "remove it"),
                                std::nullopt});
            }
            continue;
        }
        if (codeViews.contains(v)) continue;
        const int lead = int(l.text.size() - QStringView(l.text).trimmed().size());
        if (l.text.left(std::max(lead, 0)).contains(u'\t') && !l.text.trimmed().isEmpty()) {
            ++tabs;
            if (!firstTab) firstTab = wholeLine(l);
        }
    }
    if (firstTab)
        out.append(
            {Break::TabIndent, Severity::Warning, *firstTab,
             tabs == 1
                 ? CheckText::tr("A tab indents this line; docutils counts it as 8 spaces, which "
                                 "changes the structure; indent with spaces")
                 : CheckText::tr("A tab indents this line and %1 others; docutils counts a tab as "
                                 "8 spaces, which changes the structure; indent with spaces")
                       .arg(tabs - 1),
             std::nullopt});
}

} // namespace

void silentBreak(const CheckContext &ctx, IssueSink &sink)
{
    QList<Finding> found;
    findBreaks(ctx.draft, found);
    // What the English has too came with it: not the translator's doing.
    // Counted once per source (the editor lints on every key press against the same English).
    QHash<int, int> inSource;
    if (ctx.source)
        inSource = ctx.sourceDerived().derived<QHash<int, int>>("silent-break.source", [&] {
            QList<Finding> source;
            findBreaks(*ctx.source, source);
            QHash<int, int> kinds;
            for (const Finding &f : source)
                ++kinds[int(f.kind)];
            return kinds;
        });
    for (const Finding &f : found) {
        int &n = inSource[int(f.kind)];
        if (n > 0) {
            --n;
            continue;
        }
        sink.report(f.severity, f.range, f.message, f.fix);
    }
    // A title of the source that is a plain line in the draft: its underline was deleted.
    if (!ctx.alignment) return;
    const Alignment &a = *ctx.alignment;
    for (const Segment &s : a.segments) {
        if (s.sourceFirst != s.sourceLast || s.draftFirst != s.draftLast) continue;
        const Block &src = *a.sourceUnits[s.sourceFirst].block;
        const Block &dst = *a.draftUnits[s.draftFirst].block;
        if (src.kind != BlockKind::Title || src.overlined || dst.kind != BlockKind::Paragraph ||
            dst.line != dst.endLine)
            continue;
        const SourceLine &l = ctx.draft.lines[dst.firstView];
        const QString title = l.text.trimmed();
        // An underline read as a paragraph (indented by a space) is rst-indent's: its cause.
        if (title.isEmpty() || title.endsWith(u'.') || title.endsWith(u':') || isAdornment(title))
            continue;
        const Position end{l.fileLine, l.fileColumn + int(l.text.size())};
        QString prefix;
        if (ctx.draft.fileKind == FileKind::SphinxGallery && l.fileColumn > 0)
            prefix = QStringLiteral("#") + QString(l.fileColumn - 1, u' ');
        const QString underline = QString(std::max(displayWidth(title), 3), src.adornment);
        sink.report(
            Severity::Error, wholeLine(l),
            CheckText::tr("The source has a title here; its underline is missing, so it renders as "
                          "a paragraph"),
            Fix{Range{end, end}, u'\n' + prefix + QString(indentOf(l.text), u' ') + underline});
    }
}

} // namespace tandem::checks
