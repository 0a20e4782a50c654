// SPDX-License-Identifier: GPL-3.0-or-later
// Files as translators' laptops write them (issue #48): a pair saved with CRLF line ends (an
// editor on Windows, git's core.autocrlf) lints with the same issues, at the same lines and
// columns, as the LF pair, in the engine and through `tandem lint`; and a checkout holding two
// tutorials whose names differ only in case (docs/A.rst, docs/a.rst) reviews each against its
// own English, in `tandem lint --checkout` and `tandem project`.
//
// On a case-insensitive file system (Windows, macOS by default) git cannot check out both
// names: it writes one file and reports the other as modified. Tandem lists what git lists, so
// both names still appear, each read from the one file on disk; this test defines the
// case-sensitive behaviour, which is what Linux and the CI runners have.
#include "datatable.h"
#include "gitrepohelper.h"
#include "lintsession.h"
#include "projectcontext.h"
#include "tandemrun.h"
#include "textfile.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace tandem;
using tandem::testing::runTandem;
using tandem::testing::TandemRun;

namespace {

const QString Examples = QStringLiteral(TANDEM_FIXTURES "/../../resources/examples");

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool write(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QByteArray toCrlf(QByteArray bytes)
{
    bytes.replace("\r\n", "\n");
    return bytes.replace("\n", "\r\n");
}

Issues lintFiles(const QString &sourcePath, const QString &draftPath)
{
    TextFile::Error error;
    const TextFile source = TextFile::load(sourcePath, &error);
    if (error) qWarning() << error.message;
    const TextFile draft = TextFile::load(draftPath, &error);
    if (error) qWarning() << error.message;
    LintSession session(ProjectContext::builtIn());
    return session
        .lint(LintText{sourcePath, source.text, FileKind::Rst},
              LintText{draftPath, draft.text, FileKind::Rst})
        .issues;
}

// The issues of `tandem lint --format json`'s one file, without its paths.
QJsonArray cliIssues(const QString &sourcePath, const QString &draftPath)
{
    const TandemRun run = runTandem({"lint", sourcePath, draftPath, "--format", "json"});
    if (run.exitCode != 0 && run.exitCode != 1) qWarning() << run.err;
    const QJsonArray files = jsonOf(run).value("files").toArray();
    return files.size() == 1 ? files.first().toObject().value("issues").toArray() : QJsonArray();
}

const QString EnglishUpper = QStringLiteral("Tensors\n=======\n\n"
                                            "Use ``torch.zeros`` to make a tensor of zeros.\n");
const QString KoreanUpper =
    QStringLiteral("텐서\n====\n\n"
                   "``torch.zeros``를 사용해 0으로 채운 텐서를 만듭니다.\n");
const QString EnglishLower = QStringLiteral("Autograd\n========\n\n"
                                            "Call ``backward()`` to compute the gradients.\n");
const QString KoreanLower =
    QStringLiteral("자동 미분\n=========\n\n기울기를 계산하려면 ``backward()`` 함수를 "
                   "호출합니다.\n");

// The checkout: both English pages on master, both translated on branch ko.
GitRepoHelper caseTwinCheckout(const QString &root)
{
    GitRepoHelper repo = GitRepoHelper::init(root);
    repo.commitPages({{"docs/A.rst", EnglishUpper}, {"docs/a.rst", EnglishLower}}, "English", 1);
    repo.commitOnNewBranch("ko", {{"docs/A.rst", KoreanUpper}, {"docs/a.rst", KoreanLower}}, "번역",
                           2);
    return repo;
}

// The entry of a report's "files" whose "path" is `path` (case counts).
QJsonObject fileNamed(const QJsonArray &files, const QString &path)
{
    for (const QJsonValue &f : files)
        if (f.toObject().value("path").toString() == path) return f.toObject();
    return {};
}

QStringList checksOf(const QJsonObject &file)
{
    QStringList checks;
    for (const QJsonValue &issue : file.value("issues").toArray())
        checks << issue.toObject().value("check").toString();
    return checks;
}

// `tandem ARGS` with a configuration and cache folder of the test's own in `dir`.
TandemRun runIsolated(const QTemporaryDir &dir, const QStringList &args)
{
    return runTandem(args, {.workingDirectory = {},
                            .environment = {{"XDG_CONFIG_HOME", dir.filePath("config")},
                                            {"XDG_CACHE_HOME", dir.filePath("cache")}},
                            .unsetEnvironment = {},
                            .timeoutMs = 120000});
}

// The report's two case twins, docs/A.rst and docs/a.rst (an empty object for one missing),
// and the path of the English each was paired with.
struct CaseTwins
{
    QJsonObject upper, lower;
    QString upperSource() const
    {
        return upper.value("source").toObject().value("path").toString();
    }
    QString lowerSource() const
    {
        return lower.value("source").toObject().value("path").toString();
    }
};

// Reads the case twins from `run`'s JSON report and verifies that it lists both, each paired
// with its own English; the caller returns when the test has failed.
void verifyCaseTwins(const TandemRun &run, CaseTwins *twins)
{
    const QJsonArray files = jsonOf(run).value("files").toArray();
    QCOMPARE(files.size(), 2);
    *twins = {fileNamed(files, "docs/A.rst"), fileNamed(files, "docs/a.rst")};
    QVERIFY2(!twins->upper.isEmpty() && !twins->lower.isEmpty(), run.out.constData());
    QCOMPARE(twins->upperSource(), "docs/A.rst");
    QCOMPARE(twins->lowerSource(), "docs/a.rst");
}

} // namespace

class TestCrossPlatformFiles : public QObject
{
    Q_OBJECT

private slots:
    void crlfPairLintsAsLf_data()
    {
        testing::columns<bool, bool>("sourceCrlf", "draftCrlf");
        QTest::newRow("both CRLF") << true << true;
        QTest::newRow("CRLF draft, LF source") << false << true;
        QTest::newRow("CRLF source, LF draft") << true << false;
    }

