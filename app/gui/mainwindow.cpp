// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"
#include "pocatalog.h"

#include "actionscontroller.h"
#include "analysiscontroller.h"
#include "docklayout.h"
#include "documentcontroller.h"
#include "editorfonts.h"
#include "findbar.h"
#include "fixcontroller.h"
#include "glossarypanel.h"
#include "helpmenu.h"
#include "issuespanel.h"
#include "previewcontroller.h"
#include "reviewcontroller.h"
#include "reviewpanel.h"
#include "scrollsync.h"
#include "secondreadercontroller.h"
#include "settingskeys.h"
#include "textpane.h"
#include "tmcontroller.h"
#include "wrappingstatusbar.h"

#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMimeData>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTimer>
#include <QVBoxLayout>

namespace tandem {

MainWindow::MainWindow(UserPrompts *prompts, QWidget *parent) : QMainWindow(parent)
{
    m_w.window = this;
    m_w.prompts = prompts ? prompts : &m_defaultPrompts;
    buildLayout();
    // Messages wrap rather than being cut at the issue counts (widgets/wrappingstatusbar.h).
    setStatusBar(new WrappingStatusBar(this));
    // Where the English comes from, in sight but while a status message shows: a version from
    // git history has no file name of its own (the in-place start), so it is named path@commit.
    m_sourceLabel = new QLabel(this);
    m_sourceLabel->setObjectName(QStringLiteral("sourceLabel"));
    // Not permanent: a status message takes its place for a while rather than being cut short
    // (at 1280x720 the long path left a message a third of the bar).
    statusBar()->addWidget(m_sourceLabel);
    auto *statusLabel = new QLabel(this);
    statusBar()->addPermanentWidget(statusLabel);
    auto *issuesDock =
        addDock(tr("Issues"), QStringLiteral("issuesDock"), m_w.issues, Qt::BottomDockWidgetArea);
    auto *glossaryDock = addDock(tr("Glossary"), QStringLiteral("glossaryDock"), m_w.glossary,
                                 Qt::RightDockWidgetArea);
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
    m_actions =
        new ActionsController(m_w, {m_document, m_analysis, m_fixes, m_review, m_help}, this);

    connect(m_document, &DocumentController::message, statusBar(), &QStatusBar::showMessage);
    connect(m_analysis, &AnalysisController::message, statusBar(), &QStatusBar::showMessage);
    connect(m_review, &ReviewController::message, statusBar(), &QStatusBar::showMessage);
    connect(m_actions, &ActionsController::message, statusBar(), &QStatusBar::showMessage);
    connect(m_analysis, &AnalysisController::analysisApplied, this, &MainWindow::analysisApplied);
    connect(m_review, &ReviewController::reviewFinished, this, &MainWindow::reviewFinished);
    connect(m_document, &DocumentController::pairChanged, this, &MainWindow::updateTitle);
    connect(m_w.draft->document(), &QTextDocument::modificationChanged, this,
            &MainWindow::updateTitle);
    connect(m_w.glossary, &GlossaryPanel::insertRequested, this, [this](const QString &text) {
        m_w.draft->insertPlainText(text);
        m_w.draft->setFocus();
    });

    // Translation memory: the Matches dock, Ctrl+1..5 and Ctrl+K (editor/memory/tmcontroller.h).
    m_tm = new TranslationMemoryController(
        this, m_w.source, m_w.draft, m_w.sync, [this] { return m_analysis->analysis(); },
        [this] { return m_document->draft().path; });
    m_docks.append(m_tm->dock());
    m_tm->setProject([this] { return m_document->project(); });
    m_tm->setPrompts(m_w.prompts); // asks once for the user's own credit line
    connect(m_tm, &TranslationMemoryController::message, statusBar(), &QStatusBar::showMessage);
    // term-consistency reads the memory's lexicon: a new build is read on the next lint.
    connect(m_tm, &TranslationMemoryController::memoryBuilt, m_document,
            &DocumentController::refreshProject);
    connect(m_analysis, &AnalysisController::analysisApplied, m_tm,
            &TranslationMemoryController::refresh);

    // The rendered page (editor/preview/previewcontroller.h), hidden until View > Preview shows it,
    // in the right column so the panes keep their width.
    m_preview = new PreviewController(m_w, m_analysis, this);
    auto *previewDock = addDock(tr("Preview"), QStringLiteral("previewDock"), m_preview->widget(),
                                Qt::RightDockWidgetArea);
    previewDock->hide();
    connect(
        previewDock, &QDockWidget::visibilityChanged, m_preview,
        [this, issuesDock, glossaryDock, previewDock](bool visible) {
            if (!visible) return;
            // A page needs room: the first time it is ever shown, most of the right
            // column's height and two fifths of the window's width.
            QSettings store;
            if (!store.value(settings::PreviewArranged).toBool() && !previewDock->isFloating()) {
                store.setValue(settings::PreviewArranged, true);
                // After the dock area has laid the shown dock out (docklayout.h).
                QTimer::singleShot(0, this, [this, issuesDock, glossaryDock, previewDock] {
                    arrangePreviewDock(this, {issuesDock, glossaryDock, m_tm->dock()}, previewDock);
                });
            }
            m_preview->refresh();
        });

    // A first start on a laptop: the Issues dock beside the panes (editor/chrome/docklayout.h); a
    // saved layout (readSettings) replaces this.
    if (const QScreen *screen = this->screen())
        arrangeDefaultDocks(this, {issuesDock, glossaryDock, m_tm->dock()},
                            screen->availableGeometry().size());
    m_actions->createMenus(m_docks);
    // File > Export Preview / Print Preview, before the Save group.
    if (QMenu *file = m_actions->fileMenu()) {
        QAction *save = nullptr;
        for (QAction *a : file->actions()) {
            if (a->shortcut() == QKeySequence(QKeySequence::Save)) save = a;
        }
        file->insertAction(save, m_preview->exportAction());
        file->insertAction(save, m_preview->printAction());
        file->insertSeparator(save);
    }
    // Next untranslated, Tab, the cursor per file, replace a term
    // (editor/editing/editingcontroller.h).
    m_editing = new EditingController(m_w, m_document, m_analysis, this);
    m_editing->addActions(m_actions->editMenu());
    connect(m_editing, &EditingController::message, statusBar(), &QStatusBar::showMessage);
    // An outside reader in the background, off by default (editor/secondreader/).
    m_secondReader = new SecondReaderController(m_document, m_analysis, m_w.draft, this);
    m_secondReader->addActions(m_actions->checksMenu());
    statusBar()->addPermanentWidget(m_secondReader->statusWidget());
    connect(m_secondReader, &SecondReaderController::message, statusBar(),
            &QStatusBar::showMessage);
    addProjectAction();
    addCatalogueAction();
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
        if (source.isOpen()) title += tr(" ← %1").arg(QFileInfo(source.path).fileName());
        title += QStringLiteral(" — ") + tr("Tandem");
    }
    const QString name = source.label.isEmpty() ? QFileInfo(source.path).fileName() : source.label;
    QString sourceText;
    if (source.isOpen())
        sourceText = source.existsOnDisk ? tr("English: %1").arg(name)
                                         : tr("English: %1 (git history, read-only)").arg(name);
    else if (m_document->isFindingSource()) // the in-place start's lookup, on a worker thread
        sourceText = tr("English: looking in the git history…");
    m_sourceLabel->setText(sourceText);
    m_sourceLabel->setToolTip(QDir::toNativeSeparators(source.path));
    setWindowTitle(title);
    setWindowModified(m_document->isModified());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_document->maybeSave()) {
        event->ignore();
        return;
    }
    m_editing->rememberCursor();
    m_document->closeCleanly();
    m_actions->writeSettings();
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls()) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    QStringList paths;
    for (const QUrl &url : event->mimeData()->urls()) {
        if (!url.isLocalFile()) continue;
        if (po::isCataloguePath(url.toLocalFile()))
            openCatalogue(url.toLocalFile());
        else
            paths.append(url.toLocalFile());
    }
    if (!paths.isEmpty()) m_document->openDropped(paths);
    event->acceptProposedAction();
}

} // namespace tandem
