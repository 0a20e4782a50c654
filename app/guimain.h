// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace tandem {

// Starts the editor: `tandem SOURCE DRAFT`, `tandem DRAFT`, or no arguments for an empty window.
int runGui(int argc, char *argv[]);

} // namespace tandem
