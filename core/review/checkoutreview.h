// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkout.h"
#include "checkoutdrift.h"
#include "lintsession.h"
#include "projectcontext.h"
#include "sourcefinder.h"
#include "syncdrift.h"

#include <QList>
#include <QString>
#include <QStringList>

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
    LintResult lint;           // the engine's result (documents, alignment, unsuppressed issues)
    Issues issues;             // after the checkout's suppressions
    IssueCounts counts;
    std::optional<Drift> drift;
    // Comparison reports set aside because an upstream sync last changed their lines (the
    // English it brought in is not in the history), per sync; see syncdrift.h.
    QList<SyncDrift> syncDrift;
    QString error; // the file could not be read; nothing else is filled
    // Why the lines the branch changed are unknown (git could not read the base version: a
    // missing object); every line then counts as changed.
    QString diffProblem;

    // Whether an issue concerns a line the branch changed: a draft issue by its first line,
    // a source issue through the alignment (the draft lines of its segment).
    bool isOnChangedLine(const Issue &issue) const;
    Issues issuesOnChangedLines() const;
    // Where in the draft a drift change belongs (via the alignment), or -1.
    int draftLineFor(const DriftChange &change) const;
};

struct ReviewOptions
{
    QString base;            // branch or commit to compare with; empty: Checkout::defaultBase
    SourceChoices choices;   // upstream checkout and hand-chosen sources
    ProjectSettings project; // glossaries, style files, suppressions file, checks
    // The checkout's context when the caller resolved it already (to report its problems);
    // otherwise prepare() resolves it from the checkout root and `project`.
    std::shared_ptr<const ProjectContext> context;
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

// Builds a Review; the GUI keeps the builder to redo one file (after a source is chosen by
// hand, or the draft edited). It runs git synchronously: call it off the GUI thread.
class ReviewBuilder
{
public:
    ReviewBuilder(Checkout checkout, ReviewOptions options);

    // Resolves the base and merge base and loads the glossary; false with `error` on failure.
    bool prepare(QString *error);
    // prepare() then every file.
    std::optional<Review> build(QString *error);
    // One file, with the draft as on disk (or `draftText` when given: unsaved editor text).
    ReviewFile reviewFile(const ChangedFile &file,
                          const std::optional<QString> &draftText = std::nullopt) const;

    const Checkout &checkout() const { return m_checkout; }
    const ReviewOptions &options() const { return m_options; }
    void setChoices(const SourceChoices &choices) { m_options.choices = choices; }

private:
    std::optional<Drift> findDrift(const ReviewFile &file) const;

    Checkout m_checkout;
    ReviewOptions m_options;
    Review m_header; // root, base, merge base, glossary sources, warnings, project
};

} // namespace tandem
