// SPDX-License-Identifier: GPL-3.0-or-later
#include "lexiconconsistency.h"

#include "bilinguallexicon.h"
#include "checktext.h"
#include "codecompare.h"
#include "glossarymatcher.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace tandem::checks {

namespace {

// A rendering the community uses often enough to be one of the ways it writes a word: in at
// least three units, a sixth of those with the English word, and the Korean word mostly this
// English word's (저장 is linked to "load" where the two stand together, but it renders "save"),
// and in two files at least (one tutorial's wording is not the community's).
bool dependable(const LexiconRendering &r, int units)
{
    return r.links >= 3 && r.links * 6 >= units && r.links * 2 >= r.koreanUnits && r.files >= 2;
}

// The English keys of the glossary's single- and multi-word terms: their renderings are the
// glossary checks' business. Made once per glossary, not on every lint (the editor's keystroke).
const QSet<QString> &glossaryKeys(const GlossaryMatcher &terms)
{
    return terms.derived<QSet<QString>>("term-consistency.lexicon-glossary-keys", [&] {
        QSet<QString> keys;
        for (const GlossaryEntry &e : terms.entries())
            for (const QString &english : e.english)
                for (const QString &k : BilingualLexicon::englishKeys(english))
                    keys.insert(k);
        return keys;
    });
}

// Text of the prose units of one side of a segment (code and literal blocks left out).
QString proseOf(const SegmentSide &side)
{
    for (const AlignUnit *u : side.units)
        if (isCodeBlock(*u->block)) return {}; // literal, doctest and code directive blocks
    return side.text;
}

// Where the first word with `stem` is in the draft lines of segment side `side`.
std::optional<Range> placeOf(const RstDocument &draft, const SegmentSide &side, const QString &stem)
{
    for (const AlignUnit *u : side.units)
        for (int v = u->block->firstView; v <= u->block->lastView && v < draft.lines.size(); ++v) {
            const SourceLine &line = draft.lines[v];
            if (line.fileLine < u->line || line.fileLine > u->endLine) continue;
            // The rendering itself, its particle or ending left out.
            const qsizetype at = BilingualLexicon::wordWithStem(line.text, stem);
            if (at >= 0)
                return Range{{line.fileLine, line.fileColumn + int(at)},
                             {line.fileLine, line.fileColumn + int(at + stem.size())}};
        }
    return std::nullopt;
}

bool oneWordTwoLengths(const QString &a, const QString &b)
{
    return a.contains(b) || b.contains(a);
}

} // namespace

void lexiconTermConsistency(const CheckContext &ctx, IssueSink &sink)
{
    if (!ctx.lexicon || !ctx.alignment || !ctx.source) return;
    const BilingualLexicon &lexicon = ctx.lexicon->get();
    if (lexicon.isEmpty()) return;
    const QSet<QString> noKeys;
    const QSet<QString> &inGlossary = ctx.terms ? glossaryKeys(*ctx.terms) : noKeys;

    // English key -> rendering -> the segments whose Korean uses it (and no other one).
    QHash<QString, QHash<QString, QList<int>>> uses;
    QHash<QString, QStringList> dependableOf;
    const auto &segments = ctx.alignment->segments;
    for (int k = 0; k < int(segments.size()); ++k) {
        if (!segments[k].hasSource() || !segments[k].hasDraft()) continue;
        const QString source = proseOf(ctx.sourceSideOf(k));
        const QString draft = proseOf(ctx.draftSideOf(k));
        if (source.isEmpty() || draft.isEmpty()) continue;
        const QStringList english = BilingualLexicon::englishKeys(source);
        const QSet<QString> stems = BilingualLexicon::koreanStemSet(draft);
        // Renderings another word of this source text has too: they tell nothing here.
        QHash<QString, int> sharedBy;
        for (const QString &e : english)
            for (const LexiconRendering &r : lexicon.renderings(e))
                ++sharedBy[r.korean];
        for (const QString &e : english) {
            if (inGlossary.contains(e)) continue;
            auto known = dependableOf.constFind(e);
            if (known == dependableOf.constEnd()) {
                QStringList list;
                for (const LexiconRendering &r : lexicon.renderings(e))
                    if (dependable(r, lexicon.units(e))) list.append(r.korean);
                known = dependableOf.insert(e, list);
            }
            if (known->size() < 2) continue;
            QStringList present;
            for (const QString &r : *known)
                if (stems.contains(r)) present.append(r);
            if (present.size() != 1 || sharedBy.value(present.constFirst()) > 1) continue;
            uses[e][present.constFirst()].append(k);
        }
    }

    for (auto it = uses.constBegin(); it != uses.constEnd(); ++it) {
        if (it->size() < 2) continue;
        // The usual rendering: in most of this document's texts; on a tie, the memory's.
        const QStringList &order = dependableOf.value(it.key());
        QString usual;
        for (const QString &r : order)
            if (it->contains(r) &&
                (usual.isEmpty() || it->value(r).size() > it->value(usual).size()))
                usual = r;
        const int usualCount = int(it->value(usual).size());
        if (usualCount < 2) continue;
        for (auto r = it->constBegin(); r != it->constEnd(); ++r) {
            if (r.key() == usual || oneWordTwoLengths(r.key(), usual)) continue;
            // The rarer rendering must be rarer: two ways written equally often is a choice.
            if (r->size() * 2 > usualCount) continue;
            for (int k : *r) {
                const std::optional<Range> at = placeOf(ctx.draft, ctx.draftSideOf(k), r.key());
                if (!at) continue;
                sink.report(Severity::Info, *at,
                            CheckText::tr("\"%1\" is rendered %2 in %3 other places of this "
                                          "document and %4 here; use one")
                                .arg(it.key(), usual)
                                .arg(usualCount)
                                .arg(r.key()));
            }
        }
    }
}

} // namespace tandem::checks
