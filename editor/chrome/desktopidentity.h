// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace tandem {

// The application icon and desktop file id (io.github.tandem_editor.Tandem), set when the
// editor module starts (app/gui/module/uistartup.cpp).
void applyDesktopIdentity();

} // namespace tandem
