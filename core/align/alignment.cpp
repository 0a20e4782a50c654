// SPDX-License-Identifier: GPL-3.0-or-later
#include "alignment.h"

#include "bilinguallexicon.h"
#include "codecompare.h"

#include <QHash>

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <limits>
#include <tuple>
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

// Words as lexical anchors (issue 25, as Hunalign reads a dictionary next to length), hashed
// into 1,024 bits: for a source unit, the Korean word the community writes for each of its
// English words (the lexicon's anchor rendering); for a draft unit, the stems of its Korean
// words. The share of a source unit's bits the draft unit has tells whether it renders it.
using LexicalBits = std::array<quint64, 16>;
constexpr int LexicalBitCount = 64 * 16;

// Which side a unit's features are of: the lexicon reads English on one, Korean on the other.
enum class UnitSide
{
    Source,
    Draft
};

// What a unit is made of, reduced to what the scoring needs, computed once per unit.
struct Features
{
    BlockKind kind = BlockKind::Paragraph;
    int level = 0;
    QString name;
    quint64 mask = 0; // hashed set of things that survive translation: code, URLs, numbers
    quint32 codeHash = 0;
    double length = 0;            // characters of prose
    double logLength = 0;         // its logarithm (when length > 0), taken once, not in every cell
    LexicalBits lexical{};        // all zero without a lexicon
    int words = 0;                // with a lexicon: its words (English keys, or Korean words)
    bool translatorsNote = false; // a draft paragraph that opens with 역자 주, 옮긴이: ...
    int sentences = 1;            // of a paragraph's prose, at least 1
};

bool operator==(const Features &a, const Features &b)
{
    return a.kind == b.kind && a.level == b.level && a.name == b.name && a.mask == b.mask &&
           a.codeHash == b.codeHash && a.length == b.length && a.lexical == b.lexical &&
           a.words == b.words && a.translatorsNote == b.translatorsNote &&
           a.sentences == b.sentences;
}

// The sentences of a paragraph's prose, at least 1: full stops (or ! ?) after a letter or a
// closing mark, then a space or the end; in English the next word must not be lower case
// ("e.g. the"), in Korean the stop must follow Hangul ("3.5" ends none). A scan, not a
// regular expression: the editor aligns on every key press.
int sentenceCount(const QString &prose, UnitSide side)
{
    const auto hangul = [](QChar c) { return c.unicode() >= 0xAC00 && c.unicode() <= 0xD7A3; };
    int n = 0;
    for (qsizetype i = 1; i < prose.size(); ++i) {
        const QChar c = prose[i];
        if (c != u'.' && c != u'!' && c != u'?') continue;
        qsizetype before = i - 1;
        while (before > 0 && QStringLiteral(")]'\"`_*").contains(prose[before]))
            --before;
        const bool word =
            side == UnitSide::Draft ? hangul(prose[before]) : prose[before].isLetterOrNumber();
        if (!word) continue;
        qsizetype after = i + 1;
        if (after < prose.size() && !prose[after].isSpace()) continue;
        while (after < prose.size() && prose[after].isSpace())
            ++after;
        if (side == UnitSide::Source && after < prose.size() && prose[after].isLower()) continue;
        ++n;
    }
    return std::max(1, n);
}

// A translator's note (역자 주: ..., [옮긴이] ...) has no source: it is no part of a paragraph
// the translator split, and leaving it unpaired costs nothing.
bool opensTranslatorsNote(const QString &prose)
{
    static const QStringList markers = {QStringLiteral("역자 주"),
                                        QStringLiteral("역자주"),
                                        QStringLiteral("역주"),
                                        QStringLiteral("역자:"),
                                        QStringLiteral("옮긴이"),
                                        QStringLiteral("번역자 주"),
                                        QStringLiteral("Translator's note")};
    qsizetype i = 0;
    while (i < prose.size() && (prose[i].isSpace() || QStringLiteral("#([*").contains(prose[i])))
        ++i;
    const QStringView rest = QStringView(prose).mid(i);
    return std::any_of(markers.begin(), markers.end(),
                       [&](const QString &m) { return rest.startsWith(m, Qt::CaseInsensitive); });
}

void setLexicalBit(LexicalBits &bits, const QString &word)
{
    const size_t h = qHash(word) % LexicalBitCount;
    bits[h / 64] |= quint64(1) << (h % 64);
}

