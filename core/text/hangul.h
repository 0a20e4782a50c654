// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringView>

namespace tandem {

// Hangul syllables, jamo and compatibility jamo: the letters whose presence makes a line
// Korean (translated) rather than English. isHangul() in koreanparticles.h also takes the
// extended jamo blocks, as it asks whether a character continues a Korean word.
inline bool isHangulLetter(char16_t c)
{
    return (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0x1100 && c <= 0x11FF) ||
           (c >= 0x3130 && c <= 0x318F);
}

inline bool containsHangul(QStringView text)
{
    for (const QChar c : text)
        if (isHangulLetter(c.unicode())) return true;
    return false;
}

} // namespace tandem
