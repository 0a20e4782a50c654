// SPDX-License-Identifier: GPL-3.0-or-later
#include "omissionchecks.h"

#include "sentencecoverage.h"

#include "checktext.h"
#include "keptanswers.h"
#include "segmenttext.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace tandem::checks {

namespace {

using Lengths = ParagraphLengths;

constexpr int MinSourceLetters = ShareSourceLetters; // shorter paragraphs vary too much to judge
constexpr double ShortShare = 0.7; // below this share of the usual, a sentence is missing

// The sentences of a text whose sentence ends are `ends`: a last sentence left without its full
// stop ("This is important to prevent hangs on `GPU:0`" closing a list item) counts too, when
// its prose has this many letters or more (a few words, not a label or a trailing link).
int sentencesWithLast(const QString &text, const QList<qsizetype> &ends, int minLetters)
{
    const QString last = text.mid(ends.isEmpty() ? 0 : ends.constLast());
    return int(ends.size()) + (proseLetters(last) >= minLetters ? 1 : 0);
}

// Sentence ends: a full stop (or ! ?) after a word, then a capital or the end; "e.g. the" and
// "3.5" do not end one. Counted on the text with its markup (a sentence may end in a link).
int englishSentences(const QString &text)
{
    return sentencesWithLast(text, englishSentenceEnds(text), 20);
}

int koreanSentences(const QString &text)
{
    return sentencesWithLast(text, koreanSentenceEnds(text), 8);
}

bool allProse(const SegmentSide &side)
{
    return !side.units.isEmpty() &&
           std::all_of(side.units.begin(), side.units.end(),
                       [](const AlignUnit *u) { return u->block->kind == BlockKind::Paragraph; });
}

// What a side's text measures, by the text alone, kept between runs: on a key press one
// paragraph changed, and the regular expressions over every other one were most of this
// check's time in the editor.
// Keyed by whole paragraphs, typed anew on every key: fewer kept than words.
struct ProseMeasures
{
    static constexpr qsizetype Kept = 20000;
    KeptAnswers<int> letters{Kept}, englishSentences{Kept}, koreanSentences{Kept};
};

// Each paired paragraph's lengths and the document's usual share, made once per run for
// missing-segment, its dropped sentences and extra-segment (each asked for them, and for the
// neighbours of every gap, before).
struct ProseLengths
{
    QList<Lengths> bySegment;
    double usual = 0; // 0: too few paragraphs to say
};

const ProseLengths &proseLengths(const CheckContext &ctx)
{
    return ctx.runDerived().derived<ProseLengths>("omission.prose-lengths", [&] {
        const Alignment &a = *ctx.alignment;
        const ProseMeasures &kept = ctx.resourceDerived().derived<ProseMeasures>(
            "omission.prose-measures", [] { return ProseMeasures(); });
        ProseLengths out;
        out.bySegment.resize(a.segments.size());
        QList<double> ratios;
        for (int k = 0; k < a.segments.size(); ++k) {
            const Segment &s = a.segments[k];
            if (!s.hasSource() || !s.hasDraft()) continue;
            const SegmentSide &src = ctx.sourceSideOf(k);
            const SegmentSide &dst = ctx.draftSideOf(k);
            // A code block or a list does not hold a sentence of a paragraph.
            if (!allProse(src) || !allProse(dst)) continue;
            Lengths &l = out.bySegment[k];
            l.segment = k;
            l.source = kept.letters.get(src.text, [&] { return proseLetters(src.text); });
            l.draft = kept.letters.get(dst.text, [&] { return proseLetters(dst.text); });
            l.translated = containsHangul(dst.text);
            if (!l.translated) continue;
            l.sourceSentences =
                kept.englishSentences.get(src.text, [&] { return englishSentences(src.text); });
            l.draftSentences =
                kept.koreanSentences.get(dst.text, [&] { return koreanSentences(dst.text); });
            if (l.source >= MinSourceLetters) ratios << l.ratio();
        }
        out.usual = usualShare(std::move(ratios));
        return out;
    });
}

} // namespace

const ParagraphLengths *pairedProse(const CheckContext &ctx, int k)
{
    const QList<Lengths> &all = proseLengths(ctx).bySegment;
    return k >= 0 && k < all.size() && all[k].segment >= 0 ? &all[k] : nullptr;
}

QList<qsizetype> englishSentenceEnds(const QString &text)
{
    static const QRegularExpression end(QStringLiteral(
        R"([^\s.][)\]'"`_*]*(?<!\bi\.e|\be\.g|\bvs|\bcf)[.!?](?=\s+[^\sa-z]|\s*$))"));
    QList<qsizetype> ends;
    for (auto it = end.globalMatch(text); it.hasNext();)
        ends.append(it.next().capturedEnd());
    return ends;
}

QList<qsizetype> koreanSentenceEnds(const QString &text)
{
    static const QRegularExpression end(
        QStringLiteral(R"([\x{AC00}-\x{D7A3}][)\]'"`_*]*[.!?](?=\s|$))"));
    QList<qsizetype> ends;
    for (auto it = end.globalMatch(text); it.hasNext();)
        ends.append(it.next().capturedEnd());
    return ends;
}

double usualLengthShare(const CheckContext &ctx)
{
    return proseLengths(ctx).usual;
}

bool longerByAbout(const CheckContext &ctx, double usual, int k, double wanted)
{
    const Lengths *l = usual > 0 ? pairedProse(ctx, k) : nullptr;
    return l && l->source > 0 && l->ratio() > 1.2 * usual &&
           l->draft - usual * l->source >= wanted / 2;
}

