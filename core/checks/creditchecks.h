// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkcontext.h"
#include "stylerules.h"

namespace tandem::checks {

// The credit lines at the top of a page, as the style file's `credit` conventions word them
// (glossary/style-ko.yaml): "**Author**: `Name <url>`_" and, in a translation, the translator's
// "**번역**: `이름 <https://github.com/...>`_" under it.
enum class CreditLine
{
    None,
    Author,
    Translator
};

// Which credit line `text` (one RST line) is: a label, maybe in ** ** and followed by ':', as
// `style`'s credit conventions word it (None without style rules).
CreditLine creditLineKind(QStringView text, const StyleRules *style);

// credit: the community's header conventions — the author label translated, a translator line
// under it written as a link, the two not swapped, no English title left above the Korean one.
void credit(const CheckContext &, IssueSink &);

} // namespace tandem::checks
