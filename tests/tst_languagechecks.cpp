// SPDX-License-Identifier: GPL-3.0-or-later
// latin-typo, spelling, particle, style and speech-level with the built-in glossary and style
// rules: cases each must flag, cases each must leave alone, and the fixes applied.
#include "bilinguallexicon.h"
#include "checkcase.h"
#include "checkoutwords.h"
#include "datatable.h"
#include "fixapplier.h"
#include "glossaryloader.h"
#include "glossarymatcher.h"
#include "languagechecksreading.h"
#include "linter.h"
#include "lintsession.h"
#include "spelling.h"
#include "stylerules.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace tandem;
using namespace tandem::testing;
using tandem::language::FinalSound;

Q_DECLARE_METATYPE(tandem::language::FinalSound)

class TestLanguageChecks : public QObject
{
    Q_OBJECT
private:
    std::shared_ptr<const Glossary> m_glossary;
    SpellingWordList m_words = SpellingWordList::fromText("파이토치\n"); // the project's list

    CheckCases m_cases{QStringLiteral("languagechecks"), {.warningsApart = true}};

    // The built-in glossary, the project's word list and `check` switched on.
    std::shared_ptr<const ProjectContext> projectFor(const QString &check) const
    {
        return ProjectContext::builtIn(
            {.checks = LintOptions{{}, {check}}, .glossary = m_glossary, .words = m_words});
    }

    Issues run(const QString &source, const QString &draft, const QString &check) const
    {
        return issuesOf(lintPair(projectFor(check), source, draft).issues, check);
    }

private slots:
    void initTestCase()
    {
        m_glossary = std::make_shared<const Glossary>(GlossaryLoader::loadDefault());
        if (!Spelling::shared().dictionary(Spelling::Language::English) ||
            !Spelling::shared().dictionary(Spelling::Language::Korean))
            QSKIP("hunspell-en-us and hunspell-ko are needed");
    }

