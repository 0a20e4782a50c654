// SPDX-License-Identifier: GPL-3.0-or-later
#include "translationmemory.h"

#include "tmprivate.h"
#include "tmtokens.h"

#include <QAtomicInteger>
#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QSqlError>
#include <QStandardPaths>

namespace tandem {

namespace {

void setError(QString *error, const QString &message)
{
    if (error)
        *error = message;
}

QString sqlError(const QSqlQuery &q) { return q.lastError().text(); }

// A null QString binds as SQL NULL, which the NOT NULL columns refuse (and INSERT OR IGNORE
// would then skip the row without a word): bind empty text instead.
QString nonNull(const QString &s) { return s.isNull() ? QStringLiteral("") : s; }

// Version 1: units, postings, token_df, commits, meta.
constexpr int SchemaVersion = 1;

const char *const SchemaStatements[] = {
    "CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS units("
    " id INTEGER PRIMARY KEY,"
    " source TEXT NOT NULL, target TEXT NOT NULL,"
    " norm TEXT NOT NULL,"     // tmNormalizedKey of the English: exact lookups
    " file TEXT NOT NULL, commit_id TEXT NOT NULL, date INTEGER NOT NULL,"
    " origin TEXT NOT NULL,"
    " UNIQUE(source, target, file))",
    "CREATE INDEX IF NOT EXISTS units_norm ON units(norm)",
    "CREATE INDEX IF NOT EXISTS units_origin ON units(origin, file)",
    // The inverted index: each distinct word of a unit's English, and how many units have it.
    "CREATE TABLE IF NOT EXISTS postings(token TEXT NOT NULL, unit INTEGER NOT NULL,"
    " PRIMARY KEY(token, unit)) WITHOUT ROWID",
    "CREATE INDEX IF NOT EXISTS postings_unit ON postings(unit)",
    "CREATE TABLE IF NOT EXISTS token_df(token TEXT PRIMARY KEY, df INTEGER NOT NULL) WITHOUT ROWID",
    "CREATE TABLE IF NOT EXISTS commits(id TEXT PRIMARY KEY) WITHOUT ROWID",
};

} // namespace

bool TranslationMemory::Private::prepare(QSqlQuery &q, const QString &sql, QString *error) const
{
    q = QSqlQuery(db());
    if (!q.prepare(sql)) {
        setError(error, q.lastError().text());
        return false;
    }
    return true;
}

TmPair tmPairFromRow(const QSqlQuery &q)
{
    TmPair p;
    p.id = q.value(0).toLongLong();
    p.source = q.value(1).toString();
    p.target = q.value(2).toString();
    p.file = q.value(3).toString();
    p.commit = q.value(4).toString();
    p.date = q.value(5).toLongLong();
    p.origin = q.value(6).toString();
    return p;
}

TranslationMemory::TranslationMemory()
    : d(std::make_unique<Private>())
{
    static QAtomicInteger<quint64> counter;
    d->connection = QStringLiteral("tandem-tm-%1").arg(counter.fetchAndAddRelaxed(1));
}

TranslationMemory::~TranslationMemory() { close(); }

void TranslationMemory::close()
{
    if (!QSqlDatabase::contains(d->connection))
        return;
    {
        QSqlDatabase db = d->db();
        db.close();
    }
    QSqlDatabase::removeDatabase(d->connection);
    d->path.clear();
}

bool TranslationMemory::isOpen() const
{
    return QSqlDatabase::contains(d->connection) && d->db().isOpen();
}

QString TranslationMemory::path() const { return d->path; }

QString TranslationMemory::defaultPathFor(const QString &checkoutRoot)
{
    const QByteArray id =
        QCryptographicHash::hash(checkoutRoot.toUtf8(), QCryptographicHash::Sha1).toHex();
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/tm/")
           + QString::fromLatin1(id) + QStringLiteral(".sqlite");
}

bool TranslationMemory::open(const QString &path, QString *error, bool readOnly)
{
    close();
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE"))) {
        setError(error, QStringLiteral("the Qt SQLite driver (QSQLITE, Debian package "
                                       "libqt6sql6-sqlite) is not installed"));
        return false;
    }
    const QFileInfo info(path);
    if (readOnly && !info.isFile()) {
        setError(error, QStringLiteral("%1: no translation memory there").arg(path));
        return false;
    }
    if (!readOnly && !QDir().mkpath(info.absolutePath())) {
        setError(error, QStringLiteral("%1: cannot create the folder").arg(info.absolutePath()));
        return false;
    }
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), d->connection);
        db.setDatabaseName(path);
        // Wait for another Tandem writing the same memory rather than failing at once.
        db.setConnectOptions(readOnly ? QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000")
                                      : QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
        if (!db.open()) {
            setError(error, QStringLiteral("%1: %2").arg(path, db.lastError().text()));
            db = QSqlDatabase();
            QSqlDatabase::removeDatabase(d->connection);
            return false;
        }
    }
    d->path = path;
    QSqlQuery q(d->db());
    // Readers (the editor) and a writer (a build) can share the file; a crash mid-write is
    // rolled back from the write-ahead log the next time the file is opened.
    if (!readOnly) {
        q.exec(QStringLiteral("PRAGMA journal_mode=WAL"));
        q.exec(QStringLiteral("PRAGMA synchronous=NORMAL"));
    }
    // Not an SQLite file, or a damaged one: say so now rather than on the first query.
    if (!q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master"))) {
        setError(error, QStringLiteral("%1: not a translation memory (%2)").arg(path, sqlError(q)));
        close();
        return false;
    }
    if (readOnly) {
        if (meta(QStringLiteral("schema")).toInt() != SchemaVersion) {
            setError(error, QStringLiteral("%1: not a Tandem translation memory").arg(path));
            close();
            return false;
        }
        return true;
    }
    const QString existing = [&] {
        QSqlQuery m(d->db());
        if (m.exec(QStringLiteral("SELECT value FROM meta WHERE key='schema'")) && m.next())
            return m.value(0).toString();
        return QString();
    }();
    if (!existing.isEmpty() && existing.toInt() != SchemaVersion) {
        setError(error, QStringLiteral("%1: translation memory of an unknown version %2")
                            .arg(path, existing));
        close();
        return false;
    }
    if (existing.isEmpty()) {
        QSqlQuery tables(d->db());
        if (tables.exec(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'"))
            && tables.next() && tables.value(0).toInt() > 0
            && !d->db().tables().contains(QStringLiteral("units"))) {
            setError(error, QStringLiteral("%1: an SQLite database, but not a translation memory").arg(path));
            close();
            return false;
        }
        if (!begin(error))
            return false;
        for (const char *statement : SchemaStatements) {
            if (!q.exec(QLatin1String(statement))) {
                setError(error, QStringLiteral("%1: %2").arg(path, sqlError(q)));
                rollback();
                close();
                return false;
            }
        }
        if (!setMeta(QStringLiteral("schema"), QString::number(SchemaVersion), error)
            || !commit(error)) {
            rollback();
            close();
            return false;
        }
    }
    return true;
}

