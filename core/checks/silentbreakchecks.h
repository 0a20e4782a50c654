// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkcontext.h"

namespace tandem::checks {

// rst-silent-break: breaks docutils does not report — a list or directive glued to the
// paragraph above, a sphinx-gallery title left in a code comment (a blank line after the #####
// separator), a title whose underline was deleted (with a source) or set apart by a blank line,
// a link without its closing '>', tab indentation. What the source has too is not reported.
void silentBreak(const CheckContext &, IssueSink &);

} // namespace tandem::checks
