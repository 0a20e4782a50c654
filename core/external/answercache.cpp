// SPDX-License-Identifier: GPL-3.0-or-later
#include "answercache.h"

#include "cachefile.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace tandem {

namespace {

const CacheFormat Format{"TNDMEXT1", 1};

} // namespace

AnswerCache::AnswerCache(const QString &identity, const QString &folder) : m_identity(identity)
{
    m_path =
        cacheFilePath(folder, QStringLiteral("external-checks"), identity, QStringLiteral(".bin"));
    if (m_path.isEmpty() || !QFileInfo::exists(m_path)) return;
    const QByteArray payload = checkedCachePayload(Format, readCacheFile(m_path, MaxFileBytes));
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(payload, &error);
    // The identity is kept inside too: two checkers whose names hash alike never share answers.
    if (payload.isEmpty() || error.error != QJsonParseError::NoError || !doc.isObject() ||
        doc.object().value("identity").toString() != identity) {
        m_damaged = true;
        return;
    }
    for (const QJsonValue &entry : doc.object().value("answers").toArray()) {
        const QJsonArray pair = entry.toArray();
        if (pair.size() != 2 || !pair[0].isString()) continue;
        const QByteArray key = pair[0].toString().toLatin1();
        if (!m_answers.contains(key)) m_order.append(key);
        m_answers.insert(key, pair[1]);
    }
}

QByteArray AnswerCache::keyOf(const QString &identity, const QByteArray &request)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(identity.toUtf8());
    hash.addData(QByteArrayView("\0", 1));
    hash.addData(request);
    return hash.result().toHex();
}

std::optional<QJsonValue> AnswerCache::find(const QByteArray &key) const
{
    const auto it = m_answers.constFind(key);
    if (it == m_answers.constEnd()) return std::nullopt;
    return *it;
}

void AnswerCache::insert(const QByteArray &key, const QJsonValue &answer)
{
    if (m_path.isEmpty()) return;
    if (!m_answers.contains(key)) m_order.append(key);
    m_answers.insert(key, answer);
    m_changed = true;
    if (m_order.size() > MaxEntries) {
        for (const QByteArray &old : m_order.mid(0, m_order.size() / 2))
            m_answers.remove(old);
        m_order = m_order.mid(m_order.size() / 2);
    }
}

bool AnswerCache::save()
{
    if (m_path.isEmpty() || !m_changed) return true;
    QJsonArray answers;
    for (const QByteArray &key : std::as_const(m_order))
        answers.append(QJsonArray{QString::fromLatin1(key), m_answers.value(key)});
    const QByteArray payload =
        QJsonDocument(QJsonObject{{"identity", m_identity}, {"answers", answers}})
            .toJson(QJsonDocument::Compact);
    m_changed = false;
    return writeCacheFile(m_path, framedCache(Format, payload));
}

} // namespace tandem
