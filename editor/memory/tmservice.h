// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "translationmemory.h"

#include <QObject>
#include <QThread>

#include <atomic>
#include <memory>

namespace tandem {

class TmWorker;

// The editor's access to a translation memory, off the GUI thread: one worker thread owns the
// SQLite connection (Qt SQL connections belong to their thread) and answers lookups and
// concordance searches; opening the memory (which runs git to find the checkout) and building
// it happen there too. Requests are numbered; the worker skips a lookup that a newer one has
// replaced before it started, and the receiver drops answers older than the newest it asked.
class TranslationMemoryService : public QObject
{
    Q_OBJECT
public:
    explicit TranslationMemoryService(QObject *parent = nullptr);
    ~TranslationMemoryService() override;

    // The memory of the git checkout that `filePath` is in (its default file), or `memoryFile`
    // when that is set. Answered by memoryChanged().
    void open(const QString &filePath, const QString &memoryFile = {});
    // Builds (or updates) the memory of the checkout of the last open() and reopens it.
    void build();
    quint64 requestMatches(const QString &english, const TmQueryOptions &options = {});
    quint64 requestConcordance(const QString &phrase, int limit = 200);
    quint64 latestMatches() const { return m_latestMatches->load(); }
    quint64 latestConcordance() const { return m_latestConcordance->load(); }

signals:
    // `available`: a memory is open; `description`: its file and size, or why there is none.
    void memoryChanged(bool available, const QString &description);
    void buildFinished(bool ok, const QString &message);
    void matchesReady(quint64 generation, const QString &english,
                      const QList<tandem::TmMatch> &matches);
    void concordanceReady(quint64 generation, const QString &phrase,
                          const QList<tandem::TmConcordanceHit> &hits);
    // Just before concordanceReady: what the memory's lexicon renders the phrase's English
    // words as ("layer: 계층 18, 레이어 11"), one line per word; empty when it knows none.
    void renderingsReady(quint64 generation, const QString &phrase, const QStringList &lines);

private:
    QThread m_thread;
    TmWorker *m_worker = nullptr;
    std::shared_ptr<std::atomic<quint64>> m_latestMatches;
    std::shared_ptr<std::atomic<quint64>> m_latestConcordance;
};

// The worker object living in the service's thread (not for use elsewhere).
class TmWorker : public QObject
{
    Q_OBJECT
public:
    TmWorker(std::shared_ptr<std::atomic<quint64>> latestMatches,
             std::shared_ptr<std::atomic<quint64>> latestConcordance);
    ~TmWorker() override;

public slots:
    void open(const QString &filePath, const QString &memoryFile);
    void build();
    void matches(quint64 generation, const QString &english, const tandem::TmQueryOptions &options);
    void concordance(quint64 generation, const QString &phrase, int limit);

signals:
    void memoryChanged(bool available, const QString &description);
    void buildFinished(bool ok, const QString &message);
    void matchesReady(quint64 generation, const QString &english,
                      const QList<tandem::TmMatch> &matches);
    void concordanceReady(quint64 generation, const QString &phrase,
                          const QList<tandem::TmConcordanceHit> &hits);
    void renderingsReady(quint64 generation, const QString &phrase, const QStringList &lines);

private:
    void reopen();

    std::unique_ptr<TranslationMemory> m_memory; // created and used in this thread
    BilingualLexicon m_lexicon;                  // the open memory's, read when it is opened
    QString m_checkoutRoot;                      // of the last open(), or empty
    QString m_path;                              // the memory file in use, or empty
    std::shared_ptr<std::atomic<quint64>> m_latestMatches;
    std::shared_ptr<std::atomic<quint64>> m_latestConcordance;
};

} // namespace tandem

Q_DECLARE_METATYPE(tandem::TmQueryOptions)
