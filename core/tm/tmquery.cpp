// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzy lookup: candidates from the inverted index, scored by token edit distance.
#include "tmprivate.h"
#include "tmtokens.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace tandem {

namespace {

// How many postings one lookup reads at most, and how many candidates it scores. A unit that
// reaches the threshold shares most of the query's words, its rare words above all, so it is
// among the units sharing the most of the rarest words.
constexpr int PostingBudget = 6000;
constexpr int MaxPostingsPerToken = 1500;
constexpr int MaxCandidates = 300;

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
    if (tokens.isEmpty() || !isOpen())
        return {};
    const QStringList queryKeys = keysOf(tokens);
    const QStringList indexKeys = tmIndexKeys(tokens);

    // 1. Candidate ids: the units with the same normalized English, then those sharing the
    //    most of the query's rarest words.
    QHash<qint64, int> shared;
    QSqlQuery q(d->db());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT id FROM units WHERE norm = ? LIMIT %1").arg(MaxCandidates));
    q.addBindValue(tmNormalizedKey(tokens));
    QSet<qint64> sameKey;
    if (q.exec())
        while (q.next())
            sameKey.insert(q.value(0).toLongLong());

    if (!indexKeys.isEmpty()) {
        QList<std::pair<qint64, QString>> byFrequency;
        q.prepare(QStringLiteral("SELECT token, df FROM token_df WHERE token IN (%1) AND df > 0")
                      .arg(placeholders(indexKeys.size())));
        for (const QString &k : indexKeys)
            q.addBindValue(k);
        if (q.exec())
            while (q.next())
                byFrequency.append({q.value(1).toLongLong(), q.value(0).toString()});
        std::sort(byFrequency.begin(), byFrequency.end());
        int budget = PostingBudget;
        QSqlQuery postings(d->db());
        postings.setForwardOnly(true);
        postings.prepare(QStringLiteral("SELECT unit FROM postings WHERE token = ? LIMIT %1")
                             .arg(MaxPostingsPerToken));
        for (const auto &[df, key] : std::as_const(byFrequency)) {
            if (budget <= 0)
                break;
            postings.addBindValue(key);
            if (!postings.exec())
                continue;
            while (postings.next()) {
                ++shared[postings.value(0).toLongLong()];
                --budget;
            }
        }
    }
    QList<std::pair<int, qint64>> ranked; // (-shared words, id)
    ranked.reserve(shared.size());
    for (auto it = shared.cbegin(); it != shared.cend(); ++it)
        if (!sameKey.contains(it.key()))
            ranked.append({-it.value(), it.key()});
    const qsizetype keep = std::min<qsizetype>(ranked.size(), MaxCandidates - sameKey.size());
    std::partial_sort(ranked.begin(), ranked.begin() + std::max<qsizetype>(keep, 0), ranked.end());
    QList<qint64> ids(sameKey.cbegin(), sameKey.cend());
    for (qsizetype i = 0; i < keep; ++i)
        ids.append(ranked[i].second);
    if (ids.isEmpty())
        return {};
    d->lastCandidates = int(ids.size());

    // 2. Score them.
    q.prepare(QStringLiteral("SELECT %1, norm FROM units WHERE id IN (%2)")
                  .arg(QLatin1String(TmPairColumns), placeholders(ids.size())));
    for (const qint64 id : std::as_const(ids))
        q.addBindValue(id);
    if (!q.exec())
        return {};
    const QString simplifiedQuery = tmSimplified(english);
    QList<TmMatch> matches;
    while (q.next()) {
        TmPair pair = tmPairFromRow(q);
        if (!options.excludeFile.isEmpty() && pair.file == options.excludeFile)
            continue;
        const QStringList storedKeys = q.value(7).toString().split(u' ', Qt::SkipEmptyParts);
        int score = tmSimilarity(storedKeys, queryKeys, options.threshold);
        if (score < options.threshold)
            continue;
        const bool exact = tmSimplified(pair.source) == simplifiedQuery;
        // The same words with other code, numbers, case or punctuation: not an exact match.
        if (!exact)
            score = std::min(score, 99);
        else
            score = 100;
        if (score < options.threshold)
            continue;
        matches.append({std::move(pair), score, exact, {}});
    }
    std::sort(matches.begin(), matches.end(), [](const TmMatch &a, const TmMatch &b) {
        if (a.score != b.score)
            return a.score > b.score;
        if (a.pair.date != b.pair.date)
            return a.pair.date > b.pair.date;
        return a.pair.id > b.pair.id;
    });
    // One row per distinct translation of a distinct English (the same pair in two files is
    // one suggestion).
    QList<TmMatch> top;
    QSet<QString> seen;
    for (TmMatch &m : matches) {
        const QString key = tmSimplified(m.pair.source) + QChar(0) + tmSimplified(m.pair.target);
        if (seen.contains(key))
            continue;
        seen.insert(key);
        m.diff = tmWordDiff(m.pair.source, english);
        top.append(std::move(m));
        if (top.size() >= options.limit)
            break;
    }
    return top;
}

} // namespace tandem
