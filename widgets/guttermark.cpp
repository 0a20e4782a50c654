// SPDX-License-Identifier: GPL-3.0-or-later
#include "guttermark.h"

#include "severitystyle.h"

#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>

namespace tandem {

namespace {

const QColor BulbYellow(0xff, 0xd8, 0x3a);
const QColor BulbRim(0x8a, 0x6a, 0x00);
const QColor WarningInk(0x3a, 0x2a, 0x00); // dark on amber: white would not read

void paintShape(QPainter &p, const QRectF &r, Severity severity)
{
    const QColor color = severityMarkColor(severity);
    const qreal w = r.width();
    const QPointF c = r.center();
    switch (gutterMarkShape(severity)) {
    case GutterMarkShape::ErrorDisc: {
        p.setPen(Qt::NoPen);
        p.setBrush(color);
        p.drawEllipse(r);
        p.setPen(QPen(Qt::white, std::max(1.5, w / 8), Qt::SolidLine, Qt::RoundCap));
        const qreal d = w * 0.2;
        p.drawLine(c + QPointF(-d, -d), c + QPointF(d, d));
        p.drawLine(c + QPointF(-d, d), c + QPointF(d, -d));
        return;
    }
    case GutterMarkShape::WarningTriangle: {
        p.setPen(Qt::NoPen);
        p.setBrush(color);
        p.drawPolygon(QPolygonF{QPointF(c.x(), r.top()), r.bottomRight(), r.bottomLeft()});
        p.setPen(QPen(WarningInk, std::max(1.5, w / 9), Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(c.x(), r.top() + w * 0.38), QPointF(c.x(), r.top() + w * 0.68));
        p.drawPoint(QPointF(c.x(), r.top() + w * 0.84));
        return;
    }
    case GutterMarkShape::NoteSquare: {
        p.setPen(Qt::NoPen);
        p.setBrush(color);
        p.drawRoundedRect(r, w / 8, w / 8);
        p.setPen(QPen(Qt::white, std::max(1.5, w / 8), Qt::SolidLine, Qt::RoundCap));
        p.drawPoint(QPointF(c.x(), r.top() + w * 0.25));
        p.drawLine(QPointF(c.x(), r.top() + w * 0.45), QPointF(c.x(), r.bottom() - w * 0.2));
        return;
    }
    }
}

// A light bulb: a yellow globe over a grey screw base.
void paintBulb(QPainter &p, const QRectF &r)
{
    const qreal w = r.width();
    const QRectF globe(r.left(), r.top(), w, w * 0.75);
    p.setPen(QPen(BulbRim, 1));
    p.setBrush(BulbYellow);
    p.drawEllipse(globe);
    p.setBrush(QColor(0x70, 0x70, 0x70));
    p.setPen(Qt::NoPen);
    p.drawRect(QRectF(r.center().x() - w * 0.18, globe.bottom() - 1, w * 0.36,
                      r.bottom() - globe.bottom() + 1));
}

} // namespace

GutterMarkShape gutterMarkShape(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return GutterMarkShape::ErrorDisc;
    case Severity::Warning:
        return GutterMarkShape::WarningTriangle;
    case Severity::Info:
        break;
    }
    return GutterMarkShape::NoteSquare;
}

void paintGutterMark(QPainter &painter, const QRect &square, Severity severity, bool fixable)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF r = QRectF(square).adjusted(1, 1, -1, -1);
    if (!fixable) {
        paintShape(painter, r, severity);
    } else { // the shape at the upper left, the bulb over its lower right corner
        const qreal s = r.width();
        paintShape(painter, QRectF(r.topLeft(), QSizeF(s * 0.72, s * 0.72)), severity);
        paintBulb(painter, QRectF(r.left() + s * 0.5, r.top() + s * 0.42, s * 0.5, s * 0.58));
    }
    painter.restore();
}

} // namespace tandem
