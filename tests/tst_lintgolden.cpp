// SPDX-License-Identifier: GPL-3.0-or-later
// Golden files for `tandem lint --format json`, a folder per case as Qt Linguist's lupdate tests
// keep theirs: tests/golden/CASE/ holds draft.rst or draft.py, the English source.* when the case
// is a pair, glossary.md when it brings a glossary (passed with --glossary), and expected.json,
// the program's output. The test runs the built program on every folder (copied to a temporary
// folder, so no suppressions file or project around the source tree takes part, and with paths
// relative to it) and compares the output byte for byte; the exit code must agree with the
// summary (1 when an error remains, else 0).
//
// After a deliberate change of the output, run the test with TANDEM_UPDATE_GOLDEN=1: it rewrites
// every expected.json from what the program prints (and passes); read the diff before committing.
#include "filebytes.h"
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using tandem::testing::readBytes;

namespace {

const QString GoldenDir = QStringLiteral(TANDEM_GOLDEN_DIR);

// The file of `dir` whose name starts with `stem` and a dot ("draft" finds draft.rst or draft.py).
QString fileNamed(const QDir &dir, const QString &stem)
{
    const QStringList found = dir.entryList({stem + QStringLiteral(".*")}, QDir::Files);
    return found.size() == 1 ? found.first() : QString();
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
    QVERIFY2(names.size() >= 6, qPrintable(GoldenDir));
    for (const QString &name : names)
        QTest::newRow(qPrintable(name)) << QDir(GoldenDir).filePath(name);
}

void TestLintGolden::cases()
{
    QFETCH(QString, folder);
    const QDir input(folder);
    const QString draft = fileNamed(input, QStringLiteral("draft"));
    QVERIFY2(!draft.isEmpty(), "a case folder holds one draft.*");
    const QString source = fileNamed(input, QStringLiteral("source"));

    // The case's inputs, alone in a temporary folder.
    QTemporaryDir work;
    QVERIFY(work.isValid());
    QStringList args{QStringLiteral("lint"), QStringLiteral("--format"), QStringLiteral("json")};
    for (const QString &name : input.entryList(QDir::Files)) {
        if (name == QLatin1String("expected.json")) continue;
        QVERIFY(QFile::copy(input.filePath(name), work.filePath(name)));
    }
    if (input.exists(QStringLiteral("glossary.md")))
        args << QStringLiteral("--glossary") << QStringLiteral("glossary.md");
    if (!source.isEmpty()) args << source;
    args << draft;

    QProcess tandem;
    tandem.setWorkingDirectory(work.path());
    tandem.start(QStringLiteral(TANDEM_BINARY), args);
    QVERIFY(tandem.waitForFinished(120000));
    QCOMPARE(tandem.exitStatus(), QProcess::NormalExit);
    const QByteArray output = tandem.readAllStandardOutput();
    const QByteArray diagnostics = tandem.readAllStandardError();
    QVERIFY2(diagnostics.isEmpty(), diagnostics.constData()); // a run on good input says nothing

    QJsonParseError error;
    const QJsonDocument json = QJsonDocument::fromJson(output, &error);
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    const int errors = json.object().value("summary").toObject().value("errors").toInt(-1);
    QVERIFY(errors >= 0);
    QCOMPARE(tandem.exitCode(), errors > 0 ? 1 : 0);

    const QString expectedPath = input.filePath(QStringLiteral("expected.json"));
    if (qEnvironmentVariableIntValue("TANDEM_UPDATE_GOLDEN") == 1) {
        QFile f(expectedPath);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(output);
        return;
    }
    const QByteArray expected = readBytes(expectedPath);
    QVERIFY2(!expected.isEmpty(), qPrintable(expectedPath + QStringLiteral(" is missing")));
    QCOMPARE(QString::fromUtf8(output), QString::fromUtf8(expected));
}

QTEST_GUILESS_MAIN(TestLintGolden)
#include "tst_lintgolden.moc"
