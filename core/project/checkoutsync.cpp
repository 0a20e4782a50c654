// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkoutsync.h"

#include "boundedfile.h"
#include "rstscanner.h"
#include "translationstart.h"
#include "tutorialfiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QSet>

#include <algorithm>

namespace tandem {

namespace {

struct SyncText
{
    Q_DECLARE_TR_FUNCTIONS(tandem::CheckoutSync)
};

} // namespace

int CheckoutSync::applied() const
{
    int n = 0;
    for (const FileSyncPlan &f : files)
        n += f.plan.appliedCount();
    return n;
}

int CheckoutSync::left() const
{
    int n = 0;
    for (const FileSyncPlan &f : files)
        n += int(f.plan.changes.size()) - f.plan.appliedCount();
    return n;
}

std::optional<CheckoutSync> planCheckoutSync(const Checkout &checkout, const SourceChoices &choices,
                                             const QHash<QString, language::FinalSound> &readings,
                                             QString *error)
{
    QString listError;
    QStringList skippedLinks;
    const QStringList paths = listTutorialFiles(checkout, &listError, &skippedLinks);
    if (!listError.isEmpty()) {
        if (error) *error = listError;
        return std::nullopt;
    }
    CheckoutSync sync;
    sync.root = checkout.root();
    for (const QString &path : std::as_const(skippedLinks)) {
        sync.problems.append(
            SyncText::tr("%1: a symbolic link leading outside the checkout or to nothing; not "
                         "synced")
                .arg(path));
        sync.incomplete = true;
    }
    // What a run killed while writing left (its temporary files), in the folders it writes in.
    QSet<QString> folders;
    for (const QString &path : paths)
        folders.insert(path.section(u'/', 0, -2));
    sync.removedTemporaries = removeStaleTemporaries(checkout.root(), folders.values());
    sync.removedTemporaries.sort();
    const SourceFinder finder(checkout, choices);
    for (const QString &path : paths) {
        FileSyncPlan f;
        f.path = path;
        f.absolutePath = QDir(checkout.root()).filePath(path);
        TextFile::Error readError;
        const QByteArray bytes = readBoundedFile(f.absolutePath, &readError, checkout.root());
        if (!readError) {
            f.readHash = contentHash(bytes);
            f.draft = TextFile::fromBytes(bytes, &readError);
        }
        if (readError) {
            sync.problems.append(QStringLiteral("%1: %2").arg(path, readError.message));
            sync.incomplete = true;
            continue;
        }
        // Only translations: an English file is brought up to date by copying upstream's.
        const auto skip = [&](SyncSkip why) { sync.skipped[why].append(path); };
        if (isMostlyEnglish(f.draft.text) && !isStartedInPlace(f.draft.text)) {
            skip(SyncSkip::StillEnglish);
            continue;
        }
        const ResolvedSource newer = finder.upstream(path);
        if (!newer.isValid() || !isMostlyEnglish(newer.text)) {
            skip(newer.isValid() ? SyncSkip::UpstreamNotEnglish : SyncSkip::NoUpstreamFile);
            continue;
        }
        f.source = finder.find(path, {}, f.draft.text);
        if (!f.source.isValid() || f.source.origin == SourceOrigin::Upstream) {
            if (!f.source.historyProblem.isEmpty()) {
                sync.problems.append(QStringLiteral("%1: %2").arg(path, f.source.historyProblem));
                sync.incomplete = true;
            }
            skip(SyncSkip::NoEnglishSource);
            continue;
        }
        if (f.source.text == newer.text) {
            skip(SyncSkip::UpToDate);
            continue;
        }
        f.upstreamText = newer.text;
        f.plan = planSync(f.source.text, newer.text, f.draft.text, fileKindForPath(path), readings);
        sync.alreadyIn += f.plan.alreadyIn;
        if (f.plan.changes.isEmpty())
            skip(SyncSkip::UpToDate);
        else
            sync.files.append(std::move(f));
    }
    return sync;
}

void replanSkipping(FileSyncPlan &f, const QSet<int> &skip,
                    const QHash<QString, language::FinalSound> &readings)
{
    f.plan = planSync(f.source.text, f.upstreamText, f.draft.text, fileKindForPath(f.path),
                      readings, skip);
}

int SyncWriteReport::written() const
{
    return int(std::count_if(files.cbegin(), files.cend(),
                             [](const SyncFileOutcome &f) { return f.written(); }));
}

int SyncWriteReport::notWritten() const
{
    return int(std::count_if(files.cbegin(), files.cend(), [](const SyncFileOutcome &f) {
        return f.applied > 0 && !f.written();
    }));
}

SyncWriteReport writeCheckoutSync(const CheckoutSync &sync)
{
    SyncWriteReport report;
    for (const FileSyncPlan &f : sync.files) {
        SyncFileOutcome outcome;
        outcome.path = f.path;
        // Changes that leave the text as it was (an earlier run's) have nothing to write.
        outcome.applied = f.plan.draftText == f.draft.text ? 0 : f.plan.appliedCount();
        if (outcome.applied > 0) {
            TextFile file = f.draft;
            file.text = f.plan.draftText;
            outcome.write = replaceIfUnchanged(sync.root, f.path, f.readHash, file.toBytes());
        }
        report.files.append(outcome);
    }
    return report;
}

} // namespace tandem
