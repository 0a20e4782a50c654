// SPDX-License-Identifier: GPL-3.0-or-later
#include "termtable.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <unordered_map>
#include <vector>

namespace tandem {

namespace {

// count and files of one (key, rendering) pair
struct Tally
{
    int count = 0;
    QSet<QString> files;
    void add(const QString &file, int n = 1)
    {
        count += n;
        files.insert(file);
    }
};

QList<TermRendering> toRenderings(const QHash<QString, Tally> &byRendering)
{
    QList<TermRendering> list;
    for (auto it = byRendering.constBegin(); it != byRendering.constEnd(); ++it) {
        QStringList files(it->files.begin(), it->files.end());
        std::sort(files.begin(), files.end());
        list.append({it.key(), it->count, files});
    }
    std::sort(list.begin(), list.end(), [](const TermRendering &a, const TermRendering &b) {
        return a.count != b.count ? a.count > b.count : a.text < b.text;
    });
    return list;
}

// Whether two English keys are forms of one word (save/saving, compile/compilation), which
// a Korean word rendering both is no inconsistency.
bool sameWordFamily(const QString &a, const QString &b)
{
    const QString x = a.startsWith(QLatin1String("g:")) ? a.mid(2).toLower() : a;
    const QString y = b.startsWith(QLatin1String("g:")) ? b.mid(2).toLower() : b;
    const QString &shorter = x.size() <= y.size() ? x : y;
    const QString &longer = x.size() <= y.size() ? y : x;
    if (shorter.size() >= 3 && longer.startsWith(shorter)) return true;
    qsizetype common = 0;
    while (common < shorter.size() && shorter[common] == longer[common])
        ++common;
    return common >= 5;
}

// One Hangul syllable (본, 갖, 값): as often a verb's stem as a noun, so it needs one link more
// than other renderings to count.
bool isOneSyllable(const QString &korean)
{
    return korean.size() == 1 && korean.at(0).unicode() >= 0xAC00 &&
           korean.at(0).unicode() <= 0xD7A3;
}

// The initial and medial of a Hangul syllable (its index without the final consonant), or -1.
int withoutFinal(QChar c)
{
    const int u = c.unicode();
    return u >= 0xAC00 && u <= 0xD7A3 ? (u - 0xAC00) / 28 : -1;
}

// Whether two Korean renderings are forms of one word, which is no inconsistency: one the
// other plus a syllable or an ending (값/값이, 기본/기본적, 프로파일/프로파일링), or the same
// stem ending differently in its last syllable (불러오기/불러올: 불러오 + 기, 불러오 + ㄹ).
bool sameKoreanWord(const QString &a, const QString &b)
{
    const QString &shorter = a.size() <= b.size() ? a : b;
    const QString &longer = a.size() <= b.size() ? b : a;
    if (shorter.isEmpty() || withoutFinal(shorter.at(0)) < 0 || withoutFinal(longer.at(0)) < 0)
        return false;
    if (longer.startsWith(shorter)) return shorter.size() >= 2 || longer.size() == 2;
    if (longer.size() - shorter.size() > 1 || shorter.size() < 2) return false;
    const qsizetype last = shorter.size() - 1;
    return QStringView(shorter).left(last) == QStringView(longer).left(last) &&
           withoutFinal(shorter.at(last)) >= 0 &&
           withoutFinal(shorter.at(last)) == withoutFinal(longer.at(last));
}

// One row's renderings with the forms of one word counted together, under the most used form.
QHash<QString, Tally> mergeWordForms(const QHash<QString, Tally> &renderings)
{
    QList<std::pair<QString, Tally>> byCount;
    for (auto it = renderings.constBegin(); it != renderings.constEnd(); ++it)
        byCount.append({it.key(), it.value()});
    std::sort(byCount.begin(), byCount.end(), [](const auto &x, const auto &y) {
        return x.second.count != y.second.count ? x.second.count > y.second.count
                                                : x.first < y.first;
    });
    QList<std::pair<QString, Tally>> groups;
    for (const auto &form : byCount) {
        // A named pair, not a structured binding: clang 14 (the fuzz build) cannot capture one.
        const QString &text = form.first;
        auto group = std::find_if(groups.begin(), groups.end(),
                                  [&](const auto &g) { return sameKoreanWord(g.first, text); });
        if (group == groups.end()) {
            groups.append(form);
            continue;
        }
        group->second.count += form.second.count;
        group->second.files.unite(form.second.files);
    }
    QHash<QString, Tally> merged;
    for (const auto &[text, tally] : groups)
        merged.insert(text, tally);
    return merged;
}

// Step 1 of buildTermReport: segment counts of every English key and Korean word, and of
// every pair. Words become numbers first: the pair table is the hot spot of a 250-file report.
class WordCounts
{
public:
    struct SegmentIds
    {
        std::vector<int> english, korean; // distinct, in first-seen order
    };

