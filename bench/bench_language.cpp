// SPDX-License-Identifier: GPL-3.0-or-later
// What the language checks (latin-typo, spelling, particle, style, speech-level) add to a full
// lint of the largest pair of ../shared/corpus: the whole lint with and without them, each
// check alone, and the cold costs (loading the Hunspell dictionaries, the first lint that fills
// the per-word cache). Target: under 5 ms more per lint with a warm cache.
// With --corpus, also prints issues per 1,000 draft lines per check over every pair (the same
// figures as bench/eval_language.py, without needing the tandem executable).
#include "benchlint.h"
#include "benchutil.h"
#include "checkregistry.h"
#include "glossaryloader.h"
#include "linter.h"
#include "rstscanner.h"
#include "spelling.h"
#include "textfile.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <map>

using namespace tandem;

namespace {

const QStringList LanguageChecks = {"latin-typo", "spelling", "particle", "style", "speech-level"};

QSet<QString> allBut(const QStringList &keep)
{
    QSet<QString> off;
    for (const CheckInfo &c : allChecks())
        if (!keep.contains(QLatin1String(c.id))) off.insert(QLatin1String(c.id));
    return off;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const bool corpusReport = app.arguments().contains(QStringLiteral("--corpus"));
    const QString shared = QStringLiteral(TANDEM_SHARED_DIR);
    QString source, draft;
    qint64 largest = 0;
    const QDir corpus(shared + QStringLiteral("/corpus"));
    const QStringList pairs = corpus.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    bench::largestPair(shared, &source, &draft, &largest);
    if (source.isEmpty()) {
        std::printf("no corpus at %s: nothing to measure\n", qPrintable(shared));
        return 0;
    }
    std::printf("largest pair: %s (%lld bytes) and its draft\n", qPrintable(source), largest);
    const auto glossary = std::make_shared<const Glossary>(GlossaryLoader::loadDefault());
    auto projectWith = [&](const LintOptions &checks) {
        return ProjectContext::builtIn({.checks = checks, .glossary = glossary});
    };
    const TextFile s = TextFile::load(source, nullptr), d = TextFile::load(draft, nullptr);
    const FileKind sk = fileKindForPath(source), dk = fileKindForPath(draft);

    QElapsedTimer cold;
    cold.start();
    Spelling::shared().dictionary(Spelling::Language::English);
    std::printf("%-46s %8.1f ms\n", "load en_US dictionary (once per process)",
                cold.nsecsElapsed() / 1e6);
    cold.restart();
    Spelling::shared().dictionary(Spelling::Language::Korean);
    std::printf("%-46s %8.1f ms\n", "load ko dictionary (once per process)",
                cold.nsecsElapsed() / 1e6);

    const auto withDefaults = projectWith({});
    const auto withSpelling = projectWith(LintOptions{{}, {"spelling"}});
    LintOptions noLanguage;
    noLanguage.disabled = QSet<QString>(LanguageChecks.begin(), LanguageChecks.end());
    const auto without = projectWith(noLanguage);
    cold.restart();
    bench::lintFresh(withSpelling, s.text, sk, d.text, dk);
    std::printf("%-46s %8.1f ms\n", "first lint, cold word cache, spelling on",
                cold.nsecsElapsed() / 1e6);

    const double base = bench::timeIt("full lint without the language checks", 30,
                                      [&] { bench::lintFresh(without, s.text, sk, d.text, dk); });
    const double defaults = bench::timeIt("full lint, default checks", 30, [&] {
        bench::lintFresh(withDefaults, s.text, sk, d.text, dk);
    });
    const double all = bench::timeIt("full lint, default checks + spelling", 30, [&] {
        bench::lintFresh(withSpelling, s.text, sk, d.text, dk);
    });
    std::printf("language checks add: %.3f ms (defaults), %.3f ms (with spelling)\n",
                defaults - base, all - base);
    bench::timeIt("  scan + align only (no checks)", 30, [&] {
        static const auto none = projectWith(LintOptions{allBut({}), {}});
        bench::lintFresh(none, s.text, sk, d.text, dk);
    });
    for (const QString &id : LanguageChecks) {
        const auto one = projectWith(LintOptions{allBut({id}), {id}});
        const QByteArray label = ("  scan + align + " + id).toUtf8();
        bench::timeIt(label.constData(), 30,
                      [&] { bench::lintFresh(one, s.text, sk, d.text, dk); });
    }

    if (!corpusReport) return 0;
    std::map<QString, std::map<Severity, int>> counts;
    std::map<QString, QStringList> examples; // "pair:line: message | text" for --sample
    int lines = 0;
    for (const QString &pair : pairs) {
        const QDir dir(corpus.filePath(pair));
        const QStringList drafts = dir.entryList({"draft.*"}, QDir::Files);
        if (drafts.isEmpty()) continue;
        const QString dp = dir.filePath(drafts.constFirst());
        const QString sp = dir.filePath(QStringLiteral("source.") + QFileInfo(dp).suffix());
        const TextFile st = TextFile::load(sp, nullptr), dt = TextFile::load(dp, nullptr);
        lines += int(dt.text.count(u'\n')) + 1;
        const QStringList draftLines = dt.text.split(u'\n');
        for (const Issue &i : bench::lintFresh(withSpelling, st.text, fileKindForPath(sp), dt.text,
                                               fileKindForPath(dp))
                                  .issues)
            if (LanguageChecks.contains(i.check)) {
                ++counts[i.check][i.severity];
                examples[i.check] << QStringLiteral("%1:%2:%3 [%4] %5%6\n       | %7")
                                         .arg(pair)
                                         .arg(i.range.start.line + 1)
                                         .arg(i.range.start.column + 1)
                                         .arg(severityName(i.severity), i.message,
                                              i.fix ? QStringLiteral("  fix: ") + i.fix->replacement
                                                    : QString(),
                                              draftLines.value(i.range.start.line).trimmed());
            }
    }
    std::printf("\n%lld pairs, %d draft lines\n", qlonglong(pairs.size()), lines);
    for (const QString &id : LanguageChecks) {
        int n = 0;
        for (const auto &[sev, k] : counts[id])
            n += k;
        std::printf("%-14s %5d issues  %6.1f per 1k lines  (warning+ %d, info %d)\n",
                    qPrintable(id), n, 1000.0 * n / std::max(lines, 1),
                    counts[id][Severity::Warning] + counts[id][Severity::Error],
                    counts[id][Severity::Info]);
    }
    // --sample N: N issues per check, evenly spread over the corpus, for judging precision.
    const qsizetype at = app.arguments().indexOf(QStringLiteral("--sample"));
    const int sample = at > 0 ? app.arguments().value(at + 1).toInt() : 0;
    for (const QString &id : LanguageChecks) {
        if (sample <= 0) break;
        const QStringList &all = examples[id];
        std::printf("\n## %s: %d of %lld\n", qPrintable(id),
                    int(std::min<qsizetype>(sample, all.size())), qlonglong(all.size()));
        for (int k = 0; k < sample && k < all.size(); ++k)
            std::printf(
                "%3d. %s\n", k + 1,
                qPrintable(all[all.size() <= sample ? k : qsizetype(k) * all.size() / sample]));
    }
    return 0;
}
