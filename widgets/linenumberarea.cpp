// SPDX-License-Identifier: GPL-3.0-or-later
#include "linenumberarea.h"

#include "textpane.h"

namespace tandem {

LineNumberArea::LineNumberArea(TextPane *pane) : QWidget(pane), m_pane(pane) {}

QSize LineNumberArea::sizeHint() const { return {m_pane->lineNumberAreaWidth(), 0}; }

void LineNumberArea::paintEvent(QPaintEvent *event) { m_pane->paintLineNumbers(event); }

void LineNumberArea::mousePressEvent(QMouseEvent *event) { m_pane->lineNumberAreaClicked(event); }

} // namespace tandem
