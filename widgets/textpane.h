// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "issue.h"

#include <QHash>
#include <QMenu>
#include <QPlainTextEdit>

#include <optional>

class QAction;

namespace tandem {

class LineNumberArea;
class PaneHighlighter;
class RowAlignedLayout;

// One side of the editor: a plain-text editor with a line-number gutter, the current segment
// marked (a band in the gutter and a tint drawn under the text, so term colours and issue
// underlines stay visible in it), rows padded level with the other pane (RowAlignedLayout),
// tooltips from the highlighter's decorations, and a context menu the window extends.
class TextPane : public QPlainTextEdit
{
    Q_OBJECT
public:
    struct LineMark
    {
        Severity severity = Severity::Info;
        bool fixable = false;
        friend bool operator==(LineMark a, LineMark b)
        {
            return a.severity == b.severity && a.fixable == b.fixable;
        }
    };

    // A bar at the gutter's left edge (reviewer mode): a line the branch changed, or an
    // English line that changed upstream after the translation was made.
    enum class ChangeBar : quint8
    {
        None,
        Branch,
        Upstream
    };

    explicit TextPane(QWidget *parent = nullptr);

    PaneHighlighter *highlighter() const { return m_highlighter; }
    // Replaces the whole text (a file opened or reloaded). Faster than setPlainText on a long
    // file: the new lines carry no decorations yet, so the highlighter is not run over them.
    void loadText(const QString &text);
    RowAlignedLayout *rowLayout() const { return m_layout; }

    // Marks lines [first, last] (the current segment); first < 0 clears.
    void setSegmentLines(int first, int last);
    std::pair<int, int> segmentLines() const { return {m_segmentFirst, m_segmentLast}; }
    static QColor segmentTint();
    void setLineMarks(QHash<int, LineMark> marks);
    // The gutter mark of a line (guttermark.h), if it has one.
    std::optional<LineMark> lineMark(int line) const
    {
        const auto it = m_marks.constFind(line);
        return it == m_marks.cend() ? std::nullopt : std::optional<LineMark>(*it);
    }
    // Bars per line; `everyLine` marks the whole file (an added file). The bars follow the
    // lines when lines are inserted or removed above them, until they are set again.
    void setChangeBars(QHash<int, ChangeBar> bars, ChangeBar everyLine = ChangeBar::None);
    ChangeBar changeBarAt(int line) const;
    bool hasChangeBars() const { return !m_bars.isEmpty() || m_everyLineBar != ChangeBar::None; }

    int topLine() const; // the first (partly) visible line
    // Blank space above the text, in pixels: the pane that follows the other one uses it to put
    // a row exactly level when line steps alone cannot (ScrollSync).
    void setTopMargin(int pixels);
    int topMargin() const { return m_topMargin; }
    // Top of a line's block in the pane's own coordinates (the viewport's, plus the top margin).
    qreal lineTop(int line) const;
    // Scrolls so that visual line `visualLine` of block `line` is the first one shown.
    void scrollToVisualLine(int line, int visualLine);
    using QPlainTextEdit::blockBoundingGeometry;
    using QPlainTextEdit::contentOffset;
    using QPlainTextEdit::firstVisibleBlock;
    int visibleLineCount() const;
    void scrollToLine(int line); // puts `line` at the top
    QTextCursor cursorAt(int line, int column) const;
    QString tooltipAt(const QPoint &viewportPos) const;

    // The full text with '\n' line endings and nothing converted (QPlainTextEdit::toPlainText
    // turns no-break spaces into spaces, which would change the file on save).
    QString rawText() const;

    void setPaneFont(const QFont &font);
    void zoom(int steps);
    int zoomSteps() const { return m_zoom; }

    // Gutter plumbing (LineNumberArea calls these).
    int lineNumberAreaWidth() const { return lineNumberAreaWidth(blockCount()); }
    // The gutter's width for a text of `lines` lines.
    int lineNumberAreaWidth(int lines) const;
    void paintLineNumbers(QPaintEvent *event);
    void lineNumberAreaClicked(QMouseEvent *event);
    QString gutterToolTip(int y) const; // y in gutter coordinates

signals:
    // Emitted before the context menu is shown so the window can add quick fixes, suppress,
    // spelling suggestions. `cursor` is where the user clicked.
    void contextMenuAboutToShow(QMenu *menu, const QTextCursor &cursor);
    void fixMarkClicked(int line, const QPoint &globalPos);

protected:
    void resizeEvent(QResizeEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    bool event(QEvent *event) override;
    // A paste (Ctrl+V, a drop) from no source or an empty one does nothing: Qt 6.4.2's text
    // edit reads through a null clipboard source and crashes the editor (exit 139).
    bool canInsertFromMimeData(const QMimeData *source) const override;
    void insertFromMimeData(const QMimeData *source) override;

private:
    // The window's enabled action whose shortcut a key press is (Ctrl+K, Ctrl+1..5, F8), which
    // the pane lets through rather than take as one of its own key bindings; null if none.
    QAction *windowShortcut(const QKeyEvent *key) const;
    void updateGutterWidth();
    // The text area's left margin and the gutter in it, `width` wide.
    void setGutterWidth(int width);
    void placeGutter(int width);
    // How many lines the pane shows at most (each is at least one line spacing tall).
    int linesOnScreen() const;
    void updateGutter(const QRect &rect, int dy);
    // Repaints the text and the gutter from line `block` down (RowAlignedLayout::movedFrom).
    void repaintFrom(int block);
    void shiftChangeBars(int position);

    LineNumberArea *m_gutter;
    RowAlignedLayout *m_layout;
    PaneHighlighter *m_highlighter;
    QHash<int, LineMark> m_marks;
    QHash<int, ChangeBar> m_bars;
    ChangeBar m_everyLineBar = ChangeBar::None;
    int m_blockCount = 1; // before the last edit, to move the bars by the lines it added
    int m_segmentFirst = -1, m_segmentLast = -1;
    int m_zoom = 0;
    int m_topMargin = 0;
};

} // namespace tandem
