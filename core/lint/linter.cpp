// SPDX-License-Identifier: GPL-3.0-or-later
#include "linter.h"

#include "bilinguallexicon.h"
#include "boundedlint.h"
#include "checkregistry.h"
#include "namedcauses.h"
#include "rstscanner.h"

#include <QSemaphore>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <atomic>

namespace tandem {

Linter::Linter(CheckResources resources, LintOptions options)
    : m_resources(resources), m_options(std::move(options))
{
}

bool LintOptions::isEnabled(const QString &checkId) const
{
    if (disabled.contains(checkId)) return false;
    const CheckInfo *check = findCheck(checkId);
    return check && (check->enabledByDefault || enabled.contains(checkId));
}

bool Linter::isEnabled(const QString &checkId) const
{
    return m_options.isEnabled(checkId);
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
    if (!source->alignment) source->alignment = std::make_shared<AlignmentReuse>();
    LintResult result = run(source->document, std::move(draft), source->terms, source->memo.get(),
                            source->alignment.get());
    if (!source->terms && result.sourceTerms) source->terms = result.sourceTerms;
    result.sourceMemo = source->memo;
    return result;
}

const BilingualLexicon *Linter::lexicon() const
{
    return m_resources.lexicon ? &m_resources.lexicon->get() : nullptr;
}

LintResult Linter::run(std::shared_ptr<const RstDocument> source,
                       std::shared_ptr<const RstDocument> draft,
                       std::optional<QList<TermHit>> sourceTerms, DocumentMemo *sourceMemo,
                       AlignmentReuse *reuse) const
{
    LintResult result;
    result.source = std::move(source);
    result.draft = std::move(draft);
    // Over the size bound (boundedlint.h) the pair is not aligned: alignment is the costliest
    // step, and only the pair checks, skipped then, read it.
    const bool bounded = isBoundedLint(result.source.get(), *result.draft);
    const bool aligns = result.source && !bounded;
    // One memo of what derives from this run's pair, shared by the contexts of both threads
    // (it is thread-safe): the draft's prose runs are made once, not once per thread.
    const auto runMemo = std::make_shared<DocumentMemo>();
    auto makeContext = [&](const Alignment *alignment) {
        CheckContext c{m_resources, *result.draft, result.source.get(), alignment};
        c.runMemo = runMemo;
        c.sourceMemo = sourceMemo;
        c.resourceMemo = m_resourceMemo.get();
        c.bounded = bounded;
        return c;
    };
    const auto runs = [&](const CheckInfo &check) {
        return (!check.needsSource || result.source) && isEnabled(QLatin1String(check.id));
    };
    const QList<CheckInfo> &checks = allChecks();
    // Each check reports into its own list and the lists are joined in registry order: the
    // same issues in the same order however the checks were spread over threads.
    std::vector<Issues> found(size_t(checks.size()));
    const auto runOne = [&](const CheckContext &ctx, qsizetype k) {
        IssueSink sink(found[size_t(k)], QLatin1String(checks[k].id));
        checks[k].run(ctx, sink);
    };
    // A long draft's checks run on two threads (the editor lints on every key press):
    //  - here: the alignment, then the glossary checks (they share this run's term matches);
    //  - beside: the checks that read no alignment, while the pair is being aligned;
    //  - then both take the remaining checks one at a time until none is left.
    // Each thread has its own context (per-run caches are not shared across threads; what is,
    // the source's memo, the glossary, style rules and dictionaries, is safe to).
    const bool parallel =
        aligns && result.draft->lines.size() >= qsizetype(m_options.parallelFromLines);
    CheckContext context = makeContext(result.source ? &result.alignment : nullptr);
    context.cachedSourceTerms = std::move(sourceTerms);
    std::vector<qsizetype> all, early, glossary, aligned;
    for (qsizetype k = 0; k < checks.size(); ++k) {
        const CheckInfo &check = checks[k];
        if (!runs(check)) continue;
        if (bounded && !runsWhenBounded(check)) {
            context.skippedChecks.append(QLatin1String(check.id));
            continue;
        }
        all.push_back(k);
        (check.beforeAlignment ? early : check.usesTerms ? glossary : aligned).push_back(k);
    }
    if (!parallel) {
        if (aligns)
            result.alignment = align(*result.source, *result.draft, sourceMemo, reuse, lexicon());
        for (const qsizetype k : all)
            runOne(context, k);
    } else {
        QSemaphore alignmentDone;
        std::atomic<size_t> nextAligned = 0;
        const auto takeAligned = [&](const CheckContext &ctx) {
            for (size_t i; (i = nextAligned.fetch_add(1)) < aligned.size();)
                runOne(ctx, aligned[i]);
        };
        // The early checks see no alignment at all: one that read it would see a different
        // one than with a single thread, and tst_parallellint would tell.
        const CheckContext earlyContext = makeContext(nullptr);
        const CheckContext besideContext = makeContext(&result.alignment);
        QFuture<void> beside = QtConcurrent::run([&] {
            for (const qsizetype k : early)
                runOne(earlyContext, k);
            alignmentDone.acquire();
            takeAligned(besideContext);
        });
        result.alignment = align(*result.source, *result.draft, sourceMemo, reuse, lexicon());
        alignmentDone.release();
        for (const qsizetype k : glossary)
            runOne(context, k);
        takeAligned(context);
        // Waiting runs the task here if no pool thread has taken it yet (no deadlock when the
        // pool is busy, say with a project's files: the alignment is done by then).
        beside.waitForFinished();
    }
    for (Issues &issues : found)
        result.issues.append(std::move(issues));
    if (result.source && !result.alignment.segments.isEmpty())
        dropEffectsOfNamedCauses(result.issues, result.alignment, *result.draft);
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
