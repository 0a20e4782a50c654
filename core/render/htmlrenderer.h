// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inlinehtml.h"
#include "rstdocument.h"

#include <QString>

namespace tandem {

struct DirectiveSpec;

struct RenderOptions
{
    bool korean = true; // admonition and placeholder titles in Korean (the draft) or English
    // Every rendered block starts with <a name="PREFIXn"></a>, n its 1-based first file line:
    // the preview maps blocks to lines through them (both ways), and the bilingual page
    // prefixes the source's with "s".
    QString anchorPrefix = QStringLiteral("L");
};

// Renders Tandem's document model as plain semantic HTML, the way Sphinx would show the page:
// h1-h6 by section level, p, ul/ol/li, dl, table, pre (highlighted code), div class="admonition
// note" with its title, blockquote, footnotes as aside, images as framed placeholders with their
// alt text, Sphinx and sphinx-gallery directives (toctree, grid cards, tabs, literalinclude as a
// labelled placeholder), and an unknown or broken directive as a system-message box as docutils
// makes it. Everything from the document is escaped. Linear in the document's size.
class HtmlRenderer
{
public:
    HtmlRenderer(const RstDocument &doc, RenderOptions options = {});

    // The body of the whole document.
    QString render();
    // Top-level blocks [first, last] only (the bilingual page renders them row by row; the
    // substitutions and footnote numbering are the whole document's either way).
    QString renderTopLevel(int first, int last);
    // Every top-level block's HTML, in order (empty for one that shows nothing); joined, they are
    // render(). The preview lays them out one by one and, after an edit, only the changed ones.
    QStringList renderParts();

private:
    void block(QString &out, const Block &b, const Block *next);
    void blocks(QString &out, const QList<Block> &list);
    void anchor(QString &out, const Block &b) const;
    void inlineOf(QString &out, const Block &b);
    // Directives, by the kind the directive table gives them (htmldirectives.cpp).
    void directive(QString &out, const Block &b);
    void container(QString &out, const Block &b, const QString &name);
    void versionChange(QString &out, const Block &b, const DirectiveSpec &spec,
                       const QString &name);
    void codeDirective(QString &out, const Block &b);
    void image(QString &out, const Block &b);
    void toctree(QString &out, const Block &b);
    void galleryCard(QString &out, const Block &b, const QString &name);
    void contents(QString &out, const Block &b);
    void math(QString &out, const Block &b, const QString &name);
    void tableCaption(QString &out, const Block &b);
    void listTable(QString &out, const Block &b);
    void csvTable(QString &out, const Block &b);
    void button(QString &out, const Block &b, const QString &name);
    void admonition(QString &out, const Block &b, const QString &title);
    void table(QString &out, const Block &b);
    void systemMessage(QString &out, const Block &b, int level, const QString &message,
                       bool showText);
    void placeholder(QString &out, const Block &b, const QString &cls, const QString &label,
                     const QString &detail);
    QString blockText(const Block &b, int fromFileLine = -1) const; // dedented source lines
    QString option(const Block &b, const QString &name) const;
    QString tr(const char *english, const char *korean) const;

    const RstDocument &m_doc;
    RenderOptions m_options;
    InlineRenderState m_state;
    int m_footnotes = 0;                                // auto-numbered footnotes so far
    QHash<int, const BlockProblem *> m_directiveErrors; // by file line
};

// A standalone page: <!DOCTYPE html>, UTF-8, a small stylesheet, the title, the body.
QString htmlPage(const QString &title, const QString &body, const QString &language = "ko");

// The stylesheet the page and the preview use (Qt's rich text reads a subset of it).
QString previewStyleSheet();

} // namespace tandem
