// SPDX-License-Identifier: GPL-3.0-or-later
#include "glossarymerge.h"

namespace tandem {

namespace {

int findSame(const QList<GlossaryEntry> &entries, const GlossaryEntry &e)
{
    for (int k = 0; k < entries.size(); ++k)
        for (const QString &en : e.english)
            if (entries[k].english.contains(en, Qt::CaseInsensitive) &&
                entries[k].keepEnglish == e.keepEnglish &&
                (entries[k].isCaseSensitive() == e.isCaseSensitive()))
                return k;
    return -1;
}

} // namespace

Glossary mergeGlossaries(const Glossary &base, const Glossary &overlay)
{
    Glossary out = base;
    out.diagnostics.append(overlay.diagnostics);
    for (const GlossaryEntry &e : overlay.entries) {
        const int k = findSame(out.entries, e);
        if (k < 0) {
            out.entries.append(e);
            continue;
        }
        GlossaryEntry merged = e;
        for (const QString &en : out.entries[k].english)
            if (!merged.english.contains(en, Qt::CaseInsensitive)) merged.english.append(en);
        for (const QString &wrong : out.entries[k].wrongKorean)
            if (!merged.korean.contains(wrong) && !merged.wrongKorean.contains(wrong))
                merged.wrongKorean.append(wrong);
        for (const QString &sense : out.entries[k].senses)
            if (!merged.senses.contains(sense)) merged.senses.append(sense);
        // Forms the base accepts stay accepted unless the overlay calls them wrong.
        for (const QString &ko : out.entries[k].korean)
            if (!merged.korean.contains(ko) && !merged.wrongKorean.contains(ko))
                merged.korean.append(ko);
        out.entries[k] = merged;
    }
    return out;
}

} // namespace tandem