int popcount(const LexicalBits &bits)
{
    int n = 0;
    for (quint64 w : bits)
        n += std::popcount(w);
    return n;
}

// The draft paragraphs' lexical features of the last call, by their text (kept with the
// editor's table, AlignmentReuse): a key press changes one paragraph, and reading every other
// one's Korean stems again was most of the lexicon's cost per key.
struct DraftLexicalCache
{
    QHash<QString, std::pair<LexicalBits, int>> byProse; // bits, words
    quint64 lexiconVersion = 0;
};

// The lexical bits of a unit's prose (see LexicalBits), and its English words on the source.
void setLexicalFeatures(Features &f, const QString &prose, const BilingualLexicon &lexicon,
                        UnitSide side, DraftLexicalCache *cache)
{
    if (side == UnitSide::Draft) {
        if (cache) {
            if (const auto it = cache->byProse.constFind(prose); it != cache->byProse.constEnd()) {
                std::tie(f.lexical, f.words) = *it;
                return;
            }
        }
        const QStringList words = BilingualLexicon::koreanWords(prose);
        f.words = int(words.size());
        for (const QString &w : words)
            for (const QString &stem : BilingualLexicon::koreanStems(w))
                setLexicalBit(f.lexical, stem);
        if (cache) cache->byProse.insert(prose, {f.lexical, f.words});
        return;
    }
    const QStringList keys = BilingualLexicon::englishKeys(prose);
    f.words = int(keys.size());
    for (const QString &key : keys)
        for (const LexiconRendering &r : lexicon.renderings(key))
            if (r.isAnchor()) {
                setLexicalBit(f.lexical, r.korean);
                break; // the most linked one: a second would halve the share of a unit using it
            }
}

quint64 bitFor(QStringView token)
{
    return quint64(1) << (qHash(token) % 64);
}

bool isParagraphLike(BlockKind k)
{
    return k == BlockKind::Paragraph || k == BlockKind::LineBlock ||
           k == BlockKind::DefinitionListItem;
}

