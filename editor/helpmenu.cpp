// SPDX-License-Identifier: GPL-3.0-or-later
// The Help menu and the interface language (see helpmenu.h).
#include "helpmenu.h"

#include "settingskeys.h"

#include <QActionGroup>
#include <QApplication>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QSettings>
#include <QTextBrowser>
#include <QTranslator>
#include <QVBoxLayout>

#include <memory>

#ifndef TANDEM_VERSION
#define TANDEM_VERSION ""
#endif
#ifndef TANDEM_TRANSLATIONS_RELATIVE
#define TANDEM_TRANSLATIONS_RELATIVE "../share/tandem/translations"
#endif

namespace tandem {

namespace {

constexpr char AppId[] = "io.github.tandem_editor.Tandem";

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

void applyDesktopIdentity()
{
    QGuiApplication::setDesktopFileName(QLatin1String(AppId));
    QGuiApplication::setWindowIcon(QIcon::fromTheme(
        QLatin1String(AppId),
        QIcon(QStringLiteral(":/icons/256x256/%1.png").arg(QLatin1String(AppId)))));
}

HelpMenu::HelpMenu(QMainWindow *window) : QObject(window), m_window(window) {}

void HelpMenu::addLanguageMenu(QMenu *view)
{
    QWidget *parent = m_window;
    QMenu *menu = view->addMenu(tr("&Language"));
    auto *group = new QActionGroup(menu);
    const QString current = uiLanguageSetting();
    // The languages are named in themselves, so someone who cannot read the current one finds
    // theirs.
    const QList<QPair<QString, QString>> choices{{QString(), HelpMenu::tr("System Default")},
                                                 {QStringLiteral("en"), QStringLiteral("English")},
                                                 {QStringLiteral("ko"), QStringLiteral("한국어")}};
    for (const auto &[code, label] : choices) {
        QAction *a = menu->addAction(label);
        a->setCheckable(true);
        a->setChecked(code == current);
        group->addAction(a);
        QObject::connect(a, &QAction::triggered, parent, [parent, code = code] {
            if (code == uiLanguageSetting()) return;
            setUiLanguageSetting(code);
            QMessageBox::information(parent, HelpMenu::tr("Language"),
                                     HelpMenu::tr("Tandem will use the new language the next "
                                                  "time it starts."));
        });
    }
}

QString userGuideMarkdown()
{
    QFile guide(effectiveUiLanguage() == QLatin1String("ko")
                    ? QStringLiteral(":/help/user-guide.ko.md")
                    : QStringLiteral(":/help/user-guide.md"));
    if (!guide.open(QIODevice::ReadOnly)) {
        guide.setFileName(QStringLiteral(":/help/user-guide.md"));
        if (!guide.open(QIODevice::ReadOnly))
            return HelpMenu::tr("The user guide is missing from this build.");
    }
    return QString::fromUtf8(guide.readAll());
}

void showUserGuide(QWidget *parent)
{
    // One guide window, kept open beside the editor.
    static QPointer<QDialog> open;
    if (open) {
        open->raise();
        open->activateWindow();
        return;
    }
    auto *dialog = new QDialog(parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setObjectName(QStringLiteral("userGuide"));
    dialog->setWindowTitle(HelpMenu::tr("Tandem User Guide"));
    auto *browser = new QTextBrowser(dialog);
    browser->setOpenExternalLinks(true);
    browser->setMarkdown(userGuideMarkdown());
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(browser);
    layout->addWidget(buttons);
    dialog->resize(860, 720);
    dialog->show();
    open = dialog;
}

void HelpMenu::addHelpMenu()
{
    QMainWindow *window = m_window;
    QMenu *help = window->menuBar()->addMenu(HelpMenu::tr("&Help"));
    help->addAction(HelpMenu::tr("&User Guide…"), QKeySequence::HelpContents, window,
                    [window] { showUserGuide(window); });
    help->addSeparator();
    help->addAction(HelpMenu::tr("&About Tandem"), window, [window] {
        QMessageBox::about(
            window, HelpMenu::tr("About Tandem"),
            HelpMenu::tr("<h3>Tandem %1</h3>"
                         "<p>A side-by-side editor for translating reStructuredText tutorials, "
                         "with the checks PyTorch Korea reviewers apply.</p>"
                         "<p>GPL-3.0-or-later. The default glossary is derived from the PyTorch "
                         "Korea TRANSLATION_GUIDE.md (BSD-3-Clause).</p>")
                .arg(QStringLiteral(TANDEM_VERSION)));
    });
    help->addAction(HelpMenu::tr("About &Qt"), window, [] { QApplication::aboutQt(); });
}

} // namespace tandem
