// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fileanalysis.h"

#include <QList>
#include <QString>

namespace tandem {

// How a file's sync items are listed (the worklist of `tandem project --sync`): a file whose
// English holds Korean is named as such instead of as changed English, and a gallery index's
// card listing (`.. customcarditem::`, one per tutorial: 74 on tutorials-kr's index.rst) is one
// row per kind of change instead of one per card.

// Which English of a file's comparison holds Korean: the one it was translated from (an old
// half-translated commit taken for English), the newer one, or neither. Korean in an English
// unit means the reference is not English: its "changes" are the translation's own lines.
enum class KoreanReference
{
    None,
    Source,
    Newer,
};
KoreanReference koreanReferenceOf(const QList<SyncItem> &items);

// The items with the card directives taken out and counted, per kind of change.
struct SyncItemListing
{
    QList<SyncItem> items; // the others, in order
    int cardsAdded = 0, cardsChanged = 0, cardsRemoved = 0;
    int firstCardLine = -1, lastCardLine = -1; // 0-based newer English lines the cards span
    QString cardDirective; // the cards' directive, as the directive table names it
    int cards() const { return cardsAdded + cardsChanged + cardsRemoved; }
};
SyncItemListing listSyncItems(const QList<SyncItem> &items);

} // namespace tandem
