// SPDX-License-Identifier: GPL-3.0-or-later
#include "htmlrenderer.h"

#include "blockwalk.h"
#include "codecompare.h"
#include "codehighlight.h"
#include "directivetable.h"
#include "htmlescape.h"

#include <QRegularExpression>

#include <algorithm>

namespace tandem {

namespace {

QString expandTabs(const QString &s)
{
    if (!s.contains(u'\t')) return s;
    QString out;
    for (const QChar c : s) {
        if (c == u'\t') {
            out += QString(8 - out.size() % 8, u' ');
        } else {
            out += c;
        }
    }
    return out;
}

int indentOf(const QString &s)
{
    int i = 0;
    while (i < s.size() && s[i] == u' ')
        ++i;
    return i;
}

} // namespace

HtmlRenderer::HtmlRenderer(const RstDocument &doc, RenderOptions options)
    : m_doc(doc), m_options(std::move(options))
{
    for (const BlockProblem &p : doc.blockProblems) {
        if (p.kind == BlockProblem::DirectiveError && !m_directiveErrors.contains(p.line))
            m_directiveErrors.insert(p.line, &p);
    }
    // Substitutions first: a reference may come before its definition.
    forEachBlock(doc.blocks, [&](const Block &b) {
        if (b.kind != BlockKind::SubstitutionDefinition || b.children.isEmpty()) return;
        const Block &d = b.children.constFirst();
        const DirectiveSpec *spec = directiveSpec(d.name);
        const DirectiveKind kind = spec ? spec->kind : DirectiveKind::Substitution;
        QString html;
        if (kind == DirectiveKind::Replace) {
            InlineRenderState inner;
            html = inlineHtml(m_doc.lines, d.inlineText, inner);
        } else if (kind == DirectiveKind::Image && spec->syntax.content == DirectiveContent::None) {
            // image, not figure: a figure (with its caption) is no inline element
            html = QStringLiteral("<span class=\"image-placeholder\">[") + escaped(b.name) +
                   QStringLiteral("]</span>");
        } else {
            html = escaped(d.argument);
        }
        m_state.substitutions.insert(b.name, html);
    });
}

QString HtmlRenderer::tr(const char *english, const char *korean) const
{
    return QString::fromUtf8(m_options.korean ? korean : english);
}

QString HtmlRenderer::render()
{
    return renderTopLevel(0, int(m_doc.blocks.size()) - 1);
}

QString HtmlRenderer::renderTopLevel(int first, int last)
{
    QString out;
    out.reserve(int(m_doc.lines.size()) * 48);
    for (int i = std::max(0, first); i <= last && i < m_doc.blocks.size(); ++i)
        block(out, m_doc.blocks[i], i + 1 < m_doc.blocks.size() ? &m_doc.blocks[i + 1] : nullptr);
    return out;
}

QStringList HtmlRenderer::renderParts()
{
    QStringList parts;
    parts.reserve(m_doc.blocks.size());
    for (int i = 0; i < m_doc.blocks.size(); ++i) {
        QString out;
        block(out, m_doc.blocks[i], i + 1 < m_doc.blocks.size() ? &m_doc.blocks[i + 1] : nullptr);
        parts.append(std::move(out));
    }
    return parts;
}

void HtmlRenderer::anchor(QString &out, const Block &b) const
{
    out += QStringLiteral("<a name=\"");
    out += m_options.anchorPrefix;
    out += QString::number(b.line + 1);
    out += QStringLiteral("\"></a>");
}

void HtmlRenderer::inlineOf(QString &out, const Block &b)
{
    out += inlineHtml(m_doc.lines, b.inlineText, m_state);
}

void HtmlRenderer::blocks(QString &out, const QList<Block> &list)
{
    for (qsizetype i = 0; i < list.size(); ++i)
        block(out, list[i], i + 1 < list.size() ? &list[i + 1] : nullptr);
}

QString HtmlRenderer::blockText(const Block &b, int fromFileLine) const
{
    QStringList lines;
    for (int v = b.firstView; v <= b.lastView && v < m_doc.lines.size(); ++v) {
        if (v < 0) continue;
        const SourceLine &l = m_doc.lines[v];
        if (l.fileLine < fromFileLine) continue;
        lines.append(expandTabs(l.text));
    }
    while (!lines.isEmpty() && lines.constFirst().trimmed().isEmpty())
        lines.removeFirst();
    while (!lines.isEmpty() && lines.constLast().trimmed().isEmpty())
        lines.removeLast();
    int indent = -1;
    for (const QString &l : std::as_const(lines)) {
        if (!l.trimmed().isEmpty())
            indent = indent < 0 ? indentOf(l) : std::min(indent, indentOf(l));
    }
    if (indent > 0) {
        for (QString &l : lines)
            l = l.mid(indent);
    }
    return lines.join(u'\n');
}

QString HtmlRenderer::option(const Block &b, const QString &name) const
{
    for (const DirectiveOption &o : b.options) {
        if (o.name.compare(name, Qt::CaseInsensitive) == 0) return o.value.trimmed();
    }
    return {};
}

void HtmlRenderer::block(QString &out, const Block &b, const Block *next)
{
    switch (b.kind) {
    case BlockKind::Title: {
        const QString tag = u'h' + QString::number(std::clamp(b.level, 1, 6));
        out += u'<' + tag + u'>';
        anchor(out, b);
        inlineOf(out, b);
        out += QStringLiteral("</") + tag + QStringLiteral(">\n");
        break;
    }
    case BlockKind::Paragraph: {
        if (b.beyondNestingLimit) {
            // Where the parser stopped nesting: said, with the lines it did not read.
            systemMessage(out, b, 2,
                          tr("Content nested deeper than %1 levels was not read (shown below "
                             "as written).",
                             "%1단계보다 깊이 중첩된 내용은 읽지 않았습니다(아래는 원문 그대로).")
                              .arg(MaxNestingDepth),
                          true);
            break;
        }
        // docutils: "text::" shows "text:", "text ::" shows "text", a lone "::" nothing.
        QList<TextPiece> pieces = b.inlineText;
        const QString t = b.text.trimmed();
        if (t.endsWith(QStringLiteral("::")) && !pieces.isEmpty()) {
            if (t == QStringLiteral("::")) break;
            TextPiece &lastPiece = pieces.last();
            const QString lastText =
                m_doc.lines.value(lastPiece.view).text.mid(lastPiece.column, lastPiece.length);
            int keep = int(lastText.size());
            while (keep > 0 && lastText[keep - 1].isSpace())
                --keep;
            keep -= 2; // "::"
            if (keep > 0 && lastText[keep - 1].isSpace()) {
                while (keep > 0 && lastText[keep - 1].isSpace())
                    --keep;
            } else {
                ++keep; // keep one ':'
            }
            lastPiece.length = std::max(0, keep);
        }
        out += QStringLiteral("<p>");
        anchor(out, b);
        out += inlineHtml(m_doc.lines, pieces, m_state);
        out += QStringLiteral("</p>\n");
        break;
    }
    case BlockKind::BulletList:
        out += QStringLiteral("<ul>\n");
        blocks(out, b.children);
        out += QStringLiteral("</ul>\n");
        break;
    case BlockKind::EnumeratedList:
        out += QStringLiteral("<ol>\n");
        blocks(out, b.children);
        out += QStringLiteral("</ol>\n");
        break;
    case BlockKind::ListItem:
        out += QStringLiteral("<li>");
        if (b.children.isEmpty()) anchor(out, b);
        blocks(out, b.children);
        out += QStringLiteral("</li>\n");
        break;
    case BlockKind::FieldList:
        out += QStringLiteral("<dl class=\"field-list\">\n");
        blocks(out, b.children);
        out += QStringLiteral("</dl>\n");
        break;
    case BlockKind::DefinitionList:
        out += QStringLiteral("<dl>\n");
        blocks(out, b.children);
        out += QStringLiteral("</dl>\n");
        break;
    case BlockKind::Field: // a field's name and body are a term and its definition
    case BlockKind::DefinitionListItem:
        out += QStringLiteral("<dt>");
        anchor(out, b);
        inlineOf(out, b);
        out += QStringLiteral("</dt>\n<dd>");
        blocks(out, b.children);
        out += QStringLiteral("</dd>\n");
        break;
    case BlockKind::OptionList:
        out += QStringLiteral("<dl class=\"option-list\">\n");
        blocks(out, b.children);
        out += QStringLiteral("</dl>\n");
        break;
    case BlockKind::OptionListItem:
        out += QStringLiteral("<dt>");
        anchor(out, b);
        out += QStringLiteral("<kbd>") + escaped(b.name) + QStringLiteral("</kbd></dt>\n<dd>");
        blocks(out, b.children);
        out += QStringLiteral("</dd>\n");
        break;
    case BlockKind::BlockQuote:
        out += QStringLiteral("<blockquote>\n");
        blocks(out, b.children);
        out += QStringLiteral("</blockquote>\n");
        break;
    case BlockKind::LineBlock:
        out += QStringLiteral("<div class=\"line-block\">\n");
        for (const Block &line : b.children) {
            out += QStringLiteral("<div class=\"line\">");
            anchor(out, line);
            inlineOf(out, line);
            out += QStringLiteral("</div>\n");
        }
        out += QStringLiteral("</div>\n");
        break;
    case BlockKind::LiteralBlock:
    case BlockKind::DoctestBlock: {
        const bool doctest = b.kind == BlockKind::DoctestBlock;
        const QString language = codeLanguage(b);
        out += doctest ? QStringLiteral("<pre class=\"doctest-block\">")
                       : QStringLiteral("<pre class=\"literal-block\">");
        anchor(out, b);
        out += highlightCode(blockText(b), language);
        out += QStringLiteral("</pre>\n");
        break;
    }
    case BlockKind::Directive:
        directive(out, b);
        break;
    case BlockKind::Comment:
    case BlockKind::Target:
    case BlockKind::SubstitutionDefinition:
        break;
    case BlockKind::Footnote:
    case BlockKind::Citation: {
        QString label = b.name;
        if (label.startsWith(u'#') || label.isEmpty()) label = QString::number(++m_footnotes);
        out += QStringLiteral("<aside class=\"footnote\"><p class=\"label\">");
        anchor(out, b);
        out += QStringLiteral("<a name=\"fn-") + escaped(b.name) + QStringLiteral("\"></a>[") +
               escaped(label) + QStringLiteral("]</p>\n");
        blocks(out, b.children);
        out += QStringLiteral("</aside>\n");
        break;
    }
    case BlockKind::Table:
        table(out, b);
        break;
    case BlockKind::Transition:
        out += QStringLiteral("<hr/>\n");
        break;
    }
    Q_UNUSED(next);
}

void HtmlRenderer::admonition(QString &out, const Block &b, const QString &title)
{
    out += QStringLiteral("<div class=\"admonition ") + escaped(b.name.toLower()) +
           QStringLiteral("\">\n");
    out += QStringLiteral("<p class=\"admonition-title\">");
    anchor(out, b);
    out += title;
    out += QStringLiteral("</p>\n");
    blocks(out, b.children);
    out += QStringLiteral("</div>\n");
}

void HtmlRenderer::placeholder(QString &out, const Block &b, const QString &cls,
                               const QString &label, const QString &detail)
{
    out += QStringLiteral("<div class=\"placeholder ") + cls + QStringLiteral("\"><p>");
    anchor(out, b);
    out += QStringLiteral("<span class=\"placeholder-label\">") + escaped(label) +
           QStringLiteral("</span>");
    if (!detail.isEmpty()) out += QStringLiteral(" ") + escaped(detail);
    out += QStringLiteral("</p></div>\n");
}

void HtmlRenderer::systemMessage(QString &out, const Block &b, int level, const QString &message,
                                 bool showText)
{
    static const char *levels[] = {"DEBUG", "INFO", "WARNING", "ERROR", "SEVERE"};
    out += QStringLiteral("<div class=\"system-message\"><p class=\"system-message-title\">");
    anchor(out, b);
    out += QStringLiteral("System Message: %1/%2 (<a href=\"line:%3\">line %3</a>)")
               .arg(QLatin1String(levels[std::clamp(level, 0, 4)]))
               .arg(level)
               .arg(b.line + 1);
    out += QStringLiteral("</p>\n<p>") + escaped(message) + QStringLiteral("</p>\n");
    if (showText) {
        QString text = blockText(b);
        out += QStringLiteral("<pre class=\"literal-block\">") + escaped(text) +
               QStringLiteral("</pre>\n");
    }
    out += QStringLiteral("</div>\n");
}

void HtmlRenderer::table(QString &out, const Block &b)
{
    // The scanner keeps a table's non-empty cells in reading order; a row is the cells that
    // start on the same line. Header rows end at the "+===+" line of a grid table or the middle
    // "=== ===" border of a simple one.
    static const QRegularExpression gridHeader(QStringLiteral("^\\s*\\+=[=+]*\\+\\s*$"));
    static const QRegularExpression simpleBorder(QStringLiteral("^\\s*=+( +=+)*\\s*$"));
    int headerEnd = -1;
    QList<int> borders;
    for (int v = b.firstView; v <= b.lastView && v < m_doc.lines.size(); ++v) {
        const SourceLine &l = m_doc.lines[v];
        if (gridHeader.match(l.text).hasMatch()) {
            headerEnd = l.fileLine;
            break;
        }
        if (simpleBorder.match(l.text).hasMatch()) borders.append(l.fileLine);
    }
    if (headerEnd < 0 && borders.size() >= 3) headerEnd = borders[1];
    out += QStringLiteral("<table class=\"docutils\">\n");
    int row = -1;
    bool first = true;
    for (const Block &cell : b.children) {
        const bool header = cell.line < headerEnd;
        if (cell.line != row) {
            if (row >= 0) out += QStringLiteral("</tr>\n");
            out += QStringLiteral("<tr>");
            row = cell.line;
        }
        out += header ? QStringLiteral("<th>") : QStringLiteral("<td>");
        if (first) {
            anchor(out, b);
            first = false;
        }
        if (cell.children.isEmpty()) {
            inlineOf(out, cell);
        } else {
            blocks(out, cell.children);
        }
        out += header ? QStringLiteral("</th>") : QStringLiteral("</td>");
    }
    if (row >= 0) out += QStringLiteral("</tr>\n");
    out += QStringLiteral("</table>\n");
}

QString previewStyleSheet()
{
    return QStringLiteral(
        "body { font-family: sans-serif; }\n"
        "pre { background-color: #f5f5f5; padding: 6px; font-family: monospace; white-space: "
        "pre-wrap; }\n"
        "code { font-family: monospace; background-color: #f0f0f0; color: #c7254e; }\n"
        "code.xref { color: #204a87; font-weight: bold; }\n"
        ".k { color: #0000aa; font-weight: bold; }\n"
        ".s { color: #007020; }\n"
        ".c { color: #888888; font-style: italic; }\n"
        ".m { color: #aa5500; }\n"
        "div.admonition { background-color: #eef4fb; margin: 8px 0; padding: 4px; }\n"
        "div.warning, div.danger, div.caution, div.attention, div.error { background-color: "
        "#fdf0e6; }\n"
        "p.admonition-title { font-weight: bold; }\n"
        "div.system-message { background-color: #fde2e2; color: #8b0000; padding: 4px; }\n"
        "p.system-message-title { font-weight: bold; }\n"
        "a.problematic { color: #c00000; background-color: #fde2e2; text-decoration: none; }\n"
        "div.placeholder { background-color: #f4f4f4; color: #555555; padding: 4px; }\n"
        "span.placeholder-label { font-weight: bold; font-family: monospace; }\n"
        "table.image-placeholder { border: 1px dashed #888888; background-color: #fafafa; }\n"
        "table.docutils { border-collapse: collapse; }\n"
        "table.docutils td, table.docutils th { border: 1px solid #bbbbbb; padding: 3px; }\n"
        "div.card { background-color: #f7f7fb; padding: 4px; margin: 6px 0; }\n"
        "p.card-title { font-weight: bold; }\n"
        "p.tab-label { font-weight: bold; color: #555555; }\n"
        "p.rubric { font-weight: bold; }\n"
        "span.versionmodified { font-style: italic; }\n"
        "aside.footnote { font-size: small; }\n"
        "table.bilingual { width: 100%; }\n"
        "table.bilingual td { vertical-align: top; padding: 4px; }\n"
        "td.source { color: #444444; background-color: #fafafa; }\n");
}

QString htmlPage(const QString &title, const QString &body, const QString &language)
{
    QString out;
    out.reserve(body.size() + 4096);
    out += QStringLiteral("<!DOCTYPE html>\n<html lang=\"") + escaped(language) +
           QStringLiteral("\">\n<head>\n");
    out += QStringLiteral("<meta charset=\"utf-8\"/>\n<title>") + escaped(title) +
           QStringLiteral("</title>\n<style>\n");
    out += previewStyleSheet();
    out += QStringLiteral("</style>\n</head>\n<body>\n");
    out += body;
    out += QStringLiteral("</body>\n</html>\n");
    return out;
}

} // namespace tandem
