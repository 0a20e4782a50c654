// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "actionscontroller.h"
#include "analysiscontroller.h"
#include "documentcontroller.h"
#include "editorfonts.h"
#include "findbar.h"
#include "fixcontroller.h"
#include "glossarypanel.h"
#include "helpmenu.h"
#include "issuespanel.h"
#include "reviewcontroller.h"
#include "reviewpanel.h"
#include "scrollsync.h"
#include "textpane.h"
#include "tmcontroller.h"

#include <QCloseEvent>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QMimeData>
#include <QSplitter>
#include <QStatusBar>
#include <QVBoxLayout>

namespace tandem {

MainWindow::MainWindow(UserPrompts *prompts, QWidget *parent) : QMainWindow(parent)
{
    m_w.window = this;
    m_w.prompts = prompts ? prompts : &m_defaultPrompts;
    buildLayout();
    auto *statusLabel = new QLabel(this);
    statusBar()->addPermanentWidget(statusLabel);
    auto *issuesDock = addDock(tr("Issues"), QStringLiteral("issuesDock"), m_w.issues,
                               Qt::BottomDockWidgetArea);
    addDock(tr("Glossary"), QStringLiteral("glossaryDock"), m_w.glossary, Qt::RightDockWidgetArea);
    m_reviewPanel = new ReviewPanel(this);
    auto *reviewDock = addDock(tr("Review"), QStringLiteral("reviewDock"), m_reviewPanel,
                               Qt::BottomDockWidgetArea);
    // Beside the issues, which it feeds: the file list on the left, its issues on the right.
    splitDockWidget(reviewDock, issuesDock, Qt::Horizontal);
    reviewDock->hide(); // until a checkout is opened

    m_document = new DocumentController(m_w, this);
    m_analysis = new AnalysisController(m_w, m_document, statusLabel, this);
    m_fixes = new FixController(m_w, m_document, m_analysis, this);
    m_review = new ReviewController(m_w, m_document, m_analysis, m_reviewPanel, reviewDock,
                                    issuesDock, this);
    m_help = new HelpMenu(this);
    m_actions = new ActionsController(m_w, {m_document, m_analysis, m_fixes, m_review, m_help}, this);

    connect(m_document, &DocumentController::message, statusBar(), &QStatusBar::showMessage);
    connect(m_analysis, &AnalysisController::message, statusBar(), &QStatusBar::showMessage);
    connect(m_review, &ReviewController::message, statusBar(), &QStatusBar::showMessage);
    connect(m_actions, &ActionsController::message, statusBar(), &QStatusBar::showMessage);
    connect(m_analysis, &AnalysisController::analysisApplied, this, &MainWindow::analysisApplied);
    connect(m_review, &ReviewController::reviewFinished, this, &MainWindow::reviewFinished);
    connect(m_document, &DocumentController::pairChanged, this, &MainWindow::updateTitle);
    connect(m_w.draft->document(), &QTextDocument::modificationChanged, this, &MainWindow::updateTitle);
    connect(m_w.glossary, &GlossaryPanel::insertRequested, this, [this](const QString &text) {
        m_w.draft->insertPlainText(text);
        m_w.draft->setFocus();
    });

    // Translation memory: the Matches dock, Ctrl+1..5 and Ctrl+K (editor/tmcontroller.h).
    m_tm = new TranslationMemoryController(
        this, m_w.source, m_w.draft, m_w.sync, [this] { return m_analysis->analysis(); },
        [this] { return m_document->draft().path; });
    m_docks.append(m_tm->dock());
    connect(m_analysis, &AnalysisController::analysisApplied, m_tm,
            &TranslationMemoryController::refresh);

    m_actions->createMenus(m_docks);
    m_actions->readSettings();
    m_review->restoreDockVisibility(); // the saved layout may show it
    setAcceptDrops(true);
    updateTitle();
}

MainWindow::~MainWindow() = default;

void MainWindow::buildLayout()
{
    m_w.source = new TextPane(this);
    m_w.source->setObjectName(QStringLiteral("sourcePane"));
    m_w.source->setReadOnly(true);
    m_w.source->setPlaceholderText(tr("No source file. Use File > Pick Source… to choose the "
                                      "English original."));
    m_w.draft = new TextPane(this);
    m_w.draft->setObjectName(QStringLiteral("draftPane"));
    m_w.draft->setPlaceholderText(tr("Open a pair with File > Open Pair… or drop two files here."));
    const QFont font = defaultEditorFont();
    m_w.source->setPaneFont(font);
    m_w.draft->setPaneFont(font);

    m_w.panes = new QSplitter(Qt::Horizontal, this);
    m_w.panes->addWidget(m_w.source);
    m_w.panes->addWidget(m_w.draft);
    m_w.panes->setChildrenCollapsible(false);
    m_w.findBar = new FindBar(this);
    m_w.findBar->setEditor(m_w.draft);
    m_w.findBar->hide();
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_w.panes, 1);
    layout->addWidget(m_w.findBar);
    setCentralWidget(central);
    m_w.issues = new IssuesPanel(this);
    m_w.glossary = new GlossaryPanel(this);
    m_w.sync = new ScrollSync(m_w.source, m_w.draft, this);
}

