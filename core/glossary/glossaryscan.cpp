// SPDX-License-Identifier: GPL-3.0-or-later
#include "glossaryscan.h"

#include "blockwalk.h"
#include "nonprose.h"

#include <QHash>

#include <vector>

namespace tandem {

QList<TermHit> findTerms(const RstDocument &doc, const GlossaryMatcher &matcher, bool english)
{
    const QHash<int, ColumnRanges> excludedByLine = nonProseColumns(doc);
    QList<TermHit> hits;
    std::vector<TextSpan> excluded;
    forEachBlock(doc.blocks, [&](const Block &b) {
        for (const TextPiece &p : b.inlineText) {
            const SourceLine &line = doc.lines[p.view];
            const QStringView text = QStringView(line.text).mid(p.column, p.length);
            const int base = line.fileColumn + p.column;
            excluded.clear();
            if (const auto it = excludedByLine.constFind(line.fileLine);
                it != excludedByLine.constEnd())
                for (const auto &[a, e] : *it)
                    excluded.push_back(
                        {std::max<qsizetype>(0, a - base),
                         std::max<qsizetype>(0, std::min<qsizetype>(e - base, text.size()))});
            const QList<GlossaryMatch> matches =
                english ? matcher.matchEnglish(text, excluded) : matcher.matchDraft(text, excluded);
            for (const GlossaryMatch &m : matches)
                hits.append({m,
                             Range{{line.fileLine, base + int(m.start)},
                                   {line.fileLine, base + int(m.end)}},
                             Position{line.fileLine, base + int(m.tailEnd)}});
        }
    });
    return hits;
}

} // namespace tandem
