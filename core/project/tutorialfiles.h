// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkout.h"

#include <QStringList>

namespace tandem {

// The tutorial files of a checkout: every `.rst` file and sphinx-gallery `.py` script (see
// Checkout::isTranslationFile) git knows or would add (tracked plus untracked, ignored files
// left out), outside hidden folders (".github", ".venv") and build output ("_build", "build").
// Paths are relative to the root, '/' separators, sorted.
// `skippedLinks` (if given) receives the .rst and .py paths left out because they are symlinks
// leading outside the checkout or to nothing, so a report can say so.
QStringList listTutorialFiles(const Checkout &checkout, QString *error,
                              QStringList *skippedLinks = nullptr);

// Whether a relative path lies in a folder the listing skips.
bool isInSkippedFolder(const QString &relative);

} // namespace tandem
