// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bilinguallexicon.h"
#include "tmdiff.h"

#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

namespace tandem {

// One English unit and its Korean translation, with where it was found.
struct TmPair
{
    qint64 id = 0;
    QString source;  // English, as written (RST inline markup kept, lines joined with '\n')
    QString target;  // Korean
    QString file;    // path in the checkout, '/' separators
    QString commit;  // the commit that introduced this translation; empty for the working tree
    qint64 date = 0; // committer time (seconds since the epoch); working tree: file time
    QString origin;  // "history", "worktree" or "import"
};

struct TmMatch
{
    TmPair pair;
    int score = 0;        // 0-100
    bool exact = false;   // the stored English is the query, whitespace aside
    QList<TmDiffOp> diff; // stored English -> query, word by word
};

struct TmQueryOptions
{
    int threshold = 70;
    int limit = 5;
    QString excludeFile; // leave this file's pairs out (leave-one-out measurement)
};

// A pair found by concordance. Where the hits hold one English unit with different
// translations, `translations` says how many and `newest` marks the newest of them.
struct TmConcordanceHit
{
    TmPair pair;
    int translations = 1;
    bool newest = true;
};

// The translation memory of one checkout: an SQLite database (Qt SQL, QSQLITE) of unit pairs,
// an inverted word index (token -> unit ids, with each token's document frequency) so that a
// lookup reads the postings of the query's rarest words and scores at most a few hundred
// candidates, and the commits already processed, so a rebuild only reads new history.
// Every write happens in a transaction: a build stopped at any point (crash, kill, cancel)
// leaves the memory as it was after the last finished step.
//
// A QSqlDatabase connection belongs to the thread that opened it: open and use one
// TranslationMemory per thread.
class TranslationMemory
{
public:
    TranslationMemory();
    ~TranslationMemory();
    TranslationMemory(const TranslationMemory &) = delete;
    TranslationMemory &operator=(const TranslationMemory &) = delete;

    // Opens (creating when absent, with its folder) the database at `path`. `readOnly` never
    // creates anything and fails when the file is missing; in a folder Tandem cannot write it
    // reads the file as it is (SQLite's immutable mode: no WAL side files).
    // Refused before SQLite sees the path: anything but a regular file (a device, FIFO, folder;
    // also as its -wal, -shm or -journal). Refused after SQLite's quick_check of the pages: a
    // damaged memory, with a message naming the file and the fix (`tandem tm build --rebuild`).
    bool open(const QString &path, QString *error, bool readOnly = false);
    bool isOpen() const;
    QString path() const;
    void close();

    // Where the memory of a checkout lives by default: <app data>/tm/<sha1 of root>.sqlite.
    static QString defaultPathFor(const QString &checkoutRoot);
    // Deletes the memory at `path` with its side files (-wal, -shm, -journal), for a rebuild
    // from scratch. False with `error` when one stays.
    static bool remove(const QString &path, QString *error);

    // --- writing (between begin() and commit(); rollback() on failure) ---
    bool begin(QString *error);
    bool commit(QString *error);
    void rollback();
    // Adds a pair unless the same English, Korean and file are there already (then *added is
    // false: the first commit that had a translation keeps it).
    bool addPair(const TmPair &pair, bool *added, QString *error);
    // Removes the pairs of one origin ("worktree") for a file, or for every file when empty.
    bool removePairs(const QString &origin, const QString &file, QString *error);
    bool markCommitsProcessed(const QStringList &commits, QString *error);
    bool setMeta(const QString &key, const QString &value, QString *error);
    // Removes every meta key starting with `prefix`.
    bool removeMeta(const QString &prefix, QString *error);

    // --- reading ---
    QString meta(const QString &key) const;
    // These return an empty set, -1, and stop early (false) on a failed read, with `error`.
    QSet<QString> processedCommits(QString *error = nullptr) const;
    qint64 pairCount(QString *error = nullptr) const;
    // Every pair in id order, one at a time; `visit` returning false stops (the result is then
    // true). False with `error` when a read fails: an export never passes for complete.
    bool forEachPair(const std::function<bool(const TmPair &)> &visit, QString *error) const;
    QList<TmPair> allPairs() const; // in id order (for tests; forEachPair checks errors)
    // False with a message when the database fails SQLite's integrity check.
    bool checkIntegrity(QString *error) const;

    // The best stored pairs for an English text: the top `limit` distinct (English, Korean)
    // with a score at or above `threshold`, best first (newest first among equal scores).
    QList<TmMatch> query(const QString &english, const TmQueryOptions &options = {}) const;
    // How many stored units the last query() scored (the candidate set the index chose).
    int lastCandidateCount() const;

    // --- the bilingual lexicon (bilinguallexicon.h), learned from the stored pairs ---
    // Learns the lexicon again when the pairs of the history and of imports changed since it was
    // last learned (uncommitted worktree pairs are drafts in progress: not learned from), and
    // stores it in its own transaction. `*relearned` says whether it did. Every pair is read
    // again: competitive linking scores a pair's words by their counts over the whole memory.
    bool refreshLexicon(bool *relearned, QString *error);
    // The stored lexicon; empty without an error for a memory that has none yet (built by an
    // older Tandem, or never refreshed).
    BilingualLexicon lexicon(QString *error = nullptr) const;
    // How many English words the stored lexicon renders (0 without one), or -1 on an error:
    // counted by SQLite, not by reading the lexicon.
    qint64 lexiconWordCount(QString *error = nullptr) const;

    // Every stored pair whose English contains `phrase` (words in order, case and spacing
    // aside) — or whose Korean does, for a phrase with Hangul — newest first, at most `limit`.
    QList<TmConcordanceHit> concordance(const QString &phrase, int limit = 200) const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace tandem
