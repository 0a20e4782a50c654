// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkout.h"
#include "checkoutdrift.h"
#include "linter.h"
#include "sourcefinder.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace tandem {

struct IssueCounts
{
    int errors = 0, warnings = 0, infos = 0;
    int onChangedLines = 0; // of all three
    int total() const { return errors + warnings + infos; }
};

// One translated file of a reviewed branch: everything the review view shows for it.
struct ReviewFile
{
    ChangedFile change;     // path relative to the checkout root
    QString absolutePath;   // empty when the path was refused (outside the checkout)
    FileKind kind = FileKind::Rst;
    QString draftText;      // the working-tree file, '\n' line endings
    bool draftIsEnglish = false; // still English (touched, not translated): no source is sought
    ResolvedSource source;
    ChangedLines changedLines; // draft lines the branch changed (gutter marks)
    LintResult lint;        // the engine's result (documents, alignment, unsuppressed issues)
    Issues issues;          // after the checkout's suppressions
    IssueCounts counts;
    std::optional<Drift> drift;
    QString error;          // the file could not be read; nothing else is filled

    // Whether an issue concerns a line the branch changed: a draft issue by its first line,
    // a source issue through the alignment (the draft lines of its segment).
    bool isOnChangedLine(const Issue &issue) const;
    Issues issuesOnChangedLines() const;
    // Where in the draft a drift change belongs (via the alignment), or -1.
    int draftLineFor(const DriftChange &change) const;
};

struct ReviewOptions
{
    QString base;              // branch or commit to compare with; empty: Checkout::defaultBase
    SourceChoices choices;     // upstream checkout and hand-chosen sources
    QStringList extraGlossaries;
    LintOptions lint;
    QString suppressionsFile;  // empty: the nearest .tandem-suppressions.yaml of each file
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
    // The suppressions file for a draft (--suppressions, else the nearest in the checkout), and
    // the folder it must stay inside (the checkout, unless the user named the file).
    QString suppressionsFor(const QString &absolutePath) const;
    QString suppressionsRoot() const;

    Checkout m_checkout;
    ReviewOptions m_options;
    Review m_header; // root, base, merge base, glossary sources, warnings
    struct Engine;
    std::shared_ptr<const Engine> m_engine;
};

} // namespace tandem
