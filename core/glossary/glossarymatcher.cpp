// SPDX-License-Identifier: GPL-3.0-or-later
#include "glossarymatcher.h"

#include "koreanparticles.h"

#include <algorithm>
#include <string>
#include <unordered_map>
#include <vector>

namespace tandem {

namespace {

using Kind = GlossaryMatch::Kind;

// English words are runs of Latin letters, digits, combining marks and '_' (so that identifiers
// such as layer_norm are one word and never match "layer"). Hangul ends an English word, which
// is what makes "layer의" findable.
inline bool isWordChar(char16_t c)
{
    if (c < 0x80)
        return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9') ||
               c == u'_';
    if (isHangul(c) || QChar::isSurrogate(c)) return false;
    return QChar::script(c) == QChar::Script_Latin || QChar::isDigit(c) || QChar::isMark(c);
}

inline char16_t fold(char16_t c)
{
    if (c < 0x80) return (c >= u'A' && c <= u'Z') ? char16_t(c + 32) : c;
    return char16_t(QChar::toLower(c));
}

// FNV-1a of the folded text; `seed` (a trie node) makes one table serve every node's edges.
inline quint64 foldHash(QStringView s, quint64 seed = 0)
{
    quint64 h = 1469598103934665603ull ^ (seed * 0x9E3779B97F4A7C15ull);
    for (QChar c : s) {
        h ^= fold(c.unicode());
        h *= 1099511628211ull;
    }
    return h;
}

inline bool equalFolded(QStringView a, QStringView b)
{
    if (a.size() != b.size()) return false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (fold(a[i].unicode()) != fold(b[i].unicode())) return false;
    }
    return true;
}

inline bool isSpace(char16_t c)
{
    return c == u' ' || c == u'\t' || c == u'\n' || c == 0x00A0;
}

// The gap between two words of a multi-word term: spaces with at most one line break (RST
// paragraphs wrap; a blank line ends the paragraph), or one hyphen.
bool isWordGap(QStringView gap)
{
    if (gap == u"-") return true;
    if (gap.isEmpty()) return false;
    int breaks = 0;
    for (QChar c : gap) {
        if (!isSpace(c.unicode())) return false;
        breaks += c == u'\n';
    }
    return breaks <= 1;
}

// Regular endings of the last word (see GlossaryEntry::Forms).
QStringList inflect(const QString &w, GlossaryEntry::Forms forms)
{
    QStringList out{w};
    if (forms == GlossaryEntry::Forms::None || w.isEmpty()) return out;
    const QChar last = w.back();
    const auto isVowel = [](QChar c) { return QStringLiteral("aeiouAEIOU").contains(c); };
    const bool consonantY =
        (last == u'y' || last == u'Y') && w.size() > 1 && !isVowel(w[w.size() - 2]);
    const bool upper = last.isUpper() && w.size() > 1 && w[w.size() - 2].isUpper(); // CUDA, API
    if (upper) return out << w + u's';
    out << w + u's';
    if (w.endsWith(u's') || w.endsWith(u'x') || w.endsWith(u'z') ||
        w.endsWith(QLatin1String("ch")) || w.endsWith(QLatin1String("sh")))
        out << w + QLatin1String("es");
    if (consonantY) out << w.chopped(1) + QLatin1String("ies");
    if (forms == GlossaryEntry::Forms::Verb) {
        if (last == u'e') {
            out << w + u'd' << w.chopped(1) + QLatin1String("ing");
        } else if (consonantY) {
            out << w.chopped(1) + QLatin1String("ied") << w + QLatin1String("ing");
        } else {
            out << w + QLatin1String("ed") << w + QLatin1String("ing");
        }
    }
    return out;
}

struct Phrase
{
    int entry = -1;
    int form = -1;
    bool caseSensitive = false;
    bool joined = false;            // "minibatch" made from "mini-batch": a little less exact
    QString written;                // the spelling as in the glossary, for the exactness tie-break
    std::vector<QString> parts;     // words before the last one
    std::vector<QString> lastForms; // the last word and its inflections
};

struct Hit
{
    int entry;
    int form;
    Kind kind;
};

// A node of the trie of English terms, one edge per word (words compared folded, as
// equalFolded does): walking it from a word of the text visits only the phrases that start with
// the words that follow, however many phrases the glossary has.
struct WordNode
{
    QString word; // the edge into this node, as the glossary spells it
    int parent = -1;
    std::vector<int> terminals; // phrases whose words end here, by id (= file order)
};

struct TrieNode
{
    std::vector<std::pair<char16_t, int>> kids; // sorted by character
    std::vector<Hit> hits;
    bool spaceAfter = false; // the term has a space after this character; the text may omit it
};

// Skips the excluded ranges that end before `pos` and tells whether [start, end) touches one.
class Exclusions
{
public:
    explicit Exclusions(std::span<const TextSpan> spans)
    {
        m_spans = spans;
        m_sorted =
            std::is_sorted(spans.begin(), spans.end(),
                           [](const TextSpan &a, const TextSpan &b) { return a.start < b.start; });
    }
    // Ranges before the one skip() last reached end before `start` (callers go forward).
    bool overlaps(qsizetype start, qsizetype end) const
    {
        for (size_t k = m_sorted ? m_next : 0; k < m_spans.size(); ++k) {
            const TextSpan &s = m_spans[k];
            if (m_sorted && s.start >= end) return false;
            if (s.start < end && start < s.end) return true;
        }
        return false;
    }
    // If pos is inside an excluded range, the end of that range; else pos.
    qsizetype skip(qsizetype pos)
    {
        if (!m_sorted) {
            for (const TextSpan &s : m_spans) {
                if (s.start <= pos && pos < s.end) return s.end;
            }
            return pos;
        }
        while (m_next < m_spans.size() && m_spans[m_next].end <= pos)
            ++m_next;
        if (m_next < m_spans.size() && m_spans[m_next].start <= pos) return m_spans[m_next].end;
        return pos;
    }
    // Moves pos to the end of the excluded range it is inside; false (pos kept) if none.
    bool skipOver(qsizetype &pos)
    {
        const qsizetype end = skip(pos);
        if (end == pos) return false;
        pos = end;
        return true;
    }

private:
    std::span<const TextSpan> m_spans;
    size_t m_next = 0;
    bool m_sorted = true;
};

} // namespace

