// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace tandem {

// What a stretch of a line is, for the highlighter. Plain data so it can be computed in the lint
// worker; the highlighter maps each style to a QTextCharFormat on the GUI thread.
enum class DecoStyle : quint8
{
    Title,
    Directive,
    Comment,
    CodeBlock,
    Literal,
    Role,
    Link,
    Emphasis,
    Strong,
    Target,
    Substitution,
    PyKeyword,
    PyString,
    PyComment,
    PyNumber,
    PyDecorator,
    TermSource,
    TermAgreed,
    TermWrong,
    IssueInfo,
    IssueWarning,
    IssueError, // underlines, drawn over whatever is below
};

inline bool isIssueStyle(DecoStyle s)
{
    return s >= DecoStyle::IssueInfo;
}

// One styled run within a line: UTF-16 columns [start, start + length).
struct Deco
{
    int start = 0;
    int length = 0;
    DecoStyle style = DecoStyle::Title;
    QString tip; // tooltip text (glossary translation, issue message), may be empty
    friend bool operator==(const Deco &a, const Deco &b)
    {
        return a.start == b.start && a.length == b.length && a.style == b.style && a.tip == b.tip;
    }
};

using LineDecos = QList<Deco>;

// The decorations of a whole pane, one list per line (index = file line = text block number).
struct PaneDecorations
{
    QList<LineDecos> lines;
};

} // namespace tandem
