// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkerspec.h"
#include "lintsession.h"
#include "readergates.h"
#include "segmentpairs.h"

#include <QList>
#include <QStringList>

#include <functional>

namespace tandem {

struct ExternalRunOptions
{
    // Default member initializers: a caller may name the first fields only ({"-"}) under
    // -Wextra -Werror (the sanitize preset).
    QString cacheFolder = {}; // answercache.h: empty for the user's cache folder, "-" for none
    FixCheck fixCheck = {};   // the second reader's fix gate; null: fixes checked for language only
    // The editor's background read (editor/secondreader/): asked before each call, true ends
    // the run there (a keystroke), the answers had so far cached; and the findings each call
    // (and the cache, first) added, as they come. Both may be null.
    std::function<bool()> stop = {};
    std::function<void(const Issues &added)> found = {};
};

// What a checker added to a run, and what it cost.
struct ExternalReport
{
    Issues issues;      // on the draft, tagged with their origin (findingorigin.h)
    QStringList errors; // a checker that failed, in plain words, with its name
    QStringList notes;  // what the user should know (text sent off this machine)
    int pairs = 0, asked = 0, fromCache = 0;
    int droppedOwn = 0, droppedQuote = 0, droppedFix = 0; // by the gates
    QList<qint64> callMilliseconds;                       // each call's wall time (bench/)
};

// Asks `spec` about `pairs` (answers for unchanged pairs come from the cache), maps each answer
// to the draft's lines and columns and drops what `own` (Tandem's own reports on the draft)
// already says at the same place. A call that fails is reported in `errors` and the pairs it
// held go unchecked; the run never stops on a checker's account.
ExternalReport runExternalChecker(const CheckerSpec &spec, const QList<SegmentPair> &pairs,
                                  const Issues &own, const ExternalRunOptions &options = {});

// The fix gate over Tandem's own checks: the draft linted again with the fix in place has no
// report on the fix's line that it did not have before (by check, counted).
FixCheck ownChecksFixCheck(LintSession &session, const std::optional<LintText> &source,
                           const LintText &draft, const Issues &before);

// A linted pair through a checker: its pairs, the own-check and fix gates from the same session.
ExternalReport checkLintedPair(const CheckerSpec &spec, LintSession &session,
                               const std::optional<LintText> &source, const LintText &draft,
                               const LintOutcome &outcome, const QString &cacheFolder = {});

} // namespace tandem
