// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace tandem {

// The recently opened pairs (source may be empty for a draft opened alone), newest first, kept
// in QSettings.
struct RecentPair
{
    QString source;
    QString draft;
    friend bool operator==(const RecentPair &, const RecentPair &) = default;
};

QList<RecentPair> recentPairs();
void addRecentPair(const RecentPair &pair);

} // namespace tandem
