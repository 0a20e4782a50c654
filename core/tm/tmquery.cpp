// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzy lookup: candidates from the inverted index, scored by token edit distance.
#include "tmprivate.h"
#include "tmtokens.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace tandem {

namespace {

// How many postings one lookup counts (the query's rarest words, up to MaxTokens of them,
// until their lists reach the budget), how many candidates it scores and how many full rows
// it reads. A unit that reaches the threshold shares most of the query's words, its
// rare words above all, so it is among the units sharing the most of the rarest words.
constexpr qint64 PostingBudget = 20000;
constexpr int MaxTokens = 12;
constexpr int MaxCandidates = 300;
constexpr int MaxRowsRead = 60;

QString placeholders(qsizetype n)
{
    QString s;
    for (qsizetype i = 0; i < n; ++i)
        s += i ? QStringLiteral(", ?") : QStringLiteral("?");
    return s;
}

QStringList keysOf(const QList<TmToken> &tokens)
{
    QStringList keys;
    keys.reserve(tokens.size());
    for (const TmToken &t : tokens)
        keys.append(t.key);
    return keys;
}

} // namespace

QList<TmMatch> TranslationMemory::query(const QString &english, const TmQueryOptions &options) const
{
    d->lastCandidates = 0;
    const QList<TmToken> tokens = tmTokenize(english);
    if (tokens.isEmpty() || !isOpen()) return {};
    const QStringList queryKeys = keysOf(tokens);
    const QStringList indexKeys = tmIndexKeys(tokens);

    // 1. Candidate ids: the units with the same normalized English, then those sharing the
    //    most of the query's rarest words.
    QSqlQuery q(d->db());
    q.setForwardOnly(true);
    q.prepare(
        QStringLiteral("SELECT id FROM units WHERE key_hash = ? LIMIT %1").arg(MaxCandidates));
    q.addBindValue(tmKeyHash(tmNormalizedKey(tokens)));
    QList<quint32> ids;
    QSet<quint32> taken;
    if (q.exec())
        while (q.next())
            if (const quint32 id = q.value(0).toUInt(); !taken.contains(id)) {
                taken.insert(id);
                ids.append(id);
            }
    if (!indexKeys.isEmpty()) {
        QList<std::pair<qint64, QString>> byFrequency;
        q.prepare(QStringLiteral("SELECT token, df FROM postings WHERE token IN (%1)")
                      .arg(placeholders(indexKeys.size())));
        for (const QString &k : indexKeys)
            q.addBindValue(k);
        if (q.exec())
            while (q.next())
                byFrequency.append({q.value(1).toLongLong(), q.value(0).toString()});
        std::sort(byFrequency.begin(), byFrequency.end());
        QStringList rarest;
        qint64 postings = 0;
        for (const auto &[df, key] : std::as_const(byFrequency)) {
            if (!rarest.isEmpty() && (postings + df > PostingBudget || rarest.size() >= MaxTokens))
                break;
            rarest.append(key);
            postings += df;
        }
        QHash<quint32, int> shared;
        shared.reserve(qsizetype(postings));
        q.prepare(QStringLiteral("SELECT units FROM postings WHERE token IN (%1)")
                      .arg(placeholders(rarest.size())));
        for (const QString &k : std::as_const(rarest))
            q.addBindValue(k);
        if (!rarest.isEmpty() && q.exec())
            while (q.next())
                for (const quint32 id : tmUnpackIds(q.value(0).toByteArray()))
                    ++shared[id];
        QList<std::pair<int, quint32>> ranked; // (-shared words, -id): most shared, newest first
        ranked.reserve(shared.size());
        for (auto it = shared.cbegin(); it != shared.cend(); ++it)
            if (!taken.contains(it.key())) ranked.append({-it.value(), it.key()});
        const qsizetype keep = std::clamp<qsizetype>(MaxCandidates - ids.size(), 0, ranked.size());
        std::partial_sort(ranked.begin(), ranked.begin() + keep, ranked.end(),
                          [](const auto &a, const auto &b) {
                              return a.first != b.first ? a.first < b.first : a.second > b.second;
                          });
        for (qsizetype i = 0; i < keep; ++i)
            ids.append(ranked[i].second);
    }
    if (ids.isEmpty()) return {};
    d->lastCandidates = int(ids.size());

    // 2. Score them, once per distinct normalized English (copies of a pair share it): first
    //    the short columns of every candidate, then the key of one unit per distinct hash.
    q.prepare(QStringLiteral("SELECT id, key_hash, file FROM units WHERE id IN (%1)")
                  .arg(placeholders(ids.size())));
    for (const quint32 id : std::as_const(ids))
        q.addBindValue(id);
    if (!q.exec()) return {};
    QHash<qint64, QList<quint32>> idsOfHash;
    while (q.next())
        if (options.excludeFile.isEmpty() || q.value(2).toString() != options.excludeFile)
            idsOfHash[q.value(1).toLongLong()].append(q.value(0).toUInt());
    if (idsOfHash.isEmpty()) return {};
    q.prepare(QStringLiteral("SELECT key_hash, norm FROM units WHERE id IN (%1)")
                  .arg(placeholders(idsOfHash.size())));
    for (const QList<quint32> &group : std::as_const(idsOfHash))
        q.addBindValue(group.constFirst());
    if (!q.exec()) return {};
    QList<std::pair<int, quint32>> passing; // (score, id)
    while (q.next()) {
        const int score = tmSimilarity(q.value(1).toString().split(u' ', Qt::SkipEmptyParts),
                                       queryKeys, options.threshold);
        if (score >= options.threshold)
            for (const quint32 id : idsOfHash.value(q.value(0).toLongLong()))
                passing.append({score, id});
    }
    if (passing.isEmpty()) return {};
    // The full rows of the best ones only.
    std::sort(passing.begin(), passing.end(), [](const auto &a, const auto &b) {
        return a.first != b.first ? a.first > b.first : a.second > b.second;
    });
    passing.resize(std::min<qsizetype>(passing.size(), MaxRowsRead));
    q.prepare(QStringLiteral("SELECT %1 FROM units WHERE id IN (%2)")
                  .arg(QLatin1String(TmPairColumns), placeholders(passing.size())));
    QHash<qint64, int> scoreOfId;
    for (const auto &[score, id] : std::as_const(passing)) {
        q.addBindValue(id);
        scoreOfId.insert(id, score);
    }
    if (!q.exec()) return {};
    const QString simplifiedQuery = tmSimplified(english);
    QList<TmMatch> matches;
    while (q.next()) {
        TmPair pair = tmPairFromRow(q);
        int score = scoreOfId.value(pair.id);
        const bool exact = tmSimplified(pair.source) == simplifiedQuery;
        // The same words with other code, numbers, case or punctuation: not an exact match.
        score = exact ? 100 : std::min(score, 99);
        matches.append({std::move(pair), score, exact, {}});
    }
    std::sort(matches.begin(), matches.end(), [](const TmMatch &a, const TmMatch &b) {
        if (a.score != b.score) return a.score > b.score;
        if (a.pair.date != b.pair.date) return a.pair.date > b.pair.date;
        return a.pair.id > b.pair.id;
    });
    // One row per distinct translation of a distinct English (the same pair in two files is
    // one suggestion).
    QList<TmMatch> top;
    QSet<QString> seen;
    for (TmMatch &m : matches) {
        const QString key = tmSimplified(m.pair.source) + QChar(0) + tmSimplified(m.pair.target);
        if (seen.contains(key)) continue;
        seen.insert(key);
        m.diff = tmWordDiff(m.pair.source, english);
        top.append(std::move(m));
        if (top.size() >= options.limit) break;
    }
    return top;
}

} // namespace tandem
