// SPDX-License-Identifier: GPL-3.0-or-later
#include "sentencecoverage.h"

#include "bilinguallexicon.h"
#include "checktext.h"
#include "omissionchecks.h"
#include "segmenttext.h"

#include <QRegularExpression>

#include <cmath>
#include <optional>

namespace tandem::checks {

namespace {

// What tells one sentence from its neighbours: its own words that the lexicon renders, its own
// inline literals and numbers (a sentence's words found in the others say nothing about it).
struct SentenceAnchors
{
    QString text;
    QStringList keys;   // English keys with a dependable rendering, this sentence's only
    QStringList tokens; // ``literals``, link targets, numbers of 2+ digits: this sentence's only
    int anchors() const { return int(keys.size() + tokens.size()); }
};

// A paragraph of more sentences than this (on either side) is a list or generated text, not
// prose a translator drops one sentence from; the rules compare every sentence with every
// other, so such a paragraph is left out and the check stays linear in the document.
constexpr int MaxSentences = 64;
// A sentence cut at more commas than this is a list of items, not clauses: its cuts are not
// tried (each cut reads the whole sentence).
constexpr int MaxClauseCuts = 12;

// A sentence is judged only with this many anchors: one word may be rendered by a synonym the
// lexicon has not met.
constexpr int MinAnchors = 2;
// Each other sentence has at least this share of its own words found: the translation renders
// the paragraph word for word closely enough that a sentence none of whose words is found is
// missing, not paraphrased.
constexpr double OthersFound = 0.3;

// The names a translation keeps as they are, outside literals and links: acronyms (DDP, GPUs as
// GPU) and snake_case identifiers.
QStringList namesOf(const QString &prose)
{
    static const QRegularExpression name(QStringLiteral(
        R"((?<![\w.-])([A-Z][A-Z0-9]+(?=s?(?![\w-]))|[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]+))"));
    QStringList out;
    for (auto it = name.globalMatch(prose); it.hasNext();)
        out.append(it.next().captured(1));
    return out;
}

// A sentence's tokens (SentenceAnchors::tokens, before the others' are taken out): its
// ``literals``, link targets, numbers of two digits or more or with decimals (224x224 as one,
// 5.0) and names.
QStringList tokensOf(const QString &sentence)
{
    static const QRegularExpression literal(QStringLiteral("``([^`]+)``"));
    static const QRegularExpression number(
        QStringLiteral(R"((?<![\w.])(?:\d{2,}(?:\.\d+)?|\d+\.\d+)(?:[x×]\d+)*(?!\w))"));
    static const QRegularExpression link(QStringLiteral(R"(<([^<>\s]+)>`_{1,2})"));
    QStringList out;
    for (auto it = literal.globalMatch(sentence); it.hasNext();)
        out.append(it.next().captured(1));
    for (auto it = link.globalMatch(sentence); it.hasNext();)
        out.append(it.next().captured(1));
    const QString prose = proseOnly(sentence);
    for (auto it = number.globalMatch(prose); it.hasNext();)
        out.append(it.next().captured());
    out += namesOf(prose);
    out.removeDuplicates();
    return out;
}

// Whether `text` has `token` as a whole: not inside a longer name or number (DDP in FSDP, 50
// in 150); a Korean particle may follow it (DDP에서는).
bool hasToken(const QString &text, const QString &token)
{
    const auto word = [](QChar c) {
        return c.unicode() < 128 && (c.isLetterOrNumber() || c == u'_');
    };
    for (qsizetype at = text.indexOf(token); at >= 0; at = text.indexOf(token, at + 1)) {
        const qsizetype end = at + token.size();
        if ((at == 0 || !word(text[at - 1]) || !word(token.front())) &&
            (end == text.size() || !word(text[end]) || !word(token.back())))
            return true;
    }
    return false;
}

QList<SentenceAnchors> sentencesOf(const QString &source, const BilingualLexicon &lexicon)
{
    QList<SentenceAnchors> out;
    qsizetype start = 0;
    QList<qsizetype> ends = englishSentenceEnds(source);
    if (ends.isEmpty() || ends.constLast() < source.size()) ends.append(source.size());
    if (ends.size() > MaxSentences) return out;
    QList<QStringList> allKeys;
    for (qsizetype end : std::as_const(ends)) {
        const QString text = source.mid(start, end - start);
        start = end;
        if (!std::any_of(text.begin(), text.end(), [](QChar c) { return c.isLetter(); })) continue;
        out.append({text, {}, tokensOf(text)});
        allKeys.append(BilingualLexicon::englishKeys(text));
    }
    // A sentence's own keys and names: those no other sentence of the paragraph has (ONNX in
    // every sentence tells none apart). Its own literals, links and numbers: those neither
    // sentence next to it has (a literal named again further on still tells the two places
    // apart). All read from every sentence as found, not as this loop leaves them.
    QList<QStringList> allTokens, allNames;
    for (const SentenceAnchors &s : std::as_const(out)) {
        allTokens.append(s.tokens);
        allNames.append(namesOf(proseOnly(s.text)));
    }
    for (int i = 0; i < out.size(); ++i) {
        QSet<QString> otherKeys, otherTokens;
        for (int j = 0; j < out.size(); ++j) {
            if (j == i) continue;
            for (const QString &k : std::as_const(allKeys[j]))
                otherKeys.insert(k);
            for (const QString &n : std::as_const(allNames[j]))
                otherTokens.insert(n);
            if (std::abs(i - j) > 1) continue;
            for (const QString &t : std::as_const(allTokens[j]))
                otherTokens.insert(t);
        }
        for (const QString &k : std::as_const(allKeys[i])) {
            if (otherKeys.contains(k)) continue;
            const QList<LexiconRendering> rs = lexicon.renderings(k);
            if (std::any_of(rs.begin(), rs.end(),
                            [](const LexiconRendering &r) { return r.isAnchor(); }))
                out[i].keys.append(k);
        }
        out[i].tokens.removeIf([&](const QString &t) { return otherTokens.contains(t); });
    }
    return out;
}

// What counts as a word rendered: any rendering the lexicon has met, so that a synonym the
// community wrote once keeps a sentence from being called missing; or, to call one missing,
// only a telling one (LexiconRendering::isTelling), so that a common Korean word the lexicon
// once linked to it does not hide it.
enum class Evidence
{
    Any,
    Telling
};

// A Korean text as the anchors are looked for in it: its stems, and the English words the
// translator kept in its prose (사전(dictionary), "Python"), each read as its lexicon key.
struct KoreanText
{
    QString text;
    QSet<QString> stems;
    QSet<QString> kept;
};

KoreanText koreanTextOf(const QString &text)
{
    const QStringList kept = BilingualLexicon::englishKeys(proseOnly(text));
    return {text, BilingualLexicon::koreanStemSet(text), QSet<QString>(kept.begin(), kept.end())};
}

// Whether a translation renders one of a sentence's words: a rendering of it, or the word itself
// kept in English.
bool keyFound(const QString &key, const BilingualLexicon &lexicon, const KoreanText &korean,
              Evidence evidence)
{
    return korean.kept.contains(key) ||
           !lexicon.renderingIn(key, korean.stems, evidence == Evidence::Telling).isEmpty();
}

// How many of a sentence's anchors a translation has: its words found (keyFound), and its
// literals themselves.
int anchorsFound(const SentenceAnchors &s, const BilingualLexicon &lexicon,
                 const KoreanText &korean, Evidence evidence = Evidence::Any)
{
    int n = 0;
    for (const QString &k : s.keys)
        n += keyFound(k, lexicon, korean, evidence);
    for (const QString &t : s.tokens)
        n += hasToken(korean.text, t);
    return n;
}

QString elided(const QString &text, qsizetype length)
{
    const QString t = text.simplified();
    return t.size() <= length ? t : t.left(length - 1).trimmed() + QChar(0x2026);
}

// The Korean sentences of a text: cut after a full stop (or ! ?) that follows Hangul, as the
// omission check counts them; the rest after the last stop is one more.
QList<KoreanText> koreanSentencesOf(const QString &text)
{
    QList<KoreanText> out;
    qsizetype start = 0;
    const auto add = [&](qsizetype to) {
        const QString piece = text.mid(start, to - start);
        if (std::any_of(piece.begin(), piece.end(), [](QChar c) { return c.isLetter(); }))
            out.append(koreanTextOf(piece));
        start = to;
    };
    for (const qsizetype end : koreanSentenceEnds(text))
        add(end);
    add(text.size());
    return out;
}

// The Korean sentence that renders a source sentence, given how many of its anchors each Korean
// sentence has (`found`): the one where most are found, when that is two or more and at least
// half of them; else -1.
int renderingSentence(const SentenceAnchors &s, const QList<int> &found)
{
    int best = -1, bestFound = 0;
    for (int j = 0; j < found.size(); ++j) {
        if (found[j] > bestFound) {
            best = j;
            bestFound = found[j];
        }
    }
    return bestFound >= 2 && 2 * bestFound >= s.anchors() ? best : -1;
}

// One paragraph's translation as the rules read it, made once per paragraph: the whole of it,
// its sentences, how many of each source sentence's anchors each of them has, and the Korean
// sentence that renders each source sentence (renderingSentence).
struct Translation
{
    KoreanText whole;
    QList<KoreanText> sentences;
    QList<int> rendering;
    QList<QList<int>> found; // [source sentence][Korean sentence]: anchors found
};

Translation translationOf(const QString &korean, const QList<SentenceAnchors> &sentences,
                          const BilingualLexicon &lexicon)
{
    Translation t{koreanTextOf(korean), koreanSentencesOf(korean), {}, {}};
    QList<QList<int>> &found = t.found;
    for (const SentenceAnchors &s : sentences) {
        QList<int> row;
        for (const KoreanText &k : std::as_const(t.sentences))
            row.append(anchorsFound(s, lexicon, k));
        t.rendering.append(renderingSentence(s, row));
        found.append(row);
    }
    return t;
}

// Rule one: the translation has fewer sentences than its source, and one source sentence is
// the only one none of whose anchors the translation has (or, in a translation one sentence
// short, the only one of two anchors or more: a single word may be said otherwise). A sentence with
// a single anchor (the lexicon knows few of its words) is judged on length as well: the translation
// is closer to the usual share of the source without it than with it, and well short of the share
// with it. `usual`: the letters of translation per letter of source usual in this document, or
// in the memory (unrenderedSentence); 0 where neither says, and no sentence of one anchor is
// judged. Its index, or -1.
int sentenceNowhere(const QList<SentenceAnchors> &sentences, const ParagraphLengths &l,
                    const BilingualLexicon &lexicon, const Translation &korean, double usual)
{
    // A translation with as many sentences as its source may have joined none.
    if (l.draftSentences >= l.sourceSentences) return -1;
    const auto lengthSaysGone = [&](const SentenceAnchors &s) {
        if (usual <= 0 || l.draft <= 0) return false;
        const double with = usual * std::max(1, l.source);
        const double without = usual * std::max(1, l.source - proseLetters(s.text));
        return l.draft < 0.85 * with &&
               std::fabs(std::log(l.draft / without)) < std::fabs(std::log(l.draft / with));
    };
    // The sentence none of whose words has any rendering here; else the one none of whose words
    // has a telling one (a word whose only rendering found is a common word, 사용 for "process").
    int missing = -1;
    for (const Evidence evidence : {Evidence::Any, Evidence::Telling})
        for (int i = 0; i < sentences.size() && missing < 0; ++i) {
            const SentenceAnchors &s = sentences[i];
            if (s.anchors() == 0 || (s.anchors() < MinAnchors && !lengthSaysGone(s))) continue;
            if (anchorsFound(s, lexicon, korean.whole, evidence) == 0) missing = i;
        }
    if (missing < 0) return -1;
    int judged = 0;
    bool othersFound = true;
    for (int i = 0; i < sentences.size(); ++i) {
        const SentenceAnchors &s = sentences[i];
        if (s.anchors() == 0 || i == missing) continue;
        // Where the translation is one sentence short, some sentence is missing in any case: a
        // sentence of one anchor not found (its one known word said in other words) does not
        // speak against the one none of whose words is there.
        if (s.anchors() < MinAnchors && l.draftSentences + 1 == l.sourceSentences) continue;
        ++judged;
        othersFound &= anchorsFound(s, lexicon, korean.whole) >= OthersFound * s.anchors();
    }
    return judged > 0 && othersFound ? missing : -1;
}

// The Korean sentences that render source sentence n, first and last: the one that renders it
// (renderingSentence), with the sentences next to it that have some of its anchors and none of
// another source sentence's (the translator split it in two). {-1, -1} when none renders it.
std::pair<int, int> renderingSpan(int n, const Translation &korean)
{
    const QList<QList<int>> &found = korean.found;
    const int j = korean.rendering[n];
    if (j < 0) return {-1, -1};
    const auto part = [&](int k) {
        if (k < 0 || k >= korean.sentences.size() || found[n][k] == 0) return false;
        for (int m = 0; m < found.size(); ++m)
            if (m != n && found[m][k] > 0) return false;
        return true;
    };
    int first = j, last = j;
    while (part(first - 1))
        --first;
    while (part(last + 1))
        ++last;
    return {first, last};
}

// Costs of the alignment inside a paragraph (alignedSpans), in units of -log probability as in
// Gale and Church: a sentence left out or added is rarer than two joined or one split, and each
// anchor found in the Korean it is paired with speaks for the pairing.
constexpr double JoinCost = 2.0;
constexpr double SkipCost = 4.0;
constexpr double AnchorBonus = 1.5;
constexpr double MissWeight = 0.5;
// Letters of Korean per letter of source vary around the paragraph's share with this variance
// per expected letter (a sentence of 50 expected letters: about ±14).
constexpr double LengthVariance = 4.0;

// Which Korean sentences render each source sentence, by the best monotone alignment of the
// two sides (Gale and Church, with the lexicon's anchors as Hunalign adds a dictionary): each
// source sentence takes one Korean sentence, two (split), shares one with its neighbour
// (joined) or none; a Korean sentence may render none. {-1, -1} for a sentence paired with
// none. Quadratic in the paragraph's sentences (at most MaxSentences a side).
QList<std::pair<int, int>> alignedSpans(const QList<SentenceAnchors> &sentences,
                                        const Translation &korean, double share)
{
    const int n = int(sentences.size()), m = int(korean.sentences.size());
    QList<int> sourceLength, koreanLength;
    for (const SentenceAnchors &s : sentences)
        sourceLength.append(proseLetters(s.text));
    for (const KoreanText &k : korean.sentences)
        koreanLength.append(proseLetters(k.text));
    const auto lengthCost = [&](int source, int kor) {
        const double expected = std::max(1.0, share * source);
        const double delta = (kor - expected) / std::sqrt(LengthVariance * expected);
        return delta * delta / 2;
    };
    const auto found = [&](int i, int j) { return korean.found[i][j]; };
    // Each anchor found in the Korean paired speaks for the pairing, each one not found half as
    // much against it.
    const auto capped = [&](int i, int f) {
        const int a = sentences[i].anchors(), hit = std::min(f, a);
        return hit - MissWeight * (a - hit);
    };
    constexpr double Infinite = 1e18;
    // cost[i][j]: the first i source and j Korean sentences aligned; step: the move that got
    // there, as source and Korean sentences taken (0..2 each).
    QList<QList<double>> cost(n + 1, QList<double>(m + 1, Infinite));
    QList<QList<std::pair<int, int>>> step(n + 1, QList<std::pair<int, int>>(m + 1, {0, 0}));
    cost[0][0] = 0;
    for (int i = 0; i <= n; ++i) {
        for (int j = 0; j <= m; ++j) {
            const auto relax = [&](int di, int dj, double c) {
                if (i < di || j < dj || cost[i - di][j - dj] >= Infinite) return;
                if (cost[i - di][j - dj] + c < cost[i][j]) {
                    cost[i][j] = cost[i - di][j - dj] + c;
                    step[i][j] = {di, dj};
                }
            };
            if (i >= 1) relax(1, 0, SkipCost);
            if (j >= 1) relax(0, 1, SkipCost);
            if (i >= 1 && j >= 1)
                relax(1, 1,
                      lengthCost(sourceLength[i - 1], koreanLength[j - 1]) -
                          AnchorBonus * capped(i - 1, found(i - 1, j - 1)));
            if (i >= 1 && j >= 2)
                relax(
                    1, 2,
                    JoinCost +
                        lengthCost(sourceLength[i - 1], koreanLength[j - 2] + koreanLength[j - 1]) -
                        AnchorBonus * capped(i - 1, found(i - 1, j - 2) + found(i - 1, j - 1)));
            if (i >= 2 && j >= 1)
                relax(
                    2, 1,
                    JoinCost +
                        lengthCost(sourceLength[i - 2] + sourceLength[i - 1], koreanLength[j - 1]) -
                        AnchorBonus * (capped(i - 2, found(i - 2, j - 1)) +
                                       capped(i - 1, found(i - 1, j - 1))));
        }
    }
    QList<std::pair<int, int>> spans(n, {-1, -1});
    for (int i = n, j = m; i > 0 || j > 0;) {
        const auto [di, dj] = step[i][j];
        for (int k = 1; k <= di; ++k)
            spans[i - k] = dj > 0 ? std::pair{j - dj, j - 1} : std::pair{-1, -1};
        i -= di;
        j -= dj;
    }
    return spans;
}

// Rule two, where rule one finds nothing (the translator may have split some sentences): the
// sentences before and after one are each rendered by Korean sentences, clearly (renderingSpan)
// or, where none clearly renders one, where the paragraph's alignment puts it (alignedSpans);
// those are next to each other, and neither of the two that meet has any of the sentence's own
// anchors — nothing between them renders it — nor is a neighbour's Korean as long as a
// translation of both that sentence and the neighbour would be (joined to it in other words).
// A sentence needs two anchors, or one where the translation has fewer sentences than its
// source. `share`: the letters of translation per letter of source. Its index, or -1.
int sentenceBetween(const QList<SentenceAnchors> &sentences, const Translation &korean,
                    double share, bool fewerSentences)
{
    const QList<KoreanText> &ko = korean.sentences;
    if (ko.size() < 2) return -1;
    // Each sentence's span, found once; before the first sentence, {-1, -1}; after the last,
    // {ko.size(), ko.size()}.
    // The paragraph's alignment is made only where some sentence has no clear span.
    QList<std::pair<int, int>> spans;
    for (int n = 0; n < sentences.size(); ++n)
        spans.append(renderingSpan(n, korean));
    if (std::any_of(spans.begin(), spans.end(), [](auto span) { return span.first < 0; })) {
        const QList<std::pair<int, int>> aligned = alignedSpans(sentences, korean, share);
        for (int n = 0; n < sentences.size(); ++n)
            if (spans[n].first < 0) spans[n] = aligned[n];
    }
    const auto spanOf = [&](int n) -> std::pair<int, int> {
        if (n < 0) return {-1, -1};
        if (n >= sentences.size()) return {int(ko.size()), int(ko.size())};
        return spans[n];
    };
    for (int i = 0; i < sentences.size(); ++i) {
        const SentenceAnchors &s = sentences[i];
        if (s.anchors() < (fewerSentences ? 1 : MinAnchors)) continue;
        const std::pair<int, int> before = spanOf(i - 1), after = spanOf(i + 1);
        if ((i > 0 && before.second < 0) || (i + 1 < sentences.size() && after.first < 0) ||
            after.first != before.second + 1)
            continue;
        const auto has = [&](int j) { return j >= 0 && j < ko.size() && korean.found[i][j] > 0; };
        // Gale and Church inside the paragraph: a neighbour's Korean closer in length to the
        // translation of the neighbour and this sentence together than to the neighbour's alone.
        const auto joined = [&](std::pair<int, int> span, int neighbour) {
            if (span.first < 0 || span.second >= ko.size()) return false;
            int letters = 0;
            for (int j = span.first; j <= span.second; ++j)
                letters += proseLetters(ko[j].text);
            const double length = std::max(1, letters);
            const double alone = share * std::max(1, proseLetters(sentences[neighbour].text));
            const double both = alone + share * proseLetters(s.text);
            return std::fabs(std::log(length / both)) < std::fabs(std::log(length / alone));
        };
        if (!has(before.second) && !has(after.first) && !joined(before, i - 1) &&
            !joined(after, i + 1))
            return i;
    }
    return -1;
}

// Rule three: the source's last sentence leads into what follows ("These caches include:"),
// none of its words is rendered, the translation has fewer sentences than the source has with
// it, and the translation's last sentence leads into nothing: it neither ends in a colon nor
// says 다음 (the following), 아래 (below) or 같- (as in 다음과 같습니다), the words a Korean
// sentence that introduces a list or an example is written with. A lead-in has few words the
// lexicon knows, so rules one and two cannot judge it. Its index, or -1.
int leadInNowhere(const QList<SentenceAnchors> &sentences, const ParagraphLengths &l,
                  const BilingualLexicon &lexicon, const Translation &korean)
{
    const SentenceAnchors &last = sentences.constLast();
    if (l.draftSentences >= sentences.size() || !last.text.trimmed().endsWith(QLatin1Char(':')))
        return -1;
    static const QRegularExpression leadsIn(QStringLiteral("다음|아래|같|:$"));
    const QList<KoreanText> &ko = korean.sentences;
    if (ko.isEmpty() || ko.constLast().text.trimmed().contains(leadsIn)) return -1;
    return anchorsFound(last, lexicon, korean.whole, Evidence::Telling) == 0
               ? int(sentences.size()) - 1
               : -1;
}

// A clause of one source sentence with the words and tokens it alone has; the rest of the
// sentence with the others.
struct ClauseSplit
{
    SentenceAnchors clause;
    SentenceAnchors rest;
};

// The sentence cut in two at `from`..`to` (a comma, semicolon, colon or dash): the part before
// or after it (`head`) as the clause, with the anchors of `s` only that part has.
ClauseSplit splitAt(const SentenceAnchors &s, qsizetype from, qsizetype to, bool head)
{
    const QString clause = head ? s.text.left(from) : s.text.mid(to);
    const QString rest = head ? s.text.mid(to) : s.text.left(from);
    ClauseSplit out{{clause, {}, {}}, {rest, {}, {}}};
    const QStringList clauseKeys = BilingualLexicon::englishKeys(clause);
    const QStringList restKeys = BilingualLexicon::englishKeys(rest);
    for (const QString &k : s.keys) {
        if (restKeys.contains(k))
            out.rest.keys.append(k);
        else if (clauseKeys.contains(k))
            out.clause.keys.append(k);
    }
    const QStringList clauseTokens = tokensOf(clause), restTokens = tokensOf(rest);
    for (const QString &t : s.tokens) {
        if (restTokens.contains(t))
            out.rest.tokens.append(t);
        else if (clauseTokens.contains(t))
            out.clause.tokens.append(t);
    }
    return out;
}

// A clause needs this many anchors of its own to be judged: a clause of one or two words the
// lexicon knows is as often reworded as left out.
constexpr int MinClauseAnchors = 3;
// A clause is judged left out with fewer than this share of its anchors found (one of five or
// more): a word the lexicon met only in this paragraph's earlier translations may be linked to
// a word of the other clause (confusingly -> 뒤집어서, met twice).
constexpr double ClauseFoundBelow = 0.25;
// The Korean sentence rendering the rest is under this share of the usual length of a
// translation of the whole sentence.
constexpr double ClauseShortBy = 0.7;

// Rule four, for the translator who split a long sentence in two and then lost one half (the
// paragraph then has as many sentences as its source, so rules one and two see nothing): the
// first or last clause of a sentence (before or after a comma, a dash or a remark in
// parentheses) has three anchors or more of its own and hardly any telling rendering of them
// (under ClauseFoundBelow) is anywhere in the translation; the rest of the sentence is rendered
// (half of its anchors or more) by a Korean sentence that renders no other; and that Korean
// sentence is well under the usual length of a translation of the whole sentence and closer to
// the usual length of the rest (Gale and Church, one clause down). The clause, or none.
std::optional<SentenceAnchors> clauseNowhere(const QList<SentenceAnchors> &sentences,
                                             const BilingualLexicon &lexicon,
                                             const Translation &korean, double usual)
{
    if (usual <= 0) return std::nullopt;
    // A comma, semicolon, colon or dash, or the space before a remark in parentheses.
    static const QRegularExpression cut(QStringLiteral(R"([,;:]\s+|\s+(?:[—–]|--)\s+|\s+(?=\())"));
    const QList<int> &rendering = korean.rendering;
    for (int i = 0; i < sentences.size(); ++i) {
        const SentenceAnchors &s = sentences[i];
        if (s.anchors() <= MinClauseAnchors) continue;
        // The Korean that renders this sentence: the whole translation of a one-sentence
        // source, else the Korean sentence that renders it and no other.
        const KoreanText *renders = &korean.whole;
        if (sentences.size() > 1) {
            const int j = rendering[i];
            if (j < 0 || rendering.count(j) > 1) continue;
            renders = &korean.sentences[j];
        }
        const double length = std::max(1, proseLetters(renders->text));
        QList<QRegularExpressionMatch> cuts;
        for (auto it = cut.globalMatch(s.text); it.hasNext() && cuts.size() <= MaxClauseCuts;)
            cuts.append(it.next());
        if (cuts.size() > MaxClauseCuts) continue;
        for (const QRegularExpressionMatch &m : std::as_const(cuts)) {
            for (const bool head : {true, false}) {
                const ClauseSplit split = splitAt(s, m.capturedStart(), m.capturedEnd(), head);
                if (split.clause.anchors() < MinClauseAnchors || split.rest.anchors() == 0 ||
                    anchorsFound(split.clause, lexicon, korean.whole, Evidence::Telling) >=
                        ClauseFoundBelow * split.clause.anchors())
                    continue;
                const int restFound = anchorsFound(split.rest, lexicon, *renders);
                if (restFound == 0 || 2 * restFound < split.rest.anchors()) continue;
                const double whole = usual * std::max(1, proseLetters(s.text));
                const double rest = usual * std::max(1, proseLetters(split.rest.text));
                if (length < ClauseShortBy * whole &&
                    std::fabs(std::log(length / rest)) < std::fabs(std::log(length / whole))) {
                    // The words the message names: those not found first.
                    SentenceAnchors clause = split.clause;
                    std::stable_partition(clause.keys.begin(), clause.keys.end(), [&](auto &k) {
                        return !keyFound(k, lexicon, korean.whole, Evidence::Telling);
                    });
                    return clause;
                }
            }
        }
    }
    return std::nullopt;
}

// What may be missing from one paragraph's translation, and which rule said so.
struct Unrendered
{
    enum Rule
    {
        Fewer,
        Between,
        LeadIn,
        Clause
    };
    Rule rule;
    SentenceAnchors gone;
};

std::optional<Unrendered> unrenderedIn(const QList<SentenceAnchors> &sentences,
                                       const ParagraphLengths &l, const BilingualLexicon &lexicon,
                                       const QString &text, double usual)
{
    if (sentences.isEmpty()) return std::nullopt;
    const Translation korean = translationOf(text, sentences, lexicon);
    if (l.sourceSentences >= 2 && sentences.size() >= 2) {
        if (const int i = sentenceNowhere(sentences, l, lexicon, korean, usual); i >= 0)
            return Unrendered{Unrendered::Fewer, sentences[i]};
        const double share = usual > 0 ? usual : l.ratio();
        const bool fewer = l.draftSentences < l.sourceSentences;
        if (const int i = sentenceBetween(sentences, korean, share, fewer); i >= 0)
            return Unrendered{Unrendered::Between, sentences[i]};
    }
    if (sentences.size() >= 2) {
        if (const int i = leadInNowhere(sentences, l, lexicon, korean); i >= 0)
            return Unrendered{Unrendered::LeadIn, sentences[i]};
    }
    if (const auto clause = clauseNowhere(sentences, lexicon, korean, usual))
        return Unrendered{Unrendered::Clause, *clause};
    return std::nullopt;
}

QString messageFor(const Unrendered &u, const ParagraphLengths &l)
{
    const QString sentence = elided(u.gone.text, 60);
    const QString words = (u.gone.keys + u.gone.tokens).mid(0, 3).join(QStringLiteral(", "));
    switch (u.rule) {
    case Unrendered::Fewer:
        return CheckText::tr("The source's sentence \"%1\" may be missing: none of its words (%2) "
                             "is rendered in this translation, which has fewer sentences (%3 for "
                             "%4)")
            .arg(sentence, words)
            .arg(l.draftSentences)
            .arg(l.sourceSentences);
    case Unrendered::Between:
        return CheckText::tr("The source's sentence \"%1\" may be missing: the sentences around "
                             "it are translated next to each other, and none of its words (%2) is "
                             "rendered there")
            .arg(sentence, words);
    case Unrendered::LeadIn:
        return CheckText::tr("The source's sentence \"%1\" may be missing: it leads into what "
                             "follows, and no sentence of this translation does")
            .arg(sentence);
    case Unrendered::Clause:
        return CheckText::tr("Part of a source sentence, \"%1\", may be missing: its words (%2) "
                             "are not rendered in this translation, and the rest of the sentence "
                             "is translated short")
            .arg(sentence, words);
    }
    return {};
}

} // namespace

void unrenderedSentence(const CheckContext &ctx, IssueSink &sink, const QSet<int> &reported)
{
    if (!ctx.lexicon || !ctx.alignment) return;
    const BilingualLexicon &lexicon = ctx.lexicon->get();
    if (lexicon.isEmpty()) return;
    const Alignment &a = *ctx.alignment;
    // The document's usual length of a translation; where it has too few paragraphs to say, the
    // memory's (its translations of other documents, BilingualLexicon::letterShare); 0 when
    // neither says.
    const double document = usualLengthShare(ctx);
    const double usual = document > 0 ? document : lexicon.letterShare();
    for (int k = 0; k < a.segments.size(); ++k) {
        const ParagraphLengths *l = pairedProse(ctx, k);
        if (!l || !l->translated || reported.contains(k) || l->draftSentences > MaxSentences)
            continue;
        const QString &korean = ctx.draftSideOf(k).text;
        const QList<SentenceAnchors> sentences = sentencesOf(ctx.sourceSideOf(k).text, lexicon);
        const std::optional<Unrendered> found = unrenderedIn(sentences, *l, lexicon, korean, usual);
        if (!found) continue;
        // A sentence the translator moved into the paragraph before or after, or split off
        // into one of its own: some of its words in a translation left unpaired, or most of them
        // at the edge that meets this paragraph (the last sentence before it, the first after
        // it) of a translation with a sentence more than its source.
        const SentenceAnchors &gone = found->gone;
        const auto holds = [&](int n) {
            if (n < 0 || n >= a.segments.size() || !a.segments[n].hasDraft()) return false;
            const QString &text = ctx.draftSideOf(n).text;
            if (!a.segments[n].hasSource())
                return anchorsFound(gone, lexicon, koreanTextOf(text)) > 0;
            const ParagraphLengths *m = pairedProse(ctx, n);
            if (m && m->draftSentences <= m->sourceSentences) return false;
            const QList<KoreanText> edge = koreanSentencesOf(text);
            if (edge.isEmpty()) return false;
            const KoreanText &meets = n < k ? edge.constLast() : edge.constFirst();
            return 2 * anchorsFound(gone, lexicon, meets) > gone.anchors();
        };
        if (holds(k - 1) || holds(k + 1)) continue;
        sink.report(Severity::Info, draftParagraphRange(ctx, k), messageFor(*found, *l));
    }
}

} // namespace tandem::checks
