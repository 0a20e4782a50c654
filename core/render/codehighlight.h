// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace tandem {

// A code block as escaped HTML with its comments, strings, keywords and numbers in
// <span class="c|s|k|m"> (Pygments' short class names, so a Sphinx stylesheet styles them too).
// Python and the shell get their keywords; every other language only comments and strings.
// One pass over the text (the one code lexer, core/text/codelexer.h, line by line): a block of
// any size costs its length.
QString highlightCode(const QString &code, const QString &language);

} // namespace tandem
