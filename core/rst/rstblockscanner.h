// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rstdocument.h"

namespace tandem {

// Splits RST lines into nested blocks as docutils' body parser does (reStructuredText spec,
// "Body Elements"). It does not parse inline markup; it marks the inline text of each
// text-bearing block (Block::inlineText) for the inline scanner. Runs of SourceLine::code lines
// (sphinx-gallery code cells) become LiteralBlocks with language "python".
class RstBlockScanner
{
public:
    QList<Block> scan(const SourceLines &lines);
    // What docutils would report about the structure of the last scan, in line order.
    const QList<BlockProblem> &problems() const { return m_problems; }

private:
    QList<BlockProblem> m_problems;
};

} // namespace tandem
