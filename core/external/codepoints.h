// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringView>

namespace tandem {

// An external checker counts offsets into a segment's text in Unicode code points: what
// Python's str, JavaScript's Array.from and most model tooling count. Tandem's columns are
// UTF-16 code units (position.h). A Hangul syllable is one of each; an astral character (an
// emoji, a rare CJK ideograph) is one code point but two code units, so the two counts part
// after the first one and every offset is converted here, never used as is.

// The UTF-16 offset of the `codePoints`-th code point of `text` (`text.size()` for the count of
// code points it holds); -1 when `text` has fewer code points.
qsizetype utf16OffsetOf(QStringView text, qsizetype codePoints);

// How many code points `text` holds before UTF-16 offset `offset` (a lone surrogate counts one).
qsizetype codePointsBefore(QStringView text, qsizetype offset);

} // namespace tandem
