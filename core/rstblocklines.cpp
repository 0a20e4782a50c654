// SPDX-License-Identifier: GPL-3.0-or-later
#include "rstblocklines.h"

namespace tandem::rstblock {

std::vector<ScanLine> expandLines(const SourceLines &lines)
{
    std::vector<ScanLine> out(size_t(lines.size()));
    for (qsizetype v = 0; v < lines.size(); ++v) {
        const QString &src = lines[v].text;
        ScanLine &sl = out[size_t(v)];
        bool simple = true;
        for (QChar c : src) {
            if (c == u'\t' || c == u'\v' || c == u'\f') {
                simple = false;
                break;
            }
        }
        if (simple) {
            qsizetype end = src.size();
            while (end > 0 && src[end - 1].isSpace())
                --end;
            sl.text = end == src.size() ? src : src.left(end);
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
