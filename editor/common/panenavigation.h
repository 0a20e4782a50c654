// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "textpane.h"

namespace tandem {

// Puts the cursor at the start of a line (0-based) and shows it in the middle of the pane.
inline void showLine(TextPane *pane, int line)
{
    const QTextCursor c = pane->cursorAt(line, 0);
    pane->setFocus();
    pane->setTextCursor(c);
    pane->centerCursor();
}

} // namespace tandem
