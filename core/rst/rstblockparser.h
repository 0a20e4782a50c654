// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rstblocklines.h"
#include "rstblockpatterns.h"
#include "rstdocument.h"

#include <functional>
#include <optional>

namespace tandem::rstblock {

struct PaddedLine; // a table line (rstblocktable.cpp)

// docutils' body parser (docutils/parsers/rst/states.py) as a recursive descent over contexts
// of dedented lines. Each method names the docutils state or transition it follows, so a
// difference from docutils can be checked against the Python side by side.
class Parser
{
public:
    Parser(const SourceLines &source, const std::vector<ScanLine> &lines)
        : m_source(source), m_lines(lines)
    {
    }

    // Body state over a context; `matchTitles` is docutils' match_titles (true only at the top
    // level, where sections live).
    QList<Block> parseBody(const NestedLines &ctx, bool matchTitles);

    // docutils' system messages about structure, in the order found (see BlockProblem).
    const QList<BlockProblem> &problems() const { return m_problems; }

    // Helpers shared with the explicit-markup and table code.
    QStringView text(const NestedLine &l) const;
    static bool isBlank(const NestedLine &l) { return l.start >= l.end; }
    int indentOf(const NestedLine &l) const;
    NestedLine shifted(const NestedLine &l, int by) const;
    TextPiece piece(const NestedLine &l) const;
    void setRange(Block &b, const NestedLines &ctx, int first, int last) const;

    struct Indented
    {
        NestedLines lines; // the block, dedented
        int next = 0;      // context index after the block
        bool blankFinish = true;
        int indent = 0;
    };
    // statemachine.StringList.get_indented and the state machine's three wrappers.
    Indented getIndented(const NestedLines &ctx, int start, bool untilBlank,
                         std::optional<int> blockIndent, std::optional<int> firstIndent,
                         bool stripIndent, bool stripTop) const;

private:
    struct Memo
    {
        QList<QString> styles; // title adornment styles in order of appearance
        int level = 0;         // current section level
    };

    int body(const NestedLines &ctx, int i, bool matchTitles, QList<Block> &out);
    int textState(const NestedLines &ctx, int i, bool matchTitles, QList<Block> &out);
    int paragraph(const NestedLines &ctx, int first, int last, QList<Block> &out);
    int literalBlock(const NestedLines &ctx, int i, QList<Block> &out);
    int quotedLiteralBlock(const NestedLines &ctx, int i, QList<Block> &out);
    int underlineTitle(const NestedLines &ctx, int i, bool matchTitles, QList<Block> &out);
    int line(const NestedLines &ctx, int i, bool matchTitles, QList<Block> &out);
    int definitionList(const NestedLines &ctx, int i, QList<Block> &out);
    int blockQuote(const NestedLines &ctx, int i, QList<Block> &out);
    int bulletList(const NestedLines &ctx, int i, int markerEnd, QList<Block> &out);
    int enumeratedList(const NestedLines &ctx, int i, QList<Block> &out);
    int fieldList(const NestedLines &ctx, int i, QList<Block> &out);
    int optionList(const NestedLines &ctx, int i, QList<Block> &out);
    int lineBlock(const NestedLines &ctx, int i, QList<Block> &out);
    int doctest(const NestedLines &ctx, int i, QList<Block> &out);
    int explicitMarkup(const NestedLines &ctx, int i, QList<Block> &out);
    int anonymousTarget(const NestedLines &ctx, int i, QList<Block> &out);
    int gridTable(const NestedLines &ctx, int i, QList<Block> &out);
    int simpleTable(const NestedLines &ctx, int i, QList<Block> &out);

    // Reporting, at a context line or at the line after the context's end.
    void report(BlockProblem::Kind kind, int level, int view, const QString &message);
    void reportAfter(BlockProblem::Kind kind, int level, const NestedLines &ctx,
                     const QString &message);
    // RSTState.unindent_warning: a construct whose last line is followed by an unindented one.
    void unindentWarning(const NestedLines &ctx, int next, bool blankFinish, const char *construct);
    bool startsExplicit(const NestedLine &l) const;

    Block listItem(const NestedLines &ctx, int i, int markerEnd, int &next, bool &blankFinish);
    // The shape docutils' SpecializedBody gives every list: items follow one another while the
    // next non-blank line, at the list's own indent, starts another item of the same list.
    // `item` parses the item at a line (null: none there, which ends the list, or refuses it
    // when it is the first); `continues` says whether a line starts the next item. Returns the
    // context index after the list, or -1 when not even the first item parsed.
    using ItemParser = std::function<std::optional<Block>(int at, int &next, bool &blankFinish)>;
    using ItemStart = std::function<bool(int at, QStringView text)>;
    int listOf(const NestedLines &ctx, int i, BlockKind kind, const char *construct,
               const ItemParser &item, const ItemStart &continues, QList<Block> &out);
    Block titleBlock(const NestedLines &ctx, int titleIdx, int first, int last,
                     const QString &style, bool matchTitles);
    Block swallowed(const NestedLines &ctx, int first, int last) const;
    void parseCell(Block &cell, const NestedLines &cellCtx);
    void appendCell(Block &table, const NestedLines &ctx, int tableStart,
                    const std::vector<PaddedLine> &rows, int fromRow, int toRow, int left,
                    int right);
    QList<Block> nested(const NestedLines &ctx);

    // Explicit markup constructs (rstblockexplicit.cpp).
    int directive(const NestedLines &ctx, int i, int nameStart, int nameEnd, int markEnd,
                  QList<Block> &out);
    int hyperlinkTarget(const NestedLines &ctx, int i, int markEnd, QList<Block> &out);
    int substitutionDefinition(const NestedLines &ctx, int i, int markEnd, QList<Block> &out);
    int footnoteOrCitation(const NestedLines &ctx, int i, BlockKind kind, const QString &label,
                           int markEnd, QList<Block> &out);
    int comment(const NestedLines &ctx, int i, int markEnd, QList<Block> &out);

    const SourceLines &m_source;
    const std::vector<ScanLine> &m_lines;
    Memo m_memo;
    int m_depth = 0;
    bool m_matchTitles = true; // docutils' match_titles of the context being parsed
    bool m_blankFinish = true; // set by each explicit construct (docutils' blank_finish)
    QList<BlockProblem> m_problems;
    // The line docutils' top-level state machine is on: a message given without a line gets
    // it. Inside a level-1 section that is the section title's underline.
    int m_topView = 0;
    bool m_inSection = false;
};

} // namespace tandem::rstblock
