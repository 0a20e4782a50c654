// SPDX-License-Identifier: GPL-3.0-or-later
// The slips reviewers used to catch by hand (issue 25): kept-english (the source's English left
// beside its Korean) and gallery-text-cut (an empty line that ends a sphinx-gallery text cell).
// Each row: a pair (or a draft alone) of invented text, and where the one check reports, if it
// does.
#include "checktesting.h"
#include "fixapplier.h"
#include "linter.h"

#include <QTest>

using namespace tandem;
using namespace tandem::testing;

Q_DECLARE_METATYPE(tandem::FileKind)

class TestSlipChecks : public QObject
{
    Q_OBJECT
private:
    static Issues run(const QString &check, FileKind kind, const QString &source,
                      const QString &draft)
    {
        return issuesOf(lintPair(ProjectContext::builtIn({.checks = LintOptions{{}, {check}}}),
                                 source, draft, kind)
                            .issues,
                        check);
    }

private slots:
    void check_data()
    {
        QTest::addColumn<QString>("check");
        QTest::addColumn<FileKind>("kind");
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("draft");
        QTest::addColumn<int>("line"); // 0-based line of the one report; -1: no report
        QTest::addColumn<int>("column");
        QTest::addColumn<int>("endLine");
        QTest::addColumn<int>("endColumn");
        const QString none;
        const FileKind rst = FileKind::Rst, py = FileKind::SphinxGallery;
        auto row = [](const char *name) -> QTestData & { return QTest::newRow(name); };

        // kept-english
        const QString loader = QStringLiteral("Intro.\n\nThe loader reads every file in the "
                                              "folder and keeps their names.\n\nThe end.\n");
        row("English paragraph above its Korean")
            << "kept-english" << rst << loader
            << "소개.\n\nThe loader reads every file in the folder and keeps their names.\n\n"
               "로더는 폴더의 모든 파일을 읽고 이름을 기억합니다.\n\n끝.\n"
            << 2 << 0 << 2 << 64;
        row("English sentence before its Korean in one paragraph")
            << "kept-english" << rst << loader
            << "소개.\n\nThe loader reads every file in the folder and keeps their names. "
               "로더는 폴더의 모든 파일을 읽고 이름을 기억합니다.\n\n끝.\n"
            << 2 << 0 << 2 << 64;
        row("English lines above Korean lines in one paragraph")
            << "kept-english" << rst << loader
            << "소개.\n\nThe loader reads every file\nin the folder and keeps their names\n"
               "로더는 폴더의 모든 파일을 읽고\n이름을 기억합니다.\n\n끝.\n"
            << 2 << 0 << 3 << 35;
        row("a few English words kept in Korean prose")
            << "kept-english" << rst << loader
            << "소개.\n\n로더(the loader)는 every file을 읽고 이름을 기억합니다.\n\n끝.\n"
            << -1 << 0 << 0 << 0;
        row("English the source does not have")
            << "kept-english" << rst << loader
            << "소개.\n\n로더는 모든 파일을 읽습니다. See also any other guide for many more "
               "details.\n\n끝.\n"
            << -1 << 0 << 0 << 0;
        // No Korean in the segment: untranslated's, not reported twice.
        row("a paragraph left in English") << "kept-english" << rst << loader
                                           << "소개.\n\nThe loader reads every file in the folder "
                                              "and keeps their names.\n\n끝.\n"
                                           << -1 << 0 << 0 << 0;
        row("a reference list kept in English")
            << "kept-english" << rst
            << "Intro.\n\n[1] The loader reads every file in the folder and keeps names.\n"
            << "소개.\n\n[1] The loader reads every file in the folder and keeps names. 참고.\n"
            << -1 << 0 << 0 << 0;

        // code-comment-english
        const QString cells = QStringLiteral("x = 1\n"
                                             "###########################\n"
                                             "# The text.\n"
                                             "\n"
                                             "# load the data first\n"
                                             "x = load()  # read every file\n"
                                             "# scale the values here\n"
                                             "y = scale(x)\n"
                                             "# print the final result\n"
                                             "# print(x.shape)\n"
                                             "print(y)\n");
        auto translated = [&](QString text) {
            return text.replace("The text.", "텍스트입니다.")
                .replace("load the data first", "먼저 데이터를 불러옵니다")
                .replace("read every file", "모든 파일을 읽습니다")
                .replace("scale the values here", "값의 크기를 맞춥니다");
        };
        row("English comment among translated ones")
            << "code-comment-english" << py << cells << translated(cells) << 8 << 0 << 8 << 24;
        row("every comment translated")
            << "code-comment-english" << py << cells
            << translated(cells).replace("print the final result", "결과를 출력합니다") << -1 << 0
            << 0 << 0;
        row("comments kept in English")
            << "code-comment-english" << py << cells
            << QString(cells).replace("The text.", "텍스트입니다.") << -1 << 0 << 0 << 0;
        row("license header kept")
            << "code-comment-english" << py
            << QString(cells).replace(
                   "# The text.",
                   "# The text.\n\n# Copyright 2020 The Authors.\n#\n# Licensed under the terms of "
                   "the licence,\n# you may not use this file otherwise")
            << translated(QString(cells).replace(
                              "# The text.",
                              "# The text.\n\n# Copyright 2020 The Authors.\n#\n# Licensed under "
                              "the terms of the licence,\n# you may not use this file otherwise"))
                   .replace("print the final result", "결과를 출력합니다")
            << -1 << 0 << 0 << 0;
        row("English comment the translator wrote")
            << "code-comment-english" << py << cells
            << translated(cells).replace("print the final result", "show what came out of it") << -1
            << 0 << 0 << 0;

        // gallery-text-cut
        const QString cell = QStringLiteral("x = 1\n"
                                            "###########################\n"
                                            "# First paragraph of the text.\n"
                                            "#\n"
                                            "# Second paragraph of the text.\n"
                                            "\n"
                                            "y = 2\n");
        row("empty line between two paragraphs of a cell")
            << "gallery-text-cut" << py << cell
            << "x = 1\n###########################\n# 텍스트의 첫 문단입니다.\n\n"
               "# 텍스트의 둘째 문단입니다.\n\ny = 2\n"
            << 3 << 0 << 3 << 0;
        row("the paragraphs kept in one cell")
            << "gallery-text-cut" << py << cell
            << "x = 1\n###########################\n# 텍스트의 첫 문단입니다.\n#\n"
               "# 텍스트의 둘째 문단입니다.\n\ny = 2\n"
            << -1 << 0 << 0 << 0;
        // The source ends its cell too: the comment belongs to the code below it.
        row("a code comment after the cell, as in the source")
            << "gallery-text-cut" << py
            << "x = 1\n###########################\n# The text.\n\n# make y\ny = 2\n"
            << "x = 1\n###########################\n# 텍스트입니다.\n\n# y를 만듭니다\ny = 2\n"
            << -1 << 0 << 0 << 0;
        row("alone: a comment over code") << "gallery-text-cut" << py << none
                                          << "x = 1\n###########################\n# 텍스트입니다."
                                             "\n\n# y를 만듭니다\ny = 2\n"
                                          << -1 << 0 << 0 << 0;
        row("an .rst file") << "gallery-text-cut" << rst << none
                            << "텍스트입니다.\n\n# 제목이 아닙니다\n"
                            << -1 << 0 << 0 << 0;
    }

