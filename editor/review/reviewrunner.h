// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "basecandidates.h"
#include "reviewbuilder.h"

#include <QFuture>
#include <QObject>

#include <memory>
#include <optional>

namespace tandem {

// Runs reviewer mode off the GUI thread. Opening the checkout, finding sources in history and
// linting every changed file all run git synchronously and grow with the branch, so the GUI
// thread only starts a run and receives its result. One run at a time: a start() while one is
// in flight replaces the pending request (latest wins), as LintRunner does for typing.
class ReviewRunner : public QObject
{
    Q_OBJECT
public:
    struct Result
    {
        quint64 generation = 0;
        std::optional<Review> review; // empty on failure
        QString error;                // why, in one sentence
        // Kept to redo one file (after the draft is saved) without preparing everything again.
        std::shared_ptr<const ReviewBuilder> builder;
        // What the base selector offers (filled whenever the checkout could be opened, also
        // when the chosen base failed), and the base used when none is chosen.
        QList<BaseCandidate> bases;
        QString defaultBase;
    };

    // How many of HEAD's commits the base selector lists (after the branches).
    static constexpr int MaxBaseCommits = 50;

    explicit ReviewRunner(QObject *parent = nullptr);
    ~ReviewRunner() override;

    // Reviews the checkout containing `dir`. When `rememberedChoices` is set, the reviewer's
    // hand-chosen sources and upstream folder for that checkout are read from QSettings (the
    // same place `tandem lint --checkout` reads them) and override options.choices.
    quint64 start(const QString &dir, const ReviewOptions &options, bool rememberedChoices = true);
    // Reviews one file of the last successful run again, with the draft as now on disk.
    void refreshFile(const ChangedFile &file);

    // Hand-chosen sources changed: later refreshFile() calls use these.
    void setChoices(const SourceChoices &choices);

    bool isBusy() const { return m_running || m_pending.has_value(); }
    quint64 latestRequested() const { return m_requested; }

    // The whole run, synchronously (the worker's body; tests and tools may call it directly).
    static Result run(const QString &dir, ReviewOptions options, bool rememberedChoices,
                      quint64 generation);

signals:
    void started(const QString &dir);
    void finished(const tandem::ReviewRunner::Result &result);
    void fileRefreshed(const tandem::ReviewFile &file);

private:
    struct Request
    {
        QString dir;
        ReviewOptions options;
        bool rememberedChoices = true;
        quint64 generation = 0;
    };
    void launch(Request request);
    void onRunFinished(const Result &result);

    // Each run hands its result back with exactly one queued call, made only while this runner
    // still exists (see launch()); the flags say what is in flight.
    bool m_running = false;
    bool m_refreshing = false;
    std::optional<Request> m_pending;
    std::shared_ptr<const ReviewBuilder> m_builder;
    quint64 m_requested = 0;
};

} // namespace tandem
