// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// TranslationMemory's connection, shared by the files that implement it (storage, query,
// concordance). Not for use outside core/tm.

#include "translationmemory.h"

#include <QHash>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVariant>

namespace tandem {

struct TranslationMemory::Private
{
    QString connection; // a name unique to this object
    QString path;
    mutable int lastCandidates = 0;
    // Index changes of the open transaction, written by flushPostings() at commit.
    QHash<QString, QList<quint32>> pendingAdds;
    QHash<QString, QSet<quint32>> pendingRemovals;
    bool flushPostings(QString *error);

    QSqlDatabase db() const { return QSqlDatabase::database(connection, false); }
    // A query prepared on this connection; false (with the driver's message) on failure.
    bool prepare(QSqlQuery &q, const QString &sql, QString *error) const;
};

// The 64-bit hash of a normalized key stored in units.key_hash (the first bytes of its SHA-1:
// the same in every process and version).
qint64 tmKeyHash(const QString &key);

// A posting list as stored: unit ids as 32-bit little-endian integers, in insertion order.
QByteArray tmPackIds(const QList<quint32> &ids);
QList<quint32> tmUnpackIds(const QByteArray &bytes);

// Reads one row of "id, source, target, file, commit_id, date, origin".
TmPair tmPairFromRow(const QSqlQuery &q);
inline constexpr const char *TmPairColumns = "id, source, target, file, commit_id, date, origin";

} // namespace tandem