struct GlossaryMatcher::Tables
{
    QList<GlossaryEntry> entries;
    DocumentMemo derived; // see GlossaryMatcher::derived

    std::vector<Phrase> phrases;
    std::vector<WordNode> words{1};                          // 0 is the root
    std::unordered_map<quint64, std::vector<int>> wordEdges; // foldHash(word, parent) -> nodes
    std::vector<TrieNode> trie{1};

    // The node under `parent` reached by `word` (folded), or -1.
    int wordKid(int parent, QStringView word) const
    {
        const auto it = wordEdges.find(foldHash(word, quint64(parent)));
        if (it == wordEdges.end()) return -1;
        for (int k : it->second)
            if (words[size_t(k)].parent == parent && equalFolded(words[size_t(k)].word, word))
                return k;
        return -1;
    }

    void addWordPath(const std::vector<QString> &parts, const QString &last, int id)
    {
        int node = 0;
        for (size_t i = 0; i <= parts.size(); ++i) {
            const QString &w = i < parts.size() ? parts[i] : last;
            int next = wordKid(node, w);
            if (next < 0) {
                next = int(words.size());
                words.push_back({w, node, {}});
                wordEdges[foldHash(w, quint64(node))].push_back(next);
            }
            node = next;
        }
        // Two endings of one phrase may fold alike (CUDA, cuda): one terminal each.
        std::vector<int> &ends = words[size_t(node)].terminals;
        if (ends.empty() || ends.back() != id) ends.push_back(id);
    }

