// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkcontext.h"

#include <QList>
#include <QString>

namespace tandem {

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
    bool wordSuggestions = false;          // reports a word the dictionary lacks: suggestions apply
    bool usesTerms = false; // reads the run's glossary matches (CheckContext::draftTerms...)
    // Reads no alignment and no glossary matches (the draft, at most the source's own text):
    // a long draft's linter runs it while the pair is still being aligned (lint/linter.cpp).
    bool beforeAlignment = false;
    void (*run)(const CheckContext &, IssueSink &) = nullptr;
};

// Every check Tandem has, in the order they run.
const QList<CheckInfo> &allChecks();

// The check registered under `id`, or null.
const CheckInfo *findCheck(QStringView id);

} // namespace tandem
