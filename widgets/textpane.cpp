// SPDX-License-Identifier: GPL-3.0-or-later
#include "textpane.h"

#include "guttermark.h"
#include "linenumberarea.h"
#include "panehighlighter.h"
#include "rowalignedlayout.h"

#include <QAction>
#include <QKeyEvent>
#include <QMenu>
#include <QMimeData>
#include <QPainter>
#include <QScrollBar>
#include <QTextBlock>
#include <QToolTip>

namespace tandem {

namespace {

// The current segment's tint, drawn under the text; the gutter band beside it; the padding.
const QColor SegmentTint("#f0f5fd");
const QColor SegmentBand("#3b73c8");
const QColor PaddingFill("#f6f6f6");

// A document laid out by a RowAlignedLayout, made before the highlighter attaches to it.
QTextDocument *rowAlignedDocument(QObject *parent, RowAlignedLayout **layout)
{
    auto *doc = new QTextDocument(parent);
    *layout = new RowAlignedLayout(doc);
    doc->setDocumentLayout(*layout);
    return doc;
}

} // namespace

QColor TextPane::segmentTint()
{
    return SegmentTint;
}

TextPane::TextPane(QWidget *parent) : QPlainTextEdit(parent), m_gutter(new LineNumberArea(this))
{
    setDocument(rowAlignedDocument(this, &m_layout));
    m_highlighter = new PaneHighlighter(document());
    // Each block on screen is at least one line tall: the last shown is at most this far on.
    m_highlighter->setShownBlocks([this] {
        const int first = firstVisibleBlock().blockNumber();
        return std::pair{first, first + linesOnScreen()};
    });
    m_layout->setBeforeLayout([highlighter = m_highlighter](const QTextBlock &b) {
        highlighter->applyPendingFormats(b);
    });
    setLineWrapMode(QPlainTextEdit::WidgetWidth);
    setTabChangesFocus(false);
    connect(this, &QPlainTextEdit::blockCountChanged, this, &TextPane::updateGutterWidth);
    connect(this, &QPlainTextEdit::updateRequest, this, &TextPane::updateGutter);
    connect(m_layout, &RowAlignedLayout::movedFrom, this, &TextPane::repaintFrom);
    connect(document(), &QTextDocument::contentsChange, this,
            [this](int position, int, int) { shiftChangeBars(position); });
    updateGutterWidth();
}

void TextPane::loadText(const QString &text)
{
    m_highlighter->setFollowsEdits(false);
    // The text area given the width it will have first: a narrower one after loading (a wider
    // gutter, the scroll bar appearing) lays the whole document out again, making a
    // QTextLayout for every line (100 MB on a 5 MB pair). A text longer than the pane has its
    // scroll bar from the start.
    const int lines = int(text.count(u'\n')) + 1;
    setVerticalScrollBarPolicy(lines > linesOnScreen() ? Qt::ScrollBarAlwaysOn
                                                       : Qt::ScrollBarAsNeeded);
    setGutterWidth(lineNumberAreaWidth(lines));
    setPlainText(text);
    m_highlighter->setFollowsEdits(true);
}

int TextPane::lineNumberAreaWidth(int lines) const
{
    int digits = 1;
    for (int max = qMax(1, lines); max >= 10; max /= 10)
        ++digits;
    // Digits plus room for the severity mark and the light bulb.
    return 8 + fontMetrics().horizontalAdvance(QLatin1Char('9')) * digits + fontMetrics().height();
}

int TextPane::linesOnScreen() const
{
    return viewport()->height() / qMax(1, fontMetrics().lineSpacing());
}

void TextPane::updateGutterWidth()
{
    setGutterWidth(lineNumberAreaWidth());
}

void TextPane::setGutterWidth(int width)
{
    setViewportMargins(width, m_topMargin, 0, 0);
    // The gutter itself follows the margin at once, not at the next resize: a file opened into
    // a shown window kept a gutter one digit wide, its line numbers cut to their last digits.
    placeGutter(width);
}

void TextPane::placeGutter(int width)
{
    const QRect cr = contentsRect();
    m_gutter->setGeometry(QRect(cr.left(), cr.top(), width, cr.height()));
}

void TextPane::setTopMargin(int pixels)
{
    pixels = qMax(0, pixels);
    if (pixels == m_topMargin) return;
    m_topMargin = pixels;
    updateGutterWidth();
    m_gutter->update();
}

void TextPane::repaintFrom(int block)
{
    const QTextBlock moved = document()->findBlockByNumber(block);
    // A line above the screen moved nothing on it that a scroll position does not hold, but
    // its rows' padding may have: everything, as for a line not found.
    int top = 0;
    if (moved.isValid() && moved.blockNumber() >= firstVisibleBlock().blockNumber())
        top = qMax(0, int(blockBoundingGeometry(moved).translated(contentOffset()).top()));
    if (top >= viewport()->height()) return; // below the screen: nothing shown moved
    const QRect below(0, top, viewport()->width(), viewport()->height() - top);
    viewport()->update(below);
    emit updateRequest(below, 0); // the gutter's numbers and marks move with the lines
}

qreal TextPane::lineTop(int line) const
{
    const QTextBlock block = document()->findBlockByNumber(line);
    return blockBoundingGeometry(block).translated(contentOffset()).top() + m_topMargin;
}

void TextPane::scrollToVisualLine(int line, int visualLine)
{
    const QTextBlock block = document()->findBlockByNumber(qBound(0, line, blockCount() - 1));
    verticalScrollBar()->setValue(
        qMin(block.firstLineNumber() + visualLine, verticalScrollBar()->maximum()));
}

void TextPane::paintEvent(QPaintEvent *event)
{ // Under the text, before QPlainTextEdit paints it: the current segment's tint (so the
    // highlighter's term backgrounds and underlines are drawn over it, not hidden) and the
    // padding that keeps rows level with the other pane.
    {
        QPainter p(viewport());
        const int width = viewport()->width();
        QTextBlock block = firstVisibleBlock();
        // Block by block from the first one's place, as QPlainTextEdit paints (asking each
        // block's geometry would walk from the top every time).
        qreal top = blockBoundingGeometry(block).translated(contentOffset()).top();
        for (; block.isValid(); top += blockBoundingRect(block).height(), block = block.next()) {
            const QRectF r(0, top, width, blockBoundingRect(block).height());
            if (r.top() > event->rect().bottom()) break;
            if (block.isVisible() && r.bottom() >= event->rect().top()) {
                const qreal natural = m_layout->naturalHeight(block);
                const int n = block.blockNumber();
                if (n >= m_segmentFirst && n <= m_segmentLast)
                    p.fillRect(QRectF(0, r.top(), width, natural), SegmentTint);
                if (r.height() > natural + 0.5)
                    p.fillRect(QRectF(0, r.top() + natural, width, r.height() - natural),
                               PaddingFill);
            }
        }
    }
    QPlainTextEdit::paintEvent(event);
}

void TextPane::updateGutter(const QRect &rect, int dy)
{
    // The rect is the viewport's; the gutter spans the top margin too, so the viewport's rows
    // sit m_topMargin lower in it (a follower pane's last rows kept stale numbers). Only the
    // rows beside the viewport scroll: the margin's band stays empty.
    const QRect besideViewport(0, m_topMargin, m_gutter->width(),
                               qMax(0, m_gutter->height() - m_topMargin));
    if (dy)
        m_gutter->scroll(0, dy, besideViewport);
    else
        m_gutter->update(0, rect.y() + m_topMargin, m_gutter->width(), rect.height());
    if (rect.contains(viewport()->rect())) updateGutterWidth();
}

void TextPane::resizeEvent(QResizeEvent *event)
{
    QPlainTextEdit::resizeEvent(event);
    placeGutter(lineNumberAreaWidth());
}

void TextPane::paintLineNumbers(QPaintEvent *event)
{
    QPainter painter(m_gutter);
    painter.fillRect(event->rect(), QColor("#f4f4f4"));
    // Numbers beside the text only, as the viewport clips the text: a line half scrolled away
    // does not spill into the top margin's band, which updateGutter never scrolls.
    painter.setClipRect(
        QRect(0, m_topMargin, m_gutter->width(), qMax(0, m_gutter->height() - m_topMargin)));
    const int markSize = fontMetrics().height();
    QTextBlock block = firstVisibleBlock();
    // The gutter spans the whole pane; the viewport starts m_topMargin below its top.
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top()) + m_topMargin;
    while (block.isValid() && top <= event->rect().bottom()) {
        const int height = qRound(blockBoundingRect(block).height());
        const int line = block.blockNumber();
        if (block.isVisible() && top + height >= event->rect().top()) {
            const bool inSegment = line >= m_segmentFirst && line <= m_segmentLast;
            if (inSegment) // a band along the text edge: the current segment, in both panes
                painter.fillRect(m_gutter->width() - 3, top, 3,
                                 qRound(m_layout->naturalHeight(block)), SegmentBand);
            painter.setPen(inSegment ? QColor("#204080") : QColor("#909090"));
            const ChangeBar bar = changeBarAt(line);
            if (bar != ChangeBar::None)
                painter.fillRect(0, top, 3, height,
                                 bar == ChangeBar::Branch ? QColor("#2da44e") : QColor("#8250df"));
            painter.drawText(0, top, m_gutter->width() - markSize - 2, fontMetrics().height(),
                             Qt::AlignRight, QString::number(line + 1));
            const auto mark = m_marks.constFind(line);
            if (mark != m_marks.cend())
                paintGutterMark(
                    painter,
                    QRect(m_gutter->width() - markSize, top + 1, markSize - 2, markSize - 2),
                    mark->severity, mark->fixable);
        }
        block = block.next();
        top += height;
    }
}

