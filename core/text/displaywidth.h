// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringView>

namespace tandem {

// Columns a text takes on a terminal, as docutils' column_width() counts them to decide whether
// a title underline is long enough: East Asian Width W and F count 2 (Hangul syllables are W),
// characters with a non-zero combining class count 0, everything else 1.
int displayWidth(QStringView text);

} // namespace tandem
