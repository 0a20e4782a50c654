// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editoranalysis.h"
#include "lintsession.h"
#include "rstdocument.h"

#include <QFuture>
#include <QObject>
#include <QThreadPool>

#include <memory>

namespace tandem {

class ProjectContext;

// Runs the engine off the GUI thread. Each request carries a snapshot of both texts; while a run
// is in flight new requests only replace the pending one (latest wins), so typing never queues
// up work. Every run's result is handed over, also one overtaken by a newer request while it
// ran (its generation tells): the window shows it if it still fits the text, so highlighting
// keeps up with someone typing faster than a run takes. Runs go through one LintSession per
// project, so the read-only source is scanned, matched against the glossary and decorated once per
// load, not on every keystroke.
class LintRunner : public QObject
{
    Q_OBJECT
public:
    struct Inputs
    {
        QString sourceText;
        FileKind sourceKind = FileKind::Rst;
        bool hasSource = false;
        QString draftText;
        FileKind draftKind = FileKind::Rst;
        QString draftPath; // for suppressions
    };

    // What a worker keeps between runs of one project: the session (scanned source) and the
    // source pane's lines and decorations, redone only when the source or its issues change.
    struct Worker;

    explicit LintRunner(QObject *parent = nullptr);
    ~LintRunner() override;

    // The project the open files belong to (glossary, style, word lists, suppressions, checks).
    // Runs requested after this use it; a run in flight finishes with the old one.
    void setProject(std::shared_ptr<const ProjectContext> project);
    std::shared_ptr<const ProjectContext> project() const { return m_project; }

    // Schedules a run; returns its generation number.
    quint64 request(Inputs inputs);
    quint64 latestRequested() const { return m_requested; }
    bool isBusy() const { return m_running || m_pending.has_value(); }

    // One analysis done synchronously with `worker` (tests and benchmarks); makeWorker() gives
    // a fresh one for a project.
    static std::shared_ptr<Worker> makeWorker(std::shared_ptr<const ProjectContext> project);
    static AnalysisPtr analyse(const Inputs &in, Worker &worker, quint64 generation);
    // How often `worker` has scanned a source (once per source text).
    static int sourceScans(const Worker &worker);

    // Drops `analysis` on a thread of its own: the last reference to a long draft's analysis
    // (its documents, alignment and decorations) took the GUI thread about a millisecond per
    // key to free. Callers hand over an analysis they no longer show once no widget holds it.
    void retire(AnalysisPtr analysis);

signals:
    void finished(tandem::AnalysisPtr analysis);

private:
    void start(Inputs inputs, quint64 generation);
    void onRunFinished(AnalysisPtr result);

    // Every run started hands its result back with exactly one queued call to onRunFinished()
    // (no QFutureWatcher: a watcher given a new future drops the old one's queued signals, and
    // a run could end without any result arriving).
    QFuture<void> m_future;
    bool m_running = false;
    std::optional<std::pair<Inputs, quint64>> m_pending;
    quint64 m_requested = 0;
    std::shared_ptr<const ProjectContext> m_project;
    std::shared_ptr<Worker> m_worker; // for m_project; used by one run at a time
    QThreadPool m_retired;            // one thread that frees retired analyses
};

} // namespace tandem
