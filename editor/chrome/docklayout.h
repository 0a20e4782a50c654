// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSize>

class QDockWidget;
class QMainWindow;

namespace tandem {

// The docks of the editor window, for their first arrangement.
struct EditorDocks
{
    QDockWidget *issues = nullptr;
    QDockWidget *glossary = nullptr;
    QDockWidget *matches = nullptr;
};

// Screens less tall than this (available pixels) get the compact layout: with the Issues dock
// under the panes, a 1280x720 laptop showed about 19 lines of text; the brief asks for 25.
inline constexpr int CompactLayoutHeight = 860;

// Arranges the docks for a window on a screen of `available` size, before a saved layout (which
// replaces it) is restored. On a tall screen the Issues dock runs under the panes, a quarter of
// the height; on a short one (a laptop) it joins the right column as a tab beside Matches, raised,
// under the Glossary, so the panes keep the whole height.
void arrangeDefaultDocks(QMainWindow *window, const EditorDocks &docks, QSize available);

// Places the Preview dock the first time it is ever shown: in the right column under the
// Glossary (Matches as a tab beside it), the Glossary and, on a short screen, the Issues sized
// to a few rows of their lists, the page the rest of the height and two fifths of the width.
// Nothing when the page or the Glossary is not docked in the same area.
void arrangePreviewDock(QMainWindow *window, const EditorDocks &docks, QDockWidget *preview);

// Shows the Review dock of reviewer mode where it was not shown yet. Beside the Issues dock,
// which it feeds: under the panes on a tall screen (the file list on the left, three fifths of
// the width, two fifths of the height); in the compact layout, where the Issues dock is in the
// right column, as a tab over it, raised, so the panes keep the whole height (under them it
// took half of it at 1280x720 and left about 12 lines of text).
void showReviewDock(QMainWindow *window, QDockWidget *review, QDockWidget *issues);

} // namespace tandem