    explicit WordCounts(const QList<std::pair<QString, const QList<TermSegment> *>> &files)
    {
        for (const auto &[file, segments] : files)
            for (const TermSegment &s : *segments) {
                SegmentIds ids;
                for (qsizetype i = 0; i < s.english.size(); ++i) {
                    ++surfaces[s.english[i]][s.englishSurface.value(i)];
                    const int id = idOf(m_englishId, englishWords, s.english[i]);
                    if (std::find(ids.english.begin(), ids.english.end(), id) == ids.english.end())
                        ids.english.push_back(id);
                }
                for (const QString &k : s.korean) {
                    const int id = idOf(m_koreanId, koreanWords, k);
                    if (std::find(ids.korean.begin(), ids.korean.end(), id) == ids.korean.end())
                        ids.korean.push_back(id);
                }
                segmentIds.push_back(std::move(ids));
            }
        m_englishCount.resize(size_t(englishWords.size()));
        m_koreanCount.resize(size_t(koreanWords.size()));
        for (const SegmentIds &ids : segmentIds) {
            for (const int e : ids.english) {
                ++m_englishCount[size_t(e)];
                for (const int k : ids.korean)
                    ++m_pairCount[pairKey(e, k)];
            }
            for (const int k : ids.korean)
                ++m_koreanCount[size_t(k)];
        }
    }

    // How strongly English word `e` and Korean word `k` go together (Dice over segments), 0
    // under `minLinks` shared segments.
    double dice(int e, int k, int minLinks) const
    {
        const auto it = m_pairCount.find(pairKey(e, k));
        const int both = it == m_pairCount.end() ? 0 : it->second;
        return both < minLinks
                   ? 0.0
                   : 2.0 * both / double(m_englishCount[size_t(e)] + m_koreanCount[size_t(k)]);
    }

    QStringList englishWords, koreanWords;
    std::vector<SegmentIds> segmentIds;           // in the order of the files' segments
    QHash<QString, QHash<QString, int>> surfaces; // english key -> as written -> count

private:
    static int idOf(QHash<QString, int> &ids, QStringList &words, const QString &w)
    {
        const auto it = ids.constFind(w);
        if (it != ids.constEnd()) return *it;
        ids.insert(w, int(words.size()));
        words.append(w);
        return int(words.size() - 1);
    }
    static quint64 pairKey(int e, int k) { return (quint64(quint32(e)) << 32) | quint32(k); }

