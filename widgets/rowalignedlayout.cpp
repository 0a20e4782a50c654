// SPDX-License-Identifier: GPL-3.0-or-later
#include "rowalignedlayout.h"

#include <QTextBlock>
#include <QTextDocument>

namespace tandem {

RowAlignedLayout::RowAlignedLayout(QTextDocument *document)
    : QPlainTextDocumentLayout(document), m_blockCount(document->blockCount())
{
}

void RowAlignedLayout::setRows(std::shared_ptr<const AlignedRows> rows)
{
    m_rows = std::move(rows);
    requestUpdate();
    paddingChanged();
}

int RowAlignedLayout::rowFirst(int row) const
{
    const QList<int> &s = m_rows->starts(m_source);
    if (row < 0 || row >= s.size()) return document()->blockCount() - 1;
    return qMin(s.at(row), document()->blockCount() - 1);
}

int RowAlignedLayout::rowLast(int row) const
{
    const QList<int> &s = m_rows->starts(m_source);
    const int last = row + 1 < s.size() ? s.at(row + 1) - 1 : document()->blockCount() - 1;
    return qMin(last, document()->blockCount() - 1);
}

qreal RowAlignedLayout::naturalHeight(const QTextBlock &block) const
{
    return QPlainTextDocumentLayout::blockBoundingRect(block).height();
}

qreal RowAlignedLayout::naturalHeight(int first, int last) const
{
    qreal h = 0;
    QTextBlock b = document()->findBlockByNumber(first);
    for (int n = first; n <= last && b.isValid(); ++n, b = b.next())
        h += naturalHeight(b);
    return h;
}

qreal RowAlignedLayout::paddingBelow(const QTextBlock &block) const
{
    if (!m_rows || !m_partner || !m_partner->m_rows || m_rows->count() == 0 || !block.isValid())
        return 0;
    // ScrollSync gives both panes the same rows, one pane after the other: while the other
    // pane still has the previous analysis's rows, a row number may not exist there.
    if (m_partner->m_rows != m_rows) return 0;
    const int line = block.blockNumber();
    const int row = m_rows->rowOf(m_source, line);
    if (rowLast(row) != line || m_partner->document()->isEmpty()) return 0;
    const int first = rowFirst(row);
    if (first > line) return 0; // stale rows (lines were removed since the analysis)
    const qreal other = m_partner->naturalHeight(m_partner->rowFirst(row), m_partner->rowLast(row));
    return qMax(0.0, other - naturalHeight(first, line));
}

QRectF RowAlignedLayout::blockBoundingRect(const QTextBlock &block) const
{
    if (m_beforeLayout) m_beforeLayout(block);
    QRectF r = QPlainTextDocumentLayout::blockBoundingRect(block);
    if (r.isNull()) return r;
    m_shownHeights.insert(block.blockNumber(), r.height());
    r.setHeight(r.height() + paddingBelow(block));
    return r;
}

void RowAlignedLayout::paddingChanged()
{
    emit documentSizeChanged(documentSize());
    // Rows below a changed padding moved: the text and the gutter (QPlainTextEdit passes the
    // layout's update on to the gutter as updateRequest) are repainted.
    emit update();
}

void RowAlignedLayout::paddingChangedFrom(int block)
{
    emit documentSizeChanged(documentSize());
    emit movedFrom(block);
}

void RowAlignedLayout::setFormatsOfHiddenBlock(const QTextBlock &block,
                                               const QList<QTextLayout::FormatRange> &formats)
{
    // The document is told (it keeps the change pending otherwise, and the next edit would
    // report it merged with its own, a range of many blocks); this layout ignores it.
    m_formatsOfHiddenBlock = true;
    block.layout()->setFormats(formats);
    document()->markContentsDirty(block.position(), block.length());
    m_formatsOfHiddenBlock = false;
}

void RowAlignedLayout::documentChanged(int from, int charsRemoved, int charsAdded)
{
    const QTextDocument *doc = document();
    const int blocks = doc->blockCount();
    const QTextBlock first = doc->findBlock(from);
    const bool oneBlock = first.isValid() && blocks == m_blockCount &&
                          first == doc->findBlock(qMax(0, from + charsAdded - 1));
    if (blocks != m_blockCount) m_shownHeights.clear(); // the numbers moved: full repaint anyway
    m_blockCount = blocks;
    if (m_formatsOfHiddenBlock) return; // see setFormatsOfHiddenBlock
    if (oneBlock) {
        // An edit within one line, laid out here once. QPlainTextDocumentLayout compares the
        // block's height before and after, but the edit has already cleared the block's lines,
        // so it laid "before" out anew from the new text (always equal: a line that wrapped onto
        // one more row was repainted alone while the lines below it moved) and then laid the
        // block out a second time, shaping a long paragraph twice per key. Its height as the
        // pane last placed it is kept here instead; a block never placed (-1) has nothing on
        // screen below it that depends on its height.
        const qreal before = m_shownHeights.value(first.blockNumber(), -1);
        first.layout()->clearLayout();
        ensureBlockLayout(first);
        if (before >= 0 && QPlainTextDocumentLayout::blockBoundingRect(first).height() != before)
            emit movedFrom(first.blockNumber());
        else
            emit updateBlock(first);
        return;
    }
    // Only with text added: a pure deletion's range is found from `removed`, as before.
    QPlainTextDocumentLayout::documentChanged(from, charsAdded > 0 ? 0 : charsRemoved, charsAdded);
}

} // namespace tandem
