// SPDX-License-Identifier: GPL-3.0-or-later
#include "tmunitpairs.h"

#include "alignment.h"
#include "segmenttext.h"
#include "tmtokens.h"

namespace tandem {

namespace {

bool isProse(BlockKind kind)
{
    return kind == BlockKind::Paragraph || kind == BlockKind::Title
           || kind == BlockKind::LineBlock || kind == BlockKind::DefinitionListItem;
}

// A unit's inline text: without list markers, indentation or title adornments.
QString proseText(const RstDocument &doc, const AlignUnit &unit)
{
    const Block &b = *unit.block;
    if (b.kind == BlockKind::Title && !b.text.isEmpty())
        return b.text;
    QString text;
    for (const TextPiece &p : b.inlineText) {
        if (p.view < 0 || p.view >= doc.lines.size())
            continue;
        const SourceLine &l = doc.lines[p.view];
        if (l.fileLine < unit.line || l.fileLine > unit.endLine)
            continue;
        if (!text.isEmpty())
            text += u'\n';
        text += l.text.mid(p.column, p.length).trimmed();
    }
    return text.isEmpty() ? unitText(doc, unit).trimmed() : text;
}

QString sideText(const RstDocument &doc, const QList<AlignUnit> &units, int first, int last)
{
    QString text;
    for (int k = first; k <= last; ++k) {
        if (!isProse(units[k].block->kind))
            return {};
        if (!text.isEmpty())
            text += u'\n';
        text += proseText(doc, units[k]);
    }
    return text;
}

} // namespace

QList<TmUnitPair> tmUnitPairs(const QString &english, const QString &korean, FileKind kind)
{
    const RstDocument source = scanDocument(english, kind);
    const RstDocument draft = scanDocument(korean, kind);
    const Alignment a = align(source, draft);
    QList<TmUnitPair> pairs;
    for (const Segment &s : a.segments) {
        if (!s.hasSource() || !s.hasDraft() || s.sourceLast - s.sourceFirst > 1
            || s.draftLast - s.draftFirst > 1)
            continue;
        TmUnitPair p;
        p.source = sideText(source, a.sourceUnits, s.sourceFirst, s.sourceLast);
        p.target = sideText(draft, a.draftUnits, s.draftFirst, s.draftLast);
        if (p.source.isEmpty() || p.target.isEmpty() || containsHangul(p.source)
            || !containsHangul(p.target) || tmIndexKeys(tmTokenize(p.source)).isEmpty())
            continue;
        pairs.append(std::move(p));
    }
    return pairs;
}

} // namespace tandem
