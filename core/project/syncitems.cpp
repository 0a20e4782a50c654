// SPDX-License-Identifier: GPL-3.0-or-later
#include "syncitems.h"

#include "directivetable.h"

#include <algorithm>

namespace tandem {

namespace {

bool hasHangul(const QString &text)
{
    return std::any_of(text.cbegin(), text.cend(),
                       [](QChar c) { return c.unicode() >= 0xAC00 && c.unicode() <= 0xD7A3; });
}

// The directive an English unit opens with, when the directive table calls it a gallery card
// (PyTorch's card item and its options); empty otherwise.
QString cardDirective(const QString &english)
{
    const QString text = english.trimmed();
    if (!text.startsWith(QLatin1String(".. "))) return {};
    const qsizetype end = text.indexOf(QLatin1String("::"), 3);
    if (end < 0) return {};
    const QString name = text.mid(3, end - 3).trimmed();
    const DirectiveSpec *spec = directiveSpec(name);
    return spec && spec->kind == DirectiveKind::GalleryCard ? name : QString();
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
        const QString card = cardDirective(removed ? s.oldText : s.newText);
        if (card.isEmpty()) {
            listing.items.append(s);
            continue;
        }
        if (listing.cardDirective.isEmpty()) listing.cardDirective = card;
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
