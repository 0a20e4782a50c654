// SPDX-License-Identifier: GPL-3.0-or-later
#include "codepoints.h"

#include <QChar>

namespace tandem {

namespace {

// The code units of the code point that starts at `i`: two for a surrogate pair, else one.
qsizetype unitsAt(QStringView text, qsizetype i)
{
    return QChar::isHighSurrogate(text[i].unicode()) && i + 1 < text.size() &&
                   QChar::isLowSurrogate(text[i + 1].unicode())
               ? 2
               : 1;
}

} // namespace

qsizetype utf16OffsetOf(QStringView text, qsizetype codePoints)
{
    if (codePoints < 0) return -1;
    qsizetype i = 0;
    for (qsizetype n = 0; n < codePoints; ++n) {
        if (i >= text.size()) return -1;
        i += unitsAt(text, i);
    }
    return i;
}

qsizetype codePointsBefore(QStringView text, qsizetype offset)
{
    qsizetype n = 0;
    for (qsizetype i = 0; i < offset && i < text.size(); i += unitsAt(text, i))
        ++n;
    return n;
}

} // namespace tandem
