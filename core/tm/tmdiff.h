// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace tandem {

// One run of the word-by-word difference between a stored English unit and the current one.
struct TmDiffOp
{
    enum class Kind
    {
        Same,
        Removed,
        Added
    }; // Removed: only in the stored English; Added: only in the current
    Kind kind = Kind::Same;
    QString text; // the words, joined by single spaces
};
QString tmDiffKindName(TmDiffOp::Kind kind); // "same", "removed", "added"

// The difference between two texts word by word (whitespace-separated words), as runs. Texts
// longer than a few thousand words a side are reported as one removal and one addition
// instead of being compared (the table would grow with the product of their lengths).
QList<TmDiffOp> tmWordDiff(QStringView stored, QStringView current);

// Similarity 0-100 of two token key sequences: 100 * (1 - edit distance / longer length), the
// token-level Levenshtein distance fuzzy matchers in translation tools use. Returns -1 without
// computing when the lengths alone rule out reaching `atLeast`.
int tmSimilarity(const QStringList &a, const QStringList &b, int atLeast = 0);

// The stored Korean with the stored English's placeholders (inline code, links, numbers...)
// replaced by the current English's own, where the mapping is certain: the same number of
// placeholders of that class on both sides, paired in order, and the stored placeholder found
// exactly once in the stored Korean. The others are left as they were; `replaced` counts what
// was changed.
QString tmAdaptTarget(const QString &storedSource, const QString &storedTarget,
                      const QString &currentSource, int *replaced = nullptr);

} // namespace tandem
