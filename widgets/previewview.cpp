// SPDX-License-Identifier: GPL-3.0-or-later
#include "previewview.h"

#include <QAbstractTextDocumentLayout>
#include <QDesktopServices>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextDocument>
#include <QThreadPool>
#include <QUrl>

#include <algorithm>

namespace tandem {

namespace {

constexpr int Margin = 8;

void freeLater(QTextDocument *document)
{
    if (!document) return;
    // A long page takes milliseconds to free: not on the GUI thread.
    document->setParent(nullptr);
    document->moveToThread(nullptr);
    QThreadPool::globalInstance()->start([document] { delete document; });
}

} // namespace

PreviewView::PreviewView(QWidget *parent) : QAbstractScrollArea(parent)
{
    viewport()->setBackgroundRole(QPalette::Base);
    viewport()->setAutoFillBackground(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn); // the width stays what pages are laid to
}

PreviewView::~PreviewView()
{
    delete m_document;
}

QList<PreviewView::Anchor> PreviewView::anchorsOf(const QTextDocument *document)
{
    QList<Anchor> anchors;
    for (QTextBlock b = document->begin(); b.isValid(); b = b.next()) {
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            const QStringList names = it.fragment().charFormat().anchorNames();
            const auto name = std::find_if(names.begin(), names.end(), [](const QString &n) {
                return n.size() > 1 && (n[0] == u'L' || n[0] == u's') && n[1].isDigit();
            });
            if (name == names.end()) continue;
            bool ok = false;
            const int line = name->mid(1).toInt(&ok);
            if (ok) anchors.append({b.blockNumber(), line - 1, (*name)[0] == u's'});
            break;
        }
    }
    return anchors;
}

void PreviewView::layOut(QTextDocument *document, int width)
{
    document->setDocumentMargin(Margin);
    document->setTextWidth(std::max(100, width));
    // blockBoundingRect() of the last block lays out everything before it.
    document->documentLayout()->blockBoundingRect(document->lastBlock());
}

QString PreviewView::toPlainText() const
{
    return m_document ? m_document->toPlainText() : QString();
}

int PreviewView::pageWidth() const
{
    return viewport()->width();
}

int PreviewView::anchorAtBlock(int blockNumber) const
{
    const auto it = std::upper_bound(m_anchors.begin(), m_anchors.end(), blockNumber,
                                     [](int number, const Anchor &a) { return number < a.block; });
    return int(it - m_anchors.begin()) - 1;
}

int PreviewView::topAnchor(qreal *offset) const
{
    if (m_anchors.isEmpty() || !m_document) return -1;
    QAbstractTextDocumentLayout *layout = m_document->documentLayout();
    const qreal top = verticalScrollBar()->value();
    const int pos = layout->hitTest(QPointF(Margin + 1, top + 1), Qt::FuzzyHit);
    const int number = pos >= 0 ? m_document->findBlock(pos).blockNumber() : 0;
    const int index = std::max(0, anchorAtBlock(number));
    if (offset) {
        const QTextBlock b = m_document->findBlockByNumber(m_anchors[index].block);
        *offset = top - layout->blockBoundingRect(b).top();
    }
    return index;
}

void PreviewView::updateScrollBars()
{
    const int height = m_document ? int(m_document->size().height()) : 0;
    QScrollBar *bar = verticalScrollBar();
    bar->setRange(0, std::max(0, height - viewport()->height()));
    bar->setPageStep(viewport()->height());
    bar->setSingleStep(20);
}

