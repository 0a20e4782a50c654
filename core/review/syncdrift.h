// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "alignment.h"
#include "checkout.h"
#include "issue.h"
#include "sourcefinder.h"

#include <QList>
#include <QString>

namespace tandem {

// What an upstream sync brought into a translated file and its English source cannot show.
// replaySyncEdits (syncreplay.h) carries a sync's Hangul-free hunks over to the English; a hunk
// that also touched Korean lines cannot be replayed, so the comparison checks report what that
// sync changed (a code line upstream rewrote, a section it added, a documentation link it
// moved) as the translator's mistakes. A line the sync last changed (git blame) is its doing,
// not the translator's: those reports are set aside, counted per sync commit.
struct SyncDrift
{
    QString commit;  // the sync that last changed the lines
    QString subject; // its subject (names the upstream commit, e.g. pytorch/tutorials@c4d6e11)
    int count = 0;   // comparison reports set aside for it
};

// Whether a sync's unreplayed edits may explain the check's reports: its
// CheckInfo::syncDrift.comparable (the comparison checks, and rst-indent's warnings: an English
// section a sync merged in keeps upstream's own loose list endings).
bool isSyncComparableCheck(QStringView check);

// Removes from `issues` the reports an upstream sync (isUpstreamSyncSubject) newer than
// `source`'s commit explains, and returns them counted per sync, oldest first:
// - a draft-side report whose every line was last changed by such a sync (for a changed literal
//   and a section without counterpart: every line of its draft segment in `alignment`, as they
//   point at the segment's first line). For a changed link or literal, a lost markup and a
//   missing glossary term the sync must also have kept the Korean wording of those lines (one
//   that wrote new Korean translated them, and a slip in that is a translation mistake); code is
//   upstream's, and a changed code line in a block a sync edited elsewhere is a knock-on;
// - a source-side missing-segment where a sync removed translated lines at the gap (the sync's
//   version mapped to the working file with git diff; the blocks syncs wrote just before the
//   gap count as the gap, which the aligner may have paired with the English they replaced),
//   or removed a block holding its link or literal.
// `historyPath` is the file's name in HEAD; `draftText` the draft as checked (blamed as the
// working version, so unsaved editor text lines up). Nothing changes for a source not from the
// file's history, without sync commits after it, or when git cannot blame the file.
QList<SyncDrift> setAsideSyncDrift(const Checkout &checkout, const QString &historyPath,
                                   const ResolvedSource &source, const QString &draftText,
                                   const Alignment &alignment, Issues &issues);

// Which commit last changed each line of a file, and the line's 0-based number in that commit,
// from `git blame --porcelain` output; an uncommitted line has an all-zero id, a line the
// output does not cover an empty one.
struct BlamedLine
{
    QString commit;
    int originalLine = -1;
};
QList<BlamedLine> parseBlamePorcelain(const QByteArray &output, int lineCount);

} // namespace tandem
