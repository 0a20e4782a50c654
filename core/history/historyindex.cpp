// SPDX-License-Identifier: GPL-3.0-or-later
#include "historyindex.h"

#include "syncreplay.h"

#include <QSet>

namespace tandem {

namespace {

QString versionKey(const QString &commit, const QString &path)
{
    return commit + u':' + path;
}

bool isCommitId(const QString &name)
{
    if (name.size() != 40) return false;
    for (const QChar c : name)
        if (!((c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f'))) return false;
    return true;
}

} // namespace

HistoryIndex HistoryIndex::load(const Checkout &checkout, const QStringList &commits)
{
    HistoryIndex index;
    for (const QString &name : commits) {
        if (name.isEmpty() || index.covers(name)) continue;
        const QString id = isCommitId(name) ? name : checkout.resolveCommit(name, nullptr);
        if (id.isEmpty()) continue;
        if (const auto loaded = index.m_histories.constFind(id);
            loaded != index.m_histories.constEnd()) {
            index.m_histories.insert(name, *loaded);
            continue;
        }
        QString error, degraded;
        const RepositoryHistory history = RepositoryHistory::load(checkout, id, &error, &degraded);
        // A log git could not read whole follows renames less than `git log --follow` of one
        // file may: those files are read one by one, as without an index.
        if (!error.isEmpty() || !degraded.isEmpty()) continue;
        index.m_histories.insert(id, history);
        index.m_histories.insert(name, history);
    }
    return index;
}

std::optional<QList<FileVersion>> HistoryIndex::history(const QString &commit,
                                                        const QString &path) const
{
    const auto it = m_histories.constFind(commit);
    if (it == m_histories.constEnd()) return std::nullopt;
    return it->versions(path);
}

QStringList HistoryIndex::blobsOf(const QStringList &paths) const
{
    QStringList ids;
    QSet<QString> seen;
    for (const RepositoryHistory &history : m_histories)
        for (const QString &path : paths)
            for (const FileVersion &v : history.versions(path))
                if (!seen.contains(v.blob)) {
                    seen.insert(v.blob);
                    ids.append(v.blob);
                }
    return ids;
}

void HistoryIndex::prefetch(const Checkout &checkout, const QStringList &paths)
{
    m_blobOf.clear();
    m_bytes.clear();
    QSet<QString> seen;
    QStringList ids;
    for (const RepositoryHistory &history : std::as_const(m_histories))
        for (const QString &path : paths)
            for (const FileVersion &v : history.versions(path)) {
                m_blobOf.insert(versionKey(v.commit, v.path), v.blob);
                if (!seen.contains(v.blob)) {
                    seen.insert(v.blob);
                    ids.append(v.blob);
                }
            }
    // A blob git does not give (absent, damaged) stays out: fileAt() then asks git for that
    // version alone, which says what is wrong with it.
    m_bytes = readBlobs(checkout, ids, nullptr);
    readSyncHunks(checkout, paths);
}

void HistoryIndex::readSyncHunks(const Checkout &checkout, const QStringList &paths)
{
    m_syncHunks.clear();
    QSet<QString> commits, names;
    QByteArray input;
    for (const RepositoryHistory &history : std::as_const(m_histories))
        for (const QString &path : paths)
            for (const FileVersion &v : history.versions(path)) {
                names.insert(v.path);
                if (isUpstreamSyncSubject(v.subject) && !commits.contains(v.commit)) {
                    commits.insert(v.commit);
                    input += v.commit.toLatin1() + '\n';
                }
            }
    if (commits.isEmpty()) return;
    // Each commit against its parent, limited to these files (under every name they had).
    QStringList args{QStringLiteral("diff-tree"),
                     QStringLiteral("-r"),
                     QStringLiteral("-p"),
                     QStringLiteral("-U0"),
                     QStringLiteral("-M"),
                     QStringLiteral("--full-index"),
                     QStringLiteral("--no-ext-diff"),
                     QStringLiteral("--no-textconv"),
                     QStringLiteral("--no-color"),
                     QStringLiteral("--stdin"),
                     QStringLiteral("--")};
    args << QStringList(names.begin(), names.end());
    const GitRunner::Result r = checkout.git().run(args, input);
    if (!r.ok) return; // each diff is then run alone
    // Per file: "diff --git ...", "index <old>..<new>[ <mode>]", "---", "+++", then the hunks.
    QString pair;
    QByteArray section;
    const auto finish = [&] {
        if (!pair.isEmpty()) m_syncHunks.insert(pair, Checkout::parseHunks(section));
        pair.clear();
        section.clear();
    };
    for (const QByteArray &line : r.output.split('\n')) {
        if (line.startsWith("diff --git ")) {
            finish();
        } else if (pair.isEmpty() && section.isEmpty() && line.startsWith("index ")) {
            const QByteArray ids = line.mid(6).split(' ').value(0);
            if (ids.size() == 82 && ids.mid(40, 2) == "..") pair = QString::fromLatin1(ids);
            continue;
        }
        if (!pair.isEmpty()) section += line + '\n';
    }
    finish();
}

std::optional<QList<DiffHunk>> HistoryIndex::syncHunks(const QString &olderBlob,
                                                       const QString &newerBlob) const
{
    const auto it = m_syncHunks.constFind(olderBlob + QStringLiteral("..") + newerBlob);
    if (it == m_syncHunks.constEnd()) return std::nullopt;
    return *it;
}

std::optional<QByteArray> HistoryIndex::fileAt(const QString &commit, const QString &path) const
{
    const auto blob = m_blobOf.constFind(versionKey(commit, path));
    if (blob == m_blobOf.constEnd()) return std::nullopt;
    const auto bytes = m_bytes.constFind(*blob);
    if (bytes == m_bytes.constEnd()) return std::nullopt;
    return *bytes;
}

} // namespace tandem
