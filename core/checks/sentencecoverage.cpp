// SPDX-License-Identifier: GPL-3.0-or-later
#include "sentencecoverage.h"

#include "bilinguallexicon.h"
#include "checktext.h"
#include "omissionchecks.h"
#include "segmenttext.h"

#include <QRegularExpression>

#include <cmath>

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

// A sentence is judged only with this many anchors: one word may be rendered by a synonym the
// lexicon has not met.
constexpr int MinAnchors = 2;
// Each other sentence has at least this share of its own words found: the translation renders
// the paragraph word for word closely enough that a sentence none of whose words is found is
// missing, not paraphrased.
constexpr double OthersFound = 0.3;

// A sentence's tokens (SentenceAnchors::tokens, before the others' are taken out): its
// ``literals``, link targets and numbers of two digits or more.
QStringList tokensOf(const QString &sentence)
{
    static const QRegularExpression literal(QStringLiteral("``([^`]+)``"));
    static const QRegularExpression number(QStringLiteral(R"((?<![\w.])\d{2,}(?:\.\d+)?(?!\w))"));
    static const QRegularExpression link(QStringLiteral(R"(<([^<>\s]+)>`_{1,2})"));
    QStringList out;
    for (auto it = literal.globalMatch(sentence); it.hasNext();)
        out.append(it.next().captured(1));
    for (auto it = link.globalMatch(sentence); it.hasNext();)
        out.append(it.next().captured(1));
    for (auto it = number.globalMatch(proseOnly(sentence)); it.hasNext();)
        out.append(it.next().captured());
    out.removeDuplicates();
    return out;
}

