// SPDX-License-Identifier: GPL-3.0-or-later
#include "cachedtextdelegate.h"

#include <QApplication>
#include <QPainter>

namespace tandem {

CachedTextDelegate::CachedTextDelegate(QObject *parent) : QStyledItemDelegate(parent)
{
    m_texts.setMaxCost(4000); // cells; a screenful is ~100, a long list scrolled ~1,000s
}

void CachedTextDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                               const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QWidget *widget = opt.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    // Where the style would put the text (after icon and check box), then everything but it.
    // Painting gives the text the rest of the cell whatever it is; asked with the real text,
    // the style would lay it out just to measure it.
    const QString text = opt.text;
    opt.text = QStringLiteral(" ");
    const QRect textRect = style->subElementRect(QStyle::SE_ItemViewItemText, &opt, widget);
    opt.text.clear();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
    if (text.isEmpty() || textRect.isEmpty()) return;

    // The style's margin on each side of the text (QCommonStyle::viewItemDrawText).
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    const QRect area = textRect.adjusted(margin, 0, -margin, 0);
    if (area.width() <= 0) return;
    const QString key = QString::number(area.width()) + u'\x1f' + opt.font.key() + u'\x1f' +
                        QString::number(int(opt.textElideMode)) + u'\x1f' + text;
    QStaticText *laidOut = m_texts.object(key);
    if (!laidOut) {
        const QFontMetrics metrics(opt.font);
        QString shown = text;
        shown.replace(u'\n', QChar::LineSeparator);
        shown = metrics.elidedText(shown, opt.textElideMode, area.width());
        laidOut = new QStaticText(shown);
        laidOut->setTextFormat(Qt::PlainText);
        laidOut->setPerformanceHint(QStaticText::AggressiveCaching);
        laidOut->prepare(QTransform(), opt.font);
        m_texts.insert(key, laidOut);
        ++m_layouts;
    }
    const QPalette::ColorGroup group = !(opt.state & QStyle::State_Enabled) ? QPalette::Disabled
                                       : (opt.state & QStyle::State_Active) ? QPalette::Normal
                                                                            : QPalette::Inactive;
    painter->save();
    painter->setFont(opt.font);
    painter->setPen(opt.palette.color(
        group, (opt.state & QStyle::State_Selected) ? QPalette::HighlightedText : QPalette::Text));
    const QSizeF size = laidOut->size();
    const Qt::Alignment h = QStyle::visualAlignment(opt.direction, opt.displayAlignment);
    qreal x = area.left();
    if (h & Qt::AlignRight)
        x = area.right() + 1 - size.width();
    else if (h & Qt::AlignHCenter)
        x = area.left() + (area.width() - size.width()) / 2;
    const qreal y = area.top() + (area.height() - size.height()) / 2;
    painter->setClipRect(area, Qt::IntersectClip);
    painter->drawStaticText(QPointF(x, y), *laidOut);
    painter->restore();
}

} // namespace tandem
