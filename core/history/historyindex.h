// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "repositoryhistory.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace tandem {

// The histories and file versions a review of many files reads, in batches: one `git log` per
// commit looked at (RepositoryHistory) and one `git cat-file --batch` per group of files,
// instead of a `git log --follow` and a `git cat-file` per version of every file. A Checkout
// given one (Checkout::setHistoryIndex) answers history() and fileAt() from it where it can and
// asks git otherwise, so every reader keeps its own per-file degradation: a commit whose log
// could not be read whole (a missing object, see Checkout::logWithRenames) is not loaded, and
// a blob git did not give is read again per file, with that file's own message.
class HistoryIndex
{
public:
    // Loads the history of each of `commits` (a name like "HEAD" or a commit id); a commit that
    // cannot be resolved, or whose log failed or was degraded, is left out.
    static HistoryIndex load(const Checkout &checkout, const QStringList &commits);

    bool covers(const QString &commit) const { return m_histories.contains(commit); }
    // The versions of `path` in the history of `commit`, newest first; nullopt when `commit` is
    // not loaded.
    std::optional<QList<FileVersion>> history(const QString &commit, const QString &path) const;

    // Reads the blobs of the versions of `paths` in every loaded history, in one call, and
    // keeps only those (the group before is let go: memory stays bounded by one group).
    void prefetch(const Checkout &checkout, const QStringList &paths);
    // The distinct blobs the versions of `paths` have, in the loaded histories.
    QStringList blobsOf(const QStringList &paths) const;
    // The bytes of `path` at `commit` when that version was prefetched.
    std::optional<QByteArray> fileAt(const QString &commit, const QString &path) const;
    // The hunks of `git diff -U0 <older blob> <newer blob>` when an upstream sync commit among
    // the prefetched versions made that change (prefetch reads what every such sync changed in
    // those files with one `git diff-tree --stdin`: the edits SourceFinder replays and sync
    // drift sets aside).
    std::optional<QList<DiffHunk>> syncHunks(const QString &olderBlob,
                                             const QString &newerBlob) const;

private:
    void readSyncHunks(const Checkout &checkout, const QStringList &paths);

    QHash<QString, RepositoryHistory> m_histories; // by the name asked for and by commit id
    QHash<QString, QString> m_blobOf;              // "commit:path" -> blob id, prefetched
    QHash<QString, QByteArray> m_bytes;            // blob id -> bytes, prefetched
    QHash<QString, QList<DiffHunk>> m_syncHunks;   // "<older blob>..<newer blob>" -> hunks
};

} // namespace tandem
