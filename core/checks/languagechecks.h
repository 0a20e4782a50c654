// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkcontext.h"
#include "languagechecksreading.h"

#include <QHash>
#include <QString>

namespace tandem::checks {

// The language checks (issue 4). Spelling goes through the process-wide Spelling service
// (Hunspell dictionaries and word lists); style reads the style rules of its context.
void latinTypo(const CheckContext &, IssueSink &);   // latin-typo
void spelling(const CheckContext &, IssueSink &);    // spelling (Korean, Hunspell)
void koreanTypo(const CheckContext &, IssueSink &);  // korean-typo
void particle(const CheckContext &, IssueSink &);    // particle
void style(const CheckContext &, IssueSink &);       // style
void speechLevel(const CheckContext &, IssueSink &); // speech-level

// How the glossary says its English words are read, for the particle after them (lower-cased
// word → its final sound): kept with the matcher; empty without one. The particle check and
// the sync's particle re-agreement (core/project/syncapply.*) read the same table.
const QHash<QString, language::FinalSound> &particleReadings(const GlossaryMatcher *terms);

} // namespace tandem::checks
