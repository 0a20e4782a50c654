// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rstdocument.h"

#include <QList>
#include <QString>

namespace tandem {

// The text of a directive's header that a translator translates: the title a directive takes as
// its argument (card and grid titles, admonition, topic, rubric, sidebar, dropdown and tab
// titles, a table's title) and the options that hold prose (:alt:, :caption:, a gallery card's
// :header: and :card_description:). Paths, names, languages and numbers are not among them
// (.. figure:: path, .. code-block:: python). The community translates these
// ("여기에서 배우는 것"), so they are units like any paragraph: aligned, counted, matched.
struct DirectiveTextPiece
{
    QString text;
    int line = 0; // file line the piece is written on (the header for the argument)
};
QList<DirectiveTextPiece> directiveTextPieces(const Block &directive);

// The pieces one per line; empty for a directive without translatable text.
QString directiveText(const Block &directive);

} // namespace tandem