void TextPane::lineNumberAreaClicked(QMouseEvent *event)
{
    const QTextCursor c =
        cursorForPosition(QPoint(0, event->position().toPoint().y() - m_topMargin));
    const int line = c.blockNumber();
    if (m_marks.value(line).fixable) emit fixMarkClicked(line, event->globalPosition().toPoint());
}

QString TextPane::gutterToolTip(int y) const
{
    const int line = cursorForPosition(QPoint(0, y - m_topMargin)).blockNumber();
    switch (changeBarAt(line)) {
    case ChangeBar::Branch:
        return tr("Changed by the reviewed branch");
    case ChangeBar::Upstream:
        return tr("This English changed upstream after the translation was made (see the "
                  "Review panel)");
    case ChangeBar::None:
        break;
    }
    const auto mark = m_marks.constFind(line);
    if (mark == m_marks.cend()) return {};
    QString tip = mark->severity == Severity::Error     ? tr("An error on this line")
                  : mark->severity == Severity::Warning ? tr("A warning on this line")
                                                        : tr("A note on this line");
    if (mark->fixable) tip += tr("; a quick fix is available (click the light bulb)");
    return tip;
}

void TextPane::setLineMarks(QHash<int, LineMark> marks)
{
    if (marks == m_marks) return;
    m_marks = std::move(marks);
    m_gutter->update();
}

