// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkout.h"

#include <QHash>
#include <QList>
#include <QString>

namespace tandem {

// One version of a file in history: the commit that wrote it and the blob it wrote (the name
// at that commit, renames followed), as Checkout::history gives it.
using BlobVersion = FileVersion;

// Every version of every file in the history of one commit, read with ONE `git log --raw`
// call instead of a `git log --follow` per file (what makes a 250-file checkout quick). Merge
// commits are left out as `git log` leaves them out without -m; renames (-M) are followed, among
// .rst and .py files only (the blobs of images and models are never read), exactly or not at
// all when an object rename detection needs is missing (Checkout::logWithRenames).
class RepositoryHistory
{
public:
    // Empty (no error) for a repository without commits. `degraded` says why renames were
    // followed less than fully, when they were.
    static RepositoryHistory load(const Checkout &checkout, const QString &commit, QString *error,
                                  QString *degraded = nullptr);

    // The versions of `path` as it is named at the loaded commit, newest first.
    QList<BlobVersion> versions(const QString &path) const;
    QString commit() const { return m_commit; }
    bool isEmpty() const { return m_entries.isEmpty(); }

    // Parses `git log --raw -z --no-abbrev -M --format=%x1e%H%x1f%ct%x1f%s` output.
    static RepositoryHistory parse(const QByteArray &log);

private:
    struct Entry
    {
        int order = 0; // position in the log, 0 = newest
        char status = 'M';
        QString oldPath; // renames
        BlobVersion version;
    };
    QString m_commit;
    QList<Entry> m_entries;
    QHash<QString, QList<int>> m_byPath; // path -> indexes into m_entries, newest first
};

// The bytes of many blobs in one `git cat-file --batch` call; ids git does not have are left out
// (a partial clone's absent ones are not asked for: git 2.39 would stop at the first).
QHash<QString, QByteArray> readBlobs(const Checkout &checkout, const QStringList &ids,
                                     QString *error);

// The id git gives these bytes as a blob (what `git hash-object` prints), computed here.
QString gitBlobId(const QByteArray &bytes);

} // namespace tandem
