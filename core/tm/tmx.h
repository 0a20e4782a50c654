// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "translationmemory.h"

namespace tandem {

// TMX 1.4 (the exchange format of OmegaT, Poedit, Lokalize...): one <tu> per pair with an
// English (srclang "en") and a Korean <tuv>, the file and commit as <prop type="x-file"> and
// <prop type="x-commit">, the date as the tu's creationdate.

// Writes every pair of `memory` to `path` atomically (a temporary file renamed over it only
// when everything was written). Returns the number written, or -1 with `error`.
qint64 exportTmx(const TranslationMemory &memory, const QString &path, QString *error);

// Adds the English/Korean pairs of a TMX file to `memory` in one transaction (nothing is added
// when the file is not valid TMX). Pairs lacking either language are skipped and counted.
struct TmxImportStats
{
    qint64 units = 0;   // <tu> read
    qint64 added = 0;   // new pairs
    qint64 skipped = 0; // no English or no Korean variant
};
bool importTmx(TranslationMemory &memory, const QString &path, TmxImportStats *stats,
               QString *error);

} // namespace tandem
