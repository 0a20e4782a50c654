// SPDX-License-Identifier: GPL-3.0-or-later
#include "rstdocument.h"

namespace tandem {

QString blockKindName(BlockKind kind)
{
    switch (kind) {
    case BlockKind::Title:
        return QStringLiteral("title");
    case BlockKind::Paragraph:
        return QStringLiteral("paragraph");
    case BlockKind::BulletList:
        return QStringLiteral("bullet_list");
    case BlockKind::EnumeratedList:
        return QStringLiteral("enumerated_list");
    case BlockKind::ListItem:
        return QStringLiteral("list_item");
    case BlockKind::FieldList:
        return QStringLiteral("field_list");
    case BlockKind::Field:
        return QStringLiteral("field");
    case BlockKind::DefinitionList:
        return QStringLiteral("definition_list");
    case BlockKind::DefinitionListItem:
        return QStringLiteral("definition_list_item");
    case BlockKind::OptionList:
        return QStringLiteral("option_list");
    case BlockKind::OptionListItem:
        return QStringLiteral("option_list_item");
    case BlockKind::BlockQuote:
        return QStringLiteral("block_quote");
    case BlockKind::LineBlock:
        return QStringLiteral("line_block");
    case BlockKind::LiteralBlock:
        return QStringLiteral("literal_block");
    case BlockKind::DoctestBlock:
        return QStringLiteral("doctest_block");
    case BlockKind::Directive:
        return QStringLiteral("directive");
    case BlockKind::Comment:
        return QStringLiteral("comment");
    case BlockKind::Target:
        return QStringLiteral("target");
    case BlockKind::SubstitutionDefinition:
        return QStringLiteral("substitution_definition");
    case BlockKind::Footnote:
        return QStringLiteral("footnote");
    case BlockKind::Citation:
        return QStringLiteral("citation");
    case BlockKind::Table:
        return QStringLiteral("table");
    case BlockKind::Transition:
        return QStringLiteral("transition");
    }
    return {};
}

QString inlineKindName(InlineKind kind)
{
    switch (kind) {
    case InlineKind::Literal:
        return QStringLiteral("literal");
    case InlineKind::Emphasis:
        return QStringLiteral("emphasis");
    case InlineKind::Strong:
        return QStringLiteral("strong");
    case InlineKind::Role:
        return QStringLiteral("role");
    case InlineKind::TitleReference:
        return QStringLiteral("title_reference");
    case InlineKind::Reference:
        return QStringLiteral("reference");
    case InlineKind::Uri:
        return QStringLiteral("uri");
    case InlineKind::Substitution:
        return QStringLiteral("substitution");
    case InlineKind::FootnoteReference:
        return QStringLiteral("footnote_reference");
    case InlineKind::CitationReference:
        return QStringLiteral("citation_reference");
    case InlineKind::Target:
        return QStringLiteral("target");
    }
    return {};
}

Range RstDocument::lineRange(int fileLine) const
{
    for (const SourceLine &l : lines)
        if (l.fileLine == fileLine)
            return Range{{fileLine, l.fileColumn}, {fileLine, l.fileColumn + int(l.text.size())}};
    return Range{{fileLine, 0}, {fileLine, 0}};
}

} // namespace tandem
