// SPDX-License-Identifier: GPL-3.0-or-later
#include "englishinplace.h"

#include "directivetext.h"
#include "tmunitpairs.h"

#include <QTextBlock>
#include <QTextDocument>

namespace tandem {

std::optional<std::pair<int, int>> englishStillInDraft(const EditorAnalysis &analysis,
                                                       const QTextDocument &draft, int segment)
{
    const LintResult &lint = analysis.lint;
    if (!lint.source || !lint.draft || segment < 0 || segment >= lint.alignment.segments.size() ||
        analysis.draftLineCount != draft.blockCount())
        return std::nullopt;
    const Segment &s = lint.alignment.segments[segment];
    if (!s.hasSource() || !s.hasDraft()) return std::nullopt;
    // The draft's prose as the memory reads the English (tmProseText): each text piece of the
    // unit's lines, trimmed, one per line.
    QString text;
    int start = -1, end = -1;
    for (int k = s.draftFirst; k <= s.draftLast; ++k) {
        const AlignUnit &u = lint.alignment.draftUnits[k];
        if (u.block->kind == BlockKind::Directive) {
            // A card's title or an :alt: text: replaced where it is written. A header with
            // more than one (a title and an :alt:) is left to the cursor: one span would take
            // the markup between them too.
            const QList<DirectiveTextPiece> pieces = directiveTextPieces(*u.block);
            if (pieces.isEmpty()) continue;
            if (pieces.size() > 1 || s.draftFirst != s.draftLast) return std::nullopt;
            const QTextBlock block = draft.findBlockByNumber(pieces.constFirst().line);
            const int column = int(block.text().lastIndexOf(pieces.constFirst().text));
            if (column < 0) return std::nullopt;
            start = block.position() + column;
            end = start + int(pieces.constFirst().text.size());
            text = pieces.constFirst().text;
            continue;
        }
        if (!tmIsProse(u.block->kind)) continue;
        for (const TextPiece &p : u.block->inlineText) {
            if (p.view < 0 || p.view >= lint.draft->lines.size()) continue;
            const SourceLine &l = lint.draft->lines[p.view];
            if (l.fileLine < u.line || l.fileLine > u.endLine) continue;
            const QString piece = l.text.mid(p.column, p.length);
            const QString trimmed = piece.trimmed();
            if (trimmed.isEmpty()) continue;
            int lead = 0;
            while (piece.at(lead).isSpace())
                ++lead;
            const QTextBlock block = draft.findBlockByNumber(l.fileLine);
            const int column = l.fileColumn + p.column + lead;
            if (block.text().mid(column, trimmed.size()) != trimmed) return std::nullopt;
            if (start < 0) start = block.position() + column;
            end = block.position() + column + int(trimmed.size());
            if (!text.isEmpty()) text += u'\n';
            text += trimmed;
        }
    }
    if (start < 0 || text != tmSegmentEnglish(*lint.source, lint.alignment, segment))
        return std::nullopt;
    return std::pair{start, end};
}

} // namespace tandem
