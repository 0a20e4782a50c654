// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace tandem::cli {

// Whether a window could open here without Qt aborting with "could not connect to display":
// always on Windows and macOS; elsewhere only with DISPLAY, WAYLAND_DISPLAY or a chosen
// QT_QPA_PLATFORM (offscreen, vnc, ...). Read from the environment, so no display is touched.
bool displayAvailable();

// Whether an argument that is not a command reads as a mistyped command rather than a file to
// open: a bare word (no dot, no path separator, not an option) that names nothing on disk.
bool looksLikeCommandWord(const QString &argument);

} // namespace tandem::cli
