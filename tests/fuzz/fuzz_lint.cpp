// SPDX-License-Identifier: GPL-3.0-or-later
// A pair lint: source and draft (split at "\n%%%%\n"; no separator: the draft alone) through
// every check with the built-in glossary, style rules and word lists. Spelling is off: it
// calls Hunspell and keeps a verdict cache on disk, which would make each run slow and
// stateful; its text handling is shared with latin-typo, which stays on. The first byte
// picks the file kinds, and whether the draft's own text stands for two files of a checkout
// (korean-typo's and spelling's word list from the checkout: CheckoutWords).
#include "checkoutwords.h"
#include "fuzzinput.h"
#include "glossaryloader.h"
#include "lintsession.h"
#include "projectcontext.h"
#include "textfile.h"

using namespace tandem;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::ensureApplication();
    static const auto project = ProjectContext::builtIn(
        {.checks = LintOptions{{QStringLiteral("spelling")}, {}},
         .glossary = std::make_shared<const Glossary>(GlossaryLoader::loadDefault())});
    LintSession session(project);
    if (size == 0) return 0;
    const FileKind sourceKind = data[0] & 1 ? FileKind::SphinxGallery : FileKind::Rst;
    const FileKind draftKind = data[0] & 2 ? FileKind::SphinxGallery : FileKind::Rst;
    const QList<QByteArray> parts = fuzz::splitPair(fuzz::bytesOf(data + 1, size - 1));
    TextFile::Error error;
    const TextFile first = TextFile::fromBytes(parts[0], &error);
    if (error) return 0;
    if (data[0] & 4) {
        // No glossary: a matcher built per input would be most of the run.
        const auto inCheckout = ProjectContext::builtIn(
            {.checks = LintOptions{{QStringLiteral("spelling")}, {}},
             .checkoutWords = CheckoutWords::fromTexts({first.text, first.text})});
        (void)LintSession(inCheckout)
            .lint(std::nullopt, LintText{QString(), first.text, draftKind});
        return 0;
    }
    if (parts[1].isEmpty()) {
        (void)session.lint(std::nullopt, LintText{QString(), first.text, draftKind});
        return 0;
    }
    const TextFile second = TextFile::fromBytes(parts[1], &error);
    if (error) return 0;
    (void)session.lint(LintText{QString(), first.text, sourceKind},
                       LintText{QString(), second.text, draftKind});
    return 0;
}
