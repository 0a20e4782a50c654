// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow: opening, saving, autosave/recovery, changes on disk, drag and drop, closing.
#include "mainwindow.h"

#include "sourcefinder.h"

#include "glossarymatcher.h"
#include "glossarypanel.h"
#include "lintrunner.h"
#include "projectglossary.h"
#include "recentpairs.h"
#include "recoverystore.h"
#include "rstscanner.h"
#include "settingskeys.h"
#include "suppressions.h"
#include "textpane.h"

#include <QCloseEvent>
#include <QDir>
#include <QDragEnterEvent>
#include <QFile>
#include <QFileInfo>
#include <QStatusBar>
#include <QFileSystemWatcher>
#include <QMimeData>
#include <QSettings>
#include <QTimer>

namespace tandem {

bool MainWindow::loadFile(const QString &path, TextFile *file, QByteArray *bytes)
{
    TextFile::Error error;
    QFile f(path);
    if (f.open(QIODevice::ReadOnly) && f.size() <= TextFile::MaxBytes) {
        *bytes = f.readAll();
        *file = TextFile::fromBytes(*bytes, &error);
    } else {
        *file = TextFile::load(path, &error); // for its message (not found, unreadable, too big)
        if (!error) // raced with a change on disk
            *bytes = file->toBytes();
    }
    if (error) {
        m_prompts->error(this, tr("Cannot open %1").arg(QFileInfo(path).fileName()),
                         tr("%1\n\n%2").arg(QDir::toNativeSeparators(path), error.message));
        return false;
    }
    return true;
}

bool MainWindow::openDraft(const QString &draftPath) { return openPair(QString(), draftPath); }

bool MainWindow::openPair(const QString &sourcePath, const QString &draftPath)
{
    if (!maybeSave())
        return false;
    // Everything is read and checked before anything in the window changes, so a bad file
    // leaves the current pair as it was.
    PaneFile source;
    if (!sourcePath.isEmpty()) {
        source.path = QFileInfo(sourcePath).absoluteFilePath();
        source.kind = fileKindForPath(sourcePath);
        source.existsOnDisk = true;
        if (!loadFile(sourcePath, &source.file, &source.diskBytes))
            return false;
    }
    return openWithSource(std::move(source), draftPath);
}

// The rest of opening, shared with reviewer mode (whose source may come from git history).
bool MainWindow::openWithSource(PaneFile source, const QString &draftPath)
{
    PaneFile draft;
    draft.path = QFileInfo(draftPath).absoluteFilePath();
    draft.kind = fileKindForPath(draftPath);
    draft.existsOnDisk = QFileInfo::exists(draftPath);
    if (draft.existsOnDisk) {
        if (!loadFile(draftPath, &draft.file, &draft.diskBytes))
            return false;
    } else if (source.isOpen()) {
        draft.file = source.file; // the community translates in place: start from the English
    } else {
        draft.file = TextFile();
    }
    std::optional<QString> recovered = RecoveryStore::read(draft.path);
    if (recovered && *recovered == draft.file.text) {
        RecoveryStore::remove(draft.path);
        recovered.reset();
    }
    if (recovered && !m_prompts->offerRecovery(this, QDir::toNativeSeparators(draft.path))) {
        RecoveryStore::remove(draft.path);
        recovered.reset();
    }
    adoptFiles(std::move(source), std::move(draft), recovered ? &*recovered : nullptr);
    return true;
}

bool MainWindow::pickSource(const QString &sourcePath)
{
    if (!m_draft.isOpen())
        return false;
    PaneFile source;
    source.path = QFileInfo(sourcePath).absoluteFilePath();
    source.kind = fileKindForPath(sourcePath);
    source.existsOnDisk = true;
    if (!loadFile(sourcePath, &source.file, &source.diskBytes))
        return false;
    m_source = std::move(source);
    m_sourceText = m_source.file.text;
    m_loading = true;
    m_sourcePane->setPlainText(m_sourceText);
    m_loading = false;
    reviewSourcePicked(m_source.path); // in reviewer mode: remembered for the checkout
    addRecentPair({m_source.path, m_draft.path});
    rebuildRecentMenu();
    watchFiles();
    updateTitle();
    requestLint();
    return true;
}

void MainWindow::adoptFiles(PaneFile source, PaneFile draft, const QString *recovered)
{
    RecoveryStore::remove(m_draft.path); // the old pair closed cleanly (maybeSave ran)
    leaveReviewFile(); // openReviewFile() marks the lines again after this
    m_source = std::move(source);
    m_draft = std::move(draft);
    m_sourceText = m_source.file.text;
    m_analysis.reset();
    m_loading = true;
    m_sourcePane->setPlainText(m_sourceText);
    m_draftPane->setPlainText(recovered ? *recovered : m_draft.file.text);
    m_loading = false;
    // A new draft (copied from the source) or recovered work is not on disk yet.
    m_draftPane->document()->setModified(recovered || !m_draft.existsOnDisk);
    m_autosaveDirty = recovered != nullptr;
    loadProjectData();
    watchFiles();
    // A source read from git history has no file to reopen later.
    if (!m_source.isOpen() || m_source.existsOnDisk)
        addRecentPair({m_source.path, m_draft.path});
    rebuildRecentMenu();
    updateTitle();
    m_draftPane->setFocus();
    requestLint();
}

// The draft's project: its checkout's guide, word lists and suppressions, with the checks and
// style rules chosen in this window. Resolved again when the draft changes place.
void MainWindow::loadProjectData()
{
    ProjectProblems problems;
    auto project = ProjectContext::resolve(m_draft.path, projectSettings(), &problems);
    if (!project) {
        // The style file broke since it was chosen: lint without it and say so.
        statusBar()->showMessage(tr("Your style rules (%1) have problems and are not used")
                                     .arg(QDir::toNativeSeparators(m_styleFile)), 10000);
        ProjectSettings without = projectSettings();
        without.styleFiles.clear();
        problems = {};
        project = ProjectContext::resolve(m_draft.path, without, &problems);
    }
    if (project)
        setProject(std::move(project));
}

ProjectSettings MainWindow::projectSettings() const
{
    ProjectSettings settings;
    settings.checks = lintOptions();
    if (!m_styleFile.isEmpty())
        settings.styleFiles << m_styleFile;
    return settings;
}

void MainWindow::setProject(std::shared_ptr<const ProjectContext> project)
{
    m_project = std::move(project);
    m_glossaryPanel->setEntries(m_project->terms().entries());
    m_runner->setProject(m_project);
}

void MainWindow::watchFiles()
{
    if (!m_watcher->files().isEmpty())
        m_watcher->removePaths(m_watcher->files());
    for (const PaneFile *f : {&m_source, &m_draft})
        if (f->isOpen() && QFileInfo::exists(f->path))
            m_watcher->addPath(f->path);
}

bool MainWindow::save()
{
    if (!m_draft.isOpen())
        return false;
    if (!saveAs(m_draft.path))
        return false;
    reviewFileSaved();
    return true;
}

bool MainWindow::saveAs(const QString &path)
{
    TextFile file = m_draft.file;
    file.text = m_draftPane->rawText();
    QString error;
    if (!file.save(path, &error)) {
        m_prompts->error(this, tr("Cannot save"), tr("%1\n\n%2").arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (absolute != m_draft.path) {
        RecoveryStore::remove(m_draft.path);
        m_draft.path = absolute;
        m_draft.kind = fileKindForPath(absolute);
        addRecentPair({m_source.path, m_draft.path});
        rebuildRecentMenu();
    }
    m_draft.file = file;
    m_draft.diskBytes = file.toBytes();
    m_draft.existsOnDisk = true;
    m_draftPane->document()->setModified(false);
    m_autosaveDirty = false;
    m_autosaveTimer->stop();
    RecoveryStore::remove(m_draft.path);
    watchFiles(); // QSaveFile replaced the file: watch the new one
    updateTitle();
    return true;
}

void MainWindow::autosave()
{
    if (!m_draft.isOpen() || !m_draftPane->document()->isModified()) {
        m_autosaveTimer->stop();
        return;
    }
    if (m_autosaveDirty && RecoveryStore::write(m_draft.path, m_draftPane->rawText()))
        m_autosaveDirty = false;
}

void MainWindow::checkDiskChange(const QString &path)
{
    PaneFile *file = path == m_draft.path ? &m_draft : path == m_source.path ? &m_source : nullptr;
    if (!file)
        return;
    QFile f(path);
    const bool exists = f.open(QIODevice::ReadOnly);
    const QByteArray bytes = exists ? f.read(TextFile::MaxBytes + 1) : QByteArray();
    if (exists && !m_watcher->files().contains(path))
        m_watcher->addPath(path); // replaced by rename: watch the new file
    if (exists && bytes == file->diskBytes)
        return; // our own save, or touched without a change
    const bool isDraft = file == &m_draft;
    const bool modified = isDraft && m_draftPane->document()->isModified();
    file->diskBytes = bytes; // ask once per change
    if (m_prompts->fileChangedOnDisk(this, QDir::toNativeSeparators(path), modified)
        == UserPrompts::DiskChange::Keep) {
        if (isDraft)
            m_draftPane->document()->setModified(true); // the disk no longer has what is shown
        return;
    }
    if (isDraft) {
        reloadDraftFromDisk();
    } else {
        TextFile tf;
        QByteArray b;
        if (loadFile(path, &tf, &b)) {
            m_source.file = tf;
            m_source.diskBytes = b;
            m_sourceText = tf.text;
            m_sourcePane->setPlainText(m_sourceText);
            requestLint();
        }
    }
}

bool MainWindow::reloadDraftFromDisk()
{
    TextFile tf;
    QByteArray bytes;
    if (!loadFile(m_draft.path, &tf, &bytes))
        return false;
    m_draft.file = tf;
    m_draft.diskBytes = bytes;
    // Replace the text as one edit, so the user's version stays reachable with undo.
    QTextCursor c(m_draftPane->document());
    c.beginEditBlock();
    c.select(QTextCursor::Document);
    c.insertText(tf.text);
    c.endEditBlock();
    m_draftPane->document()->setModified(false);
    RecoveryStore::remove(m_draft.path);
    return true;
}

bool MainWindow::maybeSave()
{
    if (!m_draft.isOpen() || !m_draftPane->document()->isModified())
        return true;
    switch (m_prompts->unsavedChanges(this, QDir::toNativeSeparators(m_draft.path))) {
    case UserPrompts::Unsaved::Save:
        return save();
    case UserPrompts::Unsaved::Discard:
        m_draftPane->document()->setModified(false);
        return true;
    case UserPrompts::Unsaved::Cancel:
        return false;
    }
    return false;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    RecoveryStore::remove(m_draft.path);
    writeSettings();
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    QStringList paths;
    for (const QUrl &url : event->mimeData()->urls())
        if (url.isLocalFile())
            paths.append(url.toLocalFile());
    if (paths.size() >= 2) {
        // File managers drop files in no meaningful order: the one with more Hangul is the
        // draft (the community translates into Korean).
        auto hangulOf = [](const QString &path) {
            QFile f(path);
            return f.open(QIODevice::ReadOnly) ? hangulRatio(QString::fromUtf8(f.read(1 << 20))) : 0.0;
        };
        if (hangulOf(paths.at(0)) > hangulOf(paths.at(1)))
            paths.swapItemsAt(0, 1);
        openPair(paths.at(0), paths.at(1));
    }
    else if (paths.size() == 1 && m_draft.isOpen() && !m_source.isOpen())
        pickSource(paths.at(0));
    else if (paths.size() == 1)
        openDraft(paths.at(0));
    event->acceptProposedAction();
}

} // namespace tandem