void TextPane::setChangeBars(QHash<int, ChangeBar> bars, ChangeBar everyLine)
{
    m_bars = std::move(bars);
    m_everyLineBar = everyLine;
    m_blockCount = blockCount();
    m_gutter->update();
}

TextPane::ChangeBar TextPane::changeBarAt(int line) const
{
    if (m_everyLineBar != ChangeBar::None) return m_everyLineBar;
    return m_bars.value(line, ChangeBar::None);
}

void TextPane::shiftChangeBars(int position)
{
    const int added = blockCount() - m_blockCount;
    m_blockCount = blockCount();
    if (!added || m_bars.isEmpty()) return;
    // Lines after the edited one move by the lines the edit added (or removed: those that
    // were joined into the edited line lose their bars).
    const int edited = document()->findBlock(position).blockNumber();
    QHash<int, ChangeBar> moved;
    for (auto it = m_bars.cbegin(); it != m_bars.cend(); ++it) {
        if (it.key() <= edited)
            moved.insert(it.key(), it.value());
        else if (added > 0 || it.key() > edited - added)
            moved.insert(it.key() + added, it.value());
    }
    m_bars = std::move(moved);
}

void TextPane::setSegmentLines(int first, int last)
{
    if (first == m_segmentFirst && last == m_segmentLast) return;
    m_segmentFirst = first;
    m_segmentLast = last;
    // Painted under the text (paintEvent), not as an extra selection: a selection's background
    // would be drawn over the highlighter's term colours.
    viewport()->update();
    m_gutter->update();
}

int TextPane::topLine() const
{
    return firstVisibleBlock().blockNumber();
}

int TextPane::visibleLineCount() const
{
    return qMax(1, viewport()->height() / qMax(1, fontMetrics().lineSpacing()));
}

void TextPane::scrollToLine(int line)
{
    // QPlainTextEdit's vertical scroll bar counts visual lines (wrapped lines included); a
    // block's first visual line number is its scroll value.
    const QTextBlock block = document()->findBlockByNumber(qBound(0, line, blockCount() - 1));
    verticalScrollBar()->setValue(qMin(block.firstLineNumber(), verticalScrollBar()->maximum()));
}

