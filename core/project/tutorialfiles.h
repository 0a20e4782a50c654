// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkout.h"

#include <QStringList>

namespace tandem {

// The tutorial files of a checkout: every `.rst` file and sphinx-gallery `.py` script (see
// Checkout::isTranslationFile) git knows or would add (tracked plus untracked, ignored files
// left out), outside hidden folders (".github", ".venv") and build output ("_build", "build").
// Paths are relative to the root, '/' separators, sorted.
QStringList listTutorialFiles(const Checkout &checkout, QString *error);

// Whether a relative path lies in a folder the listing skips.
bool isInSkippedFolder(const QString &relative);

} // namespace tandem
