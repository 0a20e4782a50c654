// SPDX-License-Identifier: GPL-3.0-or-later
#include "sentencecoverage.h"

#include "bilinguallexicon.h"
#include "checktext.h"
#include "omissionchecks.h"
#include "segmenttext.h"

#include <QRegularExpression>

namespace tandem::checks {

namespace {

// What tells one sentence from its neighbours: its own words that the lexicon renders, its own
// inline literals and numbers (a sentence's words found in the others say nothing about it).
struct SentenceAnchors
{
    QString text;
    QStringList keys;   // English keys with a dependable rendering, this sentence's only
    QStringList tokens; // ``literals`` and numbers of two digits or more, this sentence's only
    int anchors() const { return int(keys.size() + tokens.size()); }
};

// A sentence is judged only with this many anchors: one word may be rendered by a synonym the
// lexicon has not met.
constexpr int MinAnchors = 2;
// Each other sentence has at least this share of its own words found: the translation renders
// the paragraph word for word closely enough that a sentence none of whose words is found is
// missing, not paraphrased.
constexpr double OthersFound = 0.3;

// A rendering the community writes for this word more than for any other: linked in two units
// or more, and in at least half of the units its Korean word is in.
bool dependable(const LexiconRendering &r)
{
    return r.links >= 2 && r.links * 2 >= r.koreanUnits;
}

QStringList literalsAndNumbers(const QString &sentence)
{
    static const QRegularExpression literal(QStringLiteral("``([^`]+)``"));
    static const QRegularExpression number(QStringLiteral(R"((?<![\w.])\d{2,}(?:\.\d+)?(?!\w))"));
    QStringList out;
    for (auto it = literal.globalMatch(sentence); it.hasNext();)
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
        out.append({text, {}, literalsAndNumbers(text)});
        allKeys.append(BilingualLexicon::englishKeys(text));
    }
    // A sentence's own keys and tokens: those no other sentence of the paragraph has.
    for (int i = 0; i < out.size(); ++i) {
        QSet<QString> otherKeys, otherTokens;
        for (int j = 0; j < out.size(); ++j) {
            if (j == i) continue;
            for (const QString &k : std::as_const(allKeys[j]))
                otherKeys.insert(k);
            for (const QString &t : std::as_const(out[j].tokens))
                otherTokens.insert(t);
        }
        for (const QString &k : std::as_const(allKeys[i])) {
            if (otherKeys.contains(k)) continue;
            const QList<LexiconRendering> rs = lexicon.renderings(k);
            if (std::any_of(rs.begin(), rs.end(), dependable)) out[i].keys.append(k);
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

} // namespace

void unrenderedSentence(const CheckContext &ctx, IssueSink &sink, const QSet<int> &reported)
{
    if (!ctx.lexicon || !ctx.alignment) return;
    const BilingualLexicon &lexicon = ctx.lexicon->get();
    if (lexicon.isEmpty()) return;
    const Alignment &a = *ctx.alignment;
    for (int k = 0; k < a.segments.size(); ++k) {
        const ParagraphLengths *l = pairedProse(ctx, k);
        // A translation with as many sentences as its source may have joined none.
        if (!l || !l->translated || reported.contains(k) || l->sourceSentences < 2 ||
            l->draftSentences >= l->sourceSentences)
            continue;
        const QString &korean = ctx.draftSideOf(k).text;
        const QList<SentenceAnchors> sentences = sentencesOf(ctx.sourceSideOf(k).text, lexicon);
        if (sentences.size() < 2) continue;
        const QSet<QString> stems = BilingualLexicon::koreanStemSet(korean);
        int missing = -1, judged = 0;
        bool othersFound = true;
        for (int i = 0; i < sentences.size(); ++i) {
            const SentenceAnchors &s = sentences[i];
            if (s.anchors() == 0) continue;
            const int found = anchorsFound(s, lexicon, stems, korean);
            if (found == 0 && s.anchors() >= MinAnchors && missing < 0) {
                missing = i;
                continue;
            }
            ++judged;
            othersFound &= found >= OthersFound * s.anchors();
        }
        if (missing < 0 || judged == 0 || !othersFound) continue;
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
        sink.report(Severity::Info, draftParagraphRange(ctx, k),
                    CheckText::tr("The source's sentence \"%1\" may be missing: none of its words "
                                  "(%2) is rendered in this translation, which has fewer "
                                  "sentences (%3 for %4)")
                        .arg(elided(gone.text, 60), named.join(QStringLiteral(", ")))
                        .arg(l->draftSentences)
                        .arg(l->sourceSentences));
    }
}

} // namespace tandem::checks
