// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace tandem {

// A place in a file as the user sees it: 0-based line, 0-based column counted in UTF-16 code
// units of that line (a Hangul syllable or an ASCII letter is one unit). Always in the ORIGINAL
// file's coordinates, also for sphinx-gallery .py files, so an editor or a report needs no
// conversion. Output formats add 1 to both.
struct Position
{
    int line = 0;
    int column = 0;
    // Written out rather than defaulted with <=>: moc parses the headers of Qt Test files and
    // cannot read <compare>.
    friend bool operator==(Position a, Position b)
    {
        return a.line == b.line && a.column == b.column;
    }
    friend bool operator!=(Position a, Position b) { return !(a == b); }
    friend bool operator<(Position a, Position b)
    {
        return a.line < b.line || (a.line == b.line && a.column < b.column);
    }
    friend bool operator>(Position a, Position b) { return b < a; }
    friend bool operator<=(Position a, Position b) { return !(b < a); }
    friend bool operator>=(Position a, Position b) { return !(a < b); }
};

// A half-open range [start, end).
struct Range
{
    Position start;
    Position end;
    friend bool operator==(const Range &a, const Range &b)
    {
        return a.start == b.start && a.end == b.end;
    }
    bool contains(Position p) const { return start <= p && p < end; }
};

} // namespace tandem
