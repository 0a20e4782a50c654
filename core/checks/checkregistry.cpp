// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkregistry.h"

#include "blockchecks.h"
#include "boundedlint.h"
#include "codecommentchecks.h"
#include "creditchecks.h"
#include "gallerycellchecks.h"
#include "glossarychecks.h"
#include "keptenglishchecks.h"
#include "languagechecks.h"
#include "pairchecks.h"
#include "rolerulechecks.h"
#include "rstchecks.h"
#include "silentbreakchecks.h"
#include "sphinxlintchecks.h"

#include <QCoreApplication> // QT_TRANSLATE_NOOP: the summaries are translated where shown

namespace tandem {

namespace {

QList<CheckInfo> &registry()
{
    static QList<CheckInfo> checks = {
        {.id = "rst-inline-boundary",
         .summary = QT_TRANSLATE_NOOP(
             "tandem::checks",
             "inline markup glued to a letter (``x``를): not markup; fix: a space or \\ "),
         .severity = Severity::Error,
         .safeForFixAll = true,
         .fixesMarkupGap = true,
         .beforeAlignment = true,
         .runsWhenBounded = true,
         // Posting: 39/39 judged right (corpus 35/35, practice 4/4).
         .postsLineComment = true,
         .postsSuggestion = true,
         .run = checks::inlineBoundary},
        {.id = "rst-unterminated",
         .summary = QT_TRANSLATE_NOOP("tandem::checks",
                                      "literal, emphasis, interpreted text or link never closed"),
         .severity = Severity::Error,
         .beforeAlignment = true,
         .runsWhenBounded = true,
         .run = checks::unterminated},
        {.id = "rst-title-underline",
         .summary = QT_TRANSLATE_NOOP(
             "tandem::checks", "title under/overline shorter than the title's display width"),
         .severity = Severity::Error,
         .safeForFixAll = true,
         .beforeAlignment = true,
         .runsWhenBounded = true,
         // Posting: 18/18 (corpus 15/15, practice 3/3).
         .postsLineComment = true,
         .postsSuggestion = true,
         .run = checks::titleUnderline},
        {.id = "rst-link-syntax",
         .summary = QT_TRANSLATE_NOOP(
             "tandem::checks", "malformed link: `text <url>__`, `text<url>`_, missing underscore"),
         .severity = Severity::Error,
         .beforeAlignment = true,
         .runsWhenBounded = true,
         // Posting: 14/14 (corpus 13/13, practice 1/1).
         .postsLineComment = true,
         .postsSuggestion = true,
         .run = checks::linkSyntax},
        {.id = "rst-duplicate-target",
         .summary = QT_TRANSLATE_NOOP(
             "tandem::checks",
             "one link name defined twice (docutils: duplicate explicit target name)"),
         .severity = Severity::Warning,
         .beforeAlignment = true,
         .runsWhenBounded = true,
         // Posting: 17/18 (corpus 3/3, practice 1/2, session 12 13/13).
         .postsLineComment = true,
         .postsSuggestion = true,
         .run = checks::duplicateTarget},
        {.id = "rst-unknown-target",
         .summary = QT_TRANSLATE_NOOP(
             "tandem::checks",
             "a link to a target nothing defines (docutils: Unknown target name)"),
         .severity = Severity::Error,
         .beforeAlignment = true,
         .runsWhenBounded = true,
         .run = checks::unknownTarget},
        {.id = "rst-unknown-directive",
         .summary = QT_TRANSLATE_NOOP("tandem::checks", "a translated directive name (.. 노트::)"),
         .severity = Severity::Error,
         .runsWhenBounded = true,
         // Posting: 2/2 (corpus 1/1, practice 1/1): too few for a suggestion.
         .postsLineComment = true,
         .run = checks::unknownDirective},
        {.id = "rst-default-role",
         .summary = QT_TRANSLATE_NOOP("tandem::checks",
                                      "`x` in the default role (italics), usually meant as ``x``"),
         .severity = Severity::Info,
         .runsWhenBounded = true,
         .run = checks::defaultRole},
        {.id = "rst-role-syntax",
         .summary = QT_TRANSLATE_NOOP(
             "tandem::checks", "malformed role: :r:``x``, :r:`x``, r:`x`, :r:x, :r:`x`_, !~"),
         .severity = Severity::Error,
         .beforeAlignment = true,
         .runsWhenBounded = true,
         .run = checks::roleSyntax},
        {.id = "rst-link-markup",
         .summary = QT_TRANSLATE_NOOP(
             "tandem::checks",
             "`text<url>` without space and underscore, text <url>`_ without opening backquote"),
         .severity = Severity::Error,
         .beforeAlignment = true,
         .runsWhenBounded = true,
         .run = checks::linkMarkup},
        {.id = "rst-unbalanced-literal",
         .summary = QT_TRANSLATE_NOOP("tandem::checks",
                                      "a `` that opens or closes no inline literal (`` x``)"),
         .severity = Severity::Error,
         .beforeAlignment = true,
         .runsWhenBounded = true,
         .run = checks::unbalancedLiteral},
        {.id = "rst-directive-syntax",
         .summary =
             QT_TRANSLATE_NOOP("tandem::checks", "... note:: or ..note::, read as a paragraph"),
         .severity = Severity::Error,
         .beforeAlignment = true,
         .runsWhenBounded = true,
         .run = checks::directiveSyntax},
        {.id = "rst-literal-dedent",
         .summary = QT_TRANSLATE_NOOP(
             "tandem::checks", "a half-dedented \"Text::\" line left inside a literal block"),
         .severity = Severity::Warning,
         .beforeAlignment = true,
         .runsWhenBounded = true,
         .run = checks::literalDedent},
        {.id = "rst-dangling-hyphen",
         .summary = QT_TRANSLATE_NOOP("tandem::checks",
                                      "a line ending in a hyphen (\"long- lived\" once rendered)"),
         .severity = Severity::Warning,
         .beforeAlignment = true,
         .runsWhenBounded = true,
         .run = checks::danglingHyphen},
        {.id = "rst-indent",
         .summary =
             QT_TRANSLATE_NOOP("tandem::checks", "indentation docutils rejects, or a one-space "
                                                 "indent that silently makes a definition list"),
         .severity = Severity::Warning,
         .beforeAlignment = true,
         .runsWhenBounded = true,
         // Posting: 10/12, 83% (corpus 7/8, practice 3/4): listed in the review body only.
         .syncDrift = {.comparable = true, .warningsOnly = true},
         .run = checks::indentation},
        {.id = "rst-syntax",
         .summary = QT_TRANSLATE_NOOP(
             "tandem::checks",
             "other block errors docutils reports: title levels, directives, tables"),
         .severity = Severity::Warning,
         .beforeAlignment = true,
         .runsWhenBounded = true,
         .run = checks::blockSyntax},
        {.id = "rst-silent-break",
         .summary = QT_TRANSLATE_NOOP("tandem::checks",
                                      "breaks docutils does not report: list or directive glued to "
                                      "a paragraph, title left in a gallery code comment, deleted "
                                      "or detached underline, link without '>', tab indent"),
         .severity = Severity::Error,
         .runsWhenBounded = true,
         // Posting: 3/3 (corpus 2/2, practice 1/1): too few for a suggestion.
         .postsLineComment = true,
         .run = checks::silentBreak},
        {.id = "gallery-hash-space",
         .summary = QT_TRANSLATE_NOOP("tandem::checks",
                                      "sphinx-gallery comment line without a space after #"),
         .severity = Severity::Error,
         .beforeAlignment = true,
         .runsWhenBounded = true,
         // Posting: 2/2 (corpus): too few for a suggestion.
         .postsLineComment = true,
         .run = checks::galleryHashSpace},
        {.id = "gallery-text-cut",
         .summary = QT_TRANSLATE_NOOP("tandem::checks",
                                      "an empty line without # that ends a sphinx-gallery text "
                                      "cell mid-text: the rest shows as a code comment"),
         .severity = Severity::Warning,
         .cutsTextCell = true,
         .run = checks::galleryTextCut},
        {.id = "hidden-unicode",
         .summary = QT_TRANSLATE_NOOP("tandem::checks",
                                      "bidirectional controls, zero-width and control characters"),
         .severity = Severity::Warning,
         .beforeAlignment = true,
         .runsWhenBounded = true,
         .run = checks::hiddenUnicode},
        {.id = "whitespace",
         .summary = QT_TRANSLATE_NOOP("tandem::checks", "trailing whitespace"),
         .severity = Severity::Info,
         .beforeAlignment = true,
         .runsWhenBounded = true,
         // Posting: 17/17 (corpus 15/15, practice 2/2).
         .postsLineComment = true,
         .postsSuggestion = true,
         .run = checks::whitespace},
        {.id = "rst-markup-lost",
         .summary = QT_TRANSLATE_NOOP("tandem::checks",
                                      "fewer literals, links or emphasis than the source segment"),
         .severity = Severity::Warning,
         .needsSource = true,
         // Posting: 23/26, 88% (corpus 11/11, practice 9/9, merged 2/2, older states 1/4).
         .postsLineComment = true,
         .syncDrift = {.comparable = true, .tokenRemoval = true},
         .comparesText = true,
         .run = checks::markupLost},
        {.id = "rst-structure",
         .summary = QT_TRANSLATE_NOOP("tandem::checks",
                                      "title level or directive differs from the source"),
         .severity = Severity::Warning,
         .needsSource = true,
         .run = checks::structure},
        {.id = "code-changed",
         .summary =
             QT_TRANSLATE_NOOP("tandem::checks", "code block changed other than in comments"),
         .severity = Severity::Warning,
         .needsSource = true,
         // Posting: 7/7 (corpus 5/5, practice 1/1, merged 1/1): too few for a suggestion.
         .postsLineComment = true,
         .syncDrift = {.comparable = true, .sameBlock = true, .upstreamText = true},
         .run = checks::codeChanged},
        {.id = "literal-changed",
         .summary = QT_TRANSLATE_NOOP("tandem::checks",
                                      "inline literals or role targets missing or altered"),
         .severity = Severity::Warning,
         .needsSource = true,
         // Posting: 17/21, 81% (corpus 10/11, practice 5/6, merged 1/1, older states 1/3): listed
         // in the review body only.
         .syncDrift = {.comparable = true, .wholeSegment = true, .tokenRemoval = true},
         .comparesText = true,
         .run = checks::literalChanged},
        {.id = "link-changed",
         .summary = QT_TRANSLATE_NOOP("tandem::checks", "URLs or link targets missing or altered"),
         .severity = Severity::Warning,
         .needsSource = true,
         // Posting: 0/4 judged right: listed in the review body only.
         .syncDrift = {.comparable = true, .tokenRemoval = true},
         .comparesText = true,
         .run = checks::linkChanged},
        {.id = "number-mismatch",
         .summary = QT_TRANSLATE_NOOP("tandem::checks",
                                      "numbers in the source absent from the translation"),
         .severity = Severity::Info,
         .needsSource = true,
         // Posting: 0/3 judged right: listed in the review body only.
         .syncDrift = {.comparable = true, .tokenRemoval = true},
         .comparesText = true,
         .run = checks::numberMismatch},
        {.id = "untranslated",
         .summary = QT_TRANSLATE_NOOP("tandem::checks", "English prose left in a draft segment"),
         .severity = Severity::Warning,
         .needsSource = true,
         // Posting: 7/7 (corpus 1/1, practice 6/6): too few for a suggestion.
         .postsLineComment = true,
         .run = checks::untranslated},
        {.id = "kept-english",
         .summary = QT_TRANSLATE_NOOP("tandem::checks",
                                      "the source's English left above or beside the Korean "
                                      "that translates it"),
         .severity = Severity::Warning,
         .needsSource = true,
         .run = checks::keptEnglish},
        {.id = "code-comment-english",
         .summary = QT_TRANSLATE_NOOP("tandem::checks",
                                      "a Python comment left in the source's English where the "
                                      "draft's other comments are translated"),
         .severity = Severity::Info,
         .needsSource = true,
         // Posting: 9/9 (corpus 6, practice 3): too few for a suggestion.
         .postsLineComment = true,
         .run = checks::codeCommentEnglish},
        {.id = "glossary-term",
         .summary = QT_TRANSLATE_NOOP(
             "tandem::checks",
             "a wrong variant of a glossary term, or its English left in Korean prose"),
         .severity = Severity::Warning,
         .usesTerms = true,
         .replacesTerm = true,
         // Posting: 113/113 (corpus 71/71, practice 4/4, session 12 38/38).
         .postsLineComment = true,
         .postsSuggestion = true,
         .run = checks::glossaryTerm},
        {.id = "glossary-missing",
         .summary = QT_TRANSLATE_NOOP(
             "tandem::checks", "a source term whose agreed translation the draft segment lacks"),
         .severity = Severity::Info,
         // Off by default (issue 43): blind to a word's sense and to where the aligner cut a
         // paragraph, it was right 21 of 39 times in place (corpus 20/27, practice 1/7,
         // calibration 0/5), under the 70% an info must keep.
         .needsSource = true,
         .enabledByDefault = false,
         .usesTerms = true,
         // Posting: 25/57 (corpus 20/34, practice 0/3, session 12 5/20): listed in the review body
         // only.
         .syncDrift = {.comparable = true},
         .run = checks::glossaryMissing},
        {.id = "glossary-keep",
         .summary = QT_TRANSLATE_NOOP("tandem::checks",
                                      "a term to keep in English was translated (Tensor -> 텐서)"),
         .severity = Severity::Warning,
         .usesTerms = true,
         // Posting: 2/2 (corpus): too few for a suggestion.
         .postsLineComment = true,
         .run = checks::glossaryKeep},
        {.id = "term-consistency",
         .summary =
             QT_TRANSLATE_NOOP("tandem::checks", "one term written two ways in one document"),
         .severity = Severity::Info,
         .usesTerms = true,
         // Posting: 5/7 judged right: listed in the review body only.
         .run = checks::termConsistency},
        {.id = "latin-typo",
         .summary = QT_TRANSLATE_NOOP("tandem::checks",
                                      "an English word in neither the source, the glossary nor the "
                                      "dictionary (work들 for workers)"),
         .severity = Severity::Warning,
         .needsSource = true,
         .wordSuggestions = true,
         // Posting: 6/6; its fix guesses the word meant.
         .postsLineComment = true,
         .run = checks::latinTypo},
        {.id = "spelling",
         .summary = QT_TRANSLATE_NOOP("tandem::checks",
                                      "a Korean word not in the Korean Hunspell dictionary"),
         .severity = Severity::Info,
         .enabledByDefault = false,
         .wordSuggestions = true,
         .beforeAlignment = true,
         .run = checks::spelling},
        {.id = "korean-typo",
         .summary = QT_TRANSLATE_NOOP("tandem::checks",
                                      "a Korean word the dictionary lacks, one letter (jamo) from "
                                      "a word the draft or the checkout writes elsewhere "
                                      "(떄문에 -> 때문에)"),
         .severity = Severity::Warning,
         .beforeAlignment = true,
         // Posting: 10/11 (corpus and practice 9/9, session 12 1/2); its fix guesses the word
         // meant, and a wrong guess (pull request #1132: 메시 -> 제시 in a file that writes 메시
         // throughout) is worse than none.
         .postsLineComment = true,
         .run = checks::koreanTypo},
        {.id = "particle",
         .summary =
             QT_TRANSLATE_NOOP("tandem::checks", "a particle that does not agree with how the word "
                                                 "before it is read (Tensor을 -> Tensor를)"),
         .severity = Severity::Warning,
         .beforeAlignment = true,
         // Posting: 32/33 (corpus 15/15, practice 3/3, session 12 14/15).
         .postsLineComment = true,
         .postsSuggestion = true,
         .run = checks::particle},
        {.id = "style",
         .summary = QT_TRANSLATE_NOOP(
             "tandem::checks",
             "style rules: needless 우리는, translationese, spacing (glossary/style-ko.yaml)"),
         .severity = Severity::Info,
         .beforeAlignment = true,
         // Posting: 64/67 (corpus 58/61, practice 6/6).
         .postsLineComment = true,
         .postsSuggestion = true,
         .run = checks::style},
        {.id = "speech-level",
         .summary = QT_TRANSLATE_NOOP(
             "tandem::checks", "a sentence ending that breaks the document's 합니다체 or 한다체"),
         .severity = Severity::Info,
         .beforeAlignment = true,
         .run = checks::speechLevel},
        {.id = "credit",
         .summary = QT_TRANSLATE_NOOP(
             "tandem::checks", "header conventions: author label translated, a translator line "
                               "written as a link, no English title left (style file `credit`)"),
         .severity = Severity::Warning,
         .beforeAlignment = true,
         // Posting: 15/15 (corpus 9/9, practice 2/2, session 12 4/4).
         .postsLineComment = true,
         .postsSuggestion = true,
         .run = checks::credit},
        {.id = "missing-segment",
         .summary =
             QT_TRANSLATE_NOOP("tandem::checks", "source text with no counterpart in the draft"),
         .severity = Severity::Warning,
         .needsSource = true,
         // Posting: 4/5 (corpus 2/2, practice 1/2, merged 1/1): listed in the review body only.
         .syncDrift = {.comparable = true, .sourceRemoval = true},
         .comparesText = true,
         .run = checks::missingSegment},
        {.id = "extra-segment",
         .summary =
             QT_TRANSLATE_NOOP("tandem::checks", "draft text with no counterpart in the source"),
         .severity = Severity::Info,
         // Off by default: on the judged data its reports were 0 of 7 right (notes an upstream
         // sync added, later touched by a translator; the end of a sentence split off), and 12%
         // on the unseen drafts issue 25 measured (docs/evaluation/precision.md).
         .needsSource = true,
         .enabledByDefault = false,
         .syncDrift = {.comparable = true, .wholeSegment = true, .upstreamText = true},
         .comparesText = true,
         .run = checks::extraSegment},
        {.id = "alignment-approximated",
         .summary = QT_TRANSLATE_NOOP("tandem::checks",
                                      "a pair too large to align exactly (over ~2,000 units a "
                                      "side) was aligned around its shared code blocks"),
         .severity = Severity::Info,
         .needsSource = true,
         .run = checks::alignmentApproximated},
        {.id = "role-bilingual",
         .summary = QT_TRANSLATE_NOOP("tandem::checks",
                                      ":term:/:dfn: without the original beside the Korean "
                                      "(:term:`… <asynchronous iterator>`; python-docs-ko's rule, "
                                      "on for .po catalogues)"),
         .severity = Severity::Warning,
         .needsSource = true,
         .enabledByDefault = false,
         .catalogueRule = true,
         .run = checks::roleBilingual},
        {.id = "role-target-kept",
         .summary = QT_TRANSLATE_NOOP("tandem::checks",
                                      "a :ref: target changed or lost (python-docs-ko's rule, on "
                                      "for .po catalogues)"),
         .severity = Severity::Warning,
         .needsSource = true,
         .enabledByDefault = false,
         .catalogueRule = true,
         .run = checks::roleTargetKept},
        {.id = "large-file-bounded",
         .summary = QT_TRANSLATE_NOOP("tandem::checks",
                                      "a file or pair over 4 Mi characters was linted for its "
                                      "reStructuredText only (no alignment, no pair, glossary "
                                      "or language checks)"),
         .severity = Severity::Info,
         .runsWhenBounded = true,
         .run = checks::largeFileBounded},
    };
    return checks;
}

} // namespace

const QList<CheckInfo> &allChecks()
{
    return registry();
}

void registerCheckForTests(const CheckInfo &check)
{
    registry().append(check);
}

const CheckInfo *findCheck(QStringView id)
{
    for (const CheckInfo &c : allChecks())
        if (id == QLatin1StringView(c.id)) return &c;
    return nullptr;
}

} // namespace tandem
