// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "koreanparticles.h" // hasFinalConsonant, hasFinalRieul

#include <QString>
#include <QStringView>

namespace tandem {

// Korean particles that change form with the word before them (를/을, 는/은, 가/이, 와/과,
// 로/으로...): the first form follows a vowel, the second a final consonant (받침); 로 also
// follows ㄹ. These return `tail` with its leading particle in the form the word calls for.

// `tail` (the Hangul right after a word) with its particle agreeing with a word that ends in a
// final consonant (`consonant`) or not, ㄹ counted apart for 로/으로. Unchanged when the tail
// does not start with an alternating particle.
QString agreeParticle(QStringView tail, bool consonant, bool rieul = false);

// The same for a Korean word: decided by its last syllable.
QString agreeParticleAfter(QStringView word, QStringView tail);

} // namespace tandem
