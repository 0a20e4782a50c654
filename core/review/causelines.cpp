// SPDX-License-Identifier: GPL-3.0-or-later
#include "causelines.h"

#include "blockwalk.h"

#include <QSet>

namespace tandem {

namespace {

// docutils' fully_normalize_name: case and runs of whitespace do not matter.
QString normalizedName(const QString &name)
{
    return name.simplified().toLower();
}

} // namespace

QHash<int, int> causeLinesOf(const RstDocument &draft, const ChangedLines &changed)
{
    QHash<int, int> causes;
    if (changed.wholeFile) return causes; // every line is changed: each is its own anchor
    // A set, not ChangedLines::contains (a walk over the hunks) for each of many spans.
    const QList<int> lines = changed.lines();
    const QSet<int> isChanged(lines.cbegin(), lines.cend());
    const auto fileLine = [&](int view) {
        return view >= 0 && view < draft.lines.size() ? draft.lines[view].fileLine : -1;
    };

    // The first changed line that refers to each name.
    QHash<QString, int> referredOnChange;
    for (const InlineSpan &s : draft.inlines) {
        if (s.kind != InlineKind::Reference || s.anonymous || s.target.isEmpty()) continue;
        const int line = s.range.start.line;
        const QString name = normalizedName(s.target);
        if (isChanged.contains(line) && !referredOnChange.contains(name))
            referredOnChange.insert(name, line);
    }

    forEachBlock(draft.blocks, [&](const Block &b) {
        if (b.kind == BlockKind::Title) {
            const int text = fileLine(b.overlined ? b.firstView + 1 : b.lastView - 1);
            if (text < 0 || !isChanged.contains(text)) return;
            for (const int adornment :
                 {fileLine(b.lastView), b.overlined ? fileLine(b.firstView) : -1})
                if (adornment >= 0 && !isChanged.contains(adornment))
                    causes.insert(adornment, text);
        } else if (b.kind == BlockKind::Target && !b.name.isEmpty() &&
                   !isChanged.contains(b.line)) {
            const auto it = referredOnChange.constFind(normalizedName(b.name));
            if (it != referredOnChange.constEnd()) causes.insert(b.line, *it);
        }
    });
    return causes;
}

} // namespace tandem
