// SPDX-License-Identifier: GPL-3.0-or-later
#include "lintrunner.h"

#include "decorationbuilder.h"
#include "glossarymatcher.h"
#include "projectcontext.h"
#include "segmenttext.h"

#include <QtConcurrent/QtConcurrentRun>

namespace tandem {

namespace {

Issues sideIssues(const Issues &all, Side side)
{
    Issues out;
    for (const Issue &i : all)
        if (i.side == side) out.append(i);
    return out;
}

} // namespace

struct LintRunner::Worker
{
    explicit Worker(std::shared_ptr<const ProjectContext> project) : session(std::move(project)) {}

    LintSession session;
    // The source pane as last decorated: for which scanned document, with which issues.
    const RstDocument *decoratedSource = nullptr;
    QString sourceText;             // what sourceLines look into
    QList<QStringView> sourceLines; // views, not copies: a 15 MB source is one copy less
    QList<TermHit> sourceTerms;
    Issues sourceIssues;
    PaneDecorations sourceDecorations;
    std::shared_ptr<const AlignedRows> rows; // of the last run
};

namespace {

// Holds the last reference to a retired analysis until it runs, on the releasing thread.
class Release : public QRunnable
{
public:
    explicit Release(AnalysisPtr analysis) : m_analysis(std::move(analysis)) {}
    void run() override { m_analysis.reset(); }

private:
    AnalysisPtr m_analysis;
};

} // namespace

LintRunner::LintRunner(QObject *parent) : QObject(parent)
{
    m_retired.setMaxThreadCount(1);
}

// The worker posts its result to this object; waiting here means no run outlives it (a result
// posted to a deleted object is discarded by Qt). Retired analyses are freed before the pool
// that frees them goes.
LintRunner::~LintRunner()
{
    m_future.waitForFinished();
    m_retired.waitForDone();
}

void LintRunner::retire(AnalysisPtr analysis)
{
    // Not the last reference (a widget still shows it): whoever drops it last frees it.
    if (analysis && analysis.use_count() == 1) m_retired.start(new Release(std::move(analysis)));
}

void LintRunner::setProject(std::shared_ptr<const ProjectContext> project)
{
    m_project = std::move(project);
}

quint64 LintRunner::request(Inputs inputs)
{
    const quint64 generation = ++m_requested;
    if (m_running)
        m_pending.emplace(std::move(inputs), generation);
    else
        start(std::move(inputs), generation);
    return generation;
}

std::shared_ptr<LintRunner::Worker>
LintRunner::makeWorker(std::shared_ptr<const ProjectContext> project)
{
    return std::make_shared<Worker>(std::move(project));
}

int LintRunner::sourceScans(const Worker &worker)
{
    return worker.session.sourceScans();
}

void LintRunner::start(Inputs inputs, quint64 generation)
{
    m_running = true;
    // A new project gets a new worker; the old one may still be finishing a run.
    if (!m_worker || m_worker->session.sharedProject() != m_project)
        m_worker = makeWorker(m_project);
    m_future = QtConcurrent::run([this, inputs = std::move(inputs), worker = m_worker, generation] {
        AnalysisPtr result = analyse(inputs, *worker, generation);
        // Moved on, not copied: the GUI thread's last reference is the one it retires.
        QMetaObject::invokeMethod(
            this,
            [this, result = std::move(result)]() mutable { onRunFinished(std::move(result)); },
            Qt::QueuedConnection);
    });
}

void LintRunner::onRunFinished(AnalysisPtr result)
{
    m_running = false;
    if (m_pending) {
        auto [inputs, generation] = std::move(*m_pending);
        m_pending.reset();
        start(std::move(inputs), generation);
        // Already stale, but newer than what the window shows: handed over all the same (the
        // controller decides whether it still fits the text), or a typist faster than a run
        // would see no highlighting at all until they pause.
    }
    emit finished(result);
    // A result overtaken by a newer one is not shown; one that is, the window holds.
    retire(std::move(result));
}

AnalysisPtr LintRunner::analyse(const Inputs &in, Worker &worker, quint64 generation)
{
    auto a = std::make_shared<EditorAnalysis>();
    a->generation = generation;
    a->draftLineCount = int(in.draftText.count(u'\n')) + 1;
    const std::optional<LintText> source =
        in.hasSource ? std::optional<LintText>(LintText{QString(), in.sourceText, in.sourceKind})
                     : std::nullopt;
    LintOutcome outcome =
        worker.session.lint(source, LintText{in.draftPath, in.draftText, in.draftKind});
    a->lint = std::move(outcome.lint);
    a->issues = std::move(outcome.issues);
    const GlossaryMatcher *matcher = &worker.session.project().terms();
    // The glossary checks found the matches already, unless they are all switched off.
    const QList<TermHit> draftTerms =
        a->lint.draftTerms ? *a->lint.draftTerms : findTerms(*a->lint.draft, *matcher, false);
    const QList<QStringView> draftLines = QStringView(in.draftText).split(u'\n');
    a->draft = buildDecorations(draftLines, *a->lint.draft, draftTerms, matcher,
                                sideIssues(a->issues, Side::Draft));
    if (a->lint.source) {
        // The source is read-only: its decorations change only with its own issues.
        const Issues sourceIssues = sideIssues(a->issues, Side::Source);
        if (worker.decoratedSource != a->lint.source.get()) {
            worker.decoratedSource = a->lint.source.get();
            worker.sourceText = in.sourceText;
            worker.sourceLines = QStringView(worker.sourceText).split(u'\n');
            worker.sourceTerms = a->lint.sourceTerms ? *a->lint.sourceTerms
                                                     : findTerms(*a->lint.source, *matcher, true);
            worker.sourceDecorations = buildDecorations(worker.sourceLines, *a->lint.source,
                                                        worker.sourceTerms, matcher, sourceIssues);
            worker.sourceIssues = sourceIssues;
        } else if (worker.sourceIssues != sourceIssues) {
            worker.sourceDecorations = buildDecorations(worker.sourceLines, *a->lint.source,
                                                        worker.sourceTerms, matcher, sourceIssues);
            worker.sourceIssues = sourceIssues;
        }
        a->sourceTerms = worker.sourceTerms;
        a->source = worker.sourceDecorations;
        const Alignment &al = a->lint.alignment;
        a->segments = buildSegmentMap(al, int(worker.sourceLines.size()), int(draftLines.size()));
        // The same rows as last time are the same object: the panes then know without
        // comparing that nothing needs laying out again.
        if (worker.rows && a->segments.rows && *worker.rows == *a->segments.rows)
            a->segments.rows = worker.rows;
        else
            worker.rows = a->segments.rows;
        a->progress =
            translationProgress(*a->lint.source, *a->lint.draft, al, a->lint.sourceMemo.get());
    }
    return a;
}

} // namespace tandem
