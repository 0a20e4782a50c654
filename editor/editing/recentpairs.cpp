// SPDX-License-Identifier: GPL-3.0-or-later
#include "recentpairs.h"

#include "settingskeys.h"

#include <QSettings>
#include <QStringList>

namespace tandem {

QList<RecentPair> recentPairs()
{
    QList<RecentPair> pairs;
    // Stored as "source\ndraft": a newline cannot appear in a path the user typed.
    for (const QString &s : QSettings().value(settings::RecentPairs).toStringList()) {
        const int nl = int(s.indexOf(u'\n'));
        if (nl >= 0) pairs.append({s.left(nl), s.mid(nl + 1)});
    }
    return pairs;
}

void addRecentPair(const RecentPair &pair)
{
    QList<RecentPair> pairs = recentPairs();
    pairs.removeAll(pair);
    pairs.prepend(pair);
    QStringList stored;
    for (const RecentPair &p : pairs.mid(0, settings::MaxRecentPairs))
        stored.append(p.source + u'\n' + p.draft);
    QSettings().setValue(settings::RecentPairs, stored);
}

} // namespace tandem