    void check_data()
    {
        m_cases.addColumns();
        const QString none;
        auto row = [](const char *name) -> QTestData & { return QTest::newRow(name); };

        // latin-typo
        row("clipped source word (work들 for workers)")
            << "latin-typo"
            << "Memory use is smaller across all workers.\n"
            << "메모리 사용량은 모든 work들에 걸쳐 작습니다.\n"
            << 1 << 0 << "메모리 사용량은 모든 workers에 걸쳐 작습니다.\n";
        row("not a word, close to the source") << "latin-typo"
                                               << "Create the optimizer first.\n"
                                               << "먼저 optimzer를 만듭니다.\n"
                                               << 1 << 0 << "먼저 optimizer를 만듭니다.\n";
        // Nothing close in the source: a dictionary miss as often as a typo, not reported.
        row("not a word, nothing close") << "latin-typo"
                                         << "Create it first.\n"
                                         << "먼저 blorfte를 만듭니다.\n"
                                         << 0 << 0 << none;
        row("word of the source") << "latin-typo"
                                  << "Create the optimizer first.\n"
                                  << "먼저 optimizer를 만듭니다.\n"
                                  << 0 << 0 << none;
        row("inflection of a source word") << "latin-typo"
                                           << "Train the models.\n"
                                           << "model을 학습합니다.\n"
                                           << 0 << 0 << none;
        row("name, code and URL")
            << "latin-typo"
            << "Install it.\n"
            << "PyTorch와 ``torchx``\\ 를 https://exmpl.org 에서 설치합니다.\n"
            << 0 << 0 << none;
        row("translator's name") << "latin-typo"
                                 << "Author: Jane Doe\n"
                                 << "저자: Jane Doe, 번역: Myungha Kwon\n"
                                 << 0 << 0 << none;
        row("source word elsewhere in the document") << "latin-typo"
                                                     << "A work.\n\nThe workers run.\n"
                                                     << "작업.\n\n모든 workers가 실행됩니다.\n"
                                                     << 0 << 0 << none;
        row("hyphenated source word") << "latin-typo"
                                      << "Run it python-less.\n"
                                      << "Python이 없는 환경에서 실행합니다.\n"
                                      << 0 << 0 << none;
        row("typo in a 한글(English) gloss") << "latin-typo"
                                             << "The gradient is stored.\n"
                                             << "변화도(grdient)는 저장됩니다.\n"
                                             << 1 << 0 << "변화도(gradient)는 저장됩니다.\n";
        row("gloss after a space") << "latin-typo"
                                   << "The transformer module.\n"
                                   << "트랜스포머 (transfomrer) 모듈.\n"
                                   << 1 << 0 << "트랜스포머 (transformer) 모듈.\n";
        row("gloss of a source possessive") << "latin-typo"
                                            << "Buffers (batchnorm's running_mean).\n"
                                            << "버퍼들(batchnorm의 running_mean).\n"
                                            << 0 << 0 << none;
        row("gloss of a plural used elsewhere")
            << "latin-typo"
            << "Networks are approximators.\n\nSo train one.\n"
            << "신경망은 근사자입니다.\n\n그래서 근사자(approximator)를 학습합니다.\n"
            << 0 << 0 << none;
        row("call written without markup") << "latin-typo"
                                           << "Call it.\n"
                                           << "호출은 runn(x)로 합니다.\n"
                                           << 0 << 0 << none;
        row("English word not glued to Korean") << "latin-typo"
                                                << "Memory use is smaller across workers.\n"
                                                << "모든 작업자(work)에 걸쳐 작습니다.\n"
                                                << 0 << 0 << none;

        // latin-typo on names: a capital after the first letter (issue 25)
        row("capital slipped inside a name") << "latin-typo"
                                             << "PyTorch runs on the GPU.\n\nInstall PyTorch.\n"
                                             << "PyTorch는 GPU에서 실행됩니다.\n\n"
                                                "PyTOrch를 설치합니다.\n"
                                             << 1 << 0
                                             << "PyTorch는 GPU에서 실행됩니다.\n\n"
                                                "PyTorch를 설치합니다.\n";
        row("acronym with a letter changed") << "latin-typo"
                                             << "Use the NCCL backend.\n"
                                             << "NCLL 백엔드를 사용합니다.\n"
                                             << 1 << 0 << "NCCL 백엔드를 사용합니다.\n";
        row("letter dropped in a CamelCase name") << "latin-typo"
                                                  << "Load FashionMNIST first.\n"
                                                  << "먼저 FasionMNIST를 불러옵니다.\n"
                                                  << 1 << 0 << "먼저 FashionMNIST를 불러옵니다.\n";
        // The draft keeps to its own way of writing the name: a choice, not a slip.
        row("a name written one way throughout")
            << "latin-typo"
            << "See Github.\n\nOn Github.\n\nGithub again.\n"
            << "GitHub를 보세요.\n\nGitHub에서.\n\n다시 GitHub.\n"
            << 0 << 0 << none;
        row("a name the source does not have") << "latin-typo"
                                               << "Load the model.\n"
                                               << "HuggingFace에서 모델을 불러옵니다.\n"
                                               << 0 << 0 << none;
        row("a name in a heading's capitals") << "latin-typo"
                                              << "Install PyTorch.\n\nPyTorch runs.\n"
                                              << "PYTORCH 설치\n\nPyTorch는 실행됩니다.\n"
                                              << 0 << 0 << none;

        // korean-typo: one jamo from a word the draft writes elsewhere (issue 25)
        row("typo of a word written elsewhere")
            << "korean-typo" << none << "메모리 때문에 느립니다.\n\n디스크 떄문에 느립니다.\n"
            << 1 << 0 << "메모리 때문에 느립니다.\n\n디스크 때문에 느립니다.\n";
        row("typo of a stem written elsewhere")
            << "korean-typo" << none
            << "GPU를 활용합니다.\n\nCPU를 활용할 수 있습니다.\n\n메모리를 확용하여 줄입니다.\n"
            << 1 << 0
            << "GPU를 활용합니다.\n\nCPU를 활용할 수 있습니다.\n\n메모리를 활용하여 줄입니다.\n";
        // A loanword the draft writes twice is its habit, whatever it resembles.
        row("loanword written twice")
            << "korean-typo" << none
            << "리듀스를 합니다.\n\n리듀스를 다시 합니다.\n\n리듀서입니다.\n"
            << 0 << 0 << none;
        row("particle contracted")
            << "korean-typo" << none << "값은 트레이스에 있습니다.\n\n트레이스엔 없습니다.\n"
            << 0 << 0 << none;
        row("tense ending after a space")
            << "korean-typo" << none << "합이 었다는 것입니다.\n\n그것이 있다는 뜻입니다.\n"
            << 0 << 0 << none;
        row("a determiner glued to its counter")
            << "korean-typo" << none << "여러분께 드립니다.\n\n여러번 실행합니다.\n"
            << 0 << 0 << none;
        row("Shift held: a dictionary word") << "korean-typo" << none << "그 떄문에 느립니다.\n"
                                             << 1 << 0 << "그 때문에 느립니다.\n";
        row("one jamo from a word list's word") << "korean-typo" << none << "모델을 학슴합니다.\n"
                                                << 1 << 0 << "모델을 학습합니다.\n";
        row("one jamo from a glossary rendering")
            << "korean-typo" << none << "데이타를 불러옵니다.\n"
            << 1 << 0 << "데이터를 불러옵니다.\n";
        row("loanwords the dictionary lacks")
            << "korean-typo" << none << "리듀스와 워커와 템플릿을 씁니다.\n"
            << 0 << 0 << none;
        // A word that reads as a word in its place gets no fix into another (issue 43).
        row("a loanword of the source is not another word")
            << "korean-typo"
            << "Use a computer.\n\nRun it on a compute cluster.\n"
            << "컴퓨터 한 대를 씁니다.\n\n컴퓨트 클러스터에서 실행합니다.\n"
            << 0 << 0 << none;
        row("without that English, the same word is a slip")
            << "korean-typo"
            << "Use a computer.\n\nRun it on a cluster.\n"
            << "컴퓨터 한 대를 씁니다.\n\n컴퓨트 클러스터에서 실행합니다.\n"
            << 1 << 0 << "컴퓨터 한 대를 씁니다.\n\n컴퓨터 클러스터에서 실행합니다.\n";
        // Unseen drafts: 클러스 (a cut 클러스터) offered 클래스, another thing.
        row("a loanword cut short gets no fix into another")
            << "korean-typo"
            << "Each class runs on a cluster.\n\nA large cluster helps.\n"
            << "각 클래스는 클러스터에서 실행됩니다.\n\n큰 클러스에서의 작업이 빠릅니다.\n"
            << 0 << 0 << none;
        row("without that English, the cut word is a slip")
            << "korean-typo"
            << "Each class runs here.\n\nA large class helps.\n"
            << "각 클래스는 여기에서 실행됩니다.\n\n큰 클러스에서의 작업이 빠릅니다.\n"
            << 1 << 0 << "각 클래스는 여기에서 실행됩니다.\n\n큰 클래스에서의 작업이 빠릅니다.\n";
        row("a loanword spelt another way keeps its fix")
            << "korean-typo"
            << "Open the manager.\n\nClose the manager.\n"
            << "매니저를 엽니다.\n\n매니져를 닫습니다.\n"
            << 1 << 0 << "매니저를 엽니다.\n\n매니저를 닫습니다.\n";
        row("a derivation of a known noun")
            << "korean-typo" << none << "잡음이 큽니다.\n\n신호 대 잡음비 값을 봅니다.\n"
            << 0 << 0 << none;
        row("a rendering glossed with its English")
            << "korean-typo" << none << "태그 하나를 붙입니다.\n\n태거(tagger)를 씁니다.\n"
            << 0 << 0 << none;
        row("a particle a space cut off")
            << "korean-typo" << none << "오차도 있습니다.\n\n그것 조차도 어렵습니다.\n"
            << 0 << 0 << none;
        row("a bound noun glued to its verb")
            << "korean-typo" << none << "이때 봅니다.\n\n값이 x 일때 멈춥니다.\n"
            << 0 << 0 << none;
        row("a counter with 씩") << "korean-typo" << none << "한 번씩 실행합니다.\n"
                                 << 0 << 0 << none;

        // spelling (Korean)
        row("misspelt Korean") << "spelling" << none << "모델을 학슴합니다.\n" << 0 << 1 << none;
        row("correct Korean") << "spelling" << none << "모델을 학습합니다.\n" << 0 << 0 << none;
        row("glossary transliteration") << "spelling" << none << "데이터셋을 불러옵니다.\n"
                                        << 0 << 0 << none;
        row("project word list") << "spelling" << none << "파이토치를 설치합니다.\n"
                                 << 0 << 0 << none;
        row("particle after a name") << "spelling" << none << "PyTorch에서는 됩니다.\n"
                                     << 0 << 0 << none;
        row("inside a literal") << "spelling" << none << "``학슴합니다``\\ 를 봅니다.\n"
                                << 0 << 0 << none;
        row("nonstandard loanword (블럭)") << "spelling" << none << "코드 블럭을 봅니다.\n"
                                           << 0 << 1 << none;
        row("built-in loanword with particle") << "spelling" << none << "컨텍스트를 캐싱합니다.\n"
                                               << 0 << 0 << none;
        row("noun compound written solid") << "spelling" << none << "입력값이 바뀝니다.\n"
                                           << 0 << 0 << none;
        row("보조 용언 written solid") << "spelling" << none << "결과를 보여줍니다.\n"
                                       << 0 << 0 << none;
        row("dictionary noun + 되다") << "spelling" << none << "추적된 연산입니다.\n"
                                      << 0 << 0 << none;
        row("typo inside a compound") << "spelling" << none << "입럭값이 바뀝니다.\n"
                                      << 0 << 1 << none;
        row("particle after markup and a space")
            << "spelling" << none << ":math:`a` 부터 ``b`` 까지 셉니다.\n"
            << 0 << 0 << none;
        row("particle after a word and a space") << "spelling" << none << "BERT 처럼 유명합니다.\n"
                                                 << 0 << 1 << none;

        // particle
        row("Tensor을 (텐서)") << "particle" << none << "Tensor을 만듭니다.\n"
                               << 1 << 0 << "Tensor를 만듭니다.\n";
        row("model을 (모델)") << "particle" << none << "model을 학습합니다.\n" << 0 << 0 << none;
        row("model를") << "particle" << none << "model를 학습합니다.\n"
                       << 1 << 0 << "model을 학습합니다.\n";
        row("model로 (ㄹ)") << "particle" << none << "model로 예측합니다.\n" << 0 << 0 << none;
        row("model으로") << "particle" << none << "model으로 예측합니다.\n"
                         << 1 << 0 << "model로 예측합니다.\n";
        row("GPU을 (지피유)") << "particle" << none << "GPU을 씁니다.\n"
                              << 1 << 0 << "GPU를 씁니다.\n";
        row("RNN를 (알엔엔)") << "particle" << none << "RNN를 씁니다.\n"
                              << 1 << 0 << "RNN을 씁니다.\n";
        row("Python는") << "particle" << none << "Python는 쉽습니다.\n"
                        << 1 << 0 << "Python은 쉽습니다.\n";
        row("1을 (일)") << "particle" << none << "1을 더합니다.\n" << 0 << 0 << none;
        row("1를") << "particle" << none << "1를 더합니다.\n" << 1 << 0 << "1을 더합니다.\n";
        row("10과 (십)") << "particle" << none << "10과 20을 더합니다.\n" << 0 << 0 << none;
        row("literal, vowel") << "particle" << none << "``x``\\ 을 반환합니다.\n"
                              << 1 << 0 << "``x``\\ 를 반환합니다.\n";
        row("literal, last part read") << "particle" << none << "``nn.Module``\\ 를 상속합니다.\n"
                                       << 1 << 0 << "``nn.Module``\\ 을 상속합니다.\n";
        row("literal, particle after a space") << "particle" << none << "``x`` 을 반환합니다.\n"
                                               << 1 << 0 << "``x`` 를 반환합니다.\n";
        row("literal, then 이 meaning this") << "particle" << none << "``model`` 이 값을 봅니다.\n"
                                             << 0 << 0 << none;
        row("unsure reading (dict)") << "particle" << none << "dict를 씁니다. dict을 씁니다.\n"
                                     << 0 << 0 << none;
        row("glossary reading (epoch 에폭)") << "particle" << none << "epoch을 돕니다.\n"
                                             << 0 << 0 << none;
        row("ONNX으로 (오닉스)") << "particle" << none << "ONNX으로 변환합니다.\n"
                                 << 1 << 0 << "ONNX로 변환합니다.\n";
        row("5.0로 (오 점 영)") << "particle" << none << "5.0로 둡니다.\n"
                                << 1 << 0 << "5.0으로 둡니다.\n";
        row("no vowel letter: Cr은 (씨알)") << "particle" << none << "Cr은 색차입니다.\n"
                                            << 0 << 0 << none;
        row("unsure -g (Bag 백)") << "particle" << none << "EmbeddingBag은 풀입니다.\n"
                                  << 0 << 0 << none;
        row("consonant + t: TorchScript으로 (스크립트)")
            << "particle" << none << "TorchScript으로 바꿉니다.\n"
            << 1 << 0 << "TorchScript로 바꿉니다.\n";
        row("default role, then a space") << "particle" << none << "`deeplab.jpg` 을 받습니다.\n"
                                          << 1 << 0 << "`deeplab.jpg` 를 받습니다.\n";
        row("vowel + k: hook (훅) unsure") << "particle" << none << "hook를 등록합니다.\n"
                                           << 0 << 0 << none;
        row("not a particle") << "particle" << none << "GPU이용률이 높습니다.\n" << 0 << 0 << none;

        // style
        row("needless 우리는") << "style" << none << "우리는 모델을 학습합니다.\n"
                               << 0 << 1 << "모델을 학습합니다.\n";
        row("translationese") << "style" << none << "모델을 실행하는 것이 가능합니다.\n"
                              << 0 << 1 << "모델을 실행할 수 있습니다.\n";
        row("spacing 여러번") << "style" << none << "여러번 실행합니다.\n"
                              << 1 << 0 << "여러 번 실행합니다.\n";
        row("spacing 것 처럼") << "style" << none << "앞의 것 처럼 씁니다.\n"
                               << 1 << 0 << "앞의 것처럼 씁니다.\n";
        row("have (existence)") << "style" << none << "모델은 계층을 가지고 있습니다.\n"
                                << 0 << 1 << none;
        row("already right") << "style" << none << "여러 번 실행할 수 있습니다.\n"
                             << 0 << 0 << none;
        row("inside a literal") << "style" << none << "``여러번``\\ 을 봅니다.\n" << 0 << 0 << none;
        row("우리 inside a word") << "style" << none << "고우리는 이름입니다.\n" << 0 << 0 << none;

        const QString formal =
            "모델을 만듭니다. 데이터를 읽습니다.\n\n손실을 계산합니다. 가중치를 갱신합니다.\n\n"
            "결과를 봅니다.\n\n";
        row("한다 in a 합니다 document") << "speech-level" << none << formal + "이 값은 중요하다.\n"
                                         << 0 << 1 << formal + "이 값은 중요합니다.\n";
        row("있다 → 있습니다") << "speech-level" << none << formal + "값이 있다.\n"
                               << 0 << 1 << formal + "값이 있습니다.\n";
        row("한다 → 합니다") << "speech-level" << none << formal + "모델을 학습한다.\n"
                             << 0 << 1 << formal + "모델을 학습합니다.\n";
        row("sentence inside emphasis")
            << "speech-level" << none << formal + "*독자가 안다고 가정한다.*\n"
            << 0 << 1 << formal + "*독자가 안다고 가정합니다.*\n";
        row("합시다 is formal") << "speech-level" << none << formal + "모델을 살펴봅시다.\n"
                                << 0 << 0 << none;
        row("all formal") << "speech-level" << none << formal << 0 << 0 << none;
        row("title and list fragment")
            << "speech-level" << none
            << "데이터를 읽는다\n================\n\n" + formal + "- 손실을 계산한다.\n"
            << 0 << 0 << none;
        row("too few sentences") << "speech-level" << none << "모델을 만듭니다. 값이 있다.\n"
                                 << 0 << 0 << none;
        row("합니다 in a 한다 document")
            << "speech-level" << none
            << "모델을 만든다. 데이터를 읽는다.\n\n손실을 계산한다. 가중치를 갱신한다.\n\n"
               "결과를 본다.\n\n값이 있습니다.\n"
            << 0 << 1 << none;
    }

