// SPDX-License-Identifier: GPL-3.0-or-later
// Files that are not what they claim: a checkout whose guide, suppressions and word list are
// symlinks to /dev/zero, to a FIFO, to a file outside it, or into a loop; file arguments that
// are FIFOs or devices; UTF-16, invalid UTF-8, missing files. Every one gets a clear message and
// the right exit code, in bounded time (a FIFO read would wait forever, /dev/zero would fill the
// memory).
#include "gitrepohelper.h"
#include "gitrunner.h"
#include "tandemrun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

namespace {

using Run = tandem::testing::TandemRun;

// Runs tandem with no configuration or data of the person running the tests (remembered
// sources, word lists), and a time limit far above what these runs take (well under a second
// each): a run that hangs is stopped and reported, rather than hanging the suite.
Run runTandem(const QStringList &args, int limitMs = 20000)
{
    QTemporaryDir config;
    return tandem::testing::runTandem(args, {.environment = {{"XDG_CONFIG_HOME", config.path()},
                                                             {"XDG_DATA_HOME", config.path()}},
                                             .timeoutMs = limitMs});
}

void writeBytes(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(f.write(bytes), bytes.size());
}

bool makeFifo(const QString &path)
{
    return ::mkfifo(QFile::encodeName(path).constData(), 0600) == 0;
}

QString describe(const Run &r)
{
    return QStringLiteral("exit %1 after %2 ms\nstdout: %3\nstderr: %4")
        .arg(r.exitCode)
        .arg(r.ms)
        .arg(QString::fromUtf8(r.out.left(2000)), QString::fromUtf8(r.err.left(2000)));
}

const QByteArray English = "Tensors\n=======\n\nTensors are arrays.\n";
const QByteArray Korean = "텐서\n====\n\n텐서는 배열입니다.\n";

} // namespace

