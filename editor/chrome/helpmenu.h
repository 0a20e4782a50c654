// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QMainWindow;
class QMenu;
class QWidget;

// The Help menu (the built-in user guide, About) and View > Language (uilanguage.h keeps the
// choice).
namespace tandem {

// Adds View > Language and the Help menu to a window.
class HelpMenu : public QObject
{
    Q_OBJECT
public:
    explicit HelpMenu(QMainWindow *window);
    void addLanguageMenu(QMenu *view);
    void addHelpMenu();

private:
    QMainWindow *m_window;
};

} // namespace tandem
