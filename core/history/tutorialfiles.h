// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkout.h"
#include "checkouttexts.h"

#include <QStringList>

namespace tandem {

// The tutorial files of a checkout, the one set the project report, the memory, term replace
// and reviewer mode work on: every `.rst` file and sphinx-gallery `.py` script (see
// Checkout::isTranslationFile) git knows or would add (tracked plus untracked, ignored files
// left out), minus
// - hidden folders (".github", ".venv") and build output: Sphinx build folders ("_build",
//   "build", and "_downloads", "_sources", "_images", "_static" wherever they are, e.g.
//   docs/_downloads/<hash>/x.py);
// - .rst pages sphinx-gallery generated ("THIS FILE WAS AUTOMATICALLY GENERATED");
// - byte-identical copies of another tutorial: one of each group is kept, the one git added
//   first (the original) or, when git knows none of them, a file in a "*_source" folder, then
//   the shortest path, then the first by name;
// and as the checkout's `.tandem.yaml` says (TutorialGlobs): only the include globs' files
// when there are any (a file they name is kept even in a skipped folder), never the exclude
// globs'. Paths are relative to the root, '/' separators, sorted. Empty with `error` when git
// cannot list the files or `.tandem.yaml` is broken.
// `skippedLinks` (if given) receives the .rst and .py paths left out because they are symlinks
// leading outside the checkout or to nothing, so a report can say so.
QStringList listTutorialFiles(const Checkout &checkout, QString *error,
                              QStringList *skippedLinks = nullptr);

// What listTutorialFiles chooses from, without reading a file: the .rst and .py files git knows
// or would add, minus hidden and build folders and as `.tandem.yaml` says, that exist inside
// the checkout. For what needs the set fast and can tell copies and generated pages apart on
// its own (the checkout-wide word counts of a lint: CheckoutTexts).
QStringList listTutorialCandidates(const Checkout &checkout, QString *error,
                                   QStringList *skippedLinks = nullptr);

// listTutorialCandidates with each file's size and modification time (ms since the epoch, UTC),
// from the one status the listing reads of it anyway.
struct TutorialCandidate
{
    QString path;
    qint64 size = 0;
    qint64 modified = 0;
};
QList<TutorialCandidate> listTutorialCandidateFiles(const Checkout &checkout, QString *error,
                                                    QStringList *skippedLinks = nullptr);

// The files CheckoutTexts counts in the checkout at `root`: the tutorial candidates, with the
// status the listing read; std::nullopt when git cannot list them (CheckoutTexts walks the
// folder then).
CheckoutTexts::Lister tutorialCandidateLister(const QString &root);

// Whether a relative path lies in a folder the listing skips by default.
bool isInSkippedFolder(const QString &relative);

} // namespace tandem
