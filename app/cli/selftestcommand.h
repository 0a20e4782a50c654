// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace tandem::cli {

// `tandem self-test`: checks that this installation works, without a display: the bundled
// example pair opens, lints and renders, a small translation memory is built and queried, a
// file is saved and read back (in a temporary folder), and the Qt plugins the editor needs are
// there (the SQLite driver, the image formats, the offscreen and desktop platform plugins).
// One line per step, "ok" or "FAILED: why"; exit 0 when every step passes, 1 otherwise.
// What a package's CI runs on the installed tree (a build missing a Qt plugin fails it).
int runSelfTest(const QStringList &arguments);

} // namespace tandem::cli
