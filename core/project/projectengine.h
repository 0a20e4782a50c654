// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lintsession.h"
#include "projectcontext.h"

#include <QByteArray>
#include <QStringList>

#include <memory>

namespace tandem {

// What a project report lints with: the checkout's ProjectContext (glossary, style rules, word
// lists, suppressions, chosen checks, resolved once for the root), and a fingerprint of all of
// it, so cached results are never reused under other rules.
struct ProjectEngine
{
    std::shared_ptr<const ProjectContext> context;
    QByteArray fingerprint;
    QStringList warnings; // glossary, style and word-list problems

    const GlossaryMatcher &terms() const { return context->terms(); }
    // The suppressions file that applies to `absolutePath` and its contents, for cache keys.
    QByteArray suppressionsKey(const QString &absolutePath) const;
};

// The ONE place a project report assembles the engine for a checkout `root`: every file of the
// checkout is linted through a LintSession on this context (one session per worker thread).
// Null with `error` set when the project's rules cannot be resolved (a broken style file, no
// glossary at all): the command stops with exit code 2.
std::shared_ptr<const ProjectEngine>
makeProjectEngine(const QString &root, const ProjectSettings &settings, QString *error);

} // namespace tandem
