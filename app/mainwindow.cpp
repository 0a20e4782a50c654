// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "editorfonts.h"
#include "findbar.h"
#include "glossarymatcher.h"
#include "glossarypanel.h"
#include "tmcontroller.h"
#include "issuesmodel.h"
#include "issuespanel.h"
#include "lintrunner.h"
#include "panehighlighter.h"
#include "scrollsync.h"
#include "settingskeys.h"
#include "textpane.h"

#include <QDockWidget>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QLabel>
#include <QSplitter>
#include <QStatusBar>
#include <QTimer>
#include <QVBoxLayout>

namespace tandem {

MainWindow::MainWindow(UserPrompts *prompts, QWidget *parent)
    : QMainWindow(parent), m_prompts(prompts ? prompts : &m_defaultPrompts)
{
    buildLayout();
    buildReviewDock();
    createActions();
    readSettings();
    setAcceptDrops(true);
    updateTitle();
}

MainWindow::~MainWindow() = default;

void MainWindow::buildLayout()
{
    m_sourcePane = new TextPane(this);
    m_sourcePane->setObjectName(QStringLiteral("sourcePane"));
    m_sourcePane->setReadOnly(true);
    m_sourcePane->setPlaceholderText(tr("No source file. Use File > Pick Source… to choose the "
                                        "English original."));
    m_draftPane = new TextPane(this);
    m_draftPane->setObjectName(QStringLiteral("draftPane"));
    m_draftPane->setPlaceholderText(tr("Open a pair with File > Open Pair… or drop two files here."));
    const QFont font = defaultEditorFont();
    m_sourcePane->setPaneFont(font);
    m_draftPane->setPaneFont(font);

    m_panes = new QSplitter(Qt::Horizontal, this);
    m_panes->addWidget(m_sourcePane);
    m_panes->addWidget(m_draftPane);
    m_panes->setChildrenCollapsible(false);
    m_findBar = new FindBar(this);
    m_findBar->setEditor(m_draftPane);
    m_findBar->hide();
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_panes, 1);
    layout->addWidget(m_findBar);
    setCentralWidget(central);

    m_issuesPanel = new IssuesPanel(this);
    auto *issuesDock = new QDockWidget(tr("Issues"), this);
    issuesDock->setObjectName(QStringLiteral("issuesDock"));
    issuesDock->setWidget(m_issuesPanel);
    addDockWidget(Qt::BottomDockWidgetArea, issuesDock);
    m_glossaryPanel = new GlossaryPanel(this);
    auto *glossaryDock = new QDockWidget(tr("Glossary"), this);
    glossaryDock->setObjectName(QStringLiteral("glossaryDock"));
    glossaryDock->setWidget(m_glossaryPanel);
    addDockWidget(Qt::RightDockWidgetArea, glossaryDock);

    m_statusLabel = new QLabel(this);
    statusBar()->addPermanentWidget(m_statusLabel);

    m_sync = new ScrollSync(m_sourcePane, m_draftPane, this);
    m_runner = new LintRunner(this);
    // Translation memory: the Matches dock, Ctrl+1..5 and Ctrl+K (editor/tmcontroller.h).
    m_tm = new TranslationMemoryController(this, m_sourcePane, m_draftPane, m_sync,
                                           [this] { return m_analysis; }, [this] { return m_draft.path; });
    connect(this, &MainWindow::analysisApplied, m_tm, &TranslationMemoryController::refresh);
    m_autosaveTimer = new QTimer(this);
    m_watcher = new QFileSystemWatcher(this);

    connect(m_runner, &LintRunner::finished, this, &MainWindow::applyAnalysis);
    connect(m_draftPane, &QPlainTextEdit::textChanged, this, [this] {
        if (m_loading)
            return;
        // textChanged also fires when the highlighter re-formats lines: applying an analysis
        // is no edit, and linting again for it would double the work of every keystroke.
        if (m_applyingAnalysis)
            return;
        m_autosaveDirty = true;
        requestLint();
    });
    connect(m_draftPane->document(), &QTextDocument::modificationChanged, this,
            &MainWindow::updateTitle);
    connect(m_sync, &ScrollSync::currentSegmentChanged, this, &MainWindow::updateGlossaryForSegment);
    connect(m_issuesPanel, &IssuesPanel::issueActivated, this, [this](const Issue &issue) {
        TextPane *pane = issue.side == Side::Draft ? m_draftPane : m_sourcePane;
        QTextCursor c = pane->cursorAt(issue.range.start.line, issue.range.start.column);
        const QTextCursor end = pane->cursorAt(issue.range.end.line, issue.range.end.column);
        c.setPosition(end.position(), QTextCursor::KeepAnchor);
        pane->setFocus();
        pane->setTextCursor(c);
        pane->centerCursor();
        m_sync->updateCurrentSegment(pane, true);
    });
    connect(m_glossaryPanel, &GlossaryPanel::insertRequested, this, [this](const QString &text) {
        m_draftPane->insertPlainText(text);
        m_draftPane->setFocus();
    });
    connect(m_sourcePane, &TextPane::contextMenuAboutToShow, this,
            [this](QMenu *menu, const QTextCursor &c) { extendContextMenu(Side::Source, menu, c); });
    connect(m_draftPane, &TextPane::contextMenuAboutToShow, this,
            [this](QMenu *menu, const QTextCursor &c) { extendContextMenu(Side::Draft, menu, c); });
    connect(m_draftPane, &TextPane::fixMarkClicked, this, &MainWindow::showFixMenu);
    connect(m_autosaveTimer, &QTimer::timeout, this, &MainWindow::autosave);
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, [this](const QString &path) {
        // A checkout replaces files in several steps; look once it has settled.
        QTimer::singleShot(150, this, [this, path] { checkDiskChange(path); });
    });
}

