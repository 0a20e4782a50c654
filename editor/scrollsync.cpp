// SPDX-License-Identifier: GPL-3.0-or-later
#include "scrollsync.h"

#include "textpane.h"

#include <QScrollBar>

namespace tandem {

ScrollSync::ScrollSync(TextPane *source, TextPane *draft, QObject *parent)
    : QObject(parent), m_source(source), m_draft(draft)
{
    for (TextPane *pane : {source, draft}) {
        connect(pane->verticalScrollBar(), &QScrollBar::valueChanged, this, [this, pane] {
            if (!m_syncing && m_enabled) syncFrom(pane);
        });
        connect(pane, &QPlainTextEdit::cursorPositionChanged, this, [this, pane] {
            if (!m_syncing && pane->hasFocus()) updateCurrentSegment(pane, m_enabled);
        });
    }
}

void ScrollSync::setAnalysis(AnalysisPtr analysis)
{
    m_analysis = std::move(analysis);
    // The segment under the draft's cursor may have moved or been renumbered.
    m_current = -2;
    updateCurrentSegment(m_source->hasFocus() ? m_source : m_draft, false);
}

void ScrollSync::setEnabled(bool enabled)
{
    m_enabled = enabled;
    if (enabled) syncFrom(m_draft->hasFocus() ? m_draft : m_source);
}

int ScrollSync::segmentNear(bool sourceSide, int line) const
{
    if (!m_analysis || !m_analysis->lint.source) return -1;
    const Alignment &a = m_analysis->lint.alignment;
    const int exact = sourceSide ? a.segmentAtSourceLine(line) : a.segmentAtDraftLine(line);
    if (exact >= 0) return exact;
    for (int i = 0; i < a.segments.size(); ++i) {
        const auto [first, last] = linesOf(sourceSide, i);
        if (first >= line) return i;
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
    if (seg < 0) return -1;
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

void ScrollSync::syncFrom(TextPane *from)
{
    TextPane *to = from == m_source ? m_draft : m_source;
    const int line = alignedLine(from, from->topLine());
    if (line < 0) return;
    m_syncing = true;
    to->scrollToLine(line);
    m_syncing = false;
}

void ScrollSync::updateCurrentSegment(TextPane *from, bool align)
{
    const bool fromSource = from == m_source;
    const int line = from->textCursor().blockNumber();
    const int seg = m_analysis && m_analysis->lint.source
                        ? (fromSource ? m_analysis->lint.alignment.segmentAtSourceLine(line)
                                      : m_analysis->lint.alignment.segmentAtDraftLine(line))
                        : -1;
    if (seg == m_current) return;
    m_current = seg;
    if (seg < 0) {
        m_source->setSegmentLines(-1, -1);
        m_draft->setSegmentLines(-1, -1);
    } else {
        const auto [sa, sb] = linesOf(true, seg);
        const auto [da, db] = linesOf(false, seg);
        m_source->setSegmentLines(sa, sb);
        m_draft->setSegmentLines(da, db);
        TextPane *to = fromSource ? m_draft : m_source;
        const auto [fa, fb] = linesOf(fromSource, seg);
        const auto [ta, tb] = linesOf(!fromSource, seg);
        if (align && ta >= 0 && fa >= 0) {
            // Line the segment up at the same height as in the pane the cursor is in.
            m_syncing = true;
            to->scrollToLine(qMax(0, ta - (fa - from->topLine())));
            m_syncing = false;
        }
    }
    emit currentSegmentChanged(seg);
}

} // namespace tandem
