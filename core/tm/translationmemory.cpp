// SPDX-License-Identifier: GPL-3.0-or-later
#include "translationmemory.h"

#include "optionalerror.h"
#include "platformfile.h"

#include "tmprivate.h"
#include "tmtokens.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QStandardPaths>
#include <QUrl>
#include <QtEndian>

namespace tandem {

namespace {

// Names the context under which lupdate files these messages.
struct TmText
{
    Q_DECLARE_TR_FUNCTIONS(tandem::TranslationMemory)
};

QString sqlError(const QSqlQuery &q)
{
    return q.lastError().text();
}

// A null QString binds as SQL NULL, which the NOT NULL columns refuse (and INSERT OR IGNORE
// would then skip the row without a word): bind empty text instead.
QString nonNull(const QString &s)
{
    return s.isNull() ? QStringLiteral("") : s;
}

// A pair's text as the database gives it back: SQLite reads the noncharacters U+FFFE and
// U+FFFF as U+FFFD, so they are replaced before the text is keyed and stored (otherwise the
// index and the stored text disagree, and an export differs from what was added; found by
// fuzz_tmquery).
QString storableText(const QString &s)
{
    QString text = nonNull(s);
    for (QChar &c : text)
        if (c.unicode() == 0xFFFE || c.unicode() == 0xFFFF) c = QChar::ReplacementCharacter;
    return text;
}

// Version 1: units, postings, commits, meta.
constexpr int SchemaVersion = 1;

const char *const SchemaStatements[] = {
    "CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    // The short columns first: a lookup reads `key_hash`, `norm` and `file` of a few hundred
    // rows, and SQLite reaches a column only by walking the record up to it (long English and
    // Korean spill into overflow pages).
    ("CREATE TABLE IF NOT EXISTS units("
     " id INTEGER PRIMARY KEY,"
     " key_hash INTEGER NOT NULL," // of norm: exact lookups without indexing long text
     " file TEXT NOT NULL, commit_id TEXT NOT NULL, date INTEGER NOT NULL,"
     " origin TEXT NOT NULL,"
     " norm TEXT NOT NULL," // tmNormalizedKey of the English
     " source TEXT NOT NULL, target TEXT NOT NULL,"
     " UNIQUE(source, target, file))"),
    "CREATE INDEX IF NOT EXISTS units_key ON units(key_hash)",
    "CREATE INDEX IF NOT EXISTS units_date ON units(date, id)",
    "CREATE INDEX IF NOT EXISTS units_origin ON units(origin, file)",
    // The inverted index: for each word of the stored English, how many units have it (df)
    // and their ids, packed (tmpostings.h). One row per word: a lookup reads a dozen rows, not
    // thousands (a row per posting made SQLite's GROUP BY most of a lookup's time).
    ("CREATE TABLE IF NOT EXISTS postings(token TEXT PRIMARY KEY, df INTEGER NOT NULL,"
     " units BLOB NOT NULL) WITHOUT ROWID"),
    "CREATE TABLE IF NOT EXISTS commits(id TEXT PRIMARY KEY) WITHOUT ROWID",
};

const char *const SideFileSuffixes[] = {"-wal", "-shm", "-journal"};

// Why `path` (or one of its side files) must not be handed to SQLite, or empty: SQLite opens a
// device or FIFO like a database (and, as root, creates /dev/zero-journal next to it).
QString deviceRefusal(const QString &path)
{
    const auto kindOf = [](const QString &file) -> QString {
        platform::FileStatus st;
        if (!platform::statusOf(file, platform::Links::Follow, &st)) return {};
        switch (st.kind) {
        case platform::FileKind::Regular:
            return {};
        case platform::FileKind::Folder:
            return TmText::tr("a folder");
        case platform::FileKind::Fifo:
            return TmText::tr("a FIFO (named pipe)");
        case platform::FileKind::Device:
            return TmText::tr("a device");
        default:
            return TmText::tr("not a regular file");
        }
    };
    if (const QString kind = kindOf(path); !kind.isEmpty())
        return TmText::tr("%1: is %2, not a translation memory; not opened").arg(path, kind);
    for (const char *suffix : SideFileSuffixes)
        if (const QString side = path + QLatin1String(suffix), kind = kindOf(side); !kind.isEmpty())
            return TmText::tr("%1: is %2, not SQLite's side file; the memory is not opened")
                .arg(side, kind);
    return {};
}

// A memory in a folder this process cannot write: SQLite could not create the shared-memory
// file (-shm) a WAL database needs even to be read.
bool inReadOnlyFolder(const QString &path)
{
    return !platform::mayWrite(QFileInfo(path).absolutePath());
}

QString damaged(const QString &path, const QString &detail)
{
    return TmText::tr("%1: the translation memory is damaged (%2); rebuild it with `tandem tm "
                      "build --rebuild`")
        .arg(path, detail);
}

} // namespace

bool TranslationMemory::remove(const QString &path, QString *error)
{
    for (const QString &file : {path, path + QLatin1String("-wal"), path + QLatin1String("-shm"),
                                path + QLatin1String("-journal")}) {
        QFile f(file);
        if (!QFileInfo(file).isSymLink() && !f.exists()) continue;
        if (!f.remove()) {
            setError(error, TmText::tr("%1: cannot be removed: %2").arg(file, f.errorString()));
            return false;
        }
    }
    return true;
}

bool TranslationMemory::Private::prepare(QSqlQuery &q, const QString &sql, QString *error) const
{
    q = QSqlQuery(db());
    if (!q.prepare(sql)) {
        setError(error, q.lastError().text());
        return false;
    }
    return true;
}

qint64 tmKeyHash(const QString &key)
{
    const QByteArray digest = QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha1);
    qint64 h = 0;
    for (int i = 0; i < 8; ++i)
        h = (h << 8) | quint8(digest[i]);
    return h;
}

