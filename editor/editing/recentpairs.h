// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringView>

namespace tandem {

// The recently opened pairs (source may be empty for a draft opened alone), newest first, kept
// in QSettings. A source read from git history is not a file: it is kept as HistoryPrefix +
// "/root/path@commit" (stored paths are absolute, so the prefix cannot be a path), shown by
// that label and found again from the draft when the pair is reopened.
struct RecentPair
{
    static constexpr QStringView HistoryPrefix = u"git:";
    QString source;
    QString draft;
    bool isFromHistory() const { return source.startsWith(HistoryPrefix); }
    friend bool operator==(const RecentPair &, const RecentPair &) = default;
};

QList<RecentPair> recentPairs();
void addRecentPair(const RecentPair &pair);

} // namespace tandem
