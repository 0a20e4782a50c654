// SPDX-License-Identifier: GPL-3.0-or-later
#include "reviewrunner.h"

#include <QSettings>
#include <QtConcurrent/QtConcurrentRun>

namespace tandem {

ReviewRunner::ReviewRunner(QObject *parent)
    : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<Result>::finished, this, &ReviewRunner::onRunFinished);
    connect(&m_refreshWatcher, &QFutureWatcher<ReviewFile>::finished, this, [this] {
        // A full run started meanwhile brings its own, newer data.
        if (!isBusy())
            emit fileRefreshed(m_refreshWatcher.result());
    });
}

// No waiting here: a review of a big branch can take many git calls, and closing the window
// must not hang on them. The workers hold only their own copies (request, builder) and never
// touch the runner, so they may finish after it is gone; their results are dropped.
ReviewRunner::~ReviewRunner() = default;

quint64 ReviewRunner::start(const QString &dir, const ReviewOptions &options, bool rememberedChoices)
{
    Request request{dir, options, rememberedChoices, ++m_requested};
    if (m_watcher.isRunning())
        m_pending = std::move(request);
    else
        launch(std::move(request));
    return m_requested;
}

void ReviewRunner::launch(Request request)
{
    emit started(request.dir);
    m_watcher.setFuture(QtConcurrent::run([request = std::move(request)] {
        return run(request.dir, request.options, request.rememberedChoices, request.generation);
    }));
}

void ReviewRunner::onRunFinished()
{
    Result result = m_watcher.result();
    if (m_pending) {
        Request next = std::move(*m_pending);
        m_pending.reset();
        launch(std::move(next));
        return; // a newer request supersedes this result
    }
    if (result.review)
        m_builder = result.builder;
    emit finished(result);
}

void ReviewRunner::refreshFile(const ChangedFile &file)
{
    if (!m_builder || m_refreshWatcher.isRunning() || isBusy())
        return; // the run in flight (or the one about to end) re-reads the file anyway
    m_refreshWatcher.setFuture(
        QtConcurrent::run([builder = m_builder, file] { return builder->reviewFile(file); }));
}

void ReviewRunner::setChoices(const SourceChoices &choices)
{
    if (!m_builder)
        return;
    // A copy: a refresh in flight keeps the builder it started with.
    auto builder = std::make_shared<ReviewBuilder>(*m_builder);
    builder->setChoices(choices);
    m_builder = std::move(builder);
}

ReviewRunner::Result ReviewRunner::run(const QString &dir, ReviewOptions options,
                                       bool rememberedChoices, quint64 generation)
{
    Result result;
    result.generation = generation;
    const auto checkout = Checkout::open(dir, &result.error);
    if (!checkout)
        return result;
    if (rememberedChoices) {
        QSettings settings; // the application's settings file, as the CLI reads it
        options.choices = SourceChoices::load(settings, checkout->root());
    }
    auto builder = std::make_shared<ReviewBuilder>(*checkout, std::move(options));
    result.review = builder->build(&result.error);
    result.builder = std::move(builder);
    return result;
}

} // namespace tandem
