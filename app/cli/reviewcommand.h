// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace tandem::cli {

// `tandem review post --checkout DIR --pr N [--repo OWNER/NAME] [--dry-run]`: the checkout's
// review as one pending review on the pull request, through the user's `gh` (githubreview.h).
int runReview(const QStringList &arguments);

} // namespace tandem::cli
