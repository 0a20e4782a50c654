// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace tandem::cli {

// `tandem po fuzzy PATH [--apply] [--format text|json|markdown]`: the fuzzy queue of a gettext
// catalogue or of every catalogue under a folder (core/project/fuzzyqueue.h): each fuzzy entry
// with the English its translation was written for ("#|", else the file's git history), the
// new English, the translation, and a proposal when only kept tokens changed. --apply writes
// the proposals and clears those entries' fuzzy flags, in each file's own wrapping.
int runPo(const QStringList &arguments);

} // namespace tandem::cli