    void addPhrase(int entry, int form, const QString &spelling, bool caseSensitive,
                   GlossaryEntry::Forms forms)
    {
        // Words separated by spaces or hyphens; a hyphenated term also matches written as one
        // word (mini-batch: mini batch, mini-batch, minibatch).
        QStringList words;
        QList<bool> hyphenBefore;
        QString word;
        bool hyphen = false;
        for (QChar c : spelling) {
            if (c == u' ' || c == u'-') {
                if (!word.isEmpty()) {
                    words << word;
                    hyphenBefore << hyphen;
                    word.clear();
                    hyphen = false;
                }
                hyphen = hyphen || c == u'-';
            } else {
                word += c;
            }
        }
        if (!word.isEmpty()) {
            words << word;
            hyphenBefore << hyphen;
        }
        if (words.isEmpty()) return;
        add(entry, form, spelling, words, caseSensitive, forms, false);
        if (hyphenBefore.mid(1).contains(true)) {
            QStringList joined{words[0]};
            for (int i = 1; i < words.size(); ++i) {
                if (hyphenBefore[i])
                    joined.last() += words[i];
                else
                    joined << words[i];
            }
            add(entry, form, spelling, joined, caseSensitive, forms, true);
        }
    }

    void add(int entry, int form, const QString &spelling, const QStringList &words,
             bool caseSensitive, GlossaryEntry::Forms forms, bool joined)
    {
        Phrase p;
        p.entry = entry;
        p.form = form;
        p.caseSensitive = caseSensitive;
        p.joined = joined;
        p.written = spelling;
        for (int i = 0; i + 1 < words.size(); ++i)
            p.parts.push_back(words[i]);
        for (const QString &f : inflect(words.last(), forms))
            p.lastForms.push_back(f);
        const int id = int(phrases.size());
        phrases.push_back(std::move(p));
        for (const QString &f : phrases.back().lastForms)
            addWordPath(phrases.back().parts, f, id);
    }

    int kid(int node, char16_t c) const
    {
        const auto &kids = trie[node].kids;
        auto it = std::lower_bound(
            kids.begin(), kids.end(), c,
            [](const std::pair<char16_t, int> &k, char16_t ch) { return k.first < ch; });
        return it != kids.end() && it->first == c ? it->second : -1;
    }

    void addKorean(const QString &form, Hit hit)
    {
        bool hangul = false;
        for (QChar c : form)
            hangul = hangul || isHangul(c.unicode());
        if (!hangul) return; // Latin forms are found by the English matcher
        int node = 0;
        for (QChar qc : form.simplified()) {
            const char16_t c = qc.unicode();
            if (c == u' ') {
                trie[node].spaceAfter = true;
                continue;
            }
            int next = kid(node, c);
            if (next < 0) {
                next = int(trie.size());
                trie.emplace_back();
                auto &kids = trie[node].kids;
                kids.insert(std::lower_bound(kids.begin(), kids.end(), std::make_pair(c, 0)),
                            std::make_pair(c, next));
            }
            node = next;
        }
        auto &hits = trie[node].hits;
        for (const Hit &h : hits) {
            if (h.entry == hit.entry) return; // the same spelling twice in one entry
        }
        hits.push_back(hit);
    }

    // Where a match whose term ends at `end` really ends, with its particles; -1 if the term is
    // only the start of a longer word.
    static qsizetype tailEnd(QStringView text, qsizetype end)
    {
        if (end >= text.size()) return end;
        const char16_t next = text[end].unicode();
        if (isHangul(next)) {
            qsizetype runEnd = end;
            while (runEnd < text.size() && isHangul(text[runEnd].unicode()))
                ++runEnd;
            return isKoreanTail(text.sliced(end, runEnd - end)) ? runEnd : -1;
        }
        if (isWordChar(next) && end > 0 && isWordChar(text[end - 1].unicode())) return -1;
        return end;
    }

    void matchEnglishInto(QStringView text, std::span<const TextSpan> excluded,
                          QList<GlossaryMatch> &out) const;

    // Whether a case-sensitive phrase is spelled exactly as the text's words from `ws` (the
    // trie compared them folded).
    static bool sameCase(QStringView text, qsizetype ws, const Phrase &p)
    {
        qsizetype s = ws;
        for (size_t i = 0; i <= p.parts.size(); ++i) {
            while (s < text.size() && !isWordChar(text[s].unicode()))
                ++s;
            qsizetype e = s;
            while (e < text.size() && isWordChar(text[e].unicode()))
                ++e;
            const QStringView w = text.sliced(s, e - s);
            if (i < p.parts.size() ? w != p.parts[i]
                                   : std::none_of(p.lastForms.begin(), p.lastForms.end(),
                                                  [&](const QString &f) { return w == f; }))
                return false;
            s = e;
        }
        return true;
    }

