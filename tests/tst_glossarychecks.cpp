// SPDX-License-Identifier: GPL-3.0-or-later
// glossary-term, glossary-keep and term-consistency with the built-in glossary: a case each must
// flag, a case each must leave alone, and the fix applied; term-consistency from a lexicon too.
#include "bilinguallexicon.h"
#include "checkcase.h"
#include "fixapplier.h"
#include "glossaryloader.h"
#include "glossarymatcher.h"
#include "glossarymerge.h"
#include "linter.h"

#include <QTest>

using namespace tandem;
using namespace tandem::testing;

class TestGlossaryChecks : public QObject
{
    Q_OBJECT
private:
    std::shared_ptr<const ProjectContext> m_project;
    CheckCases m_cases{QStringLiteral("glossarychecks"), {.warningsApart = true}};

    Issues run(const QString &source, const QString &draft, const QString &check) const
    {
        return issuesOf(lintPair(m_project, source, draft).issues, check);
    }

private slots:
    void initTestCase()
    {
        const auto glossary =
            builtInGlossaryWith("entries:\n  - {en: dataset, ko: [데이터셋, 데이터 집합]}\n"
                                "  - {en: NumPy, keep: true, wrong: [넘파이]}\n");
        QVERIFY(glossary);
        m_project = ProjectContext::builtIn(
            {.checks = LintOptions{{}, {QStringLiteral("glossary-missing")}},
             .glossary = glossary});
    }

    void check_data()
    {
        m_cases.addColumns();
        const QString none;
        auto row = [](const char *name) -> QTestData & { return QTest::newRow(name); };

        row("wrong variant") << "glossary-term" << none << "파라미터를 초기화합니다.\n"
                             << 1 << 0 << "매개변수를 초기화합니다.\n";
        row("wrong variant, particle agrees") << "glossary-term" << none << "레이어를 쌓습니다.\n"
                                              << 1 << 0 << "계층을 쌓습니다.\n";
        row("wrong variant with 들") << "glossary-term" << none << "파라미터들은 학습됩니다.\n"
                                     << 1 << 0 << "매개변수들은 학습됩니다.\n";
        row("English left in") << "glossary-term" << none << "마지막 layer의 출력입니다.\n"
                               << 1 << 0 << "마지막 계층의 출력입니다.\n";
        row("English left in, particle agrees")
            << "glossary-term" << none << "새 layer를 추가합니다.\n"
            << 1 << 0 << "새 계층을 추가합니다.\n";
        row("agreed term") << "glossary-term"
                           << "Initialize the parameters.\n"
                           << "매개변수를 초기화합니다.\n"
                           << 0 << 0 << none;
        row("agreed term present") << "glossary-missing"
                                   << "Initialize the parameters.\n"
                                   << "매개변수들을 초기화합니다.\n"
                                   << 0 << 0 << none;
        row("tensor kept in English") << "glossary-missing"
                                      << "Create a tensor.\n"
                                      << "Tensor를 만듭니다.\n"
                                      << 0 << 0 << none;
        row("inside a literal") << "glossary-term" << none << "``파라미터``\\ 를 보세요.\n"
                                << 0 << 0 << none;
        row("longer word") << "glossary-term" << none << "하이퍼파라미터를 조정합니다.\n"
                           << 0 << 0 << none;
        // A noun entry used as a verb, or a package's name, is not the term (issue 25).
        row("noun entry used as a verb") << "glossary-missing"
                                         << "PyTorch features a new compiler.\n"
                                         << "PyTorch에는 새 컴파일러가 있습니다.\n"
                                         << 0 << 0 << none;
        row("noun entry after to") << "glossary-missing"
                                   << "It is easy to model the data.\n"
                                   << "데이터를 쉽게 본뜰 수 있습니다.\n"
                                   << 0 << 0 << none;
        row("a package's name") << "glossary-missing"
                                << "Load it with the Hugging Face datasets library.\n"
                                << "Hugging Face의 라이브러리로 불러옵니다.\n"
                                << 0 << 0 << none;
        row("noun entry as a noun") << "glossary-missing"
                                    << "Compute the features first.\n"
                                    << "먼저 값을 계산합니다.\n"
                                    << 0 << 1 << none;
        row("agreed term missing") << "glossary-missing"
                                   << "Initialize the parameters.\n"
                                   << "인자를 초기화합니다.\n"
                                   << 0 << 1 << none;

        row("kept name translated") << "glossary-keep"
                                    << "We import NumPy here.\n"
                                    << "여기서 넘파이를 가져옵니다.\n"
                                    << 1 << 0 << "여기서 NumPy를 가져옵니다.\n";
        // 텐서 is also the concept tensor's agreed rendering: the guide keeps the class Tensor
        // in English, merged drafts write 텐서 for it too; which was meant is left to reading.
        row("Tensor translated, 텐서 also agreed") << "glossary-keep"
                                                   << "Create a Tensor.\n"
                                                   << "텐서를 만듭니다.\n"
                                                   << 0 << 0 << none;
        row("tensor, the concept") << "glossary-keep"
                                   << "Create a tensor.\n"
                                   << "텐서를 만듭니다.\n"
                                   << 0 << 0 << none;
        row("draft alone is ambiguous") << "glossary-keep" << none << "텐서를 만듭니다.\n"
                                        << 0 << 0 << none;
        row("Tensor kept") << "glossary-keep"
                           << "Create a Tensor.\n"
                           << "Tensor를 만듭니다.\n"
                           << 0 << 0 << none;
        row("lowercase tensor left in is not a slip")
            << "glossary-term" << none << "tensor를 만듭니다.\n"
            << 0 << 0 << none;

        row("two spellings")
            << "term-consistency" << none
            << "데이터셋을 읽습니다.\n\n데이터셋을 나눕니다.\n\n데이터 집합을 섞습니다.\n"
            << 0 << 1 << none;
        row("one spelling") << "term-consistency" << none
                            << "데이터셋을 읽습니다.\n\n데이터셋을 나눕니다.\n"
                            << 0 << 0 << none;
    }

