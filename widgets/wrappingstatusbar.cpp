// SPDX-License-Identifier: GPL-3.0-or-later
#include "wrappingstatusbar.h"

#include <QPainter>
#include <QStyleOption>

#include <algorithm>

namespace tandem {

namespace {

constexpr int Margin = 4; // as QStatusBar leaves beside its message

constexpr int TextFlags = Qt::AlignLeading | Qt::AlignVCenter | Qt::TextWordWrap;

} // namespace

WrappingStatusBar::WrappingStatusBar(QWidget *parent) : QStatusBar(parent)
{
    connect(this, &QStatusBar::messageChanged, this, &WrappingStatusBar::fitMessage);
}

QRect WrappingStatusBar::messageRect() const
{
    // Up to the first permanent widget shown (they sit at the right end), as QStatusBar does.
    int right = width() - Margin;
    for (QWidget *child : findChildren<QWidget *>(Qt::FindDirectChildrenOnly)) {
        // A message hides the bar's other widgets: what is shown is permanent.
        if (child->isVisible() && !child->isWindow()) right = std::min(right, child->x() - Margin);
    }
    return QRect(Margin, 0, std::max(0, right - Margin), height());
}

int WrappingStatusBar::messageHeight(const QString &message, int width) const
{
    if (message.isEmpty() || width <= 0) return 0;
    return fontMetrics().boundingRect(QRect(0, 0, width, 1 << 20), TextFlags, message).height() +
           2 * Margin;
}

void WrappingStatusBar::fitMessage()
{
    const int needed = messageHeight(currentMessage(), messageRect().width());
    // Back to the bar's own height when the message is gone or fits on its line.
    const int height = needed > sizeHint().height() ? needed : 0;
    if (minimumHeight() != height) setMinimumHeight(height);
    update();
}

void WrappingStatusBar::resizeEvent(QResizeEvent *event)
{
    QStatusBar::resizeEvent(event);
    if (!currentMessage().isEmpty()) fitMessage();
}

void WrappingStatusBar::paintEvent(QPaintEvent *event)
{
    const QString message = currentMessage();
    if (message.isEmpty()) {
        QStatusBar::paintEvent(event);
        return;
    }
    // QStatusBar draws its message on one line, cut at the permanent widgets; drawn here
    // wrapped instead, with the panel and the item frames as QStatusBar draws them.
    QPainter painter(this);
    QStyleOption option;
    option.initFrom(this);
    style()->drawPrimitive(QStyle::PE_PanelStatusBar, &option, &painter, this);
    for (QWidget *child : findChildren<QWidget *>(Qt::FindDirectChildrenOnly)) {
        if (!child->isVisible() || child->isWindow()) continue;
        QStyleOption item;
        item.initFrom(this);
        item.rect = child->geometry().adjusted(-2, -1, 1, 1);
        style()->drawPrimitive(QStyle::PE_FrameStatusBarItem, &item, &painter, child);
    }
    painter.setPen(palette().windowText().color());
    painter.drawText(messageRect(), TextFlags, message);
}

} // namespace tandem
