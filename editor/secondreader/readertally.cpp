// SPDX-License-Identifier: GPL-3.0-or-later
#include "readertally.h"

#include "findingorigin.h"
#include "settingskeys.h"

#include <QSettings>
#include <QVariantMap>

namespace tandem {

namespace {

// kind -> [accepted, dismissed]
QVariantMap tally()
{
    return QSettings().value(settings::SecondReaderVerdicts).toMap();
}

int count(const QString &kind, int which)
{
    return tally().value(kind).toList().value(which).toInt();
}

} // namespace

QString ReaderTally::kindOf(const Issue &finding)
{
    // secondReaderMessage(MODEL, "KIND: explanation"): the model's name is not known here, so
    // the text after the fixed lead-in's ", unverified: " is read.
    const QString lead = secondReaderMessage(QString(), QString()).section(u')', 1);
    const qsizetype at = finding.message.indexOf(lead);
    if (at < 0) return finding.check;
    const QString what = finding.message.mid(at + lead.size());
    const qsizetype colon = what.indexOf(QStringLiteral(": "));
    return colon > 0 ? what.left(colon) : finding.check;
}

void ReaderTally::record(const QString &kind, bool accepted)
{
    QVariantMap all = tally();
    QVariantList counts = all.value(kind).toList();
    while (counts.size() < 2)
        counts.append(0);
    const int which = accepted ? 0 : 1;
    counts[which] = counts[which].toInt() + 1;
    all.insert(kind, counts);
    QSettings().setValue(settings::SecondReaderVerdicts, all);
}

int ReaderTally::accepted(const QString &kind)
{
    return count(kind, 0);
}

int ReaderTally::dismissed(const QString &kind)
{
    return count(kind, 1);
}

bool ReaderTally::isSilenced(const QString &kind)
{
    const int yes = accepted(kind), all = yes + dismissed(kind);
    return all >= MinAnswers && 2 * yes < all;
}

} // namespace tandem
