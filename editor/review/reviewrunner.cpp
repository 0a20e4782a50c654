// SPDX-License-Identifier: GPL-3.0-or-later
#include "reviewrunner.h"

#include <QCoreApplication>
#include <QPointer>
#include <QSettings>
#include <QtConcurrent/QtConcurrentRun>

namespace tandem {

ReviewRunner::ReviewRunner(QObject *parent) : QObject(parent) {}

// No waiting here: a review of a big branch can take many git calls, and closing the window
// must not hang on them. The workers hold only their own copies (request, builder) and a weak
// pointer to the runner, checked on the GUI thread, so they may finish after it is gone; their
// results are dropped.
ReviewRunner::~ReviewRunner() = default;

namespace {

// Calls `deliver` on the GUI thread if `runner` still exists then.
template <typename F> void postToRunner(QPointer<ReviewRunner> runner, F deliver)
{
    QCoreApplication *app = QCoreApplication::instance();
    if (!app) return; // the application has ended: nobody is waiting
    QMetaObject::invokeMethod(
        app,
        [runner, deliver = std::move(deliver)]() mutable {
            if (runner) deliver(runner.data());
        },
        Qt::QueuedConnection);
}

} // namespace

quint64 ReviewRunner::start(const QString &dir, const ReviewOptions &options,
                            bool rememberedChoices)
{
    Request request{dir, options, rememberedChoices, ++m_requested};
    if (m_running)
        m_pending = std::move(request);
    else
        launch(std::move(request));
    return m_requested;
}

void ReviewRunner::launch(Request request)
{
    emit started(request.dir);
    m_running = true;
    QPointer<ReviewRunner> self(this);
    // The future is not kept: the result comes back through postToRunner().
    static_cast<void>(QtConcurrent::run([request = std::move(request), self] {
        Result result =
            run(request.dir, request.options, request.rememberedChoices, request.generation);
        postToRunner(self,
                     [result = std::move(result)](ReviewRunner *r) { r->onRunFinished(result); });
    }));
}

void ReviewRunner::onRunFinished(const Result &result)
{
    m_running = false;
    if (m_pending) {
        Request next = std::move(*m_pending);
        m_pending.reset();
        launch(std::move(next));
        return; // a newer request supersedes this result
    }
    if (result.review) m_builder = result.builder;
    emit finished(result);
}

void ReviewRunner::refreshFile(const ChangedFile &file)
{
    if (!m_builder || m_refreshing || isBusy())
        return; // the run in flight (or the one about to end) re-reads the file anyway
    m_refreshing = true;
    QPointer<ReviewRunner> self(this);
    static_cast<void>(QtConcurrent::run([builder = m_builder, file, self] {
        ReviewFile refreshed = builder->reviewFile(file);
        postToRunner(self, [refreshed = std::move(refreshed)](ReviewRunner *r) {
            r->m_refreshing = false;
            // A full run started meanwhile brings its own, newer data.
            if (!r->isBusy()) emit r->fileRefreshed(refreshed);
        });
    }));
}

void ReviewRunner::setChoices(const SourceChoices &choices)
{
    if (!m_builder) return;
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
    if (!checkout) return result;
    if (rememberedChoices) {
        QSettings settings; // the application's settings file, as the CLI reads it
        options.choices = SourceChoices::load(settings, checkout->root());
    }
    QString ignored; // the selector is a convenience: without it a ref can still be typed
    result.bases = baseCandidates(*checkout, MaxBaseCommits, &ignored);
    result.defaultBase = checkout->defaultBase(&ignored);
    auto builder = std::make_shared<ReviewBuilder>(*checkout, std::move(options));
    result.review = builder->build(&result.error);
    result.builder = std::move(builder);
    return result;
}

} // namespace tandem
