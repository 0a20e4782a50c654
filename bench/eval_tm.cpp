// SPDX-License-Identifier: GPL-3.0-or-later
// The translation memory on the practice repository (../shared/repos): pairs stored and build
// time; leave-one-file-out coverage (for each file, the share of its English units with a
// match >= 75 from the other files' pairs); English paragraphs stored with more than one
// translation; and a fixed random sample of stored pairs printed for reading.
// Run: build/bench/eval_tm [BUNDLE] [--sample N]
#include "tmbenchutil.h"
#include "tmtokens.h"

#include <QCoreApplication>
#include <QHash>
#include <QRandomGenerator>
#include <QSet>

#include <algorithm>
#include <map>
#include <numeric>
#include <random>

using namespace tandem;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    int sample = 50;
    if (const qsizetype i = args.indexOf("--sample"); i > 0) sample = args.value(i + 1).toInt();
    const QString bundle = bench::practiceBundle(args);
    if (!QFileInfo::exists(bundle)) {
        std::printf("no practice repository at %s\n", qPrintable(bundle));
        return 0;
    }
    QTemporaryDir dir;
    const QString root = bench::clonePractice(bundle, dir);
    if (root.isEmpty()) return 1;
    TranslationMemory memory;
    TmBuildStats stats;
    qint64 ms = 0;
    if (!bench::buildMemory(root, dir.path() + "/tm.sqlite", memory, &stats, &ms)) return 1;
    const QList<TmPair> pairs = memory.allPairs();
    std::printf("practice repository: %d commits, %d tutorial files read, %d translated versions "
                "aligned, %lld pairs stored, build %.2f s\n",
                stats.newCommits, stats.files, stats.translations, stats.pairsTotal,
                double(ms) / 1000);

    // English units with more than one translation.
    QHash<QString, QSet<QString>> translations;
    QSet<QString> files;
    for (const TmPair &p : pairs) {
        translations[tmSimplified(p.source)].insert(tmSimplified(p.target));
        files.insert(p.file);
    }
    int several = 0;
    for (const QSet<QString> &t : std::as_const(translations))
        several += t.size() > 1 ? 1 : 0;
    std::printf(
        "distinct English units: %lld; with two or more translations: %d; files with pairs: %lld\n",
        qlonglong(translations.size()), several, qlonglong(files.size()));

    // Leave one file out.
    std::map<QString, std::pair<int, int>> perFile; // file -> (units, matched >= 75)
    int units = 0, matched = 0, exactOther = 0;
    for (const QString &file : files) {
        QSet<QString> seen;
        for (const TmPair &p : pairs) {
            if (p.file != file || seen.contains(tmSimplified(p.source))) continue;
            seen.insert(tmSimplified(p.source));
            TmQueryOptions o;
            o.threshold = 75;
            o.limit = 1;
            o.excludeFile = file;
            const QList<TmMatch> m = memory.query(p.source, o);
            auto &[n, hit] = perFile[file];
            ++n;
            ++units;
            if (!m.isEmpty()) {
                ++hit;
                ++matched;
                exactOther += m[0].exact ? 1 : 0;
            }
        }
    }
    std::printf("\nleave-one-file-out: %d of %d English units (%.1f%%) have a match >= 75 in the "
                "other files (%d of them exact)\n",
                matched, units, units ? 100.0 * matched / units : 0.0, exactOther);
    for (const auto &[file, counts] : perFile)
        std::printf("  %5.1f%%  %3d/%3d  %s\n",
                    counts.first ? 100.0 * counts.second / counts.first : 0.0, counts.second,
                    counts.first, qPrintable(file));

    // A fixed sample to read.
    QRandomGenerator rng(14);
    QList<qsizetype> order(pairs.size());
    std::iota(order.begin(), order.end(), 0);
    std::shuffle(order.begin(), order.end(), rng);
    std::printf("\nsample of %d stored pairs (seed 14):\n", sample);
    for (int k = 0; k < sample && k < order.size(); ++k) {
        const TmPair &p = pairs[order[k]];
        std::printf("\n[%d] %s@%s\n  EN: %s\n  KO: %s\n", k + 1, qPrintable(p.file),
                    qPrintable(p.commit.left(7)), qPrintable(QString(p.source).replace('\n', ' ')),
                    qPrintable(QString(p.target).replace('\n', ' ')));
    }
    return 0;
}
