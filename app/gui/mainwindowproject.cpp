// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow's hook into the Project window (editor/project/projectwindow.*): open it, and open the
// pairs it asks for, with the English each file was translated from (a version from history is
// shown read-only as path@commit, as in reviewer mode).
#include "mainwindow.h"

#include "actionscontroller.h"
#include "checkout.h"
#include "documentcontroller.h"
#include "projectwindow.h"
#include "reviewcontroller.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>

namespace tandem {

void MainWindow::addProjectAction()
{
    QMenu *file =
        menuBar()->actions().isEmpty() ? nullptr : menuBar()->actions().constFirst()->menu();
    if (!file) return;
    auto *action = new QAction(tr("Pro&ject Overview…"), this);
    connect(action, &QAction::triggered, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(
            this, tr("Project overview (any folder inside a git working tree)"));
        if (!dir.isEmpty()) showProject(dir);
    });
    file->insertAction(m_review->exportAction(), action); // after Open Checkout…
}

ProjectWindow *MainWindow::showProject(const QString &dir)
{
    if (m_projectWindow) {
        m_projectWindow->raise();
        m_projectWindow->activateWindow();
        return m_projectWindow;
    }
    ProjectOptions options;
    QString error;
    if (const auto checkout = Checkout::open(dir, &error)) {
        // The upstream checkout and hand-chosen sources remembered for reviewer mode.
        QSettings settings;
        options.choices = SourceChoices::load(settings, checkout->root());
    }
    options.settings.checks = m_actions->lintOptions();
    m_projectWindow = new ProjectWindow(dir, options, this);
    m_projectWindow->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_projectWindow, &ProjectWindow::openRequested, this,
            [this](const ProjectFile &file, const QString &root, int line) {
                if (!m_document->maybeSave()) return;
                PaneFile source;
                source.kind = file.kind;
                if (file.source && !file.source->commit.isEmpty()) {
                    QString error;
                    const auto checkout = Checkout::open(root, &error);
                    const auto bytes =
                        checkout ? checkout->fileAt(file.source->commit, file.source->path, &error)
                                 : std::nullopt;
                    TextFile::Error decodeError;
                    if (bytes) source.file = TextFile::fromBytes(*bytes, &decodeError);
                    source.path = QDir(root).filePath(file.source->label());
                    source.label = file.source->label();
                } else if (file.source) {
                    source.path = file.source->path;
                    source.existsOnDisk = true;
                    if (!m_document->loadFile(source.path, &source.file, &source.diskDigest))
                        return;
                } // else openWithSource() looks for the in-place start's English (HEAD's)
                if (m_document->openWithSource(std::move(source), file.absolutePath) && line >= 0)
                    m_actions->goToLine(line + 1);
            });
    m_projectWindow->show();
    return m_projectWindow;
}

} // namespace tandem
