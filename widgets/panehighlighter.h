// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "decoration.h"

#include <QSyntaxHighlighter>
#include <QTextLayout>

#include <QTextBlockUserData>
#include <functional>

namespace tandem {

// The decorations of one text block, kept on the block itself so they travel with it when lines
// are inserted above it while a lint run is in flight.
class BlockDecorations : public QTextBlockUserData
{
public:
    explicit BlockDecorations(LineDecos d) : decos(std::move(d)) {}
    LineDecos decos;
    // The formats of `decos` are not on the block yet: a large file's line off screen gets
    // them when it is first laid out (PaneHighlighter::applyPendingFormats).
    bool formatsPending = false;
};

// Paints one pane from decorations computed by the lint worker. Updating is proportional to
// what changed: only blocks whose decorations differ from last time are rehighlighted.
class PaneHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT
public:
    explicit PaneHighlighter(QTextDocument *document);

    // Off: edits of the document are not highlighted. QSyntaxHighlighter visits every block an
    // edit touches, making a layout for each: a whole file replaced (TextPane::loadText) has
    // no decorations yet, and nothing to highlight until the analysis gives them.
    void setFollowsEdits(bool follow);
    // From this many lines on, lines far from the screen get their formats only when they
    // are laid out (issue 28): formatting every line of a 15 MB file made a QTextLayout for
    // each (seconds and hundreds of MB). Real tutorials have a few thousand lines.
    static constexpr int DeferFormatsFromBlocks = 20000;
    // The first and last block on screen, asked when formats may be deferred.
    void setShownBlocks(std::function<std::pair<int, int>()> shownBlocks);
    // Puts deferred formats on `block` (the layout calls this before laying a block out).
    void applyPendingFormats(const QTextBlock &block);
    // Applies new decorations; returns how many blocks were rehighlighted.
    int setDecorations(const PaneDecorations &decorations);
    // Tooltip texts of the decorations covering a column of a block.
    QStringList tipsAt(const QTextBlock &block, int column) const;
    static LineDecos decosOf(const QTextBlock &block);
    static QTextCharFormat formatFor(DecoStyle style);
    // The formats of a block's decorations, as runs: what highlightBlock applies, and what a
    // block not laid out yet is given directly.
    static QList<QTextLayout::FormatRange> formatRanges(const LineDecos &decos, int textLength);

protected:
    void highlightBlock(const QString &text) override;

private:
    std::function<std::pair<int, int>()> m_shownBlocks;
};

} // namespace tandem
