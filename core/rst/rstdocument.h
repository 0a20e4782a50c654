// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "position.h"
#include "sourceline.h"

#include <QList>
#include <QString>

namespace tandem {

// Block kinds, named after docutils' nodes where one exists (see blockKindName()).
enum class BlockKind
{
    Title, // section title; `level` from the order adornment styles appear
    Paragraph,
    BulletList,
    EnumeratedList,
    ListItem,
    FieldList,
    Field, // name in `name`, body in children
    DefinitionList,
    DefinitionListItem, // term (and classifiers) in inlineText, definition in children
    OptionList,
    OptionListItem,
    BlockQuote,
    LineBlock,
    LiteralBlock, // after "::", or a sphinx-gallery code cell (language "python")
    DoctestBlock,
    Directive, // name, argument, options; RST content in children
    Comment,
    Target,                 // ".. _name: uri"; name in `name`, uri in `argument`
    SubstitutionDefinition, // ".. |name| directive:: ..."; name in `name`
    Footnote,
    Citation,
    Table, // simple or grid; each cell is a child Paragraph-like block
    Transition,
};

QString blockKindName(BlockKind kind); // docutils' node name: "title", "bullet_list", ...

struct DirectiveOption
{
    QString name;
    QString value;
    int line = 0; // file line
};

// Deeper nesting than this (block quotes, lists, directives inside each other) is not real
// writing: the block parser stops recursing so malformed input cannot exhaust the stack.
constexpr int MaxNestingDepth = 48;

struct Block
{
    BlockKind kind = BlockKind::Paragraph;
    int line = 0;      // first line, 0-based, in the original file
    int endLine = 0;   // last line (inclusive), 0-based, in the original file
    int firstView = 0; // the same range as indexes into RstDocument::lines
    int lastView = 0;

    // The block parser stops nesting here (MaxNestingDepth): these lines are kept as one
    // Paragraph, unread, and the preview says so where it shows them.
    bool beyondNestingLimit = false;
    int level = 0;          // Title: 1-based section level
    QChar adornment;        // Title: the underline character
    bool overlined = false; // Title: has an overline too
    QString name;           // Directive name, Field name, Target / footnote / substitution name
    QString argument;       // Directive argument; Target URI
    QString language;       // LiteralBlock / code directives: "python", "bash", ... or empty
    QList<DirectiveOption> options;
    int contentLine = -1; // Directive: first line of its content (file line), -1 if none
    QString text;         // Title: its text; Paragraph: its text (joined pieces)

    QList<TextPiece> inlineText; // the part of this block that is inline-parsed, if any
    QList<Block> children;
};

enum class InlineKind
{
    Literal,           // ``x``
    Emphasis,          // *x*
    Strong,            // **x**
    Role,              // :role:`x` or `x`:role:
    TitleReference,    // `x` (default role)
    Reference,         // x_, `x`_, `x <uri>`_, `x`__ ...
    Uri,               // a standalone URI or e-mail address
    Substitution,      // |x|, |x|_
    FootnoteReference, // [1]_, [#]_, [#x]_, [*]_
    CitationReference, // [CIT2002]_
    Target,            // _`x`
};

} // namespace tandem

// Blocks hold only implicitly shared Qt values: a QList<Block> that grows may move them with
// memcpy instead of copying each one (the block scanner appends thousands per file).
Q_DECLARE_TYPEINFO(tandem::Block, Q_RELOCATABLE_TYPE);

namespace tandem {

QString inlineKindName(InlineKind kind); // "literal", "emphasis", "role", ...

struct InlineSpan
{
    InlineKind kind = InlineKind::Literal;
    Range range;            // the whole markup including its start- and end-strings
    Range content;          // the text between the start- and end-strings
    QString text;           // that text as written (backslashes kept)
    QString role;           // Role: the role name ("func", "py:class")
    QString target;         // Reference: embedded URI/alias or the reference name; Uri: the URI;
                            // Target / Substitution / footnote / citation: the name
    bool anonymous = false; // `x`__ or x__
    bool embedded = false;  // `x <uri>`_ : the target is written inside the reference
};

// Something that looks like inline markup but that docutils will not read as the writer meant.
// Kept so later checks can point at the exact characters.
enum class MarkupProblemKind
{
    GluedEnd,     // an end-string followed by a letter (``x``를): not an end-string
    GluedStart,   // a start-string preceded by a letter (이``x``): not a start-string
    Unterminated, // a start-string with no end-string (docutils: "... start-string without
                  // end-string")
    WrongPairing, // a start-string that docutils pairs with a later end-string than the
                  // writer meant (the silent kind: no warning, wrong text)
};

struct MarkupProblem
{
    MarkupProblemKind kind = MarkupProblemKind::GluedEnd;
    InlineKind markup = InlineKind::Literal; // what the writer meant to write
    Range range; // the would-be markup, start-string to end-string inclusive where known
    Position at; // the offending character (the glued letter, the lonely start-string)
    QChar glued; // the letter that breaks the rule, if any
};

// A problem docutils' body parser reports about block structure (its system messages), kept so
// checks can point at it. Title underlines, inline markup and unknown directives have their own
// records or checks; these are the rest.
struct BlockProblem
{
    enum Kind
    {
        UnexpectedIndentation,  // "Unexpected indentation." (ERROR)
        UnexpectedUnindent,     // "<X> ends without a blank line; unexpected unindent." (WARNING)
        UnexpectedTitle,        // "Unexpected section title or transition." (SEVERE)
        InconsistentTitleLevel, // "Title level inconsistent" (SEVERE)
        DirectiveError,         // "Error in "x" directive: ..." (ERROR)
        MalformedTable,         // "Malformed table." (ERROR)
        Other,
    };
    Kind kind = Other;
    int line = 0;    // 0-based file line docutils points at
    int level = 2;   // docutils' level: 1 info, 2 warning, 3 error, 4 severe
    QString message; // docutils' wording
};

enum class FileKind
{
    Rst,
    SphinxGallery
};

struct RstDocument
{
    FileKind fileKind = FileKind::Rst;
    SourceLines lines;                 // what the scanners read (see SourceLine)
    QList<Block> blocks;               // top-level blocks in order
    QList<InlineSpan> inlines;         // every inline span, sorted by position
    QList<MarkupProblem> problems;     // sorted by position
    QList<BlockProblem> blockProblems; // in line order

    // The RST text of a file line as a range (an empty range at column 0 when the scanners did
    // not read that line).
    Range lineRange(int fileLine) const;
};

} // namespace tandem
