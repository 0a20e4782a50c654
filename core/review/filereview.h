// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lintsession.h"
#include "review.h"

#include <optional>

namespace tandem {

// `tandem lint [SOURCE] DRAFT` as a one-file review, so a single pair and a checkout are
// printed by the same formatters (reviewexport.h). The file keeps the paths as given; its
// source is the file named on the command line (origin "manual"), or none; every line counts
// as changed. The review has no root and no base: formatters leave the checkout header out.
Review singleFileReview(const std::optional<LintText> &source, const LintText &draft,
                        LintOutcome outcome);

} // namespace tandem
