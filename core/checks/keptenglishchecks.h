// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkcontext.h"

namespace tandem::checks {

// English of the source left above or beside the Korean that translates it: a bilingual draft
// whose English was meant to be deleted.
void keptEnglish(const CheckContext &, IssueSink &); // kept-english

// Whether kept-english reports draft unit `i` (alignment.draftUnits), a paragraph all in English:
// `untranslated` leaves it to kept-english.
bool isKeptEnglishParagraph(const CheckContext &ctx, int i);

} // namespace tandem::checks
