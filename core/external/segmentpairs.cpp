// SPDX-License-Identifier: GPL-3.0-or-later
#include "segmentpairs.h"

#include "glossarymatcher.h"
#include "segmenttext.h"

#include <QSet>

namespace tandem {

namespace {

// A reader is asked about prose: code, tables and directives have checks of their own.
bool isProse(const AlignUnit &unit)
{
    return unit.block &&
           (unit.block->kind == BlockKind::Paragraph || unit.block->kind == BlockKind::Title);
}

bool allTitles(const QList<AlignUnit> &units, int first, int last)
{
    for (int k = first; k <= last; ++k)
        if (units[k].block->kind != BlockKind::Title) return false;
    return true;
}

bool allProse(const QList<AlignUnit> &units, int first, int last)
{
    for (int k = first; k <= last; ++k)
        if (!isProse(units[k])) return false;
    return true;
}

} // namespace

std::optional<Range> SegmentPair::rangeOf(qsizetype from, qsizetype to) const
{
    if (from < 0 || to < from || to > draft.size()) return std::nullopt;
    const auto place = [&](qsizetype offset) {
        int line = 0;
        qsizetype lineStart = 0;
        for (qsizetype i = 0; i < offset; ++i)
            if (draft[i] == u'\n') {
                ++line;
                lineStart = i + 1;
            }
        return Position{draftLines.value(line), int(offset - lineStart)};
    };
    return Range{place(from), place(to)};
}

QList<SegmentPair> segmentPairs(const QString &file, const QString &draftText,
                                const LintResult &result, const GlossaryMatcher *glossary)
{
    QList<SegmentPair> pairs;
    if (!result.source || !result.draft) return pairs;
    const QList<QStringView> lines = QStringView(draftText).split(u'\n');
    const Alignment &a = result.alignment;
    for (qsizetype s = 0; s < a.segments.size(); ++s) {
        const Segment &seg = a.segments[s];
        if (!seg.hasSource() || !seg.hasDraft() ||
            !allProse(a.sourceUnits, seg.sourceFirst, seg.sourceLast) ||
            !allProse(a.draftUnits, seg.draftFirst, seg.draftLast))
            continue;
        SegmentPair pair;
        pair.file = file;
        pair.id = QString::number(s);
        pair.source = sourceSide(*result.source, a, seg).text;
        pair.isTitle = allTitles(a.sourceUnits, seg.sourceFirst, seg.sourceLast) &&
                       allTitles(a.draftUnits, seg.draftFirst, seg.draftLast);
        // The draft's own lines, not the scanner's view of them, so offsets are file columns.
        for (int k = seg.draftFirst; k <= seg.draftLast; ++k) {
            const AlignUnit &u = a.draftUnits[k];
            for (int line = u.line; line <= u.endLine && line < lines.size(); ++line) {
                if (!pair.draftLines.isEmpty()) pair.draft += u'\n';
                pair.draft += lines[line];
                pair.draftLines.append(line);
            }
        }
        if (pair.draft.trimmed().isEmpty() || pair.draft == pair.source) continue;
        if (glossary && result.sourceTerms) {
            const auto [first, last] = a.sourceLines(seg);
            QSet<int> seen;
            for (const TermHit &hit : *result.sourceTerms) {
                if (hit.range.start.line < first || hit.range.start.line > last ||
                    seen.contains(hit.match.entry))
                    continue;
                seen.insert(hit.match.entry);
                const GlossaryEntry &entry = glossary->entry(hit.match);
                pair.glossary.append({entry.headword(), entry.korean, entry.keepEnglish});
            }
        }
        pairs.append(std::move(pair));
    }
    return pairs;
}

} // namespace tandem
