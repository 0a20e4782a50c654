// SPDX-License-Identifier: GPL-3.0-or-later
// Translation memory speed on the practice repository (../shared/repos), its memory scaled
// ten times (every pair copied under nine more file names): in-process lookup times (p50/p95/max
// over the stored English units, each also with one word dropped), concordance times for common
// and rare phrases, `tandem tm query` as a whole process, and the incremental update after one
// new commit.
// Run: build/bench/bench_tm [BUNDLE] [--scale N] [--tandem build/app/tandem]
#include "tmbenchutil.h"
#include "tmtokens.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSet>

#include <algorithm>
#include <ctime>
#include <vector>

using namespace tandem;

namespace {

struct Percentiles
{
    double p50 = 0, p95 = 0, max = 0;
};

Percentiles percentiles(std::vector<double> ms)
{
    if (ms.empty()) return {};
    std::sort(ms.begin(), ms.end());
    return {ms[ms.size() / 2], ms[std::min(ms.size() - 1, size_t(double(ms.size()) * 0.95))],
            ms.back()};
}

double msSince(const QElapsedTimer &t)
{
    return double(t.nsecsElapsed()) / 1e6;
}

// CPU time of this thread: on a machine shared with other work, wall time includes waiting
// for a core (multiples of the 4 ms scheduler tick), which is not the lookup's cost.
double cpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

bool git(const QString &root, const QStringList &args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("GIT_AUTHOR_NAME", "Bench");
    env.insert("GIT_AUTHOR_EMAIL", "bench@example.org");
    env.insert("GIT_COMMITTER_NAME", "Bench");
    env.insert("GIT_COMMITTER_EMAIL", "bench@example.org");
    p.setProcessEnvironment(env);
    p.setWorkingDirectory(root);
    p.start("git", args);
    return p.waitForFinished(60000) && p.exitCode() == 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const qsizetype scaleAt = args.indexOf("--scale");
    const int scale = scaleAt > 0 ? args.value(scaleAt + 1).toInt() : 10;
    const qsizetype tandemAt = args.indexOf("--tandem");
    const QString tandem = tandemAt > 0 ? args.value(tandemAt + 1)
                                        : QCoreApplication::applicationDirPath() + "/../app/tandem";
    const QString bundle = bench::practiceBundle(args);
    if (!QFileInfo::exists(bundle)) {
        std::printf("no practice repository at %s\n", qPrintable(bundle));
        return 0;
    }
    QTemporaryDir dir;
    const QString root = bench::clonePractice(bundle, dir);
    if (root.isEmpty()) return 1;
    const QString path = dir.path() + "/tm.sqlite";
    TranslationMemory memory;
    TmBuildStats stats;
    qint64 buildMs = 0;
    if (!bench::buildMemory(root, path, memory, &stats, &buildMs)) return 1;
    const QList<TmPair> original = memory.allPairs();
    std::printf("full build: %lld pairs from %d commits in %lld ms\n", stats.pairsTotal,
                stats.newCommits, buildMs);

    // Scale: the same pairs under other file names, so every posting list grows `scale` times.
    QElapsedTimer t;
    t.start();
    QString error;
    memory.begin(&error);
    for (int k = 1; k < scale; ++k)
        for (TmPair p : original) {
            p.file = QStringLiteral("scaled-%1/").arg(k) + p.file;
            memory.addPair(p, nullptr, &error);
        }
    memory.commit(&error);
    std::printf("scaled x%d: %lld pairs (copying took %lld ms), file %.1f MiB\n", scale,
                memory.pairCount(), t.elapsed(), double(QFileInfo(path).size()) / 1048576.0);

    // Lookups: every distinct English unit as stored, and with its third word dropped.
    QStringList queries;
    QSet<QString> seen;
    for (const TmPair &p : original) {
        const QString s = tmSimplified(p.source);
        if (seen.contains(s)) continue;
        seen.insert(s);
        queries.append(p.source);
        QStringList words = s.split(u' ');
        if (words.size() > 4) {
            words.removeAt(2);
            queries.append(words.join(u' '));
        }
    }
    std::vector<double> lookup, lookupCpu;
    int maxCandidates = 0, withMatch = 0;
    for (const QString &q : std::as_const(queries)) {
        t.restart();
        const double cpu = cpuMs();
        const QList<TmMatch> m = memory.query(q);
        lookupCpu.push_back(cpuMs() - cpu);
        lookup.push_back(msSince(t));
        maxCandidates = std::max(maxCandidates, memory.lastCandidateCount());
        withMatch += m.isEmpty() ? 0 : 1;
    }
    const Percentiles lp = percentiles(lookup), lc = percentiles(lookupCpu);
    std::printf("lookup (%zu queries, %d with a match >= 70; at most %d candidates scored)\n"
                "  wall: p50 %.2f ms  p95 %.2f ms  max %.2f ms\n"
                "  cpu:  p50 %.2f ms  p95 %.2f ms  max %.2f ms\n",
                lookup.size(), withMatch, maxCandidates, lp.p50, lp.p95, lp.max, lc.p50, lc.p95,
                lc.max);

    // Concordance: phrases from rare to the most common word there is.
    const QStringList phrases = {"gradient accumulation",
                                 "state_dict",
                                 "neural network",
                                 "for example",
                                 "in this tutorial",
                                 "distributed",
                                 "the model",
                                 "변화도",
                                 "변화도를 누적",
                                 "사전 학습된",
                                 "the"};
    double worst = 0, worstCpu = 0;
    for (const QString &phrase : phrases) {
        std::vector<double> ms, cpuTimes;
        qsizetype hits = 0;
        for (int run = 0; run < 9; ++run) {
            t.restart();
            const double cpu = cpuMs();
            hits = memory.concordance(phrase).size();
            cpuTimes.push_back(cpuMs() - cpu);
            ms.push_back(msSince(t));
        }
        const Percentiles cp = percentiles(ms), cc = percentiles(cpuTimes);
        worst = std::max(worst, cp.p50);
        worstCpu = std::max(worstCpu, cc.p50);
        std::printf(
            "concordance %-24s %4lld hits (limit 200)  wall median %6.2f ms  cpu median %6.2f ms\n",
            qPrintable('"' + phrase + '"'), qlonglong(hits), cp.p50, cc.p50);
    }
    std::printf("concordance worst median: wall %.2f ms, cpu %.2f ms\n", worst, worstCpu);

    // The command line as a whole process (start, open, query, print JSON).
    if (QFileInfo::exists(tandem)) {
        memory.close(); // the process opens the file itself
        std::vector<double> ms;
        for (int run = 0; run < 20; ++run) {
            QProcess p;
            t.restart();
            p.start(tandem, {"tm", "query", queries.value(run * 7 % queries.size()), "--tm", path,
                             "--format", "json"});
            p.waitForFinished(60000);
            ms.push_back(msSince(t));
            if (p.exitCode() != 0)
                std::printf("tandem tm query failed: %s\n", p.readAllStandardError().constData());
        }
        const Percentiles pp = percentiles(ms);
        std::printf("`tandem tm query --format json` process: median %.1f ms  p95 %.1f ms\n",
                    pp.p50, pp.p95);
        if (!memory.open(path, &error)) return 1;
    } else {
        std::printf("no tandem executable at %s: process time not measured\n", qPrintable(tandem));
    }

    // Incremental: one new commit rewording a paragraph of a translated file.
    const auto checkout = Checkout::open(root, &error);
    t.restart();
    TmBuildStats again;
    TmBuilder(*checkout, memory).build(&again, &error);
    std::printf("rebuild with no new commit: %.0f ms\n", msSince(t));
    const QString file = root + "/beginner_source/saving_loading_models.py";
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) return 1;
    QString text = QString::fromUtf8(f.readAll());
    f.close();
    text.replace(QStringLiteral("저장하기"), QStringLiteral("저장하는 방법"));
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(text.toUtf8()) < 0) return 1;
    f.close();
    if (!git(root, {"commit", "-q", "-a", "-m", "bench: reword"})) return 1;
    t.restart();
    TmBuildStats incremental;
    if (!TmBuilder(*checkout, memory).build(&incremental, &error)) {
        std::printf("%s\n", qPrintable(error));
        return 1;
    }
    std::printf(
        "incremental update after one new commit: %.0f ms (%d commit, %d file, %d new pairs)\n",
        msSince(t), incremental.newCommits, incremental.files, incremental.pairsAdded);
    return 0;
}
