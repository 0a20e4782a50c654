// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

#include <algorithm>
#include <span>

namespace tandem {

// A character and what a written format puts in its place.
struct CharEscape
{
    char16_t c;
    const char16_t *escape;
};

// Appends text with each character the table lists replaced by its escape, every other one as
// it is: the HTML renderer's "&lt;" and a PO file's "\n" are this one walk over two tables.
inline void appendWithEscapes(QString &out, QStringView text, std::span<const CharEscape> table)
{
    for (const QChar c : text) {
        const auto e = std::find_if(table.begin(), table.end(),
                                    [c](const CharEscape &x) { return x.c == c.unicode(); });
        if (e == table.end())
            out += c;
        else
            out += QStringView(e->escape);
    }
}

} // namespace tandem
