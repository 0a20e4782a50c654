// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QtGlobal>

namespace tandem {

// Loads the editor module (libtandem-gui) and runs it with the process's arguments. When the
// module cannot be found or loaded, prints where it looked and why, and returns 2.
int loadAndRunGui(int argc, char *argv[]);

// The function `symbol` of the editor module, looked up where loadAndRunGui looks; null with
// each candidate's reason in `failures` when no module loads or none has it.
QFunctionPointer guiModuleFunction(const char *symbol, const char *argv0, QStringList *failures);

} // namespace tandem
