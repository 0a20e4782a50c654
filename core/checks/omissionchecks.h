// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkcontext.h"

namespace tandem::checks {

// A sentence left out inside a paragraph alignment paired (part of missing-segment): the
// translation is much shorter than this document's translations usually are and has fewer
// sentences than the source, while the paragraphs around it are not longer to make up for it.
void droppedSentence(const CheckContext &, IssueSink &);

} // namespace tandem::checks
