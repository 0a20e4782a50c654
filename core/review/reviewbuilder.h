// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "review.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace tandem {

// What to review and how: the base, the sources chosen, the project's settings.
struct ReviewOptions
{
    QString base;            // branch or commit to compare with; empty: Checkout::defaultBase
    SourceChoices choices;   // upstream checkout and hand-chosen sources
    ProjectSettings project; // glossaries, style files, suppressions file, checks
    // The checkout's context when the caller resolved it already (to report its problems);
    // otherwise prepare() resolves it from the checkout root and `project`.
    std::shared_ptr<const ProjectContext> context;
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
    class BatchReads;
    std::optional<Drift> findDrift(const ReviewFile &file) const;

    Checkout m_checkout;
    ReviewOptions m_options;
    Review m_header; // root, base, merge base, glossary sources, warnings, project
    QHash<QString, ChangedLines> m_batchedLines; // while build() runs (BatchReads)
};

} // namespace tandem
