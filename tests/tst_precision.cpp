// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 12: the false alarms found by reading Tandem's issues on real drafts against their
// English (invented text of the same shapes), and the checks reviewers' comments asked for.
// Each row: a check, a pair (or a draft alone), how many issues of that check, and the draft
// after applying their fixes (null: the issues carry no fix, or it is not tested here).
#include "checktesting.h"
#include "fixapplier.h"
#include "linter.h"

#include <QTest>

using namespace tandem;
using namespace tandem::testing;

class TestPrecision : public QObject
{
    Q_OBJECT
private slots:
    void check_data()
    {
        QTest::addColumn<QString>("check");
        QTest::addColumn<QString>("source"); // null: the draft is checked alone
        QTest::addColumn<QString>("draft");
        QTest::addColumn<bool>("python");
        QTest::addColumn<int>("count");
        QTest::addColumn<QString>("fixed");

        const QString none;
        auto row = [](const char *name) -> QTestData & { return QTest::newRow(name); };

        // whitespace: once per file
        row("trailing spaces on three lines, one report") << "whitespace" << none
            << "첫 줄입니다.  \n둘째 줄입니다. \n셋째 줄입니다.\t\n" << false << 1 << none;
    }

    void check()
    {
        QFETCH(QString, check);
        QFETCH(QString, source);
        QFETCH(QString, draft);
        QFETCH(bool, python);
        QFETCH(int, count);
        QFETCH(QString, fixed);
        const FileKind kind = python ? FileKind::SphinxGallery : FileKind::Rst;
        const Linter linter;
        const Issues found = issuesOf(lintPair(linter, source, draft, kind).issues, check);
        QVERIFY2(found.size() == count, qPrintable(describe(found)));
        if (fixed.isNull())
            return;
        QList<Fix> fixes;
        for (const Issue &i : found) {
            QVERIFY2(i.fix, qPrintable(i.message));
            fixes.append(*i.fix);
        }
        const QString after = applyFixes(draft, fixes);
        QCOMPARE(after, fixed);
        const Issues again = issuesOf(lintPair(linter, source, after, kind).issues, check);
        QVERIFY2(again.isEmpty(), qPrintable(describe(again)));
    }
};

QTEST_GUILESS_MAIN(TestPrecision)
#include "tst_precision.moc"
