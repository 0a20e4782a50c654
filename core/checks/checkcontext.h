// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "alignment.h"
#include "documentmemo.h"
#include "glossaryscan.h"
#include "issue.h"
#include "markupgap.h"
#include "rstdocument.h"
#include "segmenttext.h"

#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace tandem {

class CheckoutWords;
class LazyLexicon;
class Spelling;
class SpellingWordList;
class StyleRules;

// What the checks consult besides the two texts: resolved per project (lint/projectcontext.h)
// and handed down, so that no check reads a global. Null members switch their checks off.
// A new resource is a member here, filled in ProjectContext::resources(): every CheckContext
// is one of these (the linter makes each from the project's whole), so a check reads it as
// ctx.NAME with no other edit (tests/tst_checkflags.cpp everyResourceReachesEveryCheck).
struct CheckResources
{
    const GlossaryMatcher *terms = nullptr;          // glossary checks; null: none run
    const StyleRules *style = nullptr;               // the style check
    const SpellingWordList *acceptedWords = nullptr; // the team's and the user's word lists
    Spelling *dictionaries = nullptr;                // spelling, latin-typo (Hunspell)
    // How the checkout parts markup from a particle (counted on first use); null: not counted.
    const MarkupGapUsage *markupGaps = nullptr;
    // The Korean words the checkout's files write (counted on first use); null: outside one.
    const CheckoutWords *checkoutWords = nullptr;
    // What the community renders English words as, learned from the checkout's translation
    // memory (bilinguallexicon.h; loaded on first use); null or empty: no memory.
    const LazyLexicon *lexicon = nullptr;

    bool operator==(const CheckResources &) const = default;
};

// Everything a check may look at: the project's resources (its base: ctx.terms, ctx.style...),
// the draft and, for a pair, the source and their alignment. A check of the draft alone gets
// no source and no alignment.
struct CheckContext : CheckResources
{
    const RstDocument &draft;
    const RstDocument *source = nullptr;
    const Alignment *alignment = nullptr;

    // The form the quick fix of markup glued to a particle writes: the style file's choice,
    // else the checkout's majority, else the backslash (which changes nothing Sphinx shows).
    MarkupGap preferredMarkupGap() const;

    // A lint over the size bound (boundedlint.h): the pair was not aligned and the enabled
    // checks in `skippedChecks` did not run; the large-file-bounded check reports it.
    bool bounded = false;
    QStringList skippedChecks = {};

    // Glossary matches of each side, found on first use and shared by the glossary checks of
    // one run (they all need them; finding them is the costliest part of those checks).
    const QList<TermHit> &draftTerms() const;
    const QList<TermHit> &sourceTerms() const; // requires source

    mutable std::optional<QList<TermHit>> cachedDraftTerms = {};
    mutable std::optional<QList<TermHit>> cachedSourceTerms = {};

    // The memo of the source document (documentmemo.h), kept by whoever keeps the source
    // between runs; null: what is derived from the source is made for this run only.
    DocumentMemo *sourceMemo = nullptr;
    // The source's memo, or one for this run when there is none.
    DocumentMemo &sourceDerived() const;
    // The memo of what derives from the resources alone (the Korean speller's verdicts on
    // words), kept by the linter as long as it lives; null: made for this run only. The editor
    // lints on every key, and most words of a draft were judged on the key before.
    DocumentMemo *resourceMemo = nullptr;
    DocumentMemo &resourceDerived() const;
    // Data derived from this run's pair (the draft, its alignment), made on first use and shared
    // by the checks of one run, on either thread (the linter gives every context of a run the
    // same memo; data that reads the alignment is asked for only by checks that have it);
    // never kept for the next run, whose draft differs.
    DocumentMemo &runDerived() const;

    // Each side of segment `k` of the alignment, made on first use and shared by the checks of
    // one run (most pair checks read every segment's text).
    const SegmentSide &sourceSideOf(int k) const;
    const SegmentSide &draftSideOf(int k) const;

    // Behind the four above (public only so that the context stays an aggregate).
    mutable std::shared_ptr<DocumentMemo> runMemo = {};
    mutable std::vector<std::unique_ptr<const SegmentSide>> sourceSides = {}, draftSides = {};
};

// Collects the issues of one check's run and stamps them with that check's id, so a check
// never spells its own id (the registry, checkregistry.cpp, is the one place ids are written).
class IssueSink
{
public:
    IssueSink(Issues &issues, QString checkId) : m_issues(issues), m_checkId(std::move(checkId)) {}
    void report(Severity severity, Range range, const QString &message,
                std::optional<Fix> fix = std::nullopt, Side side = Side::Draft)
    {
        m_issues.append(Issue{m_checkId, severity, side, range, message, std::move(fix)});
    }

private:
    Issues &m_issues;
    QString m_checkId;
};

} // namespace tandem