bool TranslationMemory::begin(QString *error)
{
    if (!d->db().transaction()) {
        setError(error, d->db().lastError().text());
        return false;
    }
    return true;
}

bool TranslationMemory::commit(QString *error)
{
    if (!d->db().commit()) {
        setError(error, d->db().lastError().text());
        return false;
    }
    return true;
}

void TranslationMemory::rollback() { d->db().rollback(); }

bool TranslationMemory::addPair(const TmPair &pair, bool *added, QString *error)
{
    if (added)
        *added = false;
    const QList<TmToken> tokens = tmTokenize(pair.source);
    QSqlQuery insert;
    if (!d->prepare(insert,
                    QStringLiteral("INSERT OR IGNORE INTO units(source, target, norm, file, "
                                   "commit_id, date, origin) VALUES(?, ?, ?, ?, ?, ?, ?)"),
                    error))
        return false;
    insert.addBindValue(nonNull(pair.source));
    insert.addBindValue(nonNull(pair.target));
    insert.addBindValue(tmNormalizedKey(tokens));
    insert.addBindValue(nonNull(pair.file));
    insert.addBindValue(nonNull(pair.commit));
    insert.addBindValue(pair.date);
    insert.addBindValue(pair.origin.isEmpty() ? QStringLiteral("history") : pair.origin);
    if (!insert.exec()) {
        setError(error, sqlError(insert));
        return false;
    }
    if (insert.numRowsAffected() <= 0)
        return true; // already stored
    const qint64 id = insert.lastInsertId().toLongLong();
    QSqlQuery posting, df;
    if (!d->prepare(posting, QStringLiteral("INSERT OR IGNORE INTO postings(token, unit) VALUES(?, ?)"), error)
        || !d->prepare(df, QStringLiteral("INSERT INTO token_df(token, df) VALUES(?, 1) "
                                          "ON CONFLICT(token) DO UPDATE SET df = df + 1"), error))
        return false;
    for (const QString &key : tmIndexKeys(tokens)) {
        posting.addBindValue(key);
        posting.addBindValue(id);
        df.addBindValue(key);
        if (!posting.exec() || !df.exec()) {
            setError(error, posting.lastError().isValid() ? sqlError(posting) : sqlError(df));
            return false;
        }
    }
    if (added)
        *added = true;
    return true;
}

