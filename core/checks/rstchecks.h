// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkcontext.h"

namespace tandem::checks {

// RST integrity: problems docutils reports, or silently misreads, in the draft alone.
void inlineBoundary(const CheckContext &, IssueSink &);   // rst-inline-boundary
void unterminated(const CheckContext &, IssueSink &);     // rst-unterminated
void titleUnderline(const CheckContext &, IssueSink &);   // rst-title-underline
void linkSyntax(const CheckContext &, IssueSink &);       // rst-link-syntax
void duplicateTarget(const CheckContext &, IssueSink &);  // rst-duplicate-target
void unknownTarget(const CheckContext &, IssueSink &);    // rst-unknown-target
void unknownDirective(const CheckContext &, IssueSink &); // rst-unknown-directive
void galleryHashSpace(const CheckContext &, IssueSink &); // gallery-hash-space
void hiddenUnicode(const CheckContext &, IssueSink &);    // hidden-unicode
void whitespace(const CheckContext &, IssueSink &);       // whitespace

} // namespace tandem::checks
