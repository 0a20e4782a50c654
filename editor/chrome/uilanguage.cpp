// SPDX-License-Identifier: GPL-3.0-or-later
#include "uilanguage.h"

#include "settingskeys.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

#include <memory>

#ifndef TANDEM_TRANSLATIONS_RELATIVE
#define TANDEM_TRANSLATIONS_RELATIVE "../share/tandem/translations"
#endif

namespace tandem {

namespace {

// Before guimain.cpp names the application (the translators are installed while the
// application object is being built), QSettings() would pick another file.
std::unique_ptr<QSettings> openSettings()
{
    if (QCoreApplication::organizationName().isEmpty())
        return std::make_unique<QSettings>(QSettings::UserScope, QStringLiteral("tandem"),
                                           QStringLiteral("tandem"));
    return std::make_unique<QSettings>();
}

} // namespace

QString uiLanguageSetting()
{
    const QString value = openSettings()->value(settings::UiLanguage).toString();
    return value == QLatin1String("en") || value == QLatin1String("ko") ? value : QString();
}

void setUiLanguageSetting(const QString &language)
{
    auto s = openSettings();
    if (language.isEmpty())
        s->remove(settings::UiLanguage);
    else
        s->setValue(settings::UiLanguage, language);
}

QString effectiveUiLanguage()
{
    if (const QString chosen = uiLanguageSetting(); !chosen.isEmpty()) return chosen;
    for (const QString &ui : QLocale::system().uiLanguages()) {
        if (ui.startsWith(QLatin1String("ko"))) return QStringLiteral("ko");
        if (ui.startsWith(QLatin1String("en"))) return QStringLiteral("en");
    }
    return QStringLiteral("en");
}

void installUiTranslators()
{
    static bool installed = false;
    if (installed || !QCoreApplication::instance()) return;
    installed = true;
    const QString language = effectiveUiLanguage();
    if (language == QLatin1String("en")) return;
    auto *qt = new QTranslator(QCoreApplication::instance());
    if (qt->load(QStringLiteral("qtbase_") + language,
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    auto *own = new QTranslator(QCoreApplication::instance());
    const QString installedDir =
        QDir(QCoreApplication::applicationDirPath())
            .absoluteFilePath(QStringLiteral(TANDEM_TRANSLATIONS_RELATIVE));
    const QString name = QStringLiteral("tandem_") + language;
    if (own->load(name, installedDir) || own->load(name, QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(own);
    else
        delete own;
    QLocale::setDefault(QLocale(language));
}

} // namespace tandem
