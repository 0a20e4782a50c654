// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkcontext.h"

namespace tandem::checks {

// The mistakes sphinx-lint catches that docutils-exact scanning (rst-inline-boundary,
// rst-unterminated, rst-link-syntax...) does not already report: markup that docutils accepts
// without a word but renders other than the writer meant. Draft alone; they work from the
// scanned spans and lines, never from regexes over the file.
void defaultRole(const CheckContext &, IssueSink &);       // rst-default-role
void roleSyntax(const CheckContext &, IssueSink &);        // rst-role-syntax
void linkMarkup(const CheckContext &, IssueSink &);        // rst-link-markup
void unbalancedLiteral(const CheckContext &, IssueSink &); // rst-unbalanced-literal
void directiveSyntax(const CheckContext &, IssueSink &);   // rst-directive-syntax
void literalDedent(const CheckContext &, IssueSink &);     // rst-literal-dedent
void danglingHyphen(const CheckContext &, IssueSink &);    // rst-dangling-hyphen

} // namespace tandem::checks
