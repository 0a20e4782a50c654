// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkcontext.h"
#include "checkregistry.h"

#include <QtGlobal>

namespace tandem {

// Issue #16: a 16 MiB file must lint in seconds. Real tutorials are under 100 KB (the largest
// corpus pair ~70 KB together), so above this many characters (UTF-16 units) of source and
// draft together a lint is "bounded": only the checks of the draft's own reStructuredText run
// (what Sphinx would fail on or render wrongly); the pair is not aligned and the checks that
// compare it with the source or read its language are skipped. The large-file-bounded info
// says so, once per file.
inline constexpr qsizetype kBoundedLintCharacters = 4 * 1024 * 1024;

// The characters of the scanned lines of both sides (the source may be null).
qsizetype lintedCharacters(const RstDocument *source, const RstDocument &draft);

bool isBoundedLint(const RstDocument *source, const RstDocument &draft);

// Whether a check still runs in a bounded lint: its CheckInfo::runsWhenBounded (the draft's own
// rendering checks and the large-file-bounded note), never a check that needs the source (the
// pair is not aligned).
bool runsWhenBounded(const CheckInfo &check);

namespace checks {
void largeFileBounded(const CheckContext &, IssueSink &); // large-file-bounded
} // namespace checks

} // namespace tandem
