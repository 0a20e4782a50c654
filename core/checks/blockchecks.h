// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkcontext.h"

namespace tandem::checks {

// Block structure of the draft: what docutils' body parser reports (indentation, unexpected
// titles, directive and table errors), and the silent kind it does not report.
void indentation(const CheckContext &, IssueSink &); // rst-indent
void blockSyntax(const CheckContext &, IssueSink &); // rst-syntax

} // namespace tandem::checks
