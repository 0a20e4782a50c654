// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one report model: a review of a checkout's changed translations (reviewbuilder.h builds
// it), or of a single pair as a one-file review (filereview.h). Every output format
// (reviewexport.h), reviewer mode and the project report read it.

#include "checkout.h"
#include "checkoutdrift.h"
#include "lintsession.h"
#include "projectcontext.h"
#include "sourcefinder.h"
#include "syncdrift.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace tandem {

// One translated file of a reviewed branch: everything the review view shows for it.
struct ReviewFile
{
    ChangedFile change;   // path relative to the checkout root
    QString absolutePath; // empty when the path was refused (outside the checkout)
    FileKind kind = FileKind::Rst;
    QString draftText; // the working-tree file, '\n' line endings
    // Still English (touched, not translated; no Hangul at all): no source is sought. A file
    // with its first Korean paragraphs is not (isStartedInPlace).
    bool draftIsEnglish = false;
    ResolvedSource source;
    ChangedLines changedLines; // draft lines the branch changed (gutter marks)
    // Unchanged draft lines whose problems a changed line caused, each with that line (the
    // underline of a changed title; causelines.h): an issue there counts as on the change.
    QHash<int, int> causeLines;
    LintResult lint; // the engine's result (documents, alignment, unsuppressed issues)
    Issues issues;   // after the checkout's suppressions
    IssueCounts counts;
    std::optional<Drift> drift;
    // Comparison reports set aside because an upstream sync last changed their lines (the
    // English it brought in is not in the history), per sync; see syncdrift.h.
    QList<SyncDrift> syncDrift;
    QString error; // the file could not be read; nothing else is filled
    // Why the lines the branch changed are unknown (git could not read the base version: a
    // missing object); every line then counts as changed.
    QString diffProblem;

    // Whether an issue concerns a line the branch changed: a draft issue by its lines or the
    // changed line that caused it (causeLines), a source issue through the alignment (the draft
    // lines of its segment).
    bool isOnChangedLine(const Issue &issue) const;
    Issues issuesOnChangedLines() const;
    // Where in the draft a drift change belongs (via the alignment), or -1.
    int draftLineFor(const DriftChange &change) const;
};

// A whole review: the translated files a branch changed against the merge base with its base.
struct Review
{
    QString root;
    QString baseRef;
    QString baseCommit;
    QString mergeBase;
    QList<ReviewFile> files;
    QStringList glossarySources;
    QStringList warnings; // glossary and suppressions problems, sources not found...
    std::shared_ptr<const ProjectContext> project; // what every file was linted with
};

} // namespace tandem
