// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QMainWindow;
class QSplitter;

namespace tandem {

class FindBar;
class GlossaryPanel;
class IssuesPanel;
class ScrollSync;
class TextPane;
class UserPrompts;

// The widgets MainWindow lays out, handed to each controller (editor/*controller.h) so that a
// controller works on the window's widgets without knowing how they are arranged. Not owned:
// they live as long as the window, which owns the controllers too.
struct EditorWidgets
{
    QMainWindow *window = nullptr; // parent of dialogs; menus and docks
    TextPane *source = nullptr;    // read-only English
    TextPane *draft = nullptr;
    QSplitter *panes = nullptr; // the two panes side by side
    IssuesPanel *issues = nullptr;
    GlossaryPanel *glossary = nullptr;
    FindBar *findBar = nullptr;
    ScrollSync *sync = nullptr;
    UserPrompts *prompts = nullptr; // who answers questions (message boxes, or a test's answers)
};

} // namespace tandem
