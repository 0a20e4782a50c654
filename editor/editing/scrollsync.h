// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editoranalysis.h"

#include <QObject>
#include <QSet>

class QTimer;

namespace tandem {

class TextPane;

// Keeps the two panes on the same segment, by segment rather than by percentage so a long
// Korean paragraph does not make the panes drift apart:
//  - the rows of aligned segments are padded to the same height in both panes
//    (RowAlignedLayout), and whenever one pane scrolls the other is put level with it: the
//    first row starting in view starts at the same height in both (a top margin of a few
//    pixels makes up for what line steps cannot);
//  - every move of the draft's cursor (typing, keys, Go to Line, issue and find jumps) marks
//    the cursor's segment in both panes and brings the aligned English into view.
// Costs per key or scroll step are the rows on screen, never the file: lines map to segments
// and rows through tables built in the lint worker (SegmentMap).
class ScrollSync : public QObject
{
    Q_OBJECT
public:
    ScrollSync(TextPane *source, TextPane *draft, QObject *parent = nullptr);

    void setAnalysis(AnalysisPtr analysis);
    void setEnabled(bool enabled);
    bool isEnabled() const { return m_enabled; }
    int currentSegment() const { return m_current; }

    // The other pane's line that corresponds to `line` of `from`.
    int alignedLine(const TextPane *from, int line) const;
    // Puts the other pane level with `from` (which keeps its place).
    void syncFrom(TextPane *from);
    // Marks the segment of `from`'s cursor in both panes; `align`: also brings it into view
    // in the other pane (follow()).
    void updateCurrentSegment(TextPane *from, bool align);
    // Levels the other pane with `from` and makes sure the line aligned with `from`'s cursor
    // is visible in it.
    void follow(TextPane *from);
    // Scrolls `pane` so its current segment is all in view when it fits.
    void revealSegment(TextPane *pane);

signals:
    void currentSegmentChanged(int segment);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    TextPane *other(const TextPane *pane) const { return pane == m_source ? m_draft : m_source; }
    bool rowsActive() const;
    QList<qreal> visibleHeights(TextPane *pane) const;
    void applyRows();
    void levelFrom(TextPane *from);
    void scheduleFollow(TextPane *from);
    // The segment covering `line` on one side, or the next one after it; -1 past the end.
    int segmentNear(bool sourceSide, int line) const;
    std::pair<int, int> linesOf(bool sourceSide, int segment) const;

    TextPane *m_source;
    TextPane *m_draft;
    TextPane *m_lead; // the pane the user last scrolled or moved in
    TextPane *m_followFrom = nullptr;
    QTimer *m_followTimer;
    QTimer *m_heightsTimer;
    QSet<TextPane *> m_heightsChanged; // panes whose layout changed since the last look
    QList<qreal> m_shownHeights[2];    // [draft, source] as last looked at
    AnalysisPtr m_analysis;
    bool m_enabled = true;
    bool m_syncing = false;
    int m_current = -1;
    int m_revealed = -1; // the segment follow() last brought into view
};

} // namespace tandem
