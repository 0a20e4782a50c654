// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentcontroller.h"

#include "boundedfile.h"
#include "inplacestart.h"
#include "recentpairs.h"
#include "recoverystore.h"
#include "rstscanner.h"
#include "sourcefinder.h"
#include "textpane.h"
#include "userprompts.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QMainWindow>
#include <QTimer>

namespace tandem {

DocumentController::DocumentController(const EditorWidgets &widgets, QObject *parent)
    : QObject(parent), m_w(widgets)
{
    m_autosaveTimer = new QTimer(this);
    m_watcher = new QFileSystemWatcher(this);
    connect(m_autosaveTimer, &QTimer::timeout, this, &DocumentController::autosave);
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, [this](const QString &path) {
        // A checkout replaces files in several steps; look once it has settled.
        QTimer::singleShot(150, this, [this, path] { checkDiskChange(path); });
    });
    connect(m_w.draft, &QPlainTextEdit::textChanged, this, [this] {
        if (m_loading) return;
        // textChanged also fires when the highlighter re-formats lines: applying an analysis
        // is no edit, and linting again for it would double the work of every keystroke.
        if (m_formatting) return;
        m_autosaveDirty = true;
        emit draftEdited();
    });
    connect(m_w.draft->document(), &QTextDocument::modificationChanged, this,
            &DocumentController::updateAutosave);
}

bool DocumentController::loadFile(const QString &path, TextFile *file, QByteArray *digest)
{
    TextFile::Error error; // a FIFO or device is refused, not waited on
    const QByteArray bytes = readBoundedFile(path, &error);
    *digest = PaneFile::digest(bytes);
    if (!error) *file = TextFile::fromBytes(bytes, &error);
    if (error) {
        m_w.prompts->error(m_w.window, tr("Cannot open %1").arg(QFileInfo(path).fileName()),
                           tr("%1\n\n%2").arg(QDir::toNativeSeparators(path), error.message));
        return false;
    }
    return true;
}

bool DocumentController::isModified() const
{
    return m_w.draft->document()->isModified();
}

bool DocumentController::openDraft(const QString &draftPath)
{
    return openPair(QString(), draftPath);
}

bool DocumentController::openPair(const QString &sourcePath, const QString &draftPath)
{
    if (!sourcePath.isEmpty() && isSameFile(sourcePath, draftPath)) {
        refuseSameFile(sourcePath);
        return false;
    }
    if (!maybeSave()) return false;
    // Everything is read and checked before anything in the window changes, so a bad file
    // leaves the current pair as it was.
    PaneFile source;
    if (!sourcePath.isEmpty()) {
        source.path = QFileInfo(sourcePath).absoluteFilePath();
        source.kind = fileKindForPath(sourcePath);
        source.existsOnDisk = true;
        if (!loadFile(sourcePath, &source.file, &source.diskDigest)) return false;
    }
    // Without a source, openWithSource() looks for the English of a draft of a git checkout
    // (the in-place start); the status bar names a source from history as path@commit.
    return openWithSource(std::move(source), draftPath);
}

bool DocumentController::openRecent(const RecentPair &pair)
{
    // A source from git history has no file to reopen: it is found again.
    return openPair(pair.isFromHistory() ? QString() : pair.source, pair.draft);
}

void DocumentController::refuseSameFile(const QString &path)
{
    m_w.prompts->error(
        m_w.window, tr("The source and the draft are the same file"),
        tr("%1\n\nA file cannot be the English source of itself. To translate a file of a git "
           "checkout in place, open it alone (File > Open Draft…): the English from its git "
           "history becomes the source.")
            .arg(QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath())));
}

RecentPair DocumentController::recentPair() const
{
    // A version from git history is remembered by its label, and found again when reopened.
    const bool fromHistory = m_source.isOpen() && !m_source.existsOnDisk;
    return {fromHistory ? RecentPair::HistoryPrefix.toString() + m_source.path : m_source.path,
            m_draft.path};
}

