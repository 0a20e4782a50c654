// SPDX-License-Identifier: GPL-3.0-or-later
// ReviewController: reviewer mode (see reviewcontroller.h).
#include "reviewcontroller.h"

#include "analysiscontroller.h"
#include "docklayout.h"
#include "documentcontroller.h"
#include "issuesfilter.h"
#include "issuespanel.h"
#include "panenavigation.h"
#include "reviewexport.h"
#include "reviewmodel.h"
#include "reviewpanel.h"
#include "scrollsync.h"
#include "settingskeys.h"
#include "sourcefinderchoices.h"
#include "textpane.h"
#include "userprompts.h"

#include <QAction>
#include <QCheckBox>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QSaveFile>
#include <QSettings>
#include <QStandardPaths>

namespace tandem {

ReviewController::ReviewController(const EditorWidgets &widgets, DocumentController *document,
                                   AnalysisController *analysis, ReviewPanel *panel,
                                   QDockWidget *dock, QDockWidget *issuesDock, QObject *parent)
    : QObject(parent), m_w(widgets), m_document(document), m_analysis(analysis), m_panel(panel),
      m_dock(dock), m_issuesDock(issuesDock)
{
    m_runner = new ReviewRunner(this);
    m_exportAction = new QAction(tr("&Export Review…"), this);
    m_exportAction->setEnabled(false);
    connect(m_exportAction, &QAction::triggered, this, &ReviewController::chooseReviewExport);
    m_postAction = new QAction(tr("Post Review to &GitHub…"), this);
    m_postAction->setEnabled(false);
    connect(m_postAction, &QAction::triggered, this, &ReviewController::choosePostToGithub);
    m_upstreamAction = new QAction(tr("Compare with &Upstream Checkout…"), this);
    m_upstreamAction->setEnabled(false);
    connect(m_upstreamAction, &QAction::triggered, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(
            m_w.window, tr("The upstream checkout with the newest English (for upstream drift)"));
        if (!dir.isEmpty()) setUpstreamCheckout(dir);
    });

    connect(m_runner, &ReviewRunner::started, this, [this](const QString &dir) {
        const QString text = tr("Reviewing %1…").arg(QDir::toNativeSeparators(dir));
        m_panel->setBusy(true, text);
        emit message(text, 0);
    });
    connect(m_runner, &ReviewRunner::finished, this, &ReviewController::applyReview);
    connect(m_runner, &ReviewRunner::fileRefreshed, this, [this](const ReviewFile &file) {
        m_panel->model()->replaceFile(file);
        if (m_reviewRow >= 0 &&
            m_panel->model()->fileAt(m_reviewRow).change.path == file.change.path) {
            showRefreshedSource(file);
            markReviewLines(file);
        }
    });
    connect(m_panel, &ReviewPanel::fileActivated, this, &ReviewController::openReviewFile);
    connect(m_panel, &ReviewPanel::driftActivated, this, &ReviewController::goToDriftChange);
    connect(m_panel, &ReviewPanel::exportRequested, this, &ReviewController::chooseReviewExport);
    connect(m_panel, &ReviewPanel::refreshRequested, this, &ReviewController::reviewAgain);
    connect(m_panel, &ReviewPanel::baseChosen, this, &ReviewController::setBase);
    connect(m_document, &DocumentController::aboutToChangePair, this,
            &ReviewController::leaveReviewFile); // openReviewFile() marks the lines again after
    connect(m_document, &DocumentController::saved, this, &ReviewController::reviewFileSaved);
    connect(m_document, &DocumentController::sourcePicked, this,
            &ReviewController::reviewSourcePicked);
}

void ReviewController::restoreDockVisibility()
{
    if (!m_panel->model()->hasReview() && !m_runner->isBusy()) m_dock->hide();
}

void ReviewController::openCheckout(const QString &dir, const QString &base)
{
    m_dir = QFileInfo(dir).absoluteFilePath();
    m_base = base.trimmed();
    // Placed beside the Issues dock only when it appears, so a layout the reviewer arranged is
    // left alone (editor/chrome/docklayout.h).
    if (m_dock->isHidden()) showReviewDock(m_w.window, m_dock, m_issuesDock);
    m_dock->raise();
    ReviewOptions options;
    options.project =
        m_document->projectSettings(); // the same checks and style rules as the editor's
    options.base = m_base;
    m_runner->start(m_dir, options);
}

