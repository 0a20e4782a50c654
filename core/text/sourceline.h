// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace tandem {

// One line of the RST text that the scanners read, and where it sits in the original file.
// For a .rst file this is the file's own line. For a sphinx-gallery .py file, text cells have
// their leading "# " removed (fileColumn says how much) and code cells are marked `code`, so
// the block scanner makes them literal blocks without any synthetic lines.
struct SourceLine
{
    QString text;       // the line without its line ending
    int fileLine = 0;   // 0-based line in the original file
    int fileColumn = 0; // column in the original file where text[0] sits
    bool code = false;  // a line of a sphinx-gallery code cell (Python, not RST)
};

using SourceLines = QList<SourceLine>;

// Splits text into lines the way the scanners see them (LF, CRLF or lone CR end a line), each
// its own file line at column 0. The RST scanner and the sphinx-gallery converter both start
// from it.
SourceLines plainLines(const QString &text);

// A run of inline text inside one SourceLine: lines[view].text.mid(column, length).
// Text-bearing blocks (paragraphs, titles, cells, terms...) list their inline text as pieces;
// the inline scanner joins a block's pieces with '\n' and maps offsets back through them.
struct TextPiece
{
    int view = 0;   // index into SourceLines
    int column = 0; // start within lines[view].text
    int length = 0;
};

} // namespace tandem
