// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkout.h"
#include "languagechecksreading.h"
#include "sourcefinder.h"
#include "sourcefinderchoices.h"
#include "syncapply.h"
#include "textfile.h"

#include <QHash>
#include <QList>
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
    SyncPlan plan;
};

struct CheckoutSync
{
    QList<FileSyncPlan> files; // only files with changes to apply or leave
    QStringList problems;      // "path: why" for files that could not be read
    bool incomplete = false;   // a file or its history could not be read whole
    int alreadyIn = 0;         // changes the Korean already has (SyncPlan::alreadyIn)
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

// Writes every file with applied changes through TextFile::save (atomic, endings kept); stops
// at the first failure with `error` ("path: why"). Returns the files written.
int writeCheckoutSync(const CheckoutSync &sync, QString *error);

} // namespace tandem
