// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace tandem {

// Loads the editor module (libtandem-gui) and runs it with the process's arguments. When the
// module cannot be found or loaded, prints where it looked and why, and returns 2.
int loadAndRunGui(int argc, char *argv[]);

} // namespace tandem
