// SPDX-License-Identifier: GPL-3.0-or-later
// The slips reviewers used to catch by hand (issue 25): kept-english (the source's English left
// beside its Korean) and gallery-text-cut (an empty line that ends a sphinx-gallery text cell).
// Each row: a pair (or a draft alone) of invented text and how many reports the check gives;
// where, how severe and with which fix is in tests/fixtures/check-cases/slipchecks.txt
// (checkcase.h, the shared check-test driver).
#include "checkcase.h"
#include "fixapplier.h"
#include "linter.h"

#include <QTest>

using namespace tandem;
using namespace tandem::testing;

class TestSlipChecks : public QObject
{
    Q_OBJECT
private:
    CheckCases m_cases{QStringLiteral("slipchecks"), {.python = true}};

    // The built-in context with `check` switched on.
    static std::shared_ptr<const ProjectContext> projectFor(const QString &check)
    {
        return ProjectContext::builtIn({.checks = LintOptions{{}, {check}}});
    }

    static Issues run(const QString &check, FileKind kind, const QString &source,
                      const QString &draft)
    {
        return issuesOf(lintPair(projectFor(check), source, draft, kind).issues, check);
    }

private slots:
    void check_data()
    {
        m_cases.addColumns();
        const QString none;
        auto row = [](const char *name) -> QTestData & { return QTest::newRow(name); };

        // kept-english
        const QString loader = QStringLiteral("Intro.\n\nThe loader reads every file in the "
                                              "folder and keeps their names.\n\nThe end.\n");
        row("English paragraph above its Korean")
            << "kept-english" << loader
            << "소개.\n\nThe loader reads every file in the folder and keeps their names.\n\n"
               "로더는 폴더의 모든 파일을 읽고 이름을 기억합니다.\n\n끝.\n"
            << false << 1 << none;
        // Emphasis keeps its words (a strong label such as **Author** does not).
        row("emphasised English above its Korean")
            << "kept-english"
            << "Intro.\n\n*The loader reads every file in the folder and keeps their names.*\n\n"
               "The end.\n"
            << "소개.\n\n*The loader reads every file in the folder and keeps their names.*\n\n"
               "*로더는 폴더의 모든 파일을 읽고 이름을 기억합니다.*\n\n끝.\n"
            << false << 1 << none;
        row("English sentence before its Korean in one paragraph")
            << "kept-english" << loader
            << "소개.\n\nThe loader reads every file in the folder and keeps their names. "
               "로더는 폴더의 모든 파일을 읽고 이름을 기억합니다.\n\n끝.\n"
            << false << 1 << none;
        row("English lines above Korean lines in one paragraph")
            << "kept-english" << loader
            << "소개.\n\nThe loader reads every file\nin the folder and keeps their names\n"
               "로더는 폴더의 모든 파일을 읽고\n이름을 기억합니다.\n\n끝.\n"
            << false << 1 << none;
        row("a few English words kept in Korean prose")
            << "kept-english" << loader
            << "소개.\n\n로더(the loader)는 every file을 읽고 이름을 기억합니다.\n\n끝.\n"
            << false << 0 << none;
        row("English the source does not have")
            << "kept-english" << loader
            << "소개.\n\n로더는 모든 파일을 읽습니다. See also any other guide for many more "
               "details.\n\n끝.\n"
            << false << 0 << none;
        // No Korean in the segment: untranslated's, not reported twice.
        row("a paragraph left in English") << "kept-english" << loader
                                           << "소개.\n\nThe loader reads every file in the folder "
                                              "and keeps their names.\n\n끝.\n"
                                           << false << 0 << none;
        row("a reference list kept in English")
            << "kept-english"
            << "Intro.\n\n[1] The loader reads every file in the folder and keeps names.\n"
            << "소개.\n\n[1] The loader reads every file in the folder and keeps names. 참고.\n"
            << false << 0 << none;

        // What is prose (englishprose.h): a paper's title in a link, over lines of its own, and
        // code left as text under a glued directive are no English kept.
        row("a paper's title in a link over three lines")
            << "kept-english"
            << "Intro.\n\nThe model is described in `Widgets for Everyone:\nA Study of Many "
               "Widgets and the Way They Are Kept\nby Their Owners <https://example.org/w.pdf>`__ "
               "and works well.\n"
            << "소개.\n\n모델은 `Widgets for Everyone:\nA Study of Many Widgets and the Way "
               "They Are Kept\nby Their Owners <https://example.org/w.pdf>`__ 논문에 설명되어 "
               "있습니다.\n"
            << false << 0 << none;
        row("code under a directive glued to the paragraph")
            << "kept-english"
            << "Run it:\n\n.. code:: python\n\n   model = build_model(layers=3)\n"
               "   model.train(data, epochs=10)\n\n   # load the model from the disk\n"
               "   result = model.predict(test_data, batch_size=4)\n   print(result.shape)\n"
            << "실행합니다:\n.. code:: python\n\n   model = build_model(layers=3)\n"
               "   model.train(data, epochs=10)\n\n   # 디스크에서 모델을 불러옵니다\n"
               "   result = model.predict(test_data, batch_size=4)\n   print(result.shape)\n"
            << false << 0 << none;

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
            << "code-comment-english" << cells << translated(cells) << true << 1 << none;
        row("every comment translated")
            << "code-comment-english" << cells
            << translated(cells).replace("print the final result", "결과를 출력합니다") << true << 0
            << none;
        row("comments kept in English")
            << "code-comment-english" << cells
            << QString(cells).replace("The text.", "텍스트입니다.") << true << 0 << none;
        row("license header kept")
            << "code-comment-english"
            << QString(cells).replace(
                   "# The text.",
                   "# The text.\n\n# Copyright 2020 The Authors.\n#\n# Licensed under the terms of "
                   "the licence,\n# you may not use this file otherwise")
            << translated(QString(cells).replace(
                              "# The text.",
                              "# The text.\n\n# Copyright 2020 The Authors.\n#\n# Licensed under "
                              "the terms of the licence,\n# you may not use this file otherwise"))
                   .replace("print the final result", "결과를 출력합니다")
            << true << 0 << none;
        // Commented-out code and a profiler's table in comments are not English prose.
        const QString table = QStringLiteral("# import numpy as np\n"
                                             "# Name            Self CPU %    CPU total    Calls\n"
                                             "# ---------------  ------------  -----------  -----\n"
                                             "# model_inference  12.50%        4.210ms      1\n");
        row("commented-out code and a table")
            << "code-comment-english" << QString(cells).replace("# print(x.shape)\n", table)
            << translated(QString(cells).replace("# print(x.shape)\n", table))
                   .replace("print the final result", "결과를 출력합니다")
            << true << 0 << none;
        row("English comment the translator wrote")
            << "code-comment-english" << cells
            << translated(cells).replace("print the final result", "show what came out of it")
            << true << 0 << none;

        // gallery-text-cut
        const QString cell = QStringLiteral("x = 1\n"
                                            "###########################\n"
                                            "# First paragraph of the text.\n"
                                            "#\n"
                                            "# Second paragraph of the text.\n"
                                            "\n"
                                            "y = 2\n");
        row("empty line between two paragraphs of a cell")
            << "gallery-text-cut" << cell
            << "x = 1\n###########################\n# 텍스트의 첫 문단입니다.\n\n"
               "# 텍스트의 둘째 문단입니다.\n\ny = 2\n"
            << true << 1
            << "x = 1\n###########################\n# 텍스트의 첫 문단입니다.\n#\n"
               "# 텍스트의 둘째 문단입니다.\n\ny = 2\n";
        // The translator split the cell's one paragraph around the cut: the counts agree, but
        // the draft has a comment-only cell the source has not (a "#" alone after the empty
        // line passed over).
        const QString splitSource = QStringLiteral("x = 1\n###########################\n"
                                                   "# The text goes on and ends with ``a`` here.\n"
                                                   "\n###########################\n# Next text.\n"
                                                   "\ny = 2\n");
        const QString splitDraft =
            QStringLiteral("x = 1\n###########################\n"
                           "# 텍스트가 이어지고\n\n#\n# ``a`` 에서 끝납니다.\n"
                           "\n###########################\n# 다음 텍스트.\n"
                           "\ny = 2\n");
        row("a paragraph split around the cut")
            << "gallery-text-cut" << splitSource << splitDraft << true << 1
            << QString(splitDraft).replace("이어지고\n\n#", "이어지고\n#\n#");
        row("the paragraphs kept in one cell")
            << "gallery-text-cut" << cell
            << "x = 1\n###########################\n# 텍스트의 첫 문단입니다.\n#\n"
               "# 텍스트의 둘째 문단입니다.\n\ny = 2\n"
            << true << 0 << none;
        // The source ends its cell too: the comment belongs to the code below it.
        row("a code comment after the cell, as in the source")
            << "gallery-text-cut"
            << "x = 1\n###########################\n# The text.\n\n# make y\ny = 2\n"
            << "x = 1\n###########################\n# 텍스트입니다.\n\n# y를 만듭니다\ny = 2\n"
            << true << 0 << none;
        row("alone: a comment over code") << "gallery-text-cut" << none
                                          << "x = 1\n###########################\n# 텍스트입니다."
                                             "\n\n# y를 만듭니다\ny = 2\n"
                                          << true << 0 << none;
        row("an .rst file") << "gallery-text-cut" << none << "텍스트입니다.\n\n# 제목이 아닙니다\n"
                            << false << 0 << none;
    }

