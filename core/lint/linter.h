// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "alignment.h"
#include "checkcontext.h"
#include "glossaryscan.h"
#include "issue.h"
#include "rstdocument.h"

#include <QSet>
#include <QString>

#include <memory>
#include <optional>

namespace tandem {

struct LintOptions
{
    QSet<QString> disabled; // check ids switched off
    QSet<QString> enabled;  // checks that are off by default, switched on
    // From this many draft lines on, the checks of one pair run on two threads (the editor
    // lints a long file on every key press); the issues are the same either way.
    int parallelFromLines = 300;

    // Whether `checkId` runs: not disabled, and on by default or enabled.
    bool isEnabled(const QString &checkId) const;
};

// The result of one run: both documents as scanned, their alignment and the issues, sorted by
// side and position. The documents are shared so the alignment's pointers into them stay valid
// however the result is copied.
struct LintResult
{
    std::shared_ptr<const RstDocument> source; // null when the draft was checked alone
    std::shared_ptr<const RstDocument> draft;
    Alignment alignment;
    Issues issues;
    // The glossary matches the checks found (when a glossary check ran), so that callers that
    // also show them (the editor's highlighting) do not look for them again.
    std::optional<QList<TermHit>> draftTerms, sourceTerms;
    // The memo of the source kept between runs (ScannedSource::memo), for callers that derive
    // more from the source (translationProgress); null when the source was scanned for this
    // run only.
    std::shared_ptr<DocumentMemo> sourceMemo;
};

// A scanned source and, once found, its glossary matches: what a lint session keeps between
// runs while the source does not change (the editor's English is read-only).
struct ScannedSource
{
    std::shared_ptr<const RstDocument> document;
    std::optional<QList<TermHit>> terms;
    // What alignment and the checks derive from the document alone (documentmemo.h).
    std::shared_ptr<DocumentMemo> memo = std::make_shared<DocumentMemo>();
    // The last alignment's table against this source, for the next draft's (alignment.h);
    // used by one lint at a time, like the session that keeps this.
    std::shared_ptr<AlignmentReuse> alignment = std::make_shared<AlignmentReuse>();
};

// Runs the whole engine: scan, align, every enabled check. Cheap enough to run on each
// keystroke; it holds no state between runs but what derives from its resources alone (the
// same issues with or without it). Callers normally go through a LintSession
// (lintsession.h), which builds the resources from the project context.
class Linter
{
public:
    // The resources come from a ProjectContext (LintSession builds the linter); there is no
    // other way to fill them, so tests and benchmarks lint as the product does.
    Linter(CheckResources resources, LintOptions options);

    LintResult lint(const QString &draftText, FileKind draftKind) const;
    LintResult lint(const QString &sourceText, FileKind sourceKind, const QString &draftText,
                    FileKind draftKind) const;
    // With a source scanned before (or null: the draft alone); `source` keeps its glossary
    // matches once a check has found them.
    LintResult lint(ScannedSource *source, std::shared_ptr<const RstDocument> draft) const;

    bool isEnabled(const QString &checkId) const;

private:
    LintResult run(std::shared_ptr<const RstDocument> source,
                   std::shared_ptr<const RstDocument> draft,
                   std::optional<QList<TermHit>> sourceTerms = std::nullopt,
                   DocumentMemo *sourceMemo = nullptr, AlignmentReuse *reuse = nullptr) const;
    // The memory's lexicon the aligner reads as anchors (loaded on first use), or null.
    const BilingualLexicon *lexicon() const;

    CheckResources m_resources;
    LintOptions m_options;
    // What the checks derive from m_resources alone, kept between runs (CheckContext::
    // resourceMemo): the resources do not change while this linter lives.
    std::shared_ptr<DocumentMemo> m_resourceMemo = std::make_shared<DocumentMemo>();
};

} // namespace tandem
