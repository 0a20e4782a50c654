// SPDX-License-Identifier: GPL-3.0-or-later
// Golden files for what `tandem lint` prints, a folder per case as Qt Linguist's lupdate tests
// keep theirs: tests/golden/CASE/ holds
//  - command: the arguments of `tandem` (lupdate's lupdatecmd), one line, `#` lines are
//    comments; run in a temporary folder holding a copy of the case's files, so no suppressions
//    file or project around the source tree takes part and the paths it prints are relative;
//  - the inputs the command names (draft.rst, source.rst, glossary.md, ...);
//  - history/NN-BRANCH/ (optional): a git repository the test builds at repo/ before the run,
//    one commit per folder in name order: BRANCH checked out (made from the current commit when
//    new), the folder's files written over the tree, committed on day NN with the subject in
//    history/NN-BRANCH.txt (else "NN"); identity and dates fixed (tests/gitrepohelper.h), so
//    the commit ids in the output are the same on every machine;
//  - expected.EXT: the program's output, compared byte for byte, with the temporary folder's
//    path and the program's version written as WORK and VERSION.
// The exit code must agree with the output: 1 when it reports an error, else 0.
//
// After a deliberate change of the output, run the test with TANDEM_UPDATE_GOLDEN=1: it rewrites
// every expected.* from what the program prints (and passes); read the diff before committing.
#include "filebytes.h"
#include "gitrepohelper.h"
#include "gitrunner.h"
#include "tandemrun.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using tandem::testing::readBytes;

namespace {

const QString GoldenDir = QStringLiteral(TANDEM_GOLDEN_DIR);

// The arguments in `command`: its one line that is not blank or a comment.
QStringList commandArguments(const QByteArray &command)
{
    for (const QByteArray &line : command.split('\n')) {
        const QString text = QString::fromUtf8(line).trimmed();
        if (!text.isEmpty() && !text.startsWith(u'#')) return QProcess::splitCommand(text);
    }
    return {};
}

// Copies every file under `from` to the same relative path under `to`.
bool copyTree(const QDir &from, const QDir &to)
{
    for (const QFileInfo &entry :
         from.entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden)) {
        const QString target = to.filePath(entry.fileName());
        if (entry.isDir()) {
            if (!QDir().mkpath(target) || !copyTree(QDir(entry.filePath()), QDir(target)))
                return false;
        } else {
            QFile::remove(target);
            if (!QFile::copy(entry.filePath(), target)) return false;
        }
    }
    return true;
}

// The repository of `history` (see above) at `root`.
void buildRepository(const QDir &history, const QString &root)
{
    GitRepoHelper repo = GitRepoHelper::init(root);
    QString current = QStringLiteral("master"); // unborn until the first commit
    QSet<QString> branches{current};
    for (const QString &name : history.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const qsizetype dash = name.indexOf(u'-');
        bool isDay = false;
        const int day = name.left(dash).toInt(&isDay);
        QVERIFY2(dash > 0 && isDay, qPrintable(name + QStringLiteral(": not NN-BRANCH")));
        const QString branch = name.mid(dash + 1);
        if (branch != current)
            repo.git(branches.contains(branch) ? QStringList{"checkout", "-q", branch}
                                               : QStringList{"checkout", "-q", "-b", branch},
                     day);
        current = branch;
        branches.insert(branch);
        QVERIFY(copyTree(QDir(history.filePath(name)), QDir(root)));
        const QByteArray subject = readBytes(history.filePath(name + QStringLiteral(".txt")));
        repo.commitAll(subject.isEmpty() ? name.left(dash) : QString::fromUtf8(subject).trimmed(),
                       day);
    }
}

// Whether the output reports an error, in the format its file extension names.
bool reportsError(const QByteArray &output, const QString &extension)
{
    if (extension == QLatin1String("json")) {
        QJsonParseError error;
        const QJsonDocument json = QJsonDocument::fromJson(output, &error);
        if (error.error != QJsonParseError::NoError) qFatal("not JSON: %s", output.constData());
        return json.object().value("summary").toObject().value("errors").toInt() > 0;
    }
    if (extension == QLatin1String("sarif")) {
        const QJsonDocument json = QJsonDocument::fromJson(output);
        for (const QJsonValue &run : json.object().value("runs").toArray())
            for (const QJsonValue &result : run.toObject().value("results").toArray())
                if (result.toObject().value("level").toString() == QLatin1String("error"))
                    return true;
        return false;
    }
    if (extension == QLatin1String("rdjsonl")) {
        for (const QByteArray &line : output.split('\n'))
            if (!line.isEmpty() &&
                QJsonDocument::fromJson(line).object().value("severity") == QLatin1String("ERROR"))
                return true;
        return false;
    }
    qFatal("no rule for the exit code of an expected.%s", qPrintable(extension));
}

