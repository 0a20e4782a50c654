// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkout.h"
#include "languagechecksreading.h"
#include "sourcefinder.h"
#include "sourcefinderchoices.h"
#include "syncapply.h"
#include "textfile.h"
#include "unchangedwrite.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace tandem {

// `tandem sync` over a whole checkout, for the command line and the Project window alike.

// One translated file whose English changed upstream.
struct FileSyncPlan
{
    QString path; // relative to the checkout's root
    QString absolutePath;
    ResolvedSource source; // the English it was translated from
    QString upstreamText;  // upstream's English (to plan again with changes skipped)
    TextFile draft;        // as read: saved back with its BOM and line endings
    QByteArray readHash;   // contentHash of the file's bytes when `draft` was read
    SyncPlan plan;
};

// Why a tutorial of the checkout has no plan: a sync that brought nothing over says which
// files it left and why (a Korean upstream makes every translation "not English upstream").
enum class SyncSkip
{
    StillEnglish,       // the file is English: brought up to date by copying upstream's
    NoUpstreamFile,     // the upstream checkout has no file at that path
    UpstreamNotEnglish, // the upstream file is not English (a translation's checkout?)
    NoEnglishSource,    // no English it was translated from in the history
    UpToDate,           // its English is upstream's, or nothing of the change is to carry over
};

struct CheckoutSync
{
    QString root;              // the checkout's root, which the files are written inside
    QList<FileSyncPlan> files; // only files with changes to apply or leave
    // "path: why" for files that could not be read, and links leading outside the checkout
    QStringList problems;
    // Temporary files a killed earlier run left beside the files (removed when planning).
    QStringList removedTemporaries;
    bool incomplete = false;             // a file or its history could not be read whole
    int alreadyIn = 0;                   // changes the Korean already has (SyncPlan::alreadyIn)
    QMap<SyncSkip, QStringList> skipped; // the tutorials not in `files`, by why, in order
    int applied() const;
    int left() const;
};

// For every translated tutorial (listTutorialFiles) whose file in the upstream checkout
// (`choices.upstreamDir()`, required) is English and differs from the English it was
// translated from (SourceFinder::find, the draft as it is on disk): the plan of planSync. Runs
// git per file: call it off the GUI thread. Nothing with `error` when the files cannot be listed.
std::optional<CheckoutSync> planCheckoutSync(const Checkout &checkout, const SourceChoices &choices,
                                             const QHash<QString, language::FinalSound> &readings,
                                             QString *error);

// `f` planned again without the changes `skip` names (SyncUnitChange::index).
void replanSkipping(FileSyncPlan &f, const QSet<int> &skip,
                    const QHash<QString, language::FinalSound> &readings);

// What became of one file of a sync's write.
struct SyncFileOutcome
{
    QString path;
    int applied = 0; // changes the plan made in it (0: nothing to write, not tried)
    UnchangedWrite write;
    bool written() const { return write.outcome == UnchangedWrite::Outcome::Written; }
};

struct SyncWriteReport
{
    QList<SyncFileOutcome> files; // every file of the plan, in its order
    int written() const;
    int notWritten() const; // files with changes to apply that were not written
};

// Writes every file with applied changes (endings and BOM kept) through replaceIfUnchanged:
// only if its bytes are still those the plan was made from, found from the checkout's root
// without following a link swapped in meanwhile, atomically. A file that cannot be written is
// named in the report with why, and the others are still written.
SyncWriteReport writeCheckoutSync(const CheckoutSync &sync);

} // namespace tandem
