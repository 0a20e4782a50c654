// SPDX-License-Identifier: GPL-3.0-or-later
#include "tmunitpairs.h"

#include "alignment.h"
#include "directivetext.h"
#include "segmenttext.h"
#include "tmtokens.h"

#include <QRegularExpression>
#include <QSet>

namespace tandem {

namespace {

bool isProse(const AlignUnit &unit)
{
    return tmIsProseUnit(unit);
}
QString proseText(const RstDocument &doc, const AlignUnit &unit)
{
    return tmProseText(doc, unit);
}

QString sideText(const RstDocument &doc, const QList<AlignUnit> &units, int first, int last)
{
    QString text;
    for (int k = first; k <= last; ++k) {
        if (!isProse(units[k])) return {};
        if (!text.isEmpty()) text += u'\n';
        text += proseText(doc, units[k]);
    }
    return text;
}

// The last path part of each URL in a text (".../intro.html" -> "intro.html"): a translation
// may point a link at the Korean site, but rarely at another page.
QSet<QString> urlTails(const QString &text)
{
    static const QRegularExpression url(QStringLiteral("https?://[^\\s<>`]+"));
    QSet<QString> tails;
    auto it = url.globalMatch(text);
    while (it.hasNext()) {
        QString u = it.next().captured(0);
        while (u.endsWith(u'/') || u.endsWith(u'.') || u.endsWith(u')'))
            u.chop(1);
        tails.insert(u.mid(u.lastIndexOf(u'/') + 1).toLower());
    }
    return tails;
}

// Pairs the aligner made but that are not a translation of each other: a Korean note added
// where the English had an author line (links to different pages), or a stub ("이동합니다...")
// against a paragraph.
bool plausible(const TmUnitPair &p)
{
    const QSet<QString> en = urlTails(p.source), ko = urlTails(p.target);
    if (!en.isEmpty() && !ko.isEmpty() && !en.intersects(ko)) return false;
    const qsizetype enLength = p.source.simplified().size();
    const qsizetype koLength = p.target.simplified().size();
    return enLength < 40 || koLength * 100 >= enLength * 20;
}

int proseUnits(const QList<AlignUnit> &units)
{
    int n = 0;
    for (const AlignUnit &u : units)
        n += isProse(u) ? 1 : 0;
    return n;
}

} // namespace

bool tmIsProse(BlockKind kind)
{
    return kind == BlockKind::Paragraph || kind == BlockKind::Title ||
           kind == BlockKind::LineBlock || kind == BlockKind::DefinitionListItem;
}

bool tmIsProseUnit(const AlignUnit &unit)
{
    return tmIsProse(unit.block->kind) ||
           (unit.block->kind == BlockKind::Directive && !directiveText(*unit.block).isEmpty());
}

QString tmProseText(const RstDocument &doc, const AlignUnit &unit)
{
    const Block &b = *unit.block;
    if (b.kind == BlockKind::Title && !b.text.isEmpty()) return b.text;
    if (b.kind == BlockKind::Directive) return directiveText(b);
    QString text;
    for (const TextPiece &p : b.inlineText) {
        if (p.view < 0 || p.view >= doc.lines.size()) continue;
        const SourceLine &l = doc.lines[p.view];
        if (l.fileLine < unit.line || l.fileLine > unit.endLine) continue;
        if (!text.isEmpty()) text += u'\n';
        text += l.text.mid(p.column, p.length).trimmed();
    }
    return text.isEmpty() ? unitText(doc, unit).trimmed() : text;
}

QString tmSegmentEnglish(const RstDocument &source, const Alignment &alignment, int segment)
{
    if (segment < 0 || segment >= alignment.segments.size()) return {};
    const Segment &s = alignment.segments[segment];
    QString text;
    for (int k = s.sourceFirst; k <= s.sourceLast; ++k) {
        const AlignUnit &u = alignment.sourceUnits[k];
        if (!tmIsProseUnit(u)) continue;
        if (!text.isEmpty()) text += u'\n';
        text += tmProseText(source, u);
    }
    return text;
}

QList<TmUnitPair> tmUnitPairs(const QString &english, const QString &korean, FileKind kind)
{
    const RstDocument source = scanDocument(english, kind);
    const RstDocument draft = scanDocument(korean, kind);
    const Alignment a = align(source, draft);
    QList<TmUnitPair> pairs;
    // A Korean version with a fraction of the English's paragraphs is not its translation (a
    // page replaced by a redirect notice, a stub).
    if (proseUnits(a.draftUnits) * 10 < proseUnits(a.sourceUnits) * 3) return pairs;
    for (const Segment &s : a.segments) {
        if (!s.hasSource() || !s.hasDraft() || s.sourceLast - s.sourceFirst > 1 ||
            s.draftLast - s.draftFirst > 1)
            continue;
        TmUnitPair p;
        p.source = sideText(source, a.sourceUnits, s.sourceFirst, s.sourceLast);
        p.target = sideText(draft, a.draftUnits, s.draftFirst, s.draftLast);
        if (p.source.isEmpty() || p.target.isEmpty() || containsHangul(p.source) ||
            !containsHangul(p.target) || tmIndexKeys(tmTokenize(p.source)).isEmpty() ||
            !plausible(p))
            continue;
        pairs.append(std::move(p));
    }
    return pairs;
}

} // namespace tandem
