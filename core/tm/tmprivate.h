// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// TranslationMemory's connection, shared by the files that implement it (storage, query,
// concordance). Not for use outside core/tm.

#include "translationmemory.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVariant>

namespace tandem {

struct TranslationMemory::Private
{
    QString connection; // a name unique to this object
    QString path;
    mutable int lastCandidates = 0;

    QSqlDatabase db() const { return QSqlDatabase::database(connection, false); }
    // A query prepared on this connection; false (with the driver's message) on failure.
    bool prepare(QSqlQuery &q, const QString &sql, QString *error) const;
};

// Reads one row of "id, source, target, file, commit_id, date, origin".
TmPair tmPairFromRow(const QSqlQuery &q);
inline constexpr const char *TmPairColumns = "id, source, target, file, commit_id, date, origin";

} // namespace tandem
