// SPDX-License-Identifier: GPL-3.0-or-later
#include "rstblocklines.h"

namespace tandem::rstblock {

std::vector<ScanLine> expandLines(const SourceLines &lines)
{
    std::vector<ScanLine> out(size_t(lines.size()));
    for (qsizetype v = 0; v < lines.size(); ++v) {
        const QString &src = lines[v].text;
        ScanLine &sl = out[size_t(v)];
        // \t \v \f are 9, 11, 12 (a line holds no \n or \r): one unsigned compare per unit,
        // which the compiler can vectorise; this runs over every character of the file.
        const char16_t *u = reinterpret_cast<const char16_t *>(src.utf16());
        const qsizetype size = src.size();
        char16_t special = 0;
        for (qsizetype i = 0; i < size; ++i)
            special |= char16_t(u[i] - 9u) <= 3u;
        if (!special) {
            qsizetype end = size;
            while (end > 0 && (u[end - 1] == u' ' || QChar::isSpace(u[end - 1])))
                --end;
            sl.text = end == size ? src : src.left(end);
            continue;
        }
        // docutils: expandtabs(8), then \v \f -> space; keep where each column came from.
        QString t;
        std::vector<int> raw;
        for (int i = 0; i < src.size(); ++i) {
            const QChar c = src[i];
            if (c == u'\t') {
                do {
                    t.append(u' ');
                    raw.push_back(i);
                } while (t.size() % 8 != 0);
            } else {
                t.append(c == u'\v' || c == u'\f' ? QChar(u' ') : c);
                raw.push_back(i);
            }
        }
        raw.push_back(int(src.size()));
        qsizetype end = t.size();
        while (end > 0 && t[end - 1].isSpace())
            --end;
        t.truncate(end);
        raw.resize(size_t(end) + 1);
        sl.text = t;
        sl.raw = std::move(raw);
    }
    return out;
}

} // namespace tandem::rstblock
