// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace tandem::po {

// How a tool lays a string over the lines of a .po file. An entry Tandem writes back must read
// as the tool the file was last formatted with would write it, or the next run of that tool
// (and `git diff`) shows lines the translator never touched.
struct WrapStyle
{
    enum class Tool
    {
        // Babel's pofile.normalize (python-docs-ko's `pdk format`): width 76 counted in
        // characters, breaks after whitespace runs and inside hyphenated words only, the space
        // starting the next piece; Korean is never broken inside a word.
        Babel,
        // GNU gettext's write-po (msgcat, msgmerge, xgettext; powrap runs msgcat): width 79 by
        // default counted in columns (a Hangul syllable is two), breaks at Unicode line-break
        // opportunities, which fall between any two Hangul syllables.
        Gettext,
        // gettext's --no-wrap: a string is broken only after its "\n"s.
        NoWrap
    };
    Tool tool = Tool::Babel;
    int width = 76;

    static WrapStyle babel() { return {Tool::Babel, 76}; }
    static WrapStyle gettext(int width = 79) { return {Tool::Gettext, width}; }
    static WrapStyle noWrap() { return {Tool::NoWrap, 0}; }

    QString name() const; // "babel", "msgcat", "no-wrap" (with the width when not the default)
    friend bool operator==(const WrapStyle &a, const WrapStyle &b)
    {
        return a.tool == b.tool && (a.tool == Tool::NoWrap || a.width == b.width);
    }
};

// The lines of `keyword "value"` in `style`, without line ends: e.g. {"msgstr \"\"", "\"...\"",
// ...}. `prefix` starts every line ("#~ " in an obsolete entry).
QStringList formatField(const QString &keyword, const QString &value, const WrapStyle &style,
                        const QString &prefix = {});

} // namespace tandem::po