void ReviewController::reviewAgain()
{
    if (!m_dir.isEmpty()) openCheckout(m_dir, m_base);
}

void ReviewController::setBase(const QString &ref)
{
    if (m_dir.isEmpty() || ref.trimmed() == m_base) return;
    openCheckout(m_dir, ref);
}

void ReviewController::applyReview(const ReviewRunner::Result &result)
{
    if (result.generation != m_runner->latestRequested()) return;
    m_panel->setBusy(false);
    if (!result.bases.isEmpty() || !result.defaultBase.isEmpty())
        m_panel->setBaseCandidates(result.bases, m_base, result.defaultBase);
    if (!result.review) {
        emit message(tr("The review failed"), 5000);
        m_panel->setError(result.error);
        m_w.prompts->error(m_w.window, tr("Cannot review the checkout"), result.error);
        emit reviewFinished(false);
        return;
    }
    ReviewModel *model = m_panel->model();
    model->setReview(*result.review);
    m_panel->setBusy(false); // enables Refresh and Export now that there is a review
    m_exportAction->setEnabled(true);
    m_postAction->setEnabled(!m_posting);
    m_upstreamAction->setEnabled(true);
    emit message(model->rowCount() == 1
                     ? tr("Reviewed 1 changed translation")
                     : tr("Reviewed %1 changed translations").arg(model->rowCount()),
                 5000);

    // The draft open in the editor may be one of the files (opened before, or refreshed).
    m_reviewRow = -1;
    const QString open = QFileInfo(m_document->draft().path).canonicalFilePath();
    for (int row = 0; row < model->rowCount() && !open.isEmpty(); ++row) {
        if (QFileInfo(model->fileAt(row).absolutePath).canonicalFilePath() == open) {
            m_reviewRow = row;
            showRefreshedSource(model->fileAt(row));
            markReviewLines(model->fileAt(row));
            m_panel->setCurrentRow(row);
        }
    }
    if (m_reviewRow < 0) {
        leaveReviewFile();
        if (!m_document->draft().isOpen() && model->rowCount() > 0)
            openReviewFile(0); // `tandem DIR`: show the first file rather than empty panes
    }
    emit reviewFinished(true);
}

bool ReviewController::openReviewFile(int row)
{
    const ReviewModel *model = m_panel->model();
    if (row < 0 || row >= model->rowCount()) return false;
    const ReviewFile file = model->fileAt(row); // a copy: the model may be replaced meanwhile
    if (!file.error.isEmpty()) {
        m_w.prompts->error(m_w.window, tr("Cannot open %1").arg(file.change.path), file.error);
        return false;
    }
    if (!m_document->maybeSave()) return false;
    PaneFile source;
    if (!sourcePaneFor(file, &source)) return false;
    // Without a source, openWithSource() looks for the in-place start's English (a file still
    // in English: HEAD's) on a worker thread.
    if (!m_document->openWithSource(std::move(source), file.absolutePath)) return false;
    m_reviewRow = row;
    markReviewLines(file);
    m_panel->setCurrentRow(row);
    if (!file.source.isValid() && !file.source.historyProblem.isEmpty()) askForMissingSource(file);
    return true;
}

bool ReviewController::sourcePaneFor(const ReviewFile &file, PaneFile *pane) const
{
    *pane = PaneFile();
    if (!file.source.isValid()) return true; // the draft alone
    pane->kind = file.kind;
    if (file.source.commit.isEmpty()) { // a file on disk (upstream checkout, chosen by hand)
        pane->path = file.source.path;
        pane->existsOnDisk = true;
        return m_document->loadFile(pane->path, &pane->file, &pane->diskDigest);
    }
    // A version from history: shown read-only, named path@commit, never written.
    pane->path = QDir(m_panel->model()->review().root).filePath(file.source.label());
    pane->label = file.source.label();
    pane->file.text = file.source.text;
    return true;
}

void ReviewController::showRefreshedSource(const ReviewFile &file)
{
    // No source now (its history became unreadable, say): the English shown stays, and the
    // file's row says why.
    if (!file.source.isValid()) return;
    PaneFile source;
    if (!sourcePaneFor(file, &source)) return;
    if (source.path == m_document->source().path && source.file.text == m_document->sourceText())
        return; // unchanged: keep the pane as it is (scroll position, selection)
    m_document->replaceSource(std::move(source));
    emit message(
        tr("The English source changed: now %1").arg(QDir::toNativeSeparators(file.source.label())),
        5000);
}