Features featuresOf(const RstDocument &doc, const AlignUnit &u, const BilingualLexicon *lexicon,
                    UnitSide side, DraftLexicalCache *cache)
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
        for (const QString &line : normalizedCode(codeContent(doc, b), codeLanguage(b), false))
            f.codeHash = f.codeHash * 31 + qHash(line);
        f.kind = BlockKind::LiteralBlock; // "::" in one file may be code-block in the other
        return f;
    }
    const int lastView = std::min<int>(b.lastView, int(doc.lines.size()) - 1);
    QString prose; // the unit's lines
    for (int v = b.firstView; v <= lastView; ++v) {
        const SourceLine &line = doc.lines[v];
        if (line.fileLine < u.line || line.fileLine > u.endLine) continue;
        const QString &t = line.text;
        prose += t + u' ';
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
    if (lexicon) setLexicalFeatures(f, prose, *lexicon, side, cache);
    f.translatorsNote = side == UnitSide::Draft && opensTranslatorsNote(prose);
    f.sentences = sentenceCount(prose, side);
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

// The source unit's words the draft unit writes as the lexicon renders them (less what the
// draft's number of words would find by chance), shared by the words of both, as Hunalign
// weighs dictionary matches by the length of both sentences (a Dice coefficient): a paragraph
// merged with one whose words are not rendered leaves more of its words unaccounted for, and a
// long draft paragraph that renders two source paragraphs scores higher with both than with
// one. 0 when the source has fewer than two anchors (or there is no lexicon).
double lexicalScore(const Features &s, const Features &d)
{
    const int anchors = popcount(s.lexical);
    if (anchors < 2 || s.words + d.words <= 0) return 0;
    int found = 0;
    for (size_t k = 0; k < s.lexical.size(); ++k)
        found += std::popcount(s.lexical[k] & d.lexical[k]);
    const double chance = double(popcount(d.lexical)) / LexicalBitCount;
    return 2.0 * (found - chance * anchors) / (std::max(s.words, anchors) + d.words);
}

// Weight of the lexical score next to shared code (2) and length (1).
constexpr double LexicalWeight = 3.0;

double pairScore(const Features &s, const Features &d, double logRatio)
{
    const double sim = similarity(s.mask, d.mask) + LexicalWeight / 2 * lexicalScore(s, d);
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
    for (size_t k = 0; k < m.lexical.size(); ++k)
        m.lexical[k] |= b.lexical[k];
    m.words += b.words;
    m.sentences += b.sentences;
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

namespace {

// Points the path of a huge alignment must pass near: code blocks whose code is identical on
// both sides (code is not translated), paired in order. A walk over the code blocks of both
// sides; where two differ, it jumps to the nearer next occurrence of either one's code on the
// other side (code added or removed there), found by binary search in a table of positions per
// code hash, or passes both (code changed on both sides): n·log n in the number of code blocks.
// Returned as (source unit, draft unit), increasing on both sides.
std::vector<std::pair<int, int>> codeAnchors(const std::vector<Features> &fs,
                                             const std::vector<Features> &fd)
{
    constexpr int MaxJump = 1000; // code blocks; further is more likely a repeated snippet
    std::vector<int> sc, dc;      // the code units of each side
    QHash<quint32, std::vector<int>> inSource, inDraft; // code hash -> indexes into sc / dc
    for (int i = 0; i < int(fs.size()); ++i)
        if (fs[i].kind == BlockKind::LiteralBlock) {
            inSource[fs[i].codeHash].push_back(int(sc.size()));
            sc.push_back(i);
        }
    for (int j = 0; j < int(fd.size()); ++j)
        if (fd[j].kind == BlockKind::LiteralBlock) {
            inDraft[fd[j].codeHash].push_back(int(dc.size()));
            dc.push_back(j);
        }
    // How far after `from` the code `hash` occurs next in `table`, or MaxJump + 1.
    auto distance = [](const QHash<quint32, std::vector<int>> &table, quint32 hash, int from) {
        const auto it = table.constFind(hash);
        if (it == table.constEnd()) return MaxJump + 1;
        const auto next = std::upper_bound(it->begin(), it->end(), from);
        return next == it->end() ? MaxJump + 1 : std::min(*next - from, MaxJump + 1);
    };
    std::vector<std::pair<int, int>> anchors;
    int i = 0, j = 0;
    while (i < int(sc.size()) && j < int(dc.size())) {
        const quint32 source = fs[sc[i]].codeHash, draft = fd[dc[j]].codeHash;
        if (source == draft) {
            anchors.emplace_back(sc[i++], dc[j++]);
            continue;
        }
        const int ahead = distance(inDraft, source, j);  // draft blocks added before it
        const int behind = distance(inSource, draft, i); // source blocks the draft dropped
        if (ahead > MaxJump && behind > MaxJump) {
            ++i; // changed on both sides: no anchor here
            ++j;
        } else if (ahead <= behind) {
            j += ahead;
        } else {
            i += behind;
        }
    }
    return anchors;
}

} // namespace

// The cells of the alignment table that are computed: every one up to FullCells (every real
// tutorial), else a band of rows around a guide line from (0, 0) to (n, m) through the code
// anchors, so that the table grows linearly with the units. The band of a row reaches from the
// guide at the row before to the guide at the row after, widened by a half width that is narrow
// where anchors are close together and wider (up to MaxHalfWidth) across long stretches without
// any: consecutive rows always overlap, so a path from (0, 0) to (n, m) exists.
struct Band
{
    static constexpr qint64 FullCells = 4'000'000; // ~2,000 units a side
    static constexpr int MinHalfWidth = 32, MaxHalfWidth = 400;
    int n = 0, m = 0;
    bool full = true;
    std::vector<int> guide, half; // per row 0..n
    std::vector<qint64> rowStart;

    static Band of(int n, int m, const std::vector<std::pair<int, int>> &anchors)
    {
        Band b;
        b.n = n;
        b.m = m;
        b.full = qint64(n + 1) * (m + 1) <= FullCells;
        b.guide.assign(size_t(n) + 1, 0);
        b.half.assign(size_t(n) + 1, m);
        if (!b.full) {
            // The guide: straight lines between the points (0, 0), after each anchor, (n, m).
            std::vector<std::pair<int, int>> points{{0, 0}};
            for (const auto &[i, j] : anchors)
                if (i + 1 > points.back().first && j + 1 >= points.back().second)
                    points.emplace_back(i + 1, j + 1);
            if (points.back().first < n || points.back().second < m) points.emplace_back(n, m);
            for (size_t k = 1; k < points.size(); ++k) {
                const auto [i0, j0] = points[k - 1];
                const auto [i1, j1] = points[k];
                // Rows between two anchors far apart may stray further from the straight line.
                const int width = std::clamp((i1 - i0 + j1 - j0) / 8, MinHalfWidth, MaxHalfWidth);
                for (int i = i0; i <= i1; ++i) {
                    b.guide[size_t(i)] =
                        i1 == i0 ? j1 : j0 + int(qint64(i - i0) * (j1 - j0) / (i1 - i0));
                    b.half[size_t(i)] =
                        i == i0 && k > 1 ? std::max(b.half[size_t(i)], width) : width;
                }
            }
        }
        b.rowStart.resize(size_t(n) + 2);
        b.rowStart[0] = 0;
        for (int i = 0; i <= n; ++i)
            b.rowStart[size_t(i) + 1] = b.rowStart[size_t(i)] + (b.hi(i) - b.lo(i) + 1);
        return b;
    }
    // The first row starts at (0, 0) and the last ends at (n, m) whatever the guide says (an
    // empty source: one row from the first draft unit to the last).
    int lo(int i) const
    {
        return full || i == 0 ? 0 : std::max(0, guide[size_t(i - 1)] - half[size_t(i)]);
    }
    int hi(int i) const
    {
        return full || i == n ? m : std::min(m, guide[size_t(i + 1)] + half[size_t(i)]);
    }
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

UnitFeatures unitFeatures(const RstDocument &doc, const QList<AlignUnit> &units,
                          const BilingualLexicon *lexicon, UnitSide side,
                          DraftLexicalCache *cache = nullptr)
{
    // A cache of another lexicon, or grown well past this document's paragraphs (a file
    // replaced by another): started anew.
    if (cache && lexicon &&
        (cache->lexiconVersion != lexicon->version() ||
         cache->byProse.size() > 2 * units.size() + 64)) {
        cache->byProse.clear();
        cache->lexiconVersion = lexicon->version();
    }
    UnitFeatures f;
    f.single.resize(size_t(units.size()));
    f.withPrevious.resize(size_t(units.size()));
    for (qsizetype i = 0; i < units.size(); ++i) {
        Features &one = f.single[size_t(i)] = featuresOf(doc, units[i], lexicon, side, cache);
        one.logLength = one.length > 0 ? std::log(one.length) : 0;
        f.length += one.length;
        if (i > 0) f.withPrevious[size_t(i)] = merged(f.single[size_t(i) - 1], f.single[size_t(i)]);
    }
    return f;
}

} // namespace

// The table kept between calls: what it was computed from, the scores and the moves.
struct AlignmentReuse::Table
{
    // ~12 MB of scores; larger tables (only very long files reach it) are not kept.
    static constexpr size_t MaxCells = 1'500'000;
    int n = -1, m = -1;
    double logRatio = 0;
    std::vector<Features> source, draft;
    std::vector<double> score;
    std::vector<quint8> move;
    int computed = 0; // columns the last call computed
    DraftLexicalCache draftLexical;

    // Ready for a call over n x m units: the columns before the first draft unit whose features
    // changed keep their cells; anything else changed resets the table. Returns the first
    // column to compute (0: all).
    int prepare(int n, int m, double logRatio, const std::vector<Features> &fs,
                const std::vector<Features> &fd, size_t cells);
};

int AlignmentReuse::Table::prepare(int newN, int newM, double newLogRatio,
                                   const std::vector<Features> &fs, const std::vector<Features> &fd,
                                   size_t cells)
{
    int firstColumn = 0;
    if (n == newN && m == newM && logRatio == newLogRatio && source == fs) {
        int k = 0;
        while (k < m && draft[size_t(k)] == fd[size_t(k)])
            ++k;
        // Column j reads draft units up to j - 1 only.
        firstColumn = k + 1;
    } else {
        n = newN;
        m = newM;
        logRatio = newLogRatio;
        source = fs;
        score.assign(cells, 0.0);
        move.assign(cells, None);
    }
    draft = fd;
    computed = std::max(0, m + 1 - firstColumn);
    return firstColumn;
}

AlignmentReuse::AlignmentReuse() : d(std::make_unique<Table>()) {}
AlignmentReuse::~AlignmentReuse() = default;
int AlignmentReuse::lastComputedColumns() const
{
    return d->computed;
}
int AlignmentReuse::lastColumns() const
{
    return d->m + 1;
}

namespace {

// How much longer or shorter the translation runs overall; paragraph lengths are compared after
// this scaling (Korean is shorter in characters than English). Its logarithm is rounded to 1/256
// (the ratio to within 0.2%): a keystroke changes it far less, so the editor's next run usually
// has the same one and can keep the table's cells left of the edit (AlignmentReuse).
double lengthLogRatio(double sourceLength, double draftLength)
{
    const double ratio = sourceLength > 0 && draftLength > 0 ? draftLength / sourceLength : 0.6;
    return std::round(std::log(ratio) * 256.0) / 256.0;
}

// The dynamic programme's table: the moves of every cell of the band, and the scores — all of
// them when kept for the next call (AlignmentReuse), else those of the last three rows (a merge
// looks two rows back), indexed by draft unit.
class ScoreTable
{
public:
    // `keptScores` and `keptMoves`: the whole table kept between calls, or null.
    ScoreTable(const Band &band, int m, std::vector<double> *keptScores,
               std::vector<quint8> *keptMoves)
        : m_band(band), m_keptScores(keptScores), m_moves(keptMoves ? keptMoves : &m_ownMove)
    {
        if (keptScores) return;
        m_ownMove.assign(band.cells(), None);
        for (auto &r : m_rows)
            r.assign(size_t(m) + 1, -std::numeric_limits<double>::infinity());
    }

    const std::vector<quint8> &moves() const { return *m_moves; }

    double at(int i, int j) const
    {
        if (i < 0 || j < m_band.lo(i) || j > m_band.hi(i))
            return -std::numeric_limits<double>::infinity();
        return m_keptScores ? (*m_keptScores)[m_band.index(i, j)] : m_rows[i % 3][j];
    }

    // Row i reuses the storage of row i - 3: clear what that one wrote outside this band.
    void startRow(int i)
    {
        if (m_keptScores || i < 3) return;
        std::vector<double> &row = m_rows[i % 3];
        for (int j = m_band.lo(i - 3); j <= m_band.hi(i - 3); ++j)
            row[j] = -std::numeric_limits<double>::infinity();
    }

    void set(int i, int j, double score, Move how)
    {
        if (m_keptScores)
            (*m_keptScores)[m_band.index(i, j)] = score;
        else
            m_rows[i % 3][j] = score;
        (*m_moves)[m_band.index(i, j)] = how;
    }

private:
    const Band &m_band;
    std::vector<double> *m_keptScores;
    std::vector<quint8> *m_moves;
    std::vector<quint8> m_ownMove;
    std::vector<double> m_rows[3];
};

// Paragraphs merged or split keep their sentences: the whole side has two sentences or more,
// and at least as many as either paragraph of the other (a translator joins two sentences into
// one now and then, not two paragraphs into one sentence). A paragraph of one sentence paired
// with two of the other is a paragraph dropped or added beside a pair, not a merge.
bool keepsSentences(int whole, int part1, int part2)
{
    return whole >= 2 && whole >= std::max(part1, part2);
}

// Translators keep a paragraph's sentences: a merge or split whose parts have as many sentences
// between them as the whole (each has one or more, so neither alone has as many) is the more
// likely reading.
// Measured on drafts with one paragraph merged or split (bench/eval_alignment_edits.py, practice
// memory, seeds 1/2/3): merges paired right 78/72/76% (76/68/73% without), splits 76/81/80%
// (74/79/79%), drops unchanged; a terse translation of two paragraphs reads as long as one.
constexpr double SentencesKeptBonus = 0.3;

double countsAgree(int whole, int part1, int part2)
{
    return whole == part1 + part2 ? SentencesKeptBonus : 0.0;
}

// Fills the table over (source unit, draft unit) from `firstColumn` on: each cell's best score
// and the move that reached it (a pair, a unit skipped on either side, two paragraphs merged
// into one on either side).
void fillTable(ScoreTable &table, const Band &band, int n, int firstColumn,
               const UnitFeatures &sourceFeatures, const UnitFeatures &draftFeatures,
               double logRatio)
{
    const std::vector<Features> &fs = sourceFeatures.single, &fd = draftFeatures.single;
    // A unit left unpaired costs a little more than a merge: Gale and Church found paragraphs
    // merged or split ten times as often as dropped. Measured on drafts with one paragraph
    // dropped, merged or split (bench/eval_alignment_edits.py): with no cost, merges were
    // found 28% of the time and splits 48%; with these, 53% and 79%, drops 83%, not 84%.
    // A translator's note has no source: leaving it unpaired costs nothing, and it is never
    // part of a merge.
    constexpr double MergePenalty = 0.2, SkipPenalty = 0.3;
    const auto skipCost = [](const Features &f) {
        return isParagraphLike(f.kind) && !f.translatorsNote ? SkipPenalty : 0.0;
    };
    for (int i = 0; i <= n; ++i) {
        table.startRow(i);
        for (int j = std::max(band.lo(i), firstColumn); j <= band.hi(i); ++j) {
            double best = -std::numeric_limits<double>::infinity();
            Move how = None;
            if (i == 0 && j == 0) {
                best = 0.0;
            } else {
                auto consider = [&](double value, Move mv) {
                    if (value > best) {
                        best = value;
                        how = mv;
                    }
                };
                if (i > 0) consider(table.at(i - 1, j) - skipCost(fs[i - 1]), SkipSource);
                if (j > 0) consider(table.at(i, j - 1) - skipCost(fd[j - 1]), SkipDraft);
                if (i > 0 && j > 0) {
                    const double s = pairScore(fs[i - 1], fd[j - 1], logRatio);
                    if (s > Forbidden / 2) consider(table.at(i - 1, j - 1) + s, Match);
                }
                if (i > 1 && j > 0 && isParagraphLike(fs[i - 1].kind) &&
                    isParagraphLike(fs[i - 2].kind) && isParagraphLike(fd[j - 1].kind) &&
                    keepsSentences(fd[j - 1].sentences, fs[i - 1].sentences, fs[i - 2].sentences)) {
                    const double s =
                        pairScore(sourceFeatures.withPrevious[size_t(i) - 1], fd[j - 1], logRatio) +
                        countsAgree(fd[j - 1].sentences, fs[i - 2].sentences, fs[i - 1].sentences);
                    consider(table.at(i - 2, j - 1) + s - MergePenalty, TwoToOne);
                }
                if (i > 0 && j > 1 && isParagraphLike(fs[i - 1].kind) &&
                    isParagraphLike(fd[j - 1].kind) && isParagraphLike(fd[j - 2].kind) &&
                    !fd[j - 1].translatorsNote && !fd[j - 2].translatorsNote &&
                    keepsSentences(fs[i - 1].sentences, fd[j - 1].sentences, fd[j - 2].sentences)) {
                    const double s =
                        pairScore(fs[i - 1], draftFeatures.withPrevious[size_t(j) - 1], logRatio) +
                        countsAgree(fs[i - 1].sentences, fd[j - 2].sentences, fd[j - 1].sentences);
                    consider(table.at(i - 1, j - 2) + s - MergePenalty, OneToTwo);
                }
            }
            table.set(i, j, best, how);
        }
    }
}

struct Step
{
    Move move;
    int i, j;
};

// The best path, from the table's last cell back to its first, in reading order.
std::vector<Step> tracePath(const std::vector<quint8> &move, const Band &band, int n, int m)
{
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
    return steps;
}

// Turns the path into the alignment's segments: a pair (or merge) is a segment; a run of units
// skipped between two pairs becomes one segment when it has both sides (the translator
// rewrote them), else a segment per unit (missing or extra).
class SegmentBuilder
{
public:
    explicit SegmentBuilder(Alignment &a) : m_a(a) {}

    void add(const Step &st)
    {
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
            m_gap.append({st.i - 1, st.i - 1, 0, -1});
            return;
        case SkipDraft:
            m_gap.append({0, -1, st.j - 1, st.j - 1});
            return;
        case None:
            return;
        }
        flushGap();
        m_a.segments.append(s);
    }

    void finish() { flushGap(); }

private:
    // A directive whose content the draft's version does not parse (a translated name,
    // .. 노트::) has no body units in the draft; its source body belongs to the directive's
    // segment rather than being "missing".
    bool absorbIntoDirective(const Segment &g)
    {
        if (m_a.segments.isEmpty() || g.hasDraft()) return false;
        Segment &prev = m_a.segments.last();
        if (!prev.hasSource() || !prev.hasDraft()) return false;
        const Block *src = m_a.sourceUnits[prev.sourceFirst].block;
        const Block *dst = m_a.draftUnits[prev.draftLast].block;
        if (src->kind != BlockKind::Directive || dst->kind != BlockKind::Directive ||
            !dst->children.isEmpty() || src->children.isEmpty())
            return false;
        const AlignUnit &u = m_a.sourceUnits[g.sourceFirst];
        if (u.line < src->line || u.endLine > src->endLine || prev.sourceLast + 1 != g.sourceFirst)
            return false;
        prev.sourceLast = g.sourceLast;
        return true;
    }

    void flushGap()
    {
        if (m_gap.isEmpty()) return;
        while (!m_gap.isEmpty() && absorbIntoDirective(m_gap.constFirst()))
            m_gap.removeFirst();
        if (m_gap.isEmpty()) return;
        bool src = false, dst = false;
        for (const Segment &g : std::as_const(m_gap)) {
            src |= g.hasSource();
            dst |= g.hasDraft();
        }
        if (src && dst) {
            Segment s;
            s.sourceFirst = s.draftFirst = std::numeric_limits<int>::max();
            s.sourceLast = s.draftLast = -1;
            for (const Segment &g : std::as_const(m_gap)) {
                if (g.hasSource()) {
                    s.sourceFirst = std::min(s.sourceFirst, g.sourceFirst);
                    s.sourceLast = std::max(s.sourceLast, g.sourceLast);
                }
                if (g.hasDraft()) {
                    s.draftFirst = std::min(s.draftFirst, g.draftFirst);
                    s.draftLast = std::max(s.draftLast, g.draftLast);
                }
            }
            m_a.segments.append(s);
        } else {
            m_a.segments.append(m_gap);
        }
        m_gap.clear();
    }

    Alignment &m_a;
    QList<Segment> m_gap;
};

} // namespace

// In phases: the units and their features, the band of the table to compute (and what a kept
// table from the last call spares), the table, the best path through it, the segments.
Alignment align(const RstDocument &source, const RstDocument &draft, DocumentMemo *sourceMemo,
                AlignmentReuse *reuse, const BilingualLexicon *lexicon)
{
    if (lexicon && lexicon->isEmpty()) lexicon = nullptr;
    Alignment a;
    a.sourceUnits = alignUnits(source);
    a.draftUnits = alignUnits(draft);
    const int n = int(a.sourceUnits.size()), m = int(a.draftUnits.size());
    // The source's features depend on the source alone: with a memo, made once per source.
    // With a lexicon they depend on it too: kept under a key naming its version (a rebuilt
    // memory's lexicon has another).
    const auto makeSource = [&] {
        return unitFeatures(source, a.sourceUnits, lexicon, UnitSide::Source);
    };
    const UnitFeatures sourceOwn = sourceMemo ? UnitFeatures{} : makeSource();
    const std::string memoKey =
        lexicon ? "align.features.lexicon." + std::to_string(lexicon->version()) : "align.features";
    const UnitFeatures &sourceFeatures =
        sourceMemo ? sourceMemo->derived<UnitFeatures>(memoKey.c_str(), makeSource) : sourceOwn;
    const UnitFeatures draftFeatures = unitFeatures(draft, a.draftUnits, lexicon, UnitSide::Draft,
                                                    reuse ? &reuse->d->draftLexical : nullptr);
    const std::vector<Features> &fs = sourceFeatures.single, &fd = draftFeatures.single;
    const double logRatio = lengthLogRatio(sourceFeatures.length, draftFeatures.length);

    // A tutorial has a few hundred units a side, and then every cell is computed. A huge file
    // (the 16 MiB limit is ~70,000 units) would need gigabytes for the full table, so there only
    // a band around the diagonal is computed: a translation keeps the order of its source, so
    // the path stays near it.
    const Band band =
        Band::of(n, m,
                 qint64(n + 1) * (m + 1) <= Band::FullCells ? std::vector<std::pair<int, int>>{}
                                                            : codeAnchors(fs, fd));
    a.approximated = !band.full;
    // With a reuse and the whole table computed, the table is kept whole for the next call.
    AlignmentReuse::Table *kept =
        reuse && band.full && band.cells() <= AlignmentReuse::Table::MaxCells ? reuse->d.get()
                                                                              : nullptr;
    const int firstColumn = kept ? kept->prepare(n, m, logRatio, fs, fd, band.cells()) : 0;

    ScoreTable table(band, m, kept ? &kept->score : nullptr, kept ? &kept->move : nullptr);
    fillTable(table, band, n, firstColumn, sourceFeatures, draftFeatures, logRatio);

    SegmentBuilder segments(a);
    for (const Step &st : tracePath(table.moves(), band, n, m))
        segments.add(st);
    segments.finish();
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
