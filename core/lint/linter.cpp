// SPDX-License-Identifier: GPL-3.0-or-later
#include "linter.h"

#include "boundedlint.h"
#include "checkregistry.h"
#include "rstscanner.h"
#include "spelling.h"
#include "stylerules.h"

#include <QtConcurrent/QtConcurrentRun>

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
    auto makeContext = [&] {
        CheckContext c{*result.draft,
                       result.source.get(),
                       result.source ? &result.alignment : nullptr,
                       m_resources.terms,
                       m_resources.style,
                       m_resources.acceptedWords,
                       m_resources.dictionaries};
        c.sourceMemo = sourceMemo;
        c.bounded = bounded;
        return c;
    };
    CheckContext context = makeContext();
    context.cachedSourceTerms = std::move(sourceTerms);
    const auto runs = [&](const CheckInfo &check) {
        return (!check.needsSource || result.source) && isEnabled(QLatin1String(check.id));
    };
    const QList<CheckInfo> &checks = allChecks();
    if (bounded) {
        for (const CheckInfo &check : checks)
            if (runs(check) && !runsWhenBounded(check))
                context.skippedChecks.append(QLatin1String(check.id));
    }
    // A long draft's checks run on two threads: the pair checks and the glossary checks (which
    // share the run's term matches) here, the draft's own checks beside them, each with its own
    // context (per-run caches are not shared across threads; what is, the source's memo, the
    // glossary, style rules and dictionaries, is safe to). Each check reports into its own
    // list and the lists are joined in registry order: the same issues in the same order as
    // one thread gives.
    const bool parallel = result.source && !bounded &&
                          result.draft->lines.size() >= qsizetype(m_options.parallelFromLines);
    std::vector<Issues> found(size_t(checks.size()));
    std::vector<qsizetype> here, beside;
    for (qsizetype k = 0; k < checks.size(); ++k) {
        const CheckInfo &check = checks[k];
        if (!runs(check) || (bounded && !runsWhenBounded(check))) continue;
        (parallel && !check.needsSource && !check.usesTerms ? beside : here).push_back(k);
    }
    const auto runEach = [&](const CheckContext &ctx, const std::vector<qsizetype> &which) {
        for (const qsizetype k : which) {
            IssueSink sink(found[size_t(k)], QLatin1String(checks[k].id));
            checks[k].run(ctx, sink);
        }
    };
    const CheckContext besideContext = makeContext();
    QFuture<void> besideRun;
    if (!beside.empty()) besideRun = QtConcurrent::run([&] { runEach(besideContext, beside); });
    runEach(context, here);
    // Waiting runs the task here if no pool thread has taken it yet (no deadlock when the
    // pool is busy, say with a project's files).
    besideRun.waitForFinished();
    for (Issues &issues : found)
        result.issues.append(std::move(issues));
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
