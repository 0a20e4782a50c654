// SPDX-License-Identifier: GPL-3.0-or-later
// A full lint of the largest pair of ../shared/corpus, in process (load both files, scan, align,
// every check with the built-in glossary) and as the whole `tandem lint` process.
// Targets: 5 ms in process, 50 ms for the process.
#include "benchutil.h"
#include "glossaryloader.h"
#include "glossarymatcher.h"
#include "linter.h"
#include "rstscanner.h"
#include "textfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>

using namespace tandem;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QString shared = QStringLiteral(TANDEM_SHARED_DIR);
    const QString tandemBinary = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
    QString source, draft;
    qint64 largest = 0;
    bench::largestPair(shared, &source, &draft, &largest);
    if (source.isEmpty()) {
        std::printf("no corpus at %s: nothing to measure\n", qPrintable(shared));
        return 0;
    }
    std::printf("largest pair: %s (%lld bytes) and its draft\n", qPrintable(source), largest);

    const GlossaryMatcher matcher(GlossaryLoader::loadDefault());
    const Linter linter(&matcher);
    int issues = 0;
    bench::timeIt("full lint in process (load, scan, align, checks)", 30, [&] {
        const TextFile s = TextFile::load(source, nullptr), d = TextFile::load(draft, nullptr);
        issues = int(linter.lint(s.text, fileKindForPath(source), d.text, fileKindForPath(draft))
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
    }
    return 0;
}
