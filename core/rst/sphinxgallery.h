// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sourceline.h"

namespace tandem {

// Turns a sphinx-gallery example script into the lines the RST scanners read, as
// sphinx-gallery does: the module docstring (dedented like inspect.cleandoc) and every comment
// block that starts with a line of 20+ '#' or a "# %%" line are RST text, with "#" and one space
// removed (or, as textwrap.dedent does, the common indentation after "#"); everything else is
// Python code, marked SourceLine::code. Every line keeps its original line and column.
SourceLines sphinxGalleryLines(const QString &text);

// How sphinxGalleryLines() left a file line: a line of a text cell keeps its column after the
// '#' (>= 1) or has text; a code cell's line is marked; an empty line outside any text cell,
// and a header line, are empty at column 0.
enum class GalleryLineKind
{
    Text,  // inside a text cell, with or without words
    Code,  // a code cell's line
    Empty, // an empty line outside any text cell, or a header
};
inline GalleryLineKind galleryLineKind(const SourceLine &l)
{
    if (l.code) return GalleryLineKind::Code;
    if (l.fileColumn >= 1 || !l.text.isEmpty()) return GalleryLineKind::Text;
    return GalleryLineKind::Empty;
}

} // namespace tandem
