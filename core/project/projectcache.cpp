// SPDX-License-Identifier: GPL-3.0-or-later
#include "projectcache.h"

#include "cachefile.h"

#include <QCborArray>
#include <QCborValue>
#include <QDir>
#include <QFileInfo>

namespace tandem {

namespace {

// 3: englishWithHangul; 4: the frame of cachefile.h.
constexpr char Magic[8] = {'T', 'N', 'D', 'M', 'P', 'R', 'J', '\0'};
constexpr CacheFormat Format{QByteArrayView(Magic, sizeof Magic), 4};

} // namespace

ProjectCache::ProjectCache(const QString &root, const QString &folder)
{
    m_path = cacheFilePath(folder, QStringLiteral("project"), root, QStringLiteral(".cbor"));
}

void ProjectCache::load()
{
    const QByteArray bytes = readCacheFile(m_path, MaxBytes);
    if (bytes.isEmpty()) return;
    loadBytes(bytes);
}

bool ProjectCache::loadBytes(const QByteArray &bytes)
{
    m_english.clear();
    m_englishWithHangul.clear();
    m_stored.clear();
    const QByteArray payload = checkedCachePayload(Format, bytes);
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
    const QByteArray bytes = framedCache(Format, payload);
    if (bytes.size() > MaxBytes) return false; // never written, never read
    return writeCacheFile(m_path, bytes);
}

QByteArray ProjectCache::framed(const QByteArray &payload)
{
    return framedCache(Format, payload);
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
