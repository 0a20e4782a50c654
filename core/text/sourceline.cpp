// SPDX-License-Identifier: GPL-3.0-or-later
#include "sourceline.h"

namespace tandem {

SourceLines plainLines(const QString &text)
{
    SourceLines lines;
    qsizetype start = 0;
    int number = 0;
    const qsizetype n = text.size();
    while (start <= n) {
        qsizetype end = start;
        while (end < n && text[end] != u'\n' && text[end] != u'\r')
            ++end;
        lines.append({text.mid(start, end - start), number++, 0, false});
        if (end >= n) break;
        if (text[end] == u'\r' && end + 1 < n && text[end + 1] == u'\n') ++end;
        start = end + 1;
        if (start == n) break; // a final line ending does not start another line
    }
    return lines;
}

} // namespace tandem
