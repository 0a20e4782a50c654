// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkcontext.h"

#include <QHash>
#include <QSet>
#include <QString>

#include <functional>

namespace tandem::checks {

// korean-typo's reading of sense (issue 25): a slip into another real word (연간 for 연산,
// 실향 for 실행, 다정 for 다중) passes every dictionary; only the sentence tells. The source of
// the word's paragraph says a word the community renders one way (the memory's lexicon, an
// anchor rendering), the translation has no rendering of it, and the word is that rendering
// with one syllable typed differently. Without a memory or an alignment, nothing is found.
class RenderingSlips
{
public:
    explicit RenderingSlips(const CheckContext &ctx);

    struct Slip
    {
        QString stem; // the stem of the word as typed (연간 of 연간을)
        QString fix;  // the word meant: the missing rendering, the word's tail kept (연산을)
    };
    // What `word` (on draft line `line`, 0-based) was meant as: a missing rendering its stem is
    // a slip of (`slip` says which syllables one key turns into which). Empty when none is.
    // (Tried: a word no dictionary knows as a slip of any rendering, missing or not: no more
    // planted slips found, and 블럭 reported for 블록, a spelling hunspell-ko lacks.)
    Slip slipOf(const QString &word, int line,
                const std::function<bool(QChar typed, QChar meant)> &slip);

private:
    // For one segment: the anchor renderings of its source's words that its translation lacks,
    // and every anchor rendering of its source's words (a word that is one of them is meant).
    struct Renderings
    {
        QSet<QString> missing, all;
    };
    const Renderings &renderingsOf(int segment);

    const CheckContext &m_ctx;
    QHash<int, Renderings> m_renderings;
};

} // namespace tandem::checks
