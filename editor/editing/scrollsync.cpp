// SPDX-License-Identifier: GPL-3.0-or-later
#include "scrollsync.h"

#include "rowalignedlayout.h"
#include "textpane.h"

#include <QEvent>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextLayout>
#include <QTimer>

namespace tandem {

ScrollSync::ScrollSync(TextPane *source, TextPane *draft, QObject *parent)
    : QObject(parent), m_source(source), m_draft(draft), m_lead(draft),
      m_followTimer(new QTimer(this))
{
    source->rowLayout()->setSourceSide(true);
    draft->rowLayout()->setSourceSide(false);
    source->rowLayout()->setPartner(draft->rowLayout());
    draft->rowLayout()->setPartner(source->rowLayout());
    // After the event that moved the cursor is done: Go to Line and issue jumps centre the
    // cursor after setting it, a key press scrolls after moving it.
    m_followTimer->setSingleShot(true);
    m_followTimer->setInterval(0);
    connect(m_followTimer, &QTimer::timeout, this, [this] {
        if (m_followFrom) follow(m_followFrom);
    });
    m_heightsTimer = new QTimer(this);
    m_heightsTimer->setSingleShot(true);
    m_heightsTimer->setInterval(0);
    connect(m_heightsTimer, &QTimer::timeout, this, [this] {
        const auto changed = std::exchange(m_heightsChanged, {});
        for (TextPane *pane : changed) {
            const QList<qreal> heights = visibleHeights(pane);
            QList<qreal> &shown = m_shownHeights[pane == m_source];
            if (heights == shown) continue;
            // The first line on screen whose height changed: the other pane's rows from that
            // row on moved, those above did not (the same first line, the same heights).
            qsizetype k = 1;
            if (!shown.isEmpty() && shown.first() == heights.first())
                while (k < heights.size() && k < shown.size() && heights[k] == shown[k])
                    ++k;
            else
                k = 0; // another first line: all of it
            shown = heights;
            RowAlignedLayout *partner = other(pane)->rowLayout();
            if (k == 0 || !partner->rows()) {
                partner->paddingChanged(); // repaints its text and gutter
                continue;
            }
            const int line = int(heights.first()) + int(k) - 1;
            partner->paddingChangedFrom(
                partner->rowFirst(partner->rows()->rowOf(pane == m_source, line)));
        }
    });
    for (TextPane *pane : {source, draft}) {
        connect(pane->verticalScrollBar(), &QScrollBar::valueChanged, this, [this, pane] {
            if (m_syncing || !m_enabled) return;
            m_lead = pane;
            if (pane->topMargin() > 0) { // it leads now: its text starts at the top again
                m_syncing = true;
                pane->setTopMargin(0);
                m_syncing = false;
            }
            syncFrom(pane);
        });
        connect(pane, &QPlainTextEdit::cursorPositionChanged, this, [this, pane] {
            // The draft's cursor is followed whoever moved it (the find bar, the issues
            // panel, a quick fix); the read-only source's only when the user is in it.
            if (m_syncing || (pane == m_source && !pane->hasFocus())) return;
            updateCurrentSegment(pane, false);
            scheduleFollow(pane);
        });
        // A row that changed height in one pane (a line wrapping as the user types, a
        // resize) changes the padding of the other.
        // The layout says "update" for much that changes no height (the highlighter's formats
        // among them): look once per pass of the event loop, at the rows on screen only.
        const auto heightsMayHaveChanged = [this, pane] {
            if (!rowsActive()) return;
            m_heightsChanged.insert(pane);
            m_heightsTimer->start();
        };
        connect(pane->rowLayout(), &QAbstractTextDocumentLayout::update, this,
                heightsMayHaveChanged);
        connect(pane->rowLayout(), &RowAlignedLayout::movedFrom, this, heightsMayHaveChanged);
        pane->viewport()->installEventFilter(this);
    }
}

bool ScrollSync::eventFilter(QObject *watched, QEvent *event)
{
    // New widths re-wrap the lines, and the rows with them.
    if (event->type() == QEvent::Resize && !m_syncing && m_enabled && rowsActive())
        scheduleFollow(m_lead);
    return QObject::eventFilter(watched, event);
}

QList<qreal> ScrollSync::visibleHeights(TextPane *pane) const
{
    // Block numbers and unpadded heights of what is on screen.
    QList<qreal> out;
    const RowAlignedLayout *layout = pane->rowLayout();
    QTextBlock b = pane->firstVisibleBlock();
    out.append(b.blockNumber());
    for (qreal y = 0; b.isValid() && y < pane->viewport()->height(); b = b.next()) {
        const qreal h = layout->naturalHeight(b);
        out.append(h);
        y += h;
    }
    return out;
}

bool ScrollSync::rowsActive() const
{
    return m_enabled && m_analysis && m_analysis->lint.source && m_analysis->segments.rows &&
           m_source->rowLayout()->rows();
}

void ScrollSync::applyRows()
{
    std::shared_ptr<const AlignedRows> rows;
    if (m_enabled && m_analysis && m_analysis->lint.source) rows = m_analysis->segments.rows;
    for (TextPane *pane : {m_source, m_draft})
        if (pane->rowLayout()->rows() != rows.get()) pane->rowLayout()->setRows(rows);
    if (!rows) {
        m_syncing = true;
        m_source->setTopMargin(0);
        m_draft->setTopMargin(0);
        m_syncing = false;
    }
}

void ScrollSync::setAnalysis(AnalysisPtr analysis)
{
    m_analysis = std::move(analysis);
    applyRows();
    // The segment under the draft's cursor may have moved or been renumbered: its lines are
    // set again; listeners hear of it only when its number changed (the window refreshes the
    // glossary and matches for each new analysis anyway).
    updateCurrentSegment(m_source->hasFocus() ? m_source : m_draft, false);
    if (rowsActive()) scheduleFollow(m_lead);
}

void ScrollSync::setEnabled(bool enabled)
{
    m_enabled = enabled;
    applyRows();
    if (enabled) syncFrom(m_draft->hasFocus() ? m_draft : m_source);
}

void ScrollSync::scheduleFollow(TextPane *from)
{
    if (!m_enabled) return;
    m_followFrom = from;
    m_followTimer->start();
}

int ScrollSync::segmentNear(bool sourceSide, int line) const
{
    if (!m_analysis || !m_analysis->lint.source) return -1;
    const SegmentMap &map = m_analysis->segments;
    const int lines = int((sourceSide ? map.sourceSegment : map.draftSegment).size());
    // Blank lines between segments belong to the next one.
    for (int l = qMax(0, line); l < lines; ++l) {
        const int seg = map.segmentAt(sourceSide, l);
        if (seg >= 0) return seg;
    }
    return -1;
}

std::pair<int, int> ScrollSync::linesOf(bool sourceSide, int segment) const
{
    const Alignment &a = m_analysis->lint.alignment;
    const Segment &s = a.segments.at(segment);
    return sourceSide ? a.sourceLines(s) : a.draftLines(s);
}

int ScrollSync::alignedLine(const TextPane *from, int line) const
{
    const bool fromSource = from == m_source;
    int seg = segmentNear(fromSource, line);
    if (seg < 0) { // after the last segment: as far from the end of the other file
        if (!m_analysis || !m_analysis->lint.source) return -1;
        const TextPane *to = other(from);
        return qMax(0, to->blockCount() - 1 - (from->blockCount() - 1 - line));
    }
    // A segment with nothing on the other side (a paragraph not yet translated, or added): use
    // the nearest following segment that has both sides.
    const int count = int(m_analysis->lint.alignment.segments.size());
    while (seg < count &&
           (linesOf(!fromSource, seg).first < 0 || linesOf(fromSource, seg).first < 0))
        ++seg;
    if (seg >= count) return -1;
    const auto [a, b] = linesOf(fromSource, seg);
    const auto [c, d] = linesOf(!fromSource, seg);
    if (line < a) return qMax(0, c - (a - line)); // in the blank lines above the segment
    const int fromLen = b - a + 1, toLen = d - c + 1;
    return c + qMin(toLen - 1, (line - a) * toLen / fromLen);
}

void ScrollSync::levelFrom(TextPane *from)
{
    TextPane *to = other(from);
    const bool fromSource = from == m_source;
    RowAlignedLayout *fromLayout = from->rowLayout();
    RowAlignedLayout *toLayout = to->rowLayout();
    const AlignedRows &rows = *fromLayout->rows();
    const QTextBlock top = from->firstVisibleBlock();
    if (!top.isValid()) return;
    const int row = rows.rowOf(fromSource, top.blockNumber());
    // Where that row starts in `from` (pane coordinates: its top margin included).
    const qreal rowY = from->lineTop(top.blockNumber()) -
                       fromLayout->naturalHeight(fromLayout->rowFirst(row), top.blockNumber() - 1);
    // In `to`, the first visual line at or below the height the row start must move up by;
    // measured from the row's start, padding included.
    const qreal depth = -rowY;
    QTextBlock b = to->document()->findBlockByNumber(toLayout->rowFirst(row));
    qreal base = 0;
    while (base > depth && b.previous().isValid()) {
        b = b.previous();
        base -= toLayout->blockBoundingRect(b).height();
    }
    QTextBlock target = to->document()->lastBlock();
    int targetLine = 0;
    for (bool found = false; b.isValid() && !found; b = b.next()) {
        const qreal height = toLayout->blockBoundingRect(b).height(); // lays the block out
        const QTextLayout *layout = b.layout();
        for (int i = 0; i < layout->lineCount(); ++i) {
            if (base + layout->lineAt(i).y() >= depth - 0.5) {
                target = b;
                targetLine = i;
                found = true;
                break;
            }
        }
        base += height;
    }
    m_syncing = true;
    // The margin stays as it is while scrolling (it only moves the viewport) and is corrected
    // after: typing in a row that is already level changes nothing, so nothing repaints.
    to->scrollToVisualLine(target.blockNumber(), targetLine);
    // Measured rather than computed: the first line of the file sits below the document
    // margin, and the end of the file stops the scroll bar short. The line chosen is in the
    // row, or the first line of a later row (the row is all padding on this side from there).
    const int toTop = to->firstVisibleBlock().blockNumber();
    const int toRowFirst = toLayout->rowFirst(row);
    qreal fromY = rowY, toY = 0;
    if (toTop < toRowFirst) {
        toY = to->lineTop(toRowFirst);
    } else if (toTop <= toLayout->rowLast(row)) {
        toY = to->lineTop(toTop) - toLayout->naturalHeight(toRowFirst, toTop - 1);
    } else {
        const int later = rows.rowOf(!fromSource, toTop);
        fromY = from->lineTop(fromLayout->rowFirst(later));
        toY = to->lineTop(toLayout->rowFirst(later));
    }
    to->setTopMargin(to->topMargin() + qRound(fromY - toY));
    m_syncing = false;
}

void ScrollSync::syncFrom(TextPane *from)
{
    if (rowsActive()) {
        levelFrom(from);
        return;
    }
    TextPane *to = other(from);
    const int line = alignedLine(from, from->topLine());
    if (line < 0) return;
    m_syncing = true;
    to->setTopMargin(0);
    to->scrollToLine(line);
    m_syncing = false;
}

namespace {

// Scrolls `pane` down one visual line at a time until `done()` holds, its top reaches line
// `last`, or the scroll range ends: the lines needed and no more (a page at most).
template <typename Done> void scrollDownUntil(TextPane *pane, int last, Done done)
{
    QScrollBar *bar = pane->verticalScrollBar();
    while (!done() && pane->topLine() < last) {
        const int before = bar->value();
        bar->setValue(before + 1);
        if (bar->value() == before) break;
    }
}

} // namespace

void ScrollSync::revealSegment(TextPane *pane)
{
    // Arrow keys scroll only as far as the cursor's line, which leaves a segment just entered
    // at the bottom edge with the rest of it (and of its English) below. When it fits, the
    // whole segment comes into view; one taller than the pane is left as the cursor put it.
    // With rows level the other pane's segment starts at the same height and moves with this
    // one, so the taller of the two decides.
    const auto height = [](const TextPane *p) -> qreal {
        const auto [first, last] = p->segmentLines();
        if (first < 0 || last < first || last >= p->blockCount()) return -1;
        const QTextBlock end = p->document()->findBlockByNumber(last);
        return p->lineTop(last) + p->rowLayout()->blockBoundingRect(end).height() -
               p->lineTop(first);
    };
    const int first = pane->segmentLines().first;
    qreal needed = height(pane);
    if (needed < 0) return;
    if (rowsActive()) needed = qMax(needed, height(other(pane)));
    const qreal bottom = pane->topMargin() + pane->viewport()->height();
    if (needed > pane->viewport()->height()) return;
    scrollDownUntil(pane, first, [&] { return pane->lineTop(first) + needed <= bottom + 0.5; });
}

void ScrollSync::follow(TextPane *from)
{
    if (!m_enabled) return;
    TextPane *to = other(from);
    if (m_current != m_revealed) {
        m_revealed = m_current;
        m_syncing = true;
        revealSegment(from);
        m_syncing = false;
    }
    if (rowsActive()) levelFrom(from);
    // The English of the cursor's line must be in view, level or not (a row taller than the
    // pane, or a pane that cannot scroll as far).
    const int target = alignedLine(from, from->textCursor().blockNumber());
    if (target < 0 || target >= to->blockCount()) return;
    const int first = to->firstVisibleBlock().blockNumber();
    const qreal y = to->lineTop(target);
    const bool visible =
        target >= first && y >= to->topMargin() - 1 &&
        y + to->fontMetrics().height() <= to->topMargin() + to->viewport()->height();
    if (visible) return;
    m_syncing = true;
    to->setTopMargin(0);
    const int cursorLine = from->textCursor().blockNumber();
    const int above = qMax(0, cursorLine - from->topLine());
    to->scrollToLine(qMax(0, target - qMin(above, to->visibleLineCount() / 2)));
    // `above` counts the draft's lines; wrapped English above the target can still push it
    // below the viewport: bring the top down until the target's first line fits (a page of
    // lines at most).
    const auto fits = [to, target] {
        return to->lineTop(target) + to->fontMetrics().height() <=
               to->topMargin() + to->viewport()->height();
    };
    scrollDownUntil(to, target, fits);
    m_syncing = false;
    // The other pane moved on its own: level the cursor's pane with it again.
    if (rowsActive()) levelFrom(to);
}

void ScrollSync::updateCurrentSegment(TextPane *from, bool align)
{
    const bool fromSource = from == m_source;
    const int line = from->textCursor().blockNumber();
    const int seg = m_analysis && m_analysis->lint.source
                        ? m_analysis->segments.segmentAt(fromSource, line)
                        : -1;
    if (seg < 0) {
        m_source->setSegmentLines(-1, -1);
        m_draft->setSegmentLines(-1, -1);
    } else {
        const auto [sa, sb] = linesOf(true, seg);
        const auto [da, db] = linesOf(false, seg);
        m_source->setSegmentLines(sa, sb);
        m_draft->setSegmentLines(da, db);
    }
    if (seg != m_current) {
        m_current = seg;
        emit currentSegmentChanged(seg);
    }
    if (align) follow(from);
}

} // namespace tandem
