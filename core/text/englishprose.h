// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

namespace tandem {

// What reads as English prose a translator translates, as opposed to Latin letters that stay in
// English by design: code (also commented out: `# x = model(y)`, `# import numpy as np`), a
// formula, a table row (a profiler's table in a comment), a list of keywords (a `:keywords:`
// field), a name or a paper's title in a link, an inline literal. The checks that report English
// left in a draft (untranslated, kept-english, code-comment-english) decide it here, so they
// agree on it (issue 43: about 145 of their reports on unseen drafts were such text).
//
// The test is the text's shape, not its number of words: a row of a table (cells apart by wide
// gaps, or a ruler of dashes), a list of keywords (short items between commas, no sentence), a
// Python statement (import x as y, x = f(y)) or tokens mostly with code's marks (x.shape,
// state_dict, f(x), \frac) is not prose.

// Which links' titles are masked: every one (a title inside Korean prose names the page it
// points to, and stays as that page's name), or only those of papers (a link to arxiv.org,
// doi.org, a PDF ...: a paragraph made of other links is a navigation bar, whose page names are
// translated).
enum class LinkTitles
{
    Masked,
    PapersMasked
};

// `text` with the markup whose words stay in English replaced by spaces, character for
// character (line breaks kept), so that offsets into it are offsets into `text`: inline
// literals, roles, links' titles (`links`; also over several lines), URLs, substitutions, a
// strong label (**Author**:), math ($…$, $$…$$, LaTeX commands), field-list names (:keywords:)
// and rows of tables. Emphasis keeps its words: "*This tutorial assumes …*" is a sentence.
QString maskKeptEnglishMarkup(QStringView text, LinkTitles links = LinkTitles::Masked);

// Counts of `text`'s whitespace-separated tokens (surrounding punctuation stripped).
struct EnglishTokens
{
    int words = 0;      // Latin words of two letters or more (AlexNet-level, don't)
    int codeTokens = 0; // tokens with code's marks: x.shape, state_dict, f(x), =, \frac, {}
};
EnglishTokens englishTokens(QStringView text);

// Whether `text` (its kept markup masked here) reads as English prose: `minWords` words or more,
// fewer code tokens than words, and neither a list of keywords nor a Python statement.
bool readsAsEnglishProse(QStringView text, int minWords, LinkTitles links = LinkTitles::Masked);
// The same for a text maskKeptEnglishMarkup has masked already (a part of a paragraph masked
// whole, whose markup may run over the part's edges).
bool maskedReadsAsEnglishProse(QStringView masked, int minWords);

} // namespace tandem
