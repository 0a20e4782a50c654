// SPDX-License-Identifier: GPL-3.0-or-later
#include "glossaryscan.h"

#include "blockwalk.h"
#include "keptanswers.h"
#include "nonprose.h"

#include <QHash>

#include <vector>

namespace tandem {

namespace {

// The matches of a piece of text, by the text and its excluded spans, kept with the glossary
// between runs: the editor matches the whole draft on every key, and all its lines but the
// edited one are as they were.
struct KeptMatches
{
    static constexpr qsizetype Kept = 50000;
    KeptAnswers<QList<GlossaryMatch>> english{Kept}, draft{Kept};
};

// The text's length first, so no text and spans can read as another text.
QString matchKey(QStringView text, const std::vector<TextSpan> &excluded)
{
    QString key = QString::number(text.size());
    key += u':';
    key += text;
    for (const TextSpan &span : excluded) {
        key += QString::number(span.start);
        key += u',';
        key += QString::number(span.end);
        key += u';';
    }
    return key;
}

} // namespace

QList<TermHit> findTerms(const RstDocument &doc, const GlossaryMatcher &matcher, bool english)
{
    const QHash<int, ColumnRanges> excludedByLine = nonProseColumns(doc);
    const KeptMatches &kept =
        matcher.derived<KeptMatches>("scan.kept-matches", [] { return KeptMatches(); });
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
                (english ? kept.english : kept.draft).get(matchKey(text, excluded), [&] {
                    return english ? matcher.matchEnglish(text, excluded)
                                   : matcher.matchDraft(text, excluded);
                });
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
