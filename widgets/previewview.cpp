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

void freeLater(std::vector<QTextDocument *> documents)
{
    if (documents.empty()) return;
    // A long page takes milliseconds to free: not on the GUI thread.
    for (QTextDocument *document : documents) {
        document->setParent(nullptr);
        document->moveToThread(nullptr);
    }
    QThreadPool::globalInstance()->start([documents = std::move(documents)] {
        for (QTextDocument *document : documents)
            delete document;
    });
}

const QList<PreviewAnchor> noAnchors;

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
    qDeleteAll(m_documents);
}

const QList<PreviewAnchor> &PreviewView::anchors() const
{
    return m_layout ? m_layout->anchors : noAnchors;
}

QString PreviewView::toPlainText() const
{
    QStringList texts;
    for (const QTextDocument *document : m_documents) {
        if (document) texts.append(document->toPlainText());
    }
    return texts.join(u'\n');
}

int PreviewView::pageWidth() const
{
    return viewport()->width();
}

int PreviewView::anchorAt(int piece, int blockNumber) const
{
    const QList<Anchor> &list = anchors();
    const auto it = std::upper_bound(list.begin(), list.end(), std::pair{piece, blockNumber},
                                     [](std::pair<int, int> at, const Anchor &a) {
                                         return at < std::pair{a.piece, a.block};
                                     });
    return int(it - list.begin()) - 1;
}

int PreviewView::pieceAt(QPointF page, QPointF *local) const
{
    if (!m_layout || m_layout->tops.empty()) return -1;
    const std::vector<double> &tops = m_layout->tops;
    // The last piece with a document starting at or above the point.
    auto it = std::upper_bound(tops.begin(), tops.end(), page.y());
    int piece = std::max(0, int(it - tops.begin()) - 1);
    while (piece > 0 && !m_documents[size_t(piece)])
        --piece;
    while (piece + 1 < int(tops.size()) && !m_documents[size_t(piece)])
        ++piece;
    if (local) *local = QPointF(page.x() - PreviewPageMargin, page.y() - tops[size_t(piece)]);
    return piece;
}

QRectF PreviewView::anchorRect(int index) const
{
    const QList<Anchor> &list = anchors();
    if (index < 0 || index >= list.size()) return {};
    const Anchor &a = list[index];
    const QTextDocument *document = m_documents[size_t(a.piece)];
    const QTextBlock b = document->findBlockByNumber(a.block);
    return document->documentLayout()->blockBoundingRect(b).translated(
        PreviewPageMargin, m_layout->tops[size_t(a.piece)]);
}

int PreviewView::topAnchor(qreal *offset) const
{
    if (anchors().isEmpty()) return -1;
    const qreal top = verticalScrollBar()->value();
    QPointF local;
    const int piece = pieceAt(QPointF(9, top + 1), &local);
    const QTextDocument *document = m_documents[size_t(piece)];
    int number = 0;
    if (document) {
        const int pos = document->documentLayout()->hitTest(local, Qt::FuzzyHit);
        number = pos >= 0 ? document->findBlock(pos).blockNumber() : 0;
    }
    const int index = std::max(0, anchorAt(piece, number));
    if (offset) *offset = top - anchorRect(index).top();
    return index;
}

void PreviewView::updateScrollBars()
{
    const int height = m_layout ? int(m_layout->height) : 0;
    QScrollBar *bar = verticalScrollBar();
    bar->setRange(0, std::max(0, height - viewport()->height()));
    bar->setPageStep(viewport()->height());
    bar->setSingleStep(20);
}