    void check()
    {
        QFETCH(QString, check);
        QVERIFY(m_cases.verifyRow(projectFor(check), {.noFixWithoutFixedText = true}));
    }

    // korean-typo and spelling with the words of the checkout's other files (issue 25): two
    // invented translations stand for the checkout.
    void inCheckout_data()
    {
        QTest::addColumn<QString>("check");
        QTest::addColumn<QString>("draft");
        QTest::addColumn<int>("otherFiles"); // how many files of the checkout write `other`
        QTest::addColumn<QString>("typed");  // the word reported, empty for none
        QTest::addColumn<QString>("fix");
        QTest::newRow("a word two other files write") << "korean-typo"
                                                      << "모델을 확틴할 수 있습니다.\n"
                                                      << 2 << "확틴할"
                                                      << "확인할";
        QTest::newRow("a word the dictionary knows, one other file writes")
            << "korean-typo"
            << "모델을 확틴할 수 있습니다.\n"
            << 1 << "확틴할"
            << "확인할";
        QTest::newRow("a word only one other file writes is no word list")
            << "korean-typo"
            << "파이프라이더를 씁니다.\n"
            << 1 << ""
            << "";
        QTest::newRow("a loanword two other files write") << "korean-typo"
                                                          << "파이프라이더를 씁니다.\n"
                                                          << 2 << "파이프라이더를"
                                                          << "파이프라이너를";
        QTest::newRow("a word no other file writes") << "korean-typo"
                                                     << "모델을 확틴할 수 있습니다.\n"
                                                     << 0 << ""
                                                     << "";
        QTest::newRow("a slip in the ending of a stem the checkout writes")
            << "korean-typo"
            << "차이점근 없습니다.\n"
            << 2 << "차이점근"
            << "차이점은";
        QTest::newRow("two words written solid, one a slip") << "korean-typo"
                                                             << "미개변수를 줍니다.\n"
                                                             << 2 << "미개변수를"
                                                             << "매개변수를";
        QTest::newRow("the draft's own word before the checkout's")
            << "korean-typo"
            << "모델을 위해 씁니다. 모델을 위히 씁니다.\n"
            << 2 << "위히"
            << "위해";
        QTest::newRow("a contracted particle is no slip") << "korean-typo"
                                                          << "트레이스엔 없습니다.\n"
                                                          << 2 << ""
                                                          << "";
        QTest::newRow("another ending of the same verb is no slip") << "korean-typo"
                                                                    << "그림을 보여준 것입니다.\n"
                                                                    << 2 << ""
                                                                    << "";
        QTest::newRow("a loanword two files write is a word") << "spelling"
                                                              << "파이프라이너를 씁니다.\n"
                                                              << 2 << ""
                                                              << "";
        QTest::newRow("a loanword one file writes is not") << "spelling"
                                                           << "파이프라이너를 씁니다.\n"
                                                           << 1 << "파이프라이너를"
                                                           << "";
        // A word Hunspell rejects whole that reads as two accepted parts (우일 + 한), one key
        // from a word the dictionary knows whole and a file writes: a slip all the same.
        QTest::newRow("a slip that reads in parts") << "korean-typo"
                                                    << "이것이 우일한 방법입니다.\n"
                                                    << 1 << "우일한"
                                                    << "유일한";
        // A syllable no other file writes, one key from a syllable two files write, in a word
        // the dictionary knows (장치, which no file writes): a slip (issue 25); in a checkout
        // of a few files, many syllables are unwritten.
        QTest::newRow("a syllable no other file writes") << "korean-typo"
                                                         << "잗치를 씁니다.\n"
                                                         << 20 << "잗치를"
                                                         << "장치를";
        QTest::newRow("a syllable no file of a small checkout writes") << "korean-typo"
                                                                       << "잗치를 씁니다.\n"
                                                                       << 2 << ""
                                                                       << "";
        QTest::newRow("a contraction in a large checkout") << "korean-typo"
                                                           << "트레이스엔 없습니다.\n"
                                                           << 20 << ""
                                                           << "";
        // After 하, which opens a verb's endings, any syllable passes the speller; 갸 is one no
        // other file writes there, one key from 기, which twenty write (설명하기): a slip, though
        // no file writes 퓨전하기 (issue 25).
        QTest::newRow("a slip in the syllable after 하") << "korean-typo"
                                                         << "퓨전하갸 쉽습니다.\n"
                                                         << 20 << "퓨전하갸"
                                                         << "퓨전하기";
        QTest::newRow("after 하, in a small checkout") << "korean-typo"
                                                       << "퓨전하갸 쉽습니다.\n"
                                                       << 2 << ""
                                                       << "";
        // The checkout writes the verb (학습하는), so 학습하 is a stem it writes; it is no noun.
        QTest::newRow("a slip after 하 of a verb the checkout writes") << "korean-typo"
                                                                       << "학습하늨 모델입니다.\n"
                                                                       << 20 << "학습하늨"
                                                                       << "학습하는";
        // 과부하 is a noun: 가 is its particle, not an ending after 하.
        QTest::newRow("a noun ending in 하, then a particle") << "korean-typo"
                                                              << "과부하가 걸립니다.\n"
                                                              << 20 << ""
                                                              << "";
        // 하기라 is an ending no file writes: 리 after 하 is a rare ending, not a slip for it.
        QTest::newRow("a rare ending whose neighbour no file writes") << "korean-typo"
                                                                      << "값이 수렴하리라 봅니다.\n"
                                                                      << 20 << ""
                                                                      << "";
        // Shift missed into a word the dictionary knows (더보기 -> 떠보기): a fix only where the
        // checkout's translations write it too, once the checkout is large enough to ask
        // (issue 43).
        QTest::newRow("Shift into a word no file of a large checkout writes")
            << "korean-typo"
            << "더보기: 문서를 봅니다.\n"
            << 20 << ""
            << "";
        QTest::newRow("Shift into a dictionary word, small checkout") << "korean-typo"
                                                                      << "더보기: 문서를 봅니다.\n"
                                                                      << 2 << "더보기"
                                                                      << "떠보기";
        // A loanword of the built-in list one key from a dictionary word (랭크, 링크) is not.
        QTest::newRow("a listed loanword next to a word") << "korean-typo"
                                                          << "각 랭크 하나가 정합니다.\n"
                                                          << 1 << ""
                                                          << "";
    }
    void inCheckout()
    {
        QFETCH(QString, check);
        QFETCH(QString, draft);
        QFETCH(int, otherFiles);
        QFETCH(QString, typed);
        QFETCH(QString, fix);
        const QString other = QStringLiteral(
            "결과를 확인할 수 있습니다. 두 차이점은 작습니다. 매개변수를 바꿉니다. 창의 위치를 "
            "바꿉니다. 트레이스를 봅니다. 그림을 보여줄 것입니다. 파이프라이너를 씁니다. "
            "유일한 방법입니다. 링크를 엽니다. 시장을 봅니다. 설명하기 쉽습니다. 정리하기 "
            "쉽습니다. 퓨전을 봅니다. 학습하는 모델입니다. 값이 수렴합니다.\n");
        QStringList files(otherFiles, other);
        files << QStringLiteral("서로 다른 글입니다.\n");
        const auto project =
            ProjectContext::builtIn({.checks = LintOptions{{}, {check}},
                                     .glossary = m_glossary,
                                     .words = m_words,
                                     .checkoutWords = CheckoutWords::fromTexts(files)});
        const Issues found =
            issuesOf(lintPair(project, QStringLiteral("Text.\n"), draft).issues, check);
        verifyOneOrNone(found, !typed.isEmpty(),
                        check == "korean-typo" ? Severity::Warning : Severity::Info);
        if (QTest::currentTestFailed() || typed.isEmpty()) return;
        const Issue &issue = found.constFirst();
        QCOMPARE(issue.range.start.line, 0);
        QCOMPARE(issue.range.start.column, int(draft.indexOf(typed)));
        QCOMPARE(issue.range.end.column, int(draft.indexOf(typed) + typed.size()));
        if (!fix.isEmpty()) {
            QVERIFY(issue.fix);
            QCOMPARE(issue.fix->replacement, fix);
        }
    }

