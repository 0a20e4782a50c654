// SPDX-License-Identifier: GPL-3.0-or-later
#include "lintsession.h"

#include "rstscanner.h"
#include "suppressions.h"

namespace tandem {

IssueCounts IssueCounts::of(const Issues &issues)
{
    IssueCounts counts;
    for (const Issue &i : issues) {
        switch (i.severity) {
        case Severity::Error:
            ++counts.errors;
            break;
        case Severity::Warning:
            ++counts.warnings;
            break;
        case Severity::Info:
            ++counts.infos;
            break;
        }
    }
    return counts;
}

LintSession::LintSession(std::shared_ptr<const ProjectContext> project)
    : m_project(std::move(project)), m_linter(m_project->resources(), m_project->checks())
{
}

const ScannedSource &LintSession::scannedSource(const LintText &source)
{
    // QString's == is a length check and a memcmp: far cheaper than a scan, and when the
    // editor passes the same implicitly shared string it is the same memory.
    if (!m_source.document || source.kind != m_sourceKind || source.text != m_sourceText) {
        m_sourceText = source.text;
        m_sourceKind = source.kind;
        m_source = {std::make_shared<const RstDocument>(scanDocument(source.text, source.kind)),
                    std::nullopt};
        ++m_sourceScans;
    }
    return m_source;
}

LintOutcome LintSession::lint(const std::optional<LintText> &source, const LintText &draft)
{
    LintOutcome outcome;
    auto draftDocument = std::make_shared<const RstDocument>(scanDocument(draft.text, draft.kind));
    if (source) {
        scannedSource(*source);
        outcome.lint = m_linter.lint(&m_source, std::move(draftDocument));
    } else {
        outcome.lint = m_linter.lint(nullptr, std::move(draftDocument));
    }
    outcome.issues = outcome.lint.issues;
    // The lines only for suppressions (a copy of the draft: 45 MB for a 15 MB file).
    if (const auto suppressions = m_project->suppressionsFor(draft.path, &outcome.warnings))
        outcome.issues = suppressions->filter(outcome.issues, draft.path, draft.text.split(u'\n'));
    outcome.counts = IssueCounts::of(outcome.issues);
    return outcome;
}

} // namespace tandem
