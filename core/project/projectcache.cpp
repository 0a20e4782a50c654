// SPDX-License-Identifier: GPL-3.0-or-later
#include "projectcache.h"

#include "atomicwrite.h"
#include "boundedfile.h"

#include <QCborArray>
#include <QCborValue>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QtEndian>

#include <sys/stat.h>

namespace tandem {

namespace {

// 3: englishWithHangul; 4: the header below.
constexpr quint32 FormatVersion = 4;

// The file: this magic, the format version (4 bytes, big-endian), the payload's length (8 bytes)
// and SHA-256 (32 bytes), then the payload (a CBOR map). A file that is truncated, has a bit
// flipped, was written by another version or is not ours fails one of these and is ignored:
// the cache is then rebuilt from the checkout and written anew at the end of the run.
constexpr char Magic[8] = {'T', 'N', 'D', 'M', 'P', 'R', 'J', '\0'};
constexpr qsizetype HeaderSize = 8 + 4 + 8 + 32;

QByteArray withHeader(const QByteArray &payload)
{
    QByteArray bytes(Magic, sizeof Magic);
    char number[8];
    qToBigEndian(FormatVersion, number);
    bytes.append(number, 4);
    qToBigEndian(quint64(payload.size()), number);
    bytes.append(number, 8);
    bytes.append(QCryptographicHash::hash(payload, QCryptographicHash::Sha256));
    bytes.append(payload);
    return bytes;
}

// The payload of a file that passes every check, else empty.
QByteArray checkedPayload(const QByteArray &bytes)
{
    if (bytes.size() < HeaderSize || !bytes.startsWith(QByteArrayView(Magic, sizeof Magic)))
        return {};
    if (qFromBigEndian<quint32>(bytes.constData() + 8) != FormatVersion) return {};
    const quint64 length = qFromBigEndian<quint64>(bytes.constData() + 12);
    if (length != quint64(bytes.size() - HeaderSize)) return {};
    const QByteArray payload = bytes.mid(HeaderSize);
    if (QCryptographicHash::hash(payload, QCryptographicHash::Sha256) != bytes.mid(20, 32))
        return {};
    return payload;
}

} // namespace

ProjectCache::ProjectCache(const QString &root, const QString &folder)
{
    const QString dir = folder.isEmpty()
                            ? QStandardPaths::writableLocation(QStandardPaths::CacheLocation) +
                                  QStringLiteral("/project")
                            : folder;
    const QByteArray id = QCryptographicHash::hash(root.toUtf8(), QCryptographicHash::Sha1).toHex();
    m_path = dir + QStringLiteral("/") + QString::fromLatin1(id) + QStringLiteral(".cbor");
}

void ProjectCache::load()
{
    // Through the regular-file gate: a FIFO or a link to /dev/zero in its place is not read.
    TextFile::Error error;
    const QByteArray bytes = readBoundedFileUpTo(m_path, MaxBytes, &error);
    if (bytes.isEmpty()) return;
    loadBytes(bytes);
}

bool ProjectCache::loadBytes(const QByteArray &bytes)
{
    m_english.clear();
    m_englishWithHangul.clear();
    m_stored.clear();
    const QByteArray payload = checkedPayload(bytes);
    if (payload.isEmpty()) return false;
    QCborParserError parseError;
    const QCborValue value = QCborValue::fromCbor(payload, &parseError);
    if (parseError.error != QCborError::NoError || !value.isMap()) return false;
    const QCborMap map = value.toMap();
    const QCborMap english = map.value(QStringLiteral("english")).toMap();
    for (auto it = english.constBegin(); it != english.constEnd(); ++it)
        m_english.insert(it.key().toString(), it.value().toBool());
    for (const QCborValue &blob : map.value(QStringLiteral("englishWithHangul")).toArray())
        m_englishWithHangul.insert(blob.toString());
    const QCborMap analyses = map.value(QStringLiteral("analyses")).toMap();
    for (auto it = analyses.constBegin(); it != analyses.constEnd(); ++it)
        if (it.value().isMap()) m_stored.insert(it.key().toString().toLatin1(), it.value().toMap());
    return true;
}

bool ProjectCache::save() const
{
    QCborMap english, analyses;
    QCborArray withHangul;
    for (auto it = m_english.constBegin(); it != m_english.constEnd(); ++it)
        english.insert(it.key(), it.value());
    for (const QString &blob : m_englishWithHangul)
        withHangul.append(blob);
    for (auto it = m_used.constBegin(); it != m_used.constEnd(); ++it)
        analyses.insert(QString::fromLatin1(it.key()), it.value());
    const QByteArray payload =
        QCborValue(QCborMap{{QStringLiteral("english"), english},
                            {QStringLiteral("englishWithHangul"), withHangul},
                            {QStringLiteral("analyses"), analyses}})
            .toCbor();
    if (payload.size() + HeaderSize > MaxBytes) return false; // never written, never read
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    // QSaveFile writes through a symlink to its target (as it should for a user's file): a cache
    // path linked to /dev/zero would, as root, have /dev/zero replaced. Whatever is there that
    // is not a plain file (a link, a FIFO) goes first; the cache is then a new regular file.
    struct stat st;
    if (::lstat(QFile::encodeName(m_path).constData(), &st) == 0 && !S_ISREG(st.st_mode) &&
        !QFile::remove(m_path))
        return false;
    return writeFileAtomically(m_path, withHeader(payload));
}

QByteArray ProjectCache::framed(const QByteArray &payload)
{
    return withHeader(payload);
}

std::optional<bool> ProjectCache::isEnglish(const QString &blob) const
{
    const auto it = m_english.constFind(blob);
    if (it == m_english.constEnd()) return std::nullopt;
    return *it;
}

void ProjectCache::setEnglish(const QString &blob, bool english, bool hasHangul)
{
    m_english.insert(blob, english);
    if (english && hasHangul) m_englishWithHangul.insert(blob);
}

std::optional<FileAnalysis> ProjectCache::analysis(const QByteArray &key) const
{
    const auto it = m_stored.constFind(key);
    if (it == m_stored.constEnd()) {
        ++m_misses;
        return std::nullopt;
    }
    ++m_hits;
    m_used.insert(key, *it);
    return FileAnalysis::fromCbor(*it);
}

void ProjectCache::setAnalysis(const QByteArray &key, const FileAnalysis &analysis)
{
    m_used.insert(key, analysis.toCbor());
}

} // namespace tandem
