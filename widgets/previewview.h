// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractScrollArea>
#include <QList>

class QTextDocument;

namespace tandem {

// The rendered page (core/render's HTML) in a scroll area, no web engine. The page comes as a
// QTextDocument already parsed and laid out to the view's width on a worker thread; this only
// paints the visible part, so swapping in a new page after a keystroke costs the GUI thread no
// layout (a QTextBrowser lays the whole page out again on setDocument()).
//
// Every rendered block starts with an anchor naming its file line ("L12": draft line 12, "s12":
// the source's in the bilingual page), which maps blocks to lines both ways: a new page keeps
// the block at the top of the view where it was (never a jump to the top), the draft's cursor
// can be followed, and a click on a block names its line.
class PreviewView : public QAbstractScrollArea
{
    Q_OBJECT
public:
    struct Anchor
    {
        int block = 0;       // QTextBlock::blockNumber()
        int line = 0;        // 0-based file line
        bool source = false; // the English side of the bilingual page
    };

    explicit PreviewView(QWidget *parent = nullptr);
    ~PreviewView() override;

    // The anchored blocks of a document, in document order. Reads only the document, so a
    // worker thread can run it on a page it built.
    static QList<Anchor> anchorsOf(const QTextDocument *document);
    // Lays a page out to a width, wholly (on the worker that built it).
    static void layOut(QTextDocument *document, int width);

    QTextDocument *document() const { return m_document; }
    QString toPlainText() const;
    // The width pages should be laid out to.
    int pageWidth() const;

    // Shows `document` (taking it over; laid out with layOut()) in place of the current page,
    // with the anchored block that was at the top of the view back at the top, at the same
    // offset. The old page is freed on a worker thread.
    void replaceDocument(QTextDocument *document, QList<Anchor> anchors);
    // Scrolls, only if needed, so that the block of a draft line is in view.
    void revealLine(int line);
    // The anchored block at the top of the view: its index in anchors() (-1 without any) and
    // how far the view's top is below its top, in pixels.
    int topAnchor(qreal *offset = nullptr) const;
    const QList<Anchor> &anchors() const { return m_anchors; }
    // The anchor of the block at a document position (the nearest one before it), or -1.
    int anchorAtBlock(int blockNumber) const;

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

    QTextDocument *m_document = nullptr;
    QList<Anchor> m_anchors;
    QPoint m_pressPos;
};

} // namespace tandem
