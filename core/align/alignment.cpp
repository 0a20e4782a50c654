// SPDX-License-Identifier: GPL-3.0-or-later
#include "alignment.h"

#include "codecompare.h"

#include <QHash>

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <vector>

namespace tandem {

namespace {

bool opensUp(BlockKind kind)
{
    switch (kind) {
    case BlockKind::BulletList:
    case BlockKind::EnumeratedList:
    case BlockKind::ListItem:
    case BlockKind::BlockQuote:
    case BlockKind::FieldList:
    case BlockKind::Field:
    case BlockKind::DefinitionList:
        return true;
    default:
        return false;
    }
}

void collectUnits(const QList<Block> &blocks, QList<AlignUnit> &units)
{
    for (const Block &b : blocks) {
        if (opensUp(b.kind)) {
            // A list item or field whose text sits on its own marker line keeps that text as a
            // unit through its first child paragraph; the container itself adds nothing.
            collectUnits(b.children, units);
            continue;
        }
        if (b.children.isEmpty()) {
            units.append({&b, b.line, b.endLine});
            continue;
        }
        // A directive, definition item, footnote...: its head is a unit, then its body.
        const int headEnd = std::max(b.line, b.children.constFirst().line - 1);
        units.append({&b, b.line, headEnd});
        collectUnits(b.children, units);
    }
}

// What a unit is made of, reduced to what the scoring needs, computed once per unit.
struct Features
{
    BlockKind kind = BlockKind::Paragraph;
    int level = 0;
    QString name;
    quint64 mask = 0; // hashed set of things that survive translation: code, URLs, numbers
    quint32 codeHash = 0;
    double length = 0;    // characters of prose
    double logLength = 0; // its logarithm (when length > 0), taken once, not in every cell
};

quint64 bitFor(QStringView token)
{
    return quint64(1) << (qHash(token) % 64);
}

bool isParagraphLike(BlockKind k)
{
    return k == BlockKind::Paragraph || k == BlockKind::LineBlock ||
           k == BlockKind::DefinitionListItem;
}

Features featuresOf(const RstDocument &doc, const AlignUnit &u)
{
    Features f;
    const Block &b = *u.block;
    f.kind = b.kind;
    f.level = b.level;
    f.name = b.name;
    // Inline spans on the unit's lines: literals, roles and links survive translation.
    const auto first =
        std::lower_bound(doc.inlines.begin(), doc.inlines.end(), u.line,
                         [](const InlineSpan &s, int line) { return s.range.start.line < line; });
    for (auto it = first; it != doc.inlines.end() && it->range.start.line <= u.endLine; ++it) {
        if (it->kind == InlineKind::Literal || it->kind == InlineKind::Role)
            f.mask |= bitFor(it->text);
        if (!it->target.isEmpty() && it->kind != InlineKind::Role) f.mask |= bitFor(it->target);
    }
    if (isCodeBlock(b)) {
        // Code: hashed without comments (comments get translated).
        for (const QString &line : normalizedCode(codeContent(doc, b), b.language, false))
            f.codeHash = f.codeHash * 31 + qHash(line);
        f.kind = BlockKind::LiteralBlock; // "::" in one file may be code-block in the other
        return f;
    }
    const int lastView = std::min<int>(b.lastView, int(doc.lines.size()) - 1);
    for (int v = b.firstView; v <= lastView; ++v) {
        const SourceLine &line = doc.lines[v];
        if (line.fileLine < u.line || line.fileLine > u.endLine) continue;
        const QString &t = line.text;
        for (qsizetype i = 0; i < t.size();) {
            if (t[i].isDigit()) {
                qsizetype j = i;
                while (j < t.size() && (t[j].isDigit() || t[j] == u'.'))
                    ++j;
                f.mask |= bitFor(QStringView(t).mid(i, j - i));
                i = j;
            } else {
                if (!t[i].isSpace()) f.length += 1;
                ++i;
            }
        }
    }
    return f;
}

double similarity(quint64 a, quint64 b)
{
    const int all = std::popcount(a | b);
    return all == 0 ? 0.5 : double(std::popcount(a & b)) / all;
}

constexpr double Forbidden = -1e9;

// 1 - |log(draft / (ratio * source))|, at least 0; `logRatio` is log(ratio).
double lengthScore(const Features &source, const Features &draft, double logRatio)
{
    if (source.length <= 0 || draft.length <= 0) return 0;
    return std::max(0.0, 1.0 - std::fabs(draft.logLength - logRatio - source.logLength));
}

double pairScore(const Features &s, const Features &d, double logRatio)
{
    const double sim = similarity(s.mask, d.mask);
    if (s.kind != d.kind) {
        // A translated title whose underline is too short may read as a paragraph.
        const bool titleAsText = (s.kind == BlockKind::Title && d.kind == BlockKind::Paragraph) ||
                                 (d.kind == BlockKind::Title && s.kind == BlockKind::Paragraph);
        return titleAsText ? 0.5 + sim : Forbidden;
    }
    switch (s.kind) {
    case BlockKind::Title:
        return 2.0 + (s.level == d.level ? 1.0 : 0.0) + sim;
    case BlockKind::LiteralBlock:
    case BlockKind::DoctestBlock:
        return s.codeHash == d.codeHash ? 4.0 : 1.0 + 2.0 * sim;
    case BlockKind::Directive:
        return (s.name == d.name ? 3.0 : 1.0) + sim;
    default:
        return 1.0 + 2.0 * sim + lengthScore(s, d, logRatio);
    }
}

Features merged(const Features &a, const Features &b)
{
    Features m = a;
    m.mask |= b.mask;
    m.length += b.length;
    m.logLength = m.length > 0 ? std::log(m.length) : 0;
    return m;
}

enum Move : quint8
{
    None,
    Match,
    SkipSource,
    SkipDraft,
    TwoToOne,
    OneToTwo
};

} // namespace

QList<AlignUnit> alignUnits(const RstDocument &doc)
{
    QList<AlignUnit> units;
    collectUnits(doc.blocks, units);
    return units;
}

// The cells of the alignment table that are computed: every one up to FullCells, else a band
// of rows around the diagonal from (0, 0) to (n, m), wide enough that the diagonal itself is a
// path through it.
struct Band
{
    static constexpr qint64 FullCells = 4'000'000; // ~2,000 units a side: every real tutorial
    static constexpr int HalfWidth = 400;
    int n = 0, m = 0, half = 0;
    std::vector<qint64> rowStart;

