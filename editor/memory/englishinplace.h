// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editoranalysis.h"

#include <optional>
#include <utility>

class QTextDocument;

namespace tandem {

// Where a segment's prose sits in the draft, [start, end) as document positions, when it still
// reads exactly as its English (a file translated in place starts as the English itself): a
// match or suggestion inserted there replaces it, as OmegaT replaces the target, instead of
// being joined to it. The list marker, indentation and a script's "# " before the prose stay.
// Nothing when the segment is translated or edited, has no prose, or the analysis is not of
// the document's current text (the positions are checked against the document).
std::optional<std::pair<int, int>> englishStillInDraft(const EditorAnalysis &analysis,
                                                       const QTextDocument &draft, int segment);

} // namespace tandem
