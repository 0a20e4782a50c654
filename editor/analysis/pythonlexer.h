// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "decoration.h"

#include <QStringView>

namespace tandem {

// Python code blocks in the editor's colours, from the one code lexer (core/text/codelexer.h):
// keywords, strings, comments, numbers, decorators.
// `state` carries an open triple-quoted string from one line to the next (0: none, 1: ''' ,
// 2: """). Columns in `out` are offset by `column` (where the code starts in the file line).
void lexPythonLine(QStringView line, int column, int &state, LineDecos &out);

} // namespace tandem
