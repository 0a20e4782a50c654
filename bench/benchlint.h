// SPDX-License-Identifier: GPL-3.0-or-later
// Linting in benchmarks the way the product does: a LintSession over a project context
// (ProjectContext::builtIn() for one tied to no place).
#pragma once

#include "lintsession.h"
#include "projectcontext.h"

namespace tandem::bench {

// One pair through a new session: nothing kept from an earlier run (the source is scanned too).
inline LintResult lintFresh(const std::shared_ptr<const ProjectContext> &project,
                            const QString &source, FileKind sourceKind, const QString &draft,
                            FileKind draftKind)
{
    return LintSession(project)
        .lint(LintText{QString(), source, sourceKind}, LintText{QString(), draft, draftKind})
        .lint;
}

} // namespace tandem::bench
