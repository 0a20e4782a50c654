// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkcontext.h"
#include "proseletters.h"

namespace tandem::checks {

// Gale and Church's observation, per document: a translation's length is close to a constant
// share of its source's. Korean written by one translator keeps that share from paragraph to
// paragraph; a paragraph far below it, with a sentence fewer, lost one.
struct ParagraphLengths
{
    int segment = -1; // -1: not a pair of paragraphs
    int source = 0;   // letters and digits of the prose, markup, links and literals left out
    int draft = 0;
    bool translated = false; // the draft side has Hangul
    int sourceSentences = 0; // counted for translated pairs only
    int draftSentences = 0;
    double ratio() const { return source > 0 ? double(draft) / source : 0; }
};

// The lengths of segment k when it pairs paragraphs (prose on both sides), else null.
const ParagraphLengths *pairedProse(const CheckContext &, int k);

// One side of a segment, from its first line's start to its last line's end: where something
// the other side has is missing from it.
Range wholeSideRange(const RstDocument &, const SegmentSide &);

// The draft paragraphs of segment k (wholeSideRange of its draft side).
Range draftParagraphRange(const CheckContext &, int k);

// A sentence left out inside a paragraph alignment paired (part of missing-segment), told
// three ways, each paragraph once: its translation kept the links and literals and none of the
// words; or it is much shorter than this document's translations usually are and has fewer
// sentences than the source, while the paragraphs around it are not longer to make up for it;
// or, with a lexicon, one source sentence's words are rendered nowhere in it (sentencecoverage.h).
void droppedSentence(const CheckContext &, IssueSink &);

// The document's usual length share: letters of a paired paragraph's translation per letter of
// its source (the median; 0 with too few paragraphs to say).
double usualLengthShare(const CheckContext &);

// Whether the paired paragraphs of segment k are longer than the usual share by at least half of
// `wanted` letters of translation: they may hold text alignment left unpaired next to them (a
// paragraph the translator merged into its neighbour).
bool longerByAbout(const CheckContext &, double usual, int k, double wanted);

// Whether the paired paragraphs of segment k are shorter than the usual share by at least half
// of `letters` of translation: a paragraph of the draft alignment left unpaired next to them is
// their end, split off by the translator, not an addition.
bool shorterByAbout(const CheckContext &, double usual, int k, double letters);

// Where the English sentences of a text end (after the full stop, ! or ?): a stop after a word
// followed by a capital or the end; "e.g. the", "(i.e. Python-less)", "vs. CPU" and "3.5" end
// none. Read with the markup (a sentence may end in a link).
QList<qsizetype> englishSentenceEnds(const QString &text);

// Where the Korean sentences of a text end: after a full stop (or ! ?) that follows Hangul
// (closing marks between them allowed); "3.5" ends none.
QList<qsizetype> koreanSentenceEnds(const QString &text);

} // namespace tandem::checks