void PreviewView::replaceDocument(QTextDocument *document, QList<Anchor> anchors)
{
    qreal offset = 0;
    const int index = topAnchor(&offset);
    const bool atStart = verticalScrollBar()->value() == 0;
    freeLater(m_document);
    m_document = document;
    document->setParent(this);
    m_anchors = std::move(anchors);
    updateScrollBars();
    if (atStart || index < 0 || m_anchors.isEmpty()) {
        verticalScrollBar()->setValue(0);
    } else {
        // The same block (by its place among the anchored ones) back at the top: an edit above
        // the view moves it by at most the blocks the edit added or removed.
        const Anchor &a = m_anchors[std::min(index, int(m_anchors.size()) - 1)];
        const QTextBlock b = document->findBlockByNumber(a.block);
        const qreal y = document->documentLayout()->blockBoundingRect(b).top() + offset;
        verticalScrollBar()->setValue(int(std::lround(y)));
    }
    viewport()->update();
}

void PreviewView::revealLine(int line)
{
    if (!m_document) return;
    // The last anchored draft block starting at or before the line.
    const Anchor *best = nullptr;
    for (const Anchor &a : m_anchors) {
        if (a.source) continue;
        if (a.line <= line && (!best || a.line >= best->line)) best = &a;
    }
    if (!best) return;
    const QTextBlock b = m_document->findBlockByNumber(best->block);
    const QRectF r = m_document->documentLayout()->blockBoundingRect(b);
    const int top = verticalScrollBar()->value();
    const int height = viewport()->height();
    if (r.top() >= top && r.top() < top + height - std::min<qreal>(r.height(), height / 2))
        return; // in view: stay calm
    verticalScrollBar()->setValue(int(r.top()) - height / 3);
}

void PreviewView::paintEvent(QPaintEvent *event)
{
    if (!m_document) return;
    QPainter painter(viewport());
    const int top = verticalScrollBar()->value();
    painter.translate(0, -top);
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette = palette();
    context.clip = QRectF(event->rect().translated(0, top));
    painter.setClipRect(context.clip);
    m_document->documentLayout()->draw(&painter, context);
}

void PreviewView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateScrollBars();
    if (m_document && std::abs(m_document->textWidth() - pageWidth()) > 1) emit widthChanged();
}

void PreviewView::scrollContentsBy(int, int)
{
    viewport()->update();
}

void PreviewView::mousePressEvent(QMouseEvent *event)
{
    m_pressPos = event->position().toPoint();
    QAbstractScrollArea::mousePressEvent(event);
}

void PreviewView::mouseReleaseEvent(QMouseEvent *event)
{
    QAbstractScrollArea::mouseReleaseEvent(event);
    const QPoint pos = event->position().toPoint();
    if (!m_document || event->button() != Qt::LeftButton ||
        (pos - m_pressPos).manhattanLength() > 4)
        return;
    const QPointF at(pos.x(), pos.y() + verticalScrollBar()->value());
    QAbstractTextDocumentLayout *layout = m_document->documentLayout();
    const QString href = layout->anchorAt(at);
    if (!href.isEmpty()) {
        linkClicked(href);
        return;
    }
    const int position = layout->hitTest(at, Qt::FuzzyHit);
    if (position < 0) return;
    const int index = anchorAtBlock(m_document->findBlock(position).blockNumber());
    if (index >= 0) emit lineActivated(m_anchors[index].line, m_anchors[index].source);
}

void PreviewView::linkClicked(const QString &href)
{
    const QUrl url(href);
    if (url.scheme() == u"line") {
        emit lineActivated(url.path().toInt() - 1, false);
    } else if (url.scheme() == u"http" || url.scheme() == u"https" || url.scheme() == u"mailto") {
        QDesktopServices::openUrl(url);
    } else if (href.startsWith(u'#') && href.size() > 2 && href[2].isDigit()) {
        // A table of contents entry: the block of that line.
        const bool source = href[1] == u's';
        const int line = href.mid(2).toInt() - 1;
        for (const Anchor &a : m_anchors) {
            if (a.source == source && a.line == line) {
                const QTextBlock b = m_document->findBlockByNumber(a.block);
                verticalScrollBar()->setValue(
                    int(m_document->documentLayout()->blockBoundingRect(b).top()));
                break;
            }
        }
    }
}

} // namespace tandem
