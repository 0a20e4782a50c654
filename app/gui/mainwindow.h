// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "actionscontroller.h"
#include "analysiscontroller.h"
#include "documentcontroller.h"
#include "editingcontroller.h"
#include "editorwidgets.h"
#include "fixcontroller.h"
#include "reviewcontroller.h"
#include "userprompts.h"

#include <QMainWindow>
#include <QPointer>

class QDockWidget;
class QLabel;

namespace tandem {

class CatalogueWindow;
class GlossaryPanel;
class HelpMenu;
class IssuesPanel;
class LintRunner;
class PreviewController;
class SecondReaderController;
class ProjectWindow;
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
    EditingController *editing() const { return m_editing; }
    PreviewController *preview() const { return m_preview; }
    SecondReaderController *secondReader() const { return m_secondReader; }

    // The controllers' work, as the command line and the tests call it (the rest: through the
    // controllers).
    bool openPair(const QString &sourcePath, const QString &draftPath)
    {
        return m_document->openPair(sourcePath, draftPath);
    }
    bool openDraft(const QString &draftPath) { return m_document->openDraft(draftPath); }
    bool pickSource(const QString &sourcePath) { return m_document->pickSource(sourcePath); }
    bool save() { return m_document->save(); }
    bool applyFix(const Issue &issue) { return m_fixes->applyFix(issue); }
    int fixAllOfKind(const QString &check) { return m_fixes->fixAllOfKind(check); }
    bool suppress(const Issue &issue) { return m_fixes->suppress(issue); }
    bool applyFixAtCursor() { return m_fixes->applyFixAtCursor(); }
    void openCheckout(const QString &dir, const QString &base = {})
    {
        m_review->openCheckout(dir, base);
    }
    bool setUpstreamCheckout(const QString &dir) { return m_review->setUpstreamCheckout(dir); }
    bool openReviewFile(int row) { return m_review->openReviewFile(row); }
    int currentReviewRow() const { return m_review->currentReviewRow(); }
    bool exportReview(const QString &path) { return m_review->exportReview(path); }
    void setSyncScrolling(bool on) { m_actions->setSyncScrolling(on); }
    void setWordWrap(bool on) { m_actions->setWordWrap(on); }
    bool setStyleFile(const QString &path) { return m_actions->setStyleFile(path); }
    AnalysisPtr analysis() const { return m_analysis->analysis(); }
    bool isAnalysisCurrent() const { return m_analysis->isAnalysisCurrent(); }
    QString statusText() const { return m_analysis->statusText(); }
    const PaneFile &draftFile() const { return m_document->draft(); }
    const PaneFile &sourceFile() const { return m_document->source(); }
    // The Project window for the checkout containing `dir` (mainwindowproject.cpp).
    ProjectWindow *showProject(const QString &dir);
    // A gettext catalogue in a window of its own (mainwindowcatalogue.cpp).
    CatalogueWindow *openCatalogue(const QString &path);

    TextPane *sourcePane() const { return m_w.source; }
    TextPane *draftPane() const { return m_w.draft; }
    IssuesPanel *issuesPanel() const { return m_w.issues; }
    GlossaryPanel *glossaryPanel() const { return m_w.glossary; }
    FindBar *findBar() const { return m_w.findBar; }
    ScrollSync *scrollSync() const { return m_w.sync; }
    ReviewPanel *reviewPanel() const { return m_reviewPanel; }
    LintRunner *lintRunner() const { return m_analysis->lintRunner(); }
    ReviewRunner *reviewRunner() const { return m_review->reviewRunner(); }

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
    void addProjectAction();   // File > Project Overview… (mainwindowproject.cpp)
    void addCatalogueAction(); // File > Open Catalogue… (mainwindowcatalogue.cpp)

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
    EditingController *m_editing = nullptr;
    TranslationMemoryController *m_tm = nullptr;
    PreviewController *m_preview = nullptr;
    SecondReaderController *m_secondReader = nullptr;
    QPointer<ProjectWindow> m_projectWindow;
    QLabel *m_sourceLabel = nullptr; // status bar: where the English comes from
};

} // namespace tandem
