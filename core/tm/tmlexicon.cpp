// SPDX-License-Identifier: GPL-3.0-or-later
// The memory's bilingual lexicon: learned from its stored pairs, kept in the `lexicon` table.
#include "tmprivate.h"

#include <QSqlError>

namespace tandem {

namespace {

constexpr const char *LearnedFromKey = "lexicon:learned-from";
// The lexicon's letter share (BilingualLexicon::letterShare), learned with it; a memory whose
// lexicon was learned before the share was is learned again once.
constexpr const char *LetterShareKey = "lexicon:letter-share";

} // namespace

bool TranslationMemory::refreshLexicon(bool *relearned, QString *error)
{
    if (relearned) *relearned = false;
    // What the lexicon is learned from: the count and the highest id of the pairs it reads. A
    // pair added raises the id; one removed lowers the count.
    QString signature;
    {
        QSqlQuery q(d->db());
        if (!q.exec(QStringLiteral("SELECT count(*), coalesce(max(id), 0) FROM units"
                                   " WHERE origin != 'worktree'")) ||
            !q.next()) {
            if (error) *error = QStringLiteral("%1: %2").arg(d->path, q.lastError().text());
            return false;
        }
        signature =
            QStringLiteral("%1:%2").arg(q.value(0).toLongLong()).arg(q.value(1).toLongLong());
    }
    if (meta(QLatin1String(LearnedFromKey)) == signature &&
        !meta(QLatin1String(LetterShareKey)).isEmpty() &&
        d->db().tables().contains(QStringLiteral("lexicon")))
        return true;

    LexiconLearner learner;
    QSqlQuery read(d->db());
    read.setForwardOnly(true);
    if (!read.exec(QStringLiteral(
            "SELECT source, target, file FROM units WHERE origin != 'worktree' ORDER BY id"))) {
        if (error) *error = QStringLiteral("%1: %2").arg(d->path, read.lastError().text());
        return false;
    }
    while (read.next())
        learner.addPair(read.value(0).toString(), read.value(1).toString(),
                        read.value(2).toString());
    if (read.lastError().isValid()) { // a damaged page met half-way: no partial lexicon
        if (error) *error = QStringLiteral("%1: %2").arg(d->path, read.lastError().text());
        return false;
    }
    read.finish();
    const BilingualLexicon lexicon = learner.learn();

    if (!begin(error)) return false;
    QSqlQuery q(d->db());
    const auto fail = [&](const QSqlQuery &failed) {
        if (error) *error = QStringLiteral("%1: %2").arg(d->path, failed.lastError().text());
        rollback();
        return false;
    };
    // Made anew each time: the table holds nothing but what this learning found.
    if (!q.exec(QStringLiteral("DROP TABLE IF EXISTS lexicon")) ||
        !q.exec(QStringLiteral("CREATE TABLE lexicon(en TEXT NOT NULL, ko TEXT NOT "
                               "NULL, links INTEGER NOT NULL, units INTEGER NOT NULL,"
                               " ko_units INTEGER NOT NULL, files INTEGER NOT NULL, PRIMARY "
                               "KEY(en, ko)) WITHOUT ROWID")))
        return fail(q);
    if (!q.prepare(QStringLiteral(
            "INSERT INTO lexicon(en, ko, links, units, ko_units, files) VALUES(?, ?, ?, ?, ?, ?)")))
        return fail(q);
    for (auto it = lexicon.entries().constBegin(); it != lexicon.entries().constEnd(); ++it)
        for (const LexiconRendering &r : *it) {
            q.bindValue(0, it.key());
            q.bindValue(1, r.korean);
            q.bindValue(2, r.links);
            q.bindValue(3, lexicon.units(it.key()));
            q.bindValue(4, r.koreanUnits);
            q.bindValue(5, r.files);
            if (!q.exec()) return fail(q);
        }
    if (!setMeta(QLatin1String(LearnedFromKey), signature, error) ||
        !setMeta(QLatin1String(LetterShareKey), QString::number(lexicon.letterShare()), error) ||
        !commit(error)) {
        rollback();
        return false;
    }
    if (relearned) *relearned = true;
    return true;
}

BilingualLexicon TranslationMemory::lexicon(QString *error) const
{
    BilingualLexicon lexicon;
    if (!d->db().tables().contains(QStringLiteral("lexicon"))) return lexicon;
    QSqlQuery q(d->db());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT en, ko, links, units, ko_units, files FROM lexicon"))) {
        if (error) *error = QStringLiteral("%1: %2").arg(d->path, q.lastError().text());
        return {};
    }
    while (q.next())
        lexicon.add(q.value(0).toString(), q.value(1).toString(), q.value(2).toInt(),
                    q.value(3).toInt(), q.value(4).toInt(), q.value(5).toInt());
    if (q.lastError().isValid()) {
        if (error) *error = QStringLiteral("%1: %2").arg(d->path, q.lastError().text());
        return {};
    }
    // A share that does not read as a number is none (the checks then judge no length).
    lexicon.setLetterShare(meta(QLatin1String(LetterShareKey)).toDouble());
    return lexicon;
}

qint64 TranslationMemory::lexiconWordCount(QString *error) const
{
    if (!d->db().tables().contains(QStringLiteral("lexicon"))) return 0;
    QSqlQuery q(d->db());
    if (!q.exec(QStringLiteral("SELECT COUNT(DISTINCT en) FROM lexicon")) || !q.next()) {
        if (error) *error = QStringLiteral("%1: %2").arg(d->path, q.lastError().text());
        return -1;
    }
    return q.value(0).toLongLong();
}

} // namespace tandem
