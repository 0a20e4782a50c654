// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringView>

namespace tandem {

// The one home of what Tandem knows about a code block's language (the argument of
// code-block, a literal block's highlight language): which names are Python, which write
// comments as // (and so may hold '#' as code), which are shells. The preview's highlighter,
// the editor's, code-changed, code-comment-english and sync all ask here.
enum class CodeFamily
{
    Python,        // Pygments' Python names, and the empty name: Sphinx's default language
    Shell,         // bash, console...: '#' comments, shell keywords
    SlashComments, // C, C++, Java, JavaScript, Rust...: // comments, no '#' ones
    Other,         // '#' comments at most, no keywords
};

// The family of a language name, in any case.
CodeFamily codeFamily(QStringView language);

inline bool isPythonLanguage(QStringView language)
{
    return codeFamily(language) == CodeFamily::Python;
}

inline bool hasSlashComments(QStringView language)
{
    return codeFamily(language) == CodeFamily::SlashComments;
}

} // namespace tandem
