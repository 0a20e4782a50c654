// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkcontext.h"

namespace tandem::checks {

// A sphinx-gallery text cell ended by an empty line (no '#') in the middle of its text: the
// "# ..." lines after it are no longer RST but comments of a code cell, shown as code.
void galleryTextCut(const CheckContext &, IssueSink &); // gallery-text-cut

} // namespace tandem::checks
