// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkcontext.h"

namespace tandem::checks {

// The language checks (issue 4). Spelling goes through the process-wide Spelling service
// (Hunspell dictionaries and word lists); style reads the style rules of its context.
void latinTypo(const CheckContext &, IssueSink &);   // latin-typo
void spelling(const CheckContext &, IssueSink &);    // spelling (Korean, Hunspell)
void koreanTypo(const CheckContext &, IssueSink &);  // korean-typo
void particle(const CheckContext &, IssueSink &);    // particle
void style(const CheckContext &, IssueSink &);       // style
void speechLevel(const CheckContext &, IssueSink &); // speech-level

} // namespace tandem::checks
