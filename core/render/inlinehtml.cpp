// SPDX-License-Identifier: GPL-3.0-or-later
#include "inlinehtml.h"

#include "htmlescape.h"
#include "linkpolicy.h"
#include "rstinliner.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <functional>

namespace tandem {

namespace {

// docutils' unescape(): a backslash-escaped character is itself, an escaped space or line end
// is nothing.
QString unescapeText(QStringView s)
{
    QString out;
    out.reserve(s.size());
    for (qsizetype i = 0; i < s.size(); ++i) {
        if (s[i] == u'\\' && i + 1 < s.size()) {
            ++i;
            if (s[i] == u' ' || s[i] == u'\n') continue;
        }
        out += s[i];
    }
    return out;
}

// "title <target>" → {title, target}; "target" → {"", target}.
std::pair<QString, QString> splitExplicitTitle(const QString &text)
{
    const QString t = text.trimmed();
    if (t.endsWith(u'>')) {
        const qsizetype open = t.lastIndexOf(u'<');
        if (open > 0 && (t[open - 1].isSpace()))
            return {t.left(open).trimmed(), t.mid(open + 1, t.size() - open - 2)};
    }
    return {QString(), t};
}

QString bareRole(const QString &role)
{
    const QString r = role.toLower();
    const qsizetype colon = r.lastIndexOf(u':');
    return colon >= 0 ? r.mid(colon + 1) : r;
}

bool isLinkRole(const QString &name)
{
    static const QSet<QString> names = {
        "doc",   "ref",           "term",          "numref", "any",  "download", "keyword",
        "token", "github",        "issue",         "pr",     "user", "commit",   "pep",
        "rfc",   "pep-reference", "rfc-reference", "manpage"};
    return names.contains(name);
}

// Sphinx's XRefRole: "!x" is not linked, "~a.b.c" shows "c"; functions get "()"
// (add_function_parentheses).
QString xrefText(const QString &role, const QString &text)
{
    auto [title, target] = splitExplicitTitle(text);
    if (!title.isEmpty()) return title;
    QString shown = target;
    if (shown.startsWith(u'!')) shown.remove(0, 1);
    if (shown.startsWith(u'~')) {
        shown.remove(0, 1);
        const qsizetype dot = shown.lastIndexOf(u'.');
        if (dot >= 0) shown = shown.mid(dot + 1);
    }
    if ((role == QStringLiteral("func") || role == QStringLiteral("meth") ||
         role == QStringLiteral("function") || role == QStringLiteral("method")) &&
        !shown.endsWith(u')'))
        shown += QStringLiteral("()");
    return shown;
}

// sphinx-design's `:octicon:`name;size;class``: an icon GitHub's Octicons font draws. The preview
// has no such font, so the icons the tutorials use are drawn with a symbol every desktop font
// has, named in the tooltip; any other is dropped (its name and size are not text to read).
QString octiconHtml(const QString &text)
{
    static const QHash<QString, QString> symbols = {
        {QStringLiteral("list-unordered"), QStringLiteral("\u2630")}, // ☰
        {QStringLiteral("code-square"), QStringLiteral("\u2328")},    // ⌨
        {QStringLiteral("mortar-board"), QStringLiteral("\u270E")},   // ✎
        {QStringLiteral("check"), QStringLiteral("\u2713")},          // ✓
        {QStringLiteral("alert"), QStringLiteral("\u26A0")},          // ⚠
        {QStringLiteral("info"), QStringLiteral("\u2139")},           // ℹ
    };
    const QString icon = text.section(u';', 0, 0).trimmed();
    const QString symbol = symbols.value(icon);
    if (symbol.isEmpty()) return {};
    QString out = QStringLiteral("<span class=\"octicon\" title=\"");
    appendEscaped(out, icon);
    out += QStringLiteral("\">") + symbol + QStringLiteral("</span>");
    return out;
}

void roleHtml(QString &out, const QString &role, const QString &text)
{
    const QString name = bareRole(role);
    if (name == QStringLiteral("emphasis") || name == QStringLiteral("dfn") ||
        name == QStringLiteral("title-reference") || name == QStringLiteral("title") ||
        name == QStringLiteral("t")) {
        out += name == QStringLiteral("emphasis") || name == QStringLiteral("dfn")
                   ? QStringLiteral("<em>")
                   : QStringLiteral("<cite>");
        appendEscaped(out, text);
        out += name == QStringLiteral("emphasis") || name == QStringLiteral("dfn")
                   ? QStringLiteral("</em>")
                   : QStringLiteral("</cite>");
    } else if (name == QStringLiteral("strong")) {
        out += QStringLiteral("<strong>");
        appendEscaped(out, text);
        out += QStringLiteral("</strong>");
    } else if (name == QStringLiteral("sub") || name == QStringLiteral("subscript") ||
               name == QStringLiteral("sup") || name == QStringLiteral("superscript")) {
        const bool sub = name.startsWith(QStringLiteral("sub"));
        out += sub ? QStringLiteral("<sub>") : QStringLiteral("<sup>");
        appendEscaped(out, text);
        out += sub ? QStringLiteral("</sub>") : QStringLiteral("</sup>");
    } else if (name == QStringLiteral("math") || name == QStringLiteral("eq")) {
        out += QStringLiteral("<span class=\"math\"><i>");
        appendEscaped(out, text);
        out += QStringLiteral("</i></span>");
    } else if (name == QStringLiteral("kbd")) {
        out += QStringLiteral("<kbd>");
        appendEscaped(out, text);
        out += QStringLiteral("</kbd>");
    } else if (name == QStringLiteral("abbr")) {
        auto [title, target] = splitExplicitTitle(text);
        out += QStringLiteral("<abbr>");
        appendEscaped(out, title.isEmpty() ? target : title);
        out += QStringLiteral("</abbr>");
    } else if (name == QStringLiteral("guilabel") || name == QStringLiteral("menuselection")) {
        out += QStringLiteral("<span class=\"guilabel\">");
        appendEscaped(
            out, QString(text).replace(QStringLiteral("-->"), QStringLiteral("‣")).remove(u'&'));
        out += QStringLiteral("</span>");
    } else if (name == QStringLiteral("octicon")) {
        out += octiconHtml(text);
    } else if (isLinkRole(name)) {
        const auto [title, target] = splitExplicitTitle(text);
        QString shown = title.isEmpty() ? target : title;
        if (name == QStringLiteral("pep") || name == QStringLiteral("pep-reference"))
            shown = QStringLiteral("PEP ") + shown;
        if (name == QStringLiteral("rfc") || name == QStringLiteral("rfc-reference"))
            shown = QStringLiteral("RFC ") + shown;
        if (shown.startsWith(u'~')) shown = shown.mid(shown.lastIndexOf(u'.') + 1);
        out += QStringLiteral("<a class=\"reference internal\" href=\"#");
        appendEscaped(out, target);
        out += QStringLiteral("\">");
        appendEscaped(out, shown);
        out += QStringLiteral("</a>");
    } else {
        // Sphinx's domain roles and every role it only knows by an extension: a code-styled name.
        out += QStringLiteral("<code class=\"xref\">");
        appendEscaped(out, xrefText(name, text));
        out += QStringLiteral("</code>");
    }
}

// A reference's text: `text <uri>`_ shows "text"; `<uri>`_ the URI.
QString referenceText(const QString &content, bool embedded)
{
    if (!embedded) return content;
    auto [title, target] = splitExplicitTitle(content);
    if (!title.isEmpty()) return title;
    if (target.startsWith(u'<') && target.endsWith(u'>')) return target.mid(1, target.size() - 2);
    return target;
}

// A link the writer does not make (linkpolicy.h): its text, marked, with the target named in
// the tooltip.
void refusedLink(QString &out, const QString &target, const QString &shown)
{
    out += QStringLiteral("<span class=\"reference refused\" title=\"not a link: ");
    appendEscaped(out, target);
    out += QStringLiteral("\">");
    appendEscaped(out, shown);
    out += QStringLiteral("</span>");
}

struct Mark
{
    int start;
    int end;
    int line; // 0-based file line
    QString title;
};

} // namespace

static QString render(const QString &text, const std::function<int(int)> &lineAt,
                      InlineRenderState &state)
{
    RstInliner inliner(text);
    inliner.parse();
    QList<RstInliner::Span> spans = inliner.spans();
    std::sort(spans.begin(), spans.end(), [](const RstInliner::Span &a, const RstInliner::Span &b) {
        return a.start < b.start;
    });
    // Markup docutils did not read as meant: where the characters still show, mark them.
    QList<Mark> marks;
    for (const RstInliner::Problem &p : inliner.problems()) {
        QString title;
        switch (p.kind) {
        case MarkupProblemKind::GluedEnd:
        case MarkupProblemKind::GluedStart:
            title = QStringLiteral("inline markup glued to a letter: not markup");
            break;
        case MarkupProblemKind::Unterminated:
            title = QStringLiteral("start-string without end-string");
            break;
        case MarkupProblemKind::WrongPairing:
            continue; // docutils made a span: it renders as that span
        }
        marks.append({p.start, std::max(p.end, p.start + 1), lineAt(p.start), title});
    }
    std::sort(marks.begin(), marks.end(),
              [](const Mark &a, const Mark &b) { return a.start < b.start; });

    QString out;
    out.reserve(text.size() + text.size() / 3);
    // The first mark that may still show: the stretches of plain text come left to right, so
    // each mark is looked at once or twice, not once per stretch (a long line has thousands of
    // both).
    qsizetype firstMark = 0;
    auto plain = [&](int from, int to) {
        // Text between spans: unescaped, with the problem marks laid over it.
        int p = from;
        while (firstMark < marks.size() && marks[firstMark].end <= p)
            ++firstMark;
        for (qsizetype k = firstMark; k < marks.size() && marks[k].start < to; ++k) {
            const Mark &m = marks[k];
            if (m.end <= p) continue;
            const int s = std::max(m.start, p);
            const int e = std::min(m.end, to);
            appendEscaped(out, unescapeText(QStringView(text).mid(p, s - p)));
            out += QStringLiteral("<a class=\"problematic\" href=\"line:%1\" title=\"")
                       .arg(m.line + 1);
            appendEscaped(out, m.title);
            out += QStringLiteral("\">");
            appendEscaped(out, QStringView(text).mid(s, e - s));
            out += QStringLiteral("</a>");
            p = e;
        }
        if (to > p) appendEscaped(out, unescapeText(QStringView(text).mid(p, to - p)));
    };
    int at = 0;
    for (const RstInliner::Span &s : spans) {
        if (s.start < at) continue; // nested (a target inside a reference): the outer one shows
        plain(at, s.start);
        const QStringView raw =
            QStringView(text).mid(s.contentStart, s.contentEnd - s.contentStart);
        switch (s.kind) {
        case InlineKind::Literal:
            out += QStringLiteral("<code class=\"literal\">");
            appendEscaped(out, raw);
            out += QStringLiteral("</code>");
            break;
        case InlineKind::Emphasis:
            out += QStringLiteral("<em>");
            appendEscaped(out, unescapeText(raw));
            out += QStringLiteral("</em>");
            break;
        case InlineKind::Strong:
            out += QStringLiteral("<strong>");
            appendEscaped(out, unescapeText(raw));
            out += QStringLiteral("</strong>");
            break;
        case InlineKind::Role:
            roleHtml(out, s.role, unescapeText(raw));
            break;
        case InlineKind::TitleReference:
            out += QStringLiteral("<cite>");
            appendEscaped(out, unescapeText(raw));
            out += QStringLiteral("</cite>");
            break;
        case InlineKind::Reference: {
            const QString shown = referenceText(unescapeText(raw), s.embedded);
            if (!isAllowedLink(s.target)) {
                refusedLink(out, s.target, shown);
                break;
            }
            const bool external = s.target.contains(QStringLiteral("://")) ||
                                  s.target.startsWith(QStringLiteral("mailto:"));
            out += external ? QStringLiteral("<a class=\"reference external\" href=\"")
                            : QStringLiteral("<a class=\"reference internal\" href=\"#");
            appendEscaped(out, s.target);
            out += QStringLiteral("\">");
            appendEscaped(out, shown);
            out += QStringLiteral("</a>");
            break;
        }
        case InlineKind::Uri: {
            const QString shown = unescapeText(raw);
            QString href = s.target.isEmpty() ? shown : s.target;
            if (!href.contains(u':') && href.contains(u'@'))
                href.prepend(QStringLiteral("mailto:"));
            if (!isAllowedLink(href)) {
                refusedLink(out, href, shown);
                break;
            }
            out += QStringLiteral("<a class=\"reference external\" href=\"");
            appendEscaped(out, href);
            out += QStringLiteral("\">");
            appendEscaped(out, shown);
            out += QStringLiteral("</a>");
            break;
        }
        case InlineKind::Substitution: {
            const auto it =
                state.substitutions.constFind(s.target.isEmpty() ? raw.toString() : s.target);
            if (it != state.substitutions.constEnd()) {
                out += *it;
            } else {
                out += QStringLiteral("<span class=\"substitution\">|");
                appendEscaped(out, raw);
                out += QStringLiteral("|</span>");
            }
            break;
        }
        case InlineKind::FootnoteReference:
        case InlineKind::CitationReference: {
            QString label = raw.toString();
            if (label.startsWith(u'#')) label = QString::number(++state.autoFootnotes);
            if (label == QStringLiteral("*")) label = QStringLiteral("*");
            out += QStringLiteral("<a class=\"footnote-reference\" href=\"#fn-");
            appendEscaped(out, raw);
            out += QStringLiteral("\">[");
            appendEscaped(out, label);
            out += QStringLiteral("]</a>");
            break;
        }
        case InlineKind::Target:
            out += QStringLiteral("<span class=\"target\">");
            appendEscaped(out, unescapeText(raw));
            out += QStringLiteral("</span>");
            break;
        }
        at = s.end;
    }
    plain(at, int(text.size()));
    return out;
}

QString inlineHtml(const SourceLines &lines, const QList<TextPiece> &pieces,
                   InlineRenderState &state)
{
    QString text;
    QList<int> starts; // offset of each piece in `text`
    starts.reserve(pieces.size());
    for (const TextPiece &p : pieces) {
        if (!starts.isEmpty()) text += u'\n';
        starts.append(int(text.size()));
        if (p.view >= 0 && p.view < lines.size())
            text += QStringView(lines[p.view].text).mid(p.column, p.length);
    }
    auto lineAt = [&](int offset) {
        const auto it = std::upper_bound(starts.begin(), starts.end(), offset);
        const qsizetype k = std::max<qsizetype>(0, (it - starts.begin()) - 1);
        const int view = k < pieces.size() ? pieces[k].view : 0;
        return view >= 0 && view < lines.size() ? lines[view].fileLine : 0;
    };
    return render(text, lineAt, state);
}

QString inlineHtmlOfText(const QString &text, int fileLine, InlineRenderState &state)
{
    return render(
        text, [fileLine](int) { return fileLine; }, state);
}

} // namespace tandem