bool TranslationMemory::removePairs(const QString &origin, const QString &file, QString *error)
{
    QSqlQuery ids;
    const QString where = file.isEmpty() ? QStringLiteral("origin = ?")
                                         : QStringLiteral("origin = ? AND file = ?");
    if (!d->prepare(ids, QStringLiteral("SELECT id FROM units WHERE ") + where, error))
        return false;
    ids.addBindValue(origin);
    if (!file.isEmpty())
        ids.addBindValue(file);
    if (!ids.exec()) {
        setError(error, sqlError(ids));
        return false;
    }
    QList<qint64> doomed;
    while (ids.next())
        doomed.append(ids.value(0).toLongLong());
    QSqlQuery tokens, df, postings, unit;
    if (!d->prepare(tokens, QStringLiteral("SELECT token FROM postings WHERE unit = ?"), error)
        || !d->prepare(df, QStringLiteral("UPDATE token_df SET df = df - 1 WHERE token = ?"), error)
        || !d->prepare(postings, QStringLiteral("DELETE FROM postings WHERE unit = ?"), error)
        || !d->prepare(unit, QStringLiteral("DELETE FROM units WHERE id = ?"), error))
        return false;
    for (const qint64 id : doomed) {
        tokens.addBindValue(id);
        if (!tokens.exec()) {
            setError(error, sqlError(tokens));
            return false;
        }
        QStringList keys;
        while (tokens.next())
            keys.append(tokens.value(0).toString());
        for (const QString &key : keys) {
            df.addBindValue(key);
            if (!df.exec()) {
                setError(error, sqlError(df));
                return false;
            }
        }
        postings.addBindValue(id);
        unit.addBindValue(id);
        if (!postings.exec() || !unit.exec()) {
            setError(error, postings.lastError().isValid() ? sqlError(postings) : sqlError(unit));
            return false;
        }
    }
    return true;
}

bool TranslationMemory::markCommitsProcessed(const QStringList &commits, QString *error)
{
    QSqlQuery q;
    if (!d->prepare(q, QStringLiteral("INSERT OR IGNORE INTO commits(id) VALUES(?)"), error))
        return false;
    for (const QString &c : commits) {
        q.addBindValue(c);
        if (!q.exec()) {
            setError(error, sqlError(q));
            return false;
        }
    }
    return true;
}

bool TranslationMemory::setMeta(const QString &key, const QString &value, QString *error)
{
    QSqlQuery q;
    if (!d->prepare(q, QStringLiteral("INSERT OR REPLACE INTO meta(key, value) VALUES(?, ?)"), error))
        return false;
    q.addBindValue(key);
    q.addBindValue(value);
    if (!q.exec()) {
        setError(error, sqlError(q));
        return false;
    }
    return true;
}

QString TranslationMemory::meta(const QString &key) const
{
    QSqlQuery q(d->db());
    q.prepare(QStringLiteral("SELECT value FROM meta WHERE key = ?"));
    q.addBindValue(key);
    if (q.exec() && q.next())
        return q.value(0).toString();
    return {};
}

QSet<QString> TranslationMemory::processedCommits() const
{
    QSet<QString> commits;
    QSqlQuery q(d->db());
    if (q.exec(QStringLiteral("SELECT id FROM commits")))
        while (q.next())
            commits.insert(q.value(0).toString());
    return commits;
}

qint64 TranslationMemory::pairCount() const
{
    QSqlQuery q(d->db());
    if (q.exec(QStringLiteral("SELECT count(*) FROM units")) && q.next())
        return q.value(0).toLongLong();
    return 0;
}

QList<TmPair> TranslationMemory::allPairs() const
{
    QList<TmPair> pairs;
    QSqlQuery q(d->db());
    q.setForwardOnly(true);
    if (q.exec(QStringLiteral("SELECT %1 FROM units ORDER BY id").arg(QLatin1String(TmPairColumns))))
        while (q.next())
            pairs.append(tmPairFromRow(q));
    return pairs;
}

bool TranslationMemory::checkIntegrity(QString *error) const
{
    QSqlQuery q(d->db());
    if (!q.exec(QStringLiteral("PRAGMA integrity_check")) || !q.next()) {
        setError(error, sqlError(q));
        return false;
    }
    const QString result = q.value(0).toString();
    if (result != QLatin1String("ok")) {
        setError(error, result);
        return false;
    }
    return true;
}

int TranslationMemory::lastCandidateCount() const { return d->lastCandidates; }

} // namespace tandem
