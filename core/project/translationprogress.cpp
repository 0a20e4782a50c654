// SPDX-License-Identifier: GPL-3.0-or-later
#include "translationprogress.h"

#include "segmenttext.h"
#include "termobservations.h"

namespace tandem {

namespace {

// The draft lines of one draft unit.
std::pair<int, int> draftUnitLines(const Alignment &al, int unit)
{
    Segment one;
    one.draftFirst = one.draftLast = unit;
    return al.draftLines(one);
}

// Counts the draft units of `s` that are English prose (no Hangul) as untranslated units.
void countEnglishDraftUnits(const RstDocument &draft, const Alignment &al, const Segment &s,
                            TranslationProgress &p)
{
    // Hangul first: it is the cheap test, and most units of a draft have it.
    for (int d = s.draftFirst; d <= s.draftLast; ++d)
        if (const AlignUnit &u = al.draftUnits.at(d);
            !containsHangul(unitText(draft, u)) && isProseUnit(draft, u)) {
            ++p.units;
            ++p.draftOnly;
            p.untranslated.append(draftUnitLines(al, d));
        }
}

} // namespace

QList<bool> sourceProseUnits(const RstDocument &source, const Alignment &al)
{
    QList<bool> prose;
    prose.reserve(al.sourceUnits.size());
    for (const AlignUnit &u : al.sourceUnits)
        prose.append(isProseUnit(source, u));
    return prose;
}

TranslationProgress translationProgress(const RstDocument &source, const RstDocument &draft,
                                        const Alignment &al, const QList<bool> *sourceProse)
{
    if (sourceProse && sourceProse->size() != al.sourceUnits.size()) sourceProse = nullptr;
    TranslationProgress p;
    for (const Segment &s : al.segments) {
        if (!s.hasSource()) {
            countEnglishDraftUnits(draft, al, s, p);
            continue;
        }
        if (!(sourceProse ? sourceProse->at(s.sourceFirst)
                          : isProseUnit(source, al.sourceUnits.at(s.sourceFirst))))
            continue;
        ++p.units;
        if (!s.hasDraft()) {
            p.untranslated.append({-1, -1});
            continue;
        }
        ++p.covered;
        if (containsHangul(draftSide(draft, al, s).text)) {
            ++p.translated;
            // The aligner may join an English paragraph merged in by a sync to the Korean
            // next to it (1:2): it is still one left to translate.
            countEnglishDraftUnits(draft, al, s, p);
        } else {
            p.untranslated.append(al.draftLines(s));
        }
    }
    return p;
}

TranslationProgress draftOnlyProgress(const RstDocument &draft)
{
    TranslationProgress p;
    for (const AlignUnit &u : alignUnits(draft)) {
        if (!isProseUnit(draft, u)) continue;
        ++p.units;
        if (containsHangul(unitText(draft, u)))
            ++p.translated;
        else
            p.untranslated.append({u.line, u.endLine});
    }
    return p;
}

} // namespace tandem
