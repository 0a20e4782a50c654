// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace tandem {

// Starts the editor: `tandem SOURCE DRAFT`, `tandem DRAFT`, `tandem DIR` (review the git checkout
// DIR is in), or no arguments for an empty window.
int runGui(int argc, char *argv[]);

} // namespace tandem
