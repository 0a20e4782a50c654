// SPDX-License-Identifier: GPL-3.0-or-later
#include "spellingverdictstore.h"

#include "atomicwrite.h"
#include "boundedfile.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace tandem {

namespace {

constexpr char header[] = "tandem spelling verdicts 1\n";

QByteArray identity(const QString &path)
{
    const QFileInfo info(path);
    return info.canonicalFilePath().toUtf8() + '\0' + QByteArray::number(info.size()) + '\0' +
           QByteArray::number(info.lastModified().toMSecsSinceEpoch()) + '\0';
}

} // namespace

SpellingVerdictStore::SpellingVerdictStore(const QString &affPath, const QString &dicPath,
                                           const QString &folder)
{
    const QString dir =
        folder.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) +
                               QStringLiteral("/tandem/spelling")
                         : folder;
    const QByteArray key =
        QCryptographicHash::hash(identity(affPath) + identity(dicPath), QCryptographicHash::Sha1)
            .toHex()
            .left(16);
    m_path = dir + u'/' + QFileInfo(affPath).completeBaseName() + u'-' + QString::fromLatin1(key) +
             QStringLiteral(".txt");
}

QHash<QString, bool> SpellingVerdictStore::load() const
{
    QHash<QString, bool> verdicts;
    TextFile::Error error;
    const QByteArray data = readBoundedFile(m_path, &error);
    if (error) return verdicts;
    if (!data.startsWith(header)) return verdicts;
    qsizetype at = qsizetype(sizeof header) - 1;
    while (at < data.size()) {
        qsizetype end = data.indexOf('\n', at);
        if (end < 0) break; // a last line without its newline was cut short: ignore it
        const char verdict = data[at];
        if (end - at >= 2 && (verdict == '+' || verdict == '-'))
            verdicts.insert(QString::fromUtf8(data.constData() + at + 1, end - at - 1),
                            verdict == '+');
        at = end + 1;
    }
    return verdicts;
}

bool SpellingVerdictStore::save(const QHash<QString, bool> &verdicts) const
{
    QHash<QString, bool> all = load();
    const qsizetype before = all.size();
    for (auto it = verdicts.begin(); it != verdicts.end(); ++it)
        all.insert(it.key(), it.value());
    if (all.size() == before) return true; // nothing new: leave the file alone
    if (all.size() > maxWords) all = verdicts;
    if (!QDir().mkpath(QFileInfo(m_path).absolutePath())) return false;
    QByteArray out(header);
    out.reserve(out.size() + all.size() * 12);
    for (auto it = all.begin(); it != all.end(); ++it) {
        if (it.key().contains(u'\n') || it.key().isEmpty()) continue;
        out += it.value() ? '+' : '-';
        out += it.key().toUtf8();
        out += '\n';
    }
    return writeFileAtomically(m_path, out);
}

} // namespace tandem