    QHash<QString, int> m_englishId, m_koreanId;
    std::vector<int> m_englishCount, m_koreanCount;
    std::unordered_map<quint64, int> m_pairCount;
};

// Step 2: competitive linking inside each segment, and the glossary's own findings.
struct Links
{
    QHash<QString, QHash<QString, Tally>> links;        // english key -> rendering
    QHash<QString, QHash<QString, Tally>> glossaryUses; // headword -> rendering
    QHash<QString, int> unresolved;                     // headword -> count
};

Links linkSegments(const QList<std::pair<QString, const QList<TermSegment> *>> &files,
                   const WordCounts &counts, const TermTableOptions &options)
{
    Links found;
    const QStringList &englishWords = counts.englishWords, &koreanWords = counts.koreanWords;
    size_t segmentIndex = 0;
    for (const auto &[file, segments] : files)
        for (const TermSegment &s : *segments) {
            for (const TermSegment::GlossaryUse &g : s.glossary)
                if (!g.rendering.isEmpty()) found.glossaryUses[g.headword][g.rendering].add(file);
            const WordCounts::SegmentIds &ids = counts.segmentIds[segmentIndex++];
            struct Candidate
            {
                double score;
                int e, k; // indexes into ids.english / ids.korean
            };
            std::vector<Candidate> candidates;
            for (int e = 0; e < int(ids.english.size()); ++e)
                for (int k = 0; k < int(ids.korean.size()); ++k)
                    if (const double d = counts.dice(ids.english[size_t(e)], ids.korean[size_t(k)],
                                                     options.minLinks);
                        d >= options.minDice)
                        candidates.push_back({d, e, k});
            std::sort(candidates.begin(), candidates.end(),
                      [&](const Candidate &a, const Candidate &b) {
                          if (a.score != b.score) return a.score > b.score;
                          // Ties in a fixed order, so every run links the same way.
                          return std::pair(englishWords[ids.english[size_t(a.e)]],
                                           koreanWords[ids.korean[size_t(a.k)]]) <
                                 std::pair(englishWords[ids.english[size_t(b.e)]],
                                           koreanWords[ids.korean[size_t(b.k)]]);
                      });
            std::vector<bool> englishUsed(ids.english.size()), koreanUsed(ids.korean.size());
            for (const Candidate &c : candidates) {
                if (englishUsed[size_t(c.e)] || koreanUsed[size_t(c.k)]) continue;
                englishUsed[size_t(c.e)] = koreanUsed[size_t(c.k)] = true;
                found
                    .links[englishWords[ids.english[size_t(c.e)]]]
                          [koreanWords[ids.korean[size_t(c.k)]]]
                    .add(file);
            }
            // Unresolved glossary terms: linked above under "g:" + headword, or not at all
            // (each occurrence counts, also when a segment names the term twice).
            for (int e = 0; e < int(ids.english.size()); ++e) {
                const QString &key = englishWords[ids.english[size_t(e)]];
                if (!key.startsWith(QLatin1String("g:"))) continue;
                const int occurrences = int(s.english.count(key));
                found.unresolved[key.mid(2)] +=
                    englishUsed[size_t(e)] ? occurrences - 1 : occurrences;
            }
        }
    return found;
}

// Step 3: glossary rows, every entry the translated English uses.
QList<TermRow> glossaryRows(const Links &found, const GlossaryMatcher &matcher,
                            const TermTableOptions &options)
{
    QSet<QString> headwords;
    for (auto it = found.glossaryUses.constBegin(); it != found.glossaryUses.constEnd(); ++it)
        headwords.insert(it.key());
    for (auto it = found.links.constBegin(); it != found.links.constEnd(); ++it)
        if (it.key().startsWith(QLatin1String("g:"))) headwords.insert(it.key().mid(2));
    for (auto it = found.unresolved.constBegin(); it != found.unresolved.constEnd(); ++it)
        headwords.insert(it.key());
    QHash<QString, const GlossaryEntry *> entryByHeadword;
    for (const GlossaryEntry &e : matcher.entries())
        if (!entryByHeadword.contains(e.headword())) entryByHeadword.insert(e.headword(), &e);
    QList<TermRow> rows;
    for (const QString &h : std::as_const(headwords)) {
        TermRow row;
        row.english = h;
        QHash<QString, Tally> uses = found.glossaryUses.value(h);
        const QHash<QString, Tally> linked = found.links.value(QStringLiteral("g:") + h);
        for (auto it = linked.constBegin(); it != linked.constEnd(); ++it) {
            if (it->count < options.minLinks) {
                row.unresolved += it->count; // a single link is not evidence
                continue;
            }
            Tally &t = uses[it.key()];
            t.count += it->count;
            t.files.unite(it->files);
        }
        const GlossaryEntry *e = entryByHeadword.value(h);
        row.agreed =
            e ? (e->keepEnglish || e->korean.isEmpty() ? e->headword() : e->korean.constFirst())
              : QString();
        row.renderings = toRenderings(uses);
        row.unresolved += found.unresolved.value(h);
        if (!row.renderings.isEmpty() || row.unresolved > 0) rows.append(row);
    }
    std::sort(rows.begin(), rows.end(), [](const TermRow &a, const TermRow &b) {
        if (a.deviations() != b.deviations()) return a.deviations() > b.deviations();
        if (a.total() != b.total()) return a.total() > b.total();
        return a.english < b.english;
    });
    return rows;
}

// The order of the variant and shared rows: the second most used rendering first (that is the
// inconsistency), then the most used in all.
bool moreInconsistent(const TermRow &a, const TermRow &b)
{
    const int secondA = a.renderings.value(1).count, secondB = b.renderings.value(1).count;
    if (secondA != secondB) return secondA > secondB;
    if (a.total() != b.total()) return a.total() > b.total();
    return a.english < b.english;
}

bool moreInconsistent(const SharedRendering &a, const SharedRendering &b)
{
    const int secondA = a.english.value(1).count, secondB = b.english.value(1).count;
    if (secondA != secondB) return secondA > secondB;
    if (a.total() != b.total()) return a.total() > b.total();
    return a.korean < b.korean;
}

// The English of a key as the files write it most often ("g:" keys: the headword).
QString displayOf(const WordCounts &counts, const QString &key)
{
    const QHash<QString, int> forms = counts.surfaces.value(key);
    QString best;
    int bestCount = -1;
    for (auto it = forms.constBegin(); it != forms.constEnd(); ++it)
        if (it.value() > bestCount || (it.value() == bestCount && it.key() < best))
            best = it.key(), bestCount = it.value();
    return key.startsWith(QLatin1String("g:")) ? key.mid(2) : best.isEmpty() ? key : best;
}

// Step 4: outside the glossary, English keys with several well-attested renderings; and each
// kept link by its Korean word (korean -> english key), for step 5.
QList<TermRow> variantRows(const Links &found, const WordCounts &counts,
                           const TermTableOptions &options,
                           QHash<QString, QHash<QString, Tally>> &byKorean)
{
    const auto &links = found.links;
    // A Korean word linked to an English word far less often than to its main partner is
    // mostly the rendering of that partner, linked here by sharing segments with it
    // (Saving ↔ 옵티마이저 twice, where 옵티마이저 renders optimizer everywhere else).
    QHash<QString, int> strongestLink; // korean -> its most frequent link's count
    for (auto it = links.constBegin(); it != links.constEnd(); ++it)
        for (auto r = it->constBegin(); r != it->constEnd(); ++r)
            strongestLink[r.key()] = std::max(strongestLink.value(r.key()), r->count);
    QList<TermRow> rows;
    for (auto it = links.constBegin(); it != links.constEnd(); ++it) {
        QHash<QString, Tally> kept;
        for (auto r = it->constBegin(); r != it->constEnd(); ++r)
            if (r->count >= options.minLinks + (isOneSyllable(r.key()) ? 1 : 0) &&
                r->count * options.minShareOfStrongest > strongestLink.value(r.key()))
                kept.insert(r.key(), *r);
        if (!it.key().startsWith(QLatin1String("g:"))) kept = mergeWordForms(kept);
        for (auto r = kept.constBegin(); r != kept.constEnd(); ++r)
            byKorean[r.key()][it.key()] = *r;
        if (it.key().startsWith(QLatin1String("g:")) || kept.size() < 2) continue;
        TermRow row;
        row.english = displayOf(counts, it.key());
        row.renderings = toRenderings(kept);
        rows.append(row);
    }
    std::sort(rows.begin(), rows.end(),
              [](const TermRow &a, const TermRow &b) { return moreInconsistent(a, b); });
    if (rows.size() > options.maxRows) rows.resize(options.maxRows);
    return rows;
}

// Step 5: Korean renderings linked to several English terms. A Korean word that is the English
// itself (tensor kept) is not a translation choice.
QList<SharedRendering> sharedRenderings(const QHash<QString, QHash<QString, Tally>> &byKorean,
                                        const WordCounts &counts, const TermTableOptions &options)
{
    QList<SharedRendering> rows;
    for (auto it = byKorean.constBegin(); it != byKorean.constEnd(); ++it) {
        if (it->size() < 2) continue;
        // Forms of one English word count once: at least two unrelated words must share it.
        const QStringList keys = it->keys();
        bool unrelated = false;
        for (qsizetype i = 0; i < keys.size() && !unrelated; ++i)
            for (qsizetype j = i + 1; j < keys.size() && !unrelated; ++j)
                unrelated = !sameWordFamily(keys[i], keys[j]);
        if (!unrelated) continue;
        QHash<QString, Tally> english;
        for (auto e = it->constBegin(); e != it->constEnd(); ++e)
            english.insert(displayOf(counts, e.key()), *e);
        if (english.size() < 2) continue;
        rows.append({it.key(), toRenderings(english)});
    }
    std::sort(rows.begin(), rows.end(), [](const SharedRendering &a, const SharedRendering &b) {
        return moreInconsistent(a, b);
    });
    if (rows.size() > options.maxRows) rows.resize(options.maxRows);
    return rows;
}

} // namespace

int TermRow::total() const
{
    int n = 0;
    for (const TermRendering &r : renderings)
        n += r.count;
    return n;
}

int TermRow::deviations() const
{
    int n = 0;
    for (const TermRendering &r : renderings)
        if (r.text != agreed) n += r.count;
    return n;
}

int SharedRendering::total() const
{
    int n = 0;
    for (const TermRendering &r : english)
        n += r.count;
    return n;
}

TermReport buildTermReport(const QList<std::pair<QString, const QList<TermSegment> *>> &files,
                           const GlossaryMatcher &matcher, const TermTableOptions &options)
{
    const WordCounts counts(files);
    const Links found = linkSegments(files, counts, options);
    TermReport report;
    report.glossary = glossaryRows(found, matcher, options);
    QHash<QString, QHash<QString, Tally>> byKorean;
    report.variants = variantRows(found, counts, options, byKorean);
    report.shared = sharedRenderings(byKorean, counts, options);
    return report;
}

} // namespace tandem
