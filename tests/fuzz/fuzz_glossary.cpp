// SPDX-License-Identifier: GPL-3.0-or-later
// The glossary loaders (YAML, a TRANSLATION_GUIDE.md table, TSV: the first byte picks) on
// arbitrary bytes, then a matcher built from what loaded, run over a fixed pair of sentences
// in both directions.
#include "fuzzinput.h"
#include "glossaryloader.h"
#include "glossarymatcher.h"

using namespace tandem;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::ensureApplication();
    if (size == 0) return 0;
    static const GlossaryLoader::Format formats[] = {
        GlossaryLoader::Format::Yaml, GlossaryLoader::Format::Guide, GlossaryLoader::Format::Tsv,
        GlossaryLoader::Format::Auto};
    const GlossaryLoader::Format format = formats[data[0] % 4];
    const Glossary glossary = GlossaryLoader::fromBytes(fuzz::bytesOf(data + 1, size - 1),
                                                        QStringLiteral("fuzz.md"), format);
    for (const GlossaryDiagnostic &d : glossary.diagnostics)
        (void)d.toString();
    const GlossaryMatcher matcher(glossary);
    (void)matcher.matchEnglish(u"Create a tensor on the GPU and compute the gradient of the loss.");
    (void)matcher.matchDraft(u"GPU에서 텐서를 만들고 손실의 변화도(gradient)를 계산합니다.");
    return 0;
}
