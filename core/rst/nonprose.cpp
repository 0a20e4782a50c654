// SPDX-License-Identifier: GPL-3.0-or-later
#include "nonprose.h"

#include <climits>

namespace tandem {

namespace {

bool holdsNoProse(const InlineSpan &s)
{
    switch (s.kind) {
    case InlineKind::Literal:
    case InlineKind::Role:
    case InlineKind::Uri:
    case InlineKind::Substitution:
    case InlineKind::Target:
    case InlineKind::TitleReference:
    case InlineKind::FootnoteReference:
    case InlineKind::CitationReference:
        return true;
    default:
        return false;
    }
}

} // namespace

QHash<int, ColumnRanges> nonProseColumns(const RstDocument &doc)
{
    QHash<int, ColumnRanges> byLine;
    for (const InlineSpan &s : doc.inlines) {
        if (!holdsNoProse(s) && !(s.kind == InlineKind::Reference && s.embedded)) continue;
        Position from = s.range.start;
        if (s.kind == InlineKind::Reference) {
            // Only the "<url>" part of `text <url>`_: the link text is prose.
            const qsizetype lt = s.text.lastIndexOf(u'<');
            if (lt < 0) continue;
            const qsizetype lineBreaks = s.text.left(lt).count(u'\n');
            if (lineBreaks == 0) {
                from = {s.content.start.line, s.content.start.column + int(lt)};
            } else {
                // The URL is on a later line of the span; its indentation is not in `text`, so
                // that line is excluded from its start.
                from = {s.content.start.line + int(lineBreaks), 0};
            }
        }
        for (int line = from.line; line <= s.range.end.line; ++line) {
            const int a = line == from.line ? from.column : 0;
            const int b = line == s.range.end.line ? s.range.end.column : INT_MAX;
            byLine[line].push_back({a, b});
        }
    }
    return byLine;
}

} // namespace tandem
