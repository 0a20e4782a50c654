// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>
#include <QJsonValue>
#include <QString>

#include <optional>

namespace tandem {

// A checker's answers kept by content: the key is a hash of what the checker was (its
// identity) and of the request it was sent, so an unchanged paragraph is not asked again in
// the next run (a local model takes 10-25 s a paragraph). One cache file per checker, in the
// frame of text/cachefile.h: a damaged, truncated or foreign file is ignored and written anew.
// Only answers that were read whole and understood are kept: a failure is asked again.
class AnswerCache
{
public:
    static constexpr int MaxEntries = 50'000; // the oldest half is dropped beyond it
    static constexpr qint64 MaxFileBytes = 64 << 20;

    // The cache of `identity` in `folder` (empty: the user's cache folder; "-": none, nothing
    // read or written).
    AnswerCache(const QString &identity, const QString &folder);

    static QByteArray keyOf(const QString &identity, const QByteArray &request);
    std::optional<QJsonValue> find(const QByteArray &key) const;
    void insert(const QByteArray &key, const QJsonValue &answer);
    // Writes the file when something was inserted; false when it could not be written.
    bool save();

    QString path() const { return m_path; }
    bool wasDamaged() const { return m_damaged; } // a file was there but not read (tests)

private:
    QString m_identity, m_path;
    QHash<QByteArray, QJsonValue> m_answers;
    QList<QByteArray> m_order; // insertion order, for dropping the oldest
    bool m_changed = false, m_damaged = false;
};

} // namespace tandem
