// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "decoration.h"

#include <QSyntaxHighlighter>
#include <QTextBlockUserData>

namespace tandem {

// The decorations of one text block, kept on the block itself so they travel with it when lines
// are inserted above it while a lint run is in flight.
class BlockDecorations : public QTextBlockUserData
{
public:
    explicit BlockDecorations(LineDecos d) : decos(std::move(d)) {}
    LineDecos decos;
};

// Paints one pane from decorations computed by the lint worker. Updating is proportional to
// what changed: only blocks whose decorations differ from last time are rehighlighted.
class PaneHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT
public:
    explicit PaneHighlighter(QTextDocument *document);

    // Applies new decorations; returns how many blocks were rehighlighted.
    int setDecorations(const PaneDecorations &decorations);
    // Tooltip texts of the decorations covering a column of a block.
    QStringList tipsAt(const QTextBlock &block, int column) const;
    static LineDecos decosOf(const QTextBlock &block);
    static QTextCharFormat formatFor(DecoStyle style);

protected:
    void highlightBlock(const QString &text) override;

private:
    void mergeFormat(int start, int length, int textLength, const QTextCharFormat &format);
};

} // namespace tandem
