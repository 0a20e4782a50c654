// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rstdocument.h"

#include <QHash>

#include <utility>
#include <vector>

namespace tandem {

// Half-open column ranges [from, to) of one file line; `to` may be INT_MAX (to the line's end).
using ColumnRanges = std::vector<std::pair<int, int>>;

// The columns of each file line that hold no prose, for the checks that read words (glossary,
// spelling, particles): inline literals, roles, URIs and the "<url>" part of `text <url>`_,
// substitutions, inline targets, default-role text, footnote and citation references.
QHash<int, ColumnRanges> nonProseColumns(const RstDocument &doc);

} // namespace tandem
