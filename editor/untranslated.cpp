// SPDX-License-Identifier: GPL-3.0-or-later
#include "untranslated.h"

#include "segmenttext.h"
#include "termobservations.h"

#include <algorithm>

namespace tandem {

QList<std::pair<int, int>> untranslatedDraftLines(const EditorAnalysis &analysis)
{
    QList<std::pair<int, int>> out;
    const LintResult &lint = analysis.lint;
    if (!lint.source || !lint.draft) return out;
    const Alignment &a = lint.alignment;
    for (const Segment &s : a.segments) {
        if (!s.hasSource() || !s.hasDraft()) continue;
        bool prose = false;
        for (int u = s.sourceFirst; u <= s.sourceLast && !prose; ++u)
            prose = isProseUnit(*lint.source, a.sourceUnits.at(u));
        if (!prose || containsHangul(draftSide(*lint.draft, a, s).text)) continue;
        const auto lines = a.draftLines(s);
        if (lines.first >= 0) out.append(lines);
    }
    return out;
}

int untranslatedLineFrom(const QList<std::pair<int, int>> &segments, int line, bool forward,
                         bool includeHere)
{
    if (segments.isEmpty()) return -1;
    const auto holds = [line](const auto &s) { return s.first <= line && line <= s.second; };
    if (forward) {
        const auto next = std::find_if(segments.cbegin(), segments.cend(), [&](const auto &s) {
            return s.first > line || (includeHere && holds(s));
        });
        return next != segments.cend() ? next->first : segments.constFirst().first;
    }
    const auto previous = std::find_if(segments.crbegin(), segments.crend(), [&](const auto &s) {
        return s.second < line || (includeHere && holds(s));
    });
    return previous != segments.crend() ? previous->first : segments.constLast().first;
}

} // namespace tandem
