// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace tandem {

// GitHub refuses an issue or comment longer than this many characters.
constexpr qsizetype GitHubMarkdownLimit = 65536;

// A Markdown report as sections of rows, so that it can be cut to fit one issue or split into
// numbered parts without breaking a table or a <details> block: every section is `head`, its
// `rows` (table rows, list items), then `foot`.
struct MarkdownSection
{
    QString head;
    QStringList rows;
    QString foot;
    QString brief; // the section in one line, when none of its rows can be shown (or empty)
};

struct MarkdownDocument
{
    QString title; // "## …" and the summary line: in every part
    QList<MarkdownSection> sections;
    QString closing; // after the last section (totals)
};

// The whole document when it fits `limit`; else each section keeps its first rows (the same
// number for all, as many as fit) and says how many it left out, pointing at `--split`; when no
// row fits, sections shrink to their brief line, then the last sections are left out (counted).
// Never longer than `limit`.
QString fitMarkdown(const MarkdownDocument &doc, qsizetype limit = GitHubMarkdownLimit);
// Every row, in numbered parts that each fit `limit` ("part 2 of 3" under the title); a section
// cut between parts repeats its head and closes with its foot.
QStringList splitMarkdown(const MarkdownDocument &doc, qsizetype limit = GitHubMarkdownLimit);

} // namespace tandem