bool DocumentController::openWithSource(PaneFile source, const QString &draftPath)
{
    PaneFile draft;
    draft.path = QFileInfo(draftPath).absoluteFilePath();
    draft.kind = fileKindForPath(draftPath);
    draft.existsOnDisk = QFileInfo::exists(draftPath);
    if (draft.existsOnDisk) {
        if (!loadFile(draftPath, &draft.file, &draft.diskDigest)) return false;
    } else if (source.isOpen()) {
        draft.file = source.file; // the community translates in place: start from the English
    } else {
        draft.file = TextFile();
    }
    QString recoveryProblem;
    std::optional<QString> recovered = RecoveryStore::read(draft.path, &recoveryProblem);
    if (!recoveryProblem.isEmpty())
        m_w.prompts->error(m_w.window, tr("Unsaved work not recovered"), recoveryProblem);
    if (recovered && *recovered == draft.file.text) {
        RecoveryStore::remove(draft.path);
        recovered.reset();
    }
    if (recovered &&
        !m_w.prompts->offerRecovery(m_w.window, QDir::toNativeSeparators(draft.path))) {
        RecoveryStore::remove(draft.path);
        recovered.reset();
    }
    adoptFiles(std::move(source), std::move(draft), recovered ? &*recovered : nullptr);
    return true;
}

bool DocumentController::pickSource(const QString &sourcePath)
{
    if (!m_draft.isOpen()) return false;
    if (isSameFile(sourcePath, m_draft.path)) {
        refuseSameFile(sourcePath);
        return false;
    }
    PaneFile source;
    source.path = QFileInfo(sourcePath).absoluteFilePath();
    source.kind = fileKindForPath(sourcePath);
    source.existsOnDisk = true;
    if (!loadFile(sourcePath, &source.file, &source.diskDigest)) return false;
    m_source = std::move(source);
    m_sourceText = m_source.file.text;
    forgetSourceLookup(); // the translator's choice wins over a lookup still running
    m_loading = true;
    m_w.source->loadText(m_sourceText);
    m_loading = false;
    emit sourcePicked(m_source.path); // in reviewer mode: remembered for the checkout
    addRecentPair({m_source.path, m_draft.path});
    emit recentPairsChanged();
    watchFiles();
    updateAutosave();
    emit pairChanged();
    emit lintNeeded();
    return true;
}

void DocumentController::replaceSource(PaneFile source)
{
    if (!m_draft.isOpen()) return;
    m_source = std::move(source);
    m_sourceText = m_source.file.text;
    forgetSourceLookup();
    m_loading = true;
    m_w.source->loadText(m_sourceText);
    m_loading = false;
    watchFiles();
    emit pairChanged();
    emit lintNeeded();
}

void DocumentController::adoptFiles(PaneFile source, PaneFile draft, const QString *recovered)
{
    RecoveryStore::remove(m_draft.path); // the old pair closed cleanly (maybeSave ran)
    emit aboutToChangePair();            // reviewer mode marks the lines again after this
    m_source = std::move(source);
    m_draft = std::move(draft);
    m_sourceText = m_source.file.text;
    forgetSourceLookup(); // one still running is for the previous draft
    const QString &draftText = recovered ? *recovered : m_draft.file.text;
    // The project first, then the first lint, then the panes: the lint worker checks the
    // files while the GUI thread fills the panes (on a 15 MB pair, seconds each).
    loadProjectData();
    m_draftBeingLoaded = draftText;
    emit lintNeeded();
    m_loading = true;
    m_w.source->loadText(m_sourceText);
    m_w.draft->loadText(draftText);
    m_loading = false;
    m_draftBeingLoaded.reset();
    // The pane reads a few characters as line breaks that the file does not (U+2029): then
    // the text it holds is checked again.
    if (draftText.contains(QChar::ParagraphSeparator)) emit lintNeeded();
    // A new draft (copied from the source) or recovered work is not on disk yet.
    m_w.draft->document()->setModified(recovered || !m_draft.existsOnDisk);
    m_autosaveDirty = recovered != nullptr;
    // The community translates in place: a file of a git checkout opened alone is checked
    // against the English it is translated from (HEAD's while it is still English), found
    // while the draft is already shown.
    if (!m_source.isOpen()) startSourceLookup(draftText);
    watchFiles();
    if (!m_findingSource) { // else remembered once the source is known (sourceLookupFinished)
        addRecentPair(recentPair());
        emit recentPairsChanged();
    }
    updateAutosave();
    emit pairChanged();
    m_w.draft->setFocus();
}

QString DocumentController::draftText() const
{
    return m_draftBeingLoaded ? *m_draftBeingLoaded : m_w.draft->rawText();
}