bool shorterByAbout(const CheckContext &ctx, double usual, int k, double letters)
{
    const Lengths *l = usual > 0 ? pairedProse(ctx, k) : nullptr;
    return l && l->source > 0 && l->ratio() < 0.85 * usual &&
           usual * l->source - l->draft >= letters / 2;
}

namespace {

// Whether a translation holds links, literals or roles, each the source's own: a translation
// of that source, not another paragraph alignment paired with it (a draft written for newer
// English than the source it is compared with).
bool keepsSourceMarkup(const QString &draft, const QString &source)
{
    static const QRegularExpression markup(QStringLiteral(
        R"(``(.+?)``|<([^<>\s]+)>`_{1,2}|:[\w:.+-]+:`([^`<]+)`|(https?://[^\s<>`]+))"));
    int kept = 0;
    for (auto it = markup.globalMatch(draft); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        QString core;
        for (int g = 1; g <= 4 && core.isEmpty(); ++g)
            core = m.captured(g);
        if (!source.contains(core)) return false;
        ++kept;
    }
    return kept > 0;
}

// A paragraph whose translation kept the source's links and literals and nothing around them,
// in a document translated elsewhere: its words went missing (a list item's second line
// deleted after its link).
void markupOnlyTranslation(const CheckContext &ctx, IssueSink &sink, const ProseLengths &lengths,
                           QSet<int> &reported)
{
    const QList<Lengths> &all = lengths.bySegment;
    if (std::none_of(all.begin(), all.end(), [](const Lengths &l) { return l.translated; })) return;
    for (const Lengths &l : all) {
        if (l.segment < 0 || l.translated || l.draft > 0 || l.source < MinSourceLetters / 2)
            continue;
        if (!keepsSourceMarkup(ctx.draftSideOf(l.segment).text, ctx.sourceSideOf(l.segment).text))
            continue;
        reported.insert(l.segment);
        sink.report(Severity::Info, draftParagraphRange(ctx, l.segment),
                    CheckText::tr("This translation keeps the source's links and literals but "
                                  "none of its words: the text around them is missing"));
    }
}

// A translation much shorter than this document's usually are, with fewer sentences than its
// source, whose neighbours are not longer to make up for it.
void shortTranslation(const CheckContext &ctx, IssueSink &sink, const ProseLengths &lengths,
                      QSet<int> &reported)
{
    const Alignment &a = *ctx.alignment;
    const double usual = lengths.usual;
    if (usual <= 0) return;
    // Alignment is sure of a paragraph only when no neighbour holds what it lacks: a paragraph
    // the translator split or merged shows up as a short one next to one longer than usual by
    // about as much (or next to a paragraph alignment left unpaired).
    const auto unpairedProse = [&](int k) {
        const Segment &s = a.segments[k];
        return allProse(s.hasSource() ? ctx.sourceSideOf(k) : ctx.draftSideOf(k));
    };
    const auto neighbourMayHold = [&](int k, double shortfall) {
        if (k < 0 || k >= a.segments.size()) return false;
        const Segment &s = a.segments[k];
        if (s.hasSource() != s.hasDraft()) return unpairedProse(k);
        return longerByAbout(ctx, usual, k, shortfall);
    };
    // Two away, only a paragraph alignment left unpaired counts (a sentence split off into a
    // paragraph of its own, the one between taking the paragraph's end).
    const auto unpairedAt = [&](int k) {
        return k >= 0 && k < a.segments.size() &&
               a.segments[k].hasSource() != a.segments[k].hasDraft() && unpairedProse(k);
    };
    for (const Lengths &l : lengths.bySegment) {
        if (l.segment < 0 || !l.translated || l.source < MinSourceLetters) continue;
        if (l.sourceSentences < 2 || l.draftSentences >= l.sourceSentences) continue;
        if (l.ratio() >= ShortShare * usual) continue;
        const double shortfall = usual * l.source - l.draft;
        if (neighbourMayHold(l.segment - 1, shortfall) ||
            neighbourMayHold(l.segment + 1, shortfall) || unpairedAt(l.segment - 2) ||
            unpairedAt(l.segment + 2))
            continue;
        reported.insert(l.segment);
        // The whole paragraph: where in it the sentence went missing is the reader's call.
        sink.report(Severity::Info, draftParagraphRange(ctx, l.segment),
                    CheckText::tr("This translation is %1% as long as this document's others "
                                  "and has fewer sentences than the source (%2 for %3): a "
                                  "sentence may be missing")
                        .arg(qRound(100 * l.ratio() / usual))
                        .arg(l.draftSentences)
                        .arg(l.sourceSentences));
    }
}

} // namespace

void droppedSentence(const CheckContext &ctx, IssueSink &sink)
{
    const ProseLengths &lengths = proseLengths(ctx);
    QSet<int> reported;
    markupOnlyTranslation(ctx, sink, lengths, reported);
    shortTranslation(ctx, sink, lengths, reported);
    unrenderedSentence(ctx, sink, reported);
}

Range wholeSideRange(const RstDocument &doc, const SegmentSide &side)
{
    const AlignUnit &first = *side.units.constFirst();
    const AlignUnit &last = *side.units.constLast();
    int endColumn = 0;
    for (int v = last.block->firstView; v <= last.block->lastView && v < int(doc.lines.size()); ++v)
        if (doc.lines[v].fileLine == last.endLine)
            endColumn = doc.lines[v].fileColumn + int(doc.lines[v].text.size());
    return Range{{first.line, 0}, {last.endLine, endColumn}};
}

Range draftParagraphRange(const CheckContext &ctx, int k)
{
    return wholeSideRange(ctx.draft, ctx.draftSideOf(k));
}

} // namespace tandem::checks
