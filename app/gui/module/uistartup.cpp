// SPDX-License-Identifier: GPL-3.0-or-later
// Part of the editor module only (packaging/translations.cmake adds it): when the module's
// QApplication is created, the interface language's translators are installed before any
// window exists, and the application gets its icon and desktop file id. Tests, which link
// tandem_gui but not the module, keep the untranslated strings.
#include "desktopidentity.h"
#include "uilanguage.h"

#include <QCoreApplication>

namespace {

void startUi()
{
    tandem::installUiTranslators();
    // After the application object is complete (the icon needs the GUI).
    QMetaObject::invokeMethod(
        QCoreApplication::instance(), [] { tandem::applyDesktopIdentity(); }, Qt::QueuedConnection);
}

} // namespace

Q_COREAPP_STARTUP_FUNCTION(startUi)
