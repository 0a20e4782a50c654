// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

class QMainWindow;
class QMenu;
class QWidget;

// The Help menu (the built-in user guide, About) and the interface language: View > Language
// stores a choice in QSettings; the translators are installed when the editor starts
// (app/module/uistartup.cpp), so a new choice applies at the next start.
namespace tandem {

// "" (follow the system locale), "en" or "ko".
QString uiLanguageSetting();
void setUiLanguageSetting(const QString &language);
// The language the interface speaks: the setting, else the first of the system's UI languages
// Tandem has ("ko" or "en"), else "en".
QString effectiveUiLanguage();
// Installs Tandem's translator (share/tandem/translations beside the executable's prefix first,
// then the built-in :/i18n) and Qt's own (qtbase_*.qm), once. Nothing for English.
void installUiTranslators();
// The application icon and desktop file id (io.github.tandem_editor.Tandem).
void applyDesktopIdentity();

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

// The built-in user guide (Markdown) in the interface language.
QString userGuideMarkdown();
void showUserGuide(QWidget *parent);

} // namespace tandem
