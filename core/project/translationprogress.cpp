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

// Whether each of the alignment's source units is prose. The units are made from the source
// alone (alignUnits), so with a memo this holds for every draft of one source.
QList<bool> sourceProseUnits(const RstDocument &source, const Alignment &al)
{
    QList<bool> prose;
    prose.reserve(al.sourceUnits.size());
    for (const AlignUnit &u : al.sourceUnits)
        prose.append(isProseUnit(source, u));
    return prose;
}

} // namespace

TranslationProgress translationProgress(const RstDocument &source, const RstDocument &draft,
                                        const Alignment &al, DocumentMemo *sourceMemo)
{
    // Asked for at the first source segment only: a pair that was not aligned (over the size
    // bound) has no units, and must not leave an empty list in the memo.
    const QList<bool> *sourceProse = nullptr;
    const auto isProse = [&](int unit) {
        if (!sourceMemo) return isProseUnit(source, al.sourceUnits.at(unit));
        if (!sourceProse)
            sourceProse = &sourceMemo->derived<QList<bool>>(
                "progress.source-prose", [&] { return sourceProseUnits(source, al); });
        return sourceProse->at(unit);
    };
    TranslationProgress p;
    for (const Segment &s : al.segments) {
        if (!s.hasSource()) {
            countEnglishDraftUnits(draft, al, s, p);
            continue;
        }
        if (!isProse(s.sourceFirst)) continue;
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