    void check()
    {
        QFETCH(QString, check);
        QFETCH(FileKind, kind);
        QFETCH(QString, source);
        QFETCH(QString, draft);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(int, endLine);
        QFETCH(int, endColumn);
        const Issues found = run(check, kind, source, draft);
        if (line < 0) {
            QVERIFY2(found.isEmpty(), qPrintable(describe(found)));
            return;
        }
        QVERIFY2(found.size() == 1, qPrintable(describe(found)));
        const Issue &issue = found.first();
        QCOMPARE(issue.severity,
                 check == u"code-comment-english" ? Severity::Info : Severity::Warning);
        QCOMPARE(issue.side, Side::Draft);
        QCOMPARE(issue.range, (Range{{line, column}, {endLine, endColumn}}));
    }

    // The fix of a cut cell writes "#" on the empty line, and the cell is whole again.
    void galleryFixJoinsTheCell()
    {
        const QString source = QStringLiteral(
            "x = 1\n###########################\n# First part.\n#\n# Second part.\n\ny = 2\n");
        const QString draft = QStringLiteral(
            "x = 1\n###########################\n# 첫 부분.\n\n# 둘째 부분.\n\ny = 2\n");
        const Issues found = run("gallery-text-cut", FileKind::SphinxGallery, source, draft);
        QCOMPARE(found.size(), 1);
        QVERIFY(found.first().fix);
        const QString fixed = applyFixes(draft, {*found.first().fix});
        QCOMPARE(fixed,
                 QStringLiteral(
                     "x = 1\n###########################\n# 첫 부분.\n#\n# 둘째 부분.\n\ny = 2\n"));
        QVERIFY(run("gallery-text-cut", FileKind::SphinxGallery, source, fixed).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSlipChecks)
#include "tst_slipchecks.moc"
