// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace tandem {

// The window icon built into the editor module (a PNG in its resources; `tandem self-test`
// decodes it to check the image formats the editor uses).
QString windowIconResource();

// The application icon and desktop file id (io.github.tandem_editor.Tandem), set when the
// editor module starts (app/gui/module/uistartup.cpp).
void applyDesktopIdentity();

} // namespace tandem
