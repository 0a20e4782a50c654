// SPDX-License-Identifier: GPL-3.0-or-later
#include "rstdocument.h"

#include "enumnames.h"

namespace tandem {

constexpr EnumName<BlockKind> BlockKindNames[] = {
    {BlockKind::Title, "title"},
    {BlockKind::Paragraph, "paragraph"},
    {BlockKind::BulletList, "bullet_list"},
    {BlockKind::EnumeratedList, "enumerated_list"},
    {BlockKind::ListItem, "list_item"},
    {BlockKind::FieldList, "field_list"},
    {BlockKind::Field, "field"},
    {BlockKind::DefinitionList, "definition_list"},
    {BlockKind::DefinitionListItem, "definition_list_item"},
    {BlockKind::OptionList, "option_list"},
    {BlockKind::OptionListItem, "option_list_item"},
    {BlockKind::BlockQuote, "block_quote"},
    {BlockKind::LineBlock, "line_block"},
    {BlockKind::LiteralBlock, "literal_block"},
    {BlockKind::DoctestBlock, "doctest_block"},
    {BlockKind::Directive, "directive"},
    {BlockKind::Comment, "comment"},
    {BlockKind::Target, "target"},
    {BlockKind::SubstitutionDefinition, "substitution_definition"},
    {BlockKind::Footnote, "footnote"},
    {BlockKind::Citation, "citation"},
    {BlockKind::Table, "table"},
    {BlockKind::Transition, "transition"}};

QString blockKindName(BlockKind kind)
{
    return enumName(BlockKindNames, kind);
}

constexpr EnumName<InlineKind> InlineKindNames[] = {
    {InlineKind::Literal, "literal"},
    {InlineKind::Emphasis, "emphasis"},
    {InlineKind::Strong, "strong"},
    {InlineKind::Role, "role"},
    {InlineKind::TitleReference, "title_reference"},
    {InlineKind::Reference, "reference"},
    {InlineKind::Uri, "uri"},
    {InlineKind::Substitution, "substitution"},
    {InlineKind::FootnoteReference, "footnote_reference"},
    {InlineKind::CitationReference, "citation_reference"},
    {InlineKind::Target, "target"}};

QString inlineKindName(InlineKind kind)
{
    return enumName(InlineKindNames, kind);
}

Range RstDocument::lineRange(int fileLine) const
{
    for (const SourceLine &l : lines)
        if (l.fileLine == fileLine)
            return Range{{fileLine, l.fileColumn}, {fileLine, l.fileColumn + int(l.text.size())}};
    return Range{{fileLine, 0}, {fileLine, 0}};
}

} // namespace tandem
