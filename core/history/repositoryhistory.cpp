// SPDX-License-Identifier: GPL-3.0-or-later
#include "repositoryhistory.h"

#include <QCryptographicHash>
#include <QSet>

namespace tandem {

RepositoryHistory RepositoryHistory::load(const Checkout &checkout, const QString &commit,
                                          QString *error, QString *degraded)
{
    const GitRunner::Result r = checkout.logWithRenames(
        {QStringLiteral("--raw"), QStringLiteral("-z"), QStringLiteral("--no-abbrev"),
         QStringLiteral("-M"), QStringLiteral("--no-ext-diff"),
         QStringLiteral("--format=%x1e%H%x1f%ct%x1f%s"), commit},
        {}, true, degraded);
    if (!r.ok) {
        // A repository without commits has no history to read, which is not an error.
        if (!checkout.git()
                 .run({QStringLiteral("rev-parse"), QStringLiteral("-q"),
                       QStringLiteral("--verify"), QStringLiteral("HEAD")})
                 .ok)
            return {};
        if (error) *error = r.error;
        return {};
    }
    RepositoryHistory history = parse(r.output);
    history.m_commit = commit;
    return history;
}

RepositoryHistory RepositoryHistory::parse(const QByteArray &log)
{
    RepositoryHistory h;
    int order = 0;
    for (const QByteArray &record : log.split('\x1e')) {
        const qsizetype headerEnd = record.indexOf('\0');
        if (headerEnd < 0) continue; // a merge or an empty commit: no file list
        const QList<QByteArray> header = record.left(headerEnd).split('\x1f');
        if (header.size() < 3) continue;
        const QString commit = QString::fromLatin1(header[0]);
        const qint64 time = header[1].toLongLong();
        const QString subject = QString::fromUtf8(header.mid(2).join('\x1f'));
        const QList<QByteArray> fields = record.mid(headerEnd + 1).split('\0');
        for (qsizetype i = 0; i < fields.size(); ++i) {
            const QByteArray meta = fields[i].trimmed();
            if (!meta.startsWith(':')) continue;
            // ":100644 100644 <old blob> <new blob> <status>", then one path (two for R/C).
            const QList<QByteArray> parts = meta.mid(1).split(' ');
            if (parts.size() < 5 || parts[4].isEmpty() || i + 1 >= fields.size()) continue;
            Entry e;
            e.order = order;
            e.status = parts[4].at(0);
            const bool twoPaths = e.status == 'R' || e.status == 'C';
            if (twoPaths) {
                if (i + 2 >= fields.size()) break;
                e.oldPath = QString::fromUtf8(fields[++i]);
            }
            e.version = {commit, QString::fromUtf8(fields[++i]), QString::fromLatin1(parts[3]),
                         time, subject};
            h.m_byPath[e.version.path].append(int(h.m_entries.size()));
            h.m_entries.append(e);
        }
        ++order;
    }
    return h;
}

QList<BlobVersion> RepositoryHistory::versions(const QString &path) const
{
    QList<BlobVersion> result;
    QString current = path;
    int after = -1; // only entries older than the rename that led to `current`
    QSet<QString> visited;
    while (!visited.contains(current)) {
        visited.insert(current);
        bool renamed = false;
        for (const int index : m_byPath.value(current)) {
            const Entry &e = m_entries[index];
            if (e.order <= after) continue;
            if (e.status == 'D')
                return result; // an earlier file of the same name is another document
            result.append(e.version);
            if (e.status == 'R') {
                current = e.oldPath;
                after = e.order;
                renamed = true;
                break;
            }
            if (e.status == 'A' || e.status == 'C') return result;
        }
        if (!renamed) break;
    }
    return result;
}

QHash<QString, QByteArray> readBlobs(const Checkout &checkout, const QStringList &ids,
                                     QString *error)
{
    QHash<QString, QByteArray> blobs;
    if (ids.isEmpty()) return blobs;
    QByteArray input;
    for (const QString &id : ids)
        if (checkout.hasObject(id)) input += id.toLatin1() + '\n';
    if (input.isEmpty()) return blobs;
    const GitRunner::Result r =
        checkout.git().run({QStringLiteral("cat-file"), QStringLiteral("--batch")}, input);
    if (!r.ok) {
        if (error) *error = r.error;
        return blobs;
    }
    // "<id> blob <size>\n<bytes>\n" per object, "<id> missing\n" for unknown ones.
    const QByteArray &out = r.output;
    qsizetype at = 0;
    while (at < out.size()) {
        const qsizetype eol = out.indexOf('\n', at);
        if (eol < 0) break;
        const QList<QByteArray> header = out.mid(at, eol - at).split(' ');
        at = eol + 1;
        if (header.size() != 3) continue; // "missing"
        const qsizetype size = header[2].toLongLong();
        if (size < 0 || at + size > out.size()) break;
        if (header[1] == "blob") blobs.insert(QString::fromLatin1(header[0]), out.mid(at, size));
        at += size + 1;
    }
    return blobs;
}

QString gitBlobId(const QByteArray &bytes)
{
    QCryptographicHash hash(QCryptographicHash::Sha1);
    hash.addData(QByteArrayLiteral("blob ") + QByteArray::number(bytes.size()) + '\0');
    hash.addData(bytes);
    return QString::fromLatin1(hash.result().toHex());
}

} // namespace tandem
