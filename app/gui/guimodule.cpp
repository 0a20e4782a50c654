// SPDX-License-Identifier: GPL-3.0-or-later
// The entry point of the editor as a loadable module (libtandem-gui). The `tandem` executable
// links only Qt Core, so that `tandem lint` in a pre-commit hook does not pay for mapping and
// relocating Qt Gui, Widgets and their ~40 libraries (about 30 ms a run); it loads this module
// only when a window is wanted (see guiloader.cpp).
#include "guimain.h"

#include <QtGlobal>

extern "C" Q_DECL_EXPORT int tandem_run_gui(int argc, char *argv[])
{
    return tandem::runGui(argc, argv);
}
