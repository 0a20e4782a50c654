// SPDX-License-Identifier: GPL-3.0-or-later
#include "namedcauses.h"

#include "alignment.h"
#include "checkregistry.h"
#include "rstdocument.h"
#include "sphinxgallery.h"

#include <algorithm>

namespace tandem {

void dropEffectsOfNamedCauses(Issues &issues, const Alignment &alignment, const RstDocument &draft)
{
    QList<std::pair<int, int>> spans; // draft lines, both ends included
    for (const Issue &cut : std::as_const(issues)) {
        const CheckInfo *info = findCheck(cut.check);
        if (!info || !info->cutsTextCell || cut.side != Side::Draft) continue;
        const int gap = cut.range.start.line;
        int first = gap - 1;
        if (const int before = alignment.segmentAtDraftLine(gap - 1); before >= 0)
            first = alignment.draftLines(alignment.segments[before]).first;
        // To the end of the code cell after the empty line (the comment block the cut made):
        // the line before the next text cell's, or the end of the file.
        // (Views are in file order: the search starts at the empty line, so many cuts in one
        // file cost what their cells do.)
        int last = gap;
        auto l =
            std::lower_bound(draft.lines.cbegin(), draft.lines.cend(), gap + 1,
                             [](const SourceLine &line, int at) { return line.fileLine < at; });
        for (; l != draft.lines.cend(); ++l) {
            if (galleryLineKind(*l) == GalleryLineKind::Text) break; // the next text cell
            last = l->fileLine;
        }
        spans.append({first, last});
    }
    if (spans.isEmpty()) return;
    const auto comparesText = [](const QString &id) {
        const CheckInfo *info = findCheck(id);
        return info && info->comparesText;
    };
    const auto inSpan = [&](int line) {
        return std::any_of(spans.begin(), spans.end(), [&](const std::pair<int, int> &s) {
            return line >= s.first && line <= s.second;
        });
    };
    // A source text with no translation (reported on the source's side) is the cut's effect
    // when the draft text beside its place, before or after, lies in the span: its translation
    // is in the comment, and the aligner paired what was left as it could.
    const auto besideInSpan = [&](int sourceLine) {
        const int k = alignment.segmentAtSourceLine(sourceLine);
        if (k < 0 || alignment.segments[k].hasDraft()) return false;
        for (int b = k - 1; b >= 0; --b)
            if (alignment.segments[b].hasDraft()) {
                if (inSpan(alignment.draftLines(alignment.segments[b]).second)) return true;
                break;
            }
        for (int a = k + 1; a < int(alignment.segments.size()); ++a)
            if (alignment.segments[a].hasDraft())
                return inSpan(alignment.draftLines(alignment.segments[a]).first);
        return false;
    };
    issues.removeIf([&](const Issue &i) {
        if (!comparesText(i.check)) return false;
        if (i.side == Side::Draft) return inSpan(i.range.start.line);
        return besideInSpan(i.range.start.line);
    });
}

} // namespace tandem