QList<SentenceAnchors> sentencesOf(const QString &source, const BilingualLexicon &lexicon)
{
    QList<SentenceAnchors> out;
    qsizetype start = 0;
    QList<qsizetype> ends = englishSentenceEnds(source);
    if (ends.isEmpty() || ends.constLast() < source.size()) ends.append(source.size());
    QList<QStringList> allKeys;
    for (qsizetype end : std::as_const(ends)) {
        const QString text = source.mid(start, end - start);
        start = end;
        if (!std::any_of(text.begin(), text.end(), [](QChar c) { return c.isLetter(); })) continue;
        out.append({text, {}, tokensOf(text)});
        allKeys.append(BilingualLexicon::englishKeys(text));
    }
    // A sentence's own keys: those no other sentence of the paragraph has. Its own tokens:
    // those neither sentence next to it has (a literal named again further on still tells the
    // two places apart). Both read from every sentence as found, not as this loop leaves them.
    QList<QStringList> allTokens;
    for (const SentenceAnchors &s : std::as_const(out))
        allTokens.append(s.tokens);
    for (int i = 0; i < out.size(); ++i) {
        QSet<QString> otherKeys, otherTokens;
        for (int j = 0; j < out.size(); ++j) {
            if (j == i) continue;
            for (const QString &k : std::as_const(allKeys[j]))
                otherKeys.insert(k);
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

// How many of a sentence's anchors a translation has: a rendering of the word (any the lexicon
// knows, dependable or not, so that a synonym it has met counts) or the literal itself.
int anchorsFound(const SentenceAnchors &s, const BilingualLexicon &lexicon,
                 const QSet<QString> &stems, const QString &korean)
{
    int n = 0;
    for (const QString &k : s.keys)
        n += !lexicon.renderingIn(k, stems).isEmpty();
    for (const QString &t : s.tokens)
        n += korean.contains(t);
    return n;
}

QString elided(const QString &text, qsizetype length)
{
    const QString t = text.simplified();
    return t.size() <= length ? t : t.left(length - 1).trimmed() + QChar(0x2026);
}

// The Korean sentences of a text, each with its stems: cut after a full stop (or ! ?) that
// follows Hangul, as the omission check counts them; the rest after the last stop is one more.
struct KoreanSentence
{
    QString text;
    QSet<QString> stems;
};

QList<KoreanSentence> koreanSentencesOf(const QString &text)
{
    QList<KoreanSentence> out;
    qsizetype start = 0;
    const auto add = [&](qsizetype to) {
        const QString piece = text.mid(start, to - start);
        if (std::any_of(piece.begin(), piece.end(), [](QChar c) { return c.isLetter(); }))
            out.append({piece, BilingualLexicon::koreanStemSet(piece)});
        start = to;
    };
    for (const qsizetype end : koreanSentenceEnds(text))
        add(end);
    add(text.size());
    return out;
}

// The Korean sentence that renders a source sentence: the one where most of its anchors are
// found, when that is two or more and at least half of them; else -1.
int renderingSentence(const SentenceAnchors &s, const BilingualLexicon &lexicon,
                      const QList<KoreanSentence> &korean)
{
    int best = -1, bestFound = 0;
    for (int j = 0; j < korean.size(); ++j) {
        const int found = anchorsFound(s, lexicon, korean[j].stems, korean[j].text);
        if (found > bestFound) {
            best = j;
            bestFound = found;
        }
    }
    return bestFound >= 2 && 2 * bestFound >= s.anchors() ? best : -1;
}

// Rule one: the translation has fewer sentences than its source, and one source sentence is
// the only one none of whose anchors the translation has. A sentence with a single anchor (the
// lexicon knows few of its words) is judged on length as well: the translation is closer to the
// usual share of the source without it than with it, and well short of the share with it.
// `usual`: this document's letters of translation per letter of source (0: too few paragraphs
// to say, and no sentence of one anchor is judged). Its index, or -1.
int sentenceNowhere(const QList<SentenceAnchors> &sentences, const ParagraphLengths &l,
                    const BilingualLexicon &lexicon, const QString &korean, double usual)
{
    // A translation with as many sentences as its source may have joined none.
    if (l.draftSentences >= l.sourceSentences) return -1;
    const QSet<QString> stems = BilingualLexicon::koreanStemSet(korean);
    const auto lengthSaysGone = [&](const SentenceAnchors &s) {
        if (usual <= 0 || l.draft <= 0) return false;
        const double with = usual * std::max(1, l.source);
        const double without = usual * std::max(1, l.source - proseLetters(s.text));
        return l.draft < 0.85 * with &&
               std::fabs(std::log(l.draft / without)) < std::fabs(std::log(l.draft / with));
    };
    int missing = -1, judged = 0;
    bool othersFound = true;
    for (int i = 0; i < sentences.size(); ++i) {
        const SentenceAnchors &s = sentences[i];
        if (s.anchors() == 0) continue;
        const int found = anchorsFound(s, lexicon, stems, korean);
        if (found == 0 && missing < 0 && (s.anchors() >= MinAnchors || lengthSaysGone(s))) {
            missing = i;
            continue;
        }
        ++judged;
        othersFound &= found >= OthersFound * s.anchors();
    }
    return judged > 0 && othersFound ? missing : -1;
}

// Rule two, for a translation with as many sentences as its source or more (the translator
// split some): the sentences before and after one are each clearly rendered by a Korean
// sentence, those two Korean sentences are next to each other, and neither has any of the
// sentence's own anchors — nothing between them renders it — nor is as long as a translation
// of both that sentence and its neighbour would be (joined to it in other words). `share`: the
// letters of translation per letter of source. Its index, or -1.
int sentenceBetween(const QList<SentenceAnchors> &sentences, const BilingualLexicon &lexicon,
                    const QString &korean, double share)
{
    const QList<KoreanSentence> ko = koreanSentencesOf(korean);
    if (ko.size() < 2) return -1;
    QList<int> rendering;
    for (const SentenceAnchors &s : sentences)
        rendering.append(renderingSentence(s, lexicon, ko));
    for (int i = 0; i < sentences.size(); ++i) {
        const SentenceAnchors &s = sentences[i];
        if (s.anchors() < MinAnchors) continue;
        // The Korean sentences of the neighbours; before the first, -1, after the last, ko.size().
        const int before = i > 0 ? rendering[i - 1] : -1;
        const int after = i + 1 < sentences.size() ? rendering[i + 1] : int(ko.size());
        if ((i > 0 && before < 0) || (i + 1 < sentences.size() && after < 0) || after != before + 1)
            continue;
        const auto has = [&](int j) {
            return j >= 0 && j < ko.size() && anchorsFound(s, lexicon, ko[j].stems, ko[j].text) > 0;
        };
        // Gale and Church inside the paragraph: a Korean sentence closer in length to the
        // translation of its sentence and this one together than to its sentence's alone.
        const auto joined = [&](int j, int neighbour) {
            if (j < 0 || j >= ko.size()) return false;
            const double length = std::max(1, proseLetters(ko[j].text));
            const double alone = share * std::max(1, proseLetters(sentences[neighbour].text));
            const double both = alone + share * proseLetters(s.text);
            return std::fabs(std::log(length / both)) < std::fabs(std::log(length / alone));
        };
        if (!has(before) && !has(after) && !joined(before, i - 1) && !joined(after, i + 1))
            return i;
    }
    return -1;
}

} // namespace

void unrenderedSentence(const CheckContext &ctx, IssueSink &sink, const QSet<int> &reported)
{
    if (!ctx.lexicon || !ctx.alignment) return;
    const BilingualLexicon &lexicon = ctx.lexicon->get();
    if (lexicon.isEmpty()) return;
    const Alignment &a = *ctx.alignment;
    // The document's usual length of a translation, or this paragraph's where too few say.
    const double usual = usualLengthShare(ctx);
    const auto share = [&](const ParagraphLengths &l) { return usual > 0 ? usual : l.ratio(); };
    for (int k = 0; k < a.segments.size(); ++k) {
        const ParagraphLengths *l = pairedProse(ctx, k);
        if (!l || !l->translated || reported.contains(k) || l->sourceSentences < 2) continue;
        const QString &korean = ctx.draftSideOf(k).text;
        const QList<SentenceAnchors> sentences = sentencesOf(ctx.sourceSideOf(k).text, lexicon);
        if (sentences.size() < 2) continue;
        int missing = sentenceNowhere(sentences, *l, lexicon, korean, usual);
        const bool fewer = missing >= 0;
        if (!fewer) missing = sentenceBetween(sentences, lexicon, korean, share(*l));
        if (missing < 0) continue;
        // A sentence the translator moved into the paragraph before or after: found there, in
        // a translation left unpaired or one with a sentence more than its source.
        const SentenceAnchors &gone = sentences[missing];
        const auto holds = [&](int n) {
            if (n < 0 || n >= a.segments.size() || !a.segments[n].hasDraft()) return false;
            if (a.segments[n].hasSource()) {
                const ParagraphLengths *m = pairedProse(ctx, n);
                if (m && m->draftSentences <= m->sourceSentences) return false;
            }
            const QString &text = ctx.draftSideOf(n).text;
            return 2 * anchorsFound(gone, lexicon, BilingualLexicon::koreanStemSet(text), text) >
                   gone.anchors();
        };
        if (holds(k - 1) || holds(k + 1)) continue;
        const QStringList named = (gone.keys + gone.tokens).mid(0, 3);
        const QString sentence = elided(gone.text, 60), words = named.join(QStringLiteral(", "));
        sink.report(Severity::Info, draftParagraphRange(ctx, k),
                    fewer ? CheckText::tr("The source's sentence \"%1\" may be missing: none of "
                                          "its words (%2) is rendered in this translation, which "
                                          "has fewer sentences (%3 for %4)")
                                .arg(sentence, words)
                                .arg(l->draftSentences)
                                .arg(l->sourceSentences)
                          : CheckText::tr("The source's sentence \"%1\" may be missing: the "
                                          "sentences around it are translated next to each other, "
                                          "and none of its words (%2) is rendered there")
                                .arg(sentence, words));
    }
}

} // namespace tandem::checks
