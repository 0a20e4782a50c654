// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>
#include <QStringView>

#include <functional>

namespace tandem::checks {

// korean-typo's test of a fix (issue 43): a word that reads as a word in its place is not a
// slip, and a fix that turns it into another word changes what the sentence says. On unseen
// drafts half of korean-typo's reports were such words: a loanword of the source (컴퓨트 for
// "compute" made 컴퓨터, 사이드 for "side" made 가이드), a derivation (구현체, 잡음비, 운용자),
// a 하다 verb (근사하는 made 근사자는), a particle left after a space (것 조차도 made 오차도), a
// bound noun glued to its verb (일때 made 이때), a rendering the translator glosses with its
// English (태거(tagger)).

// The English words (three letters or more, lower case) of a parenthesis right after a word
// (from `end`): the translator names the word's English (태거(tagger)), so the word is a chosen
// rendering of it, or empty.
QStringList englishGloss(QStringView text, qsizetype end);

// Spacing, not spelling: a word made of particles only (조차도, 까지는: a particle a space cut
// off its noun), a bound noun glued to the verb before it (할때, 일때), a counter with 씩
// (번씩, 개씩).
bool spacingNotSpelling(QStringView word);

// Whether `fix` keeps a word that `word` already is, read as a stem the translations write
// (`writtenStem`: the lists, the checkout, the draft's habit) followed by particles, or a stem
// the dictionary knows too (`knownStem`) followed by a derivation suffix (-화, -성, -적, -형,
// -체, -자, -비 ...) and particles, or by an ending of 하다/되다 that the checkout writes
// (`attestedEnding`): such a fix changes only the particle, and only into its other form after
// a final consonant or none (구조을 -> 구조를). A fix that changes the stem, the suffix or the
// 하/되 is another word.
bool fixKeepsWord(const QString &word, const QString &fix,
                  const std::function<bool(const QString &)> &knownStem,
                  const std::function<bool(const QString &)> &writtenStem,
                  const std::function<bool(const QString &)> &attestedEnding);

// Whether `word` (a stem, or a stem and particles) writes an English word of `english` in
// Hangul (its consonants in order, and ending on a consonant or a vowel as the English does)
// and `fix` does not write the same one: the fix turns the source's loanword into another
// word (포스트 for "post" made 호스트). A fix that writes the same English (매니져 -> 매니저) is
// a spelling of it and is kept. Stems shorter than `minSyllables` are not read: two syllables
// have too few consonants to tell a loanword among a whole source's words (출려: "char"), not
// among the words of the word's own gloss.
bool fixLeavesLoanword(const QString &word, const QString &fix, const QStringList &english,
                       qsizetype minSyllables);

// Whether `word` (a stem of three syllables or more, and particles) begins the Hangul writing
// of an English word of `english` (클러스 for "cluster": a loanword cut short) and `fix` does
// not complete it: the fix makes another loanword of the cut one (클러스 -> 클래스), which
// changes what the sentence names (judged false on unseen drafts).
bool fixMissesCutLoanword(const QString &word, const QString &fix, const QStringList &english);

} // namespace tandem::checks
