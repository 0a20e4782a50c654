// SPDX-License-Identifier: GPL-3.0-or-later
// The sphinx-lint checks: for each, cases it must flag, cases it must leave alone (mostly the
// neighbouring cases another check already explains), and its fix applied giving text that no
// longer has the problem.
#include "checkcase.h"
#include "fixapplier.h"
#include "linter.h"
#include "rstscanner.h"
#include "sphinxlintchecks.h"

#include <QElapsedTimer>
#include <QTest>

using namespace tandem;
using namespace tandem::testing;

class TestSphinxLintChecks : public QObject
{
    Q_OBJECT
    CheckCases m_cases{QStringLiteral("sphinxlintchecks"), {.line = true}};

private slots:
    void check_data()
    {
        m_cases.addColumns();

        const QString none;
        auto row = [](const char *name) -> QTestData & { return QTest::newRow(name); };

        // rst-default-role
        row("default role") << "rst-default-role" << none << "`torch.nn` 모듈을 씁니다.\n"
                            << 1 << none << 1;
        row("default role in a note")
            << "rst-default-role" << none << ".. note::\n\n   이것은 `x` 입니다.\n"
            << 1 << none << 3;
        row("default role in brackets") << "rst-default-role" << none << "값은 (`x`)입니다.\n"
                                        << 1 << none << 1;
        row("kept from the source") << "rst-default-role"
                                    << "Use `torch.nn` here.\n"
                                    << "여기서 `torch.nn` 을 씁니다.\n"
                                    << 0 << none << 0;
        row("translated from the source") << "rst-default-role"
                                          << "Intro.\n\n`This tutorial assumes Python.`\n"
                                          << "소개.\n\n`이 튜토리얼은 파이썬을 가정합니다.`\n"
                                          << 0 << none << 0;
        row("not in the source") << "rst-default-role"
                                 << "Intro.\n\nUse ``x`` here.\n"
                                 << "소개.\n\n여기서 `x` 를 씁니다.\n"
                                 << 1 << none << 3;
        row("literal is fine") << "rst-default-role" << none << "``torch.nn`` 모듈을 씁니다.\n"
                               << 0 << none << 0;
        row("escaped backquote") << "rst-default-role" << none << "이것은 \\`x` 입니다.\n"
                                 << 0 << none << 0;
        row("in a comment") << "rst-default-role" << none << ".. 주석입니다\n   `x` 도 주석\n"
                            << 0 << none << 0;
        row("glued end: rst-inline-boundary's") << "rst-default-role" << none << "`x`를 씁니다.\n"
                                                << 0 << none << 0;
        row("glued: rst-inline-boundary's")
            << "rst-default-role" << none << "함수`x`\\ 를 씁니다.\n"
            << 0 << none << 0;
        row("link without underscore: rst-link-syntax's")
            << "rst-default-role" << none << "`설치 <https://pytorch.org>` 참고\n"
            << 0 << none << 0;
        row("missing role colon: rst-role-syntax's")
            << "rst-default-role" << none << "함수 func:`f` 참고\n"
            << 0 << none << 0;

        // rst-role-syntax
        row("role with double backquotes")
            << "rst-role-syntax" << none << ":class:``Tensor``\\ 를 만듭니다.\n"
            << 1 << ":class:`Tensor`\\ 를 만듭니다.\n"
            << 1;
        row("domain role with double backquotes")
            << "rst-role-syntax" << none << "이 :py:func:``f`` 함수\n"
            << 1 << "이 :py:func:`f` 함수\n"
            << 1;
        row("literal of a role is fine")
            << "rst-role-syntax" << none << "Sphinx의 ``:func:``, ``:class:`` 역할\n"
            << 0 << none << 0;
        row("extra backquote") << "rst-role-syntax" << none << ":func:`foo`` 를 부릅니다.\n"
                               << 1 << ":func:`foo` 를 부릅니다.\n"
                               << 1;
        row("both ! and ~") << "rst-role-syntax" << none << ":meth:`!~list.pop` 메서드\n"
                            << 1 << none << 1;
        row("only ~") << "rst-role-syntax" << none << ":meth:`~list.pop` 메서드\n"
                      << 0 << none << 0;
        row("missing opening colon")
            << "rst-role-syntax" << none << "(기여: 홍길동, issue:`26273`)\n"
            << 1 << "(기여: 홍길동, :issue:`26273`)\n"
            << 1;
        row("missing colon, unknown name")
            << "rst-role-syntax" << none << "예시 foo:`bar` 입니다.\n"
            << 0 << none << 0;
        row("role without backquotes")
            << "rst-role-syntax" << none << "첫 줄\n:func:pdb.main 을 부릅니다.\n"
            << 1 << "첫 줄\n:func:`pdb.main` 을 부릅니다.\n"
            << 2;
        row("time is not a role") << "rst-role-syntax" << none << "시각 10:30:00 에 시작\n"
                                  << 0 << none << 0;
        row("role with underscore")
            << "rst-role-syntax" << none << ":download:`파일 <https://x.org/a.pdf>`_ 을 받으세요.\n"
            << 1 << ":download:`파일 <https://x.org/a.pdf>` 을 받으세요.\n"
            << 1;
        row("role followed by a link") << "rst-role-syntax" << none
                                       << ":ref:`요청 <pr>` 과 `추적기`__\n\n.. __: https://x.org\n"
                                       << 0 << none << 0;
        row("role in a literal") << "rst-role-syntax" << none
                                 << "``:class:`pandas.Series```\\ 처럼 씁니다.\n"
                                 << 0 << none << 0;
        row("glued role: rst-inline-boundary's")
            << "rst-role-syntax" << none << "함수:func:`f`\\ 를 부릅니다.\n"
            << 0 << none << 0;

        // rst-link-markup
        row("link without space and underscore")
            << "rst-link-markup" << none << "`설치 안내<https://pytorch.org>` 참고\n"
            << 1 << "`설치 안내 <https://pytorch.org>`__ 참고\n"
            << 1;
        row("link without opening backquote")
            << "rst-link-markup" << none << "첫 줄\n설치 <https://pytorch.org/get-started>`_ 참고\n"
            << 1 << none << 2;
        row("good link") << "rst-link-markup" << none << "`설치 <https://pytorch.org>`__ 참고\n"
                         << 0 << none << 0;
        row("link across lines") << "rst-link-markup" << none
                                 << "`아주 긴 설치\n안내 <https://pytorch.org>`__ 참고\n"
                                 << 0 << none << 0;
        row("space only missing: rst-link-syntax's")
            << "rst-link-markup" << none << "`설치<https://pytorch.org>`_ 참고\n"
            << 0 << none << 0;

        // rst-unbalanced-literal
        row("space inside") << "rst-unbalanced-literal" << none << "이 `` __repr__`` 메서드\n"
                            << 2 << none << 1;
        row("stray at line end") << "rst-unbalanced-literal" << none
                                 << "``a`` 다음 줄 끝에 ``\n남은 ``b`` 입니다.\n"
                                 << 1 << none << 1;
        row("triple backquotes are a literal")
            << "rst-unbalanced-literal" << none << "여기 ```x``` 입니다.\n"
            << 0 << none << 0;
        row("multi-line literal") << "rst-unbalanced-literal" << none
                                  << "(``with\nproc: ...``) 입니다.\n"
                                  << 0 << none << 0;
        row("glued: rst-inline-boundary's")
            << "rst-unbalanced-literal" << none << "``x``를 만듭니다.\n"
            << 0 << none << 0;
        row("escaped") << "rst-unbalanced-literal" << none << "기호 \\`` 입니다.\n"
                       << 0 << none << 0;
        row("literal block") << "rst-unbalanced-literal" << none << "예::\n\n   a = `` b\n"
                             << 0 << none << 0;

        // rst-directive-syntax
        row("three dots") << "rst-directive-syntax" << none << "... note::\n   내용입니다.\n"
                          << 1 << ".. note::\n   내용입니다.\n"
                          << 1;
        row("no space") << "rst-directive-syntax" << none << "..note::\n\n   내용입니다.\n"
                        << 1 << ".. note::\n\n   내용입니다.\n"
                        << 1;
        row("directive") << "rst-directive-syntax" << none << ".. note::\n\n   내용입니다.\n"
                         << 0 << none << 0;
        row("ellipsis in prose") << "rst-directive-syntax" << none << "... 그리고 계속::\n"
                                 << 0 << none << 0;

        // rst-literal-dedent
        row("half dedent") << "rst-literal-dedent" << none
                           << "첫 블록::\n\n    a = 1\n\n 둘째 블록::\n\n    b = 2\n"
                           << 1 << "첫 블록::\n\n    a = 1\n\n둘째 블록::\n\n    b = 2\n"
                           << 5;
        row("two blocks") << "rst-literal-dedent" << none
                          << "첫 블록::\n\n    a = 1\n\n둘째 블록::\n\n    b = 2\n"
                          << 0 << none << 0;
        row("nested code") << "rst-literal-dedent" << none
                           << "코드::\n\n    if x::\n        y\n    z::\n"
                           << 0 << none << 0;

        // rst-dangling-hyphen
        row("dangling hyphen") << "rst-dangling-hyphen" << none
                               << "The long-\nlived namespace 입니다.\n"
                               << 1 << none << 1;
        row("whole word") << "rst-dangling-hyphen" << none << "The\nlong-lived namespace.\n"
                          << 0 << none << 0;
        row("last line") << "rst-dangling-hyphen" << none << "끝 -\n" << 0 << none << 0;
        row("code") << "rst-dangling-hyphen" << none << "예::\n\n   a = b-\n   c\n"
                    << 0 << none << 0;
    }

