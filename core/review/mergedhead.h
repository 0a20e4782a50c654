// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkout.h"

#include <QString>

namespace tandem {

// The base to review a checkout against when HEAD is already part of the default base: a clone
// at a merged pull request's commit (the merge, or the one commit of a squash merge) differs in
// nothing from origin/master, so a review against it is empty. What a reviewer means is the
// commit's own change: a merge against its first parent (the branch it was merged into), any
// other commit against its parent.
struct MergedHeadBase
{
    QString ref;    // "HEAD^1"; empty when HEAD has no parent
    QString commit; // its commit
    // For the user: which base was taken and why, with --base to choose another; or, when HEAD
    // has no parent, why there is nothing to review and what to pass.
    QString message;
};

// Whether HEAD is part of the base already (the merge base is HEAD itself).
bool isHeadOnBase(const Checkout &checkout, const QString &mergeBase);
// The base before HEAD's own commit, for a HEAD that isHeadOnBase(); `baseRef` names the base
// in the message.
MergedHeadBase baseBeforeMergedHead(const Checkout &checkout, const QString &baseRef);

} // namespace tandem