    // The best English phrase starting at the word [ws, we), or false. Walks the word trie
    // along the text's words, so the work is the length of the longest phrase that fits, not
    // the number of phrases sharing a first word.
    bool matchAt(QStringView text, qsizetype ws, qsizetype we, const Exclusions &ex,
                 GlossaryMatch *best) const
    {
        int bestScore = -1;
        qsizetype s = ws, e = we;
        for (int node = wordKid(0, text.sliced(s, e - s)); node >= 0;) {
            if (!words[size_t(node)].terminals.empty() && !ex.overlaps(ws, e)) {
                const QStringView matched = text.sliced(ws, e - ws);
                // Longest first; on a tie the entry spelled exactly like the text (Dropout
                // against Drop-out), then one not made by joining a hyphenated term, then file
                // order (ids go up, and a later phrase must score higher to win).
                for (int id : words[size_t(node)].terminals) {
                    const Phrase &p = phrases[size_t(id)];
                    if (p.caseSensitive && !sameCase(text, ws, p)) continue;
                    const int exact = matched == p.written ? 2 : (p.joined ? 0 : 1);
                    const int score = int(e - ws) * 4 + exact;
                    if (score > bestScore) {
                        bestScore = score;
                        best->start = ws;
                        best->end = e;
                        best->tailEnd = e;
                        best->entry = p.entry;
                        best->form = p.form;
                        best->kind = Kind::Source;
                    }
                }
            }
            // The next word, across a gap of spaces (one line break at most) or one hyphen.
            qsizetype ns = e;
            while (ns < text.size() && !isWordChar(text[ns].unicode())) {
                const char16_t c = text[ns].unicode();
                if (!isSpace(c) && c != u'-') break; // no gap: the walk ends below
                ++ns;
            }
            qsizetype ne = ns;
            while (ne < text.size() && isWordChar(text[ne].unicode()))
                ++ne;
            if (ns == ne || !isWordGap(text.sliced(e, ns - e))) break;
            s = ns;
            e = ne;
            node = wordKid(node, text.sliced(s, e - s));
        }
        return bestScore >= 0;
    }
};

GlossaryMatcher::GlossaryMatcher() : d(std::make_unique<Tables>()) {}

GlossaryMatcher::GlossaryMatcher(const Glossary &glossary) : d(std::make_unique<Tables>())
{
    d->entries = glossary.entries;
    for (int i = 0; i < d->entries.size(); ++i) {
        const GlossaryEntry &e = d->entries[i];
        const bool sensitive = e.isCaseSensitive();
        for (int f = 0; f < e.english.size(); ++f)
            d->addPhrase(i, f, e.english[f], sensitive, e.forms);
        for (int f = 0; f < e.korean.size(); ++f)
            d->addKorean(e.korean[f], {i, f, Kind::Agreed});
        for (int f = 0; f < e.wrongKorean.size(); ++f)
            d->addKorean(e.wrongKorean[f], {i, f, Kind::Wrong});
    }
}

GlossaryMatcher::~GlossaryMatcher() = default;
GlossaryMatcher::GlossaryMatcher(GlossaryMatcher &&) noexcept = default;
GlossaryMatcher &GlossaryMatcher::operator=(GlossaryMatcher &&) noexcept = default;

const QList<GlossaryEntry> &GlossaryMatcher::entries() const
{
    return d->entries;
}

DocumentMemo &GlossaryMatcher::memo() const
{
    return d->derived;
}

QList<GlossaryMatch> GlossaryMatcher::matchEnglish(QStringView text,
                                                   std::span<const TextSpan> excluded) const
{
    QList<GlossaryMatch> out;
    d->matchEnglishInto(text, excluded, out);
    return out;
}