class TstHostileInput : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (!QFileInfo::exists(TANDEM_BINARY)) QSKIP("the tandem executable is not built");
    }

    // The checkout's TRANSLATION_GUIDE.md, .tandem-suppressions.yaml and .tandem-words.txt are
    // committed symlinks. The review goes through with one warning per refused file.
    void hostileCheckout_data()
    {
        QTest::addColumn<QString>("target"); // what the symlinks point at
        QTest::addColumn<QString>("why");    // the refusal expected in each warning
        QTest::newRow("/dev/zero") << "/dev/zero"
                                   << "outside the checkout";
        QTest::newRow("FIFO in the checkout") << "fifo"
                                              << "FIFO";
        QTest::newRow("file outside the checkout") << "outside"
                                                   << "outside the checkout";
        QTest::newRow("symlink loop") << "loop"
                                      << "symlink loop";
        QTest::newRow("dangling symlink") << "missing"
                                          << "symlink to a missing file";
    }
    void hostileCheckout()
    {
        if (tandem::GitRunner::program().isEmpty()) QSKIP("git is not installed");
        QFETCH(QString, target);
        QFETCH(QString, why);
        QTemporaryDir tmp;
        GitRepoHelper repo(tmp.filePath("repo"));
        repo.git({"init", "-q", "-b", "main"});
        writeBytes(repo.path("docs/a.rst"), English);
        repo.commitAll("English", 1);
        repo.git({"checkout", "-q", "-b", "ko"});
        writeBytes(repo.path("docs/a.rst"), Korean);

        // A real glossary, suppressions and word list outside the checkout: reading them would
        // be a leak of files the checkout's author chose.
        writeBytes(tmp.filePath("outside.md"),
                   "| English | 한국어 |\n|---|---|\n| tensor | 텐서 |\n");
        QString pointsAt;
        if (target == "/dev/zero")
            pointsAt = "/dev/zero";
        else if (target == "fifo")
            pointsAt = repo.path("queue"); // created after the commit: git does not take FIFOs
        else if (target == "outside")
            pointsAt = tmp.filePath("outside.md");
        else if (target == "missing")
            pointsAt = repo.path("nothing-here");
        for (const char *name :
             {"TRANSLATION_GUIDE.md", ".tandem-suppressions.yaml", ".tandem-words.txt"}) {
            const QString link = repo.path(QLatin1String(name));
            if (target == "loop") // a -> a.loop -> a
                QVERIFY(QFile::link(link + ".loop", link) && QFile::link(link, link + ".loop"));
            else
                QVERIFY(QFile::link(pointsAt, link));
        }
        repo.commitAll("번역", 2);
        if (target == "fifo") QVERIFY(makeFifo(repo.path("queue")));

        const Run r = runTandem({"lint", "--checkout", repo.root(), "--format", "json"});
        QVERIFY2(r.exitCode == 0 || r.exitCode == 1, qPrintable(describe(r)));
        QVERIFY2(r.ms < 15000, qPrintable(describe(r)));
        const QJsonObject review = jsonOf(r);
        QCOMPARE(review["files"].toArray().size(), 1);
        QCOMPARE(review["files"][0]["path"].toString(), QStringLiteral("docs/a.rst"));
        const QString err = QString::fromUtf8(r.err);
        for (const char *name :
             {"TRANSLATION_GUIDE.md", ".tandem-suppressions.yaml", ".tandem-words.txt"}) {
            const QStringList lines = err.split(u'\n').filter(QLatin1String(name));
            QVERIFY2(lines.size() == 1, qPrintable(name + QStringLiteral(": ") + describe(r)));
            QVERIFY2(lines.first().contains(why), qPrintable(lines.first()));
        }
        // The guide and suppressions are in the review's own warnings too (JSON, Markdown).
        QString warnings;
        for (const QJsonValue &w : review["warnings"].toArray())
            warnings += w.toString() + u'\n';
        QVERIFY2(warnings.contains("TRANSLATION_GUIDE.md") &&
                     warnings.contains(".tandem-suppressions.yaml"),
                 qPrintable(warnings));
        // Plain lint of the draft finds the same files and refuses them the same way.
        const Run plain = runTandem({"lint", repo.path("docs/a.rst")});
        QVERIFY2(plain.exitCode == 0 || plain.exitCode == 1, qPrintable(describe(plain)));
        for (const char *name :
             {"TRANSLATION_GUIDE.md", ".tandem-suppressions.yaml", ".tandem-words.txt"})
            QVERIFY2(plain.err.contains(name), qPrintable(describe(plain)));
    }

    // Every file argument that is a FIFO or a device exits 2 at once with a message naming it.
    void specialFileArguments_data()
    {
        QTest::addColumn<QStringList>("args"); // FIFO stands for the FIFO's path
        const QString draft = "DRAFT";
        QTest::newRow("draft") << QStringList{"lint", "FIFO"};
        QTest::newRow("source") << QStringList{"lint", "FIFO", draft};
        QTest::newRow("draft after source") << QStringList{"lint", draft, "FIFO"};
        QTest::newRow("--glossary") << QStringList{"lint", draft, "--glossary", "FIFO"};
        QTest::newRow("--style") << QStringList{"lint", draft, "--style", "FIFO"};
        QTest::newRow("--suppressions") << QStringList{"lint", draft, "--suppressions", "FIFO"};
        QTest::newRow("scan") << QStringList{"scan", "FIFO"};
        QTest::newRow("--checkout") << QStringList{"lint", "--checkout", "FIFO"};
        QTest::newRow("--checkout --glossary")
            << QStringList{"lint", "--checkout", "REPO", "--glossary", "FIFO"};
        QTest::newRow("--checkout --suppressions")
            << QStringList{"lint", "--checkout", "REPO", "--suppressions", "FIFO"};
        QTest::newRow("/dev/zero draft") << QStringList{"lint", "/dev/zero"};
        QTest::newRow("/dev/zero --glossary")
            << QStringList{"lint", draft, "--glossary", "/dev/zero"};
        QTest::newRow("/dev/zero --style") << QStringList{"lint", draft, "--style", "/dev/zero"};
    }
    void specialFileArguments()
    {
        QFETCH(QStringList, args);
        QTemporaryDir tmp;
        const QString fifo = tmp.filePath("pipe.rst");
        QVERIFY(makeFifo(fifo));
        writeBytes(tmp.filePath("draft.rst"), Korean);
        GitRepoHelper repo(tmp.filePath("repo"));
        if (args.contains("REPO")) {
            if (tandem::GitRunner::program().isEmpty()) QSKIP("git is not installed");
            repo.git({"init", "-q", "-b", "main"});
            writeBytes(repo.path("a.rst"), English);
            repo.commitAll("English", 1);
        }
        for (QString &a : args) {
            if (a == "FIFO")
                a = fifo;
            else if (a == "DRAFT")
                a = tmp.filePath("draft.rst");
            else if (a == "REPO")
                a = repo.root();
        }
        const Run r = runTandem(args, 10000);
        QVERIFY2(r.exitCode == 2, qPrintable(describe(r)));
        QVERIFY2(r.ms < 5000, qPrintable(describe(r)));
        const bool dev = args.contains("/dev/zero");
        QVERIFY2(r.err.contains(dev ? "/dev/zero" : fifo.toUtf8()), qPrintable(describe(r)));
        QVERIFY2(r.err.contains(dev ? "device"
                                : (args.contains("--checkout") && args.at(2) == fifo)
                                    ? "is not a folder"
                                    : "FIFO"),
                 qPrintable(describe(r)));
    }

    // Exit codes and messages the README promises: 2 with a one-line message for input that
    // cannot be used.
    void badInput_data()
    {
        QTest::addColumn<QStringList>("args"); // DRAFT, DIR and FILE stand for paths made below
        QTest::addColumn<QByteArray>("file");  // the bytes of FILE ("" : FILE does not exist)
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        const QByteArray utf16le("\xFF\xFE\x5C\xD1\x00\xAE\n\x00", 8);
        const QByteArray utf16be("\xFE\xFF\xD1\x5C\xAE\x00\x00\n", 8);
        QTest::newRow("missing --glossary") << QStringList{"lint", "DRAFT", "--glossary", "FILE"}
                                            << QByteArray() << 2 << "FILE: no such file";
        QTest::newRow("folder as --glossary")
            << QStringList{"lint", "DRAFT", "--glossary", "DIR"} << QByteArray() << 2
            << "DIR: is a folder, not a file";
        QTest::newRow("missing --suppressions")
            << QStringList{"lint", "DRAFT", "--suppressions", "FILE"} << QByteArray() << 2
            << "FILE: no such file";
        QTest::newRow("folder as --suppressions")
            << QStringList{"lint", "DRAFT", "--suppressions", "DIR"} << QByteArray() << 2
            << "DIR: is a folder, not a file";
        QTest::newRow("missing --style") << QStringList{"lint", "DRAFT", "--style", "FILE"}
                                         << QByteArray() << 2 << "FILE: no such file";
        QTest::newRow("--style with invalid UTF-8")
            << QStringList{"lint", "DRAFT", "--style", "FILE"}
            << QByteArray("rules:\n  - id: x\xE9\n") << 2
            << "FILE:2:10: invalid UTF-8 at line 2, column 10";
        QTest::newRow("UTF-16 LE draft") << QStringList{"lint", "FILE"} << utf16le << 2
                                         << "FILE: UTF-16 is not supported, save the file as UTF-8";
        QTest::newRow("UTF-16 BE source")
            << QStringList{"lint", "FILE", "DRAFT"} << utf16be << 2
            << "FILE: UTF-16 is not supported, save the file as UTF-8";
        QTest::newRow("UTF-16 scan") << QStringList{"scan", "FILE"} << utf16le << 2
                                     << "FILE: UTF-16 is not supported, save the file as UTF-8";
        QTest::newRow("UTF-16 --glossary")
            << QStringList{"lint", "DRAFT", "--glossary", "FILE"} << utf16le << 2
            << "FILE: error: UTF-16 is not supported, save the file as UTF-8";
        QTest::newRow("symlink loop")
            << QStringList{"lint", "LOOP"} << QByteArray() << 2
            << "LOOP: a symlink loop (too many levels of symbolic links), not read";
        QTest::newRow("symlink loop --glossary")
            << QStringList{"lint", "DRAFT", "--glossary", "LOOP"} << QByteArray() << 2
            << "LOOP: a symlink loop";
        // Suppression problems carry where they are, and fail the run after its report (exit 2:
        // a CI run must not pass on suppressions it could not read whole).
        QTest::newRow("suppression without a line")
            << QStringList{"lint", "DRAFT", "--suppressions", "FILE"}
            << QByteArray(
                   "# accepted\n- check: a\n  file: d.rst\n  line: x\n- check: b\n  file: d.rst\n")
            << 2 << "FILE:5:3: a suppression needs check, file, and line or fingerprint";
        QTest::newRow("suppression YAML error")
            << QStringList{"lint", "DRAFT", "--suppressions", "FILE"}
            << QByteArray("- check: a\n\t\n") << 2
            << "FILE:2:1: illegal tab when looking for indentation";
        QTest::newRow("suppression invalid UTF-8")
            << QStringList{"lint", "DRAFT", "--suppressions", "FILE"}
            << QByteArray("- check: a\n  file: \xE9\n") << 2 << "FILE:2:9: invalid UTF-8";
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, file);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        QTemporaryDir tmp;
        const QString draft = tmp.filePath("d.rst"), path = tmp.filePath("input.yaml"),
                      dir = tmp.filePath("folder"), loop = tmp.filePath("loop.rst");
        writeBytes(draft, Korean);
        if (!file.isEmpty()) writeBytes(path, file);
        QVERIFY(QDir().mkpath(dir));
        QVERIFY(QFile::link(loop + ".2", loop) && QFile::link(loop, loop + ".2"));
        const auto substitute = [&](QString s) {
            return s.replace("DRAFT", draft)
                .replace("FILE", path)
                .replace("DIR", dir)
                .replace("LOOP", loop);
        };
        for (QString &a : args)
            a = substitute(a);
        const Run r = runTandem(args, 10000);
        QVERIFY2(r.exitCode == exitCode, qPrintable(describe(r)));
        QVERIFY2(QString::fromUtf8(r.err).contains(substitute(message)), qPrintable(describe(r)));
        QVERIFY2(!r.err.contains(":0:0"), qPrintable(describe(r)));
    }

    // A checkout whose configuration marks its filter driver required: Tandem blanks the driver
    // (it never runs a program the checkout names) and must also mark it not required, or git
    // refuses to compare the file and the review fails.
    void requiredFilterDoesNotBlock()
    {
        if (tandem::GitRunner::program().isEmpty()) QSKIP("git is not installed");
        QTemporaryDir tmp;
        GitRepoHelper repo(tmp.filePath("repo"));
        repo.git({"init", "-q", "-b", "main"});
        writeBytes(repo.path("docs/a.rst"), English);
        writeBytes(repo.path(".gitattributes"), "*.rst filter=evil\n");
        repo.commitAll("English", 1);
        const QString marker = tmp.filePath("filter-ran");
        repo.git({"config", "filter.evil.clean", "touch " + marker + "; cat"});
        repo.git({"config", "filter.evil.smudge", "touch " + marker + "; cat"});
        repo.git({"config", "filter.evil.required", "true"});
        repo.git({"checkout", "-q", "-b", "ko"});
        writeBytes(repo.path("docs/a.rst"), Korean); // uncommitted: git must compare it
        QFile::remove(marker);
        const Run r = runTandem({"lint", "--checkout", repo.root(), "--format", "json"});
        QVERIFY2(r.exitCode == 0 || r.exitCode == 1, qPrintable(describe(r)));
        const QJsonArray files = jsonOf(r)["files"].toArray();
        QCOMPARE(files.size(), 1);
        QCOMPARE(files[0]["path"].toString(), QStringLiteral("docs/a.rst"));
        QVERIFY2(!QFile::exists(marker), "the checkout's filter program ran");
    }
};

QTEST_GUILESS_MAIN(TstHostileInput)
#include "tst_hostileinput.moc"
