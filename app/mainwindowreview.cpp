// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow: reviewer mode. A checkout is reviewed in a worker (ReviewRunner); the review
// panel lists the changed translations; opening one shows it against the English it was
// translated from (often a version from git history, never written back), with the lines the
// branch changed and the English that changed upstream marked in the gutters.
#include "mainwindow.h"

#include "issuesfilter.h"
#include "issuespanel.h"
#include "reviewexport.h"
#include "reviewmodel.h"
#include "reviewpanel.h"
#include "scrollsync.h"
#include "sourcefinderchoices.h"
#include "textpane.h"

#include <QCheckBox>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QSaveFile>
#include <QSettings>
#include <QStatusBar>

namespace tandem {

void MainWindow::buildReviewDock()
{
    m_reviewPanel = new ReviewPanel(this);
    m_reviewDock = new QDockWidget(tr("Review"), this);
    m_reviewDock->setObjectName(QStringLiteral("reviewDock"));
    m_reviewDock->setWidget(m_reviewPanel);
    addDockWidget(Qt::BottomDockWidgetArea, m_reviewDock);
    // Beside the issues, which it feeds: the file list on the left, its issues on the right.
    if (auto *issuesDock = findChild<QDockWidget *>(QStringLiteral("issuesDock")))
        splitDockWidget(m_reviewDock, issuesDock, Qt::Horizontal);
    m_reviewDock->hide(); // until a checkout is opened (or the saved layout shows it)
    m_reviewRunner = new ReviewRunner(this);

    connect(m_reviewRunner, &ReviewRunner::started, this, [this](const QString &dir) {
        const QString text = tr("Reviewing %1…").arg(QDir::toNativeSeparators(dir));
        m_reviewPanel->setBusy(true, text);
        statusBar()->showMessage(text);
    });
    connect(m_reviewRunner, &ReviewRunner::finished, this, &MainWindow::applyReview);
    connect(m_reviewRunner, &ReviewRunner::fileRefreshed, this, [this](const ReviewFile &file) {
        m_reviewPanel->model()->replaceFile(file);
        if (m_reviewRow >= 0 && m_reviewPanel->model()->fileAt(m_reviewRow).change.path == file.change.path)
            markReviewLines(file);
    });
    connect(m_reviewPanel, &ReviewPanel::fileActivated, this, &MainWindow::openReviewFile);
    connect(m_reviewPanel, &ReviewPanel::driftActivated, this, &MainWindow::goToDriftChange);
    connect(m_reviewPanel, &ReviewPanel::exportRequested, this, &MainWindow::chooseReviewExport);
    connect(m_reviewPanel, &ReviewPanel::refreshRequested, this, [this] {
        if (m_reviewPanel->model()->hasReview())
            openCheckout(m_reviewPanel->model()->review().root);
    });
}

void MainWindow::openCheckout(const QString &dir)
{
    if (m_reviewDock->isHidden()) {
        m_reviewDock->show();
        // The file table needs room for its counts; the panes keep most of the height. Only
        // when the dock appears, so a layout the reviewer arranged is left alone.
        auto *issuesDock = findChild<QDockWidget *>(QStringLiteral("issuesDock"));
        if (issuesDock && dockWidgetArea(issuesDock) == dockWidgetArea(m_reviewDock)) {
            resizeDocks({m_reviewDock, issuesDock}, {width() / 2, width() / 2}, Qt::Horizontal);
            resizeDocks({m_reviewDock}, {height() * 2 / 5}, Qt::Vertical);
        }
    }
    m_reviewDock->raise();
    ReviewOptions options;
    options.project = projectSettings(); // the same checks and style rules as the editor's
    m_reviewRunner->start(QFileInfo(dir).absoluteFilePath(), options);
}

void MainWindow::applyReview(const ReviewRunner::Result &result)
{
    if (result.generation != m_reviewRunner->latestRequested())
        return;
    m_reviewPanel->setBusy(false);
    if (!result.review) {
        statusBar()->showMessage(tr("The review failed"), 5000);
        m_reviewPanel->setError(result.error);
        m_prompts->error(this, tr("Cannot review the checkout"), result.error);
        emit reviewFinished(false);
        return;
    }
    ReviewModel *model = m_reviewPanel->model();
    model->setReview(*result.review);
    m_reviewPanel->setBusy(false); // enables Refresh and Export now that there is a review
    m_exportReviewAction->setEnabled(true);
    m_upstreamAction->setEnabled(true);
    statusBar()->showMessage(model->rowCount() == 1
                                 ? tr("Reviewed 1 changed translation")
                                 : tr("Reviewed %1 changed translations").arg(model->rowCount()),
                             5000);

    // The draft open in the editor may be one of the files (opened before, or refreshed).
    m_reviewRow = -1;
    const QString open = QFileInfo(m_draft.path).canonicalFilePath();
    for (int row = 0; row < model->rowCount() && !open.isEmpty(); ++row) {
        if (QFileInfo(model->fileAt(row).absolutePath).canonicalFilePath() == open) {
            m_reviewRow = row;
            markReviewLines(model->fileAt(row));
            m_reviewPanel->setCurrentRow(row);
        }
    }
    if (m_reviewRow < 0) {
        leaveReviewFile();
        if (!m_draft.isOpen() && model->rowCount() > 0)
            openReviewFile(0); // `tandem DIR`: show the first file rather than empty panes
    }
    emit reviewFinished(true);
}

bool MainWindow::openReviewFile(int row)
{
    const ReviewModel *model = m_reviewPanel->model();
    if (row < 0 || row >= model->rowCount())
        return false;
    const ReviewFile file = model->fileAt(row); // a copy: the model may be replaced meanwhile
    if (!file.error.isEmpty()) {
        m_prompts->error(this, tr("Cannot open %1").arg(file.change.path), file.error);
        return false;
    }
    if (!maybeSave())
        return false;
    PaneFile source;
    if (file.source.isValid()) {
        source.kind = file.kind;
        if (file.source.commit.isEmpty()) { // a file on disk (upstream checkout, chosen by hand)
            source.path = file.source.path;
            source.existsOnDisk = true;
            if (!loadFile(source.path, &source.file, &source.diskBytes))
                return false;
        } else {
            // A version from history: shown read-only, named path@commit, never written.
            source.path = QDir(model->review().root).filePath(file.source.label());
            source.file.text = file.source.text;
        }
    }
    if (!openWithSource(std::move(source), file.absolutePath))
        return false;
    m_reviewRow = row;
    markReviewLines(file);
    m_reviewPanel->setCurrentRow(row);
    return true;
}

void MainWindow::markReviewLines(const ReviewFile &file)
{
    using Bar = TextPane::ChangeBar;
    QHash<int, Bar> draftBars;
    if (!file.changedLines.wholeFile)
        for (int line : file.changedLines.lines())
            draftBars.insert(line, Bar::Branch);
    m_draftPane->setChangeBars(draftBars, file.changedLines.wholeFile ? Bar::Branch : Bar::None);
    // In the source pane: the English the draft was translated from that changed upstream
    // since (an added paragraph is marked on the line it follows).
    QHash<int, Bar> sourceBars;
    if (file.drift && m_source.isOpen()) {
        for (const DriftChange &c : file.drift->changes) {
            if (c.oldFirstLine >= 0)
                for (int line = c.oldFirstLine; line <= c.oldLastLine; ++line)
                    sourceBars.insert(line, Bar::Upstream);
            else if (c.oldAnchorLine >= 0)
                sourceBars.insert(c.oldAnchorLine, Bar::Upstream);
        }
    }
    m_sourcePane->setChangeBars(sourceBars);
    m_issuesPanel->setChangedLineTest([this](const Issue &issue) { return isOnChangedLine(issue); });
}

void MainWindow::leaveReviewFile()
{
    m_reviewRow = -1;
    m_draftPane->setChangeBars({});
    m_sourcePane->setChangeBars({});
    m_issuesPanel->setChangedLineTest({});
}

bool MainWindow::isOnChangedLine(const Issue &issue) const
{
    if (m_reviewRow < 0)
        return true;
    // The marks in the draft gutter follow edits, so the test stays right while typing; a
    // source issue counts when the draft lines aligned with it changed (as ReviewFile does).
    auto changed = [this](int first, int last) {
        for (int line = first; line <= last; ++line)
            if (m_draftPane->changeBarAt(line) == TextPane::ChangeBar::Branch)
                return true;
        return false;
    };
    if (issue.side == Side::Draft)
        return changed(issue.range.start.line, std::max(issue.range.start.line, issue.range.end.line));
    if (!m_analysis || !m_analysis->lint.source)
        return false;
    const Alignment &a = m_analysis->lint.alignment;
    const int segment = a.segmentAtSourceLine(issue.range.start.line);
    if (segment < 0)
        return false;
    const auto [first, last] = a.draftLines(a.segments.at(segment));
    return first >= 0 && changed(first, last);
}

void MainWindow::reviewFileSaved()
{
    if (m_reviewRow >= 0)
        m_reviewRunner->refreshFile(m_reviewPanel->model()->fileAt(m_reviewRow).change);
}

void MainWindow::reviewSourcePicked(const QString &sourcePath)
{
    if (m_reviewRow < 0)
        return;
    // Remembered per checkout in Tandem's settings, where `tandem lint --checkout` finds it too.
    const Review &review = m_reviewPanel->model()->review();
    const ReviewFile &file = m_reviewPanel->model()->fileAt(m_reviewRow);
    QSettings settings;
    SourceChoices choices = SourceChoices::load(settings, review.root);
    choices.setChoice(file.change.path, {QFileInfo(sourcePath).absoluteFilePath(), {}, {}});
    choices.save(settings, review.root);
    m_reviewRunner->setChoices(choices);
    m_sourcePane->setChangeBars({}); // the drift was against the other source
    m_reviewRunner->refreshFile(file.change);
}

bool MainWindow::setUpstreamCheckout(const QString &dir)
{
    if (!m_reviewPanel->model()->hasReview() || !QFileInfo(dir).isDir())
        return false;
    const QString root = m_reviewPanel->model()->review().root;
    QSettings settings;
    SourceChoices choices = SourceChoices::load(settings, root);
    choices.setUpstreamDir(QFileInfo(dir).canonicalFilePath());
    choices.save(settings, root);
    openCheckout(root); // the runner reads the choices afresh
    return true;
}

void MainWindow::goToDriftChange(int row, int change)
{
    if (row != m_reviewRow && !openReviewFile(row))
        return;
    const ReviewFile &file = m_reviewPanel->model()->fileAt(row);
    if (!file.drift || change < 0 || change >= file.drift->changes.size())
        return;
    const DriftChange &c = file.drift->changes.at(change);
    const int englishLine = c.oldFirstLine >= 0 ? c.oldFirstLine : c.oldAnchorLine;
    if (englishLine >= 0 && m_source.isOpen()) {
        m_sourcePane->setTextCursor(m_sourcePane->cursorAt(englishLine, 0));
        m_sourcePane->centerCursor();
        m_sync->updateCurrentSegment(m_sourcePane, true);
    }
    const int draftLine = file.draftLineFor(c);
    if (draftLine >= 0)
        goToLine(draftLine + 1);
}

void MainWindow::chooseReviewExport()
{
    const ReviewModel *model = m_reviewPanel->model();
    if (!model->hasReview())
        return;
    const QString markdown = tr("Markdown, to paste into the pull request (*.md)");
    const QString json = tr("JSON (*.json)");
    QString filter = markdown;
    QString path = QFileDialog::getSaveFileName(this, tr("Export Review"),
                                                QDir(model->review().root).filePath(QStringLiteral("review.md")),
                                                markdown + QStringLiteral(";;") + json, &filter);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += filter == json ? QStringLiteral(".json") : QStringLiteral(".md");
    exportReview(path);
}

bool MainWindow::exportReview(const QString &path)
{
    const ReviewModel *model = m_reviewPanel->model();
    if (!model->hasReview())
        return false;
    // What the issues panel shows is what goes out: with "Only changed lines" ticked, only the
    // comments GitHub can place on the diff.
    ReviewExportOptions options;
    options.onlyChangedLines = !m_issuesPanel->changedLinesBox()->isHidden()
                               && m_issuesPanel->changedLinesBox()->isChecked();
    const bool asJson = QFileInfo(path).suffix().compare(QStringLiteral("json"), Qt::CaseInsensitive) == 0;
    const QByteArray bytes = asJson ? reviewToJson(model->review(), options)
                                    : reviewToMarkdown(model->review(), options);
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size() || !out.commit()) {
        m_prompts->error(this, tr("Cannot export the review"),
                         tr("%1\n\n%2").arg(QDir::toNativeSeparators(path), out.errorString()));
        return false;
    }
    statusBar()->showMessage(tr("Review saved to %1").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

} // namespace tandem
