// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow's hook into the catalogue window (editor/catalogue/cataloguewindow.*): a gettext
// catalogue (.po) is not a pair of files but one file of pairs, so it opens in a window of its
// own, from File > Open Catalogue…, a dropped .po or `tandem FILE.po`.
#include "mainwindow.h"

#include "actionscontroller.h"
#include "cataloguewindow.h"
#include "pocatalog.h"
#include "reviewcontroller.h"

#include <QAction>
#include <QFileDialog>
#include <QMenu>
#include <QMenuBar>

namespace tandem {

void MainWindow::addCatalogueAction()
{
    QMenu *file =
        menuBar()->actions().isEmpty() ? nullptr : menuBar()->actions().constFirst()->menu();
    if (!file) return;
    auto *action = new QAction(tr("Open &Catalogue (.po)…"), this);
    connect(action, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Open a gettext catalogue"), QString(), tr("Gettext catalogues (*.po)"));
        if (!path.isEmpty()) openCatalogue(path);
    });
    file->insertAction(m_review->exportAction(), action); // after Project Overview…
}

CatalogueWindow *MainWindow::openCatalogue(const QString &path)
{
    ProjectSettings settings;
    settings.checks = m_actions->lintOptions();
    auto *window = new CatalogueWindow(settings, this);
    window->setWindowFlag(Qt::Window);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->open(path);
    window->show();
    return window;
}

} // namespace tandem
