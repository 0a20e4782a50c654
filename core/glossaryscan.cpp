// SPDX-License-Identifier: GPL-3.0-or-later
#include "glossaryscan.h"

#include "blockwalk.h"

#include <QHash>

#include <vector>

namespace tandem {

namespace {

// Inline spans whose text is not prose: code, roles, URLs, substitutions, targets.
bool excludes(const InlineSpan &s)
{
    return s.kind == InlineKind::Literal || s.kind == InlineKind::Role || s.kind == InlineKind::Uri
           || s.kind == InlineKind::Substitution || s.kind == InlineKind::Target
           || s.kind == InlineKind::TitleReference;
}

} // namespace

QList<TermHit> findTerms(const RstDocument &doc, const GlossaryMatcher &matcher, bool english)
{
    // Excluded columns per file line, from the spans that cover them.
    QHash<int, std::vector<std::pair<int, int>>> excludedByLine;
    for (const InlineSpan &s : doc.inlines) {
        if (!excludes(s) && !(s.kind == InlineKind::Reference && s.embedded))
            continue;
        Position from = s.range.start;
        if (s.kind == InlineKind::Reference) {
            // Only the "<url>" part of `text <url>`_: the link text is prose.
            const qsizetype lt = s.text.lastIndexOf(u'<');
            if (lt < 0)
                continue;
            const qsizetype lineBreaks = s.text.left(lt).count(u'\n');
            if (lineBreaks == 0) {
                from = {s.content.start.line, s.content.start.column + int(lt)};
            } else {
                // The URL is on a later line of the span; its indentation is not in `text`, so
                // exclude that line from its start.
                from = {s.content.start.line + int(lineBreaks), 0};
            }
        }
        for (int line = from.line; line <= s.range.end.line; ++line) {
            const int a = line == from.line ? from.column : 0;
            const int b = line == s.range.end.line ? s.range.end.column : INT_MAX;
            excludedByLine[line].push_back({a, b});
        }
    }
    QList<TermHit> hits;
    std::vector<TextSpan> excluded;
    forEachBlock(doc.blocks, [&](const Block &b) {
        for (const TextPiece &p : b.inlineText) {
            const SourceLine &line = doc.lines[p.view];
            const QStringView text = QStringView(line.text).mid(p.column, p.length);
            const int base = line.fileColumn + p.column;
            excluded.clear();
            if (const auto it = excludedByLine.constFind(line.fileLine); it != excludedByLine.constEnd())
                for (const auto &[a, e] : *it)
                    excluded.push_back({std::max<qsizetype>(0, a - base),
                                        std::max<qsizetype>(0, std::min<qsizetype>(e - base, text.size()))});
            const QList<GlossaryMatch> matches = english ? matcher.matchEnglish(text, excluded)
                                                         : matcher.matchDraft(text, excluded);
            for (const GlossaryMatch &m : matches)
                hits.append({m,
                             Range{{line.fileLine, base + int(m.start)}, {line.fileLine, base + int(m.end)}},
                             Position{line.fileLine, base + int(m.tailEnd)}});
        }
    });
    return hits;
}

} // namespace tandem
