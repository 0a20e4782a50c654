// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QStringView>

namespace tandem {

// One piece of a word-level difference between an old and a new text, as UTF-16 offsets.
// Equal: the same text at oldStart in the old text and newStart in the new one (oldLength ==
// newLength). Deleted: old text that is gone (newStart is where it stood, newLength 0).
// Inserted: new text (oldStart is where it goes in the old text, oldLength 0).
struct WordDiffRange
{
    enum class Kind
    {
        Equal,
        Deleted,
        Inserted
    };
    Kind kind = Kind::Equal;
    qsizetype oldStart = 0, oldLength = 0;
    qsizetype newStart = 0, newLength = 0;

    bool operator==(const WordDiffRange &o) const = default;
};

// The tokens a word diff compares: a word (a run of letters, digits, marks and '_', Hangul
// included), a run of whitespace, or any other single character (punctuation, markup).
QList<QStringView> wordTokens(QStringView text);

// The difference between two texts word by word, in text order. Where words were replaced,
// the Deleted range comes before the Inserted one; a lone space between two changes is folded
// into them, so "a b c" → "x y z" reads as one replacement rather than three.
//
// Myers' O((N+M)·D) algorithm in linear space (the middle-snake divide and conquer) over the
// tokens; when D grows past a bound that rises with the square root of the token count, it
// settles for the furthest-reaching split, as GNU diff does, so unrelated texts cost
// O((N+M)·bound) rather than O(N·M). The result is then still a correct difference, only not
// always the shortest.
QList<WordDiffRange> wordDiff(QStringView oldText, QStringView newText);

} // namespace tandem
