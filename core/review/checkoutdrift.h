// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rstdocument.h"
#include "sourcefinder.h"

#include <QList>
#include <QString>

namespace tandem {

// One alignment unit (paragraph, title, code block, list item...) of the English that differs
// between the version a draft was translated from ("old") and a newer one. Lines are 0-based
// file lines; a side that has nothing is -1.
struct DriftChange
{
    enum class Kind
    {
        Added,
        Removed,
        Changed
    };
    Kind kind = Kind::Changed;
    int oldFirstLine = -1, oldLastLine = -1;
    int newFirstLine = -1, newLastLine = -1;
    // Added: the last line of the old unit the new one follows (-1: at the top), so the place
    // in the draft where the new paragraph belongs can be found through the alignment.
    int oldAnchorLine = -1;
    QString oldText, newText;
};
QString driftKindName(DriftChange::Kind kind); // "added", "removed", "changed"

// The English of a path changed after the translation was made.
struct Drift
{
    ResolvedSource newer; // the newer English (a later commit on the base, or upstream)
    QList<DriftChange> changes;
};

// Compares two English versions unit by unit (longest common subsequence of the units' texts,
// whitespace-insensitive); unmatched units between two matches pair up in order as Changed,
// the rest are Added or Removed.
QList<DriftChange> diffEnglishVersions(const QString &oldText, const QString &newText,
                                       FileKind kind);

} // namespace tandem
