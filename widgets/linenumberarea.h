// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

namespace tandem {

class TextPane;

// The gutter of a pane: line numbers, a severity mark on lines with issues and a light bulb on
// lines with a quick fix (clicking it asks the pane for the fixes), and in reviewer mode a bar
// on changed lines.
class LineNumberArea : public QWidget
{
    Q_OBJECT
public:
    explicit LineNumberArea(TextPane *pane);
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    bool event(QEvent *event) override; // tooltips: what a change bar means

private:
    TextPane *m_pane;
};

} // namespace tandem
