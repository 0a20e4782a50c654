// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkcontext.h"

namespace tandem::checks {

// A Python code comment left in the source's English in a draft whose other code comments are
// translated: missed, not kept on purpose.
void codeCommentEnglish(const CheckContext &, IssueSink &); // code-comment-english

} // namespace tandem::checks
