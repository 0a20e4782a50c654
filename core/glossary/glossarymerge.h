// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "glossary.h"

namespace tandem {

// Lays a more specific glossary (a checkout's TRANSLATION_GUIDE.md, a --glossary file) over a
// more general one (the built-in default). An entry with the same English headword or variant
// takes the overlay's Korean, keep flag and note, but keeps the base's wrong variants that the
// overlay does not accept; other entries are added. Diagnostics of both are kept.
Glossary mergeGlossaries(const Glossary &base, const Glossary &overlay);

} // namespace tandem
