// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "alignedrows.h"

#include <QHash>
#include <QPlainTextDocumentLayout>
#include <QTextLayout>

#include <functional>
#include <memory>

namespace tandem {

// The layout of one pane that keeps rows of aligned segments level with the other pane: the
// last line of a row is followed by blank padding as tall as the other pane's row is taller
// (pixels, so wrapped lines and a taller Hangul font are covered). The padding is worked out
// when a row is asked for (painting, scrolling), from the two panes' own line layouts: nothing
// is laid out ahead and nothing is stored, so a key press costs the rows on screen, not the file.
class RowAlignedLayout : public QPlainTextDocumentLayout
{
    Q_OBJECT
public:
    explicit RowAlignedLayout(QTextDocument *document);

    void setSourceSide(bool source) { m_source = source; }

    void setPartner(RowAlignedLayout *partner) { m_partner = partner; }
    // Null switches the padding off (no source, or synchronised scrolling off).
    void setRows(std::shared_ptr<const AlignedRows> rows);
    const AlignedRows *rows() const { return m_rows.get(); }
    bool isSourceSide() const { return m_source; }

    QRectF blockBoundingRect(const QTextBlock &block) const override;
    // The other pane's rows changed height: the pane recomputes how far it can scroll (its
    // last page holds fewer lines when they are padded) and repaints.
    void paddingChanged();
    // The same, for rows from the one holding line `block` on: what is above did not move.
    void paddingChangedFrom(int block);

    // Blank height below `block` (nonzero only on the last line of a row).
    qreal paddingBelow(const QTextBlock &block) const;
    // Height of a block without padding.
    qreal naturalHeight(const QTextBlock &block) const;
    // Height of lines [first, last] of this pane without padding.
    qreal naturalHeight(int first, int last) const;
    // First and last line of a row in this pane (clamped to the document).
    int rowFirst(int row) const;
    int rowLast(int row) const;

    // Gives a block that has never been laid out (nothing on screen shows it) new formats
    // without laying it out: its lines are made when it is first shown. The highlighter
    // decorating a whole large file through QSyntaxHighlighter laid out and shaped every line
    // (issue 28: ~45 s and 2 GB on a 15 MB pair).
    void setFormatsOfHiddenBlock(const QTextBlock &block,
                                 const QList<QTextLayout::FormatRange> &formats);
    // Called with each block before it is laid out and placed (the highlighter's deferred
    // formats, PaneHighlighter::applyPendingFormats).
    void setBeforeLayout(std::function<void(const QTextBlock &)> beforeLayout)
    {
        m_beforeLayout = std::move(beforeLayout);
    }

signals:
    // Line `block` changed height (a wrap, padding): it and everything below it moved, what is
    // above did not. The pane repaints from there down, not the whole of itself (two panes
    // repainted whole on every wrapping key were most of typing's worst latencies).
    void movedFrom(int block);

protected:
    // QPlainTextDocumentLayout looks for the last changed block at from + removed + added, past
    // the change whenever both are nonzero: a highlighter's reformat (removed == added == the
    // block's length) and a key press merged with it both looked like multi-block edits and
    // repainted the whole pane on every key. The changed text is [from, from + added).
    void documentChanged(int from, int charsRemoved, int charsAdded) override;

private:
    bool m_source = false;
    RowAlignedLayout *m_partner = nullptr;
    std::shared_ptr<const AlignedRows> m_rows;
    // Unpadded height of each block as blockBoundingRect last gave it (where the pane put the
    // lines below it), to see whether an edit within one block moved them.
    mutable QHash<int, qreal> m_shownHeights;
    int m_blockCount = 1;
    bool m_formatsOfHiddenBlock = false;
    std::function<void(const QTextBlock &)> m_beforeLayout;
};

} // namespace tandem