QDockWidget *MainWindow::addDock(const QString &title, const QString &name, QWidget *widget,
                                 Qt::DockWidgetArea area)
{
    auto *dock = new QDockWidget(title, this);
    dock->setObjectName(name); // saveState() remembers docks by name
    dock->setWidget(widget);
    addDockWidget(area, dock);
    m_docks.append(dock);
    return dock;
}

void MainWindow::updateTitle()
{
    const PaneFile &draft = m_document->draft();
    const PaneFile &source = m_document->source();
    QString title = tr("Tandem");
    if (draft.isOpen()) {
        title = QFileInfo(draft.path).fileName() + QStringLiteral("[*]");
        if (source.isOpen())
            title += tr(" ← %1").arg(QFileInfo(source.path).fileName());
        title += QStringLiteral(" — ") + tr("Tandem");
    }
    setWindowTitle(title);
    setWindowModified(m_document->isModified());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_document->maybeSave()) {
        event->ignore();
        return;
    }
    m_document->closeCleanly();
    m_actions->writeSettings();
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
    m_document->openDropped(paths);
    event->acceptProposedAction();
}

// The public API, forwarded to the controller whose job it is.
bool MainWindow::openPair(const QString &s, const QString &d) { return m_document->openPair(s, d); }
bool MainWindow::openDraft(const QString &draftPath) { return m_document->openDraft(draftPath); }
bool MainWindow::pickSource(const QString &sourcePath) { return m_document->pickSource(sourcePath); }
bool MainWindow::save() { return m_document->save(); }
bool MainWindow::saveAs(const QString &path) { return m_document->saveAs(path); }
bool MainWindow::maybeSave() { return m_document->maybeSave(); }
void MainWindow::checkDiskChange(const QString &path) { m_document->checkDiskChange(path); }
const PaneFile &MainWindow::draftFile() const { return m_document->draft(); }
const PaneFile &MainWindow::sourceFile() const { return m_document->source(); }
Issues MainWindow::issuesAt(Side side, int line, int column) const
{
    return m_analysis->issuesAt(side, line, column);
}
AnalysisPtr MainWindow::analysis() const { return m_analysis->analysis(); }
bool MainWindow::isAnalysisCurrent() const { return m_analysis->isAnalysisCurrent(); }
QString MainWindow::statusText() const { return m_analysis->statusText(); }
LintRunner *MainWindow::lintRunner() const { return m_analysis->lintRunner(); }
bool MainWindow::applyFix(const Issue &issue) { return m_fixes->applyFix(issue); }
int MainWindow::fixAllOfKind(const QString &check) { return m_fixes->fixAllOfKind(check); }
bool MainWindow::suppress(const Issue &issue) { return m_fixes->suppress(issue); }
bool MainWindow::applyFixAtCursor() { return m_fixes->applyFixAtCursor(); }
void MainWindow::openCheckout(const QString &dir) { m_review->openCheckout(dir); }
bool MainWindow::setUpstreamCheckout(const QString &dir) { return m_review->setUpstreamCheckout(dir); }
bool MainWindow::openReviewFile(int row) { return m_review->openReviewFile(row); }
int MainWindow::currentReviewRow() const { return m_review->currentReviewRow(); }
bool MainWindow::exportReview(const QString &path) { return m_review->exportReview(path); }
bool MainWindow::isOnChangedLine(const Issue &issue) const { return m_review->isOnChangedLine(issue); }
ReviewRunner *MainWindow::reviewRunner() const { return m_review->reviewRunner(); }
void MainWindow::setSyncScrolling(bool on) { m_actions->setSyncScrolling(on); }
void MainWindow::setWordWrap(bool on) { m_actions->setWordWrap(on); }
void MainWindow::goToLine(int line) { m_actions->goToLine(line); }
bool MainWindow::setStyleFile(const QString &path) { return m_actions->setStyleFile(path); }
LintOptions MainWindow::lintOptions() const { return m_actions->lintOptions(); }

} // namespace tandem
