// SPDX-License-Identifier: GPL-3.0-or-later
#include "helpmenu.h"

#include "uilanguage.h"
#include "userguide.h"

#include <QActionGroup>
#include <QApplication>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>

#ifndef TANDEM_VERSION
#define TANDEM_VERSION ""
#endif

namespace tandem {

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