void PreviewView::replacePage(PreviewUpdate update)
{
    qreal offset = 0;
    const int index = topAnchor(&offset);
    const bool atStart = verticalScrollBar()->value() == 0;
    // The kept pieces move over, the new ones come in, the rest go (pointers only: the
    // documents are not touched).
    std::vector<QTextDocument *> documents(update.documents.size(), nullptr);
    for (size_t i = 0; i < documents.size(); ++i) {
        const int old = update.reused[i];
        if (old >= 0 && size_t(old) < m_documents.size()) {
            documents[i] = m_documents[size_t(old)];
            m_documents[size_t(old)] = nullptr;
        } else {
            documents[i] = update.documents[i];
        }
        if (documents[i]) documents[i]->setParent(this);
    }
    std::vector<QTextDocument *> dropped;
    for (QTextDocument *document : m_documents) {
        if (document) dropped.push_back(document);
    }
    freeLater(std::move(dropped));
    m_documents = std::move(documents);
    m_layout = std::move(update.layout);
    updateScrollBars();
    if (atStart || index < 0 || anchors().isEmpty()) {
        verticalScrollBar()->setValue(0);
    } else {
        // The same block (by its place among the anchored ones) back at the top: an edit above
        // the view moves it by at most the blocks the edit added or removed.
        const int same = std::min(index, int(anchors().size()) - 1);
        verticalScrollBar()->setValue(int(std::lround(anchorRect(same).top() + offset)));
    }
    viewport()->update();
}

void PreviewView::revealLine(int line)
{
    // The last anchored draft block starting at or before the line.
    int best = -1;
    const QList<Anchor> &list = anchors();
    for (int i = 0; i < list.size(); ++i) {
        const Anchor &a = list[i];
        if (a.source) continue;
        if (a.line <= line && (best < 0 || a.line >= list[best].line)) best = i;
    }
    if (best < 0) return;
    const QRectF r = anchorRect(best);
    const int top = verticalScrollBar()->value();
    const int height = viewport()->height();
    if (r.top() >= top && r.top() < top + height - std::min<qreal>(r.height(), height / 2))
        return; // in view: stay calm
    verticalScrollBar()->setValue(int(r.top()) - height / 3);
}

void PreviewView::paintEvent(QPaintEvent *event)
{
    if (!m_layout) return;
    QPainter painter(viewport());
    const int top = verticalScrollBar()->value();
    const QRectF clip = QRectF(event->rect().translated(0, top));
    const std::vector<double> &tops = m_layout->tops;
    // From the last piece starting above the clip to the first starting below it.
    auto it = std::upper_bound(tops.begin(), tops.end(), clip.top());
    for (size_t i = size_t(std::max<qsizetype>(0, it - tops.begin() - 1));
         i < tops.size() && tops[i] < clip.bottom(); ++i) {
        QTextDocument *document = m_documents[i];
        if (!document) continue;
        painter.save();
        painter.translate(PreviewPageMargin, tops[i] - top);
        QAbstractTextDocumentLayout::PaintContext context;
        context.palette = palette();
        context.clip = clip.translated(-PreviewPageMargin, -tops[i]);
        painter.setClipRect(context.clip);
        document->documentLayout()->draw(&painter, context);
        painter.restore();
    }
}

void PreviewView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateScrollBars();
    if (m_layout && std::abs(m_layout->width - pageWidth()) > 1) emit widthChanged();
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
    if (!m_layout || event->button() != Qt::LeftButton || (pos - m_pressPos).manhattanLength() > 4)
        return;
    QPointF local;
    const int piece = pieceAt(QPointF(pos.x(), pos.y() + verticalScrollBar()->value()), &local);
    const QTextDocument *document = piece >= 0 ? m_documents[size_t(piece)] : nullptr;
    if (!document) return;
    QAbstractTextDocumentLayout *layout = document->documentLayout();
    const QString href = layout->anchorAt(local);
    if (!href.isEmpty()) {
        linkClicked(href);
        return;
    }
    const int position = layout->hitTest(local, Qt::FuzzyHit);
    if (position < 0) return;
    const int index = anchorAt(piece, document->findBlock(position).blockNumber());
    if (index >= 0) emit lineActivated(anchors()[index].line, anchors()[index].source);
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
        const QList<Anchor> &list = anchors();
        for (int i = 0; i < list.size(); ++i) {
            if (list[i].source == source && list[i].line == line) {
                verticalScrollBar()->setValue(int(anchorRect(i).top()));
                break;
            }
        }
    }
}

} // namespace tandem