    void check()
    {
        QFETCH(QString, check);
        QVERIFY(m_cases.verifyRow(projectFor(check)));
    }

    // One cause, one report (core/lint/namedcauses.h): with every check on, the literal the cut
    // sent into a code comment is not reported missing; the cut is.
    void cutCellIsTheOneReport()
    {
        const QString source = QStringLiteral(
            "x = 1\n###########################\n# The text goes on and ends with ``a`` here.\n"
            "\n###########################\n# Next text.\n\ny = 2\n");
        const QString draft = QStringLiteral(
            "x = 1\n###########################\n# 텍스트가 이어지고\n\n#\n# ``a`` 에서 "
            "끝납니다.\n\n###########################\n# 다음 텍스트.\n\ny = 2\n");
        const Issues all =
            lintPair(ProjectContext::builtIn({}), source, draft, FileKind::SphinxGallery).issues;
        QCOMPARE(issuesOf(all, QStringLiteral("gallery-text-cut")).size(), 1);
        QVERIFY(issuesOf(all, QStringLiteral("literal-changed")).isEmpty());
        QVERIFY(issuesOf(all, QStringLiteral("rst-markup-lost")).isEmpty());
        // Mended, the literal is where it was and nothing is reported about it either.
        const QString mended = QString(draft).replace("이어지고\n\n#", "이어지고\n#\n#");
        const Issues after =
            lintPair(ProjectContext::builtIn({}), source, mended, FileKind::SphinxGallery).issues;
        QVERIFY(issuesOf(after, QStringLiteral("gallery-text-cut")).isEmpty());
        QVERIFY(issuesOf(after, QStringLiteral("literal-changed")).isEmpty());

        // A whole paragraph of the source cut off: its translation is in the comment, so it is
        // not reported untranslated on the source's side either.
        const QString twoParagraphs = QStringLiteral(
            "x = 1\n###########################\n# The first paragraph explains the model.\n"
            "#\n# The second paragraph explains the training loop in detail.\n"
            "\n###########################\n"
            "# Next, we train the model for a few epochs and print the loss.\n\ny = 2\n");
        const QString cutDraft = QStringLiteral(
            "x = 1\n###########################\n# 첫 문단은 모델을 설명합니다.\n\n#\n"
            "# 둘째 문단은 학습 루프를 자세히 설명합니다.\n\n###########################\n"
            "# 다음으로 모델을 몇 에폭 동안 학습하고 손실을 출력합니다.\n\ny = 2\n");
        const Issues cut =
            lintPair(ProjectContext::builtIn({}), twoParagraphs, cutDraft, FileKind::SphinxGallery)
                .issues;
        QCOMPARE(issuesOf(cut, QStringLiteral("gallery-text-cut")).size(), 1);
        QVERIFY(issuesOf(cut, QStringLiteral("missing-segment")).isEmpty());
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
