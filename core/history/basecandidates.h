// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkout.h"

#include <QList>
#include <QString>

namespace tandem {

// A ref a review can be compared with, as the base selector offers it.
struct BaseCandidate
{
    enum class Kind
    {
        Branch, // a local or remote-tracking branch
        Commit  // a commit of HEAD's first-parent history
    };
    Kind kind = Kind::Branch;
    QString ref;     // what git is given: "origin/master", or a full commit id
    QString label;   // how it is shown: "origin/master", "1a2b3c4 Subject of the commit"
    qint64 time = 0; // committer time of the commit it names
};

// The branches of the checkout (local, then remote-tracking; no symbolic "remote/HEAD"), then
// the newest `commitLimit` commits of HEAD's first-parent history. A pull request merged long
// ago compares with the commit before it, which is why commits are offered too. Runs git: call
// it off the GUI thread.
QList<BaseCandidate> baseCandidates(const Checkout &checkout, int commitLimit, QString *error);

} // namespace tandem
