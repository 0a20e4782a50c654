// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkoutsync.h"

#include "rstscanner.h"
#include "translationstart.h"
#include "tutorialfiles.h"

#include <QDir>

namespace tandem {

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
    const QStringList paths = listTutorialFiles(checkout, &listError);
    if (!listError.isEmpty()) {
        if (error) *error = listError;
        return std::nullopt;
    }
    CheckoutSync sync;
    const SourceFinder finder(checkout, choices);
    for (const QString &path : paths) {
        FileSyncPlan f;
        f.path = path;
        f.absolutePath = QDir(checkout.root()).filePath(path);
        TextFile::Error readError;
        f.draft = TextFile::load(f.absolutePath, &readError, checkout.root());
        if (readError) {
            sync.problems.append(QStringLiteral("%1: %2").arg(path, readError.message));
            sync.incomplete = true;
            continue;
        }
        // Only translations: an English file is brought up to date by copying upstream's.
        if (isMostlyEnglish(f.draft.text) && !isStartedInPlace(f.draft.text)) continue;
        const ResolvedSource newer = finder.upstream(path);
        if (!newer.isValid() || !isMostlyEnglish(newer.text)) continue;
        f.source = finder.find(path, {}, f.draft.text);
        if (!f.source.isValid() || f.source.origin == SourceOrigin::Upstream) {
            if (!f.source.historyProblem.isEmpty()) {
                sync.problems.append(QStringLiteral("%1: %2").arg(path, f.source.historyProblem));
                sync.incomplete = true;
            }
            continue;
        }
        if (f.source.text == newer.text) continue;
        f.upstreamText = newer.text;
        f.plan = planSync(f.source.text, newer.text, f.draft.text, fileKindForPath(path), readings);
        sync.alreadyIn += f.plan.alreadyIn;
        if (!f.plan.changes.isEmpty()) sync.files.append(std::move(f));
    }
    return sync;
}

void replanSkipping(FileSyncPlan &f, const QSet<int> &skip,
                    const QHash<QString, language::FinalSound> &readings)
{
    f.plan = planSync(f.source.text, f.upstreamText, f.draft.text, fileKindForPath(f.path),
                      readings, skip);
}

int writeCheckoutSync(const CheckoutSync &sync, QString *error)
{
    int written = 0;
    for (const FileSyncPlan &f : sync.files) {
        if (f.plan.appliedCount() == 0 || f.plan.draftText == f.draft.text) continue;
        TextFile file = f.draft;
        file.text = f.plan.draftText;
        QString saveError;
        if (!file.save(f.absolutePath, &saveError)) {
            if (error) *error = QStringLiteral("%1: %2").arg(f.path, saveError);
            return written;
        }
        ++written;
    }
    return written;
}

} // namespace tandem