void GlossaryMatcher::Tables::matchEnglishInto(QStringView text, std::span<const TextSpan> excluded,
                                               QList<GlossaryMatch> &out) const
{
    Exclusions ex(excluded);
    const qsizetype n = text.size();
    qsizetype i = 0;
    while (i < n) {
        if (ex.skipOver(i)) {
            // a word cut by an excluded range is not a word
            while (i < n && i > 0 && isWordChar(text[i].unicode()) &&
                   isWordChar(text[i - 1].unicode()))
                ++i;
            continue;
        }
        if (!isWordChar(text[i].unicode())) {
            ++i;
            continue;
        }
        qsizetype we = i;
        while (we < n && isWordChar(text[we].unicode()))
            ++we;
        GlossaryMatch m;
        if (matchAt(text, i, we, ex, &m)) {
            out.append(m);
            i = m.end;
        } else {
            i = we;
        }
    }
}

QList<GlossaryMatch> GlossaryMatcher::matchDraft(QStringView text,
                                                 std::span<const TextSpan> excluded) const
{
    // English terms first: kept ones count as agreed, others are English left in the draft.
    // One list for both passes, merged by start at the end: a scan allocates only its result.
    QList<GlossaryMatch> out;
    d->matchEnglishInto(text, excluded, out);
    const qsizetype englishCount = out.size();
    {
        Exclusions tails(excluded);
        for (GlossaryMatch &m : out) {
            // The particles after the term: none if they run into an excluded range.
            tails.skip(m.end);
            qsizetype t = Tables::tailEnd(text, m.end);
            if (t > m.end && tails.overlaps(m.end, t)) t = -1;
            m.tailEnd = t < 0 ? m.end : t;
            if (d->entries[m.entry].keepEnglish)
                m.kind = Kind::Agreed;
            else if (t > m.end)
                m.kind = Kind::EnglishLeftIn;
            else
                m.kind = Kind::EnglishInDraft;
        }
    }

    Exclusions ex(excluded);
    const qsizetype n = text.size();
    qsizetype i = 0;
    while (i < n) {
        if (ex.skipOver(i)) continue;
        const char16_t c = text[i].unicode();
        const char16_t prev = i > 0 ? text[i - 1].unicode() : u' ';
        const bool start = isHangul(c) ? !isHangul(prev) : !(isWordChar(prev) && isWordChar(c));
        int node = start ? d->kid(0, c) : -1;
        if (node < 0) {
            // No term starts here, and none starts inside the rest of this word.
            ++i;
            if (start) {
                const bool hangul = isHangul(c);
                while (i < n &&
                       (hangul ? isHangul(text[i].unicode()) : isWordChar(text[i].unicode())))
                    ++i;
            }
            continue;
        }
        // Walk the trie as far as the text goes; keep the longest term that ends a word.
        qsizetype j = i + 1, bestEnd = -1, bestTail = -1;
        int bestNode = -1;
        for (;;) {
            if (!d->trie[node].hits.empty()) {
                const qsizetype t = Tables::tailEnd(text, j);
                if (t >= 0 && !ex.overlaps(i, t)) {
                    bestEnd = j;
                    bestTail = t;
                    bestNode = node;
                }
            }
            if (j >= n) break;
            int next = d->kid(node, text[j].unicode());
            if (next < 0 && d->trie[node].spaceAfter && isSpace(text[j].unicode())) {
                qsizetype k = j;
                while (k < n && (text[k] == u' ' || text[k] == u'\t'))
                    ++k;
                if (k == j && text[k] == u'\n') ++k; // one line break, as a wrapped line
                while (k < n && text[k] == u' ')
                    ++k;
                if (k < n && (next = d->kid(node, text[k].unicode())) >= 0) j = k;
            }
            if (next < 0) break;
            node = next;
            ++j;
        }
        if (bestNode < 0) {
            ++i;
            continue;
        }
        for (const Hit &h : d->trie[bestNode].hits) {
            GlossaryMatch m;
            m.start = i;
            m.end = bestEnd;
            m.tailEnd = bestTail;
            m.entry = h.entry;
            m.form = h.form;
            m.kind = h.kind;
            out.append(m);
        }
        i = bestTail;
    }
    std::inplace_merge(
        out.begin(), out.begin() + englishCount, out.end(),
        [](const GlossaryMatch &a, const GlossaryMatch &b) { return a.start < b.start; });
    return out;
}

} // namespace tandem
