// SPDX-License-Identifier: GPL-3.0-or-later
#include "tmdiff.h"

#include "enumnames.h"
#include "tmtokens.h"

#include <QHash>

#include <algorithm>
#include <vector>

namespace tandem {

constexpr EnumName<TmDiffOp::Kind> TmDiffKindNames[] = {{TmDiffOp::Kind::Same, "same"},
                                                        {TmDiffOp::Kind::Removed, "removed"},
                                                        {TmDiffOp::Kind::Added, "added"}};

QString tmDiffKindName(TmDiffOp::Kind kind)
{
    return enumName(TmDiffKindNames, kind);
}

QList<TmDiffOp> tmWordDiff(QStringView stored, QStringView current)
{
    const QStringList s = stored.toString().simplified().split(u' ', Qt::SkipEmptyParts);
    const QStringList c = current.toString().simplified().split(u' ', Qt::SkipEmptyParts);
    QList<TmDiffOp> ops;
    const auto push = [&ops](TmDiffOp::Kind kind, const QString &word) {
        if (!ops.isEmpty() && ops.constLast().kind == kind)
            ops.last().text += u' ' + word;
        else
            ops.append({kind, word});
    };
    constexpr qsizetype MaxWords = 4000;
    if (s.size() > MaxWords || c.size() > MaxWords) {
        if (!s.isEmpty()) ops.append({TmDiffOp::Kind::Removed, s.join(u' ')});
        if (!c.isEmpty()) ops.append({TmDiffOp::Kind::Added, c.join(u' ')});
        return ops;
    }
    const qsizetype n = s.size(), m = c.size();
    std::vector<int> lcs(size_t((n + 1) * (m + 1)), 0);
    const auto at = [m](qsizetype i, qsizetype j) { return size_t(i * (m + 1) + j); };
    for (qsizetype i = n - 1; i >= 0; --i)
        for (qsizetype j = m - 1; j >= 0; --j)
            lcs[at(i, j)] = s[i] == c[j] ? lcs[at(i + 1, j + 1)] + 1
                                         : std::max(lcs[at(i + 1, j)], lcs[at(i, j + 1)]);
    qsizetype i = 0, j = 0;
    while (i < n || j < m) {
        if (i < n && j < m && s[i] == c[j]) {
            push(TmDiffOp::Kind::Same, s[i]);
            ++i, ++j;
        } else if (j >= m || (i < n && lcs[at(i + 1, j)] >= lcs[at(i, j + 1)])) {
            push(TmDiffOp::Kind::Removed, s[i++]);
        } else {
            push(TmDiffOp::Kind::Added, c[j++]);
        }
    }
    return ops;
}

int tmSimilarity(const QStringList &a, const QStringList &b, int atLeast)
{
    const qsizetype n = a.size(), m = b.size();
    const qsizetype longer = std::max(n, m);
    if (longer == 0) return 100;
    // The distance is at least the difference in length; scores are rounded, so half a point
    // under `atLeast` still reaches it.
    if (200 * (longer - std::abs(n - m)) < (2 * atLeast - 1) * longer) return -1;
    // The largest distance that still reaches `atLeast`: once a whole row exceeds it, stop.
    const qsizetype maxDistance = longer - (atLeast * longer + 99) / 100;
    std::vector<int> prev(size_t(m) + 1), row(size_t(m) + 1);
    for (qsizetype j = 0; j <= m; ++j)
        prev[size_t(j)] = int(j);
    for (qsizetype i = 1; i <= n; ++i) {
        row[0] = int(i);
        int rowMin = row[0];
        for (qsizetype j = 1; j <= m; ++j) {
            const int substitute = prev[size_t(j - 1)] + (a[i - 1] == b[j - 1] ? 0 : 1);
            row[size_t(j)] = std::min({prev[size_t(j)] + 1, row[size_t(j - 1)] + 1, substitute});
            rowMin = std::min(rowMin, row[size_t(j)]);
        }
        if (rowMin > maxDistance + 1) return -1;
        std::swap(prev, row);
    }
    const int distance = prev[size_t(m)];
    // Rounded to the nearest point (7 of 8 words is 88).
    return int((200 * (longer - distance) + longer) / (2 * longer));
}

QString tmAdaptTarget(const QString &storedSource, const QString &storedTarget,
                      const QString &currentSource, int *replaced)
{
    QHash<QString, QStringList> storedByKind, currentByKind;
    for (const TmToken &t : tmTokenize(storedSource))
        if (t.isPlaceholder()) storedByKind[t.key].append(t.raw);
    for (const TmToken &t : tmTokenize(currentSource))
        if (t.isPlaceholder()) currentByKind[t.key].append(t.raw);

    struct Edit
    {
        qsizetype at;
        qsizetype length;
        QString with;
    };
    QList<Edit> edits;
    for (auto it = storedByKind.cbegin(); it != storedByKind.cend(); ++it) {
        const QStringList &from = it.value();
        const QStringList to = currentByKind.value(it.key());
        if (from.size() != to.size()) continue; // which one became which is a guess
        for (qsizetype k = 0; k < from.size(); ++k) {
            if (from[k] == to[k]) continue;
            const qsizetype first = storedTarget.indexOf(from[k]);
            if (first < 0 || storedTarget.indexOf(from[k], first + 1) >= 0)
                continue; // absent from the Korean, or there more than once
            edits.append({first, from[k].size(), to[k]});
        }
    }
    // Applied from the end so earlier offsets stay valid; overlapping edits are dropped.
    std::sort(edits.begin(), edits.end(), [](const Edit &x, const Edit &y) { return x.at > y.at; });
    QString result = storedTarget;
    qsizetype limit = result.size() + 1;
    int count = 0;
    for (const Edit &e : edits) {
        if (e.at + e.length > limit) continue;
        result.replace(e.at, e.length, e.with);
        limit = e.at;
        ++count;
    }
    if (replaced) *replaced = count;
    return result;
}

} // namespace tandem
