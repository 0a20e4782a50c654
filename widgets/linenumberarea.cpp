// SPDX-License-Identifier: GPL-3.0-or-later
#include "linenumberarea.h"

#include "textpane.h"

#include <QHelpEvent>
#include <QToolTip>

namespace tandem {

LineNumberArea::LineNumberArea(TextPane *pane) : QWidget(pane), m_pane(pane) {}

QSize LineNumberArea::sizeHint() const
{
    return {m_pane->lineNumberAreaWidth(), 0};
}

void LineNumberArea::paintEvent(QPaintEvent *event)
{
    m_pane->paintLineNumbers(event);
}

bool LineNumberArea::event(QEvent *event)
{
    if (event->type() != QEvent::ToolTip) return QWidget::event(event);
    auto *help = static_cast<QHelpEvent *>(event);
    const QString tip = m_pane->gutterToolTip(help->pos().y());
    if (tip.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(help->globalPos(), tip, this);
    return true;
}

void LineNumberArea::mousePressEvent(QMouseEvent *event)
{
    m_pane->lineNumberAreaClicked(event);
}

} // namespace tandem