QTextCursor TextPane::cursorAt(int line, int column) const
{
    const QTextBlock block = document()->findBlockByNumber(line);
    QTextCursor c(document());
    if (!block.isValid()) {
        c.movePosition(QTextCursor::End);
        return c;
    }
    c.setPosition(block.position() + qBound(0, column, block.length() - 1));
    return c;
}

QString TextPane::tooltipAt(const QPoint &viewportPos) const
{
    const QTextCursor c = cursorForPosition(viewportPos);
    // cursorForPosition gives the nearest gap; the character under the mouse is after it unless
    // the mouse is on the right half of the previous one.
    const QRect r = cursorRect(c);
    int column = c.positionInBlock();
    if (viewportPos.x() < r.left() && column > 0) --column;
    return m_highlighter->tipsAt(c.block(), column).join(u'\n');
}

QAction *TextPane::windowShortcut(const QKeyEvent *key) const
{
    // Plain typing never is; only keys with Ctrl, Alt or Meta and function keys are looked up.
    const Qt::KeyboardModifiers mods = key->modifiers() & ~Qt::KeypadModifier;
    const bool function = key->key() >= Qt::Key_F1 && key->key() <= Qt::Key_F35;
    if (!function && !(mods & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)))
        return nullptr;
    const QKeySequence pressed(key->keyCombination());
    // The editing keys stay the editor's (the window's Undo or Copy would act on the draft
    // whichever pane has the focus).
    for (const auto standard : {QKeySequence::Undo, QKeySequence::Redo, QKeySequence::Cut,
                                QKeySequence::Copy, QKeySequence::Paste, QKeySequence::SelectAll})
        if (QKeySequence::keyBindings(standard).contains(pressed)) return nullptr;
    const QList<QAction *> actions = window()->findChildren<QAction *>();
    const auto it = std::find_if(actions.cbegin(), actions.cend(), [&](const QAction *a) {
        return a->isEnabled() && a->shortcuts().contains(pressed);
    });
    return it == actions.cend() ? nullptr : *it;
}

bool TextPane::canInsertFromMimeData(const QMimeData *source) const
{
    return source && !source->formats().isEmpty() && QPlainTextEdit::canInsertFromMimeData(source);
}

void TextPane::insertFromMimeData(const QMimeData *source)
{
    if (!source || source->formats().isEmpty()) return;
    QPlainTextEdit::insertFromMimeData(source);
}

bool TextPane::event(QEvent *e)
{
    // QPlainTextEdit claims the keys of its own bindings before the window's shortcuts see
    // them: with the X11 scheme Ctrl+K is "delete to the end of the line", and the
    // concordance's Ctrl+K cut the line instead. An application shortcut wins.
    if (e->type() == QEvent::ShortcutOverride && windowShortcut(static_cast<QKeyEvent *>(e))) {
        e->ignore();
        return true;
    }
    // A window shortcut that still arrives as a key press was not taken by the shortcut map:
    // the window is not the active one (with no window manager nothing activates it again
    // after a dialog closes). Then Ctrl+1 did nothing and Ctrl+K cut the line; do what the
    // shortcut does, and make the window active so the next one goes the usual way.
    if (e->type() == QEvent::KeyPress)
        if (QAction *action = windowShortcut(static_cast<QKeyEvent *>(e))) {
            window()->activateWindow();
            action->trigger();
            e->accept();
            return true;
        }
    if (e->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(e);
        const QPoint pos = viewport()->mapFromGlobal(help->globalPos());
        const QString tip = viewport()->rect().contains(pos) ? tooltipAt(pos) : QString();
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), tip, this);
        return true;
    }
    return QPlainTextEdit::event(e);
}

void TextPane::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu *menu = createStandardContextMenu(event->pos());
    const QTextCursor c = cursorForPosition(event->pos());
    emit contextMenuAboutToShow(menu, c);
    menu->exec(event->globalPos());
    delete menu;
}

QString TextPane::rawText() const
{
    QString text = document()->toRawText();
    text.replace(QChar::ParagraphSeparator, u'\n');
    return text;
}

void TextPane::setPaneFont(const QFont &font)
{
    QFont f = font;
    f.setPointSizeF(qMax(4.0, font.pointSizeF() + m_zoom));
    setFont(f);
    updateGutterWidth();
}

void TextPane::zoom(int steps)
{
    QFont f = font();
    f.setPointSizeF(qMax(4.0, f.pointSizeF() - m_zoom));
    m_zoom += steps;
    setPaneFont(f);
}

} // namespace tandem
