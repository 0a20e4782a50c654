// SPDX-License-Identifier: GPL-3.0-or-later
#include "filereview.h"

namespace tandem {

Review singleFileReview(const std::optional<LintText> &source, const LintText &draft,
                        LintOutcome outcome)
{
    ReviewFile file;
    file.change.path = draft.path;
    file.change.status = ChangeStatus::Added;
    file.absolutePath = draft.path;
    file.kind = draft.kind;
    file.draftText = draft.text;
    file.changedLines.wholeFile = true;
    if (source) {
        file.source.origin = SourceOrigin::Manual;
        file.source.path = source->path;
        file.source.text = source->text;
    }
    file.lint = std::move(outcome.lint);
    file.issues = std::move(outcome.issues);
    file.counts = outcome.counts;
    Review review;
    review.files.append(std::move(file));
    review.warnings = outcome.warnings;
    return review;
}

} // namespace tandem
