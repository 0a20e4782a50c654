// SPDX-License-Identifier: GPL-3.0-or-later
// Concordance: every stored pair whose English (or Korean) contains a phrase.
#include "tmprivate.h"

#include "hangul.h"
#include "tmtokens.h"

#include <QHash>

#include <algorithm>
#include <iterator>

namespace tandem {

namespace {

} // namespace

QList<TmConcordanceHit> TranslationMemory::concordance(const QString &phrase, int limit) const
{
    const QString needle = tmSimplified(phrase).toLower();
    if (needle.isEmpty() || !isOpen() || limit <= 0) return {};
    QSqlQuery q(d->db());
    q.setForwardOnly(true);
    const QString columns = QLatin1String(TmPairColumns);
    const bool korean = containsHangul(needle);
    QList<TmConcordanceHit> hits;
    const auto verify = [&](TmPair &&pair) {
        const QString haystack = tmSimplified(korean ? pair.target : pair.source).toLower();
        // English: the phrase starts at a word's start ("network" finds "networks", not
        // "subnetwork"); Korean: anywhere (particles and compounds attach to words).
        for (qsizetype at = haystack.indexOf(needle); at >= 0;
             at = haystack.indexOf(needle, at + 1)) {
            if (korean || at == 0 || !haystack.at(at - 1).isLetterOrNumber()) {
                hits.append({std::move(pair), 1, true});
                return;
            }
        }
    };
    const QList<TmToken> tokens = tmTokenize(needle);
    QStringList keys = tmIndexKeys(tokens);
    // The phrase's last word may be the start of a longer one ("gradient accum"): looked up as
    // a prefix of the indexed words.
    QString prefix;
    if (!tokens.isEmpty() && !tokens.constLast().isPlaceholder() &&
        needle.endsWith(tokens.constLast().raw)) {
        prefix = tokens.constLast().key;
        if (std::count(keys.cbegin(), keys.cend(), prefix) == 1 &&
            std::count_if(tokens.cbegin(), tokens.cend(),
                          [&](const TmToken &t) { return t.key == prefix; }) == 1)
            keys.removeAll(prefix);
    }
    if (korean || (keys.isEmpty() && prefix.isEmpty())) {
        // Korean words carry particles, so they are not indexed: the units are read newest
        // first until `limit` of them contain the phrase.
        q.prepare(QStringLiteral("SELECT %1 FROM units WHERE instr(lower(%2), ?) > 0 "
                                 "ORDER BY date DESC, id DESC")
                      .arg(columns, korean ? QStringLiteral("target") : QStringLiteral("source")));
        // Spacing differs (a line break in the text): match on the first word, verify below.
        q.addBindValue(needle.section(u' ', 0, 0));
        if (q.exec())
            while (hits.size() < limit && q.next())
                verify(tmPairFromRow(q));
    } else {
        // The units that have every word of the phrase, from the index.
        q.prepare(QStringLiteral("SELECT units FROM postings WHERE token IN (%1)")
                      .arg(QStringList(keys.size(), QStringLiteral("?")).join(u',')));
        for (const QString &k : keys)
            q.addBindValue(k);
        QList<QList<quint32>> lists;
        if (!keys.isEmpty() && q.exec())
            while (q.next())
                lists.append(tmUnpackIds(q.value(0).toByteArray()));
        if (lists.size() < keys.size()) return {}; // a word no stored English has
        if (!prefix.isEmpty() && !keys.contains(prefix)) {
            // Every indexed word that starts with the prefix (U+FFFF sorts after the rest).
            q.prepare(QStringLiteral("SELECT units FROM postings WHERE token >= ? AND token < ?"));
            q.addBindValue(prefix);
            q.addBindValue(prefix + QChar(0xFFFF));
            QList<quint32> any;
            if (q.exec())
                while (q.next())
                    any.append(tmUnpackIds(q.value(0).toByteArray()));
            if (any.isEmpty()) return {};
            lists.append(any);
        }
        std::sort(lists.begin(), lists.end(),
                  [](const auto &a, const auto &b) { return a.size() < b.size(); });
        QSet<quint32> candidates(lists.constFirst().cbegin(), lists.constFirst().cend());
        for (qsizetype i = 1; i < lists.size() && !candidates.isEmpty(); ++i) {
            const QSet<quint32> other(lists[i].cbegin(), lists[i].cend());
            candidates.intersect(other);
        }
        // Newest first: few candidates are read and sorted; many are taken in date order from
        // the index until `limit` of them hold the phrase.
        QList<quint32> ordered;
        constexpr qsizetype FewCandidates = 1000;
        if (candidates.size() <= FewCandidates) {
            ordered = QList<quint32>(candidates.cbegin(), candidates.cend());
        } else {
            q.prepare(QStringLiteral("SELECT id FROM units ORDER BY date DESC, id DESC"));
            if (q.exec())
                while (q.next())
                    if (const quint32 id = q.value(0).toUInt(); candidates.contains(id))
                        ordered.append(id);
        }
        constexpr qsizetype Batch = 250;
        for (qsizetype from = 0; from < ordered.size() && hits.size() < limit;) {
            const qsizetype n = candidates.size() <= FewCandidates
                                    ? ordered.size()
                                    : std::min(Batch, ordered.size() - from);
            q.prepare(
                QStringLiteral("SELECT %1 FROM units WHERE id IN (%2) ORDER BY date DESC, id DESC")
                    .arg(columns, QStringList(n, QStringLiteral("?")).join(u',')));
            for (qsizetype k = from; k < from + n; ++k)
                q.addBindValue(ordered[k]);
            if (q.exec())
                while (hits.size() < limit && q.next())
                    verify(tmPairFromRow(q));
            from += n;
        }
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
        if (newestOf.size() < 2) continue;
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
