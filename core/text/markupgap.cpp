// SPDX-License-Identifier: GPL-3.0-or-later
#include "markupgap.h"

#include "koreanparticles.h"

namespace tandem {

namespace {

// Whether an inline markup end-string ends just before `at`: one or two ` or | (with _ or __
// after them), or one or two *, after a character other than a space. A list's "* " at a line's
// start and a bold's opening "**" before a space are not end-strings.
bool endsMarkup(QStringView text, qsizetype at)
{
    qsizetype i = at;
    while (i > 0 && text[i - 1] == u'_' && at - i < 2)
        --i;
    const qsizetype underscores = at - i;
    const qsizetype runEnd = i;
    if (i == 0) return false;
    const QChar mark = text[i - 1];
    const bool reference = mark == u'`' || mark == u'|'; // `link`_, |name|_
    if (!reference && (mark != u'*' || underscores > 0)) return false;
    while (i > 0 && text[i - 1] == mark && runEnd - i < 2)
        --i;
    return i > 0 && !text[i - 1].isSpace() && text[i - 1] != mark;
}

} // namespace

QString markupGapText(MarkupGap gap)
{
    return gap == MarkupGap::Space ? QStringLiteral(" ") : QStringLiteral("\\ ");
}

std::optional<MarkupGap> MarkupGapCount::majority() const
{
    if (space == backslash) return std::nullopt;
    return space > backslash ? MarkupGap::Space : MarkupGap::Backslash;
}

MarkupGapCount countMarkupGaps(QStringView text)
{
    MarkupGapCount count;
    // Each place starts at a space: " 을" or "\ 을".
    for (qsizetype at = text.indexOf(u' '); at >= 0; at = text.indexOf(u' ', at + 1)) {
        const bool escaped = at > 0 && text[at - 1] == u'\\';
        const qsizetype markupEnd = escaped ? at - 1 : at;
        qsizetype end = at + 1;
        while (end < text.size() && isHangul(text[end].unicode()))
            ++end;
        if (end == at + 1 || !endsMarkup(text, markupEnd)) continue;
        if (!isKoreanTail(text.mid(at + 1, end - at - 1))) continue;
        ++(escaped ? count.backslash : count.space);
    }
    return count;
}

MarkupGapCount MarkupGapUsage::count() const
{
    const CheckoutTexts::Totals &totals = m_texts->totals();
    MarkupGapCount count;
    count.space = totals.gapSpace;
    count.backslash = totals.gapBackslash;
    return count;
}

} // namespace tandem
