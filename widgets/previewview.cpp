// SPDX-License-Identifier: GPL-3.0-or-later
#include "previewview.h"

#include <QAbstractTextDocumentLayout>
#include <QDesktopServices>
#include <QMouseEvent>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextDocument>

#include <algorithm>

namespace tandem {

PreviewView::PreviewView(QWidget *parent) : QTextBrowser(parent)
{
    setOpenLinks(false); // links are lines of the draft, or pages a browser opens
    connect(this, &QTextBrowser::anchorClicked, this, &PreviewView::linkClicked);
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

int PreviewView::anchorAtBlock(int blockNumber) const
{
    const auto it = std::upper_bound(m_anchors.begin(), m_anchors.end(), blockNumber,
                                     [](int number, const Anchor &a) { return number < a.block; });
    return int(it - m_anchors.begin()) - 1;
}

int PreviewView::topAnchor(qreal *offset) const
{
    if (m_anchors.isEmpty()) return -1;
    QTextDocument *doc = document();
    QAbstractTextDocumentLayout *layout = doc->documentLayout();
    const qreal top = verticalScrollBar()->value();
    const int pos = layout->hitTest(QPointF(8, top + 1), Qt::FuzzyHit);
    const int number = pos >= 0 ? doc->findBlock(pos).blockNumber() : 0;
    const int index = std::max(0, anchorAtBlock(number));
    if (offset) {
        const QTextBlock b = doc->findBlockByNumber(m_anchors[index].block);
        *offset = top - layout->blockBoundingRect(b).top();
    }
    return index;
}

void PreviewView::replaceDocument(QTextDocument *document, QList<Anchor> anchors)
{
    qreal offset = 0;
    const int index = topAnchor(&offset);
    const bool atStart = verticalScrollBar()->value() == 0;
    // The first, empty document belongs to QTextEdit, which deletes it in setDocument(); the
    // pages after it are ours.
    QTextDocument *old = this->document();
    const bool ours = old && old->parent() == this;
    document->setParent(this);
    setDocument(document);
    if (ours) old->deleteLater();
    m_anchors = std::move(anchors);
    if (atStart || index < 0 || m_anchors.isEmpty()) return;
    // The same block (by its place among the anchored ones) back at the top: an edit above the
    // view moves it by at most the blocks the edit added or removed.
    const Anchor &a = m_anchors[std::min(index, int(m_anchors.size()) - 1)];
    const QTextBlock b = document->findBlockByNumber(a.block);
    const qreal y = document->documentLayout()->blockBoundingRect(b).top() + offset;
    verticalScrollBar()->setValue(int(std::lround(y)));
}

void PreviewView::revealLine(int line)
{
    // The last anchored draft block starting at or before the line.
    const Anchor *best = nullptr;
    for (const Anchor &a : m_anchors) {
        if (a.source) continue;
        if (a.line <= line && (!best || a.line >= best->line)) best = &a;
    }
    if (!best) return;
    const QTextBlock b = document()->findBlockByNumber(best->block);
    const QRectF r = document()->documentLayout()->blockBoundingRect(b);
    const int top = verticalScrollBar()->value();
    const int height = viewport()->height();
    if (r.top() >= top && r.top() < top + height - std::min<qreal>(r.height(), height / 2))
        return; // in view: stay calm
    verticalScrollBar()->setValue(int(r.top()) - height / 3);
}

void PreviewView::mousePressEvent(QMouseEvent *event)
{
    m_pressPos = event->position().toPoint();
    QTextBrowser::mousePressEvent(event);
}

void PreviewView::mouseReleaseEvent(QMouseEvent *event)
{
    QTextBrowser::mouseReleaseEvent(event);
    const QPoint pos = event->position().toPoint();
    if (event->button() != Qt::LeftButton || (pos - m_pressPos).manhattanLength() > 4 ||
        !anchorAt(pos).isEmpty())
        return; // a selection, or a link (linkClicked)
    const int index = anchorAtBlock(cursorForPosition(pos).blockNumber());
    if (index >= 0) emit lineActivated(m_anchors[index].line, m_anchors[index].source);
}

void PreviewView::linkClicked(const QUrl &url)
{
    if (url.scheme() == u"line") {
        emit lineActivated(url.path().toInt() - 1, false);
    } else if (url.scheme() == u"http" || url.scheme() == u"https" || url.scheme() == u"mailto") {
        QDesktopServices::openUrl(url);
    } else if (url.hasFragment()) {
        scrollToAnchor(url.fragment());
    }
}

} // namespace tandem