    // The example pair has planted mistakes on many lines: each is found at the same place,
    // with the same fix, whatever the line ends.
    void crlfPairLintsAsLf()
    {
        QFETCH(bool, sourceCrlf);
        QFETCH(bool, draftCrlf);
        const QByteArray english = readAll(Examples + "/tensors.en.rst");
        const QByteArray korean = readAll(Examples + "/tensors.ko.rst");
        QVERIFY(!english.isEmpty() && !korean.isEmpty());
        QVERIFY(!english.contains('\r') && !korean.contains('\r'));
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath("lf") && QDir(dir.path()).mkpath("crlf"));
        const QString lfSource = dir.filePath("lf/tensors.en.rst");
        const QString lfDraft = dir.filePath("lf/tensors.ko.rst");
        const QString crSource = dir.filePath("crlf/tensors.en.rst");
        const QString crDraft = dir.filePath("crlf/tensors.ko.rst");
        QVERIFY(write(lfSource, english) && write(lfDraft, korean));
        QVERIFY(write(crSource, sourceCrlf ? toCrlf(english) : english));
        QVERIFY(write(crDraft, draftCrlf ? toCrlf(korean) : korean));

        const Issues lf = lintFiles(lfSource, lfDraft);
        const Issues crlf = lintFiles(crSource, crDraft);
        QVERIFY(lf.size() >= 3);
        QCOMPARE(crlf, lf);

        const QJsonArray lfCli = cliIssues(lfSource, lfDraft);
        QVERIFY(!lfCli.isEmpty());
        QCOMPARE(cliIssues(crSource, crDraft), lfCli);
    }

    // Two pages whose names differ only in case: both listed, each against its own English
    // (the glued literal is A.rst's alone).
    void caseTwinsReviewedApart()
    {
        if (const char *why = tandem::testing::whyNoCheckoutRuns()) QSKIP(why);
        QTemporaryDir dir;
        const GitRepoHelper repo = caseTwinCheckout(dir.filePath("repo"));
        const TandemRun run = runIsolated(
            dir, {"lint", "--checkout", repo.root(), "--base", "master", "--format", "json"});
        QVERIFY2(run.exitCode == 1, run.err.constData()); // A.rst's error
        CaseTwins twins;
        verifyCaseTwins(run, &twins);
        if (QTest::currentTestFailed()) return;
        QVERIFY2(checksOf(twins.upper).contains("rst-inline-boundary"), run.out.constData());
        QVERIFY2(!checksOf(twins.lower).contains("rst-inline-boundary"), run.out.constData());
    }

    void caseTwinsInTheProjectReport()
    {
        if (const char *why = tandem::testing::whyNoCheckoutRuns()) QSKIP(why);
        QTemporaryDir dir;
        const GitRepoHelper repo = caseTwinCheckout(dir.filePath("repo"));
        const TandemRun run =
            runIsolated(dir, {"project", repo.root(), "--format", "json", "--no-cache"});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        CaseTwins twins;
        verifyCaseTwins(run, &twins);
        if (QTest::currentTestFailed()) return;
        QCOMPARE(twins.upper.value("counts").toObject().value("error").toInt(), 1);
        QCOMPARE(twins.lower.value("counts").toObject().value("error").toInt(), 0);
    }
};

QTEST_GUILESS_MAIN(TestCrossPlatformFiles)
#include "tst_crossplatformfiles.moc"
