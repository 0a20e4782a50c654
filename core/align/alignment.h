// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "documentmemo.h"
#include "rstdocument.h"

#include <QList>

#include <memory>

#include <vector>

namespace tandem {

// What gets paired: a block that holds text or code of its own (a paragraph, a title, a code
// block, a list item's paragraph, a directive's header line...). Containers (lists, block
// quotes, directive bodies) are opened up, so a translator who keeps the block structure gets
// one unit per paragraph on both sides.
struct AlignUnit
{
    const Block *block = nullptr;
    int line = 0; // the lines this unit covers (for a directive: its header only)
    int endLine = 0;
};

// A pair of unit ranges: 1:1, 1:0 (nothing in the draft), 0:1 (nothing in the source), or
// n:m (paragraphs merged or split). An empty side has first > last.
struct Segment
{
    int sourceFirst = 0, sourceLast = -1; // indexes into Alignment::sourceUnits
    int draftFirst = 0, draftLast = -1;   // indexes into Alignment::draftUnits
    bool hasSource() const { return sourceFirst <= sourceLast; }
    bool hasDraft() const { return draftFirst <= draftLast; }
};

struct Alignment
{
    QList<AlignUnit> sourceUnits;
    QList<AlignUnit> draftUnits;
    QList<Segment> segments; // in document order
    // A pair too large for the whole table (over ~2,000 units a side): only a band around the
    // identical code blocks was aligned, so pairs far from them may be off (the
    // alignment-approximated check says so).
    bool approximated = false;

    // The segment covering a line of one side (the first one, where segments share lines), or
    // -1. A table lookup once indexLines() has run (align() does), as checks ask for every line.
    int segmentAtDraftLine(int line) const;
    int segmentAtSourceLine(int line) const;
    // First and last line of a segment's side, or {-1, -1} when that side is empty.
    std::pair<int, int> sourceLines(const Segment &s) const;
    std::pair<int, int> draftLines(const Segment &s) const;

    // Fills the tables segmentAt*Line() read; again after changing `segments`.
    void indexLines();

private:
    std::vector<int> m_segmentOfDraftLine, m_segmentOfSourceLine; // -1: none
    bool m_indexed = false;
};

// Pairs the units of a source and a draft with a dynamic-programming alignment (as sentence
// aligners do, Gale & Church style), scoring structure first: titles, code blocks and
// directives anchor; paragraphs pair by order, shared code/links/numbers and length. Linear in
// the units beyond ~2,000 a side, where it is approximate (Alignment::approximated).
// With `sourceMemo` (the source's, see documentmemo.h) what depends on the source alone is
// made once per source; the result is the same either way.
//
// With `reuse`, what the last call with the same reuse kept: when the source and the ratio are
// the same and the draft has as many units, the table's columns left of the first draft unit
// whose features changed are kept, not computed again (the editor aligns on every key press,
// and typing changes one unit). The result is the same as without.
//
// With `lexicon` (the checkout's, learned from its translation memory) paragraphs also pair by
// how many of the source's words the draft writes as the community renders them (issue 25, as
// Hunalign reads a dictionary next to length): a moved, merged or reworded paragraph is still
// found. Without one (or an empty one) the alignment is the same as before it.
class AlignmentReuse;
class BilingualLexicon;
Alignment align(const RstDocument &source, const RstDocument &draft,
                DocumentMemo *sourceMemo = nullptr, AlignmentReuse *reuse = nullptr,
                const BilingualLexicon *lexicon = nullptr);

// The table of an alignment kept for the next one (see align()); one per draft being edited,
// used by one call at a time.
class AlignmentReuse
{
public:
    AlignmentReuse();
    ~AlignmentReuse();
    AlignmentReuse(const AlignmentReuse &) = delete;
    AlignmentReuse &operator=(const AlignmentReuse &) = delete;
    // Columns computed by the last call, and the table's width then (tests, benchmarks).
    int lastComputedColumns() const;
    int lastColumns() const;

private:
    friend Alignment align(const RstDocument &, const RstDocument &, DocumentMemo *,
                           AlignmentReuse *, const BilingualLexicon *);
    struct Table;
    std::unique_ptr<Table> d;
};

// The units of one document, in order.
QList<AlignUnit> alignUnits(const RstDocument &doc);

} // namespace tandem
