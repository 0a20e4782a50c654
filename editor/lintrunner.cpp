// SPDX-License-Identifier: GPL-3.0-or-later
#include "lintrunner.h"

#include "decorationbuilder.h"
#include "glossarymatcher.h"
#include "segmenttext.h"
#include "suppressions.h"

#include <QtConcurrent/QtConcurrentRun>

namespace tandem {

namespace {

bool isCodeUnit(const AlignUnit &u)
{
    const BlockKind k = u.block->kind;
    return k == BlockKind::LiteralBlock || k == BlockKind::DoctestBlock
           || (k == BlockKind::Directive && !u.block->language.isEmpty());
}

Issues sideIssues(const Issues &all, Side side)
{
    Issues out;
    for (const Issue &i : all)
        if (i.side == side)
            out.append(i);
    return out;
}

} // namespace

LintRunner::LintRunner(QObject *parent) : QObject(parent) {}

// The worker posts its result to this object; waiting here means no run outlives it (a result
// posted to a deleted object is discarded by Qt).
LintRunner::~LintRunner() { m_future.waitForFinished(); }

void LintRunner::setGlossary(std::shared_ptr<const GlossaryMatcher> matcher) { m_matcher = std::move(matcher); }
void LintRunner::setOptions(const LintOptions &options) { m_options = options; }
void LintRunner::setSuppressions(std::shared_ptr<const Suppressions> s) { m_suppressions = std::move(s); }

quint64 LintRunner::request(Inputs inputs)
{
    const quint64 generation = ++m_requested;
    if (m_running)
        m_pending.emplace(std::move(inputs), generation);
    else
        start(std::move(inputs), generation);
    return generation;
}

void LintRunner::start(Inputs inputs, quint64 generation)
{
    m_running = true;
    // The worker gets its own references: settings changed meanwhile apply to the next run.
    auto matcher = m_matcher;
    auto suppressions = m_suppressions;
    const LintOptions options = m_options;
    m_future = QtConcurrent::run([this, inputs = std::move(inputs), matcher, suppressions, options,
                                  generation] {
        AnalysisPtr result = analyse(inputs, matcher.get(), options, suppressions.get(), generation);
        QMetaObject::invokeMethod(this, [this, result] { onRunFinished(result); }, Qt::QueuedConnection);
    });
}

void LintRunner::onRunFinished(AnalysisPtr result)
{
    m_running = false;
    if (m_pending) {
        auto [inputs, generation] = std::move(*m_pending);
        m_pending.reset();
        start(std::move(inputs), generation);
        return; // this result is already stale
    }
    emit finished(result);
}

AnalysisPtr LintRunner::analyse(const Inputs &in, const GlossaryMatcher *matcher,
                                const LintOptions &options, const Suppressions *suppressions,
                                quint64 generation)
{
    auto a = std::make_shared<EditorAnalysis>();
    a->generation = generation;
    const Linter linter(matcher, options);
    a->lint = in.hasSource ? linter.lint(in.sourceText, in.sourceKind, in.draftText, in.draftKind)
                           : linter.lint(in.draftText, in.draftKind);
    const QStringList draftLines = in.draftText.split(u'\n');
    a->issues = suppressions ? suppressions->filter(a->lint.issues, in.draftPath, draftLines)
                             : a->lint.issues;
    QList<TermHit> draftTerms;
    if (matcher) {
        // The glossary checks found them already, unless they are all switched off.
        draftTerms = a->lint.draftTerms ? *a->lint.draftTerms : findTerms(*a->lint.draft, *matcher, false);
        if (a->lint.source)
            a->sourceTerms = a->lint.sourceTerms ? *a->lint.sourceTerms
                                                 : findTerms(*a->lint.source, *matcher, true);
    }
    a->draft = buildDecorations(draftLines, *a->lint.draft, draftTerms, matcher,
                                sideIssues(a->issues, Side::Draft));
    if (a->lint.source)
        a->source = buildDecorations(in.sourceText.split(u'\n'), *a->lint.source, a->sourceTerms,
                                     matcher, sideIssues(a->issues, Side::Source));
    if (a->lint.source) {
        const Alignment &al = a->lint.alignment;
        for (const Segment &s : al.segments) {
            if (!s.hasSource() || isCodeUnit(al.sourceUnits.at(s.sourceFirst)))
                continue;
            ++a->proseSegments;
            if (s.hasDraft() && containsHangul(draftSide(*a->lint.draft, al, s).text))
                ++a->translatedSegments;
        }
    }
    return a;
}

} // namespace tandem
