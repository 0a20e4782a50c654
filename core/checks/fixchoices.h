// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "issue.h"

#include <QList>
#include <QString>

namespace tandem {

// One way to fix an issue, and what tells it from the others in a menu ("a space").
struct FixChoice
{
    Fix fix;
    QString description; // empty when the issue has one fix only
};

// The fixes an issue offers, its own (Issue::fix, what Fix All and `--fix` write) first. Markup
// glued to a particle (rst-inline-boundary, CheckInfo::fixesMarkupGap) is fixed by a space or by
// "\ ", both right: the issue carries the form the checkout prefers and this adds the other. Empty
// without a fix.
QList<FixChoice> fixChoices(const Issue &issue);

} // namespace tandem
