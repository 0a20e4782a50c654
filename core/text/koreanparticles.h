// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QChar>
#include <QStringView>

namespace tandem {

// Whether a run of Hangul written straight after a noun is grammar rather than more of the word:
// an optional plural 들, then particles (를, 의, 에서는, 으로도 …), or the start of a copula or
// 하다/되다/시키다 ending (입니다, 인, 하여, 된 …). "매개변수|들은", "텐서|로", "정규화|하여" pass;
// "텐서|보드" and "손실|함수" do not, which is how the glossary tells a term from a longer word.
// An empty tail passes.
bool isKoreanTail(QStringView tail);

// Whether a Hangul syllable ends in a consonant (받침), and whether that consonant is ㄹ; false
// for anything that is not a syllable.
bool hasFinalConsonant(QChar syllable);
bool hasFinalRieul(QChar syllable);

// True for Hangul syllables and jamo (the characters that continue a Korean word).
inline bool isHangul(char16_t c)
{
    return (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0x1100 && c <= 0x11FF) ||
           (c >= 0x3130 && c <= 0x318F) || (c >= 0xA960 && c <= 0xA97F) ||
           (c >= 0xD7B0 && c <= 0xD7FF);
}

} // namespace tandem
