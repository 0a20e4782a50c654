// SPDX-License-Identifier: GPL-3.0-or-later
// glossary-term, glossary-keep and term-consistency with the built-in glossary: a case each must
// flag, a case each must leave alone, and the fix applied.
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
        const Glossary extra = GlossaryLoader::fromYaml(
            "entries:\n  - {en: dataset, ko: [데이터셋, 데이터 집합]}\n", "extra.yaml");
        QVERIFY(!extra.hasErrors());
        m_project =
            ProjectContext::builtIn({.glossary = std::make_shared<const Glossary>(
                                         mergeGlossaries(GlossaryLoader::loadDefault(), extra))});
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

        row("Tensor translated") << "glossary-keep"
                                 << "Create a Tensor.\n"
                                 << "텐서를 만듭니다.\n"
                                 << 1 << 0 << "Tensor를 만듭니다.\n";
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

    void check()
    {
        QVERIFY(m_cases.verifyRow(m_project,
                                  {.fixFrom = Severity::Warning, .cleanFrom = Severity::Warning}));
    }
};

QTEST_GUILESS_MAIN(TestGlossaryChecks)
#include "tst_glossarychecks.moc"
