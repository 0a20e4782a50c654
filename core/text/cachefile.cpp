// SPDX-License-Identifier: GPL-3.0-or-later
#include "cachefile.h"

#include "atomicwrite.h"
#include "boundedfile.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QtEndian>

namespace tandem {

namespace {

constexpr qsizetype MagicSize = 8;
constexpr qsizetype HeaderSize = MagicSize + 4 + 8 + 32;

} // namespace

QByteArray framedCache(const CacheFormat &format, const QByteArray &payload)
{
    Q_ASSERT(format.magic.size() == MagicSize);
    QByteArray bytes(format.magic.data(), MagicSize);
    char number[8];
    qToBigEndian(format.version, number);
    bytes.append(number, 4);
    qToBigEndian(quint64(payload.size()), number);
    bytes.append(number, 8);
    bytes.append(QCryptographicHash::hash(payload, QCryptographicHash::Sha256));
    bytes.append(payload);
    return bytes;
}

QByteArray checkedCachePayload(const CacheFormat &format, const QByteArray &bytes)
{
    if (bytes.size() < HeaderSize || !bytes.startsWith(format.magic)) return {};
    if (qFromBigEndian<quint32>(bytes.constData() + MagicSize) != format.version) return {};
    const quint64 length = qFromBigEndian<quint64>(bytes.constData() + MagicSize + 4);
    if (length != quint64(bytes.size() - HeaderSize)) return {};
    const QByteArray payload = bytes.mid(HeaderSize);
    if (QCryptographicHash::hash(payload, QCryptographicHash::Sha256) !=
        bytes.mid(MagicSize + 12, 32))
        return {};
    return payload;
}

QByteArray readCacheFile(const QString &path, qint64 maxBytes)
{
    TextFile::Error error;
    return readBoundedFileUpTo(path, maxBytes, &error);
}

bool writeCacheFile(const QString &path, const QByteArray &bytes)
{
    const QFileInfo info(path);
    QDir().mkpath(info.absolutePath());
    if ((info.isSymLink() || (info.exists() && !info.isFile())) && !QFile::remove(path))
        return false;
    return writeFileAtomically(path, bytes);
}

QString cacheFilePath(const QString &folder, const QString &kind, const QString &identity,
                      const QString &suffix)
{
    if (folder == QLatin1String("-")) return {};
    const QString dir =
        folder.isEmpty()
            ? QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + u'/' + kind
            : folder;
    const QByteArray id =
        QCryptographicHash::hash(identity.toUtf8(), QCryptographicHash::Sha1).toHex();
    return dir + u'/' + QString::fromLatin1(id) + suffix;
}

} // namespace tandem
