// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkouttexts.h"

#include <QString>
#include <QStringList>
#include <QStringView>

#include <memory>
#include <optional>

namespace tandem {

// The Korean words a checkout's translations write, each with the number of files that write
// it: the community's own word list (issue 25). A tutorial writes most words once, so a typo
// of such a word (확틴할 for 확인할) has nothing in the draft to be measured against; the rest
// of the checkout writes it. It also holds the loanwords the community uses every day (템플릿,
// 리듀스, 워커) that Hunspell lacks. Counted in files, not occurrences: a slip repeated within
// one file (or a file under review, whose slips are on disk too) is one file, and a word
// written in two files or more is the community's, not one translator's slip.
//
// Read from the checkout's tutorial files through CheckoutTexts (one pass with the markup
// counts, cached between runs), on the lint's worker thread on first use; thread-safe.
class CheckoutWords
{
public:
    explicit CheckoutWords(std::shared_ptr<const CheckoutTexts> texts) : m_texts(std::move(texts))
    {
    }
    // From texts instead of a checkout's files, each text one file (for tests).
    static std::shared_ptr<const CheckoutWords> fromTexts(const QStringList &texts);

    // How many files write `word`, a whole run of Hangul syllables (확인할), or 0.
    int files(const QString &word) const;
    // How many files write `stem` of two syllables or more, alone or with a Korean tail after
    // it (활용 in 활용, 활용합니다 and 활용할: isKoreanTail), or 0.
    int stemFiles(const QString &stem) const;

    // How many files write `tail` (isKoreanTail: 은, 하게, 에서는) after a stem of two syllables
    // or more whose last syllable has a final consonant (`afterFinal`: 차이점은) or has none
    // (모델에서), or 0. A tail's form follows that syllable (은/는, 으로/로), so the two are
    // counted apart.
    int tailFiles(const QString &tail, bool afterFinal) const;

    // How many files write the Hangul syllable `syllable` anywhere, or 0.
    int syllableFiles(QChar syllable) const;
    // How many files write the syllable `second` right after `first` inside a word (하기 in
    // 퓨전하기, 설명하기), or 0.
    int pairFiles(QChar first, QChar second) const;
    // How many files were read.
    int fileCount() const;

    // Words longer than this (in syllables) are not counted: spacing slips, not words.
    static constexpr qsizetype MaxWordLength = CheckoutTexts::MaxWordLength;

private:
    const CheckoutTexts::WordCounts &counts() const { return m_texts->totals().words; }

    std::shared_ptr<const CheckoutTexts> m_texts;
};

} // namespace tandem
