// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkout.h"

#include <QList>
#include <QString>
#include <QStringView>

namespace tandem {

// PyTorch Korea's upstream syncs ("PyTorch v2.0 반영, pytorch/tutorials@9efe789b") merge the
// English that changed upstream into files that are already translated: a code line is
// replaced (`pretrained=True` → `weights='IMAGENET1K_V1'`), a link or a new English paragraph
// is added. The English version the translation was made from never sees these edits, so a
// draft compared with it is blamed for the sync's changes. replaySyncEdits() carries them
// over: the edits of one sync to the translated file, replayed on the English text.

// A sync commit names the upstream commit it brought in, GitHub's cross-repository way
// (`owner/repo@sha` or `owner/repo#sha`); a translator's own follow-up commit does not, and its
// edits (a fixed code line, say) must stay visible as the translator's.
bool isUpstreamSyncSubject(QStringView subject);

// Replays on `english` the edits that turned `oldText` into `newText` (two versions of the
// translated file; `hunks` as git diff -U0 reports them), as far as they are English: a hunk
// whose removed and added lines have no Hangul and whose removed lines occur exactly once, in
// a row, in `english` replaces them; a hunk that only adds lines without Hangul (or replaces a
// few translated lines by a much longer English block) is inserted next to neighbouring
// Hangul-free lines of `oldText` that occur once in `english` (at most a few lines away).
// Hunks that add Korean are the translation's own and are left.
// Returns how many hunks were replayed.
int replaySyncEdits(QString &english, const QString &oldText, const QString &newText,
                    const QList<DiffHunk> &hunks);

} // namespace tandem
