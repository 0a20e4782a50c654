// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "panefile.h"
#include "sourcefinder.h"

#include <QString>

#include <functional>
#include <optional>

class QObject;

namespace tandem {

// Whether two paths name the same file (relative paths and symlinks resolved): a file is never
// its own English source.
bool isSameFile(const QString &a, const QString &b);

// The in-place start: the English a draft of a git checkout is translated from, found as the
// checkout view finds it (findTranslationStart, with the hand-chosen sources and upstream
// checkout remembered for that checkout), whether the draft is still that English, half Korean
// or translated. A version from history becomes a read-only pane file named `path@commit`
// (existsOnDisk false: nothing to write or watch); an upstream or hand-chosen file is read from
// disk. nullopt when the draft is not in a checkout or no English is found. `draftText`, the
// draft as the window shows it (unsaved or recovered work included), lets history pick the
// English it was made from, with later upstream syncs' English edits replayed (as the review
// does); empty: the newest mostly-English version. Runs git (a few calls, each with
// GitRunner's time limit) on the calling thread.
struct InPlaceSource
{
    PaneFile pane;
    ResolvedSource source; // without its text (that is in `pane`)
};
std::optional<InPlaceSource> findInPlaceSource(const QString &draftPath,
                                               const QString &draftText = {});

// findInPlaceSource on a worker thread, for the window: git takes a tenth of a second on a
// small checkout and grows with the history. `deliver` is called on the GUI thread with the
// result, only if `receiver` still exists then (the worker keeps nothing of it).
void findInPlaceSourceLater(QObject *receiver, const QString &draftPath, const QString &draftText,
                            std::function<void(std::optional<InPlaceSource>)> deliver);

} // namespace tandem
