// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkcontext.h"

namespace tandem::checks {

void glossaryTerm(const CheckContext &, IssueSink &);    // glossary-term
void glossaryMissing(const CheckContext &, IssueSink &); // glossary-missing
void glossaryKeep(const CheckContext &, IssueSink &);    // glossary-keep
void termConsistency(const CheckContext &, IssueSink &); // term-consistency

} // namespace tandem::checks
