// SPDX-License-Identifier: GPL-3.0-or-later
// HtmlRenderer's directives.
#include "blockwalk.h"
#include "codehighlight.h"
#include "htmlescape.h"
#include "htmlrenderer.h"
#include "knowndirectives.h"
#include "linkpolicy.h"

#include <QSet>

#include <algorithm>

namespace tandem {

namespace {

struct AdmonitionTitle
{
    const char *name;
    const char *english;
    const char *korean; // Sphinx's ko catalogue
};

const AdmonitionTitle *admonitionTitle(const QString &name)
{
    static const AdmonitionTitle titles[] = {
        {"note", "Note", "참고"},
        {"warning", "Warning", "경고"},
        {"tip", "Tip", "팁"},
        {"important", "Important", "중요"},
        {"caution", "Caution", "주의"},
        {"danger", "Danger", "위험"},
        {"attention", "Attention", "주의"},
        {"error", "Error", "오류"},
        {"hint", "Hint", "힌트"},
        {"seealso", "See also", "더 보기"},
        {"todo", "Todo", "할 일"},
    };
    for (const AdmonitionTitle &t : titles) {
        if (name == QLatin1String(t.name)) return &t;
    }
    return nullptr;
}

// The names of directives that render nothing in Sphinx's HTML (settings, index entries...).
bool isInvisibleDirective(const QString &name)
{
    static const QSet<QString> names = {"highlight",
                                        "default-role",
                                        "role",
                                        "meta",
                                        "title",
                                        "index",
                                        "currentmodule",
                                        "module",
                                        "tabularcolumns",
                                        "sectnum",
                                        "section-numbering",
                                        "header",
                                        "footer",
                                        "target-notes",
                                        "sectionauthor",
                                        "moduleauthor",
                                        "codeauthor",
                                        "include",
                                        "raw"};
    return names.contains(name);
}

} // namespace

void HtmlRenderer::directive(QString &out, const Block &b)
{
    const QString name = b.name.toLower();
    if (!isKnownDirective(name)) {
        // docutils keeps the whole directive inside the error, shown where it stood.
        systemMessage(out, b, 3, QStringLiteral("Unknown directive type \"%1\".").arg(b.name),
                      true);
        return;
    }
    if (const BlockProblem *error = m_directiveErrors.value(b.line)) {
        systemMessage(out, b, error->level, error->message, true);
        return;
    }
    if (isInvisibleDirective(name)) {
        if (name == QStringLiteral("include") || name == QStringLiteral("raw"))
            placeholder(out, b, QStringLiteral("sphinx-") + name, name, b.argument);
        return;
    }
    if (const AdmonitionTitle *t = admonitionTitle(name)) {
        admonition(out, b, escaped(tr(t->english, t->korean)));
        return;
    }
    if (name == QStringLiteral("admonition")) {
        admonition(out, b, inlineHtmlOfText(b.argument, b.line, m_state));
        return;
    }
    if (name == QStringLiteral("versionadded") || name == QStringLiteral("versionchanged") ||
        name == QStringLiteral("deprecated") || name == QStringLiteral("versionremoved")) {
        const QString version = b.argument.section(u' ', 0, 0);
        QString label;
        if (name == QStringLiteral("versionadded"))
            label = m_options.korean ? QStringLiteral("버전 %1에 추가")
                                     : QStringLiteral("Added in version %1");
        else if (name == QStringLiteral("versionchanged"))
            label = m_options.korean ? QStringLiteral("버전 %1에서 변경")
                                     : QStringLiteral("Changed in version %1");
        else if (name == QStringLiteral("deprecated"))
            label = m_options.korean ? QStringLiteral("버전 %1부터 폐지됨")
                                     : QStringLiteral("Deprecated since version %1");
        else
            label = m_options.korean ? QStringLiteral("버전 %1에서 제거됨")
                                     : QStringLiteral("Removed in version %1");
        out += QStringLiteral("<div class=\"") + name +
               QStringLiteral("\"><p class=\"versionmodified\">");
        anchor(out, b);
        out += QStringLiteral("<span class=\"versionmodified\">") + escaped(label.arg(version)) +
               QStringLiteral(":</span> ");
        out += escaped(b.argument.section(u' ', 1));
        out += QStringLiteral("</p>\n");
        blocks(out, b.children);
        out += QStringLiteral("</div>\n");
        return;
    }
    if (name == QStringLiteral("code") || name == QStringLiteral("code-block") ||
        name == QStringLiteral("sourcecode") || name == QStringLiteral("testcode") ||
        name == QStringLiteral("testoutput") || name == QStringLiteral("doctest") ||
        name == QStringLiteral("jupyter-execute") || name == QStringLiteral("ipython") ||
        name == QStringLiteral("testsetup") || name == QStringLiteral("testcleanup")) {
        const QString caption = option(b, QStringLiteral("caption"));
        out += QStringLiteral("<div class=\"highlight\">");
        if (!caption.isEmpty())
            out +=
                QStringLiteral("<p class=\"caption\">") + escaped(caption) + QStringLiteral("</p>");
        out += QStringLiteral("<pre class=\"literal-block\">");
        anchor(out, b);
        const QString language =
            b.language.isEmpty()
                ? (name.startsWith(QStringLiteral("test")) || name == QStringLiteral("doctest") ||
                           name == QStringLiteral("jupyter-execute") ||
                           name == QStringLiteral("ipython")
                       ? QStringLiteral("python")
                       : QString())
                : b.language;
        out +=
            highlightCode(b.contentLine >= 0 ? blockText(b, b.contentLine) : QString(), language);
        out += QStringLiteral("</pre></div>\n");
        return;
    }
    if (name == QStringLiteral("literalinclude")) {
        QString detail = b.argument;
        const QString lines = option(b, QStringLiteral("lines"));
        if (!lines.isEmpty())
            detail += QStringLiteral(" (") + tr("lines", "줄") + u' ' + lines + u')';
        placeholder(out, b, QStringLiteral("sphinx-literalinclude"),
                    QStringLiteral("literalinclude"), detail);
        return;
    }
    if (name == QStringLiteral("image") || name == QStringLiteral("figure")) {
        QString alt = option(b, QStringLiteral("alt"));
        out += QStringLiteral("<div class=\"figure\"><table class=\"image-placeholder\"><tr><td>");
        anchor(out, b);
        out += QStringLiteral("<span class=\"placeholder-label\">") + tr("image", "그림") +
               QStringLiteral("</span> ");
        out += escaped(alt.isEmpty() ? b.argument : alt);
        if (!alt.isEmpty())
            out += QStringLiteral("<br/><span class=\"image-path\">") + escaped(b.argument) +
                   QStringLiteral("</span>");
        out += QStringLiteral("</td></tr></table>\n");
        if (!b.children.isEmpty()) {
            out += QStringLiteral("<div class=\"caption\">");
            blocks(out, b.children);
            out += QStringLiteral("</div>");
        }
        out += QStringLiteral("</div>\n");
        return;
    }
    if (name == QStringLiteral("toctree")) {
        if (std::any_of(b.options.begin(), b.options.end(),
                        [](const DirectiveOption &o) { return o.name == u"hidden"; })) {
            // Sphinx shows a hidden toctree nowhere; the empty div keeps the block's place.
            out += QStringLiteral("<div class=\"toctree-wrapper sphinx-toctree\"></div>\n");
            return;
        }
        const QString caption = option(b, QStringLiteral("caption"));
        out += QStringLiteral("<div class=\"toctree-wrapper sphinx-toctree\">");
        if (!caption.isEmpty())
            out +=
                QStringLiteral("<p class=\"caption\">") + escaped(caption) + QStringLiteral("</p>");
        out += QStringLiteral("<ul>\n");
        bool anchored = false;
        const QStringList entries =
            b.contentLine >= 0 ? blockText(b, b.contentLine).split(u'\n') : QStringList();
        for (const QString &entry : entries) {
            const QString e = entry.trimmed();
            if (e.isEmpty() || e.startsWith(u':')) continue;
            QString shown = e;
            if (e.endsWith(u'>') && e.contains(QStringLiteral(" <")))
                shown = e.left(e.lastIndexOf(QStringLiteral(" <"))).trimmed();
            out += QStringLiteral("<li>");
            if (!anchored) anchor(out, b);
            anchored = true;
            out += QStringLiteral("<a class=\"reference internal\" href=\"#\">") + escaped(shown) +
                   QStringLiteral("</a></li>\n");
        }
        out += QStringLiteral("</ul></div>\n");
        return;
    }
    if (name == QStringLiteral("grid-item-card") || name == QStringLiteral("card")) {
        out += QStringLiteral("<div class=\"card\"><p class=\"card-title\">");
        anchor(out, b);
        out += QStringLiteral("<strong>") + inlineHtmlOfText(b.argument, b.line, m_state) +
               QStringLiteral("</strong></p>\n");
        blocks(out, b.children);
        out += QStringLiteral("</div>\n");
        return;
    }
    if (name == QStringLiteral("galleryitem") || name == QStringLiteral("customgalleryitem") ||
        name == QStringLiteral("customcarditem") || name == QStringLiteral("customcalloutitem") ||
        name == QStringLiteral("callout")) {
        QString title = option(b, QStringLiteral("header"));
        if (title.isEmpty()) title = option(b, QStringLiteral("tooltip"));
        if (title.isEmpty()) title = b.argument;
        QString text = option(b, QStringLiteral("card_description"));
        if (text.isEmpty()) text = option(b, QStringLiteral("description"));
        out += QStringLiteral("<div class=\"card sphinx-") + name +
               QStringLiteral("\"><p class=\"card-title\">");
        anchor(out, b);
        out += QStringLiteral("<strong>") + escaped(title) + QStringLiteral("</strong></p>\n");
        if (!text.isEmpty())
            out += QStringLiteral("<p>") + escaped(text) + QStringLiteral("</p>\n");
        out += QStringLiteral("</div>\n");
        return;
    }
    if (name == QStringLiteral("tab-item") || name == QStringLiteral("tab") ||
        name == QStringLiteral("group-tab") || name == QStringLiteral("code-tab")) {
        out += QStringLiteral("<div class=\"tab-item\"><p class=\"tab-label\">");
        anchor(out, b);
        out += escaped(b.argument) + QStringLiteral("</p>\n");
        blocks(out, b.children);
        out += QStringLiteral("</div>\n");
        return;
    }
    if (name == QStringLiteral("topic") || name == QStringLiteral("sidebar")) {
        out +=
            QStringLiteral("<div class=\"") + name + QStringLiteral("\"><p class=\"topic-title\">");
        anchor(out, b);
        out += inlineHtmlOfText(b.argument, b.line, m_state) + QStringLiteral("</p>\n");
        blocks(out, b.children);
        out += QStringLiteral("</div>\n");
        return;
    }
    if (name == QStringLiteral("rubric")) {
        out += QStringLiteral("<p class=\"rubric\">");
        anchor(out, b);
        out += inlineHtmlOfText(b.argument, b.line, m_state) + QStringLiteral("</p>\n");
        return;
    }
    if (name == QStringLiteral("contents")) {
        out += QStringLiteral("<div class=\"contents topic\"><p class=\"topic-title\">");
        anchor(out, b);
        out += (b.argument.isEmpty() ? tr("Contents", "목차") : escaped(b.argument)) +
               QStringLiteral("</p>\n");
        // docutils' table of contents: every section title, nested by level.
        int depth = 0;
        bool local = std::any_of(b.options.begin(), b.options.end(), [](const DirectiveOption &o) {
            return o.name == QStringLiteral("local");
        });
        int maxDepth = option(b, QStringLiteral("depth")).toInt();
        int base = 0;
        forEachBlock(m_doc.blocks, [&](const Block &t) {
            if (t.kind != BlockKind::Title) return;
            if (local && t.line < b.line) {
                base = t.level;
                return;
            }
            const int level = t.level - base;
            if (level < 1 || (maxDepth > 0 && level > maxDepth)) return;
            while (depth < level) {
                out += QStringLiteral("<ul>\n");
                ++depth;
            }
            while (depth > level) {
                out += QStringLiteral("</ul>\n");
                --depth;
            }
            out += QStringLiteral("<li><a class=\"reference internal\" href=\"#") +
                   m_options.anchorPrefix + QString::number(t.line + 1) + QStringLiteral("\">");
            out += inlineHtml(m_doc.lines, t.inlineText, m_state) + QStringLiteral("</a></li>\n");
        });
        while (depth-- > 0)
            out += QStringLiteral("</ul>\n");
        out += QStringLiteral("</div>\n");
        return;
    }
    if (name == QStringLiteral("math") || name == QStringLiteral("math-block") ||
        name == QStringLiteral("katex")) {
        QString text = b.argument;
        if (b.contentLine >= 0)
            text +=
                (text.isEmpty() ? QString() : QStringLiteral("\n")) + blockText(b, b.contentLine);
        out += QStringLiteral("<div class=\"math sphinx-") + name +
               QStringLiteral("\"><pre class=\"math\">");
        anchor(out, b);
        out += escaped(text) + QStringLiteral("</pre></div>\n");
        return;
    }
    if (name == QStringLiteral("parsed-literal")) {
        out += QStringLiteral("<pre class=\"literal-block\">");
        anchor(out, b);
        inlineOf(out, b);
        out += QStringLiteral("</pre>\n");
        return;
    }
    if (name == QStringLiteral("list-table") && b.children.size() == 1 &&
        b.children[0].kind == BlockKind::BulletList) {
        const int headerRows = option(b, QStringLiteral("header-rows")).toInt();
        if (!b.argument.isEmpty())
            out += QStringLiteral("<p class=\"caption\">") +
                   inlineHtmlOfText(b.argument, b.line, m_state) + QStringLiteral("</p>\n");
        out += QStringLiteral("<table class=\"docutils\">\n");
        int r = 0;
        for (const Block &rowItem : b.children[0].children) {
            out += QStringLiteral("<tr>");
            const bool header = r++ < headerRows;
            const Block *cells = nullptr;
            for (const Block &c : rowItem.children) {
                if (c.kind == BlockKind::BulletList) cells = &c;
            }
            if (cells) {
                for (const Block &cell : cells->children) {
                    out += header ? QStringLiteral("<th>") : QStringLiteral("<td>");
                    blocks(out, cell.children);
                    out += header ? QStringLiteral("</th>") : QStringLiteral("</td>");
                }
            }
            out += QStringLiteral("</tr>\n");
        }
        out += QStringLiteral("</table>\n");
        return;
    }
    if (name == QStringLiteral("csv-table")) {
        if (!b.argument.isEmpty())
            out += QStringLiteral("<p class=\"caption\">") +
                   inlineHtmlOfText(b.argument, b.line, m_state) + QStringLiteral("</p>\n");
        out += QStringLiteral("<table class=\"docutils\">\n");
        auto row = [&](const QString &line, bool header) {
            out += QStringLiteral("<tr>");
            for (QString cell : line.split(u',')) {
                cell = cell.trimmed();
                if (cell.size() >= 2 && cell.startsWith(u'"') && cell.endsWith(u'"'))
                    cell = cell.mid(1, cell.size() - 2);
                out += header ? QStringLiteral("<th>") : QStringLiteral("<td>");
                out += inlineHtmlOfText(cell, b.line, m_state);
                out += header ? QStringLiteral("</th>") : QStringLiteral("</td>");
            }
            out += QStringLiteral("</tr>\n");
        };
        const QString header = option(b, QStringLiteral("header"));
        if (!header.isEmpty()) row(header, true);
        if (b.contentLine >= 0) {
            for (const QString &line : blockText(b, b.contentLine).split(u'\n')) {
                if (!line.trimmed().isEmpty()) row(line, false);
            }
        }
        out += QStringLiteral("</table>\n");
        return;
    }
    if (name == QStringLiteral("table")) {
        if (!b.argument.isEmpty())
            out += QStringLiteral("<p class=\"caption\">") +
                   inlineHtmlOfText(b.argument, b.line, m_state) + QStringLiteral("</p>\n");
        blocks(out, b.children);
        return;
    }
    if (name.startsWith(QStringLiteral("auto")) || name == QStringLiteral("function") ||
        name == QStringLiteral("class") || name == QStringLiteral("method") ||
        name == QStringLiteral("attribute") || name == QStringLiteral("data") ||
        name == QStringLiteral("exception") || name == QStringLiteral("staticmethod") ||
        name == QStringLiteral("classmethod") || name == QStringLiteral("decorator") ||
        name.contains(u':')) {
        placeholder(out, b, QStringLiteral("api sphinx-") + escaped(name), name, b.argument);
        return;
    }
    if (name == QStringLiteral("button-link") || name == QStringLiteral("button-ref")) {
        out += QStringLiteral("<p class=\"button sphinx-") + name + QStringLiteral("\">");
        anchor(out, b);
        const QString shown = b.contentLine >= 0 ? blockText(b, b.contentLine) : b.argument;
        if (isAllowedLink(b.argument))
            out += QStringLiteral("<a class=\"reference\" href=\"") + escaped(b.argument) +
                   QStringLiteral("\">") + escaped(shown) + QStringLiteral("</a>");
        else // javascript:, data: ... (linkpolicy.h): the text only
            out += escaped(shown);
        out += QStringLiteral("</p>\n");
        return;
    }
    if (name == QStringLiteral("epigraph") || name == QStringLiteral("highlights") ||
        name == QStringLiteral("pull-quote")) {
        out += QStringLiteral("<blockquote class=\"") + name + QStringLiteral("\">\n");
        blocks(out, b.children);
        out += QStringLiteral("</blockquote>\n");
        return;
    }
    if (isLiteralDirective(name)) {
        // Graphs, galleries, API listings: what Sphinx draws from them is not text.
        placeholder(out, b, QStringLiteral("directive sphinx-") + escaped(name), name, b.argument);
        return;
    }
    // Containers (only, container, grid, grid-item, tab-set, hlist, glossary, ...): their content
    // as it is, in a div named after them.
    out += QStringLiteral("<div class=\"") + escaped(name) + QStringLiteral("\">");
    if (b.children.isEmpty()) anchor(out, b);
    out += QStringLiteral("\n");
    blocks(out, b.children);
    out += QStringLiteral("</div>\n");
}

} // namespace tandem
