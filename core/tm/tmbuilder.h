// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkout.h"
#include "repositoryhistory.h"
#include "translationmemory.h"

#include <functional>
#include <optional>

namespace tandem {

struct TmBuildStats
{
    int newCommits = 0;          // commits not processed before this build
    int files = 0;               // tutorial files whose history was read
    int versionsRead = 0;        // file versions read from git
    int translations = 0;        // Korean versions aligned with their English
    int pairsAdded = 0;          // new pairs from history
    int worktreePairs = 0;       // pairs of uncommitted translations
    int resumedFiles = 0;        // finished by a stopped build for the same HEAD: not read again
    qint64 pairsTotal = 0;       // pairs in the memory afterwards
    bool lexiconLearned = false; // the pairs changed, so the bilingual lexicon was learned again
    qsizetype lexiconWords = 0;  // English words the lexicon has renderings for
    bool cancelled = false;
    // Files whose history git could not read whole (a missing object), each with a sentence
    // naming it; their readable versions were still paired. Also why renames were followed
    // less than fully, when they were.
    QStringList warnings;
    int incompleteFiles = 0;
};

// Fills a checkout's translation memory from its history. In PyTorch Korea's workflow a
// translation replaces the English file in place, and an upstream sync overwrites it with new
// English; so for each tutorial file (.rst and sphinx-gallery .py at HEAD), walking its versions
// oldest first (`git log --follow`), every version that is not mostly English (the Hangul-ratio
// rule of SourceFinder) is paired with the newest mostly-English version before it — the text
// it was translated from — and their units are aligned (tmUnitPairs). A file's pairs are written
// in one transaction with a mark "built:<path>" = HEAD; the commits read are recorded last (and
// the marks removed), so the next build reads only files that newer commits touched, and a build
// stopped half-way and resumed at the same HEAD skips the files it finished.
// Uncommitted translations in the working tree are added as "worktree" pairs, replaced on
// every build.
// In a partial (blob-less) clone the versions of every file come from one `git log` over the
// whole history (RepositoryHistory) and each file's blobs from one `git cat-file --batch` of
// those the clone has (Checkout::hasObject, one listing at open): a `git log --follow -M` per
// file would try to fetch a missing blob for rename detection, fail, and be run again.
class TmBuilder
{
public:
    TmBuilder(const Checkout &checkout, TranslationMemory &memory);

    // Called inside each file's transaction, before it is committed; returning false rolls
    // that file back and stops the build (the memory stays as after the previous file).
    using Progress = std::function<bool(const QString &file, int done, int total)>;
    void setProgress(Progress progress) { m_progress = std::move(progress); }

    bool build(TmBuildStats *stats, QString *error);

private:
    bool buildFile(const QString &path, const QSet<QString> &processed, int done, int total,
                   TmBuildStats *stats, QString *error);
    bool buildWorktree(TmBuildStats *stats, QString *error);

    Checkout m_checkout;
    TranslationMemory &m_memory;
    QString m_head;                             // the commit this build reads up to
    std::optional<RepositoryHistory> m_history; // a partial clone's, read once
    Progress m_progress;
};

} // namespace tandem
