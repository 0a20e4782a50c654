// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rstdocument.h"

namespace tandem {

// Calls f(block) for every block of a tree, parents before their children, in document order.
template <typename F> void forEachBlock(const QList<Block> &blocks, F &&f)
{
    for (const Block &b : blocks) {
        f(b);
        forEachBlock(b.children, f);
    }
}

} // namespace tandem
