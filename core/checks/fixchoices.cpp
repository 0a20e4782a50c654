// SPDX-License-Identifier: GPL-3.0-or-later
#include "fixchoices.h"

#include "checkregistry.h"
#include "checktext.h"
#include "markupgap.h"

namespace tandem {

using checks::CheckText;

namespace {

QString describe(MarkupGap gap)
{
    return gap == MarkupGap::Space ? CheckText::tr("a space")
                                   : CheckText::tr("an escaped space, not shown in the page");
}

} // namespace

QList<FixChoice> fixChoices(const Issue &issue)
{
    if (!issue.fix) return {};
    const CheckInfo *info = findCheck(issue.check);
    if (!info || !info->fixesMarkupGap) return {{*issue.fix, QString()}};
    const Fix &own = *issue.fix;
    const MarkupGap gap = own.replacement == markupGapText(MarkupGap::Space) ? MarkupGap::Space
                                                                             : MarkupGap::Backslash;
    Fix other = own;
    other.replacement = markupGapText(otherMarkupGap(gap));
    return {{own, describe(gap)}, {other, describe(otherMarkupGap(gap))}};
}

} // namespace tandem