// The version `tandem --version` prints ("tandem 0.1.0").
QString programVersion()
{
    static const QString version = QString::fromUtf8(tandem::testing::runTandem({"--version"}).out)
                                       .trimmed()
                                       .section(u' ', -1);
    return version;
}

} // namespace

class TestLintGolden : public QObject
{
    Q_OBJECT

private slots:
    void cases_data();
    void cases();
};

void TestLintGolden::cases_data()
{
    QTest::addColumn<QString>("folder");
    const QStringList names = QDir(GoldenDir).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    QVERIFY2(names.size() >= 10, qPrintable(GoldenDir));
    for (const QString &name : names)
        QTest::newRow(qPrintable(name)) << QDir(GoldenDir).filePath(name);
}

void TestLintGolden::cases()
{
    QFETCH(QString, folder);
    const QDir input(folder);
    const QStringList args = commandArguments(readBytes(input.filePath(QStringLiteral("command"))));
    QVERIFY2(!args.isEmpty(), "a case folder holds a command file");
    const QStringList expectedFiles = input.entryList({QStringLiteral("expected.*")}, QDir::Files);
    QCOMPARE(expectedFiles.size(), 1);
    const QString expectedPath = input.filePath(expectedFiles.constFirst());

    // The case's inputs, alone in a temporary folder (its own settings and caches too).
    QTemporaryDir work, home;
    QVERIFY(work.isValid() && home.isValid());
    for (const QString &name : input.entryList(QDir::Files))
        if (!name.startsWith(QLatin1String("expected.")) && name != QLatin1String("command"))
            QVERIFY(QFile::copy(input.filePath(name), work.filePath(name)));
    if (input.exists(QStringLiteral("history"))) {
        if (tandem::GitRunner::program().isEmpty()) QSKIP("git is not installed");
        buildRepository(QDir(input.filePath(QStringLiteral("history"))),
                        work.filePath(QStringLiteral("repo")));
        if (QTest::currentTestFailed()) return;
    }

    const tandem::testing::TandemRun run = tandem::testing::runTandem(
        args, {.workingDirectory = work.path(),
               .environment = {{"XDG_CONFIG_HOME", home.filePath("config")},
                               {"XDG_CACHE_HOME", home.filePath("cache")},
                               {"XDG_DATA_HOME", home.filePath("data")}},
               .timeoutMs = 120000});
    QVERIFY2(run.err.isEmpty(), run.err.constData()); // a run on good input says nothing
    QVERIFY2(run.exitCode == 0 || run.exitCode == 1, qPrintable(QString::number(run.exitCode)));
    const QString extension = QFileInfo(expectedPath).suffix();
    QCOMPARE(run.exitCode, reportsError(run.out, extension) ? 1 : 0);

    // Nothing in the output may depend on where the test ran or on the release.
    QByteArray output = run.out;
    for (const QString &path : {work.path(), QDir(work.path()).canonicalPath()})
        output.replace(path.toUtf8(), "WORK");
    output.replace("\"version\": \"" + programVersion().toUtf8() + '"', "\"version\": \"VERSION\"");

    if (qEnvironmentVariableIntValue("TANDEM_UPDATE_GOLDEN") == 1) {
        QFile f(expectedPath);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QCOMPARE(f.write(output), output.size());
        return;
    }
    const QByteArray expected = readBytes(expectedPath);
    QVERIFY2(!expected.isEmpty(), qPrintable(expectedPath + QStringLiteral(" is empty")));
    QCOMPARE(QString::fromUtf8(output), QString::fromUtf8(expected));
}

QTEST_GUILESS_MAIN(TestLintGolden)
#include "tst_lintgolden.moc"
