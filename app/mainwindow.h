// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editoranalysis.h"
#include "panefile.h"
#include "projectcontext.h"
#include "reviewrunner.h"
#include "userprompts.h"

#include <QMainWindow>
#include <QPointer>
#include <QSet>
#include <QTextCursor>

#include <functional>

#include <memory>

class QAction;
class QDockWidget;
class QFileSystemWatcher;
class QLabel;
class QMenu;
class QSplitter;
class QTimer;

namespace tandem {

class FindBar;
class GlossaryMatcher;
class GlossaryPanel;
class IssuesPanel;
class LintRunner;
class ProjectWindow;
class ReviewPanel;
class ScrollSync;
class Suppressions;
class TextPane;

// The editor window: source pane (read-only) and draft pane side by side, the issues panel
// below, the glossary panel beside. Its member functions are split by job over
// mainwindow.cpp (layout, applying analyses), mainwindowfiles.cpp (open, save, recovery,
// disk changes), mainwindowfixes.cpp (quick fixes, suppressions, context menus) and
// mainwindowmenus.cpp (actions and settings).
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    // `prompts`: who answers questions (null: message boxes). Not owned.
    explicit MainWindow(UserPrompts *prompts = nullptr, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opening work. Nothing changes when a file cannot be read (the user is told why).
    bool openPair(const QString &sourcePath, const QString &draftPath);
    bool openDraft(const QString &draftPath);
    bool pickSource(const QString &sourcePath);
    bool save();
    bool saveAs(const QString &path);
    bool maybeSave(); // asks about unsaved changes; false when the user cancels

    // Quick fixes and suppressions (what the context menu and shortcuts call).
    Issues issuesAt(Side side, int line, int column) const;
    bool applyFix(const Issue &issue);
    int fixAllOfKind(const QString &check);
    bool suppress(const Issue &issue);
    bool applyFixAtCursor();

    // Reviewer mode (mainwindowreview.cpp). openCheckout() starts the review in a worker and
    // returns at once; reviewFinished() tells when the file list is there.
    void openCheckout(const QString &dir);
    // The upstream (English) checkout the reviewed checkout is compared with, remembered for it
    // in the settings (where `tandem lint --checkout` finds it too); the review is redone.
    bool setUpstreamCheckout(const QString &dir);
    bool openReviewFile(int row); // a row of the review panel's model
    // The Project window for the checkout containing `dir` (mainwindowproject.cpp).
    ProjectWindow *showProject(const QString &dir);
    int currentReviewRow() const { return m_reviewRow; }
    bool exportReview(const QString &path); // ".json": JSON, anything else: Markdown
    ReviewPanel *reviewPanel() const { return m_reviewPanel; }
    ReviewRunner *reviewRunner() const { return m_reviewRunner; }
    // Whether an issue of the open review file is on a line the branch changed.
    bool isOnChangedLine(const Issue &issue) const;

    void setSyncScrolling(bool on);
    void setWordWrap(bool on);
    void goToLine(int line); // 1-based, in the draft
    void checkDiskChange(const QString &path);

    TextPane *sourcePane() const { return m_sourcePane; }
    TextPane *draftPane() const { return m_draftPane; }
    IssuesPanel *issuesPanel() const { return m_issuesPanel; }
    GlossaryPanel *glossaryPanel() const { return m_glossaryPanel; }
    ScrollSync *scrollSync() const { return m_sync; }
    LintRunner *lintRunner() const { return m_runner; }
    FindBar *findBar() const { return m_findBar; }
    AnalysisPtr analysis() const { return m_analysis; }
    bool isAnalysisCurrent() const;
    const PaneFile &draftFile() const { return m_draft; }
    const PaneFile &sourceFile() const { return m_source; }
    QString statusText() const;

    // The checks switched on and off, as the settings and the Checks menu say.
    LintOptions lintOptions() const;
    // The user's own style rules (YAML, glossary/README.md), added to the built-in ones and
    // remembered in the settings; empty: the built-in rules only. A file with a problem is
    // refused with the problems listed, and the rules in use stay as they were.
    bool setStyleFile(const QString &path);

signals:
    void analysisApplied(quint64 generation);
    void reviewFinished(bool ok);

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    // mainwindow.cpp
    void buildLayout();
    void requestLint();
    void applyAnalysis(AnalysisPtr analysis);
    void updateGlossaryForSegment(int segment);
    void updateTitle();
    // mainwindowfiles.cpp
    bool loadFile(const QString &path, TextFile *file, QByteArray *bytes);
    void adoptFiles(PaneFile source, PaneFile draft, const QString *recovered);
    void loadProjectData();
    ProjectSettings projectSettings() const;
    void setProject(std::shared_ptr<const ProjectContext> project);
    void watchFiles();
    void autosave();
    bool reloadDraftFromDisk();
    bool openWithSource(PaneFile source, const QString &draftPath);
    // mainwindowreview.cpp
    void buildReviewDock();
    void applyReview(const ReviewRunner::Result &result);
    void markReviewLines(const ReviewFile &file);
    void leaveReviewFile();
    void reviewFileSaved();
    void reviewSourcePicked(const QString &sourcePath);
    void goToDriftChange(int row, int change);
    void chooseReviewExport();
    // mainwindowfixes.cpp
    void extendContextMenu(Side side, QMenu *menu, const QTextCursor &cursor);
    void showFixMenu(int line, const QPoint &globalPos);
    bool applyFixes(QList<Fix> fixes);
    // mainwindowmenus.cpp
    void createActions();
    void rebuildRecentMenu();
    void readSettings();
    void writeSettings() const;
    void chooseChecks();
    void setCheckEnabled(const QString &id, bool on);
    void applyCheckChoices();
    // mainwindowspelling.cpp
    void addSpellingActions(QMenu *menu, const QTextCursor &wordCursor);
    void addToWordList(const QString &path, const QString &word);

    UserPrompts m_defaultPrompts;
    UserPrompts *m_prompts;
    PaneFile m_source;
    PaneFile m_draft;
    TextPane *m_sourcePane = nullptr;
    TextPane *m_draftPane = nullptr;
    QSplitter *m_panes = nullptr;
    IssuesPanel *m_issuesPanel = nullptr;
    GlossaryPanel *m_glossaryPanel = nullptr;
    FindBar *m_findBar = nullptr;
    QLabel *m_statusLabel = nullptr;
    ScrollSync *m_sync = nullptr;
    LintRunner *m_runner = nullptr;
    ReviewPanel *m_reviewPanel = nullptr;
    QDockWidget *m_reviewDock = nullptr;
    ReviewRunner *m_reviewRunner = nullptr;
    QAction *m_exportReviewAction = nullptr;
    QAction *m_upstreamAction = nullptr;
    QPointer<ProjectWindow> m_projectWindow;
    int m_reviewRow = -1; // the review file open in the panes, or -1
    QTimer *m_autosaveTimer = nullptr;
    QFileSystemWatcher *m_watcher = nullptr;
    QMenu *m_recentMenu = nullptr;
    QAction *m_syncAction = nullptr;
    QAction *m_wrapAction = nullptr;
    AnalysisPtr m_analysis;
    std::shared_ptr<const ProjectContext> m_project; // of the open draft
    QString m_sourceText; // snapshot of the (read-only) source for lint requests
    QSet<QString> m_disabledChecks; // on by default, switched off
    QSet<QString> m_enabledChecks;  // off by default (spelling), switched on
    QAction *m_spellingAction = nullptr;
    QString m_styleFile;
    bool m_autosaveDirty = false;
    bool m_loading = false;
    bool m_applyingAnalysis = false; // re-formatting lines, which is no edit
};

} // namespace tandem
