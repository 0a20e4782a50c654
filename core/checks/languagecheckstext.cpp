// SPDX-License-Identifier: GPL-3.0-or-later
#include "languagecheckstext.h"

#include "nonprose.h"
#include "segmenttext.h"

#include <QHash>

#include <algorithm>

namespace tandem::language {

namespace {

bool holdsProse(const Block &b)
{
    switch (b.kind) {
    case BlockKind::Directive:
    case BlockKind::Comment:
    case BlockKind::Target:
    case BlockKind::SubstitutionDefinition:
    case BlockKind::LiteralBlock:
    case BlockKind::DoctestBlock:
    case BlockKind::OptionListItem:
        return false;
    default:
        return true;
    }
}

template <typename F> void forEachTextBlock(const QList<Block> &blocks, F &&f)
{
    for (const Block &b : blocks) {
        if (b.kind == BlockKind::Comment || b.kind == BlockKind::LiteralBlock ||
            b.kind == BlockKind::DoctestBlock)
            continue;
        if (!b.inlineText.isEmpty() && holdsProse(b)) f(b);
        forEachTextBlock(b.children, f);
    }
}

void addWords(QStringView text, QList<QString> *list, QSet<QString> *set)
{
    forEachWord(text, [&](const Word &w) {
        if (w.kind != Word::Latin) return;
        QString lower = text.mid(w.start, w.end - w.start).toString().toLower();
        auto add = [&](const QString &word) {
            if (list) list->append(word);
            if (set) set->insert(word);
        };
        // The draft names the thing, not the source's possessive or plural: "batchnorm's" in
        // the source is "batchnorm의" in the draft, "approximators" a "근사자(approximator)".
        if (lower.endsWith(QLatin1String("'s"))) lower.chop(2);
        add(lower);
        // Only in the whole-document set: in a segment's list, closestSourceWord() already
        // knows inflections, and a cut-off "processe" would become a fix.
        if (set && lower.size() > 4 && lower.endsWith(u's') && !lower.endsWith(QLatin1String("ss")))
            set->insert(lower.left(lower.size() - 1));
    });
}

} // namespace

bool ProseRun::isExcluded(qsizetype from, qsizetype to) const
{
    // The spans starting before `to`; one of them overlaps when the furthest end passes `from`.
    const auto past =
        std::lower_bound(excluded.begin(), excluded.end(), to,
                         [](const TextSpan &s, qsizetype to) { return s.start < to; });
    const auto n = past - excluded.begin();
    return n > 0 && reach[size_t(n - 1)] > from;
}

std::vector<ProseRun> proseRuns(const RstDocument &doc)
{
    const QHash<int, ColumnRanges> excludedByLine = nonProseColumns(doc);
    std::vector<ProseRun> runs;
    forEachTextBlock(doc.blocks, [&](const Block &b) {
        for (const TextPiece &p : b.inlineText) {
            const SourceLine &line = doc.lines[p.view];
            if (line.code) continue;
            ProseRun run;
            run.block = &b;
            run.fileLine = line.fileLine;
            run.column = line.fileColumn + p.column;
            run.text = QStringView(line.text).mid(p.column, p.length);
            if (const auto it = excludedByLine.constFind(line.fileLine);
                it != excludedByLine.constEnd())
                for (const auto &[a, e] : *it)
                    run.excluded.push_back(
                        {std::max<qsizetype>(0, a - run.column),
                         std::max<qsizetype>(
                             0, std::min<qsizetype>(e - run.column, run.text.size()))});
            std::sort(run.excluded.begin(), run.excluded.end(),
                      [](const TextSpan &a, const TextSpan &b) { return a.start < b.start; });
            for (const TextSpan &s : run.excluded)
                run.reach.push_back(run.reach.empty() ? s.end : std::max(run.reach.back(), s.end));
            runs.push_back(std::move(run));
        }
    });
    return runs;
}

const std::vector<ProseRun> &draftProseRuns(const CheckContext &ctx)
{
    return ctx.runDerived().derived<std::vector<ProseRun>>("language.draft-prose-runs",
                                                           [&] { return proseRuns(ctx.draft); });
}

const QList<QString> &SourceWords::forDraftLine(int line)
{
    static const QList<QString> none;
    if (!m_ctx.alignment || !m_ctx.source) return none;
    const int k = m_ctx.alignment->segmentAtDraftLine(line);
    if (k < 0) return none;
    auto it = m_bySegment.find(k);
    if (it == m_bySegment.end()) {
        QList<QString> words;
        const Segment &s = m_ctx.alignment->segments[k];
        if (s.hasSource()) addWords(m_ctx.sourceSideOf(k).text, &words, nullptr);
        it = m_bySegment.insert(k, words);
    }
    return *it;
}

const QSet<QString> &SourceWords::all()
{
    static const QSet<QString> none;
    if (!m_ctx.source) return none;
    // The source's alone: made once per source (the editor lints it on every keystroke).
    const RstDocument &source = *m_ctx.source;
    return m_ctx.sourceDerived().derived<QSet<QString>>("latin-typo.source-words", [&] {
        QSet<QString> words;
        for (const SourceLine &l : source.lines)
            addWords(l.text, nullptr, &words);
        return words;
    });
}

int editDistance(QStringView a, QStringView b, int limit)
{
    const qsizetype n = a.size(), m = b.size();
    if (std::abs(n - m) > limit) return limit + 1;
    // Three rows of the Damerau-Levenshtein table; words are short, so the stack is enough.
    constexpr int Max = 64;
    if (n >= Max || m >= Max) return limit + 1;
    int rows[3][Max];
    int *prev2 = rows[0], *prev = rows[1], *cur = rows[2];
    for (int j = 0; j <= m; ++j)
        prev[j] = j;
    auto lower = [](QChar c) { return c.toLower(); };
    for (int i = 1; i <= n; ++i) {
        cur[0] = i;
        int best = cur[0];
        for (int j = 1; j <= m; ++j) {
            const int cost = lower(a[i - 1]) == lower(b[j - 1]) ? 0 : 1;
            int v = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost});
            if (i > 1 && j > 1 && lower(a[i - 1]) == lower(b[j - 2]) &&
                lower(a[i - 2]) == lower(b[j - 1]))
                v = std::min(v, prev2[j - 2] + 1);
            cur[j] = v;
            best = std::min(best, v);
        }
        if (best > limit) return limit + 1;
        std::swap(prev2, prev);
        std::swap(prev, cur);
    }
    return std::min(prev[m], limit + 1);
}

const QSet<QString> &glossaryEnglishWords(const GlossaryMatcher *terms)
{
    return glossaryWordSet(terms, "latin-typo.english",
                           [](const GlossaryEntry &e, QSet<QString> &words) {
                               for (const QString &english : e.english)
                                   addWords(english, nullptr, &words);
                           });
}

} // namespace tandem::language
