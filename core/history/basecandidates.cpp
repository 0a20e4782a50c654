// SPDX-License-Identifier: GPL-3.0-or-later
#include "basecandidates.h"

namespace tandem {

QList<BaseCandidate> baseCandidates(const Checkout &checkout, int commitLimit, QString *error)
{
    QList<BaseCandidate> out;
    const GitRunner::Result refs =
        checkout.git().run({QStringLiteral("for-each-ref"),
                            QStringLiteral("--format=%(refname)%1f%(committerdate:unix)"),
                            QStringLiteral("refs/heads"), QStringLiteral("refs/remotes")});
    if (!refs.ok) {
        if (error) *error = refs.error;
        return out;
    }
    for (const QByteArray &line : refs.output.split('\n')) {
        const QList<QByteArray> fields = line.split('\x1f');
        if (fields.size() < 2) continue;
        QString name = QString::fromUtf8(fields[0]);
        if (name.endsWith(QStringLiteral("/HEAD"))) continue; // origin/HEAD names another branch
        for (const char *prefix : {"refs/heads/", "refs/remotes/"})
            if (name.startsWith(QLatin1String(prefix))) name = name.mid(qsizetype(qstrlen(prefix)));
        out.append({BaseCandidate::Kind::Branch, name, name, fields[1].toLongLong()});
    }
    if (commitLimit <= 0) return out;
    const GitRunner::Result log = checkout.git().run(
        {QStringLiteral("log"), QStringLiteral("--first-parent"),
         QStringLiteral("--max-count=%1").arg(commitLimit),
         QStringLiteral("--format=%H%x1f%ct%x1f%s"), QStringLiteral("HEAD"), QStringLiteral("--")});
    if (!log.ok) {
        if (error) *error = log.error; // a repository without commits: branches only
        return out;
    }
    for (const QByteArray &line : log.output.split('\n')) {
        const QList<QByteArray> fields = line.split('\x1f');
        if (fields.size() < 3) continue;
        const QString commit = QString::fromLatin1(fields[0]);
        const QString subject = QString::fromUtf8(fields.mid(2).join('\x1f'));
        out.append({BaseCandidate::Kind::Commit, commit, commit.left(7) + u' ' + subject,
                    fields[1].toLongLong()});
    }
    return out;
}

} // namespace tandem
