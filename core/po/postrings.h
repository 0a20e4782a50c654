// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

namespace tandem::po {

// The C escapes of a gettext string: what a .po file writes between the quotes.
//
// Reading accepts every escape GNU gettext reads (\a \b \f \n \r \t \v \\ \" \' \? and octal
// \NNN, hex \xHH); writing uses the escapes of the tool whose wrapping the file has (babel
// writes only \\ \t \r \n \", gettext also \a \b \f \v), so an entry written back reads as its
// tool would have written it.

// The value of one quoted piece's inside (without the quotes). `ok` (if given) is false on a
// dangling backslash; the backslash is then kept as it is.
QString unescapePiece(QStringView inside, bool *ok = nullptr);

enum class EscapeSet
{
    Babel,  // \\ \t \r \n \"
    Gettext // also \a \b \f \v
};

QString escapePiece(QStringView value, EscapeSet set);

// How many characters of the file the value character at `valueIndex` of `inside` starts at,
// counted from the piece's start: for mapping a place in a value to its column in the file
// (`\"` is two file characters for one value character). `valueIndex` past the end gives the
// piece's length.
int fileOffsetInPiece(QStringView inside, int valueIndex);

// How many value characters the quoted piece's inside decodes to.
int valueLengthOfPiece(QStringView inside);

} // namespace tandem::po
