// SPDX-License-Identifier: GPL-3.0-or-later
#include "untranslated.h"

#include <algorithm>

namespace tandem {

QList<std::pair<int, int>> untranslatedDraftLines(const EditorAnalysis &analysis)
{
    QList<std::pair<int, int>> out;
    if (!analysis.lint.source) return out;
    for (const std::pair<int, int> &lines : analysis.progress.untranslated)
        if (lines.first >= 0) out.append(lines);
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
