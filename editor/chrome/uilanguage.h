// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// The interface language: View > Language (helpmenu.h) stores a choice in QSettings; the
// translators are installed when the editor module starts (app/gui/module/uistartup.cpp), so a
// new choice applies at the next start.
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

} // namespace tandem
