// SPDX-License-Identifier: GPL-3.0-or-later
#include "bilinguallexicon.h"

#include "koreanparticles.h"
#include "proseletters.h"

#include <algorithm>
#include <atomic>
#include <tuple>

namespace tandem {

namespace {

// English words that carry grammar, not sense: linked to anything, they would anchor any pair.
const QSet<QString> &functionWords()
{
    static const QSet<QString> words = [] {
        QSet<QString> set;
        for (const char *w :
             {"the",   "and",       "for",     "are",    "was",     "were",    "this",   "that",
              "these", "those",     "its",     "with",   "from",    "our",     "your",   "can",
              "will",  "not",       "does",    "have",   "has",     "had",     "into",   "which",
              "but",   "then",      "than",    "also",   "all",     "any",     "each",   "more",
              "most",  "other",     "some",    "such",   "only",    "one",     "two",    "who",
              "what",  "when",      "where",   "how",    "why",     "there",   "their",  "them",
              "they",  "you",       "she",     "his",    "her",     "him",     "been",   "being",
              "would", "should",    "could",   "may",    "might",   "must",    "shall",  "about",
              "over",  "under",     "after",   "before", "between", "through", "out",    "off",
              "very",  "just",      "now",     "here",   "both",    "same",    "own",    "well",
              "way",   "let",       "lets",    "doe",    "did",     "done",    "get",    "got",
              "make",  "made",      "use",     "used",   "using",   "like",    "via",    "per",
              "while", "whether",   "because", "since",  "until",   "upon",    "within", "without",
              "again", "further",   "once",    "too",    "yet",     "so",      "if",     "as",
              "see",   "following", "below",   "above",  "first",   "new",     "many",   "much",
              "need",  "needs",     "even",    "often",  "already", "still"})
            set.insert(QString::fromLatin1(w));
        return set;
    }();
    return words;
}

// Skips inline markup whose text is code or a name: ``literal``, :role:`text`, `link`_ and
// URLs. Returns the index after it, or `i` when no such markup starts at `i`.
qsizetype skipCode(QStringView text, qsizetype i)
{
    const qsizetype n = text.size();
    if (text.mid(i).startsWith(u"``")) {
        const qsizetype end = text.indexOf(u"``", i + 2);
        return end < 0 ? n : end + 2;
    }
    if (text[i] == u'`') {
        const qsizetype end = text.indexOf(u'`', i + 1);
        return end < 0 ? n : end + 1;
    }
    if (text[i] == u':' && i + 1 < n && text[i + 1].isLetter()) {
        qsizetype j = i + 1;
        while (j < n && (text[j].isLetterOrNumber() || text[j] == u':' || text[j] == u'-'))
            ++j;
        if (j < n && text[j] == u'`' && text[j - 1] == u':') return skipCode(text, j);
    }
    if (text.mid(i).startsWith(u"http://") || text.mid(i).startsWith(u"https://")) {
        qsizetype j = i;
        while (j < n && !text[j].isSpace() && text[j] != u'>')
            ++j;
        return j;
    }
    return i;
}

// Calls `word` for every run of letters of the kind `isLetter` takes, code left out; `word`
// returning false stops the walk.
template <typename IsLetter, typename Word>
void forEachWord(QStringView text, IsLetter isLetter, Word word)
{
    qsizetype i = 0;
    const qsizetype n = text.size();
    while (i < n) {
        const qsizetype skipped = skipCode(text, i);
        if (skipped != i) {
            i = skipped;
            continue;
        }
        if (!isLetter(text[i])) {
            ++i;
            continue;
        }
        qsizetype j = i;
        while (j < n && isLetter(text[j]))
            ++j;
        // A word glued to code or digits (x1, conv2d) is a name, not prose.
        const bool glued = (i > 0 && (text[i - 1].isDigit() || text[i - 1] == u'_')) ||
                           (j < n && (text[j].isDigit() || text[j] == u'_'));
        if (!glued && !word(text.mid(i, j - i))) return;
        i = j;
    }
}

bool isLatinLetter(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
}

bool isSyllable(QChar c)
{
    return c.unicode() >= 0xAC00 && c.unicode() <= 0xD7A3;
}

} // namespace

QString BilingualLexicon::englishKey(QStringView word)
{
    if (word.size() < 3) return {};
    // CamelCase and capitals inside a word: a class or program name, not a word to render.
    for (qsizetype i = 1; i < word.size(); ++i)
        if (word[i].isUpper()) return {};
    QString key = word.toString().toLower();
    if (functionWords().contains(key)) return {};
    if (key.endsWith(u"ies") && key.size() > 4)
        key = key.chopped(3) + u'y';
    else if (key.endsWith(u's') && !key.endsWith(u"ss") && !key.endsWith(u"us") &&
             !key.endsWith(u"is") && key.size() > 3)
        key.chop(1);
    return functionWords().contains(key) ? QString() : key;
}

QStringList BilingualLexicon::koreanStems(QStringView word)
{
    QStringList stems{word.toString()};
    for (qsizetype cut = word.size() - 1; cut >= 1; --cut)
        if (isKoreanTail(word.mid(cut))) stems.append(word.first(cut).toString());
    return stems;
}

QStringList BilingualLexicon::englishKeys(QStringView text)
{
    QStringList keys;
    QSet<QString> seen;
    forEachWord(text, isLatinLetter, [&](QStringView w) {
        const QString key = englishKey(w);
        if (!key.isEmpty() && !seen.contains(key)) {
            seen.insert(key);
            keys.append(key);
        }
        return true;
    });
    return keys;
}

QStringList BilingualLexicon::koreanWords(QStringView text)
{
    QStringList words;
    QSet<QString> seen;
    forEachWord(text, isSyllable, [&](QStringView w) {
        const QString word = w.toString();
        // A particle or ending alone follows code or a name (``x``를): no word of its own.
        if (!isKoreanTail(w) && !seen.contains(word)) {
            seen.insert(word);
            words.append(word);
        }
        return true;
    });
    return words;
}

qsizetype BilingualLexicon::wordWithStem(QStringView text, const QString &stem)
{
    qsizetype at = -1;
    forEachWord(text, isSyllable, [&](QStringView w) {
        if (!koreanStems(w).contains(stem)) return true;
        at = w.data() - text.data();
        return false;
    });
    return at;
}

QSet<QString> BilingualLexicon::koreanStemSet(QStringView text)
{
    QSet<QString> stems;
    for (const QString &w : koreanWords(text))
        for (const QString &s : koreanStems(w))
            stems.insert(s);
    return stems;
}

void BilingualLexicon::add(const QString &english, const QString &korean, int links, int units,
                           int koreanUnits, int files)
{
    static std::atomic<quint64> versions = 0;
    m_version = ++versions;
    QList<LexiconRendering> &list = m_renderings[english];
    m_units[english] = std::max(m_units.value(english), std::max(units, links));
    auto it = std::find_if(list.begin(), list.end(),
                           [&](const LexiconRendering &r) { return r.korean == korean; });
    if (it == list.end()) {
        list.append({korean, links, std::max(links, koreanUnits), std::max(1, files)});
    } else {
        it->links = std::max(it->links, links);
        it->files = std::max(it->files, files);
        it->koreanUnits = std::max({it->koreanUnits, it->links, koreanUnits});
    }
    std::sort(list.begin(), list.end(), [](const LexiconRendering &a, const LexiconRendering &b) {
        return std::tie(b.links, a.korean) < std::tie(a.links, b.korean);
    });
}

QList<LexiconRendering> BilingualLexicon::renderings(const QString &englishKey) const
{
    return m_renderings.value(englishKey);
}

QString BilingualLexicon::renderingIn(const QString &englishKey, const QSet<QString> &stems,
                                      bool tellingOnly) const
{
    const auto it = m_renderings.constFind(englishKey);
    if (it == m_renderings.constEnd()) return {};
    for (const LexiconRendering &r : *it)
        if (stems.contains(r.korean) && (!tellingOnly || r.isTelling())) return r.korean;
    return {};
}

std::shared_ptr<const LazyLexicon> LazyLexicon::of(BilingualLexicon lexicon)
{
    auto lazy = std::make_shared<LazyLexicon>(nullptr);
    lazy->m_lexicon = std::move(lexicon);
    return lazy;
}

const BilingualLexicon &LazyLexicon::get() const
{
    QMutexLocker lock(&m_mutex);
    if (!m_lexicon) m_lexicon = m_load ? m_load() : BilingualLexicon();
    return *m_lexicon;
}

int LexiconLearner::id(QHash<QString, int> &ids, QStringList &names, const QString &key)
{
    const auto it = ids.constFind(key);
    if (it != ids.constEnd()) return *it;
    const int next = int(names.size());
    ids.insert(key, next);
    names.append(key);
    return next;
}

void LexiconLearner::addPair(QStringView english, QStringView korean, const QString &file)
{
    const QString seenKey = english.toString() + QChar(0) + korean.toString();
    if (m_seen.contains(seenKey)) return;
    m_seen.insert(seenKey);
    // A pair's share of letters, where its source is long enough for the share to be steady
    // (ShareSourceLetters) and its two sides differ (a unit kept in English
    // is not a translation's length).
    if (english != korean) {
        const int source = proseLetters(english.toString());
        const int target = proseLetters(korean.toString());
        if (source >= ShareSourceLetters && target > 0) m_shares.append(double(target) / source);
    }
    // A unit's first words only: the co-occurrence count grows with English words times Korean
    // words, and a crafted memory (or a page pasted as one paragraph) must not make it
    // quadratic in the unit's length. A paragraph of the tutorials has fewer distinct words.
    constexpr qsizetype WordsPerSide = 64;
    Pair p;
    for (const QString &k : BilingualLexicon::englishKeys(english).mid(0, WordsPerSide))
        p.english.append(id(m_englishIds, m_english, k));
    p.korean = BilingualLexicon::koreanWords(korean).mid(0, WordsPerSide);
    p.file = id(m_fileIds, m_files, file);
    if (!p.english.isEmpty() && !p.korean.isEmpty()) m_pairs.append(std::move(p));
}

BilingualLexicon LexiconLearner::learn(int minLinks) const
{
    // A word's key: its longest stem written with about as many tails as any of its stems
    // (at least half as many, and two): 변화도 (를, 는, 가 …) in 변화도, not 변화 + 도; 트레이스,
    // not 트레이스에 (서, 는), in 트레이스에서; 모델 in 모델이.
    // Each distinct word's stems are found once: a memory repeats most of its words.
    QHash<QString, QStringList> stemsOf;
    for (const Pair &p : m_pairs)
        for (const QString &w : p.korean)
            if (!stemsOf.contains(w)) stemsOf.insert(w, BilingualLexicon::koreanStems(w));
    constexpr qsizetype TailsCounted = 16;
    QHash<QString, QSet<QString>> tails; // stem -> tails written after it
    for (auto it = stemsOf.constBegin(); it != stemsOf.constEnd(); ++it)
        for (const QString &stem : *it) {
            QSet<QString> &seen = tails[stem];
            if (seen.size() < TailsCounted) seen.insert(it.key().mid(stem.size()));
        }
    QHash<QString, int> koreanIds;
    QStringList korean;
    QHash<QString, int> keyOf; // word -> its key's id
    // Ids in the order of first use in the pairs, as before, so that ties break the same way.
    for (const Pair &p : m_pairs)
        for (const QString &w : p.korean) {
            if (keyOf.contains(w)) continue;
            const QStringList &stems = stemsOf[w];
            qsizetype most = 0;
            for (const QString &stem : stems)
                most = std::max(most, tails.value(stem).size());
            QString key = stems.constLast();
            for (const QString &stem : stems)
                if (const qsizetype n = tails.value(stem).size(); n >= 2 && n * 2 >= most) {
                    key = stem;
                    break;
                }
            keyOf.insert(w, id(koreanIds, korean, key));
        }
    QList<QList<int>> koreanOf;
    koreanOf.reserve(m_pairs.size());
    for (const Pair &p : m_pairs) {
        QList<int> keys;
        for (const QString &w : p.korean)
            if (const int k = keyOf.value(w); !keys.contains(k)) keys.append(k);
        koreanOf.append(keys);
    }

    // Units of each key, and of each two keys together.
    QList<int> englishUnits(m_english.size()), koreanUnits(korean.size());
    QHash<quint64, int> together;
    const auto both = [](int e, int k) { return (quint64(quint32(e)) << 32) | quint32(k); };
    for (qsizetype i = 0; i < m_pairs.size(); ++i) {
        for (int e : m_pairs[i].english)
            ++englishUnits[e];
        for (int k : koreanOf[i])
            ++koreanUnits[k];
        for (int e : m_pairs[i].english)
            for (int k : koreanOf[i])
                ++together[both(e, k)];
    }
    // Within each pair, link the best-associated keys first, each key once.
    QHash<quint64, int> links;
    QHash<quint64, QSet<int>> linkFiles;
    struct Candidate
    {
        double dice;
        int e, k;
    };
    std::vector<Candidate> candidates;
    QSet<int> linkedE, linkedK;
    for (qsizetype i = 0; i < m_pairs.size(); ++i) {
        candidates.clear();
        for (int e : m_pairs[i].english)
            for (int k : koreanOf[i]) {
                const int n = together.value(both(e, k));
                if (n < minLinks) continue;
                candidates.push_back({2.0 * n / (englishUnits[e] + koreanUnits[k]), e, k});
            }
        // Ties by key id, so that the lexicon does not depend on the hash's order.
        std::sort(candidates.begin(), candidates.end(), [](const Candidate &a, const Candidate &b) {
            return std::tie(b.dice, a.e, a.k) < std::tie(a.dice, b.e, b.k);
        });
        linkedE.clear();
        linkedK.clear();
        for (const Candidate &c : candidates) {
            if (linkedE.contains(c.e) || linkedK.contains(c.k)) continue;
            linkedE.insert(c.e);
            linkedK.insert(c.k);
            ++links[both(c.e, c.k)];
            linkFiles[both(c.e, c.k)].insert(m_pairs[i].file);
        }
    }
    BilingualLexicon lexicon;
    for (auto it = links.constBegin(); it != links.constEnd(); ++it) {
        const int e = int(it.key() >> 32), k = int(it.key() & 0xffffffffu);
        if (*it < minLinks || *it * 10 < englishUnits[e]) continue;
        lexicon.add(m_english[e], korean[k], *it, englishUnits[e], koreanUnits[k],
                    int(linkFiles.value(it.key()).size()));
    }
    lexicon.setLetterShare(usualShare(m_shares));
    return lexicon;
}

} // namespace tandem
