// SPDX-License-Identifier: GPL-3.0-or-later
#include "linter.h"

#include "boundedlint.h"
#include "checkregistry.h"
#include "rstscanner.h"
#include "spelling.h"
#include "stylerules.h"

#include <algorithm>

namespace tandem {

Linter::Linter(CheckResources resources, LintOptions options)
    : m_resources(resources), m_options(std::move(options))
{
}

Linter::Linter(const GlossaryMatcher *terms, LintOptions options)
    : Linter(CheckResources{terms, StyleRules::builtIn().get(), nullptr, &Spelling::shared()},
             std::move(options))
{
}

bool Linter::isEnabled(const QString &checkId) const
{
    if (m_options.disabled.contains(checkId)) return false;
    const CheckInfo *check = findCheck(checkId);
    return check && (check->enabledByDefault || m_options.enabled.contains(checkId));
}

LintResult Linter::lint(const QString &draftText, FileKind draftKind) const
{
    return run(nullptr, std::make_shared<const RstDocument>(scanDocument(draftText, draftKind)));
}

LintResult Linter::lint(const QString &sourceText, FileKind sourceKind, const QString &draftText,
                        FileKind draftKind) const
{
    return run(std::make_shared<const RstDocument>(scanDocument(sourceText, sourceKind)),
               std::make_shared<const RstDocument>(scanDocument(draftText, draftKind)));
}

LintResult Linter::lint(ScannedSource *source, std::shared_ptr<const RstDocument> draft) const
{
    if (!source) return run(nullptr, std::move(draft));
    if (!source->memo) source->memo = std::make_shared<DocumentMemo>();
    LintResult result = run(source->document, std::move(draft), source->terms, source->memo.get());
    if (!source->terms && result.sourceTerms) source->terms = result.sourceTerms;
    return result;
}

LintResult Linter::run(std::shared_ptr<const RstDocument> source,
                       std::shared_ptr<const RstDocument> draft,
                       std::optional<QList<TermHit>> sourceTerms, DocumentMemo *sourceMemo) const
{
    LintResult result;
    result.source = std::move(source);
    result.draft = std::move(draft);
    // Over the size bound (boundedlint.h) the pair is not aligned: alignment is the costliest
    // step, and only the pair checks, skipped then, read it.
    const bool bounded = isBoundedLint(result.source.get(), *result.draft);
    if (result.source && !bounded)
        result.alignment = align(*result.source, *result.draft, sourceMemo);
    CheckContext context{
        *result.draft,           result.source.get(), result.source ? &result.alignment : nullptr,
        m_resources.terms,       m_resources.style,   m_resources.acceptedWords,
        m_resources.dictionaries};
    context.cachedSourceTerms = std::move(sourceTerms);
    context.sourceMemo = sourceMemo;
    const auto runs = [&](const CheckInfo &check) {
        return (!check.needsSource || result.source) && isEnabled(QLatin1String(check.id));
    };
    if (bounded) {
        context.bounded = true;
        for (const CheckInfo &check : allChecks())
            if (runs(check) && !runsWhenBounded(check))
                context.skippedChecks.append(QLatin1String(check.id));
    }
    for (const CheckInfo &check : allChecks()) {
        if (!runs(check) || (bounded && !runsWhenBounded(check))) continue;
        const QString id = QLatin1String(check.id);
        IssueSink sink(result.issues, id);
        check.run(context, sink);
    }
    result.draftTerms = std::move(context.cachedDraftTerms);
    result.sourceTerms = std::move(context.cachedSourceTerms);
    std::stable_sort(result.issues.begin(), result.issues.end(),
                     [](const Issue &a, const Issue &b) {
                         if (a.side != b.side) return a.side == Side::Draft;
                         if (a.range.start != b.range.start) return a.range.start < b.range.start;
                         // Checks that walk hash tables report in no fixed order: fix one.
                         if (a.check != b.check) return a.check < b.check;
                         return a.message < b.message;
                     });
    return result;
}

} // namespace tandem
