// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace tandem {

// One glob of `.tandem.yaml` (TutorialGlobs), matched against a path relative to the checkout
// root: `*` and `?` stay within one folder, `**` spans folders, `**/` is zero or more folders,
// and a glob without '/' matches the file name in any folder.
//
// A glob is a checkout's data, written by anyone: it is matched by walking the set of glob
// positions a path prefix can reach (a Thompson simulation), in time proportional to the path's
// length times the glob's, whatever the glob. A regular expression engine backtracks instead:
// `*a*a*a…b.rst` against a long name took longer than anyone waited (issue 45).
class PathGlob
{
public:
    // Globs longer than this are refused: a real one names a folder and a file.
    static constexpr int MaxLength = 512;

    // The glob compiled, or nullopt with `error` (one sentence) when it is not a glob Tandem
    // reads: empty, longer than MaxLength, three stars in a row, a control character, brackets
    // or braces (character classes and alternatives are not supported: one glob per pattern),
    // a backslash, or an empty, "." or ".." folder (such a glob never matches a listed path).
    static std::optional<PathGlob> compile(const QString &glob, QString *error);

    bool matches(QStringView path) const;

private:
    enum class Token : quint8
    {
        Char,     // the character in `chars` at the same index
        AnyOne,   // ?: one character but '/'
        Star,     // *: any characters but '/'
        Globstar, // ** (not followed by '/'): any characters
        Folders,  // **/: nothing, or any characters ending in '/'
    };
    QList<Token> m_tokens;
    QString m_chars; // one per token: the literal for Token::Char, else unused
};

} // namespace tandem
