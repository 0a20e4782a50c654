// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkcontext.h"

namespace tandem::checks {

// Draft against source, segment by segment (see alignment.h).
void codeChanged(const CheckContext &, IssueSink &);    // code-changed
void literalChanged(const CheckContext &, IssueSink &); // literal-changed
void linkChanged(const CheckContext &, IssueSink &);    // link-changed
void numberMismatch(const CheckContext &, IssueSink &); // number-mismatch
void markupLost(const CheckContext &, IssueSink &);     // rst-markup-lost
void structure(const CheckContext &, IssueSink &);      // rst-structure
void untranslated(const CheckContext &, IssueSink &);   // untranslated
void missingSegment(const CheckContext &, IssueSink &); // missing-segment
void extraSegment(const CheckContext &, IssueSink &);   // extra-segment

// A note when the pair was too large to align exactly (Alignment::approximated).
void alignmentApproximated(const CheckContext &, IssueSink &); // alignment-approximated

} // namespace tandem::checks
