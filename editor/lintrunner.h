// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editoranalysis.h"
#include "linter.h"
#include "rstdocument.h"

#include <QFuture>
#include <QObject>

#include <memory>

namespace tandem {

class GlossaryMatcher;
class Suppressions;

// Runs the engine off the GUI thread. Each request carries a snapshot of both texts; while a run
// is in flight new requests only replace the pending one (latest wins), and a result that is
// already stale when it arrives is dropped, so typing never queues up work and the GUI thread
// only ever applies the newest state.
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

    explicit LintRunner(QObject *parent = nullptr);
    ~LintRunner() override;

    void setGlossary(std::shared_ptr<const GlossaryMatcher> matcher);
    void setOptions(const LintOptions &options);
    void setSuppressions(std::shared_ptr<const Suppressions> suppressions);

    // Schedules a run; returns its generation number.
    quint64 request(Inputs inputs);
    quint64 latestRequested() const { return m_requested; }
    bool isBusy() const { return m_running || m_pending.has_value(); }

    // The analysis done synchronously (for tests and the CLI-like paths).
    static AnalysisPtr analyse(const Inputs &in, const GlossaryMatcher *matcher,
                               const LintOptions &options, const Suppressions *suppressions,
                               quint64 generation);

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
    std::shared_ptr<const GlossaryMatcher> m_matcher;
    std::shared_ptr<const Suppressions> m_suppressions;
    LintOptions m_options;
};

} // namespace tandem
