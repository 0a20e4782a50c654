// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace tandem {

// Code as it must survive translation: comments removed (translators may translate them),
// trailing space and blank lines dropped. `blankStrings` also empties string literals, to tell
// a translated message string from changed code.
QStringList normalizedCode(const QStringList &lines, const QString &language, bool blankStrings);

} // namespace tandem
