// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QMutex>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <functional>
#include <memory>
#include <optional>

namespace tandem {

// What the checkout-wide counts read from each tutorial file of a checkout: the Korean words its
// translations write (CheckoutWords) and its way of parting markup from particles
// (MarkupGapUsage), made in one pass and cached between runs, so a lint inside a checkout of
// thousands of files pays for the files that changed since the last one, not for a walk of them
// all.
//
// The files are the checkout's tutorial candidates when a lister is given (core/history's
// listTutorialCandidates: build output, `.tandem.yaml` excludes and ignored files left out,
// nothing read to list them), byte-identical copies and pages sphinx-gallery generated counted
// once or not at all, as listTutorialFiles would leave them out; else a walk of the folder (hidden
// folders and folder links skipped). The cache is one file per checkout in the user's cache folder,
// keyed by each file's path, size and modification time (git's own test of a changed file) and
// framed as cachefile.h says; a missing, foreign or damaged cache is ignored and rewritten. Counts
// from the cache are the same as counts made afresh (tested).
//
// Made on first use, on the lint's worker thread, and kept; thread-safe.
class CheckoutTexts
{
public:
    // The files to count: relative paths ('/' separators) with the size and modification time
    // (ms since the epoch) the lister read; std::nullopt when they cannot be listed (not a git
    // checkout), and the folder is walked instead.
    struct ListedFile
    {
        QString path;
        qint64 size = 0;
        qint64 modified = 0;
    };
    using Lister = std::function<std::optional<QList<ListedFile>>()>;

    struct WordCounts
    {
        QHash<QString, int> words, stems;
        QHash<QString, int> tails; // "1" or "0" (after a final consonant or not), then the tail
        QHash<char16_t, int> syllables;
        QHash<quint32, int> pairs; // first << 16 | second
        int files = 0;
        static quint32 pairKey(char16_t first, char16_t second) { return first << 16 | second; }
        // One file's distinct runs of Hangul syllables.
        void addFile(const QStringList &hangulRuns);
    };
    struct Totals
    {
        WordCounts words;
        qint64 gapSpace = 0, gapBackslash = 0; // MarkupGapCount's two figures
    };
    // What one file gives the totals.
    struct FileSummary
    {
        QStringList hangulRuns; // distinct, in order of first appearance
        qint64 gapSpace = 0, gapBackslash = 0;
        // The content's SHA-1: byte-identical copies (a tutorial and its download) count once.
        QByteArray contentHash;
        // A page sphinx-gallery generated from a script: the script's words, not counted again.
        bool generated = false;
    };
    static FileSummary summarize(const QByteArray &content);

    // `cacheFolder` empty: QStandardPaths::CacheLocation + "/checkout-text"; "-": no cache.
    explicit CheckoutTexts(QString root, Lister lister = {}, QString cacheFolder = {});
    // From texts instead of a checkout's files, each text one file (for tests).
    static std::shared_ptr<const CheckoutTexts> fromTexts(const QStringList &texts);

    const Totals &totals() const;
    const QString &root() const { return m_root; }

    // For tests and benchmarks: the cache file, and how the last totals() was made.
    // The cache is two files: this one (each file's path, size and time, and the totals: all an
    // unchanged checkout reads) and, beside it with ".files" added, each file's summary (read
    // only when a file changed).
    QString cachePath() const { return m_cachePath; }
    int filesRead() const;        // files read and summarized (not taken from the cache)
    bool totalsFromCache() const; // every file unchanged: the cached totals, nothing recounted

    // The largest cache read or written.
    static constexpr qint64 MaxCacheBytes = qint64(256) << 20;
    // Words longer than this (in syllables) are not counted: spacing slips, not words.
    static constexpr qsizetype MaxWordLength = 16;

private:
    struct Entry
    {
        QString path;
        qint64 size = 0, modified = 0;
        FileSummary summary;
        bool summarized = false; // read from the file or taken from the cache
    };
    void compute() const;
    QList<Entry> currentFiles() const;
    bool loadCache(QList<Entry> &files) const;
    void loadSummaries(QList<Entry> &files, const QList<Entry> &cached) const;
    void saveCache(const QList<Entry> &files) const;

    QString m_root;
    Lister m_lister;
    QString m_cachePath;
    mutable QMutex m_mutex;
    mutable std::optional<Totals> m_totals;
    mutable int m_filesRead = 0;
    mutable bool m_fromCache = false;
};

} // namespace tandem
