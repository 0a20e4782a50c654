// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "alignment.h"
#include "creditchecks.h"
#include "glossaryscan.h"

#include <QCborMap>
#include <QList>
#include <QString>
#include <QStringList>

namespace tandem {

// What one aligned, translated segment (English prose on one side, Hangul on the other) says
// about terms, kept small so a project's worth can be cached and aggregated:
// - glossary terms the English uses, each with the form the Korean side used for it, found the
//   way the glossary checks find them (GlossaryMatcher via findTerms): an agreed form, a wrong
//   variant, or the English left in. An English term with no form of its entry in the Korean
//   is left unresolved ("") and offered to the co-occurrence model below under "g:" + headword.
// - the words of both sides for the co-occurrence model (terms outside the glossary): English
//   content words and two-word phrases (lower case, plural and -ing/-ed endings folded), and
//   Korean words without their particles or 하다-endings (isKoreanTail), plus English words the
//   Korean side keeps (tensor; lower case, only the plural folded, so "tracing" stays whole).
struct TermSegment
{
    struct GlossaryUse
    {
        QString headword;
        QString rendering; // as written in the draft; empty: no form of the entry found
    };
    QList<GlossaryUse> glossary;
    QStringList english;        // candidate keys ("g:Layer" for unresolved glossary terms)
    QStringList englishSurface; // the words as written, parallel to `english`
    QStringList korean;         // candidate renderings

    QCborMap toCbor() const;
    static TermSegment fromCbor(const QCborMap &map);
};

// The term observations of one aligned pair. `sourceHits`/`draftHits` are the glossary matches
// of each whole document (LintResult::sourceTerms/draftTerms, or findTerms). Credit lines, as
// `style` words them (Author ↔ 저자, 번역), give no co-occurrence words: their labels are not
// renderings of each other.
QList<TermSegment> observeTerms(const RstDocument &source, const RstDocument &draft,
                                const Alignment &alignment, const GlossaryMatcher &matcher,
                                const QList<TermHit> &sourceHits, const QList<TermHit> &draftHits,
                                const StyleRules *style);

// The glossary terms of a translated file without an English source, found in the Korean
// alone: each agreed form, wrong variant or English left in that belongs to one entry only
// (텐서 is both Tensor's agreed form and a variant elsewhere: left out). One segment per prose
// unit with Hangul, without co-occurrence words (there is no English to pair them with).
QList<TermSegment> observeDraftTerms(const RstDocument &draft, const GlossaryMatcher &matcher,
                                     const QList<TermHit> &draftHits);

// The glossary matches in the Korean comments of a draft's code blocks and gallery code cells
// ('#', or "//" for languages that write them), in file coordinates: what the survey and term
// replace read besides the prose (findTerms).
QList<TermHit> findCommentTerms(const RstDocument &doc, const GlossaryMatcher &matcher);

// The glossary terms of the draft's code comments (the community translates comments, and a
// term rendered there another way is a rendering the survey must list: issue 43), one segment
// for all of them, empty when there are none: comments are not aligned with the source's.
// Counted as observeDraftTerms counts, each form that belongs to one entry only.
TermSegment observeCommentTerms(const RstDocument &draft, const GlossaryMatcher &matcher);

// Whether an alignment unit is code (a literal block, doctest or code directive): not prose.
bool isCodeUnit(const AlignUnit &unit);
// Whether a unit holds English prose a translator translates: not code, not a directive's
// header, a link target, comment or substitution, and with a word of two letters or more once
// inline literals, roles, URLs and link references (`Title <url>`_) are set aside.
bool isProseUnit(const RstDocument &doc, const AlignUnit &unit);
// The same test on text: a word of two letters or more outside literals, roles, URLs and links.
bool hasEnglishWords(const QString &rst);

// The English key of a word: lower case, plural, -ing and -ed endings folded ("layers",
// "Layer" -> "layer"; "training" -> "train").
QString englishKey(QStringView word);
// A Korean word without what isKoreanTail calls grammar ("계층을" -> "계층", "학습하는" -> "학습").
QString koreanStem(QStringView word);

} // namespace tandem
