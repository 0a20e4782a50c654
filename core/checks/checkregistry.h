// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkcontext.h"

#include <QList>
#include <QString>

namespace tandem {

// How upstream sync drift (review/syncdrift.cpp) may explain a check's reports: a report on
// lines an upstream sync wrote is the sync's, not the translator's, and a review lists it apart.
struct SyncDriftRule
{
    bool comparable = false;    // a draft-side report may be put down to an upstream sync
    bool wholeSegment = false;  // blamed over its aligned segment's draft lines, not only its own
    bool sameBlock = false;     // else any line of its segment a sync edited (a reorganised block)
    bool upstreamText = false;  // the lines are upstream's text: no kept Korean to look for
    bool warningsOnly = false;  // an error breaks the page whoever wrote the line: never drift
    bool sourceRemoval = false; // a source-side report: the lines a sync removed from the draft
    // Reports a link, literal, role target or number of the English that the draft lacks: also
    // set aside when the sync that rewrote its lines in new Korean removed such a token there
    // (upstream dropped it; the English the draft is compared with is older than the sync).
    bool tokenRemoval = false;
};

// A check as plain data, bound to its id once: the id is written here and nowhere else. The
// linter hands each check a sink that stamps this id on what it reports, and the editor asks
// these fields (not id strings) what it may do with an issue.
struct CheckInfo
{
    const char *id;                        // stable, e.g. "rst-inline-boundary"
    const char *summary;                   // one line, for `tandem lint --list-checks` and the help
    Severity severity = Severity::Warning; // what most of its reports carry (a report may differ)
    bool needsSource = false;              // skipped when a draft is checked alone
    bool enabledByDefault = true;          // off-by-default checks run only when enabled
    bool safeForFixAll = false;            // Fix All may apply its fixes without the user looking
    // Its fix parts markup from a particle (markupgap.h): the other form is offered too.
    bool fixesMarkupGap = false;
    bool wordSuggestions = false; // reports a word the dictionary lacks: suggestions apply
    bool usesTerms = false;       // reads the run's glossary matches (CheckContext::draftTerms...)
    // Reads no alignment and no glossary matches (the draft, at most the source's own text):
    // a long draft's linter runs it while the pair is still being aligned (lint/linter.cpp).
    bool beforeAlignment = false;
    // Still runs in a bounded lint of a very large pair (boundedlint.h): the draft's own
    // reStructuredText, what Sphinx would fail on or render wrongly. Needs no source.
    bool runsWhenBounded = false;
    // Its draft-side report is a glossary match the editor offers to replace across the file.
    bool replacesTerm = false;
    // A rule of the gettext catalogues' team (python-docs-ko), on when a .po file is linted
    // even if off by default (review/cataloguereview.h).
    bool catalogueRule = false;
    // What a pull request review may post of its reports (github/reviewcomments.h), set from
    // the share of its judged reports that were right (docs/evaluation/precision.md, every
    // judged set pooled; the figures are beside each check). A line comment: about 90% right
    // over at least 2 judged reports. A one-click suggestion: about 90% right over at least 10,
    // and a fix derived from the text itself (markup, spacing, a glossary entry), never a guess
    // at the word meant (korean-typo, latin-typo): a wrong guess is one click from the branch.
    // Everything else is listed in the review's body, where nothing is one click away.
    bool postsLineComment = false;
    bool postsSuggestion = false;
    SyncDriftRule syncDrift = {};
    // One cause, one report (lint/namedcauses.h): its report names an empty line that cuts a
    // sphinx-gallery text cell (`cutsTextCell`); its reports compare the draft's text with the
    // source's and are left out where such a cut explains them (`comparesText`).
    bool cutsTextCell = false;
    bool comparesText = false;
    void (*run)(const CheckContext &, IssueSink &) = nullptr;
};

// Every check Tandem has, in the order they run.
const QList<CheckInfo> &allChecks();

// Tests only: adds `check` after the built-in ones for the rest of the process, so a test can
// show that a new check gets its behaviour from its flags alone. Call before any lint runs
// (pointers from findCheck() may move).
void registerCheckForTests(const CheckInfo &check);

// The check registered under `id`, or null.
const CheckInfo *findCheck(QStringView id);

} // namespace tandem