QByteArray tmPackIds(const QList<quint32> &ids)
{
    QByteArray bytes;
    bytes.resize(ids.size() * 4);
    char *p = bytes.data();
    for (const quint32 id : ids) {
        qToLittleEndian(id, p);
        p += 4;
    }
    return bytes;
}

QList<quint32> tmUnpackIds(const QByteArray &bytes)
{
    QList<quint32> ids;
    ids.reserve(bytes.size() / 4);
    for (qsizetype i = 0; i + 4 <= bytes.size(); i += 4)
        ids.append(qFromLittleEndian<quint32>(bytes.constData() + i));
    return ids;
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

TranslationMemory::TranslationMemory() : d(std::make_unique<Private>())
{
    static QAtomicInteger<quint64> counter;
    d->connection = QStringLiteral("tandem-tm-%1").arg(counter.fetchAndAddRelaxed(1));
}

TranslationMemory::~TranslationMemory()
{
    close();
}

void TranslationMemory::close()
{
    if (!QSqlDatabase::contains(d->connection)) return;
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

QString TranslationMemory::path() const
{
    return d->path;
}

QString TranslationMemory::defaultPathFor(const QString &checkoutRoot)
{
    const QByteArray id =
        QCryptographicHash::hash(checkoutRoot.toUtf8(), QCryptographicHash::Sha1).toHex();
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/tm/") + QString::fromLatin1(id) + QStringLiteral(".sqlite");
}

bool TranslationMemory::open(const QString &path, QString *error, bool readOnly)
{
    close();
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE"))) {
        setError(error, QStringLiteral("the Qt SQLite driver (QSQLITE, Debian package "
                                       "libqt6sql6-sqlite) is not installed"));
        return false;
    }
    if (const QString refusal = deviceRefusal(path); !refusal.isEmpty()) {
        setError(error, refusal);
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
    // A memory to change, in a file or folder that cannot be written (SQLite would open it
    // read-only without a word, or fail to make its side files and be taken for not a memory).
    if (!readOnly && (inReadOnlyFolder(path) || (info.exists() && !platform::mayWrite(path)))) {
        setError(error, TmText::tr("%1: the translation memory cannot be written (a read-only "
                                   "file or folder); nothing was changed")
                            .arg(path));
        return false;
    }
    // Read as it is when the folder cannot be written: immutable=1 takes no lock and needs no
    // side file (no writer can be at work where no -wal or -journal can be created).
    const bool immutable = readOnly && inReadOnlyFolder(path);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), d->connection);
        db.setDatabaseName(immutable ? QStringLiteral("file:") +
                                           QString::fromLatin1(QUrl::toPercentEncoding(
                                               info.absoluteFilePath(), QByteArrayLiteral("/"))) +
                                           QStringLiteral("?mode=ro&immutable=1")
                                     : path);
        // Wait for another Tandem writing the same memory rather than failing at once.
        db.setConnectOptions(immutable ? QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI")
                             : readOnly
                                 ? QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000")
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
    // Pages read through a memory map and a larger page cache: a lookup touches index pages all
    // over the file, and pread() per page was most of its time. The GROUP BY of a lookup sorts
    // in memory.
    q.exec(QStringLiteral("PRAGMA mmap_size=268435456"));
    q.exec(QStringLiteral("PRAGMA cache_size=-32000"));
    q.exec(QStringLiteral("PRAGMA temp_store=MEMORY"));
    // Readers (the editor) and a writer (a build) can share the file; a crash mid-write is
    // rolled back from the write-ahead log the next time the file is opened.
    if (!readOnly) {
        q.exec(QStringLiteral("PRAGMA journal_mode=WAL"));
        q.exec(QStringLiteral("PRAGMA synchronous=NORMAL"));
    }
    // Not an SQLite file, or a damaged one: say so now rather than on the first query.
    if (!q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master"))) {
        setError(error,
                 q.lastError().nativeErrorCode() == QLatin1String("11") // SQLITE_CORRUPT
                     ? damaged(path, sqlError(q))
                     : QStringLiteral("%1: not a translation memory (%2)").arg(path, sqlError(q)));
        close();
        return false;
    }
    // Every page's structure, before anything is read or written: a damaged memory gives
    // partial answers (an export of a seventh of the pairs) without an error of its own.
    // About 10 ms per 1,000 pairs (the practice checkout's 838: 11 ms).
    if (!q.exec(QStringLiteral("PRAGMA quick_check(1)")) || !q.next() ||
        q.value(0).toString() != QLatin1String("ok")) {
        setError(error,
                 damaged(path, q.isActive() && q.isValid() ? q.value(0).toString() : sqlError(q)));
        close();
        return false;
    }
    q.finish();
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
        setError(
            error,
            QStringLiteral("%1: translation memory of an unknown version %2").arg(path, existing));
        close();
        return false;
    }
    if (existing.isEmpty()) {
        QSqlQuery tables(d->db());
        if (tables.exec(QStringLiteral(
                "SELECT count(*) FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'")) &&
            tables.next() && tables.value(0).toInt() > 0 &&
            !d->db().tables().contains(QStringLiteral("units"))) {
            setError(
                error,
                QStringLiteral("%1: an SQLite database, but not a translation memory").arg(path));
            close();
            return false;
        }
        if (!begin(error)) return false;
        for (const char *statement : SchemaStatements) {
            if (!q.exec(QLatin1String(statement))) {
                setError(error, QStringLiteral("%1: %2").arg(path, sqlError(q)));
                rollback();
                close();
                return false;
            }
        }
        if (!setMeta(QStringLiteral("schema"), QString::number(SchemaVersion), error) ||
            !commit(error)) {
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
    if (!d->flushPostings(error)) return false;
    if (!d->db().commit()) {
        setError(error, d->db().lastError().text());
        return false;
    }
    return true;
}

void TranslationMemory::rollback()
{
    d->pendingAdds.clear();
    d->pendingRemovals.clear();
    d->db().rollback();
}

bool TranslationMemory::addPair(const TmPair &pair, bool *added, QString *error)
{
    if (added) *added = false;
    const QString source = storableText(pair.source);
    const QString target = storableText(pair.target);
    const QList<TmToken> tokens = tmTokenize(source);
    QSqlQuery insert;
    if (!d->prepare(insert,
                    QStringLiteral("INSERT OR IGNORE INTO units(source, target, norm, key_hash, "
                                   "file, commit_id, date, origin) VALUES(?, ?, ?, ?, ?, ?, ?, ?)"),
                    error))
        return false;
    insert.addBindValue(source);
    insert.addBindValue(target);
    const QString key = tmNormalizedKey(tokens);
    insert.addBindValue(key);
    insert.addBindValue(tmKeyHash(key));
    insert.addBindValue(nonNull(pair.file));
    insert.addBindValue(nonNull(pair.commit));
    insert.addBindValue(pair.date);
    insert.addBindValue(pair.origin.isEmpty() ? QStringLiteral("history") : pair.origin);
    if (!insert.exec()) {
        setError(error, sqlError(insert));
        return false;
    }
    if (insert.numRowsAffected() <= 0) return true; // already stored
    const qint64 id = insert.lastInsertId().toLongLong();
    // Written to the index when the transaction commits (one read and write per word).
    for (const QString &key : tmIndexKeys(tokens))
        d->pendingAdds[key].append(quint32(id));
    if (added) *added = true;
    return true;
}

bool TranslationMemory::removePairs(const QString &origin, const QString &file, QString *error)
{
    QSqlQuery rows;
    const QString where =
        file.isEmpty() ? QStringLiteral("origin = ?") : QStringLiteral("origin = ? AND file = ?");
    if (!d->prepare(rows, QStringLiteral("SELECT id, source FROM units WHERE ") + where, error))
        return false;
    rows.addBindValue(origin);
    if (!file.isEmpty()) rows.addBindValue(file);
    if (!rows.exec()) {
        setError(error, sqlError(rows));
        return false;
    }
    // A unit's index words are those of its English, tokenized again.
    QList<qint64> doomed;
    while (rows.next()) {
        const qint64 id = rows.value(0).toLongLong();
        doomed.append(id);
        for (const QString &key : tmIndexKeys(tmTokenize(rows.value(1).toString())))
            d->pendingRemovals[key].insert(quint32(id));
    }
    QSqlQuery unit;
    if (!d->prepare(unit, QStringLiteral("DELETE FROM units WHERE id = ?"), error)) return false;
    for (const qint64 id : std::as_const(doomed)) {
        unit.addBindValue(id);
        if (!unit.exec()) {
            setError(error, sqlError(unit));
            return false;
        }
    }
    return true;
}

bool TranslationMemory::Private::flushPostings(QString *error)
{
    QSet<QString> tokens;
    for (auto it = pendingAdds.cbegin(); it != pendingAdds.cend(); ++it)
        tokens.insert(it.key());
    for (auto it = pendingRemovals.cbegin(); it != pendingRemovals.cend(); ++it)
        tokens.insert(it.key());
    QSqlQuery read, write, drop;
    if (!prepare(read, QStringLiteral("SELECT units FROM postings WHERE token = ?"), error) ||
        !prepare(write,
                 QStringLiteral("INSERT OR REPLACE INTO postings(token, df, units) "
                                "VALUES(?, ?, ?)"),
                 error) ||
        !prepare(drop, QStringLiteral("DELETE FROM postings WHERE token = ?"), error))
        return false;
    for (const QString &token : std::as_const(tokens)) {
        read.addBindValue(token);
        if (!read.exec()) {
            setError(error, sqlError(read));
            return false;
        }
        QList<quint32> ids =
            read.next() ? tmUnpackIds(read.value(0).toByteArray()) : QList<quint32>();
        read.finish();
        if (const auto removals = pendingRemovals.constFind(token);
            removals != pendingRemovals.cend())
            ids.removeIf([&](quint32 id) { return removals->contains(id); });
        ids.append(pendingAdds.value(token));
        QSqlQuery &q = ids.isEmpty() ? drop : write;
        q.addBindValue(token);
        if (!ids.isEmpty()) {
            q.addBindValue(qint64(ids.size()));
            q.addBindValue(tmPackIds(ids));
        }
        if (!q.exec()) {
            setError(error, sqlError(q));
            return false;
        }
    }
    pendingAdds.clear();
    pendingRemovals.clear();
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
    if (!d->prepare(q, QStringLiteral("INSERT OR REPLACE INTO meta(key, value) VALUES(?, ?)"),
                    error))
        return false;
    q.addBindValue(key);
    q.addBindValue(value);
    if (!q.exec()) {
        setError(error, sqlError(q));
        return false;
    }
    return true;
}

bool TranslationMemory::removeMeta(const QString &prefix, QString *error)
{
    QSqlQuery q;
    if (!d->prepare(q, QStringLiteral("DELETE FROM meta WHERE substr(key, 1, ?) = ?"), error))
        return false;
    q.addBindValue(prefix.size());
    q.addBindValue(prefix);
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
    if (q.exec() && q.next()) return q.value(0).toString();
    return {};
}

QSet<QString> TranslationMemory::processedCommits(QString *error) const
{
    QSet<QString> commits;
    QSqlQuery q(d->db());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT id FROM commits"))) {
        setError(error, QStringLiteral("%1: %2").arg(d->path, sqlError(q)));
        return {};
    }
    while (q.next())
        commits.insert(q.value(0).toString());
    if (q.lastError().isValid()) {
        setError(error, QStringLiteral("%1: %2").arg(d->path, sqlError(q)));
        return {};
    }
    return commits;
}

qint64 TranslationMemory::pairCount(QString *error) const
{
    QSqlQuery q(d->db());
    if (q.exec(QStringLiteral("SELECT count(*) FROM units")) && q.next())
        return q.value(0).toLongLong();
    setError(error, QStringLiteral("%1: %2").arg(d->path, sqlError(q)));
    return -1;
}

bool TranslationMemory::forEachPair(const std::function<bool(const TmPair &)> &visit,
                                    QString *error) const
{
    QSqlQuery q(d->db());
    q.setForwardOnly(true);
    if (!q.exec(
            QStringLiteral("SELECT %1 FROM units ORDER BY id").arg(QLatin1String(TmPairColumns)))) {
        setError(error, QStringLiteral("%1: %2").arg(d->path, sqlError(q)));
        return false;
    }
    while (q.next())
        if (!visit(tmPairFromRow(q))) return true;
    // next() is false at the end and on an error alike (a damaged page met half-way).
    if (q.lastError().isValid()) {
        setError(error, QStringLiteral("%1: %2").arg(d->path, sqlError(q)));
        return false;
    }
    return true;
}

QList<TmPair> TranslationMemory::allPairs() const
{
    QList<TmPair> pairs;
    forEachPair(
        [&pairs](const TmPair &p) {
            pairs.append(p);
            return true;
        },
        nullptr);
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

int TranslationMemory::lastCandidateCount() const
{
    return d->lastCandidates;
}

} // namespace tandem
