// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkregistry.h"

#include "rstchecks.h"

namespace tandem {

const QList<CheckInfo> &allChecks()
{
    static const QList<CheckInfo> checks = {
        {"rst-inline-boundary", "inline markup glued to a letter (``x``를): not markup; fix: \\ ",
         false, true, checks::inlineBoundary},
        {"rst-unterminated", "literal, emphasis, interpreted text or link never closed", false,
         true, checks::unterminated},
        {"rst-title-underline", "title under/overline shorter than the title's display width",
         false, true, checks::titleUnderline},
        {"rst-link-syntax", "malformed link: `text <url>__`, `text<url>`_, missing underscore",
         false, true, checks::linkSyntax},
        {"rst-duplicate-target", "two named links with one name and different URLs", false, true,
         checks::duplicateTarget},
        {"rst-unknown-directive", "a translated directive name (.. 노트::)", false, true,
         checks::unknownDirective},
        {"gallery-hash-space", "sphinx-gallery comment line without a space after #", false, true,
         checks::galleryHashSpace},
        {"hidden-unicode", "bidirectional controls, zero-width and control characters", false,
         true, checks::hiddenUnicode},
        {"whitespace", "trailing whitespace", false, true, checks::whitespace},
    };
    return checks;
}

} // namespace tandem
