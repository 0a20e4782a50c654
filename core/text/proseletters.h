// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace tandem {

// Prose without inline code, links, roles, substitutions and directive headers: the words that
// say whether a text is translated and how long its translation is.
QString proseOnly(const QString &text);

// Letters and digits of a text's prose (inline literals, links and roles left out).
int proseLetters(const QString &text);

} // namespace tandem
