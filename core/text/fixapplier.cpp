// SPDX-License-Identifier: GPL-3.0-or-later
#include "fixapplier.h"

#include <algorithm>
#include <climits>

namespace tandem {

qsizetype offsetOf(const QString &text, Position position)
{
    qsizetype offset = 0;
    for (int line = 0; line < position.line; ++line) {
        const qsizetype next = text.indexOf(u'\n', offset);
        if (next < 0) return text.size();
        offset = next + 1;
    }
    qsizetype lineEnd = text.indexOf(u'\n', offset);
    if (lineEnd < 0) lineEnd = text.size();
    return std::min(offset + position.column, lineEnd);
}

QString applyFix(const QString &text, const Fix &fix)
{
    const qsizetype start = offsetOf(text, fix.range.start);
    const qsizetype end = std::max(start, offsetOf(text, fix.range.end));
    QString out = text;
    out.replace(start, end - start, fix.replacement);
    return out;
}

QString applyFixes(const QString &text, QList<Fix> fixes)
{
    // Apply from the end so earlier positions stay valid.
    std::sort(fixes.begin(), fixes.end(),
              [](const Fix &a, const Fix &b) { return b.range.start < a.range.start; });
    QString out = text;
    Position limit{INT_MAX, INT_MAX};
    for (const Fix &f : fixes) {
        if (limit < f.range.end) continue;
        out = applyFix(out, f);
        limit = f.range.start;
    }
    return out;
}

} // namespace tandem
