// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCache>
#include <QStaticText>
#include <QStyledItemDelegate>

namespace tandem {

// An item delegate for one-line cells that keeps each cell's laid-out text between paints. The
// style lays out (shapes, with font fallback for Hangul) and elides every cell's text on every
// paint; a list that repaints whenever the issues change while someone types spent ~3 ms a
// repaint on that. Here the elided, laid-out text is kept per (text, width, font) and drawn
// as a QStaticText; background, selection, focus and icon are still the style's.
class CachedTextDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit CachedTextDelegate(QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;

    // How many cell texts were laid out (not found laid out already): for tests.
    int layouts() const { return m_layouts; }

private:
    mutable QCache<QString, QStaticText> m_texts;
    mutable int m_layouts = 0;
};

} // namespace tandem