void MainWindow::requestLint()
{
    if (!m_draft.isOpen())
        return;
    LintRunner::Inputs in;
    in.hasSource = m_source.isOpen();
    in.sourceText = m_sourceText;
    in.sourceKind = m_source.kind;
    in.draftText = m_draftPane->rawText();
    in.draftKind = m_draft.kind;
    in.draftPath = m_draft.path;
    m_runner->request(std::move(in));
}

bool MainWindow::isAnalysisCurrent() const
{
    return m_analysis && m_analysis->generation == m_runner->latestRequested()
           && !m_runner->isBusy();
}

void MainWindow::applyAnalysis(AnalysisPtr analysis)
{
    if (analysis->generation != m_runner->latestRequested())
        return; // the text has moved on; the next result is on its way
    m_analysis = analysis;
    m_applyingAnalysis = true;
    m_draftPane->highlighter()->setDecorations(analysis->draft);
    m_sourcePane->highlighter()->setDecorations(analysis->source);
    m_applyingAnalysis = false;
    m_issuesPanel->model()->setIssues(analysis->issues);

    QHash<int, TextPane::LineMark> draftMarks, sourceMarks;
    for (const Issue &i : analysis->issues) {
        auto &marks = i.side == Side::Draft ? draftMarks : sourceMarks;
        TextPane::LineMark &m = marks[i.range.start.line];
        m.severity = std::max(m.severity, i.severity);
        m.fixable = m.fixable || (i.fix && i.side == Side::Draft);
    }
    m_draftPane->setLineMarks(draftMarks);
    m_sourcePane->setLineMarks(sourceMarks);
    m_sync->setAnalysis(analysis);
    updateGlossaryForSegment(m_sync->currentSegment());
    m_statusLabel->setText(statusText());
    emit analysisApplied(analysis->generation);
}

QString MainWindow::statusText() const
{
    if (!m_analysis)
        return {};
    int counts[3] = {0, 0, 0};
    for (const Issue &i : m_analysis->issues)
        ++counts[int(i.severity)];
    QString text = tr("%1 errors, %2 warnings, %3 notes")
                       .arg(counts[int(Severity::Error)])
                       .arg(counts[int(Severity::Warning)])
                       .arg(counts[int(Severity::Info)]);
    if (m_source.isOpen())
        text += tr("  ·  %1 of %2 segments translated")
                    .arg(m_analysis->translatedSegments)
                    .arg(m_analysis->proseSegments);
    return text;
}

void MainWindow::updateGlossaryForSegment(int segment)
{
    QList<int> entries;
    if (m_analysis && m_analysis->lint.source && segment >= 0
        && segment < m_analysis->lint.alignment.segments.size()) {
        const Alignment &a = m_analysis->lint.alignment;
        const auto [first, last] = a.sourceLines(a.segments.at(segment));
        for (const TermHit &hit : m_analysis->sourceTerms)
            if (hit.range.start.line >= first && hit.range.start.line <= last)
                entries.append(hit.match.entry);
    }
    m_glossaryPanel->setSegmentTerms(entries);
}

void MainWindow::updateTitle()
{
    QString title = tr("Tandem");
    if (m_draft.isOpen()) {
        title = QFileInfo(m_draft.path).fileName() + QStringLiteral("[*]");
        if (m_source.isOpen())
            title += tr(" ← %1").arg(QFileInfo(m_source.path).fileName());
        title += QStringLiteral(" — ") + tr("Tandem");
    }
    setWindowTitle(title);
    setWindowModified(m_draftPane->document()->isModified());
    if (m_draftPane->document()->isModified() && m_draft.isOpen())
        m_autosaveTimer->start();
}

} // namespace tandem
