// SPDX-License-Identifier: GPL-3.0-or-later
#include "rowalignedlayout.h"

#include <QTextBlock>
#include <QTextDocument>

namespace tandem {

RowAlignedLayout::RowAlignedLayout(QTextDocument *document) : QPlainTextDocumentLayout(document) {}

void RowAlignedLayout::setRows(std::shared_ptr<const AlignedRows> rows)
{
    m_rows = std::move(rows);
    requestUpdate();
    paddingChanged();
}

int RowAlignedLayout::rowFirst(int row) const
{
    const QList<int> &s = m_rows->starts(m_source);
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
    QRectF r = QPlainTextDocumentLayout::blockBoundingRect(block);
    if (!r.isNull()) r.setHeight(r.height() + paddingBelow(block));
    return r;
}

void RowAlignedLayout::documentChanged(int from, int charsRemoved, int charsAdded)
{
    // Only with text added: a pure deletion's range is found from `removed`, as before.
    QPlainTextDocumentLayout::documentChanged(from, charsAdded > 0 ? 0 : charsRemoved, charsAdded);
}

} // namespace tandem
