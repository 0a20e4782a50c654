// SPDX-License-Identifier: GPL-3.0-or-later
#include "boundedlint.h"

#include "checktext.h"

namespace tandem {

namespace {

qsizetype charactersOf(const RstDocument &doc)
{
    qsizetype n = 0;
    for (const SourceLine &line : doc.lines)
        n += line.text.size() + 1; // and its line end
    return n;
}

} // namespace

qsizetype lintedCharacters(const RstDocument *source, const RstDocument &draft)
{
    return charactersOf(draft) + (source ? charactersOf(*source) : 0);
}

bool isBoundedLint(const RstDocument *source, const RstDocument &draft)
{
    return lintedCharacters(source, draft) > kBoundedLintCharacters;
}

bool runsWhenBounded(const CheckInfo &check)
{
    return check.runsWhenBounded && !check.needsSource;
}

namespace checks {

void largeFileBounded(const CheckContext &ctx, IssueSink &sink)
{
    if (!ctx.bounded) return;
    // Said once, at the top of the draft, naming what was not checked so nobody takes the
    // absence of those issues for a clean file.
    const qsizetype mib = kBoundedLintCharacters / (1024 * 1024);
    const QString skipped = ctx.skippedChecks.isEmpty()
                                ? CheckText::tr("none")
                                : ctx.skippedChecks.join(QLatin1StringView(", "));
    sink.report(Severity::Info, Range{{0, 0}, {0, 0}},
                ctx.source
                    ? CheckText::tr("This pair is very large (over %1 Mi characters together): "
                                    "to lint it in seconds, only its reStructuredText was "
                                    "checked; it was not aligned with the source and these "
                                    "checks were skipped: %2")
                          .arg(mib)
                          .arg(skipped)
                    : CheckText::tr("This file is very large (over %1 Mi characters): to lint "
                                    "it in seconds, only its reStructuredText was checked; these "
                                    "checks were skipped: %2")
                          .arg(mib)
                          .arg(skipped));
}

} // namespace checks

} // namespace tandem
