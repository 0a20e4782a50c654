// SPDX-License-Identifier: GPL-3.0-or-later
// The cost of linting, three ways:
//   1. a sphinx-gallery .py pair of ~1,300 lines (real .py pairs of ../shared/corpus joined,
//      English with English and Korean with Korean, written to a temporary folder; or the pair
//      given with --pair), check by check through the check registry, so that a check costing
//      more than a millisecond shows;
//   2. a full lint of the largest pair of ../shared/corpus in process (load both files, scan,
//      align, every check with the built-in glossary) and as the whole `tandem lint` process;
//   3. with TANDEM, the `tandem lint` process of the .py pair against docutils parsing its draft
//      alone (../shared/tools/rst-oracle.py, which reads sphinx-gallery .py as docutils does),
//      run alternately so that both see the same machine, with the medians and their ratio.
// Targets: 5 ms in process for the largest pair, 50 ms for its process; the .py pair's process
// at most 0.10 of docutils' parse of its draft.
//
// Usage: bench_lint [TANDEM] [--pair SOURCE DRAFT] [--runs N] [--oracle SCRIPT]
#include "benchlint.h"
#include "benchutil.h"
#include "checkregistry.h"
#include "glossaryloader.h"
#include "glossarymatcher.h"
#include "linter.h"
#include "rstscanner.h"
#include "spelling.h"
#include "stylerules.h"
#include "textfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>

#include <sys/resource.h>

#include <map>

using namespace tandem;

namespace {

// Real .py pairs of the corpus, in name order, appended until the English has `minLines`
// lines; written as source.py and draft.py in `dir`. False when there is no corpus.
bool joinPyPairs(const QString &shared, int minLines, const QString &dir, QString *source,
                 QString *draft)
{
    const QDir corpus(shared + QStringLiteral("/corpus"));
    QByteArray en, ko;
    for (const QString &pair : corpus.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QString s = corpus.filePath(pair + QStringLiteral("/source.py"));
        const QString d = corpus.filePath(pair + QStringLiteral("/draft.py"));
        if (!QFile::exists(s) || !QFile::exists(d)) continue;
        en += bench::readAll(s);
        ko += bench::readAll(d);
        if (en.count('\n') >= minLines) break;
    }
    if (en.isEmpty()) return false;
    *source = QDir(dir).filePath(QStringLiteral("source.py"));
    *draft = QDir(dir).filePath(QStringLiteral("draft.py"));
    for (const auto &[path, bytes] : {std::pair{*source, en}, std::pair{*draft, ko}}) {
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size()) return false;
    }
    return true;
}

// Every check enabled by default, run as Linter::run runs them (one CheckContext per run, so
// the glossary checks share their matches as they do in a lint), timed one by one. The first
// run of the process pays for what is loaded on first use (dictionaries, word lists); later
// runs are what the editor pays per keystroke.
void timeChecks(const QString &source, const QString &draft, const GlossaryMatcher &matcher,
                int runs)
{
    const TextFile s = TextFile::load(source, nullptr), d = TextFile::load(draft, nullptr);
    const RstDocument src = scanDocument(s.text, fileKindForPath(source));
    const RstDocument dft = scanDocument(d.text, fileKindForPath(draft));
    const Alignment alignment = align(src, dft);
    struct Times
    {
        double first = -1;
        std::vector<double> later;
        int issues = 0;
    };
    std::map<QString, Times> times;
    for (int run = 0; run <= runs; ++run) {
        CheckContext context{{.terms = &matcher,
                              .style = StyleRules::builtIn().get(),
                              .dictionaries = &Spelling::shared()},
                             dft,
                             &src,
                             &alignment};
        for (const CheckInfo &check : allChecks()) {
            if (!check.enabledByDefault) continue;
            Issues issues;
            IssueSink sink(issues, QLatin1String(check.id));
            QElapsedTimer t;
            t.start();
            check.run(context, sink);
            const double ms = double(t.nsecsElapsed()) / 1e6;
            Times &c = times[QLatin1String(check.id)];
            (run == 0 ? c.first : c.later.emplace_back()) = ms;
            c.issues = int(issues.size());
        }
    }
    std::vector<std::pair<double, QString>> order;
    double totalFirst = 0, total = 0;
    for (auto &[id, c] : times) {
        std::sort(c.later.begin(), c.later.end());
        const double median = c.later.empty() ? c.first : c.later[c.later.size() / 2];
        order.emplace_back(median, id);
        totalFirst += c.first;
        total += median;
    }
    std::sort(order.rbegin(), order.rend());
    std::printf("  %-28s %12s %12s %7s\n", "check (by median)", "first run", "median", "issues");
    for (const auto &[median, id] : order) {
        const Times &c = times[id];
        std::printf("  %-28s %9.3f ms %9.3f ms %7d%s\n", qPrintable(id), c.first, median, c.issues,
                    median > 1.0 || c.first > 1.0 ? "   <- over 1 ms" : "");
    }
    std::printf("  %-28s %9.3f ms %9.3f ms   (%d later runs)\n", "all checks", totalFirst, total,
                runs);
}

