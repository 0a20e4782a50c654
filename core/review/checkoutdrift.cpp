// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkoutdrift.h"

#include "alignment.h"
#include "enumnames.h"
#include "rstscanner.h"
#include "segmenttext.h"

#include <vector>

namespace tandem {

constexpr EnumName<DriftChange::Kind> DriftKindNames[] = {{DriftChange::Kind::Added, "added"},
                                                          {DriftChange::Kind::Removed, "removed"},
                                                          {DriftChange::Kind::Changed, "changed"}};

QString driftKindName(DriftChange::Kind kind)
{
    return enumName(DriftKindNames, kind);
}

QList<DriftChange> diffEnglishVersions(const QString &oldText, const QString &newText,
                                       FileKind kind)
{
    const RstDocument oldDoc = scanDocument(oldText, kind);
    const RstDocument newDoc = scanDocument(newText, kind);
    const QList<AlignUnit> oldUnits = alignUnits(oldDoc);
    const QList<AlignUnit> newUnits = alignUnits(newDoc);
    QStringList a, b;
    for (const AlignUnit &u : oldUnits)
        a.append(unitText(oldDoc, u).simplified());
    for (const AlignUnit &u : newUnits)
        b.append(unitText(newDoc, u).simplified());

    // Plain LCS table: files have a few hundred units, so n*m stays small.
    const qsizetype n = a.size(), m = b.size();
    std::vector<int> lcs(size_t((n + 1) * (m + 1)), 0);
    const auto at = [m](qsizetype i, qsizetype j) { return size_t(i * (m + 1) + j); };
    for (qsizetype i = n - 1; i >= 0; --i)
        for (qsizetype j = m - 1; j >= 0; --j)
            lcs[at(i, j)] = a[i] == b[j] ? lcs[at(i + 1, j + 1)] + 1
                                         : std::max(lcs[at(i + 1, j)], lcs[at(i, j + 1)]);

    QList<DriftChange> changes;
    int anchor = -1;
    QList<qsizetype> removed, added;
    const auto flush = [&] {
        const qsizetype paired = std::min(removed.size(), added.size());
        for (qsizetype k = 0; k < std::max(removed.size(), added.size()); ++k) {
            DriftChange c;
            // An added unit follows the old units this run replaced, when there are any.
            c.oldAnchorLine = removed.isEmpty() ? anchor : oldUnits[removed.constLast()].endLine;
            if (k < removed.size()) {
                const AlignUnit &u = oldUnits[removed[k]];
                c.oldFirstLine = u.line;
                c.oldLastLine = u.endLine;
                c.oldText = unitText(oldDoc, u);
            }
            if (k < added.size()) {
                const AlignUnit &u = newUnits[added[k]];
                c.newFirstLine = u.line;
                c.newLastLine = u.endLine;
                c.newText = unitText(newDoc, u);
            }
            c.kind = k < paired           ? DriftChange::Kind::Changed
                     : k < removed.size() ? DriftChange::Kind::Removed
                                          : DriftChange::Kind::Added;
            changes.append(c);
        }
        removed.clear();
        added.clear();
    };
    qsizetype i = 0, j = 0;
    while (i < n || j < m) {
        if (i < n && j < m && a[i] == b[j]) {
            flush();
            anchor = oldUnits[i].endLine;
            ++i, ++j;
        } else if (j >= m || (i < n && lcs[at(i + 1, j)] >= lcs[at(i, j + 1)])) {
            removed.append(i++);
        } else {
            added.append(j++);
        }
    }
    flush();
    return changes;
}

} // namespace tandem
