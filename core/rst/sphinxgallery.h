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

} // namespace tandem
