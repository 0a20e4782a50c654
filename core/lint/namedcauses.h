// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "issue.h"

namespace tandem {

struct Alignment;
struct RstDocument;

// One cause, one report. An empty line that cuts a sphinx-gallery text cell (gallery-text-cut)
// sends the rest of the paragraph into a code comment; the comparison checks then find that
// paragraph's literals, markup and sentences missing and say so without naming why (on an
// unseen draft: five literal-changed and one rst-markup-lost on one line, judged "true in
// effect, but the reason is not named"). Their reports from the cut paragraph to the end of
// the comment cell the cut made are left out, and on the source's side the texts reported
// untranslated whose place in the draft is there: the cut's own report, with its one-key fix,
// is what to act on.
void dropEffectsOfNamedCauses(Issues &issues, const Alignment &alignment, const RstDocument &draft);

} // namespace tandem
