// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "linter.h"
#include "projectcontext.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace tandem {

// Issues by severity, for status lines, review tables and project reports.
struct IssueCounts
{
    int errors = 0, warnings = 0, infos = 0;
    int onChangedLines = 0; // of all three (reviews only)
    int total() const { return errors + warnings + infos; }
    static IssueCounts of(const Issues &issues);
};

// One text to lint: its contents and kind, and where it lives (for suppressions and messages).
struct LintText
{
    QString path;
    QString text; // '\n' line endings
    FileKind kind = FileKind::Rst;
};

// What a session returns for a pair: the engine's result, the issues left after the project's
// suppressions, and their counts.
struct LintOutcome
{
    LintResult lint; // documents, alignment, glossary matches, issues before suppressions
    Issues issues;   // after suppressions: what to show
    IssueCounts counts;
    QStringList warnings; // suppressions files that could not be read fully
};

// The one front door to the engine for a project: `tandem lint`, `tandem lint --checkout`, the
// review builder and the editor's worker all lint through a session. It keeps the scanned source
// (and its glossary matches) until the source text changes, so an editor typing in the draft
// never scans the read-only English again. Not thread-safe: one session per thread (the editor's
// worker runs one at a time); the ProjectContext it reads is shared.
class LintSession
{
public:
    explicit LintSession(std::shared_ptr<const ProjectContext> project);

    const ProjectContext &project() const { return *m_project; }
    std::shared_ptr<const ProjectContext> sharedProject() const { return m_project; }

    // Lints `draft` against `source` (or alone). Suppressions come from the project context
    // for `draft.path`.
    LintOutcome lint(const std::optional<LintText> &source, const LintText &draft);

    // How many times the source was scanned (tests and benchmarks: once per load).
    int sourceScans() const { return m_sourceScans; }

private:
    const ScannedSource &scannedSource(const LintText &source);

    std::shared_ptr<const ProjectContext> m_project;
    Linter m_linter;
    QString m_sourceText;
    FileKind m_sourceKind = FileKind::Rst;
    ScannedSource m_source;
    int m_sourceScans = 0;
};

} // namespace tandem
