// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editorwidgets.h"
#include "inplacestart.h"
#include "panefile.h"
#include "projectcontext.h"
#include "recentpairs.h"

#include <QObject>

#include <memory>
#include <optional>

class QFileSystemWatcher;
class QTimer;

namespace tandem {

// The pair being edited: the files behind the source and draft panes (open, save, autosave and
// recovery, changes on disk) and the project the draft belongs to (its checkout's glossary,
// style rules, word lists and suppressions, with the checks and style file the settings chose).
// It fills the panes' text; what is derived from the text (analysis, review marks) belongs to
// the controllers listening to its signals.
class DocumentController : public QObject
{
    Q_OBJECT
public:
    DocumentController(const EditorWidgets &widgets, QObject *parent = nullptr);

    // Opening work. Nothing changes when a file cannot be read (the user is told why), nor
    // when the source and the draft are the same file (refused with a message). A draft opened
    // without a source that lives in a git checkout gets the English it is translated from
    // (findInPlaceSource: from HEAD or history, read-only, named path@commit): looked for on a
    // worker thread once the draft is shown, it replaces the empty source when found, unless
    // another draft was opened or a source picked meanwhile (isFindingSource() until then).
    bool openPair(const QString &sourcePath, const QString &draftPath);
    bool openDraft(const QString &draftPath);
    bool openRecent(const RecentPair &pair);
    bool pickSource(const QString &sourcePath);
    // Shows another source for the open draft (reviewer mode's Refresh: the English changed
    // in history or on disk). Unlike pickSource() nothing is remembered.
    void replaceSource(PaneFile source);
    // The rest of opening, for a source that may come from git history (reviewer mode).
    bool openWithSource(PaneFile source, const QString &draftPath);
    // Files dropped on the window: two are a pair, one is a draft (or the missing source).
    void openDropped(QStringList paths);
    bool save();
    bool saveAs(const QString &path);
    bool maybeSave(); // asks about unsaved changes; false when the user cancels
    void checkDiskChange(const QString &path);
    void closeCleanly(); // the window closes after maybeSave(): no recovery copy is left
    // Reads a file whole, telling the user why when it cannot; false then. `digest`: of the
    // bytes read (PaneFile::diskDigest).
    bool loadFile(const QString &path, TextFile *file, QByteArray *digest);

    const PaneFile &source() const { return m_source; }
    const PaneFile &draft() const { return m_draft; }
    const QString &sourceText() const { return m_sourceText; } // what the source pane shows
    // The draft's text to check: the pane's, or while a file is being put into the pane, the
    // file's (the first lint of a file runs while the panes are filled).
    QString draftText() const;
    bool isModified() const;
    bool isFindingSource() const { return m_findingSource; } // the in-place lookup is running

    // The project of the open draft (null before one is open), and how it is resolved.
    std::shared_ptr<const ProjectContext> project() const { return m_project; }
    ProjectSettings projectSettings() const;
    void setChecks(const LintOptions &checks); // the project keeps its files
    void setStyleFile(const QString &path);    // resolved again when a draft is open
    void refreshProject();                     // word lists or suppressions changed on disk

    void setAutosaveInterval(int msec);
    // While on, changes to the draft's text are formatting (an analysis being applied), no edit.
    void setFormatting(bool on) { m_formatting = on; }

signals:
    void aboutToChangePair();               // a new pair replaces the panes' text
    void pairChanged();                     // a pair was opened, a source picked, a path changed
    void sourcePicked(const QString &path); // File > Pick Source (reviewer mode remembers it)
    void saved();                           // File > Save wrote the draft to its own path
    void projectChanged(std::shared_ptr<const tandem::ProjectContext> project);
    void draftEdited(); // the user changed the draft's text
    void lintNeeded();  // the text to check changed
    void recentPairsChanged();
    void message(const QString &text, int msec);

private:
    void refuseSameFile(const QString &path);
    void startSourceLookup(const QString &draftText);
    void forgetSourceLookup(); // a lookup still running is for another pair now
    void sourceLookupFinished(quint64 lookup, std::optional<InPlaceSource> found);
    RecentPair recentPair() const; // the open pair as File > Recent Pairs keeps it
    void adoptFiles(PaneFile source, PaneFile draft, const QString *recovered);
    void loadProjectData();
    void setProject(std::shared_ptr<const ProjectContext> project);
    void watchFiles();
    void autosave();
    void updateAutosave();
    bool reloadDraftFromDisk();

    EditorWidgets m_w;
    PaneFile m_source;
    PaneFile m_draft;
    QString m_sourceText; // snapshot of the (read-only) source for lint requests
    std::shared_ptr<const ProjectContext> m_project;
    ProjectSettings m_settings; // the checks and style file chosen in the window
    QTimer *m_autosaveTimer = nullptr;
    QFileSystemWatcher *m_watcher = nullptr;
    bool m_autosaveDirty = false;
    bool m_loading = false;
    std::optional<QString> m_draftBeingLoaded; // see draftText()
    bool m_formatting = false;
    quint64 m_sourceLookup = 0; // the in-place lookup whose result is still wanted
    bool m_findingSource = false;
};

} // namespace tandem