void DocumentController::startSourceLookup(const QString &draftText)
{
    const quint64 lookup = m_sourceLookup;
    m_findingSource = true;
    findInPlaceSourceLater(this, m_draft.path, draftText,
                           [this, lookup](std::optional<InPlaceSource> found) {
                               sourceLookupFinished(lookup, std::move(found));
                           });
}

void DocumentController::forgetSourceLookup()
{
    ++m_sourceLookup;
    m_findingSource = false;
}

void DocumentController::sourceLookupFinished(quint64 lookup, std::optional<InPlaceSource> found)
{
    if (lookup != m_sourceLookup) return; // another draft opened, or a source picked, meanwhile
    m_findingSource = false;
    if (!found) {
        addRecentPair(recentPair()); // the draft alone
        emit recentPairsChanged();
        emit pairChanged(); // the status bar stops saying that the English is being looked for
        return;
    }
    const bool emptyNewDraft = !m_draft.existsOnDisk && m_w.draft->document()->isEmpty();
    replaceSource(std::move(found->pane));
    if (emptyNewDraft) {
        // A file of the checkout that is not on disk starts from the English, as openWithSource()
        // does with a source given: unsaved, and one undo step away from empty.
        QTextCursor all(m_w.draft->document());
        all.insertText(m_sourceText);
        m_w.draft->document()->setModified(true);
    }
    addRecentPair(recentPair()); // remembered as from history (or its file), to be found again
    emit recentPairsChanged();
}

// The draft's project: its checkout's guide, word lists and suppressions, with the checks and
// style rules chosen in this window. Resolved again when the draft changes place.
void DocumentController::loadProjectData()
{
    ProjectProblems problems;
    auto project = ProjectContext::resolve(m_draft.path, m_settings, &problems);
    if (!project) {
        // The style file broke since it was chosen: lint without it and say so.
        emit message(tr("Your style rules (%1) have problems and are not used")
                         .arg(QDir::toNativeSeparators(m_settings.styleFiles.value(0))),
                     10000);
        ProjectSettings without = m_settings;
        without.styleFiles.clear();
        problems = {};
        project = ProjectContext::resolve(m_draft.path, without, &problems);
    }
    if (project) setProject(std::move(project));
}

ProjectSettings DocumentController::projectSettings() const
{
    return m_settings;
}

void DocumentController::setChecks(const LintOptions &checks)
{
    m_settings.checks = checks;
    if (m_project) setProject(m_project->withChecks(checks));
}

void DocumentController::setStyleFile(const QString &path)
{
    m_settings.styleFiles = path.isEmpty() ? QStringList() : QStringList{path};
    if (m_draft.isOpen()) loadProjectData();
}

void DocumentController::refreshProject()
{
    if (m_project) setProject(m_project->refreshed(m_draft.path));
}

void DocumentController::setProject(std::shared_ptr<const ProjectContext> project)
{
    m_project = std::move(project);
    emit projectChanged(m_project);
}

void DocumentController::watchFiles()
{
    if (!m_watcher->files().isEmpty()) m_watcher->removePaths(m_watcher->files());
    for (const PaneFile *f : {&m_source, &m_draft})
        if (f->isOpen() && QFileInfo::exists(f->path)) m_watcher->addPath(f->path);
}

bool DocumentController::save()
{
    if (!m_draft.isOpen()) return false;
    if (!saveAs(m_draft.path)) return false;
    emit saved();
    return true;
}

