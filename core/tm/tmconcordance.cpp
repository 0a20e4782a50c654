// SPDX-License-Identifier: GPL-3.0-or-later
// Concordance: every stored pair whose English (or Korean) contains a phrase.
#include "tmprivate.h"
#include "tmtokens.h"

#include <QHash>

#include <algorithm>

namespace tandem {

namespace {

bool hasHangul(QStringView text)
{
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if ((u >= 0xAC00 && u <= 0xD7A3) || (u >= 0x1100 && u <= 0x11FF) || (u >= 0x3130 && u <= 0x318F))
            return true;
    }
    return false;
}

} // namespace

QList<TmConcordanceHit> TranslationMemory::concordance(const QString &phrase, int limit) const
{
    const QString needle = tmSimplified(phrase).toLower();
    if (needle.isEmpty() || !isOpen() || limit <= 0)
        return {};
    QSqlQuery q(d->db());
    q.setForwardOnly(true);
    const QString columns = QLatin1String(TmPairColumns);
    const bool korean = hasHangul(needle);
    const QStringList keys = tmIndexKeys(tmTokenize(needle));
    if (korean || keys.isEmpty()) {
        // Korean words carry particles, so they are not indexed: SQLite reads every row once.
        q.prepare(QStringLiteral("SELECT %1 FROM units WHERE instr(lower(%2), ?) > 0 "
                                 "ORDER BY date DESC, id DESC")
                      .arg(columns, korean ? QStringLiteral("target") : QStringLiteral("source")));
        q.addBindValue(needle);
    } else {
        // The rarest word's postings, newest first; the phrase itself is verified below.
        QString rarest;
        qint64 rarestDf = -1;
        QSqlQuery df(d->db());
        df.prepare(QStringLiteral("SELECT df FROM token_df WHERE token = ?"));
        for (const QString &k : keys) {
            df.addBindValue(k);
            const qint64 n = df.exec() && df.next() ? df.value(0).toLongLong() : 0;
            if (n == 0)
                return {}; // a word no stored English has
            if (rarestDf < 0 || n < rarestDf) {
                rarestDf = n;
                rarest = k;
            }
        }
        QString prefixed;
        for (const QString &c : columns.split(QStringLiteral(", ")))
            prefixed += (prefixed.isEmpty() ? QString() : QStringLiteral(", ")) + QStringLiteral("u.") + c;
        q.prepare(QStringLiteral("SELECT %1 FROM postings p JOIN units u ON u.id = p.unit "
                                 "WHERE p.token = ? ORDER BY u.date DESC, u.id DESC")
                      .arg(prefixed));
        q.addBindValue(rarest);
    }
    if (!q.exec())
        return {};
    QList<TmConcordanceHit> hits;
    while (q.next() && hits.size() < limit) {
        TmPair pair = tmPairFromRow(q);
        const QString haystack = tmSimplified(korean ? pair.target : pair.source).toLower();
        if (!haystack.contains(needle))
            continue;
        hits.append({std::move(pair), 1, true});
    }
    // One English with different translations: count them and mark the newest.
    QHash<QString, QList<qsizetype>> byEnglish;
    for (qsizetype i = 0; i < hits.size(); ++i)
        byEnglish[tmSimplified(hits[i].pair.source)].append(i);
    for (const QList<qsizetype> &group : std::as_const(byEnglish)) {
        QHash<QString, qint64> newestOf; // translation -> its newest date
        for (const qsizetype i : group) {
            const QString t = tmSimplified(hits[i].pair.target);
            newestOf[t] = std::max(newestOf.value(t, hits[i].pair.date), hits[i].pair.date);
        }
        if (newestOf.size() < 2)
            continue;
        qint64 newest = 0;
        for (const qint64 date : std::as_const(newestOf))
            newest = std::max(newest, date);
        for (const qsizetype i : group) {
            hits[i].translations = int(newestOf.size());
            hits[i].newest = newestOf.value(tmSimplified(hits[i].pair.target)) == newest;
        }
    }
    return hits;
}

} // namespace tandem