void ReviewController::askForMissingSource(const ReviewFile &file)
{
    if (m_askedForSource.contains(file.change.path)) return; // once per file and session
    m_askedForSource.insert(file.change.path);
    const UserPrompts::SourceAnswer answer =
        m_w.prompts->askForSource(m_w.window, file.change.path, file.source.historyProblem);
    using Kind = UserPrompts::SourceAnswer::Kind;
    if (answer.kind == Kind::File)
        m_document->pickSource(answer.path); // remembered for the checkout (reviewSourcePicked)
    else if (answer.kind == Kind::UpstreamCheckout)
        setUpstreamCheckout(answer.path); // the review is redone with it as the fallback
}

void ReviewController::markReviewLines(const ReviewFile &file)
{
    using Bar = TextPane::ChangeBar;
    QHash<int, Bar> draftBars;
    if (!file.changedLines.wholeFile)
        for (int line : file.changedLines.lines())
            draftBars.insert(line, Bar::Branch);
    m_w.draft->setChangeBars(draftBars, file.changedLines.wholeFile ? Bar::Branch : Bar::None);
    // In the source pane: the English the draft was translated from that changed upstream
    // since (an added paragraph is marked on the line it follows).
    QHash<int, Bar> sourceBars;
    if (file.drift && m_document->source().isOpen()) {
        for (const DriftChange &c : file.drift->changes) {
            if (c.oldFirstLine >= 0)
                for (int line = c.oldFirstLine; line <= c.oldLastLine; ++line)
                    sourceBars.insert(line, Bar::Upstream);
            else if (c.oldAnchorLine >= 0)
                sourceBars.insert(c.oldAnchorLine, Bar::Upstream);
        }
    }
    m_w.source->setChangeBars(sourceBars);
    m_w.issues->setChangedLineTest([this](const Issue &issue) { return isOnChangedLine(issue); });
}

void ReviewController::leaveReviewFile()
{
    m_reviewRow = -1;
    m_w.draft->setChangeBars({});
    m_w.source->setChangeBars({});
    m_w.issues->setChangedLineTest({});
}

bool ReviewController::isOnChangedLine(const Issue &issue) const
{
    if (m_reviewRow < 0) return true;
    // The marks in the draft gutter follow edits, so the test stays right while typing; a
    // source issue counts when the draft lines aligned with it changed (as ReviewFile does).
    auto changed = [this](int first, int last) {
        for (int line = first; line <= last; ++line)
            if (m_w.draft->changeBarAt(line) == TextPane::ChangeBar::Branch) return true;
        return false;
    };
    if (issue.side == Side::Draft) {
        const int line = issue.range.start.line;
        if (changed(line, std::max(line, issue.range.end.line))) return true;
        // An unchanged line whose problem a changed line caused (the old underline of a title
        // the branch made longer) is on the change, as the review counts it; its cause is found
        // by the review's lines, and counts while that line is still marked as changed.
        const QHash<int, int> &causes = m_panel->model()->fileAt(m_reviewRow).causeLines;
        const auto cause = causes.constFind(line);
        return cause != causes.constEnd() && changed(*cause, *cause);
    }
    const AnalysisPtr analysis = m_analysis->analysis();
    if (!analysis || !analysis->lint.source) return false;
    const Alignment &a = analysis->lint.alignment;
    const int segment = a.segmentAtSourceLine(issue.range.start.line);
    if (segment < 0) return false;
    const auto [first, last] = a.draftLines(a.segments.at(segment));
    return first >= 0 && changed(first, last);
}

void ReviewController::reviewFileSaved()
{
    if (m_reviewRow >= 0) m_runner->refreshFile(m_panel->model()->fileAt(m_reviewRow).change);
}

void ReviewController::reviewSourcePicked(const QString &sourcePath)
{
    if (m_reviewRow < 0) return;
    // Remembered per checkout in Tandem's settings, where `tandem lint --checkout` finds it too.
    const Review &review = m_panel->model()->review();
    const ReviewFile &file = m_panel->model()->fileAt(m_reviewRow);
    QSettings settings;
    SourceChoices choices = SourceChoices::load(settings, review.root);
    choices.setChoice(file.change.path, {QFileInfo(sourcePath).absoluteFilePath(), {}, {}});
    choices.save(settings, review.root);
    m_runner->setChoices(choices);
    m_w.source->setChangeBars({}); // the drift was against the other source
    m_runner->refreshFile(file.change);
}

