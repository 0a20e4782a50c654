// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkout.h"
#include "sourcefinder.h"

#include <QString>
#include <QStringView>

namespace tandem {

// Starting a translation in place. PyTorch Korea translates by replacing the English file in
// its checkout, a paragraph at a time, and commits half-translated versions along the way.
// Until about a twentieth of its letters are Hangul such a file is still "mostly English" by
// the Hangul-ratio rule, so on its own the rule would take the translator's own half-Korean
// file (or commit) for the English.

// A draft that is still mostly English but has Hangul in it: a translation started in place
// (an English file merely touched, a typo fixed, has none), so its English is sought.
bool isStartedInPlace(QStringView draftText);

// The English a file of the checkout is translated from: SourceFinder::find's choice, except
// that a hand-picked source that is the file itself is ignored, and a version from history that
// has Hangul in it (a half-translated commit, still mostly English) gives way to an older one:
// walking back over the mostly-English versions before it while their Hangul letters do not
// grow, the one with the fewest (the newest of them on a tie, so Hangul the English itself has
// is kept); a version without Hangul, or an older translation, ends the walk. One `git log`
// more, only then.
// `path` is relative to the checkout root; `historyPath` and `draftText` as for
// SourceFinder::find.
ResolvedSource findTranslationStart(const Checkout &checkout, const SourceChoices &choices,
                                    const QString &path, const QString &historyPath = {},
                                    const QString &draftText = {});

} // namespace tandem
