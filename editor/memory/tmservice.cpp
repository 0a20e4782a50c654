// SPDX-License-Identifier: GPL-3.0-or-later
#include "tmservice.h"

#include "checkout.h"
#include "tmbuilder.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>

namespace tandem {

TranslationMemoryService::TranslationMemoryService(QObject *parent)
    : QObject(parent), m_latestMatches(std::make_shared<std::atomic<quint64>>(0)),
      m_latestConcordance(std::make_shared<std::atomic<quint64>>(0))
{
    qRegisterMetaType<tandem::TmQueryOptions>();
    qRegisterMetaType<QList<tandem::TmMatch>>();
    qRegisterMetaType<QList<tandem::TmConcordanceHit>>();
    m_worker = new TmWorker(m_latestMatches, m_latestConcordance);
    m_worker->moveToThread(&m_thread);
    // Deleted in its own thread as the thread ends, so its connection closes there.
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &TmWorker::memoryChanged, this, &TranslationMemoryService::memoryChanged);
    connect(m_worker, &TmWorker::buildFinished, this, &TranslationMemoryService::buildFinished);
    connect(m_worker, &TmWorker::matchesReady, this,
            [this](quint64 generation, const QString &english, const QList<TmMatch> &matches) {
                if (generation == m_latestMatches->load())
                    emit matchesReady(generation, english, matches);
            });
    connect(m_worker, &TmWorker::renderingsReady, this,
            [this](quint64 generation, const QString &phrase, const QStringList &lines) {
                if (generation == m_latestConcordance->load())
                    emit renderingsReady(generation, phrase, lines);
            });
    connect(m_worker, &TmWorker::concordanceReady, this,
            [this](quint64 generation, const QString &phrase, const QList<TmConcordanceHit> &hits) {
                if (generation == m_latestConcordance->load())
                    emit concordanceReady(generation, phrase, hits);
            });
    m_thread.setObjectName(QStringLiteral("translation memory"));
    m_thread.start();
}

TranslationMemoryService::~TranslationMemoryService()
{
    m_thread.quit();
    m_thread.wait();
}

void TranslationMemoryService::open(const QString &filePath, const QString &memoryFile)
{
    QMetaObject::invokeMethod(m_worker, "open", Qt::QueuedConnection, Q_ARG(QString, filePath),
                              Q_ARG(QString, memoryFile));
}

void TranslationMemoryService::build()
{
    QMetaObject::invokeMethod(m_worker, "build", Qt::QueuedConnection);
}

quint64 TranslationMemoryService::requestMatches(const QString &english,
                                                 const TmQueryOptions &options)
{
    const quint64 generation = m_latestMatches->fetch_add(1) + 1;
    QMetaObject::invokeMethod(m_worker, "matches", Qt::QueuedConnection, Q_ARG(quint64, generation),
                              Q_ARG(QString, english), Q_ARG(tandem::TmQueryOptions, options));
    return generation;
}

quint64 TranslationMemoryService::requestConcordance(const QString &phrase, int limit)
{
    const quint64 generation = m_latestConcordance->fetch_add(1) + 1;
    QMetaObject::invokeMethod(m_worker, "concordance", Qt::QueuedConnection,
                              Q_ARG(quint64, generation), Q_ARG(QString, phrase),
                              Q_ARG(int, limit));
    return generation;
}

TmWorker::TmWorker(std::shared_ptr<std::atomic<quint64>> latestMatches,
                   std::shared_ptr<std::atomic<quint64>> latestConcordance)
    : m_latestMatches(std::move(latestMatches)), m_latestConcordance(std::move(latestConcordance))
{
}

TmWorker::~TmWorker() = default;

void TmWorker::open(const QString &filePath, const QString &memoryFile)
{
    m_checkoutRoot.clear();
    m_path = memoryFile;
    if (m_path.isEmpty() && !filePath.isEmpty()) {
        QString error;
        const auto checkout = Checkout::open(QFileInfo(filePath).absolutePath(), &error);
        if (checkout) {
            m_checkoutRoot = checkout->root();
            m_path = TranslationMemory::defaultPathFor(m_checkoutRoot);
        }
    }
    reopen();
}

void TmWorker::reopen()
{
    m_memory.reset();
    m_lexicon = {};
    if (m_path.isEmpty()) {
        emit memoryChanged(false, tr("The file is not in a git checkout: no translation memory."));
        return;
    }
    if (!QFileInfo::exists(m_path)) {
        emit memoryChanged(
            false,
            m_checkoutRoot.isEmpty()
                ? tr("No translation memory at %1.").arg(QFileInfo(m_path).fileName())
                : tr("No translation memory for %1 yet.").arg(QDir(m_checkoutRoot).dirName()));
        return;
    }
    auto memory = std::make_unique<TranslationMemory>();
    QString error;
    if (!memory->open(m_path, &error, true)) {
        emit memoryChanged(false, error);
        return;
    }
    const qint64 pairs = memory->pairCount();
    m_lexicon = memory->lexicon(); // empty for a memory built before the lexicon existed
    m_memory = std::move(memory);
    // Names, not paths: a dock at 1280x720 has no room for a data folder's absolute path.
    emit memoryChanged(
        true, tr("%1 pairs · %2").arg(QLocale().toString(pairs), QFileInfo(m_path).fileName()));
}

void TmWorker::build()
{
    if (m_checkoutRoot.isEmpty()) {
        emit buildFinished(false, tr("Only the memory of a git checkout can be built."));
        return;
    }
    QString error;
    const auto checkout = Checkout::open(m_checkoutRoot, &error);
    TranslationMemory memory;
    TmBuildStats stats;
    m_memory.reset(); // the read-only connection, while the file is written
    const bool ok = checkout && memory.open(m_path, &error) &&
                    TmBuilder(*checkout, memory).build(&stats, &error);
    memory.close();
    emit buildFinished(ok, ok ? tr("%1 pairs (%2 new)").arg(stats.pairsTotal).arg(stats.pairsAdded)
                              : error);
    reopen();
}

void TmWorker::matches(quint64 generation, const QString &english, const TmQueryOptions &options)
{
    if (generation < m_latestMatches->load()) return; // a newer lookup is queued behind this one
    emit matchesReady(generation, english,
                      m_memory ? m_memory->query(english, options) : QList<TmMatch>());
}

void TmWorker::concordance(quint64 generation, const QString &phrase, int limit)
{
    if (generation < m_latestConcordance->load()) return;
    QStringList lines;
    for (const QString &word : BilingualLexicon::englishKeys(phrase)) {
        QStringList parts;
        for (const LexiconRendering &r : m_lexicon.renderings(word))
            parts.append(QStringLiteral("%1 %2").arg(r.korean).arg(r.links));
        if (!parts.isEmpty())
            lines.append(QStringLiteral("%1: %2").arg(word, parts.join(QStringLiteral(", "))));
    }
    emit renderingsReady(generation, phrase, lines);
    emit concordanceReady(generation, phrase,
                          m_memory ? m_memory->concordance(phrase, limit)
                                   : QList<TmConcordanceHit>());
}

} // namespace tandem
