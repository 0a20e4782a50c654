// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "glossarymatcher.h"
#include "linter.h"
#include "suppressions.h"

#include <QByteArray>
#include <QHash>
#include <QStringList>

#include <memory>

namespace tandem {

// Everything that decides the issues of one pair in a checkout, assembled once per report:
// the glossary (built-in + the checkout's TRANSLATION_GUIDE.md + extra files), the checks
// chosen, the checkout's suppressions and word list. The fingerprint changes whenever any of
// them does, so cached results are never reused under other rules.
struct ProjectEngine
{
    std::unique_ptr<GlossaryMatcher> matcher; // the linter points at it: both live here
    std::unique_ptr<Linter> linter;
    QHash<QString, Suppressions> suppressions; // by suppressions file path
    QByteArray fingerprint;
    QStringList glossarySources;
    QStringList warnings; // glossary and suppressions problems

    // The issues of a pair (or of a draft alone when `sourceText` is null), after the nearest
    // suppressions file of `absolutePath`.
    LintResult lint(const QString *sourceText, const QString &draftText, FileKind kind) const;
    Issues unsuppressed(const LintResult &result, const QString &absolutePath,
                        const QString &draftText) const;
    QByteArray suppressionsKey(const QString &absolutePath) const;
};

struct ProjectEngineOptions
{
    QStringList extraGlossaries;
    LintOptions lint;
};

// The ONE place a project report assembles the engine for `root` (all files of the checkout
// share it). Loads every suppressions file of `files` (absolute paths) up front so that
// workers only read.
std::shared_ptr<const ProjectEngine> makeProjectEngine(const QString &root,
                                                       const QStringList &files,
                                                       const ProjectEngineOptions &options);

} // namespace tandem
