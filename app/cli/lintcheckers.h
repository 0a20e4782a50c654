// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkerspec.h"
#include "lintsession.h"
#include "review.h"

#include <QCommandLineParser>
#include <QList>

#include <optional>

namespace tandem::cli {

// `tandem lint`'s external checkers: --checker (a name from the checkout's .tandem.yaml, an
// http(s) URL or a command line; repeatable), --second-reader URL with --reader-model NAME, and
// --checker-timeout SECONDS for them all.

// The options lintcommand.cpp adds to its parser.
QList<QCommandLineOption> checkerOptions();

// The checkers the options name for a draft at `anchor` (the draft, or the checkout's root
// with --checkout: its .tandem.yaml names the checkers); nullopt after printing what is wrong
// (exit 2).
std::optional<QList<CheckerSpec>> checkersFromOptions(const QCommandLineParser &parser,
                                                      const QString &anchor);

// Runs each checker over the linted pair and adds what it found to `outcome` (counts too).
// Notes and failures are printed; returns false when a checker failed (the run is incomplete).
bool runCheckers(const QList<CheckerSpec> &checkers, LintSession &session,
                 const std::optional<LintText> &source, const LintText &draft,
                 LintOutcome *outcome);

// The same over every file of a review that has a source (--checkout); each file's issues and
// counts take the findings in.
bool runCheckersOnReview(const QList<CheckerSpec> &checkers, Review *review);

} // namespace tandem::cli
