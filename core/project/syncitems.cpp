// SPDX-License-Identifier: GPL-3.0-or-later
#include "syncitems.h"

#include <algorithm>

namespace tandem {

namespace {

bool hasHangul(const QString &text)
{
    return std::any_of(text.cbegin(), text.cend(),
                       [](QChar c) { return c.unicode() >= 0xAC00 && c.unicode() <= 0xD7A3; });
}

// An English unit that is a gallery card: `.. customcarditem::` and its options.
bool isCard(const QString &english)
{
    return english.trimmed().startsWith(QLatin1String(".. customcarditem::"));
}

} // namespace

KoreanReference koreanReferenceOf(const QList<SyncItem> &items)
{
    for (const SyncItem &s : items) {
        if (s.kind != DriftChange::Kind::Added && hasHangul(s.oldText))
            return KoreanReference::Source;
        if (s.kind != DriftChange::Kind::Removed && hasHangul(s.newText))
            return KoreanReference::Newer;
    }
    return KoreanReference::None;
}

SyncItemListing listSyncItems(const QList<SyncItem> &items)
{
    SyncItemListing listing;
    for (const SyncItem &s : items) {
        const bool removed = s.kind == DriftChange::Kind::Removed;
        if (!isCard(removed ? s.oldText : s.newText)) {
            listing.items.append(s);
            continue;
        }
        (removed                              ? listing.cardsRemoved
         : s.kind == DriftChange::Kind::Added ? listing.cardsAdded
                                              : listing.cardsChanged) += 1;
        // The span in the newer English (a removed card is not there).
        if (removed || s.newFirstLine < 0) continue;
        if (listing.firstCardLine < 0 || s.newFirstLine < listing.firstCardLine)
            listing.firstCardLine = s.newFirstLine;
        listing.lastCardLine = std::max(listing.lastCardLine, s.newLastLine);
    }
    return listing;
}

} // namespace tandem
