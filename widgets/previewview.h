// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "previewpage.h"

#include <QAbstractScrollArea>
#include <QList>

#include <memory>
#include <vector>

class QTextDocument;

namespace tandem {

// The rendered page (core/render's HTML) in a scroll area, no web engine. The page is a column of
// pieces (previewpage.h), each a QTextDocument already parsed and laid out to the view's width
// on a worker thread; this only paints the visible part, so swapping in a new page after a
// keystroke costs the GUI thread no parsing or layout (a QTextBrowser lays the whole page out
// again on setDocument()), and the pieces an edit did not change stay as they were.
//
// Every rendered block starts with an anchor naming its file line, which maps blocks to lines
// both ways: a new page keeps the block at the top of the view where it was (never a jump to the
// top), the draft's cursor can be followed, and a click on a block names its line.
class PreviewView : public QAbstractScrollArea
{
    Q_OBJECT
public:
    using Anchor = PreviewAnchor;

    explicit PreviewView(QWidget *parent = nullptr);
    ~PreviewView() override;

    // The pieces' documents in page order (null for a piece that shows nothing).
    const std::vector<QTextDocument *> &documents() const { return m_documents; }
    QString toPlainText() const;
    // The width pages should be laid out to.
    int pageWidth() const;
    // The layout shown (null before the first page): the next build diffs against it.
    const std::shared_ptr<const PreviewLayout> &layout() const { return m_layout; }

    // Shows a built page in place of the current one: the new pieces' documents are taken over,
    // the kept ones stay, the dropped ones are freed on a worker thread. The anchored block that
    // was at the top of the view comes back at the top, at the same offset.
    void replacePage(PreviewUpdate update);
    // Scrolls, only if needed, so that the block of a draft line is in view.
    void revealLine(int line);
    // The anchored block at the top of the view: its index in anchors() (-1 without any) and
    // how far the view's top is below its top, in pixels.
    int topAnchor(qreal *offset = nullptr) const;
    const QList<Anchor> &anchors() const;
    // Where an anchored block is in the page (y from the page's top).
    QRectF anchorRect(int index) const;

signals:
    // A block was clicked: its file line (0-based) and side.
    void lineActivated(int line, bool source);
    // The view's width changed from the page's: a new page should be laid out.
    void widthChanged();

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    void updateScrollBars();
    void linkClicked(const QString &href);
    // The piece at a page y (-1 without any) and the point in its document.
    int pieceAt(QPointF page, QPointF *local) const;
    // The anchor of a piece's block (the nearest one at or before it), or -1.
    int anchorAt(int piece, int blockNumber) const;

    std::shared_ptr<const PreviewLayout> m_layout;
    std::vector<QTextDocument *> m_documents;
    QPoint m_pressPos;
};

} // namespace tandem