    static Band of(int n, int m)
    {
        Band b;
        b.n = n;
        b.m = m;
        const bool full = qint64(n + 1) * (m + 1) <= FullCells;
        const int slope = n > 0 ? (m + n - 1) / n : m; // draft units per source unit, rounded up
        b.half = full ? m : std::min(m, std::max(HalfWidth, 2 * slope + 2));
        b.rowStart.resize(size_t(n) + 2);
        b.rowStart[0] = 0;
        for (int i = 0; i <= n; ++i)
            b.rowStart[size_t(i) + 1] = b.rowStart[size_t(i)] + (b.hi(i) - b.lo(i) + 1);
        return b;
    }
    int centre(int i) const { return n > 0 ? int(qint64(i) * m / n) : m; }
    int lo(int i) const { return std::max(0, centre(i) - half); }
    int hi(int i) const { return std::min(m, centre(i) + half); }
    bool contains(int i, int j) const { return j >= lo(i) && j <= hi(i); }
    qint64 index(int i, int j) const { return rowStart[size_t(i)] + (j - lo(i)); }
    size_t cells() const { return size_t(rowStart[size_t(n) + 1]); }
};

namespace {

// The features of a document's units, and of each unit merged with the one before it (the
// 2:1 and 1:2 moves score those in every cell of their row or column).
struct UnitFeatures
{
    std::vector<Features> single, withPrevious; // withPrevious[0] is unused
    double length = 0;
};

UnitFeatures unitFeatures(const RstDocument &doc, const QList<AlignUnit> &units)
{
    UnitFeatures f;
    f.single.resize(size_t(units.size()));
    f.withPrevious.resize(size_t(units.size()));
    for (qsizetype i = 0; i < units.size(); ++i) {
        Features &one = f.single[size_t(i)] = featuresOf(doc, units[i]);
        one.logLength = one.length > 0 ? std::log(one.length) : 0;
        f.length += one.length;
        if (i > 0) f.withPrevious[size_t(i)] = merged(f.single[size_t(i) - 1], f.single[size_t(i)]);
    }
    return f;
}

} // namespace

Alignment align(const RstDocument &source, const RstDocument &draft, DocumentMemo *sourceMemo)
{
    Alignment a;
    a.sourceUnits = alignUnits(source);
    a.draftUnits = alignUnits(draft);
    const int n = int(a.sourceUnits.size()), m = int(a.draftUnits.size());
    // The source's features depend on the source alone: with a memo, made once per source.
    const UnitFeatures sourceOwn =
        sourceMemo ? UnitFeatures{} : unitFeatures(source, a.sourceUnits);
    const UnitFeatures &sourceFeatures =
        sourceMemo ? sourceMemo->derived<UnitFeatures>(
                         "align.features", [&] { return unitFeatures(source, a.sourceUnits); })
                   : sourceOwn;
    const UnitFeatures draftFeatures = unitFeatures(draft, a.draftUnits);
    const std::vector<Features> &fs = sourceFeatures.single, &fd = draftFeatures.single;
    const double sourceLength = sourceFeatures.length, draftLength = draftFeatures.length;
    // How much longer or shorter the translation runs overall; paragraph lengths are compared
    // after this scaling (Korean is shorter in characters than English).
    const double ratio = sourceLength > 0 && draftLength > 0 ? draftLength / sourceLength : 0.6;
    const double logRatio = std::log(ratio);

    // Dynamic programming over (source unit, draft unit). A tutorial has a few hundred units a
    // side, and then every cell is computed. A huge file (the 16 MiB limit is ~70,000 units)
    // would need gigabytes for the full table, so there only a band around the diagonal is
    // computed: a translation keeps the order of its source, so the path stays near it.
    const Band band = Band::of(n, m);
    std::vector<quint8> move(band.cells(), None);
    // Scores of the last three rows (a merge looks two rows back), indexed by draft unit.
    std::vector<double> rows[3];
    for (auto &r : rows)
        r.assign(size_t(m) + 1, -std::numeric_limits<double>::infinity());
    auto scoreAt = [&](int i, int j) {
        return i < 0 || j < band.lo(i) || j > band.hi(i) ? -std::numeric_limits<double>::infinity()
                                                         : rows[i % 3][j];
    };
    constexpr double MergePenalty = 0.4;
    for (int i = 0; i <= n; ++i) {
        std::vector<double> &row = rows[i % 3];
        // This row reuses the one of i - 3: clear what that one wrote outside this band.
        if (i >= 3)
            for (int j = band.lo(i - 3); j <= band.hi(i - 3); ++j)
                row[j] = -std::numeric_limits<double>::infinity();
        for (int j = band.lo(i); j <= band.hi(i); ++j) {
            if (i == 0 && j == 0) {
                row[0] = 0.0;
                continue;
            }
            double best = -std::numeric_limits<double>::infinity();
            Move how = None;
            auto consider = [&](double value, Move mv) {
                if (value > best) {
                    best = value;
                    how = mv;
                }
            };
            if (i > 0) consider(scoreAt(i - 1, j), SkipSource);
            if (j > 0) consider(scoreAt(i, j - 1), SkipDraft);
            if (i > 0 && j > 0) {
                const double s = pairScore(fs[i - 1], fd[j - 1], logRatio);
                if (s > Forbidden / 2) consider(scoreAt(i - 1, j - 1) + s, Match);
            }
            if (i > 1 && j > 0 && isParagraphLike(fs[i - 1].kind) &&
                isParagraphLike(fs[i - 2].kind) && isParagraphLike(fd[j - 1].kind)) {
                const double s =
                    pairScore(sourceFeatures.withPrevious[size_t(i) - 1], fd[j - 1], logRatio);
                consider(scoreAt(i - 2, j - 1) + s - MergePenalty, TwoToOne);
            }
            if (i > 0 && j > 1 && isParagraphLike(fs[i - 1].kind) &&
                isParagraphLike(fd[j - 1].kind) && isParagraphLike(fd[j - 2].kind)) {
                const double s =
                    pairScore(fs[i - 1], draftFeatures.withPrevious[size_t(j) - 1], logRatio);
                consider(scoreAt(i - 1, j - 2) + s - MergePenalty, OneToTwo);
            }
            row[j] = best;
            move[band.index(i, j)] = how;
        }
    }

    // Walk back, then turn runs of skipped units between two pairs into segments.
    struct Step
    {
        Move move;
        int i, j;
    };
    std::vector<Step> steps;
    for (int i = n, j = m; i > 0 || j > 0;) {
        const Move mv = band.contains(i, j) ? Move(move[band.index(i, j)]) : None;
        steps.push_back({mv, i, j});
        switch (mv) {
        case Match:
            --i;
            --j;
            break;
        case SkipSource:
            --i;
            break;
        case SkipDraft:
            --j;
            break;
        case TwoToOne:
            i -= 2;
            --j;
            break;
        case OneToTwo:
            --i;
            j -= 2;
            break;
        case None:
            i = j = 0;
            break;
        }
    }
    std::reverse(steps.begin(), steps.end());
    QList<Segment> gap;
    // A directive whose content the draft's version does not parse (a translated name, .. 노트::)
    // has no body units in the draft; its source body belongs to the directive's segment rather
    // than being "missing".
    auto absorbIntoDirective = [&](const Segment &g) {
        if (a.segments.isEmpty() || g.hasDraft()) return false;
        Segment &prev = a.segments.last();
        if (!prev.hasSource() || !prev.hasDraft()) return false;
        const Block *src = a.sourceUnits[prev.sourceFirst].block;
        const Block *dst = a.draftUnits[prev.draftLast].block;
        if (src->kind != BlockKind::Directive || dst->kind != BlockKind::Directive ||
            !dst->children.isEmpty() || src->children.isEmpty())
            return false;
        const AlignUnit &u = a.sourceUnits[g.sourceFirst];
        if (u.line < src->line || u.endLine > src->endLine || prev.sourceLast + 1 != g.sourceFirst)
            return false;
        prev.sourceLast = g.sourceLast;
        return true;
    };
    auto flushGap = [&]() {
        if (gap.isEmpty()) return;
        while (!gap.isEmpty() && absorbIntoDirective(gap.constFirst()))
            gap.removeFirst();
        if (gap.isEmpty()) return;
        bool src = false, dst = false;
        for (const Segment &g : gap) {
            src |= g.hasSource();
            dst |= g.hasDraft();
        }
        if (src && dst) {
            Segment s;
            s.sourceFirst = s.draftFirst = std::numeric_limits<int>::max();
            s.sourceLast = s.draftLast = -1;
            for (const Segment &g : gap) {
                if (g.hasSource()) {
                    s.sourceFirst = std::min(s.sourceFirst, g.sourceFirst);
                    s.sourceLast = std::max(s.sourceLast, g.sourceLast);
                }
                if (g.hasDraft()) {
                    s.draftFirst = std::min(s.draftFirst, g.draftFirst);
                    s.draftLast = std::max(s.draftLast, g.draftLast);
                }
            }
            a.segments.append(s);
        } else {
            a.segments.append(gap);
        }
        gap.clear();
    };
    for (const Step &st : steps) {
        Segment s;
        switch (st.move) {
        case Match:
            s = {st.i - 1, st.i - 1, st.j - 1, st.j - 1};
            break;
        case TwoToOne:
            s = {st.i - 2, st.i - 1, st.j - 1, st.j - 1};
            break;
        case OneToTwo:
            s = {st.i - 1, st.i - 1, st.j - 2, st.j - 1};
            break;
        case SkipSource:
            gap.append({st.i - 1, st.i - 1, 0, -1});
            continue;
        case SkipDraft:
            gap.append({0, -1, st.j - 1, st.j - 1});
            continue;
        case None:
            continue;
        }
        flushGap();
        a.segments.append(s);
    }
    flushGap();
    a.indexLines();
    return a;
}

std::pair<int, int> Alignment::sourceLines(const Segment &s) const
{
    if (!s.hasSource()) return {-1, -1};
    return {sourceUnits[s.sourceFirst].line, sourceUnits[s.sourceLast].endLine};
}

std::pair<int, int> Alignment::draftLines(const Segment &s) const
{
    if (!s.hasDraft()) return {-1, -1};
    return {draftUnits[s.draftFirst].line, draftUnits[s.draftLast].endLine};
}

namespace {

// The first segment covering each line of one side; -1 where none does.
template <typename LinesOf>
std::vector<int> segmentOfLine(const QList<Segment> &segments, LinesOf linesOf)
{
    int lastLine = -1;
    for (const Segment &s : segments)
        lastLine = std::max(lastLine, linesOf(s).second);
    std::vector<int> map(size_t(lastLine + 1), -1);
    for (int k = 0; k < segments.size(); ++k) {
        const auto [first, last] = linesOf(segments[k]);
        for (int line = std::max(first, 0); line <= last; ++line)
            if (map[size_t(line)] < 0) map[size_t(line)] = k;
    }
    return map;
}

// The first segment whose side covers `line`, by looking at each (lines before the first,
// where an empty side's {-1, -1} counts, and alignments not indexed).
template <typename LinesOf>
int findSegment(const QList<Segment> &segments, int line, LinesOf linesOf)
{
    for (int k = 0; k < segments.size(); ++k) {
        const auto [first, last] = linesOf(segments[k]);
        if (first <= line && line <= last) return k;
    }
    return -1;
}

} // namespace

void Alignment::indexLines()
{
    m_segmentOfDraftLine =
        segmentOfLine(segments, [this](const Segment &s) { return draftLines(s); });
    m_segmentOfSourceLine =
        segmentOfLine(segments, [this](const Segment &s) { return sourceLines(s); });
    m_indexed = true;
}

int Alignment::segmentAtDraftLine(int line) const
{
    if (m_indexed && line >= 0)
        return line < int(m_segmentOfDraftLine.size()) ? m_segmentOfDraftLine[size_t(line)] : -1;
    return findSegment(segments, line, [this](const Segment &s) { return draftLines(s); });
}

int Alignment::segmentAtSourceLine(int line) const
{
    if (m_indexed && line >= 0)
        return line < int(m_segmentOfSourceLine.size()) ? m_segmentOfSourceLine[size_t(line)] : -1;
    return findSegment(segments, line, [this](const Segment &s) { return sourceLines(s); });
}

} // namespace tandem
