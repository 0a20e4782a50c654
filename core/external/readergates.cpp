// SPDX-License-Identifier: GPL-3.0-or-later
#include "readergates.h"

#include "hangul.h"

namespace tandem {

bool ownCheckReportsAt(const Range &range, const Issues &own)
{
    for (const Issue &i : own) {
        if (i.side != Side::Draft) continue;
        const Range &r = i.range;
        const bool empty = range.start == range.end, ownEmpty = r.start == r.end;
        const bool meets = empty || ownEmpty ? range.start <= r.end && r.start <= range.end
                                             : range.start < r.end && r.start < range.end;
        if (meets) return true;
    }
    return false;
}

std::optional<Range> quoteRange(const SegmentPair &pair, const QString &quote)
{
    const QString wanted = quote.trimmed();
    if (wanted.isEmpty()) return std::nullopt;
    const qsizetype at = pair.draft.indexOf(wanted);
    if (at < 0) return std::nullopt;
    return pair.rangeOf(at, at + wanted.size());
}

ReaderGate gateOf(const SegmentPair &pair, const ReaderFinding &finding, const Issues &own,
                  const FixCheck &fixCheck, Range *where)
{
    const auto range = quoteRange(pair, finding.quote);
    if (!range) return ReaderGate::QuoteNotInDraft;
    if (where) *where = *range;
    if (ownCheckReportsAt(*range, own)) return ReaderGate::OwnCheckThere;
    if (!finding.fix.isEmpty()) {
        // A fix is one line of Korean in place of Korean: anything else is the model writing
        // in the wrong language or rewriting more than it quoted.
        const bool korean = containsHangul(finding.fix) || !containsHangul(finding.quote);
        if (!korean || finding.fix.contains(u'\n') || range->start.line != range->end.line ||
            (fixCheck && !fixCheck(*range, finding.fix)))
            return ReaderGate::FixFails;
    }
    return ReaderGate::Kept;
}

} // namespace tandem
