// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rstdocument.h"

#include <QHash>
#include <QString>

namespace tandem {

// What inline rendering needs from the whole document: the substitutions' replacement HTML
// (".. |name| replace:: text"), and the count of auto-numbered footnote references so far.
struct InlineRenderState
{
    QHash<QString, QString> substitutions;
    int autoFootnotes = 0;
};

// The inline text of one block (its pieces joined with '\n', as docutils joins a paragraph's
// lines) as HTML, the way Sphinx shows it: ``x`` as <code>, roles as Sphinx writes them
// (:func:`f` as the code-styled "f()", :doc:`t <p>` as the link text "t"), references as links,
// escapes removed. Markup docutils does not read (a start-string glued to a Hangul letter) stays
// as written, its characters marked class="problematic" with a link to the file line
// ("line:N", 1-based) so the preview can take the cursor there.
QString inlineHtml(const SourceLines &lines, const QList<TextPiece> &pieces,
                   InlineRenderState &state);

// The same for a plain string (tests; pieces-less blocks); problem links point at `fileLine`.
QString inlineHtmlOfText(const QString &text, int fileLine, InlineRenderState &state);

} // namespace tandem