    void check()
    {
        QVERIFY(m_cases.verifyRow(ProjectContext::builtIn(), {.markupStaysClean = true}));
    }

    // The checks run on every keystroke over the whole draft: on 60 KB dense with markup they
    // report each planted mistake once and nothing in the clean paragraphs around them.
    void denseMarkup()
    {
        // Clean paragraphs dense with markup, and every tenth one with five of the mistakes.
        const QString clean = QStringLiteral(
            "텐서는 :class:`torch.Tensor`\\ 이고 ``x.view()``\\ 를 부릅니다. `링크 "
            "<https://pytorch.org>`__ 와 *강조*\\ 를 봅니다. :func:`f` 와 ``a`` 그리고 "
            "|sub| 입니다.\n\n예::\n\n    a = 1\n\n");
        const QString wrong = QStringLiteral("The long-\nlived `x` 와 issue:`12` 그리고 "
                                             ":func:pdb.main 또 `` y`` 입니다.\n\n");
        QString text;
        qsizetype wrongParagraphs = 0;
        for (int k = 0; text.size() < 60 * 1024; ++k) {
            text += clean;
            if (k % 10 == 0) {
                text += wrong;
                ++wrongParagraphs;
            }
        }
        // What the seven checks report on `text`, per check id.
        auto reports = [](const QString &text) {
            const RstDocument doc = scanDocument(text, FileKind::Rst);
            const CheckContext ctx{{}, doc};
            using Run = void (*)(const CheckContext &, IssueSink &);
            const QList<QPair<const char *, Run>> all = {
                {"rst-default-role", checks::defaultRole},
                {"rst-role-syntax", checks::roleSyntax},
                {"rst-link-markup", checks::linkMarkup},
                {"rst-unbalanced-literal", checks::unbalancedLiteral},
                {"rst-directive-syntax", checks::directiveSyntax},
                {"rst-literal-dedent", checks::literalDedent},
                {"rst-dangling-hyphen", checks::danglingHyphen},
            };
            QMap<QString, qsizetype> counts;
            for (const auto &[id, check] : all) {
                Issues issues;
                IssueSink sink(issues, QLatin1String(id));
                check(ctx, sink);
                counts[QLatin1String(id)] = issues.size();
            }
            return counts;
        };
        // The clean paragraphs give nothing; each wrong one what it gives alone, every one of
        // its five mistakes found (their time is bench/bench_lint's per-check table).
        const QMap<QString, qsizetype> alone = reports(wrong);
        QVERIFY(reports(clean.repeated(10)).values() == QList<qsizetype>(alone.size(), 0));
        for (const char *id : {"rst-default-role", "rst-role-syntax", "rst-unbalanced-literal",
                               "rst-dangling-hyphen"})
            QVERIFY2(alone.value(QLatin1String(id)) > 0, id);
        const QMap<QString, qsizetype> dense = reports(text);
        for (auto it = alone.cbegin(); it != alone.cend(); ++it)
            QCOMPARE(dense.value(it.key()), it.value() * wrongParagraphs);
    }
};

QTEST_GUILESS_MAIN(TestSphinxLintChecks)
#include "tst_sphinxlintchecks.moc"
