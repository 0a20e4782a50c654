// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace tandem::cli {

// `tandem render DRAFT [--source SOURCE] [-o FILE.html]`: the draft as a standalone HTML page
// from Tandem's own engine (no Sphinx); with --source, English and Korean side by side, block
// against block.
int runRender(const QStringList &arguments);

} // namespace tandem::cli
