// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringView>

namespace tandem {

// The one home of what Tandem knows about each directive: the parser, the preview, the
// alignment, code-changed, sync and rst-unknown-directive all read this table, so a directive
// added here is parsed, shown, aligned and compared alike. Nothing else names a directive
// (scripts/check-house.sh fails on a directive name written elsewhere outside tests/).

// What a directive is: the preview dispatches on it, and "is this code" is `kind == Code`.
enum class DirectiveKind
{
    Code,           // content is code (code-block, testcode, jupyter-execute...)
    Admonition,     // note, warning... with a fixed title; admonition with its argument
    Image,          // image, figure: a framed placeholder with the alt text
    Container,      // RST content shown as it is (container, only, grid, tab-set...)
    Toctree,        // a list of pages
    Math,           // a formula, shown as written
    Raw,            // raw, include: text Tandem does not show, a labelled placeholder
    Setting,        // shows nothing (highlight, index, meta, sectnum...)
    VersionChange,  // versionadded...: a label with the version, then the content
    LiteralInclude, // code from another file: a placeholder naming it
    Card,           // sphinx-design cards: the argument as title, then the content
    GalleryCard,    // sphinx-gallery and PyTorch cards: title and description from options
    Tab,            // a tab: the argument as label, then the content
    Topic,          // topic, sidebar: the argument as title
    Rubric,         // a heading outside the sections
    Contents,       // docutils' table of contents
    ParsedLiteral,  // a literal block with inline markup
    ListTable,      // a table from a two-level bullet list
    CsvTable,       // a table from comma-separated lines
    Table,          // a title around a table
    ApiDescription, // autodoc and domain object descriptions: a placeholder
    Button,         // a link shown as a button
    Quote,          // epigraph, highlights, pull-quote
    Replace,        // a substitution's inline text
    Substitution,   // unicode, date: a substitution's argument
    Drawing,        // graphs, galleries, generated content: a placeholder
};

// How docutils (with rst-oracle.py's stand-ins for Sphinx's directives) reads the block.
enum class DirectiveContent
{
    None,
    Rst,
    Literal,
    ParsedLiteral
};

// What a directive's run() checks before it does anything (docutils' DirectiveError messages).
enum class DirectiveRunCheck
{
    None,
    HasContent,       // assert_has_content(): "Content block expected ..."
    PseudoSection,    // topic, sidebar: only where titles are allowed, then HasContent
    NotInBody,        // contents: only where titles are allowed
    Substitution,     // replace, unicode, date: only inside a substitution definition
    TableContent,     // table: a warning when empty
    ListTableContent, // list-table: an error when empty
};

// docutils 0.19's parameters as its classes declare them; the Sphinx directives rst-oracle.py
// registers as dummies take up to 100 arguments, any option and any content.
struct DirectiveSyntax
{
    bool parsed; // docutils or the oracle registers it (else "Unknown directive type")
    DirectiveContent content;
    int required; // required_arguments
    int optional; // optional_arguments
    bool finalWhitespace;
    bool hasContent;
    // option_spec: nullptr (none at all), the empty string for "any option" (the oracle's
    // dummies), or the space-separated names docutils accepts.
    const char *options;
    bool inlineArg; // the argument is a title docutils inline-parses
    DirectiveRunCheck check;
    bool hasArgs() const { return required + optional > 0; }
};

struct DirectiveSpec
{
    // A name and its aliases, or names alike in every fact below; lower case, space-separated.
    const char *names;
    DirectiveKind kind;
    // Code: the language its content is in, or nullptr when the argument's first word names it.
    const char *language;
    // Admonition: the title; VersionChange: the label, %1 the version. English as Sphinx writes
    // it, Korean as Sphinx's ko catalogue does. nullptr where the directive has none.
    const char *english;
    const char *korean;
    bool titled; // its argument is a title a translator translates (a unit like a paragraph)
    DirectiveSyntax syntax;
};

// The entry for a directive name (any case), or nullptr for one neither docutils, Sphinx nor
// the extensions the tutorials use define. Sphinx domain names (py:function) and autodoc ones
// (autoxyz) not listed get an ApiDescription entry of their own.
const DirectiveSpec *directiveSpec(QStringView name);

// Every row of the table, in order (the tests walk it).
const QList<DirectiveSpec> &directiveTable();

// The names of a row: its name first, then the rest.
QStringList directiveNames(const DirectiveSpec &spec);

// The language of a Code directive's content: the fixed one, or the argument's first word.
QString directiveCodeLanguage(const DirectiveSpec &spec, const QString &argument);

} // namespace tandem
