// SPDX-License-Identifier: GPL-3.0-or-later
// The `tandem` command line as CI and editors use it: output formats, exit codes, bad input.
#include "datatable.h"
#include "tandemrun.h"
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Run = tandem::testing::TandemRun;
using tandem::testing::runTandem;

QString write(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    f.open(QIODevice::WriteOnly);
    f.write(bytes);
    return path;
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_source, m_draft;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_source = write(
            m_dir, "tutorial.en.rst",
            "Tensors\n=======\n\nCreate a ``Tensor`` with `torch <https://pytorch.org>`__.\n");
        m_draft = write(
            m_dir, "tutorial.ko.rst",
            "텐서 만들기\n=====\n\n``Tensor``를 `torch <https://pytorch.org>`__\\ 로 만듭니다.\n");
    }

    void scanJson()
    {
        const Run r = runTandem({"scan", "--format", "json", m_source});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject doc = jsonOf(r);
        QCOMPARE(doc["file"].toString(), m_source);
        const QJsonArray blocks = doc["blocks"].toArray();
        QCOMPARE(blocks.size(), 2);
        QCOMPARE(blocks[0].toObject()["kind"].toString(), QStringLiteral("title"));
        QCOMPARE(blocks[0].toObject()["level"].toInt(), 1);
        QCOMPARE(blocks[0].toObject()["endLine"].toInt(), 2);
        QCOMPARE(blocks[1].toObject()["kind"].toString(), QStringLiteral("paragraph"));
        const QJsonArray inl = doc["inline"].toArray();
        QCOMPARE(inl.size(), 2);
        QCOMPARE(inl[0].toObject()["kind"].toString(), QStringLiteral("literal"));
        QCOMPARE(inl[0].toObject()["line"].toInt(), 4);
        QCOMPARE(inl[0].toObject()["column"].toInt(), 10);
        QCOMPARE(inl[0].toObject()["endColumn"].toInt(), 20);
        QCOMPARE(inl[1].toObject()["kind"].toString(), QStringLiteral("reference"));
        QCOMPARE(inl[1].toObject()["target"].toString(), QStringLiteral("https://pytorch.org"));
    }

    void scanBadInput_data()
    {
        tandem::testing::columns<QByteArray, QString>("bytes", "expected");
        QTest::newRow("invalid utf-8") << QByteArray("ok\n\xff\n") << "line 2, column 1";
        QTest::newRow("binary") << QByteArray("a\0b", 3) << "binary";
    }
    void scanBadInput()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, expected);
        const Run r = runTandem({"scan", write(m_dir, "bad.rst", bytes)});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(expected), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1); // one line
        QVERIFY(r.out.isEmpty());
    }

    void scanMissingFileAndUsage()
    {
        QCOMPARE(runTandem({"scan", m_dir.filePath("nope.rst")}).exitCode, 2);
        QCOMPARE(runTandem({"scan"}).exitCode, 2);
        QCOMPARE(runTandem({"scan", "--format", "xml", m_source}).exitCode, 2);
        QCOMPARE(runTandem({"lint", "--fail-on", "fatal", m_draft}).exitCode, 2);
        QCOMPARE(runTandem({"lint", "--disable", "no-such-check", m_draft}).exitCode, 2);
    }

    void lintText()
    {
        const Run r = runTandem({"lint", m_source, m_draft});
        QCOMPARE(r.exitCode, 1); // errors found
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(
            out.contains(m_draft + ":2:1: error: Title underline is 5 columns but the title is 11"),
            qPrintable(out));
        QVERIFY2(out.contains(m_draft + ":4:1: error: Inline literal followed directly by '를'"),
                 qPrintable(out));
        QVERIFY(out.contains("[rst-inline-boundary]"));
        QVERIFY(out.contains("[rst-title-underline]"));
    }

    void lintJson()
    {
        const Run r = runTandem({"lint", "--format", "json", m_source, m_draft});
        QCOMPARE(r.exitCode, 1);
        const QJsonObject doc = jsonOf(r);
        const QJsonObject file = doc["files"].toArray()[0].toObject();
        QCOMPARE(file["source"].toString(), m_source);
        QCOMPARE(file["draft"].toString(), m_draft);
        bool sawFix = false;
        for (const QJsonValue &v : file["issues"].toArray()) {
            const QJsonObject i = v.toObject();
            if (i["check"].toString() != "rst-inline-boundary") continue;
            QCOMPARE(i["severity"].toString(), QStringLiteral("error"));
            QCOMPARE(i["side"].toString(), QStringLiteral("draft"));
            const QJsonObject fix = i["fix"].toObject();
            QCOMPARE(fix["line"].toInt(), 4);
            QCOMPARE(fix["column"].toInt(), 11);
            QCOMPARE(fix["replacement"].toString(), QStringLiteral("\\ "));
            sawFix = true;
        }
        QVERIFY(sawFix);
        QVERIFY(doc["summary"].toObject()["errors"].toInt() >= 2);
    }

    void lintGithub()
    {
        const Run r = runTandem({"lint", "--format", "github", m_source, m_draft});
        QVERIFY(r.out.contains("::error file=" + m_draft.toUtf8()));
        QVERIFY(r.out.contains(",line=2,col=1,"));
        // The title 텐서 for "Tensors" is the concept, no longer a glossary-keep warning (issue
        // 12); a wrong glossary variant gives the warning annotation.
        const QString variant = write(m_dir, "variant.ko.rst", "컨볼루션을 씁니다.\n");
        const Run w = runTandem({"lint", "--format", "github", variant});
        QVERIFY(w.out.contains("::warning file=" + variant.toUtf8()));
    }

    void failOnAndDisable()
    {
        // Nothing left at error level once the two error checks are off.
        const Run r = runTandem({"lint", "--disable", "rst-inline-boundary,rst-title-underline",
                                 "--disable", "rst-unterminated", m_source, m_draft});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(!r.out.contains("[rst-inline-boundary]"));
        // A clean draft passes even at --fail-on info.
        const QString clean = write(
            m_dir, "clean.ko.rst",
            "Tensor 만들기\n=============\n\n``Tensor``\\ 를 `torch <https://pytorch.org>`__\\ 로 "
            "만듭니다.\n");
        const Run ok = runTandem({"lint", "--fail-on", "info", m_source, clean});
        QVERIFY2(ok.exitCode == 0, ok.out.constData());
    }

    void suppressionsFile()
    {
        QTemporaryDir dir;
        const QString draft = write(dir, "draft.rst", "``x``를 만듭니다.\n");
        QCOMPARE(runTandem({"lint", draft}).exitCode, 1);
        write(dir, ".tandem-suppressions.yaml",
              "- check: rst-inline-boundary\n  file: draft.rst\n  line: \"``x``를 만듭니다.\"\n"
              "- check: rst-unterminated\n  file: draft.rst\n  line: \"``x``를 만듭니다.\"\n");
        const Run r = runTandem({"lint", draft});
        QVERIFY2(r.exitCode == 0, r.out.constData());
        // The line changed: the suppression no longer applies.
        write(dir, "draft.rst", "``y``를 만듭니다.\n");
        QCOMPARE(runTandem({"lint", draft}).exitCode, 1);
    }

    void malformedGlossaryIsReported()
    {
        const QString bad = write(m_dir, "bad.yaml", "entries:\n  - en: [unclosed\n");
        const Run r = runTandem({"lint", "--glossary", bad, m_draft});
        QVERIFY2(QString::fromUtf8(r.err).contains(bad + ":"), r.err.constData());
        QVERIFY(r.exitCode == 1 || r.exitCode == 2);
    }

    void malformedInputExitsTwoOnCleanDraft()
    {
        // A draft with nothing to report exits 0; with a broken glossary or suppressions file
        // beside it, 2 (after the report), whichever way the file came in.
        QTemporaryDir dir;
        const QString draft = write(dir, "draft.rst", "모델을 만듭니다.\n");
        QCOMPARE(runTandem({"lint", draft}).exitCode, 0);
        const QString glossary = write(dir, "bad.yaml", "entries:\n  - en: [unclosed\n");
        Run r = runTandem({"lint", "--glossary", glossary, draft});
        QVERIFY2(r.exitCode == 2, r.err.constData());
        QVERIFY2(r.err.contains(glossary.toUtf8() + ":"), r.err.constData());
        const QString named = write(dir, "named.yaml", "- check: [unclosed\n");
        r = runTandem({"lint", "--suppressions", named, draft});
        QVERIFY2(r.exitCode == 2, r.err.constData());
        QVERIFY2(r.err.contains(named.toUtf8() + ":"), r.err.constData());
        write(dir, ".tandem-suppressions.yaml", "- check: x\n  file: [unclosed\n");
        r = runTandem({"lint", draft});
        QVERIFY2(r.exitCode == 2, r.err.constData());
        QVERIFY2(r.err.contains(".tandem-suppressions.yaml:"), r.err.constData());
        // A good one: 0 again.
        write(dir, ".tandem-suppressions.yaml", "- check: x\n  file: draft.rst\n  line: a\n");
        QCOMPARE(runTandem({"lint", draft}).exitCode, 0);
    }

    void userStyleFile()
    {
        QTemporaryDir dir;
        const QString draft = write(dir, "draft.rst", "모델을 돌립니다.\n");
        const QString mine =
            write(dir, "mine.yaml",
                  "rules:\n  - id: run-model\n    level: warning\n"
                  "    message: \"'%1' → '%2'\"\n    swap: {돌립니다: 실행합니다}\n");
        const Run plain = runTandem({"lint", "--format", "json", "--fail-on", "warning", draft});
        QCOMPARE(plain.exitCode, 0);
        const Run r =
            runTandem({"lint", "--format", "json", "--fail-on", "warning", "--style", mine, draft});
        QCOMPARE(r.exitCode, 1);
        const QJsonArray issues = jsonOf(r)["files"].toArray().at(0).toObject()["issues"].toArray();
        QCOMPARE(issues.size(), 1);
        const QJsonObject issue = issues.at(0).toObject();
        QCOMPARE(issue["check"].toString(), QStringLiteral("style"));
        QCOMPARE(issue["column"].toInt(), 5);
        QCOMPARE(issue["fix"].toObject()["replacement"].toString(), QStringLiteral("실행합니다"));
        // Repeatable: a second file adds its rules; the built-in rules still apply.
        const QString more =
            write(dir, "more.yaml", "rules:\n  - {id: x, message: m, tokens: [모델]}\n");
        write(dir, "draft.rst", "여러번 모델을 돌립니다.\n");
        const Run both = runTandem({"lint", "--style", mine, "--style", more, draft});
        QVERIFY2(both.out.contains("여러 번") && both.out.count("[style]") == 3,
                 both.out.constData());
    }

    void malformedStyleFile_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QString>("where"); // LINE:COLUMN expected after the file name
        QTest::newRow("broken YAML")
            << QByteArray("rules:\n  - id: a\n    swap: {x: [y\n") << "4:1";
        QTest::newRow("rule without message")
            << QByteArray("rules:\n  - id: a\n    tokens: [x]\n") << "2:5";
        QTest::newRow("misspelt key")
            << QByteArray("rules:\n  - id: a\n    message: m\n    tokes: [x]\n") << "4:5";
        QTest::newRow("no rules list") << QByteArray("- id: a\n") << "1:1";
    }

    void malformedStyleFile()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(QString, where);
        QTemporaryDir dir;
        const QString bad = write(dir, "bad.yaml", yaml);
        const QString draft = write(dir, "draft.rst", "모델을 만듭니다.\n");
        const Run r = runTandem({"lint", "--style", bad, draft});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(bad + u':' + where + u':'), r.err.constData());
        const Run missing = runTandem({"lint", "--style", dir.filePath("none.yaml"), draft});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY2(missing.err.contains("none.yaml"), missing.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
