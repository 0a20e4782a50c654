// SPDX-License-Identifier: GPL-3.0-or-later
#include "syncreplay.h"

#include "hangul.h"

#include <QHash>
#include <QRegularExpression>

namespace tandem {

namespace {

bool anyHangul(const QStringList &lines)
{
    for (const QString &line : lines)
        if (containsHangul(line)) return true;
    return false;
}

// Where `block` occurs in `lines` (compared without surrounding whitespace): its index when it
// occurs exactly once, else -1. Candidates are found through the first non-blank line's
// index, so the search is linear in the file, not quadratic.
qsizetype uniqueBlock(const QStringList &lines, const QHash<QString, QList<qsizetype>> &byText,
                      const QStringList &block)
{
    qsizetype key = 0;
    while (key < block.size() && block[key].trimmed().isEmpty())
        ++key;
    if (key == block.size()) return -1; // only blank lines: nothing to anchor them by
    qsizetype found = -1;
    for (const qsizetype at : byText.value(block[key].trimmed())) {
        const qsizetype start = at - key;
        if (start < 0 || start + block.size() > lines.size()) continue;
        bool same = true;
        for (qsizetype k = 0; same && k < block.size(); ++k)
            same = lines[start + k].trimmed() == block[k].trimmed();
        if (!same) continue;
        if (found >= 0) return -1; // twice: ambiguous
        found = start;
    }
    return found;
}

} // namespace

bool isUpstreamSyncSubject(QStringView subject)
{
    static const QRegularExpression crossRepoCommit(
        QStringLiteral(R"([\w.-]+/[\w.-]+[@#][0-9a-fA-F]{7,40}\b)"));
    return crossRepoCommit.match(subject.toString()).hasMatch();
}

int replaySyncEdits(QString &english, const QString &oldText, const QString &newText,
                    const QList<DiffHunk> &hunks)
{
    // How far from an added block its anchor line may be (Hangul-free lines in between).
    constexpr int MaxAnchorDistance = 3;
    QStringList lines = english.split(u'\n');
    const QStringList oldLines = oldText.split(u'\n');
    const QStringList newLines = newText.split(u'\n');
    int replayed = 0;
    // Lines by their trimmed text, rebuilt only after a replayed hunk changed `lines`.
    QHash<QString, QList<qsizetype>> byText;
    bool stale = true;
    // Hunks from the last to the first, so the earlier ones' line numbers in `english` stay put
    // when a later hunk changes the line count.
    for (qsizetype h = hunks.size() - 1; h >= 0; --h) {
        const DiffHunk &hunk = hunks[h];
        if (hunk.oldStart < 0 || hunk.oldStart + hunk.oldCount > oldLines.size() ||
            hunk.newStart < 0 || hunk.newStart + hunk.newCount > newLines.size())
            continue;
        const QStringList removed = oldLines.mid(hunk.oldStart, hunk.oldCount);
        const QStringList added = newLines.mid(hunk.newStart, hunk.newCount);
        if (anyHangul(added)) continue;
        // Translated lines replaced by a much longer English block: a section the sync brought
        // in over a title or a line of the translation. The English block is added next to its
        // anchor; the English of the replaced lines stays (its counterpart is unknown).
        const bool insertion = removed.isEmpty() || anyHangul(removed);
        if (insertion && !removed.isEmpty() && added.size() <= 2 * removed.size() + 2) continue;
        if (stale) {
            byText.clear();
            for (qsizetype i = 0; i < lines.size(); ++i)
                byText[lines[i].trimmed()].append(i);
            stale = false;
        }
        if (!insertion) {
            const qsizetype at = uniqueBlock(lines, byText, removed);
            if (at < 0) continue;
            lines.remove(at, removed.size());
            for (qsizetype k = 0; k < added.size(); ++k)
                lines.insert(at + k, added[k]);
            ++replayed;
            stale = true;
            continue;
        }
        // An addition before old line `oldStart`: anchor it to the nearest Hangul-free,
        // non-blank lines above (insert after them) or below the replaced ones (before them).
        qsizetype insertAt = -1;
        for (int d = 1; d <= MaxAnchorDistance && insertAt < 0; ++d) {
            const qsizetype after = hunk.oldStart + hunk.oldCount;
            const qsizetype above = hunk.oldStart - d, below = after + d - 1;
            if (above >= 0 && !containsHangul(oldLines[above]) &&
                !oldLines[above].trimmed().isEmpty()) {
                const qsizetype at = uniqueBlock(lines, byText, oldLines.mid(above, d));
                if (at >= 0) insertAt = at + d;
            }
            if (insertAt < 0 && below < oldLines.size() && !containsHangul(oldLines[below]) &&
                !oldLines[below].trimmed().isEmpty()) {
                const qsizetype at = uniqueBlock(lines, byText, oldLines.mid(after, d));
                if (at >= 0) insertAt = at;
            }
            if ((above < 0 || containsHangul(oldLines[above])) &&
                (below >= oldLines.size() || containsHangul(oldLines[below])))
                break; // Korean on both sides: no English anchor near
        }
        if (insertAt < 0) continue;
        for (qsizetype k = 0; k < added.size(); ++k)
            lines.insert(insertAt + k, added[k]);
        ++replayed;
        stale = true;
    }
    if (replayed) english = lines.join(u'\n');
    return replayed;
}

} // namespace tandem