bool ReviewController::setUpstreamCheckout(const QString &dir)
{
    if (!m_panel->model()->hasReview() || !QFileInfo(dir).isDir()) return false;
    const QString root = m_panel->model()->review().root;
    QSettings settings;
    SourceChoices choices = SourceChoices::load(settings, root);
    choices.setUpstreamDir(QFileInfo(dir).canonicalFilePath());
    choices.save(settings, root);
    openCheckout(root, m_base); // the runner reads the choices afresh
    return true;
}

void ReviewController::goToDriftChange(int row, int change)
{
    if (row != m_reviewRow && !openReviewFile(row)) return;
    const ReviewFile &file = m_panel->model()->fileAt(row);
    if (!file.drift || change < 0 || change >= file.drift->changes.size()) return;
    const DriftChange &c = file.drift->changes.at(change);
    const int englishLine = c.oldFirstLine >= 0 ? c.oldFirstLine : c.oldAnchorLine;
    if (englishLine >= 0 && m_document->source().isOpen()) {
        m_w.source->setTextCursor(m_w.source->cursorAt(englishLine, 0));
        m_w.source->centerCursor();
        m_w.sync->updateCurrentSegment(m_w.source, true);
    }
    const int draftLine = file.draftLineFor(c);
    if (draftLine >= 0) showLine(m_w.draft, draftLine);
}

void ReviewController::chooseReviewExport()
{
    const ReviewModel *model = m_panel->model();
    if (!model->hasReview()) return;
    const QString markdown = tr("Markdown, to paste into the pull request (*.md)");
    const QString json = tr("JSON (*.json)");
    QString filter = markdown;
    QString path =
        QFileDialog::getSaveFileName(m_w.window, tr("Export Review"), defaultExportPath(),
                                     markdown + QStringLiteral(";;") + json, &filter);
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty())
        path += filter == json ? QStringLiteral(".json") : QStringLiteral(".md");
    exportReview(path);
}

QString ReviewController::defaultExportPath() const
{
    const QString root = m_panel->model()->hasReview() ? m_panel->model()->review().root
                                                       : QFileInfo(m_dir).absoluteFilePath();
    const auto usable = [&root](const QString &dir) {
        if (dir.isEmpty() || !QFileInfo(dir).isDir()) return false;
        const QString canonical = QFileInfo(dir).canonicalFilePath();
        return root.isEmpty() ||
               (canonical != root && !canonical.startsWith(root + QLatin1Char('/')));
    };
    QString dir = QSettings().value(settings::ReviewExportDir).toString();
    if (!usable(dir)) dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!usable(dir)) dir = QFileInfo(root).absolutePath(); // the folder holding the checkout
    const QString name = QFileInfo(root).fileName();
    return QDir(dir).filePath(name.isEmpty() ? QStringLiteral("review.md")
                                             : QStringLiteral("review-%1.md").arg(name));
}

bool ReviewController::exportReview(const QString &path)
{
    const ReviewModel *model = m_panel->model();
    if (!model->hasReview()) return false;
    // What the issues panel shows is what goes out: with "Only changed lines" ticked, only the
    // comments GitHub can place on the diff.
    ReviewExportOptions options;
    options.onlyChangedLines =
        !m_w.issues->changedLinesBox()->isHidden() && m_w.issues->changedLinesBox()->isChecked();
    const bool asJson =
        QFileInfo(path).suffix().compare(QStringLiteral("json"), Qt::CaseInsensitive) == 0;
    const QByteArray bytes = asJson ? reviewToJson(model->review(), options)
                                    : reviewToMarkdown(model->review(), options);
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size() || !out.commit()) {
        m_w.prompts->error(m_w.window, tr("Cannot export the review"),
                           tr("%1\n\n%2").arg(QDir::toNativeSeparators(path), out.errorString()));
        return false;
    }
    QSettings().setValue(settings::ReviewExportDir, QFileInfo(path).absolutePath());
    emit message(tr("Review saved to %1").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

} // namespace tandem
