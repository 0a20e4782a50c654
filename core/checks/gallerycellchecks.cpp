// SPDX-License-Identifier: GPL-3.0-or-later
// gallery-text-cut: in a sphinx-gallery script a text cell is the run of '#' lines under a
// "####..." header; the first line without '#' ends it. A translator who leaves an empty line
// between two paragraphs (where the source writes "#") ends the cell there, and the paragraphs
// after it render as a comment at the top of the next code cell. sphinx-gallery says nothing.
#include "gallerycellchecks.h"

#include "checktext.h"
#include "segmenttext.h"
#include "sphinxgallery.h"

#include <QCoreApplication>
#include <QHash>

namespace tandem::checks {

namespace {

// The view index of each file line of a document (a gallery script maps each file line once,
// but for the line holding a docstring's closing quotes).
QHash<int, qsizetype> viewOfFileLine(const RstDocument &doc)
{
    QHash<int, qsizetype> out;
    out.reserve(doc.lines.size());
    for (qsizetype v = 0; v < doc.lines.size(); ++v)
        out.insert(doc.lines[v].fileLine, v);
    return out;
}

// The paragraphs of the text cell holding view `v`: runs of lines with words, separated by "#"
// lines, counted over the whole cell.
int paragraphsOfCell(const SourceLines &lines, qsizetype v)
{
    qsizetype first = v, last = v;
    while (first > 0 && galleryLineKind(lines[first - 1]) == GalleryLineKind::Text &&
           lines[first - 1].fileLine + 1 == lines[first].fileLine)
        --first;
    while (last + 1 < lines.size() && galleryLineKind(lines[last + 1]) == GalleryLineKind::Text &&
           lines[last].fileLine + 1 == lines[last + 1].fileLine)
        ++last;
    int paragraphs = 0;
    bool inParagraph = false;
    for (qsizetype i = first; i <= last; ++i) {
        const bool words = !lines[i].text.trimmed().isEmpty();
        if (words && !inParagraph) ++paragraphs;
        inParagraph = words;
    }
    return paragraphs;
}

// A code line that is a comment in words: "# 설명 ..." (not "#", not commented-out code).
bool isProseComment(const SourceLine &l)
{
    const QString t = l.text.trimmed();
    if (!t.startsWith(u'#')) return false;
    if (containsHangul(t)) return true;
    int letters = 0;
    for (QChar c : t) {
        if (c == u'=' || c == u'(' || c == u'[') return false; // x = 1, f(x): code kept as a note
        if (c.isLetter()) ++letters;
    }
    return letters >= 2;
}

// Whether the code cell starting at view `v` holds nothing but comments until the next text
// cell or the end: a text cell's tail, never code.
bool commentOnlyCell(const RstDocument &doc, qsizetype v)
{
    bool any = false;
    for (; v < doc.lines.size(); ++v) {
        const SourceLine &l = doc.lines[v];
        if (galleryLineKind(l) == GalleryLineKind::Text) break;
        if (!l.code || l.text.trimmed().isEmpty()) continue;
        if (!l.text.trimmed().startsWith(u'#')) return false;
        any = true;
    }
    return any;
}

// How many code cells of `doc` hold nothing but comments in words: a text cell's tail cut off
// by an empty line, or (rarely) an author's own note between two text cells.
int commentOnlyCells(const RstDocument &doc)
{
    int cells = 0;
    for (qsizetype v = 0; v < doc.lines.size(); ++v) {
        const SourceLine &l = doc.lines[v];
        if (galleryLineKind(l) != GalleryLineKind::Code ||
            (v > 0 && galleryLineKind(doc.lines[v - 1]) == GalleryLineKind::Code))
            continue;
        qsizetype first = v; // the cell's first line with something on it
        while (
            first < doc.lines.size() &&
            galleryLineKind(doc.lines[first]) == GalleryLineKind::Code &&
            (doc.lines[first].text.trimmed().isEmpty() || doc.lines[first].text.trimmed() == u"#"))
            ++first;
        if (first < doc.lines.size() &&
            galleryLineKind(doc.lines[first]) == GalleryLineKind::Code &&
            isProseComment(doc.lines[first]) && commentOnlyCell(doc, first))
            ++cells;
    }
    return cells;
}

} // namespace

void galleryTextCut(const CheckContext &ctx, IssueSink &sink)
{
    const RstDocument &draft = ctx.draft;
    if (draft.fileKind != FileKind::SphinxGallery) return;
    const bool paired =
        ctx.source && ctx.alignment && ctx.source->fileKind == FileKind::SphinxGallery;
    QHash<int, qsizetype> sourceViews;
    if (paired) sourceViews = viewOfFileLine(*ctx.source);
    // More comment-only cells than the source has: the extra ones are text cut off, even where
    // the translator's paragraphs do not show it (a paragraph split in two around the cut).
    const bool extraCommentCells =
        paired && commentOnlyCells(draft) > commentOnlyCells(*ctx.source);
    const SourceLines &lines = draft.lines;
    for (qsizetype v = 1; v + 1 < lines.size(); ++v) {
        // text line with words, one empty line, then a comment in words opening a code cell.
        const SourceLine &before = lines[v - 1], &gap = lines[v];
        if (galleryLineKind(before) != GalleryLineKind::Text || before.text.trimmed().isEmpty())
            continue;
        if (galleryLineKind(gap) != GalleryLineKind::Empty || gap.fileLine != before.fileLine + 1)
            continue;
        // The first line with words after it: a "#" alone (the cut paragraph's own separator)
        // is passed over.
        qsizetype w = v + 1;
        while (w + 1 < lines.size() && galleryLineKind(lines[w]) == GalleryLineKind::Code &&
               lines[w].text.trimmed() == u"#")
            ++w;
        const SourceLine &after = lines[w];
        if (galleryLineKind(after) != GalleryLineKind::Code || !isProseComment(after)) continue;
        bool cut = false;
        if (paired) {
            // The source's cell holding what the draft's last paragraph translates has more
            // paragraphs than the draft's cell: the rest went into the code cell.
            const int k = ctx.alignment->segmentAtDraftLine(before.fileLine);
            if (k < 0 || !ctx.alignment->segments[k].hasSource()) continue;
            const int first = ctx.alignment->sourceLines(ctx.alignment->segments[k]).first;
            const auto it = sourceViews.constFind(first);
            if (it == sourceViews.constEnd() ||
                galleryLineKind(ctx.source->lines[*it]) != GalleryLineKind::Text)
                continue;
            cut = paragraphsOfCell(ctx.source->lines, *it) > paragraphsOfCell(lines, v - 1) ||
                  (extraCommentCells && commentOnlyCell(draft, v + 1));
        } else {
            cut = commentOnlyCell(draft, v + 1);
        }
        if (!cut) continue;
        const Range range{{gap.fileLine, 0}, {gap.fileLine, 0}};
        sink.report(Severity::Warning, range,
                    CheckText::tr("This empty line ends the text cell: the paragraph below is "
                                  "shown as a code comment. Write \"#\" to keep it in the text"),
                    Fix{range, QStringLiteral("#")});
    }
}

} // namespace tandem::checks
