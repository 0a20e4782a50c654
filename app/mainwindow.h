// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editoranalysis.h"
#include "editorwidgets.h"
#include "panefile.h"
#include "userprompts.h"

#include <QMainWindow>

class QDockWidget;

namespace tandem {

class ActionsController;
class AnalysisController;
class DocumentController;
class FixController;
class GlossaryPanel;
class HelpMenu;
class IssuesPanel;
class LintRunner;
class ReviewController;
class ReviewPanel;
class ReviewRunner;
class TranslationMemoryController;

// The editor window: source pane (read-only) and draft pane side by side, the issues panel
// below, the glossary panel beside, the review panel in reviewer mode. It lays the widgets out
// and wires the controllers (editor/*controller.h) that do the work, one job each: the pair of
// files, the analysis, quick fixes and spelling, reviewer mode, the menus and settings, help.
// A new dock is a widget placed here plus the controller that feeds it.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    // `prompts`: who answers questions (null: message boxes). Not owned.
    explicit MainWindow(UserPrompts *prompts = nullptr, QWidget *parent = nullptr);
    ~MainWindow() override;

    DocumentController *document() const { return m_document; }
    AnalysisController *analysisController() const { return m_analysis; }
    FixController *fixes() const { return m_fixes; }
    ReviewController *review() const { return m_review; }
    TranslationMemoryController *translationMemory() const { return m_tm; }
    ActionsController *actions() const { return m_actions; }

    // The controllers' work, as the command line and the tests call it.
    bool openPair(const QString &sourcePath, const QString &draftPath);
    bool openDraft(const QString &draftPath);
    bool pickSource(const QString &sourcePath);
    bool save();
    bool saveAs(const QString &path);
    bool maybeSave();
    Issues issuesAt(Side side, int line, int column) const;
    bool applyFix(const Issue &issue);
    int fixAllOfKind(const QString &check);
    bool suppress(const Issue &issue);
    bool applyFixAtCursor();
    void openCheckout(const QString &dir);
    bool setUpstreamCheckout(const QString &dir);
    bool openReviewFile(int row);
    int currentReviewRow() const;
    bool exportReview(const QString &path);
    bool isOnChangedLine(const Issue &issue) const;
    void setSyncScrolling(bool on);
    void setWordWrap(bool on);
    void goToLine(int line); // 1-based, in the draft
    void checkDiskChange(const QString &path);
    bool setStyleFile(const QString &path);
    LintOptions lintOptions() const;
    AnalysisPtr analysis() const;
    bool isAnalysisCurrent() const;
    QString statusText() const;
    const PaneFile &draftFile() const;
    const PaneFile &sourceFile() const;

    TextPane *sourcePane() const { return m_w.source; }
    TextPane *draftPane() const { return m_w.draft; }
    IssuesPanel *issuesPanel() const { return m_w.issues; }
    GlossaryPanel *glossaryPanel() const { return m_w.glossary; }
    ScrollSync *scrollSync() const { return m_w.sync; }
    FindBar *findBar() const { return m_w.findBar; }
    ReviewPanel *reviewPanel() const { return m_reviewPanel; }
    LintRunner *lintRunner() const;
    ReviewRunner *reviewRunner() const;

signals:
    void analysisApplied(quint64 generation);
    void reviewFinished(bool ok);

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void buildLayout();
    QDockWidget *addDock(const QString &title, const QString &name, QWidget *widget,
                         Qt::DockWidgetArea area);
    void updateTitle();

    UserPrompts m_defaultPrompts;
    EditorWidgets m_w;
    ReviewPanel *m_reviewPanel = nullptr;
    QList<QDockWidget *> m_docks; // each gets a View menu toggle
    DocumentController *m_document = nullptr;
    AnalysisController *m_analysis = nullptr;
    FixController *m_fixes = nullptr;
    ReviewController *m_review = nullptr;
    HelpMenu *m_help = nullptr;
    ActionsController *m_actions = nullptr;
    TranslationMemoryController *m_tm = nullptr;
};

} // namespace tandem