bool DocumentController::saveAs(const QString &path)
{
    TextFile file = m_draft.file;
    file.text = m_w.draft->rawText();
    QString error;
    if (!file.save(path, &error)) {
        m_w.prompts->error(m_w.window, tr("Cannot save"),
                           tr("%1\n\n%2").arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (absolute != m_draft.path) {
        RecoveryStore::remove(m_draft.path);
        m_draft.path = absolute;
        m_draft.kind = fileKindForPath(absolute);
        addRecentPair(recentPair());
        emit recentPairsChanged();
    }
    m_draft.file = file;
    m_draft.diskDigest = PaneFile::digest(file.toBytes());
    m_draft.existsOnDisk = true;
    m_w.draft->document()->setModified(false);
    m_autosaveDirty = false;
    m_autosaveTimer->stop();
    RecoveryStore::remove(m_draft.path);
    watchFiles(); // QSaveFile replaced the file: watch the new one
    emit pairChanged();
    return true;
}

void DocumentController::setAutosaveInterval(int msec)
{
    m_autosaveTimer->setInterval(msec);
}

// Modified work is copied to the recovery store every few seconds while it stays modified.
void DocumentController::updateAutosave()
{
    if (m_w.draft->document()->isModified() && m_draft.isOpen()) m_autosaveTimer->start();
}

void DocumentController::autosave()
{
    if (!m_draft.isOpen() || !m_w.draft->document()->isModified()) {
        m_autosaveTimer->stop();
        return;
    }
    if (m_autosaveDirty && RecoveryStore::write(m_draft.path, m_w.draft->rawText()))
        m_autosaveDirty = false;
}

void DocumentController::checkDiskChange(const QString &path)
{
    PaneFile *file = path == m_draft.path ? &m_draft : path == m_source.path ? &m_source : nullptr;
    if (!file) return;
    TextFile::Error error;
    const QByteArray bytes = readBoundedFile(path, &error, {}, TextFile::MaxBytes + 1);
    const bool exists = error.kind != TextFile::Error::NotFound;
    if (exists && !m_watcher->files().contains(path))
        m_watcher->addPath(path); // replaced by rename: watch the new file
    const QByteArray digest = PaneFile::digest(bytes);
    if (exists && digest == file->diskDigest) return; // our own save, or touched unchanged
    const bool isDraft = file == &m_draft;
    const bool modified = isDraft && m_w.draft->document()->isModified();
    file->diskDigest = digest; // ask once per change
    if (m_w.prompts->fileChangedOnDisk(m_w.window, QDir::toNativeSeparators(path), modified) ==
        UserPrompts::DiskChange::Keep) {
        if (isDraft)
            m_w.draft->document()->setModified(true); // the disk no longer has what is shown
        return;
    }
    if (isDraft) {
        reloadDraftFromDisk();
    } else {
        TextFile tf;
        QByteArray b;
        if (loadFile(path, &tf, &b)) {
            m_source.file = tf;
            m_source.diskDigest = b;
            m_sourceText = tf.text;
            m_w.source->loadText(m_sourceText);
            emit lintNeeded();
        }
    }
}

bool DocumentController::reloadDraftFromDisk()
{
    TextFile tf;
    QByteArray digest;
    if (!loadFile(m_draft.path, &tf, &digest)) return false;
    m_draft.file = tf;
    m_draft.diskDigest = digest;
    // Replace the text as one edit, so the user's version stays reachable with undo.
    QTextCursor c(m_w.draft->document());
    c.beginEditBlock();
    c.select(QTextCursor::Document);
    c.insertText(tf.text);
    c.endEditBlock();
    m_w.draft->document()->setModified(false);
    RecoveryStore::remove(m_draft.path);
    return true;
}

bool DocumentController::maybeSave()
{
    if (!m_draft.isOpen() || !m_w.draft->document()->isModified()) return true;
    switch (m_w.prompts->unsavedChanges(m_w.window, QDir::toNativeSeparators(m_draft.path))) {
    case UserPrompts::Unsaved::Save:
        return save();
    case UserPrompts::Unsaved::Discard:
        m_w.draft->document()->setModified(false);
        return true;
    case UserPrompts::Unsaved::Cancel:
        return false;
    }
    return false;
}

void DocumentController::closeCleanly()
{
    RecoveryStore::remove(m_draft.path);
}

void DocumentController::openDropped(QStringList paths)
{
    if (paths.size() >= 2) {
        // File managers drop files in no meaningful order: the one with more Hangul is the
        // draft (the community translates into Korean).
        auto hangulOf = [](const QString &path) {
            return hangulRatio(QString::fromUtf8(readBoundedFile(path, nullptr, {}, 1 << 20)));
        };
        if (hangulOf(paths.at(0)) > hangulOf(paths.at(1))) paths.swapItemsAt(0, 1);
        openPair(paths.at(0), paths.at(1));
    } else if (paths.size() == 1 && m_draft.isOpen() && !m_source.isOpen())
        pickSource(paths.at(0));
    else if (paths.size() == 1)
        openDraft(paths.at(0));
}

} // namespace tandem
