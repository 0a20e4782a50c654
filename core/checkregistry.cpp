// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkregistry.h"

#include "blockchecks.h"
#include "glossarychecks.h"
#include "languagechecks.h"
#include "pairchecks.h"
#include "rstchecks.h"
#include "sphinxlintchecks.h"

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
        {"rst-unknown-target", "a link to a target nothing defines (docutils: Unknown target "
         "name)", false, true, checks::unknownTarget},
        {"rst-unknown-directive", "a translated directive name (.. 노트::)", false, true,
         checks::unknownDirective},
        {"rst-default-role", "`x` in the default role (italics), usually meant as ``x``", false,
         true, checks::defaultRole},
        {"rst-role-syntax", "malformed role: :r:``x``, :r:`x``, r:`x`, :r:x, :r:`x`_, !~", false,
         true, checks::roleSyntax},
        {"rst-link-markup", "`text<url>` without space and underscore, text <url>`_ without "
         "opening backquote", false, true, checks::linkMarkup},
        {"rst-unbalanced-literal", "a `` that opens or closes no inline literal (`` x``)", false,
         true, checks::unbalancedLiteral},
        {"rst-directive-syntax", "... note:: or ..note::, read as a paragraph", false, true,
         checks::directiveSyntax},
        {"rst-literal-dedent", "a half-dedented \"Text::\" line left inside a literal block",
         false, true, checks::literalDedent},
        {"rst-dangling-hyphen", "a line ending in a hyphen (\"long- lived\" once rendered)",
         false, true, checks::danglingHyphen},
        {"rst-indent", "indentation docutils rejects, or a one-space indent that silently makes "
         "a definition list", false, true, checks::indentation},
        {"rst-syntax", "other block errors docutils reports: title levels, directives, tables",
         false, true, checks::blockSyntax},
        {"gallery-hash-space", "sphinx-gallery comment line without a space after #", false, true,
         checks::galleryHashSpace},
        {"hidden-unicode", "bidirectional controls, zero-width and control characters", false,
         true, checks::hiddenUnicode},
        {"whitespace", "trailing whitespace", false, true, checks::whitespace},
        {"rst-markup-lost", "fewer literals, links or emphasis than the source segment", true,
         true, checks::markupLost},
        {"rst-structure", "title level or directive differs from the source", true, true,
         checks::structure},
        {"code-changed", "code block changed other than in comments", true, true,
         checks::codeChanged},
        {"literal-changed", "inline literals or role targets missing or altered", true, true,
         checks::literalChanged},
        {"link-changed", "URLs or link targets missing or altered", true, true,
         checks::linkChanged},
        {"number-mismatch", "numbers in the source absent from the translation", true, true,
         checks::numberMismatch},
        {"untranslated", "English prose left in a draft segment", true, true, checks::untranslated},
        {"glossary-term", "a wrong variant of a glossary term, or its English left in Korean prose",
         false, true, checks::glossaryTerm},
        {"glossary-missing", "a source term whose agreed translation the draft segment lacks",
         true, true, checks::glossaryMissing},
        {"glossary-keep", "a term to keep in English was translated (Tensor -> 텐서)", false,
         true, checks::glossaryKeep},
        {"term-consistency", "one term written two ways in one document", false, true,
         checks::termConsistency},
        {"latin-typo", "an English word in neither the source, the glossary nor the dictionary "
         "(work들 for workers)", true, true, checks::latinTypo},
        {"spelling", "a Korean word not in the Korean Hunspell dictionary", false, false,
         checks::spelling},
        {"particle", "a particle that does not agree with how the word before it is read "
         "(Tensor을 -> Tensor를)", false, true, checks::particle},
        {"style", "style rules: needless 우리는, translationese, spacing (glossary/style-ko.yaml)",
         false, true, checks::style},
        {"speech-level", "a sentence ending that breaks the document's 합니다체 or 한다체", false,
         true, checks::speechLevel},
        {"missing-segment", "source text with no counterpart in the draft", true, true,
         checks::missingSegment},
        {"extra-segment", "draft text with no counterpart in the source", true, true,
         checks::extraSegment},
    };
    return checks;
}

} // namespace tandem
