// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fuzzyqueue.h"
#include "issue.h"
#include "pocatalog.h"
#include "projectcontext.h"

#include <QHash>
#include <QString>
#include <QStringList>

namespace tandem {

// What the catalogue window shows beside the entries, computed on a worker thread from a copy
// of the catalogue: the fuzzy queue (the English each fuzzy translation was written for, from
// "#|" or the file's git history, and the sync engine's proposal) and each translated entry's
// issues in the entry's own coordinates (catalogueEntryIssues), fuzzy entries included: in the
// editor they are the ones being reviewed.
struct CatalogueAnalysis
{
    QList<FuzzyEntry> fuzzy;
    QHash<int, Issues> issues; // entry index -> issues of its first msgstr form
    QStringList warnings;      // the project's and git's, one line each
    // What the run resolved or read, handed to the next run so that an edit re-lints without
    // reading the glossary or the file's history again.
    std::shared_ptr<const ProjectContext> project;
    std::shared_ptr<const CatalogueHistory> history; // null outside a git checkout
};

// `path` is where the catalogue lives (its checkout, glossary and word lists are found from it).
// A null `project` is resolved with `settings`; with `readHistory`, the file's committed versions
// are read for entries without "#|" (else `history`, which may be null, is used).
CatalogueAnalysis analyseCatalogue(const QString &path, const po::Catalog &catalog,
                                   const ProjectSettings &settings,
                                   std::shared_ptr<const ProjectContext> project,
                                   std::shared_ptr<const CatalogueHistory> history,
                                   bool readHistory);

} // namespace tandem