// User + system CPU time of the children waited for so far, in milliseconds.
double childrenCpuMs()
{
    rusage u{};
    getrusage(RUSAGE_CHILDREN, &u);
    return (double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) * 1e3) +
           double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e3;
}

struct ProcessTime
{
    double wallMs = 0, cpuMs = 0;
};

ProcessTime runProcess(const QString &program, const QStringList &args,
                       const QProcessEnvironment &env)
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.setStandardOutputFile(QProcess::nullDevice());
    p.setStandardErrorFile(QProcess::nullDevice());
    const double cpuBefore = childrenCpuMs();
    QElapsedTimer t;
    t.start();
    p.start(program, args);
    p.waitForFinished(-1);
    return {double(t.nsecsElapsed()) / 1e6, childrenCpuMs() - cpuBefore};
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

// `tandem lint SOURCE DRAFT` and `python3 ORACLE DRAFT`, one after the other, `runs` times each:
// medians of wall time and of CPU time (on a shared machine the CPU time is the steadier).
void compareWithDocutils(const QString &tandemBinary, const QString &oracle, const QString &source,
                         const QString &draft, int runs, const QString &cacheHome)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CACHE_HOME"), cacheHome);
    const QStringList lintArgs{QStringLiteral("lint"), source, draft};
    const QStringList oracleArgs{oracle, draft};
    runProcess(tandemBinary, lintArgs, env); // fills the spelling verdict cache: a later run
    runProcess(QStringLiteral("python3"), oracleArgs, env); // and the page cache for python
    std::vector<double> lintWall, lintCpu, docWall, docCpu;
    for (int i = 0; i < runs; ++i) {
        const ProcessTime l = runProcess(tandemBinary, lintArgs, env);
        const ProcessTime o = runProcess(QStringLiteral("python3"), oracleArgs, env);
        lintWall.push_back(l.wallMs);
        lintCpu.push_back(l.cpuMs);
        docWall.push_back(o.wallMs);
        docCpu.push_back(o.cpuMs);
    }
    const double lw = median(lintWall), lc = median(lintCpu), dw = median(docWall),
                 dc = median(docCpu);
    std::printf("  tandem lint (process)        wall %8.1f ms   cpu %8.1f ms   (median of %d)\n",
                lw, lc, runs);
    std::printf("  docutils parse of the draft  wall %8.1f ms   cpu %8.1f ms\n", dw, dc);
    std::printf("  ratio tandem / docutils      wall %8.3f      cpu %8.3f      (target <= 0.10)\n",
                lw / dw, lc / dc);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QString shared = QStringLiteral(TANDEM_SHARED_DIR);
    QString tandemBinary, pySource, pyDraft;
    QString oracle = shared + QStringLiteral("/tools/rst-oracle.py");
    int runs = 10;
    const QStringList args = app.arguments().mid(1);
    for (int i = 0; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--pair") && i + 2 < args.size()) {
            pySource = args[++i];
            pyDraft = args[++i];
        } else if (args[i] == QLatin1String("--runs") && i + 1 < args.size()) {
            runs = std::max(1, args[++i].toInt());
        } else if (args[i] == QLatin1String("--oracle") && i + 1 < args.size()) {
            oracle = args[++i];
        } else if (args[i].startsWith(u'-')) {
            std::fprintf(stderr, "usage: bench_lint [TANDEM] [--pair SOURCE DRAFT] [--runs N] "
                                 "[--oracle SCRIPT]\n");
            return 2;
        } else {
            tandemBinary = args[i];
        }
    }

    const GlossaryMatcher matcher(GlossaryLoader::loadDefault());
    QTemporaryDir pyDir; // the joined pair lives here, never in the project
    if (pySource.isEmpty() && !joinPyPairs(shared, 1300, pyDir.path(), &pySource, &pyDraft))
        pySource.clear();
    if (!pySource.isEmpty()) {
        const auto lines = [](const QString &f) { return bench::readAll(f).count('\n'); };
        std::printf(".py pair: %s (%lld lines, %lld bytes), draft %lld lines, %lld bytes\n",
                    qPrintable(pySource), qlonglong(lines(pySource)),
                    qlonglong(QFileInfo(pySource).size()), qlonglong(lines(pyDraft)),
                    qlonglong(QFileInfo(pyDraft).size()));
        timeChecks(pySource, pyDraft, matcher, runs);
    }

    QString source, draft;
    qint64 largest = 0;
    bench::largestPair(shared, &source, &draft, &largest);
    if (source.isEmpty()) {
        std::printf("no corpus at %s: nothing more to measure\n", qPrintable(shared));
        return 0;
    }
    std::printf("largest pair: %s (%lld bytes) and its draft\n", qPrintable(source), largest);

    const auto project = ProjectContext::builtIn(
        {.glossary = std::make_shared<const Glossary>(GlossaryLoader::loadDefault())});
    int issues = 0;
    bench::timeIt("full lint in process (load, scan, align, checks)", 30, [&] {
        const TextFile s = TextFile::load(source, nullptr), d = TextFile::load(draft, nullptr);
        issues = int(bench::lintFresh(project, s.text, fileKindForPath(source), d.text,
                                      fileKindForPath(draft))
                         .issues.size());
    });
    std::printf("  (%d issues)\n", issues);
    const TextFile s = TextFile::load(source, nullptr), d = TextFile::load(draft, nullptr);
    bench::timeIt("  of which scanning both", 30, [&] {
        scanDocument(s.text, fileKindForPath(source));
        scanDocument(d.text, fileKindForPath(draft));
    });
    bench::timeIt("  glossary tables (once per session)", 5,
                  [&] { GlossaryMatcher m(GlossaryLoader::loadDefault()); });
    {
        // What the editor re-runs on every key over a whole document (was a timed test).
        const QString para = QStringLiteral(
            "Each Layer holds parameters; the optimizer updates them after every mini-batch "
            "using the gradient of the loss function. ``torch.Tensor`` objects keep the data.\n"
            "각 계층은 매개변수를 가지며, 옵티마이저는 미니 배치마다 손실 함수의 변화도를 사용해 "
            "매개변수들을 갱신합니다. 레이어의 파라미터와 텐서를 학습률에 맞춰 정규화하여 "
            "학습시킵니다.\n\n");
        QString text;
        while (text.toUtf8().size() < 60 * 1024)
            text += para;
        bench::timeIt("  glossary matching, English, 60 KB", 30,
                      [&] { matcher.matchEnglish(text); });
        bench::timeIt("  glossary matching, draft, 60 KB", 30, [&] { matcher.matchDraft(text); });
    }
    if (!tandemBinary.isEmpty()) {
        // Spelling verdicts are kept in the user's cache between runs (SpellingVerdictStore):
        // "first run" has an empty cache (Hunspell en_US is read when a word needs it), the
        // second is every later run of a pre-commit hook.
        QTemporaryDir cache;
        auto runLint = [&](const QString &cacheHome) {
            QProcess p;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert("XDG_CACHE_HOME", cacheHome);
            p.setProcessEnvironment(env);
            p.start(tandemBinary, {"lint", source, draft});
            p.waitForFinished();
        };
        int fresh = 0;
        bench::timeIt("tandem lint process, first run (empty cache)", 10,
                      [&] { runLint(cache.filePath(QString::number(fresh++))); });
        runLint(cache.filePath("warm"));
        bench::timeIt("tandem lint process (start to exit)", 10,
                      [&] { runLint(cache.filePath("warm")); });
        bench::timeIt("tandem --version process (the floor)", 10, [&] {
            QProcess p;
            p.start(tandemBinary, {"--version"});
            p.waitForFinished();
        });
        if (!pySource.isEmpty() && QFile::exists(oracle)) {
            std::printf(".py pair, alternately: the tandem lint process and docutils (%s)\n",
                        qPrintable(oracle));
            compareWithDocutils(tandemBinary, oracle, pySource, pyDraft, runs,
                                cache.filePath("py"));
        } else if (!pySource.isEmpty()) {
            std::printf("no %s: the docutils comparison is skipped\n", qPrintable(oracle));
        }
    }
    return 0;
}
