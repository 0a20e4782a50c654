// SPDX-License-Identifier: GPL-3.0-or-later
#include "renderingslips.h"

#include "bilinguallexicon.h"
#include "segmenttext.h"

namespace tandem::checks {

RenderingSlips::RenderingSlips(const CheckContext &ctx) : m_ctx(ctx) {}

const RenderingSlips::Renderings &RenderingSlips::renderingsOf(int segment)
{
    auto it = m_renderings.find(segment);
    if (it != m_renderings.end()) return *it;
    Renderings r;
    const BilingualLexicon &lexicon = m_ctx.lexicon->get();
    const QSet<QString> stems = BilingualLexicon::koreanStemSet(m_ctx.draftSideOf(segment).text);
    for (const QString &key : BilingualLexicon::englishKeys(m_ctx.sourceSideOf(segment).text)) {
        QStringList anchors;
        for (const LexiconRendering &rendering : lexicon.renderings(key))
            if (rendering.isAnchor()) anchors.append(rendering.korean);
        for (const QString &a : std::as_const(anchors))
            r.all.insert(a);
        // Rendered some way the lexicon knows: nothing of this word is missing.
        if (!lexicon.renderingIn(key, stems).isEmpty()) continue;
        for (const QString &a : std::as_const(anchors))
            r.missing.insert(a);
    }
    return *m_renderings.insert(segment, std::move(r));
}

RenderingSlips::Slip RenderingSlips::slipOf(const QString &word, int line,
                                            const std::function<bool(QChar, QChar)> &slip)
{
    if (!m_ctx.lexicon || !m_ctx.alignment || m_ctx.lexicon->get().isEmpty()) return {};
    // A pair's translation: a line the alignment left unpaired has no source to read.
    const int segment = m_ctx.alignment->segmentAtDraftLine(line);
    if (segment < 0 || !m_ctx.alignment->segments[segment].hasSource() ||
        !m_ctx.alignment->segments[segment].hasDraft())
        return {};
    const Renderings &r = renderingsOf(segment);
    if (r.missing.isEmpty()) return {};
    const QStringList stems = BilingualLexicon::koreanStems(word);
    // A word whose stem renders a word of the source means what it says.
    for (const QString &stem : stems)
        if (r.all.contains(stem)) return {};
    for (const QString &stem : stems) {
        for (const QString &meant : r.missing) {
            // One syllable changed in a word of one syllable is any other word.
            if (meant.size() < 2 || meant.size() != stem.size()) continue;
            int differing = -1, count = 0;
            for (qsizetype i = 0; i < stem.size() && count < 2; ++i)
                if (stem[i] != meant[i]) differing = int(i), ++count;
            if (count == 1 && slip(stem[differing], meant[differing]))
                return {stem, meant + word.mid(stem.size())};
        }
    }
    return {};
}

} // namespace tandem::checks