    // Two forms used equally often: the glossary's preferred one (데이터셋) is the one to keep,
    // in every process (not whichever a hash table lists first).
    void consistencyTie()
    {
        const Issues found =
            run(QString(), "데이터 집합을 섞습니다.\n\n데이터셋을 읽습니다.\n", "term-consistency");
        QCOMPARE(found.size(), 1);
        QCOMPARE(found[0].range.start.line, 0);
        QVERIFY2(found[0].message.contains(u"데이터셋"), qPrintable(found[0].message));
    }

    // Words outside the glossary, rendered two ways in one document (the memory's lexicon):
    // the rarer rendering is reported where it is, at info, the usual one named.
    void lexiconConsistency_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("draft");
        QTest::addColumn<QString>("reported"); // the word reported, empty for none
        const QString source = "Move the widget.\n\nCopy the widget.\n\nPaint the widget.\n";
        QTest::newRow("the rarer rendering")
            << source << "위젯을 옮깁니다.\n\n위젯을 복사합니다.\n\n부품을 칠합니다.\n"
            << "부품을";
        QTest::newRow("one rendering throughout")
            << source << "위젯을 옮깁니다.\n\n위젯을 복사합니다.\n\n위젯을 칠합니다.\n"
            << "";
        QTest::newRow("two renderings as often: a choice, not a slip")
            << "Move the widget.\n\nPaint the widget.\n"
            << "위젯을 옮깁니다.\n\n부품을 칠합니다.\n"
            << "";
        QTest::newRow("a rendering another word of the text has too")
            << "Move the widget.\n\nCopy the widget.\n\nPaint the widget part.\n"
            << "위젯을 옮깁니다.\n\n위젯을 복사합니다.\n\n부품을 칠합니다.\n"
            << "";
        QTest::newRow("both in one text")
            << source << "위젯을 옮깁니다.\n\n위젯을 복사합니다.\n\n위젯 부품을 칠합니다.\n"
            << "";
        QTest::newRow("a rendering seen in one file only")
            << "Move the gadget.\n\nCopy the gadget.\n\nPaint the gadget.\n"
            << "장치를 옮깁니다.\n\n장치를 복사합니다.\n\n기기를 칠합니다.\n"
            << "";
        QTest::newRow("one word in two lengths")
            << "See the sample.\n\nRun the sample.\n\nRead the sample.\n"
            << "예제를 봅니다.\n\n예제를 실행합니다.\n\n예를 읽습니다.\n"
            << "";
        QTest::newRow("a glossary term is the glossary's")
            << "Move the dataset.\n\nCopy the dataset.\n\nPaint the dataset.\n"
            << "데이터셋을 옮깁니다.\n\n데이터셋을 복사합니다.\n\n자료를 칠합니다.\n"
            << "";
    }

    void lexiconConsistency()
    {
        QFETCH(QString, source);
        QFETCH(QString, draft);
        QFETCH(QString, reported);
        BilingualLexicon lexicon;
        // english, korean, links, units with the English, units with the Korean, files
        lexicon.add("widget", "위젯", 12, 20, 14, 4);
        lexicon.add("widget", "부품", 6, 20, 8, 3);
        lexicon.add("part", "부품", 9, 12, 10, 3);
        lexicon.add("gadget", "장치", 10, 16, 12, 3);
        lexicon.add("gadget", "기기", 5, 16, 6, 1);
        lexicon.add("sample", "예제", 10, 16, 12, 3);
        lexicon.add("sample", "예", 5, 16, 7, 2);
        lexicon.add("dataset", "데이터셋", 10, 16, 12, 3);
        lexicon.add("dataset", "자료", 5, 16, 6, 2);
        const auto project = ProjectContext::builtIn(
            {.glossary = std::make_shared<const Glossary>(m_project->glossary()),
             .lexicon = LazyLexicon::of(lexicon)});
        const Issues found = issuesOf(lintPair(project, source, draft).issues, "term-consistency");
        verifyOneOrNone(found, !reported.isEmpty(), Severity::Info);
        if (QTest::currentTestFailed() || reported.isEmpty()) return;
        const Issue &issue = found.constFirst();
        const int line = int(draft.left(draft.indexOf(reported)).count(u'\n'));
        const int column =
            int(draft.indexOf(reported) - (draft.lastIndexOf(u'\n', draft.indexOf(reported)) + 1));
        QCOMPARE(issue.range.start, (Position{line, column}));
        QCOMPARE(issue.range.end, (Position{line, column + 2})); // the word without its particle
        QVERIFY2(issue.message.contains(u"위젯") && issue.message.contains("\"widget\""),
                 qPrintable(issue.message));
    }

    void check()
    {
        QVERIFY(m_cases.verifyRow(m_project,
                                  {.fixFrom = Severity::Warning, .cleanFrom = Severity::Warning}));
    }
};

QTEST_GUILESS_MAIN(TestGlossaryChecks)
#include "tst_glossarychecks.moc"
