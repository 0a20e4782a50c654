// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editoranalysis.h"

#include <QObject>

namespace tandem {

class TextPane;

// Keeps the two panes on the same segment. Scrolling one pane puts the other on the segment
// aligned with its top line (and as far into it, proportionally); moving the cursor shades the
// cursor's segment in both panes and lines the two up at the same height. By segment rather than
// by percentage, so a long Korean paragraph does not make the panes drift apart.
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
    void syncFrom(TextPane *from);
    void updateCurrentSegment(TextPane *from, bool align);

signals:
    void currentSegmentChanged(int segment);

private:
    // The segment covering `line` on one side, or the next one after it; -1 past the end.
    int segmentNear(bool sourceSide, int line) const;
    std::pair<int, int> linesOf(bool sourceSide, int segment) const;

    TextPane *m_source;
    TextPane *m_draft;
    AnalysisPtr m_analysis;
    bool m_enabled = true;
    bool m_syncing = false;
    int m_current = -1;
};

} // namespace tandem