    // korean-typo reads the sentence (issue 25): a slip into another real word (연간 for 연산)
    // passes the dictionary; the memory's lexicon says the source's word is rendered 연산, and
    // the translation has no 연산.
    void slipIntoAnotherWord_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("draft");
        QTest::addColumn<bool>("lexicon");
        QTest::addColumn<QString>("typed"); // the word reported, empty for none
        QTest::addColumn<QString>("fix");
        const QString source = QStringLiteral("Each operation of the kernel is fast.\n");
        QTest::newRow("the source's rendering, one key off")
            << source << "커널의 각 연간은 빠릅니다.\n"
            << true << "연간은"
            << "연산은";
        QTest::newRow("without a memory, nothing tells") << source << "커널의 각 연간은 빠릅니다.\n"
                                                         << false << ""
                                                         << "";
        QTest::newRow("the rendering is there: the word means itself")
            << source << "커널의 연산은 연간 통계로도 빠릅니다.\n"
            << true << ""
            << "";
        QTest::newRow("a stem the draft writes twice is the translator's")
            << source << "커널의 연간은 빠르고, 연간에 한 번 바뀝니다.\n"
            << true << ""
            << "";
        QTest::newRow("the word renders another word of the source")
            << "The annual operation report of the kernel.\n"
            << "커널의 연간 보고서입니다.\n"
            << true << ""
            << "";
    }

    void slipIntoAnotherWord()
    {
        QFETCH(QString, source);
        QFETCH(QString, draft);
        QFETCH(bool, lexicon);
        QFETCH(QString, typed);
        QFETCH(QString, fix);
        BilingualLexicon words;
        if (lexicon)
            // english, korean, links, units with the English, units with the Korean, files
            for (const auto &[en, ko] : {std::pair{"operation", "연산"},
                                         {"kernel", "커널"},
                                         {"annual", "연간"},
                                         {"report", "보고서"}})
                words.add(en, QString::fromUtf8(ko), 6, 8, 6, 3);
        const auto project =
            ProjectContext::builtIn({.checks = LintOptions{{}, {"korean-typo"}},
                                     .glossary = m_glossary,
                                     .words = m_words,
                                     .lexicon = LazyLexicon::of(std::move(words))});
        const Issues found = issuesOf(lintPair(project, source, draft).issues, "korean-typo");
        verifyOneOrNone(found, !typed.isEmpty(), Severity::Warning);
        if (QTest::currentTestFailed() || typed.isEmpty()) return;
        const Issue &issue = found.constFirst();
        QCOMPARE(issue.range.start, (Position{0, int(draft.indexOf(typed))}));
        QCOMPARE(issue.range.end, (Position{0, int(draft.indexOf(typed) + typed.size())}));
        QVERIFY(issue.fix);
        QCOMPARE(issue.fix->replacement, fix);
    }

    // Files, not occurrences, are counted; a stem counts with or without a tail after it, and
    // a tail apart after a final and after none.
    void checkoutWordCounts()
    {
        const auto words = CheckoutWords::fromTexts(
            {QStringLiteral("확인할 확인할 확인합니다 모델은 모델에서"),
             QStringLiteral("확인 차이점은 아주아주아주아주아주아주아주아주아주긴말")});
        QCOMPARE(words->files(QStringLiteral("확인할")), 1);
        QCOMPARE(words->files(QStringLiteral("확인")), 1);
        QCOMPARE(words->stemFiles(QStringLiteral("확인")), 2);
        QCOMPARE(words->tailFiles(QStringLiteral("은"), true), 2); // 모델은, 차이점은
        QCOMPARE(words->tailFiles(QStringLiteral("은"), false), 0);
        QCOMPARE(words->tailFiles(QStringLiteral("에서"), true), 1);
        QCOMPARE(words->files(QStringLiteral("없는말")), 0);
        QCOMPARE(words->syllableFiles(u'확'), 2); // files, not occurrences
        QCOMPARE(words->syllableFiles(u'긴'), 1);
        QCOMPARE(words->syllableFiles(u'뗘'), 0);
        QCOMPARE(words->pairFiles(u'확', u'인'), 2); // inside a word, in files
        QCOMPARE(words->pairFiles(u'인', u'할'), 1);
        QCOMPARE(words->pairFiles(u'할', u'확'), 0); // across a space: two words
        QCOMPARE(words->pairFiles(u'인', u'확'), 0);
        QCOMPARE(words->fileCount(), 2);
        QCOMPARE(words->files(QStringLiteral("아주아주아주아주아주아주아주아주아주긴말")), 0);
    }

    // The checkout's words come from its files, found from the draft through the project
    // context as `tandem lint` and the editor do; hidden folders are not read.
    void checkoutWordsFromDisk()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QDir root(dir.path());
        QVERIFY(root.mkpath(QStringLiteral(".git")) && root.mkpath(QStringLiteral("a")) &&
                root.mkpath(QStringLiteral(".hidden")));
        auto write = [&](const QString &name, const QString &text) {
            QFile f(root.filePath(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
            QCOMPARE(f.write(text.toUtf8()), qint64(text.toUtf8().size()));
        };
        // A loanword the dictionary lacks: two files must write it.
        const QString draftText = QStringLiteral("파이프라이더를 씁니다.\n");
        write(QStringLiteral("a/draft.rst"), draftText);
        write(QStringLiteral("a/one.rst"), QStringLiteral("파이프라이너를 만듭니다.\n"));
        // A hidden copy would make the second file.
        write(QStringLiteral(".hidden/two.rst"), QStringLiteral("파이프라이너를 만듭니다.\n"));
        auto typos = [&] {
            ProjectProblems problems;
            const auto project = ProjectContext::resolve(
                root.filePath(QStringLiteral("a/draft.rst")), {}, &problems);
            if (!project) return -1;
            LintSession session(project);
            return int(issuesOf(session
                                    .lint(std::nullopt,
                                          LintText{root.filePath(QStringLiteral("a/draft.rst")),
                                                   draftText})
                                    .issues,
                                QStringLiteral("korean-typo"))
                           .size());
        };
        QCOMPARE(typos(), 0);
        write(QStringLiteral("a/two.rst"), QStringLiteral("새 파이프라이너를 씁니다.\n"));
        QCOMPARE(typos(), 1);
    }

    void englishReading_data()
    {
        testing::columns<QString, FinalSound>("word", "sound");
        QTest::newRow("tensor") << "tensor" << FinalSound::Vowel;
        QTest::newRow("model") << "model" << FinalSound::Rieul;
        QTest::newRow("module") << "module" << FinalSound::Rieul;
        QTest::newRow("python") << "python" << FinalSound::Consonant;
        QTest::newRow("training") << "training" << FinalSound::Consonant;
        QTest::newRow("pipeline") << "pipeline" << FinalSound::Consonant;
        QTest::newRow("code") << "code" << FinalSound::Vowel;
        QTest::newRow("batch") << "batch" << FinalSound::Vowel;
        QTest::newRow("class") << "class" << FinalSound::Vowel;
        QTest::newRow("GPU") << "GPU" << FinalSound::Vowel;
        QTest::newRow("URL") << "URL" << FinalSound::Rieul;
        QTest::newRow("LSTM") << "LSTM" << FinalSound::Consonant;
        QTest::newRow("set: 세트 or 셋") << "set" << FinalSound::Unknown;
        QTest::newRow("type: 타입") << "type" << FinalSound::Unknown;
        QTest::newRow("stack: 스택") << "stack" << FinalSound::Unknown;
        QTest::newRow("script: 스크립트") << "script" << FinalSound::Vowel;
        QTest::newRow("default: 디폴트") << "default" << FinalSound::Vowel;
        QTest::newRow("task: 태스크") << "task" << FinalSound::Vowel;
        QTest::newRow("output: 아웃풋") << "output" << FinalSound::Unknown;
        QTest::newRow("check: 체크") << "check" << FinalSound::Unknown;
    }

    void englishReading()
    {
        QFETCH(QString, word);
        QFETCH(FinalSound, sound);
        QCOMPARE(language::finalSoundOfEnglish(word), sound);
    }

    void numberReading_data()
    {
        testing::columns<QString, FinalSound>("number", "sound");
        QTest::newRow("1 일") << "1" << FinalSound::Rieul;
        QTest::newRow("2 이") << "2" << FinalSound::Vowel;
        QTest::newRow("3 삼") << "3" << FinalSound::Consonant;
        QTest::newRow("10 십") << "10" << FinalSound::Consonant;
        QTest::newRow("100 백") << "100" << FinalSound::Consonant;
        QTest::newRow("25 오") << "25" << FinalSound::Vowel;
        QTest::newRow("0 영") << "0" << FinalSound::Consonant;
        QTest::newRow("0.5 오") << "0.5" << FinalSound::Vowel;
        QTest::newRow("1,024 사") << "1,024" << FinalSound::Vowel;
    }

    void numberReading()
    {
        QFETCH(QString, number);
        QFETCH(FinalSound, sound);
        QCOMPARE(language::finalSoundOfNumber(number), sound);
    }

    void styleRulesFormat()
    {
        QStringList errors;
        const StyleRules rules = StyleRules::fromYaml(
            "rules:\n"
            "  - {id: a, message: 'x %1 → %2', level: warning, swap: {abc: ABC, ab: AB}}\n"
            "  - {id: b, message: 'no', tokens: [zz]}\n"
            "  - {id: c, message: 'bad level', level: loud, tokens: [q]}\n"
            "  - {id: d, tokens: [q]}\n",
            "user.yaml", &errors);
        QCOMPARE(rules.rules().size(), 2);
        QCOMPARE(errors.size(), 2);
        QVERIFY2(errors.constFirst().startsWith("user.yaml:4:"), qPrintable(errors.join('\n')));
        const auto found = rules.find(u"xabcx ab zz");
        QCOMPARE(found.size(), 3);
        QCOMPARE(found[0].start, 1); // the longest phrase wins
        QCOMPARE(found[0].end, 4);
        QCOMPARE(found[1].phrase, 1);
        QCOMPARE(rules.rules().at(found[2].rule).id, QStringLiteral("b"));
        QVERIFY(!StyleRules::loadDefault().rules().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestLanguageChecks)
#include "tst_languagechecks.moc"
