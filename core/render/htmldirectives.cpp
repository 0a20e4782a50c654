// SPDX-License-Identifier: GPL-3.0-or-later
// HtmlRenderer's directives: one function per kind of the directive table (directivetable.h),
// chosen by the kind, never by the name.
#include "blockwalk.h"
#include "codecompare.h"
#include "codehighlight.h"
#include "directivetable.h"
#include "htmlescape.h"
#include "htmlrenderer.h"
#include "linkpolicy.h"

#include <algorithm>

namespace tandem {

namespace {

bool hasOption(const Block &b, QStringView name)
{
    return std::any_of(b.options.begin(), b.options.end(),
                       [&](const DirectiveOption &o) { return o.name == name; });
}

} // namespace

void HtmlRenderer::directive(QString &out, const Block &b)
{
    const DirectiveSpec *spec = directiveSpec(b.name);
    if (!spec) {
        // docutils keeps the whole directive inside the error, shown where it stood.
        systemMessage(out, b, 3, QStringLiteral("Unknown directive type \"%1\".").arg(b.name),
                      true);
        return;
    }
    if (const BlockProblem *error = m_directiveErrors.value(b.line)) {
        systemMessage(out, b, error->level, error->message, true);
        return;
    }
    const QString name = b.name.toLower();
    switch (spec->kind) {
    case DirectiveKind::Setting:
        return;
    case DirectiveKind::Raw:
        placeholder(out, b, QStringLiteral("sphinx-") + name, name, b.argument);
        return;
    case DirectiveKind::Admonition:
        admonition(out, b,
                   spec->english ? escaped(tr(spec->english, spec->korean))
                                 : inlineHtmlOfText(b.argument, b.line, m_state));
        return;
    case DirectiveKind::VersionChange:
        versionChange(out, b, *spec, name);
        return;
    case DirectiveKind::Code:
        codeDirective(out, b);
        return;
    case DirectiveKind::LiteralInclude: {
        QString detail = b.argument;
        const QString lines = option(b, QStringLiteral("lines"));
        if (!lines.isEmpty())
            detail += QStringLiteral(" (") + tr("lines", "줄") + u' ' + lines + u')';
        placeholder(out, b, QStringLiteral("sphinx-") + name, name, detail);
        return;
    }
    case DirectiveKind::Image:
        image(out, b);
        return;
    case DirectiveKind::Toctree:
        toctree(out, b);
        return;
    case DirectiveKind::Card:
        out += QStringLiteral("<div class=\"card\"><p class=\"card-title\">");
        anchor(out, b);
        out += QStringLiteral("<strong>") + inlineHtmlOfText(b.argument, b.line, m_state) +
               QStringLiteral("</strong></p>\n");
        blocks(out, b.children);
        out += QStringLiteral("</div>\n");
        return;
    case DirectiveKind::GalleryCard:
        galleryCard(out, b, name);
        return;
    case DirectiveKind::Tab:
        out += QStringLiteral("<div class=\"tab-item\"><p class=\"tab-label\">");
        anchor(out, b);
        out += escaped(b.argument) + QStringLiteral("</p>\n");
        blocks(out, b.children);
        out += QStringLiteral("</div>\n");
        return;
    case DirectiveKind::Topic:
        out +=
            QStringLiteral("<div class=\"") + name + QStringLiteral("\"><p class=\"topic-title\">");
        anchor(out, b);
        out += inlineHtmlOfText(b.argument, b.line, m_state) + QStringLiteral("</p>\n");
        blocks(out, b.children);
        out += QStringLiteral("</div>\n");
        return;
    case DirectiveKind::Rubric:
        out += QStringLiteral("<p class=\"rubric\">");
        anchor(out, b);
        out += inlineHtmlOfText(b.argument, b.line, m_state) + QStringLiteral("</p>\n");
        return;
    case DirectiveKind::Contents:
        contents(out, b);
        return;
    case DirectiveKind::Math:
        math(out, b, name);
        return;
    case DirectiveKind::ParsedLiteral:
        out += QStringLiteral("<pre class=\"literal-block\">");
        anchor(out, b);
        inlineOf(out, b);
        out += QStringLiteral("</pre>\n");
        return;
    case DirectiveKind::ListTable:
        if (b.children.size() == 1 && b.children[0].kind == BlockKind::BulletList)
            listTable(out, b);
        else
            container(out, b, name);
        return;
    case DirectiveKind::CsvTable:
        csvTable(out, b);
        return;
    case DirectiveKind::Table:
        tableCaption(out, b);
        blocks(out, b.children);
        return;
    case DirectiveKind::ApiDescription:
        placeholder(out, b, QStringLiteral("api sphinx-") + escaped(name), name, b.argument);
        return;
    case DirectiveKind::Button:
        button(out, b, name);
        return;
    case DirectiveKind::Quote:
        out += QStringLiteral("<blockquote class=\"") + name + QStringLiteral("\">\n");
        blocks(out, b.children);
        out += QStringLiteral("</blockquote>\n");
        return;
    case DirectiveKind::Drawing:
        // Graphs, galleries: what Sphinx draws from them is not text.
        placeholder(out, b, QStringLiteral("directive sphinx-") + escaped(name), name, b.argument);
        return;
    case DirectiveKind::Container:
    case DirectiveKind::Replace:      // outside a substitution definition: an error shown above
    case DirectiveKind::Substitution: // idem
        container(out, b, name);
        return;
    }
}

void HtmlRenderer::container(QString &out, const Block &b, const QString &name)
{
    // Containers (only, container, grid, grid-item, tab-set, hlist, glossary, ...): their content
    // as it is, in a div named after them.
    out += QStringLiteral("<div class=\"") + escaped(name) + QStringLiteral("\">");
    if (b.children.isEmpty()) anchor(out, b);
    out += QStringLiteral("\n");
    blocks(out, b.children);
    out += QStringLiteral("</div>\n");
}

void HtmlRenderer::versionChange(QString &out, const Block &b, const DirectiveSpec &spec,
                                 const QString &name)
{
    const QString version = b.argument.section(u' ', 0, 0);
    const QString label = tr(spec.english, spec.korean);
    out +=
        QStringLiteral("<div class=\"") + name + QStringLiteral("\"><p class=\"versionmodified\">");
    anchor(out, b);
    out += QStringLiteral("<span class=\"versionmodified\">") + escaped(label.arg(version)) +
           QStringLiteral(":</span> ");
    out += escaped(b.argument.section(u' ', 1));
    out += QStringLiteral("</p>\n");
    blocks(out, b.children);
    out += QStringLiteral("</div>\n");
}

void HtmlRenderer::codeDirective(QString &out, const Block &b)
{
    const QString caption = option(b, QStringLiteral("caption"));
    out += QStringLiteral("<div class=\"highlight\">");
    if (!caption.isEmpty())
        out += QStringLiteral("<p class=\"caption\">") + escaped(caption) + QStringLiteral("</p>");
    out += QStringLiteral("<pre class=\"literal-block\">");
    anchor(out, b);
    out += highlightCode(b.contentLine >= 0 ? blockText(b, b.contentLine) : QString(),
                         codeLanguage(b));
    out += QStringLiteral("</pre></div>\n");
}

void HtmlRenderer::image(QString &out, const Block &b)
{
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
}

void HtmlRenderer::toctree(QString &out, const Block &b)
{
    if (hasOption(b, u"hidden")) {
        // Sphinx shows a hidden toctree nowhere; the empty div keeps the block's place.
        out += QStringLiteral("<div class=\"toctree-wrapper sphinx-toctree\"></div>\n");
        return;
    }
    const QString caption = option(b, QStringLiteral("caption"));
    out += QStringLiteral("<div class=\"toctree-wrapper sphinx-toctree\">");
    if (!caption.isEmpty())
        out += QStringLiteral("<p class=\"caption\">") + escaped(caption) + QStringLiteral("</p>");
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
}

void HtmlRenderer::galleryCard(QString &out, const Block &b, const QString &name)
{
    QString title = option(b, QStringLiteral("header"));
    if (title.isEmpty()) title = option(b, QStringLiteral("tooltip"));
    if (title.isEmpty()) title = b.argument;
    QString text = option(b, QStringLiteral("card_description"));
    if (text.isEmpty()) text = option(b, QStringLiteral("description"));
    out += QStringLiteral("<div class=\"card sphinx-") + name +
           QStringLiteral("\"><p class=\"card-title\">");
    anchor(out, b);
    out += QStringLiteral("<strong>") + escaped(title) + QStringLiteral("</strong></p>\n");
    if (!text.isEmpty()) out += QStringLiteral("<p>") + escaped(text) + QStringLiteral("</p>\n");
    out += QStringLiteral("</div>\n");
}

void HtmlRenderer::contents(QString &out, const Block &b)
{
    out += QStringLiteral("<div class=\"contents topic\"><p class=\"topic-title\">");
    anchor(out, b);
    out += (b.argument.isEmpty() ? tr("Contents", "목차") : escaped(b.argument)) +
           QStringLiteral("</p>\n");
    // docutils' table of contents: every section title, nested by level.
    int depth = 0;
    const bool local = hasOption(b, u"local");
    const int maxDepth = option(b, QStringLiteral("depth")).toInt();
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
}

void HtmlRenderer::math(QString &out, const Block &b, const QString &name)
{
    QString text = b.argument;
    if (b.contentLine >= 0)
        text += (text.isEmpty() ? QString() : QStringLiteral("\n")) + blockText(b, b.contentLine);
    out += QStringLiteral("<div class=\"math sphinx-") + name +
           QStringLiteral("\"><pre class=\"math\">");
    anchor(out, b);
    out += escaped(text) + QStringLiteral("</pre></div>\n");
}

void HtmlRenderer::tableCaption(QString &out, const Block &b)
{
    if (!b.argument.isEmpty())
        out += QStringLiteral("<p class=\"caption\">") +
               inlineHtmlOfText(b.argument, b.line, m_state) + QStringLiteral("</p>\n");
}

void HtmlRenderer::listTable(QString &out, const Block &b)
{
    const int headerRows = option(b, QStringLiteral("header-rows")).toInt();
    tableCaption(out, b);
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
}

void HtmlRenderer::csvTable(QString &out, const Block &b)
{
    tableCaption(out, b);
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
}

void HtmlRenderer::button(QString &out, const Block &b, const QString &name)
{
    out += QStringLiteral("<p class=\"button sphinx-") + name + QStringLiteral("\">");
    anchor(out, b);
    const QString shown = b.contentLine >= 0 ? blockText(b, b.contentLine) : b.argument;
    if (isAllowedLink(b.argument))
        out += QStringLiteral("<a class=\"reference\" href=\"") + escaped(b.argument) +
               QStringLiteral("\">") + escaped(shown) + QStringLiteral("</a>");
    else // javascript:, data: ... (linkpolicy.h): the text only
        out += escaped(shown);
    out += QStringLiteral("</p>\n");
}

} // namespace tandem
