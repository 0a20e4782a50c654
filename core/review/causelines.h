// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkout.h"
#include "rstdocument.h"

#include <QHash>

namespace tandem {

// Lines a branch did not change whose problems a changed line caused, each with that line
// (0-based draft lines): the underline (or overline) of a title whose text changed, since a
// longer title makes the old underline short; a link target (`.. _name: ...`) that a changed
// line refers to, since the new reference is what reaches it. A review anchors an issue on such
// a line on its cause: a reviewer comments on the change, and GitHub takes line comments only
// on the diff. One pass over the titles, the targets and the references: O(document).
QHash<int, int> causeLinesOf(const RstDocument &draft, const ChangedLines &changed);

} // namespace tandem
