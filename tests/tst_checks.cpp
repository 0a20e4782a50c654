// SPDX-License-Identifier: GPL-3.0-or-later
// Every check: a case it must flag, a case it must leave alone, and its fix applied giving text
// that no longer has the problem; then the false alarms found by reading Tandem's issues on real
// drafts against their English (issue 12, invented text of the same shapes) and the cases
// reviewers' comments asked for. The checks run with the built-in glossary and style rules.
#include "bilinguallexicon.h"
#include "checkcase.h"
#include "datatable.h"
#include "fixapplier.h"
#include "glossaryloader.h"
#include "glossarymatcher.h"
#include "linter.h"
#include "spelling.h"
#include "stylerules.h"

#include <QTest>

using namespace tandem;
using namespace tandem::testing;

class TestChecks : public QObject
{
    Q_OBJECT
    std::shared_ptr<const Glossary> m_glossary;
    std::shared_ptr<const ProjectContext> m_project;
    CheckCases m_cases{QStringLiteral("checks"), {.python = true}};

    // A lexicon of renderings a memory of some size holds as dependable: linked in 6 of the 8
    // units with the English word, in 6 of the Korean word's, in 3 files.
    static BilingualLexicon
    dependable(std::initializer_list<std::pair<const char *, const char *>> renderings)
    {
        BilingualLexicon words;
        for (const auto &[en, ko] : renderings)
            words.add(en, QString::fromUtf8(ko), 6, 8, 6, 3);
        return words;
    }

    // The panel-and-dialog words most missing-segment fixtures are written in.
    static BilingualLexicon panelWords()
    {
        return dependable({{"panel", "패널"},
                           {"border", "테두리"},
                           {"label", "라벨"},
                           {"window", "창"},
                           {"theme", "테마"},
                           {"colour", "색상"},
                           {"click", "클릭"},
                           {"dialog", "대화"},
                           {"button", "버튼"}});
    }

    // missing-segment's reports on a pair, with `lexicon` as the memory's.
    Issues missingSegments(BilingualLexicon lexicon, const QString &source,
                           const QString &draft) const
    {
        const auto project = ProjectContext::builtIn(
            {.glossary = m_glossary, .lexicon = LazyLexicon::of(std::move(lexicon))});
        return issuesOf(lintPair(project, source, draft).issues, "missing-segment");
    }

    // Nine pairs of one paragraph, which set the document's usual length share (the length
    // rules need eight or more), then `english` and `korean`; the last pair starts on line 20.
    static std::pair<QString, QString> afterNineParagraphs(const QString &english,
                                                           const QString &korean)
    {
        QString source = QStringLiteral("Intro.\n\n"), draft = QStringLiteral("소개.\n\n");
        for (int i = 0; i < 9; ++i) {
            source += QStringLiteral("The panel draws a border around its label and keeps it "
                                     "while the window is open.\n\n");
            draft += QStringLiteral("패널은 창이 열려 있는 동안 라벨 둘레에 테두리를 그려 "
                                    "둡니다.\n\n");
        }
        return {source + english + "\n", draft + korean + "\n"};
    }

    // The one report on afterNineParagraphs' last paragraph (line 20): an info whose message
    // contains `reported`; none when `reported` is empty. Call it last: a failed comparison
    // returns from here only.
    static void verifyLastParagraphReport(const Issues &found, const QString &reported)
    {
        verifyOneOrNone(found, !reported.isEmpty(), Severity::Info);
        if (QTest::currentTestFailed() || reported.isEmpty()) return;
        QVERIFY2(found.constFirst().message.contains(reported),
                 qPrintable(found.constFirst().message));
        QCOMPARE(found.constFirst().range.start, (Position{20, 0}));
    }

private slots:
    void initTestCase()
    {
        m_glossary = std::make_shared<const Glossary>(GlossaryLoader::loadDefault());
        // extra-segment is off by default; its rows here test what it reports when on.
        m_project = ProjectContext::builtIn(
            {.checks = LintOptions{{},
                                   {QStringLiteral("extra-segment"),
                                    QStringLiteral("glossary-missing")}}, // off by default
             .glossary = m_glossary});
    }

    void check_data()
    {
        m_cases.addColumns();
        const QString none; // null QString
        auto row = [](const char *name) -> QTestData & { return QTest::newRow(name); };

        // rst-inline-boundary
        row("glued literal") << "rst-inline-boundary" << none << "``x``를 만듭니다.\n"
                             << false << 1 << "``x``\\ 를 만듭니다.\n";
        row("glued link")
            << "rst-inline-boundary" << none
            << "`PyTorch FSDP <https://pytorch.org/docs/fsdp.html>`__는 좋습니다.\n"
            << false << 1
            << "`PyTorch FSDP <https://pytorch.org/docs/fsdp.html>`__\\ 는 좋습니다.\n";
        row("glued emphasis") << "rst-inline-boundary" << none << "*매개변수*\\ 와 *편향*의 합\n"
                              << false << 1 << "*매개변수*\\ 와 *편향*\\ 의 합\n";
        row("glued start") << "rst-inline-boundary" << none << "함수``f()``\\ 를 부릅니다.\n"
                           << false << 1 << "함수\\ ``f()``\\ 를 부릅니다.\n";
        row("escaped is fine") << "rst-inline-boundary" << none << "``x``\\ 를 만듭니다.\n"
                               << false << 0 << none;
        row("space is fine") << "rst-inline-boundary" << none << "``x`` 를 만듭니다.\n"
                             << false << 0 << none;
        row("punctuation is fine") << "rst-inline-boundary" << none << "(``x``)를 만듭니다.\n"
                                   << false << 0 << none;
        row("literal inside a role")
            << "rst-inline-boundary" << none << ":emphasis:`This ``Too Shall\\`\\` Pass`\n"
            << false << 0 << none;
        row("2*3 is not markup") << "rst-inline-boundary" << none << "2*3은 6입니다.\n"
                                 << false << 0 << none;

        // rst-unterminated
        row("unterminated literal") << "rst-unterminated" << none << "``x 를 만듭니다.\n"
                                    << false << 1 << none;
        row("closed literal") << "rst-unterminated" << none << "``x`` 를 만듭니다.\n"
                              << false << 0 << none;

        // rst-title-underline
        row("short underline") << "rst-title-underline" << none
                               << "FSDP의 작동 방식\n------------\n\n본문입니다.\n"
                               << false << 1
                               << "FSDP의 작동 방식\n----------------\n\n본문입니다.\n";
        row("underline of 3 reads as text")
            << "rst-title-underline" << none << "텐서\n===\n\n본문.\n"
            << false << 1 << "텐서\n====\n\n본문.\n";
        row("short overline and underline")
            << "rst-title-underline" << none << "======\n제목입니다\n======\n\n본문.\n"
            << false << 2 << "==========\n제목입니다\n==========\n\n본문.\n";
        row("title glued to a paragraph")
            << "rst-title-underline" << none
            << "**저자:** 홍길동\n**번역:** 김철수\nIntroduction\n------------\n\n본문.\n"
            << false << 1
            << "**저자:** 홍길동\n**번역:** 김철수\n\nIntroduction\n------------\n\n본문.\n";
        row("title glued in a gallery block")
            << "rst-title-underline" << none
            << "x = 1\n#####################\n# 문단입니다.\n# 제목\n# ----\n"
            << true << 1 << "x = 1\n#####################\n# 문단입니다.\n#\n# 제목\n# ----\n";
        row("short underline the English has, title not translated yet")
            << "rst-title-underline"
            << "How the Sharding Works\n--------------\n\nText.\n"
            << "How the Sharding Works\n--------------\n\n본문입니다.\n"
            << false << 0 << none;
        row("short underline the English has, title translated")
            << "rst-title-underline"
            << "How the Sharding Works\n--------------\n\nText.\n"
            << "샤딩의 작동 방식\n--------------\n\n본문입니다.\n"
            << false << 1 << "샤딩의 작동 방식\n----------------\n\n본문입니다.\n";
        row("short underline in the draft only, same title")
            << "rst-title-underline"
            << "How the Sharding Works\n----------------------\n\nText.\n"
            << "How the Sharding Works\n--------------\n\n본문입니다.\n"
            << false << 1 << "How the Sharding Works\n----------------------\n\n본문입니다.\n";
        row("wide enough") << "rst-title-underline" << none << "텐서 만들기\n-----------\n"
                           << false << 0 << none;
        row("english title") << "rst-title-underline" << none << "Tensors\n=======\n"
                             << false << 0 << none;

        // rst-link-syntax
        row("underscores inside") << "rst-link-syntax" << none
                                  << "번역: `이진혁 <https://github.com/uddk6215>__`\n"
                                  << false << 1
                                  << "번역: `이진혁 <https://github.com/uddk6215>`__\n";
        row("no underscore") << "rst-link-syntax" << none
                             << "`설치 안내 <https://pytorch.org>` 참고\n"
                             << false << 1 << "`설치 안내 <https://pytorch.org>`__ 참고\n";
        row("no space before <") << "rst-link-syntax" << none << "`여기<https://x.org/a>`_ 참고\n"
                                 << false << 1 << "`여기 <https://x.org/a>`_ 참고\n";
        row("good link") << "rst-link-syntax" << none << "`여기 <https://x.org/a>`__ 참고\n"
                         << false << 0 << none;
        row("title reference") << "rst-link-syntax" << none << "`torch.nn` 모듈\n"
                               << false << 0 << none;

        // rst-duplicate-target
        row("same name two urls") << "rst-duplicate-target" << none
                                  << "`여기 <https://a.org>`_ 와 `여기 <https://b.org>`_\n"
                                  << false << 1
                                  << "`여기 <https://a.org>`_ 와 `여기 <https://b.org>`__\n";
        row("same name same url") << "rst-duplicate-target" << none
                                  << "`여기 <https://a.org>`_ 와 `여기 <https://a.org>`_\n"
                                  << false << 1
                                  << "`여기 <https://a.org>`_ 와 `여기 <https://a.org>`__\n";
        row("link repeats a target block")
            << "rst-duplicate-target" << none
            << "`시작하기 <https://a.org>`_ 에서\n\n.. _시작하기: https://a.org\n"
            << false << 1 << "`시작하기 <https://a.org>`__ 에서\n\n.. _시작하기: https://a.org\n";
        row("repeat the source has too") << "rst-duplicate-target"
                                         << "`here <https://a.org>`_ and `here <https://a.org>`_\n"
                                         << "`여기 <https://a.org>`_ 와 `여기 <https://a.org>`_\n"
                                         << false << 0 << none;
        row("name the English gives two URLs, kept")
            << "rst-duplicate-target"
            << "See `doc <https://a.org>`_ and later `doc <https://b.org>`_.\n"
            << "`doc <https://a.org>`_ 와 이후의 `doc <https://b.org>`_ 를 보세요.\n"
            << false << 0 << none;
        // The English's own conflict under translated link text (a table of `link <...>`_ rows
        // becomes 링크): the same URLs, so the translator inherited it.
        row("the English's two URLs under a translated name")
            << "rst-duplicate-target"
            << "See `here <https://a.org>`_ and `here <https://b.org>`_.\n"
            << "`여기 <https://a.org>`_ 와 `여기 <https://b.org>`_ 를 보세요.\n"
            << false << 0 << none;
        row("two URLs under one name the English does not have")
            << "rst-duplicate-target"
            << "See `the guide <https://a.org>`_ and `the API <https://b.org>`_.\n"
            << "`여기 <https://a.org>`_ 와 `여기 <https://b.org>`_ 를 보세요.\n"
            << false << 1 << "`여기 <https://a.org>`_ 와 `여기 <https://b.org>`__ 를 보세요.\n";
        row("anonymous links") << "rst-duplicate-target" << none
                               << "`여기 <https://a.org>`__ 와 `여기 <https://b.org>`__\n"
                               << false << 0 << none;

        // rst-unknown-directive
        row("translated directive")
            << "rst-unknown-directive" << none << ".. 노트::\n\n   내용입니다.\n"
            << false << 1 << none;
        row("translated directive, fix from source")
            << "rst-unknown-directive"
            << ".. note::\n\n   Content here.\n"
            << ".. 노트::\n\n   내용입니다.\n"
            << false << 1 << ".. note::\n\n   내용입니다.\n";
        row("known directive") << "rst-unknown-directive" << none << ".. note::\n\n   내용입니다.\n"
                               << false << 0 << none;

        // rst-unknown-target
        row("translated link name")
            << "rst-unknown-target" << none
            << "`설치 안내`_ 를 보세요.\n\n.. _installation guide: https://x.org\n"
            << false << 1 << none;
        row("link to a title")
            << "rst-unknown-target" << none
            << "설치\n====\n\n`설치`_ 를 보세요.\n\n.. _Other: https://x.org\n\n`other`_ 도.\n"
            << false << 0 << none;
        row("anonymous without target") << "rst-unknown-target" << none << "`여기`__ 를 보세요.\n"
                                        << false << 1 << none;
        row("anonymous, space missing before <")
            << "rst-unknown-target" << none << "`설치<https://x.org>`__\\ 를 보세요.\n"
            << false << 0 << none;
        row("anonymous with target")
            << "rst-unknown-target" << none << "`여기`__ 를 보세요.\n\n.. __: https://x.org\n"
            << false << 0 << none;

        // rst-indent
        row("one-space indent makes a definition list")
            << "rst-indent" << none
            << "**Author**: `Kim <https://x.org>`_\n **번역**: `박 <https://y.org>`_\n\n본문.\n"
            << false << 1
            << "**Author**: `Kim <https://x.org>`_\n**번역**: `박 <https://y.org>`_\n\n본문.\n";
        row("inherited from the source") << "rst-indent"
                                         << "First line.\n    indented.\nSecond.\n"
                                         << "첫 줄입니다.\n    들여쓴 줄.\n둘째.\n"
                                         << false << 0 << none;
        // The English's own one-space indent, kept: not the translator's slip. One the
        // translator added elsewhere is still reported.
        row("one-space definition inherited from the source")
            << "rst-indent"
            << "Intro paragraph of the page.\n\n**Author**: `Kim <https://x.org>`_\n **Editor**: "
               "Lee\n"
               "\nBody text.\n"
            << "소개 문단입니다.\n\n**저자**: `Kim <https://x.org>`_\n **편집**: Lee\n\n본문.\n"
            << false << 0 << none;
        row("one-space definition the translator added")
            << "rst-indent"
            << "Intro paragraph of the page.\n\n**Author**: `Kim <https://x.org>`_\n\nBody text.\n"
            << "소개 문단입니다.\n\n**저자**: `Kim <https://x.org>`_\n **번역**: `박 "
               "<https://y.org>`_\n"
               "\n본문.\n"
            << false << 1
            << "소개 문단입니다.\n\n**저자**: `Kim <https://x.org>`_\n**번역**: `박 "
               "<https://y.org>`_\n"
               "\n본문.\n";
        row("real definition list") << "rst-indent" << none << "용어\n    정의입니다.\n"
                                    << false << 0 << none;
        row("unexpected indentation")
            << "rst-indent" << none << "첫 줄입니다.\n    들여쓴 줄.\n둘째.\n"
            << false << 1 << none;

        // rst-syntax
        row("directive without its argument") << "rst-syntax" << none << ".. image::\n\n본문.\n"
                                              << false << 1 << none;
        row("directive with its argument") << "rst-syntax" << none << ".. image:: a.png\n\n본문.\n"
                                           << false << 0 << none;

        // gallery-hash-space
        row("#text in a comment block")
            << "gallery-hash-space" << none
            << "x = 1\n##########################\n# 첫째 줄\n#둘째 줄\n"
            << true << 1 << "x = 1\n##########################\n# 첫째 줄\n# 둘째 줄\n";
        row("code comment is not RST") << "gallery-hash-space" << none << "x = 1\n#comment\n"
                                       << true << 0 << none;

        // hidden-unicode
        row("group separator") << "hidden-unicode" << none << "본문\u001d입니다.\n"
                               << false << 1 << "본문입니다.\n";
        row("zero width space") << "hidden-unicode" << none << "본문\u200b입니다.\n"
                                << false << 1 << "본문입니다.\n";
        row("plain text") << "hidden-unicode" << none << "본문입니다.\n" << false << 0 << none;

        // whitespace
        row("trailing spaces") << "whitespace" << none << "본문입니다.  \n"
                               << false << 1 << "본문입니다.\n";
        row("no trailing spaces") << "whitespace" << none << "본문입니다.\n" << false << 0 << none;

        // code-changed
        row("code changed") << "code-changed"
                            << "Run::\n\n   x = 1  # one\n"
                            << "실행::\n\n   x = 2  # 하나\n"
                            << false << 1 << none;
        row("comment translated") << "code-changed"
                                  << "Run::\n\n   x = 1  # one\n"
                                  << "실행::\n\n   x = 1  # 하나\n"
                                  << false << 0 << none;

        // literal-changed
        row("literal altered") << "literal-changed"
                               << "Call ``foo()`` now.\n"
                               << "지금 ``bar()``\\ 를 호출합니다.\n"
                               << false << 1 << none;
        row("literal kept") << "literal-changed"
                            << "Call ``foo()`` now.\n"
                            << "지금 ``foo()``\\ 를 호출합니다.\n"
                            << false << 0 << none;

        // link-changed
        row("url altered") << "link-changed"
                           << "See `the docs <https://pytorch.org/docs>`__.\n"
                           << "`문서 <https://pytorch.org/doc>`__\\ 를 보세요.\n"
                           << false << 1 << none;
        row("url dropped") << "link-changed"
                           << "See `the docs <https://pytorch.org/docs>`__.\n"
                           << "문서를 보세요.\n"
                           << false << 1 << none;
        row("anchor follows the translated title") << "link-changed"
                                                   << "See `above <#intro>`__.\n"
                                                   << "`위 <#id1>`__\\ 를 보세요.\n"
                                                   << false << 0 << none;
        row("url replaced by :doc:") << "link-changed"
                                     << "See `this <https://pytorch.org/tutorials/a.html>`__.\n"
                                     << ":doc:`/beginner/a`\\ 를 보세요.\n"
                                     << false << 1 << none; // info
        row("url to the Korean edition")
            << "link-changed"
            << "See `this <https://pytorch.org/tutorials/a.html>`__.\n"
            << "`이 문서 <https://tutorials.pytorch.kr/a.html>`__\\ 를 "
               "보세요.\n"
            << false << 0 << none;
        row("edit link to the Korean repository")
            << "link-changed"
            << "Edit `on GitHub <https://github.com/pytorch/tutorials/blob/main/a.rst>`__.\n"
            << "`GitHub <https://github.com/PyTorchKorea/tutorials-kr/blob/master/a.rst>`__\\ 에서 "
               "고치세요.\n"
            << false << 0 << none;
        row("url to the Korean edition, a second link lost")
            << "link-changed"
            << "See `this <https://pytorch.org/tutorials/a.html>`__ and `that <https://b.org>`__.\n"
            << "`이 문서 <https://tutorials.pytorch.kr/a.html>`__\\ 를 보세요.\n"
            << false << 1 << none;
        row("url kept") << "link-changed"
                        << "See `the docs <https://pytorch.org/docs>`__.\n"
                        << "`문서 <https://pytorch.org/docs>`__\\ 를 보세요.\n"
                        << false << 0 << none;

        // Harmless token edits (issue 25): the same page, the same number.
        row("https for http, a trailing slash added")
            << "link-changed"
            << "See `the docs <http://example.org/docs>`__.\n"
            << "`문서 <https://example.org/docs/>`__\\ 를 보세요.\n"
            << false << 0 << none;
        row("trailing slash dropped") << "link-changed"
                                      << "See `the docs <https://example.org/docs/>`__.\n"
                                      << "`문서 <https://example.org/docs>`__\\ 를 보세요.\n"
                                      << false << 0 << none;
        row("another page of the same site") << "link-changed"
                                             << "See `the docs <http://example.org/docs>`__.\n"
                                             << "`문서 <https://example.org/doc/>`__\\ 를 보세요.\n"
                                             << false << 1 << none;
        row("digit grouping dropped") << "number-mismatch"
                                      << "It has 40,000 images.\n"
                                      << "이미지가 40000장 있습니다.\n"
                                      << false << 0 << none;
        row("digit grouping added") << "number-mismatch"
                                    << "It has 40000 images.\n"
                                    << "이미지가 40,000장 있습니다.\n"
                                    << false << 0 << none;
        row("space before a unit dropped") << "number-mismatch"
                                           << "It takes 128 ms per step.\n"
                                           << "단계마다 128ms 걸립니다.\n"
                                           << false << 0 << none;
        // A small number the next paragraph has: still a change here, at the draft's number.
        row("number changed, the source's written next door")
            << "number-mismatch"
            << "Use 1 GPU.\n\nIt has 1 layer.\n\nThen 3 more.\n"
            << "GPU 1개를 씁니다.\n\n계층이 4개 있습니다.\n\n그리고 3개 더.\n"
            << false << 1 << none;
        row("number added to the translation") << "number-mismatch"
                                               << "It has many layers.\n"
                                               << "계층이 70개 있습니다.\n"
                                               << false << 0 << none;
        row("grouped number changed") << "number-mismatch"
                                      << "It has 40,000 images.\n"
                                      << "이미지가 4000장 있습니다.\n"
                                      << false << 1 << none;

        // number-mismatch
        row("number dropped") << "number-mismatch"
                              << "Use 4 GPUs for this tutorial.\n"
                              << "이 튜토리얼에서는 여러 GPU를 사용합니다.\n"
                              << false << 1 << none;
        row("number kept") << "number-mismatch"
                           << "Use 4 GPUs for this tutorial.\n"
                           << "이 튜토리얼에서는 GPU 4개를 사용합니다.\n"
                           << false << 0 << none;

        // rst-markup-lost
        row("emphasis dropped") << "rst-markup-lost"
                                << "Use *this* and **that** here.\n"
                                << "여기서는 이것과 저것을 사용합니다.\n"
                                << false << 2 << none;
        row("markup kept") << "rst-markup-lost"
                           << "Use *this* and **that** here.\n"
                           << "여기서는 *이것*\\ 과 **저것**\\ 을 사용합니다.\n"
                           << false << 0 << none;
        // Unseen drafts: *overall* written **전체** keeps the emphasis in another style.
        row("emphasis written as strong") << "rst-markup-lost"
                                          << "Keep the *overall* batch size.\n"
                                          << "**전체** 배치 크기를 유지합니다.\n"
                                          << false << 0 << none;
        row("emphasis and strong both dropped") << "rst-markup-lost"
                                                << "Keep the *overall* **batch** size.\n"
                                                << "**전체** 배치 크기를 유지합니다.\n"
                                                << false << 1 << none;
        // A bold lead-in label written plain (참고:) is a style choice; bold inside the
        // sentence is still emphasis lost.
        row("bold label written plain") << "rst-markup-lost"
                                        << "- **Note:** it runs on CPU.\n\n**Tip**: use a GPU.\n"
                                        << "- 참고: CPU에서 실행됩니다.\n\n팁: GPU를 쓰세요.\n"
                                        << false << 0 << none;
        row("bold word in the sentence dropped") << "rst-markup-lost"
                                                 << "It runs on **every** CPU.\n"
                                                 << "모든 CPU에서 실행됩니다.\n"
                                                 << false << 1 << none;

        // rst-structure
        row("title level differs")
            << "rst-structure"
            << "Top\n===\n\nText here.\n\nSub\n---\n\nMore text.\n"
            << "최상위\n======\n\n본문입니다.\n\n하위\n======\n\n본문입니다.\n"
            << false << 1 << "최상위\n======\n\n본문입니다.\n\n하위\n------\n\n본문입니다.\n";
        row("same levels, other characters")
            << "rst-structure"
            << "Top\n===\n\nText here.\n\nSub\n---\n\nMore text.\n"
            << "최상위\n======\n\n본문입니다.\n\n하위\n~~~~\n\n본문입니다.\n"
            << false << 0 << none;

        // untranslated
        row("english left") << "untranslated"
                            << "This sentence was never translated at all.\n"
                            << "This sentence was never translated at all.\n"
                            << false << 1 << none;
        row("translated") << "untranslated"
                          << "This sentence was never translated at all.\n"
                          << "이 문장은 번역되었습니다.\n"
                          << false << 0 << none;
        // What is prose (englishprose.h): Latin words that stay as they are.
        row("a formula kept as it is")
            << "untranslated"
            << "The ratio is defined as follows.\n\n"
               "$$ \\mathrm{R} = \\frac{P_{signal}}{P_{noise}} + \\log P_{base} $$\n"
            << "비율은 다음과 같이 정의됩니다.\n\n"
               "$$ \\mathrm{R} = \\frac{P_{signal}}{P_{noise}} + \\log P_{base} $$\n"
            << false << 0 << none;
        row("keywords of a meta directive")
            << "untranslated"
            << "The intro.\n\n.. meta::\n   :keywords: training loop, data loader, sampler, "
               "model export\n"
            << "소개입니다.\n\n.. meta::\n   :keywords: training loop, data loader, sampler, "
               "model export\n"
            << false << 0 << none;

        // missing-segment / extra-segment
        row("code block missing")
            << "missing-segment"
            << "Intro text here.\n\n.. code-block:: python\n\n   import torch\n\nOutro text here.\n"
            << "소개 문단입니다.\n\n마무리 문단입니다.\n"
            << false << 1 << none;
        row("nothing missing") << "missing-segment"
                               << "Intro text here.\n\nOutro text here.\n"
                               << "소개 문단입니다.\n\n마무리 문단입니다.\n"
                               << false << 0 << none;
        row("translator's note") << "extra-segment"
                                 << "Intro text here.\n\n.. note::\n\n   A note.\n"
                                 << "소개 문단입니다.\n\n.. note::\n\n   참고입니다.\n\n역자 주: "
                                    "덧붙인 문단.\n::\n\n   print(1)\n"
                                 << false << 2 << none;

        // The false alarms of issue 12 and the checks reviewers asked for.

        // whitespace: once per file
        row("trailing spaces on three lines, one report")
            << "whitespace" << none << "첫 줄입니다.  \n둘째 줄입니다. \n셋째 줄입니다.\t\n"
            << false << 1 << none;

        row("trailing spaces inherited from the source") << "whitespace"
                                                         << "First line.  \nSecond line. \n"
                                                         << "첫 줄입니다.  \n둘째 줄입니다. \n"
                                                         << false << 0 << none;

        // credit lines: the translator's line is an expected addition
        const QString header = QStringLiteral(
            "Making Widgets\n==============\n\n**Author**: `Jane Roe "
            "<https://github.com/janeroe>`_\n\nThis text explains widgets in detail.\n");
        const QString headerKo =
            QStringLiteral("위젯 만들기\n===========\n\n**저자**: `Jane Roe "
                           "<https://github.com/janeroe>`_\n\n**번역**: `홍길동 "
                           "<https://github.com/gildong>`_\n\n이 글은 위젯을 자세히 설명합니다.\n");
        row("translator line is no extra segment")
            << "extra-segment" << header << headerKo << false << 0 << none;
        row("translator line is no changed link")
            << "link-changed" << header << headerKo << false << 0 << none;
        row("translator name is no typo")
            << "latin-typo" << header << headerKo << false << 0 << none;

        // alignment-aware comparison: a literal or link a paragraph split moved next door
        row("literal in the next paragraph")
            << "literal-changed"
            << "Call ``load()`` first. Then call ``save()`` to keep it.\n\nThe end is here.\n"
            << "먼저 ``load()``\\ 를 부릅니다.\n\n그다음 ``save()``\\ 로 저장합니다. 끝입니다.\n"
            << false << 0 << none;
        row("literal really changed") << "literal-changed"
                                      << "The flag defaults to ``True`` here.\n"
                                      << "이 플래그의 기본값은 ``False``\\ 입니다.\n"
                                      << false << 1 << none;
        // A name corrected to the source's own spelling (issue 43, on unseen drafts): the
        // source's code writes DataLoader; a case slip to a name it never writes stays reported.
        row("literal corrected to the source's name")
            << "literal-changed"
            << "Wrap it in a ``Dataloader``.\n\n::\n\n   from torch.utils.data import DataLoader\n"
            << "``DataLoader``\\ 로 감쌉니다.\n\n::\n\n   from torch.utils.data import DataLoader\n"
            << false << 0 << none;
        row("literal changed to a name the source never writes")
            << "literal-changed"
            << "Use ``nn.MSELoss`` here.\n\n::\n\n   loss = nn.MSELoss()\n"
            << "여기서 ``nn.MSEloss``\\ 를 씁니다.\n\n::\n\n   loss = nn.MSELoss()\n"
            << false << 1 << none;
        // Prose set in monospace: a quantity respaced or a count written in Korean inside it.
        row("quantity literal respaced or in Korean")
            << "literal-changed"
            << "With ``2 threads`` instead of ``4 threads`` latency grows from ``60 ms``.\n"
            << "``4개의 스레드`` 대신 ``2개의 스레드``\\ 를 쓰면 지연이 ``60ms``\\ 에서 늡니다.\n"
            << false << 0 << none;
        row("quantity literal with another number") << "literal-changed"
                                                    << "It takes ``60 ms`` per step.\n"
                                                    << "단계마다 ``70ms``\\ 가 걸립니다.\n"
                                                    << false << 1 << none;
        // The source's own broken literal (``a``(b ``c``, one literal to docutils), fixed.
        row("source's broken literal fixed") << "literal-changed"
                                             << "Pass ``labels``(containing ``size=64``) in.\n"
                                             << "``labels``\\ (``size=64``\\ 를 담은)를 넘깁니다.\n"
                                             << false << 0 << none;
        row("escaped url is the same link")
            << "link-changed"
            << "See https://example.org/former\\_torchies/page.html for more.\n"
            << "자세한 내용은 https://example.org/former\\_torchies/page.html 을 보세요.\n"
            << false << 0 << none;
        row("url became a :doc: link")
            << "link-changed"
            << "See `Saving models <https://pytorch.org/tutorials/recipes/saving_models.html>`__ "
               "for more.\n"
            << "자세한 내용은 :doc:`/recipes/saving_models` 를 보세요.\n"
            << false << 0 << none;
        row("url became :doc:, markup kept")
            << "rst-markup-lost"
            << "See `Saving models <https://pytorch.org/tutorials/recipes/saving_models.html>`__ "
               "for more.\n"
            << "자세한 내용은 :doc:`/recipes/saving_models` 를 보세요.\n"
            << false << 0 << none;
        row("repeated literal written once")
            << "rst-markup-lost"
            << "The ``Hook`` class: a ``Hook`` has two entry points.\n"
            << "``Hook`` 클래스는 두 진입점을 제공합니다.\n"
            << false << 0 << none;
        row("literal written as plain text") << "rst-markup-lost"
                                             << "Pass ``strict`` to the function.\n"
                                             << "함수에 strict 를 넘깁니다.\n"
                                             << false << 1 << none;

        // Session 4: a lengthened URL is a changed link, not the same one.
        row("url lengthened") << "link-changed"
                              << "Read `the manual <https://example.org/manual>`__ first.\n"
                              << "먼저 `설명서 <https://example.org/manual/v2/intro.html>`__\\ 를 "
                                 "읽으세요.\n"
                              << false << 1 << none;
        // Issue 25: reference docs that gave a class an anchor on the module's page now give
        // it a page of its own; the same host and the anchor's name make it the same entry.
        row("anchor moved to a page of its own")
            << "link-changed"
            << "Use `Widget <https://docs.example.org/master/ui.html?highlight=w#ui.Widget>`__.\n"
            << "`Widget <https://docs.example.org/stable/generated/ui.Widget.html>`__ 을 "
               "씁니다.\n"
            << false << 0 << none;
        row("anchor's name on another host is another page")
            << "link-changed"
            << "Use `Widget <https://docs.example.org/master/ui.html#ui.Widget>`__.\n"
            << "`Widget <https://mirror.example.net/ui.Widget.html>`__ 을 씁니다.\n"
            << false << 1 << none;
        row("url kept, sentence ends after it") << "link-changed"
                                                << "Read https://example.org/manual first.\n"
                                                << "먼저 https://example.org/manual. 을 읽으세요.\n"
                                                << false << 0 << none;
        // One report per root cause: a link whose URL is still there was written wrongly; the
        // RST check reports how (rst-link-syntax here), not rst-markup-lost as well.
        row("link syntax broken, url kept")
            << "rst-markup-lost"
            << "See `the guide <https://example.org/guide/>`__ for more.\n"
            << "자세한 내용은 `안내 <https://example.org/guide/>__` 를 보세요.\n"
            << false << 0 << none;
        row("link syntax broken, its own report")
            << "rst-link-syntax"
            << "See `the guide <https://example.org/guide/>`__ for more.\n"
            << "자세한 내용은 `안내 <https://example.org/guide/>__` 를 보세요.\n"
            << false << 1 << none;
        row("link dropped") << "rst-markup-lost"
                            << "See `the guide <https://example.org/guide/>`__ for more.\n"
                            << "자세한 내용은 안내서를 보세요.\n"
                            << false << 1 << none;
        // A table-of-contents category (Text, Image) is an ordinary word in lower case.
        row("toc category as an ordinary word") << "glossary-term"
                                                << "Write the text to a file.\n"
                                                << "그 text를 파일에 씁니다.\n"
                                                << false << 0 << none;

        // numbers
        row("3.2x as 3.2배, 20 ms as 20ms")
            << "number-mismatch"
            << "It runs 3.2x faster and takes 20 ms per step, a file of ~400 MB.\n"
            << "3.2배 빠르고 단계마다 20ms 걸리며, 파일은 ~400MB입니다.\n"
            << false << 0 << none;
        // Korean counts large numbers by 만 and 억: 20 thousand is 2만, 30,000 is 3만.
        row("20 thousand as 2만, 30,000 as 3만")
            << "number-mismatch"
            << "The buffer stores 20 thousands trajectories of 30,000 frames.\n"
            << "버퍼는 3만 프레임짜리 궤적 2만 개를 저장합니다.\n"
            << false << 0 << none;
        row("20 thousand as 3만 is a change") << "number-mismatch"
                                              << "The buffer stores 20 thousand trajectories.\n"
                                              << "버퍼는 궤적 3만 개를 저장합니다.\n"
                                              << false << 1 << none;
        row("unit changed") << "number-mismatch"
                            << "Each call takes 20 µs on average.\n"
                            << "호출마다 평균 20 ms 걸립니다.\n"
                            << false << 1 << none;
        // Issue 25: a small number written as a Korean numeral word before a counter.
        row("step 1 as 첫 번째 단계, 2 as 두 개") << "number-mismatch"
                                                  << "Reuse the code of Step 1 on 2 machines.\n"
                                                  << "첫 번째 단계의 코드를 기계 두 대에서 "
                                                     "재사용합니다. 두 개면 됩니다.\n"
                                                  << false << 0 << none;
        row("3 written as 두 개 is a change") << "number-mismatch"
                                              << "It needs 3 machines.\n"
                                              << "기계가 두 개 필요합니다.\n"
                                              << false << 1 << none;
        row("a number word takes its own numeral") << "number-mismatch"
                                                   << "Train two copies, on GPUs 2 and 3.\n"
                                                   << "복제본 두 개를 GPU 9, 3에서 학습합니다.\n"
                                                   << false << 1 << none;
        row("한 alone is not a number") << "number-mismatch"
                                        << "Run it 1 more time.\n"
                                        << "한 사람이 더 실행합니다.\n"
                                        << false << 1 << none;

        // non-prose: program output in a code block is not untranslated prose
        row("output under a glued directive")
            << "untranslated"
            << "You will see:\n\n.. code:: bash\n\n    Let's use 3 GPUs now!\n    In Model: input "
               "size 10 output size 2\n"
            << "다음과 같이 표시됩니다:\n.. code:: bash\n\n    Let's use 3 GPUs now!\n    In "
               "Model: input size 10 output size 2\n"
            << false << 0 << none;

        // code: a translated docstring or a space after a comma is no code change
        row("docstring translated") << "code-changed"
                                    << "Code::\n\n    def f(a,b):\n        \"\"\"Adds two "
                                       "numbers.\"\"\"\n        return a + b\n"
                                    << "코드::\n\n    def f(a, b):\n        \"\"\"두 수를 "
                                       "더합니다.\"\"\"\n        return a + b\n"
                                    << false << 0 << none;
        row("code really changed") << "code-changed"
                                   << "Code::\n\n    print(100. * x)\n"
                                   << "코드::\n\n    print(1.   * x)\n"
                                   << false << 1 << none;

        // Issue 25: inside an open bracket, indentation is layout; the report points at the
        // changed line, read in context (not the call's first line).
        row("continuation line re-indented") << "code-changed"
                                             << "Code::\n\n    x = f(a,\n          b)\n"
                                             << "코드::\n\n    x = f(a,\n        b)\n"
                                             << false << 0 << none;
        // A call re-wrapped over two lines (or joined) is layout; a changed value on the
        // re-wrapped line is not.
        row("call re-wrapped")
            << "code-changed"
            << "Code::\n\n    m = Net(layers=3, width=128)\n    y = m(x)\n"
            << "코드::\n\n    m = Net(layers=3,\n            width=128)\n    y = m(x)\n"
            << false << 0 << none;
        row("call re-wrapped and changed")
            << "code-changed"
            << "Code::\n\n    m = Net(layers=3, width=128)\n"
            << "코드::\n\n    m = Net(layers=3,\n            width=256)\n"
            << false << 1 << none;
        row("statement re-indented") << "code-changed"
                                     << "Code::\n\n    if a:\n        b()\n    c()\n"
                                     << "코드::\n\n    if a:\n        b()\n        c()\n"
                                     << false << 1 << none;
        row("changed argument on a continuation line")
            << "code-changed"
            << "Code::\n\n    print('{}'.format(\n        x,\n        100. * y))\n"
            << "코드::\n\n    print('{}'.format(\n      x,\n      1. * y))\n"
            << false << 1 << none;
        row("translated output in a code block is a note")
            << "code-changed"
            << "Output:\n\n.. code::\n\n   | Model | Size |\n   | FP32  | 438 MB |\n"
            << "출력:\n\n.. code::\n\n   | 모델 | 크기 |\n   | FP32  | 438 MB |\n"
            << false << 1 << none; // info
        row("paragraph translated next door is not missing")
            << "missing-segment"
            << "Run it.\n\n.. code-block:: python\n\n    train()\n\nThe measured time was 110.85 "
               "seconds in total.\n\nThe end of it.\n"
            << "실행합니다.\n\n.. code-block:: python\n\n    train()\n\n 측정한 시간은 모두 "
               "110.85초였습니다.\n\n끝 문단입니다.\n"
            << false << 0 << none;
        row("prose pulled into a code block is a note")
            << "code-changed"
            << "Run it.\n\n.. code-block:: python\n\n    train()\n\nThe measured time was 110.85 "
               "seconds in total.\n"
            << "실행합니다.\n\n.. code-block:: python\n\n    train()\n\n 측정한 시간은 모두 "
               "110.85초였습니다.\n"
            << false << 1 << none; // info
        row("paragraph really missing")
            << "missing-segment"
            << "Intro text here.\n\nOne of the best things is how simple it is.\n\nThe end of it.\n"
            << "소개 문단입니다.\n\n끝 문단입니다.\n"
            << false << 1 << none;

        // Issue 25: a sentence dropped inside a paragraph alignment paired. Eight paragraphs
        // give the document's usual length of a translation; the last one is the case.
        QString english, korean;
        const char *things[] = {"panel", "button",  "slider", "label",
                                "menu",  "toolbar", "dialog", "status bar"};
        const char *thingsKo[] = {"패널", "버튼",      "슬라이더",  "라벨",
                                  "메뉴", "도구 모음", "대화 상자", "상태 표시줄"};
        for (int i = 0; i < 8; ++i) {
            english += QStringLiteral("The %1 draws a thin frame around its text. It keeps the "
                                      "colour that the theme gives it.\n\n")
                           .arg(QLatin1String(things[i]));
            korean += QStringLiteral("%1은 글자 둘레에 얇은 테두리를 그립니다. 테마가 정해 준 "
                                     "색을 그대로 유지합니다.\n\n")
                          .arg(QString::fromUtf8(thingsKo[i]));
        }
        const QString lastEnglish = QStringLiteral(
            "The window stores every setting in a small file. When the application starts again "
            "later, it reads that file and restores the layout the user left.\n");
        row("sentence dropped inside a paragraph")
            << "missing-segment" << english + lastEnglish
            << korean + QStringLiteral("창은 모든 설정을 작은 파일에 저장합니다.\n") << false << 1
            << none; // info
        row("sentence split off into a paragraph of its own")
            << "missing-segment" << english + lastEnglish
            << korean + QStringLiteral("창은 모든 설정을 작은 파일에 저장합니다.\n\n나중에 "
                                       "프로그램을 다시 시작하면 그 파일을 읽어 사용자가 두고 간 "
                                       "배치를 되살립니다.\n")
            << false << 0 << none;
        row("two sentences joined into one")
            << "missing-segment" << english + lastEnglish
            << korean + QStringLiteral("창은 모든 설정을 작은 파일에 저장해 두었다가, 나중에 "
                                       "프로그램을 다시 시작하면 그 파일을 읽어 사용자가 두고 간 "
                                       "배치를 되살립니다.\n")
            << false << 0 << none;

        // A paragraph the translator merged into the next one is translated there: that
        // translation is longer than the document's usual share by about as much.
        const QString twoParagraphs = QStringLiteral(
            "The window stores every setting in a small file on the disk.\n\nWhen the "
            "application starts again later, it reads that file and restores the layout.\n");
        row("paragraph merged into the next one")
            << "missing-segment" << english + twoParagraphs
            << korean + QStringLiteral("창은 모든 설정을 디스크의 작은 파일에 저장합니다. "
                                       "나중에 프로그램을 다시 시작하면 그 파일을 읽어 배치를 "
                                       "되살립니다.\n")
            << false << 0 << none;
        row("paragraph really left out")
            << "missing-segment" << english + twoParagraphs
            << korean + QStringLiteral("창은 모든 설정을 디스크의 작은 파일에 저장합니다.\n")
            << false << 1 << none;

        // A paragraph the translator split in two (alignment pairs the second half and leaves
        // the first unpaired): the first half is no addition.
        const QString longParagraph = QStringLiteral(
            "The window stores every setting in a small file on the disk. When the application "
            "starts again later, it reads that file and restores the layout the user left. "
            "Nothing else is written.\n");
        const QString longParagraphKo = QStringLiteral(
            "나중에 프로그램을 다시 시작하면 그 파일을 읽어 사용자가 두고 간 배치를 되살립니다. "
            "그 밖에는 아무것도 쓰지 않습니다.\n");
        row("paragraph split in two by the translator")
            << "extra-segment" << english + longParagraph
            << korean + QStringLiteral("창은 모든 설정을 디스크의 작은 파일에 저장합니다.\n\n") +
                   longParagraphKo
            << false << 0 << none;
        row("translator's note after a whole paragraph")
            << "extra-segment" << english + longParagraph
            << korean + QStringLiteral("창은 모든 설정을 디스크의 작은 파일에 저장합니다. ") +
                   longParagraphKo +
                   QStringLiteral("\n역자 주: 설정 파일의 위치는 운영 체제마다 다릅니다.\n")
            << false << 1 << none; // info

        // one report per root cause
        row("one title level report for a changed underline")
            << "rst-structure"
            << "Top\n===\n\nText.\n\nA\n---\n\nText.\n\nB\n---\n\nText.\n\nC\n---\n\nText.\n"
            << "위\n==\n\n본문.\n\n가\n==\n\n본문.\n\n나\n==\n\n본문.\n\n다\n==\n\n본문.\n"
            << false << 1 << none;
        row("directive names are case-insensitive")
            << "rst-structure"
            << "Text here.\n\n.. note::\n\n   A note.\n"
            << "본문입니다.\n\n.. NOTE::\n\n   참고입니다.\n"
            << false << 0 << none;
        row("an added raw block is no changed directive")
            << "rst-structure"
            << ".. image:: logo.png\n\nText here.\n"
            << ".. raw:: html\n\n   <div></div>\n\n.. image:: logo.png\n\n본문입니다.\n"
            << false << 0 << none;
        row("note turned into warning")
            << "rst-structure"
            << "Text.\n\n.. note::\n\n   A note.\n\n.. warning::\n\n   Careful.\n"
            << "본문.\n\n.. warning::\n\n   참고.\n\n.. warning::\n\n   조심.\n"
            << false << 1 << none;
        row("stray indent reported once")
            << "rst-indent" << none
            << "첫 문단의 첫 줄입니다.\n 한 칸 들여 쓴 줄입니다.\n다음 줄입니다.\n"
            << false << 1 << none;

        row("underline indented by a space, one report")
            << "rst-indent" << none << "본문입니다.\n\n제목\n ----\n\n다른 본문입니다.\n"
            << false << 1 << none;
        row("leftover of a stray indent is no extra segment")
            << "extra-segment"
            << "First paragraph of the text, which is long.\n\nSecond paragraph here.\n"
            << "본문의 첫 문단으로 조금\n 길게 이어집니다.\n\n둘째 문단입니다.\n"
            << false << 0 << none;
        row("reference list stays in English") << "untranslated"
                                               << "[1] J. Roe and R. Doe, `Widgets for Everyone: a "
                                                  "Study <https://example.org/w.pdf>`_.\n"
                                               << "[1] J. Roe and R. Doe, `Widgets for Everyone: a "
                                                  "Study <https://example.org/w.pdf>`_.\n"
                                               << false << 0 << none;

        row("glued end-string: no second report for the run-on")
            << "rst-unterminated" << none
            << "``torch.compile``은 빠릅니다. 이제 ``mode`` 인자를 봅니다.\n"
            << false << 0 << none;
        row("glued end-string: reported once, with its fix")
            << "rst-inline-boundary" << none
            << "``torch.compile``은 빠릅니다. 이제 ``mode`` 인자를 봅니다.\n"
            << false << 1 << "``torch.compile``\\ 은 빠릅니다. 이제 ``mode`` 인자를 봅니다.\n";

        // glossary senses and shapes
        row("agreed Korean inside a longer word") << "glossary-missing"
                                                  << "The model computes the output.\n"
                                                  << "모델이 출력값을 계산합니다.\n"
                                                  << false << 0 << none;
        row("agreed Korean written apart") << "glossary-missing"
                                           << "Each parameter is a tensor.\n"
                                           << "각 매개 변수는 텐서입니다.\n"
                                           << false << 0 << none;
        row("another sense of the English (a product feature, 기능)")
            << "glossary-missing"
            << "This release adds a tracing feature.\n"
            << "이번 릴리스는 추적 기능을 추가합니다.\n"
            << false << 0 << none;
        row("embedding as a verb") << "glossary-missing"
                                   << "The compiler is embedding loops into the graph.\n"
                                   << "컴파일러는 루프를 그래프에 삽입합니다.\n"
                                   << false << 0 << none;
        row("term missing for real") << "glossary-missing"
                                     << "Compute the gradient first.\n"
                                     << "먼저 그 값을 구합니다.\n"
                                     << false << 1 << none;
        row("English kept as a class name") << "glossary-missing"
                                            << "Look up two embedding bags.\n"
                                            << "두 ``EmbeddingBag``\\ 을 조회합니다.\n"
                                            << false << 0 << none;
        row("agreed phrase conjugated (빠르게 시작하는 for 빠르게 시작하기)")
            << "glossary-missing"
            << "We will experiment with warmstarting a model.\n"
            << "모델을 빠르게 시작하는 실험을 합니다.\n"
            << false << 0 << none;
        row("English in a link's text is the linked page's title")
            << "glossary-term" << none
            << "`Dataset과 DataLoader <data_tutorial.html>`_ 를 보세요.\n"
            << false << 0 << none;
        row("English left in prose")
            << "glossary-term" << none << "Dataset과 DataLoader를 씁니다.\n"
            << false << 1 << none;
        row("an English idiom is not the term")
            << "glossary-missing"
            << "For instance, call the new function in place of the old one.\n"
            << "예를 들어, 이전 함수 대신 새 함수를 호출합니다.\n"
            << false << 0 << none;
        row("a page title in a link's text, named with :doc: in the draft")
            << "glossary-missing"
            << "Read the `Training a widget <https://example.org/train.html>`__ page first.\n"
            << "먼저 :doc:`/beginner/train` 페이지를 읽어 보세요.\n"
            << false << 0 << none;
        row("the term outside the link's text is still the translator's")
            << "glossary-missing"
            << "Training is slow; read `the widget page <https://example.org/w.html>`__.\n"
            << "느립니다. `위젯 페이지 <https://example.org/w.html>`__ 를 읽어 보세요.\n"
            << false << 1 << none;
        row("the head of a compound whose modifier is a term (dropout layers)")
            << "glossary-missing"
            << "Call ``eval()`` to set dropout and batch normalization layers to eval mode.\n"
            << "``eval()`` 을 호출해 드롭아웃과 배치 정규화를 평가 모드로 설정합니다.\n"
            << false << 0 << none;
        row("a lone term whose head is dropped is still reported")
            << "glossary-missing"
            << "Call ``eval()`` to set these layers to eval mode.\n"
            << "``eval()`` 을 호출해 이것들을 평가 모드로 설정합니다.\n"
            << false << 1 << none;
        row("0순위 is 0-순위") << "glossary-missing"
                               << "Rank 0 saves the model.\n"
                               << "0순위 프로세스가 모델을 저장합니다.\n"
                               << false << 0 << none;
        row("glossed keep term, no fix to Tensor(Tensor)")
            << "glossary-keep"
            << "Read about `Tensors <tensors.html>`_ first.\n"
            << "먼저 `텐서(Tensor) <tensors.html>`_ 를 읽어 보세요.\n"
            << false << 0 << none;
        // credit: the community's header conventions (glossary/style-ko.yaml, credit:)
        row("author label left in English")
            << "credit" << header
            << QString(headerKo).replace(QStringLiteral("**저자**"), QStringLiteral("**Author**"))
            << false << 1 << headerKo;
        row("conventional header") << "credit" << header << headerKo << false << 0 << none;
        // The author line under another label is the author line, not a missing one (issue 12).
        row("author label the style file does not list")
            << "credit" << header
            << QString(headerKo).replace(QStringLiteral("**저자**"), QStringLiteral("**글쓴이**"))
            << false << 1 << headerKo;
        row("translator line missing")
            << "credit" << header
            << QStringLiteral(
                   "위젯 만들기\n===========\n\n**저자**: `Jane Roe "
                   "<https://github.com/janeroe>`_\n\n이 글은 위젯을 자세히 설명합니다.\n")
            << false << 1 << none;
        row("translator name not a link")
            << "credit" << header
            << QString(headerKo).replace(QStringLiteral("`홍길동 <https://github.com/gildong>`_"),
                                         QStringLiteral("'홍길동 <https://github.com/gildong>'"))
            << false << 1 << none;
        row("labels swapped")
            << "credit" << header
            << QStringLiteral(
                   "위젯 만들기\n===========\n\n**저자**: `홍길동 "
                   "<https://github.com/gildong>`_\n\n**번역**: `Jane Roe "
                   "<https://github.com/janeroe>`_\n\n이 글은 위젯을 자세히 설명합니다.\n")
            << false << 1 << none;
        row("English title left above")
            << "credit" << header << QString(headerKo).prepend(QStringLiteral("Making Widgets\n\n"))
            << false << 1 << none;

        // Korean: noun + 하다 written apart, a mistyped ending (style rules)
        row("noun and 하다 apart") << "style" << none << "모델을 초기화 합니다.\n"
                                   << false << 1 << "모델을 초기화합니다.\n";
        row("noun and 되다 apart") << "style" << none << "값이 저장 됩니다.\n"
                                   << false << 1 << "값이 저장됩니다.\n";
        row("mistyped ending") << "style" << none << "모델을 학습합니댜.\n"
                               << false << 1 << "모델을 학습합니다.\n";
        row("plural after 모든") << "style" << none << "모든 라이브러리들을 설치합니다.\n"
                                 << false << 1 << "모든 라이브러리를 설치합니다.\n";
        row("모든 것들 is a set phrase") << "style" << none << "모든 것들을 정리합니다.\n"
                                         << false << 0 << none;
        row("work는 for worker") << "latin-typo"
                                 << "The worker process starts first.\n"
                                 << "work는 프로세스를 먼저 시작합니다.\n"
                                 << false << 1 << none;

        // glossary variants: transliterations and one-jamo slips of the agreed Korean
        row("사이즈 for size") << "glossary-term" << none << "배치 사이즈를 정합니다.\n"
                               << false << 1 << "배치 크기를 정합니다.\n";
        row("그레디언트 for gradient") << "glossary-term" << none << "그레디언트를 구합니다.\n"
                                       << false << 1 << "변화도를 구합니다.\n";
        row("피쳐 for feature") << "glossary-term" << none << "피쳐를 뽑습니다.\n"
                                << false << 1 << "특징을 뽑습니다.\n";
        row("학습율 for 학습률") << "glossary-term" << none << "학습율을 낮춥니다.\n"
                                 << false << 1 << "학습률을 낮춥니다.\n";
        row("게층 for 계층") << "glossary-term" << none << "게층을 쌓습니다.\n"
                             << false << 1 << "계층을 쌓습니다.\n";
        row("행열 for 행렬") << "glossary-term" << none << "행열을 곱합니다.\n"
                             << false << 1 << "행렬을 곱합니다.\n";

        // rst-silent-break: breaks docutils does not report
        row("list glued to the paragraph")
            << "rst-silent-break" << none << "다음과 같습니다:\n- 첫째 항목\n- 둘째 항목\n"
            << false << 1 << "다음과 같습니다:\n\n- 첫째 항목\n- 둘째 항목\n";
        row("a dash starting a wrapped line is no list")
            << "rst-silent-break" << none
            << "오류가 크면 절대 오차와 비슷합니다.\n- 이것은 이상 값에 강건합니다.\n"
            << false << 0 << none;
        row("directive glued to the paragraph")
            << "rst-silent-break" << none << "본문입니다.\n.. note::\n\n   참고입니다.\n"
            << false << 1 << "본문입니다.\n\n.. note::\n\n   참고입니다.\n";
        row("glued in a gallery comment")
            << "rst-silent-break" << none
            << "x = 1\n\n##############################\n# 다음과 같이 출력됩니다:\n# .. code:: "
               "bash\n#\n#     hello\n"
            << true << 1
            << "x = 1\n\n##############################\n# 다음과 같이 출력됩니다:\n#\n# .. code:: "
               "bash\n#\n#     hello\n";
        row("silent break inherited from the source") << "rst-silent-break"
                                                      << "Text:\n- one\n- two\n"
                                                      << "본문:\n- 하나\n- 둘\n"
                                                      << false << 0 << none;
        row("blank line after the gallery separator")
            << "rst-silent-break" << none
            << "x = "
               "1\n\n######################################################################\n\n# "
               "부제목\n# ------\n#\n# 본문입니다.\n\ny = 2\n"
            << true << 1 << none;
        row("title underline deleted")
            << "rst-silent-break"
            << "Title\n=====\n\nText here.\n\nSubtitle\n--------\n\nMore text.\n"
            << "제목\n====\n\n본문입니다.\n\n부제목\n\n다른 본문입니다.\n"
            << false << 1 << "제목\n====\n\n본문입니다.\n\n부제목\n------\n\n다른 본문입니다.\n";
        row("link without >") << "rst-silent-break" << none
                              << "`문서 <https://example.org/docs`_ 를 보세요.\n"
                              << false << 1 << "`문서 <https://example.org/docs>`_ 를 보세요.\n";
        row("blank line between title and underline")
            << "rst-silent-break" << none << "제목입니다\n\n==========\n\n본문입니다.\n"
            << false << 1 << "제목입니다\n==========\n\n본문입니다.\n";
        row("a real transition")
            << "rst-silent-break" << none
            << "첫 문단은 이렇게 꽤 길게 이어지는 한 줄입니다.\n\n----\n\n다음 문단입니다.\n"
            << false << 0 << none;
        row("tab indent") << "rst-silent-break" << none
                          << "본문입니다.\n\n\t들여 쓴 줄입니다.\n\n\t또 한 줄.\n"
                          << false << 1 << none;
        row("tab inside a code block")
            << "rst-silent-break" << none << "코드::\n\n    if x:\n    \tpass\n"
            << false << 0 << none;

        row("Tensors at a sentence start is the concept") << "glossary-keep"
                                                          << "Tensors can be created from lists.\n"
                                                          << "텐서는 리스트로 만들 수 있습니다.\n"
                                                          << false << 0 << none;
    }

    // Another community words its credits differently: the style file's `credit:` replaces the
    // built-in conventions (and a misspelt key is refused with its place).
    void creditConventionsFromStyleFile()
    {
        QStringList errors;
        StyleRules rules = StyleRules::loadDefault();
        rules.append(
            StyleRules::fromYaml(QStringLiteral("credit:\n  author: [Author]\n  author-ko: 지은이\n"
                                                "  translator: [옮긴이]\n"),
                                 QStringLiteral("team.yaml"), &errors));
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(u'\n')));
        // The team's rules reach the checks through the project context, as --style gives them.
        const auto teamLinter = ProjectContext::builtIn(
            {.glossary = m_glossary, .style = std::make_shared<const StyleRules>(rules)});
        const QString source = QStringLiteral(
            "Widgets\n=======\n\n**Author**: `Jane Roe <https://github.com/janeroe>`_\n");
        const Issues theirs = issuesOf(
            lintPair(teamLinter, source,
                     QStringLiteral(
                         "위젯\n====\n\n**지은이**: `Jane Roe <https://github.com/janeroe>`_\n\n"
                         "**옮긴이**: `홍길동 <https://github.com/gildong>`_\n"))
                .issues,
            QStringLiteral("credit"));
        const Issues ours = issuesOf(
            lintPair(teamLinter, source,
                     QStringLiteral(
                         "위젯\n====\n\n**Author**: `Jane Roe <https://github.com/janeroe>`_\n\n"
                         "이 글은 위젯을 설명합니다.\n"))
                .issues,
            QStringLiteral("credit"));
        QVERIFY2(theirs.isEmpty(), qPrintable(describe(theirs)));
        // Their wording in the messages and the fix: 지은이 for the label, an 옮긴이 line to add.
        QCOMPARE(ours.size(), 2);
        const Issue &label = ours.at(0).fix ? ours.at(0) : ours.at(1);
        const Issue &missing = ours.at(0).fix ? ours.at(1) : ours.at(0);
        QVERIFY(label.fix);
        QCOMPARE(label.fix->replacement, QStringLiteral("지은이"));
        QCOMPARE(label.range.start.column, 2); // the word Author inside **Author**
        QVERIFY2(missing.message.contains(QStringLiteral("**옮긴이**")),
                 qPrintable(missing.message));

        StyleRules::fromYaml(QStringLiteral("credit:\n  autor: [Author]\n"),
                             QStringLiteral("bad.yaml"), &errors);
        QCOMPARE(errors.size(), 1);
        QVERIFY2(
            errors.constFirst().startsWith(QStringLiteral("bad.yaml:2:3: unknown key `autor`")),
            qPrintable(errors.constFirst()));
    }

    // Severities that mean something: error renders wrong, warning a reviewer would ask for,
    // info worth a look. One case of each kind this issue introduced or moved.
    void severities_data()
    {
        QTest::addColumn<QString>("check");
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("draft");
        QTest::addColumn<int>("severity");
        QTest::addColumn<int>("line"); // 1-based, of the issue's start
        QTest::newRow("glued directive renders as text")
            << "rst-silent-break" << QString() << "본문입니다.\n.. note::\n\n   참고입니다.\n"
            << int(Severity::Error) << 2;
        QTest::newRow("translated output is a note")
            << "code-changed"
            << "Output:\n\n.. code::\n\n   | Model | Size |\n"
            << "출력:\n\n.. code::\n\n   | 모델 | 크기 |\n"
            << int(Severity::Info) << 5;
        QTest::newRow("changed code is a warning") << "code-changed"
                                                   << "Code::\n\n    print(100. * x)\n"
                                                   << "코드::\n\n    print(1.   * x)\n"
                                                   << int(Severity::Warning) << 3;
        QTest::newRow("unit changed is a warning") << "number-mismatch"
                                                   << "Each call takes 20 µs.\n"
                                                   << "호출마다 20 ms 걸립니다.\n"
                                                   << int(Severity::Warning) << 1;
        QTest::newRow("author label is a warning")
            << "credit"
            << "Widgets\n=======\n\n**Author**: `Jane Roe <https://github.com/janeroe>`_\n"
            << "위젯\n====\n\n**Author**: `Jane Roe <https://github.com/janeroe>`_\n\n**번역**: "
               "`홍길동 <https://github.com/gildong>`_\n"
            << int(Severity::Warning) << 4;
        QTest::newRow("trailing whitespace is a note, at the first line")
            << "whitespace" << QString() << "첫 줄.\n둘째 줄.  \n셋째 줄. \n"
            << int(Severity::Info) << 2;
        QTest::newRow("plural after 모든 is a note")
            << "style" << QString() << "모든 텐서들을 더합니다.\n"
            << int(Severity::Info) << 1;
    }

    void severities()
    {
        QFETCH(QString, check);
        QFETCH(QString, source);
        QFETCH(QString, draft);
        QFETCH(int, severity);
        QFETCH(int, line);
        const Issues found = issuesOf(lintPair(m_project, source, draft).issues, check);
        QVERIFY2(found.size() == 1, qPrintable(describe(found)));
        QCOMPARE(int(found.constFirst().severity), severity);
        QCOMPARE(found.constFirst().range.start.line + 1, line);
    }

    void check() { QVERIFY(m_cases.verifyRow(m_project)); }

    // Issue 25: a sentence left out of a paragraph, told by the lexicon's renderings of its
    // words (missing-segment, info): three sentences, the translation renders two. The rows
    // are short documents: the length rule (eight paragraphs or more) has nothing to say.
    void sentenceLeftOut_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("draft");
        QTest::addColumn<bool>("lexicon");
        QTest::addColumn<QString>("reported"); // a part of the message; empty: nothing
        const QString source = QStringLiteral(
            "Intro.\n\nThe panel draws a border around its label. Every theme picks the colour "
            "of that border. A click on the panel opens a dialog.\n\nClose it with the button.\n");
        const QString intro = QStringLiteral("소개.\n\n");
        const QString first = QStringLiteral("패널은 라벨 둘레에 테두리를 그립니다.");
        const QString third = QStringLiteral("패널을 클릭하면 대화 상자가 열립니다.");
        const QString close = QStringLiteral("\n\n버튼으로 닫습니다.\n");
        QTest::newRow("the middle sentence left out")
            << source << intro + first + " " + third + close << true
            << "\"Every theme picks the colour of that border.\" may be missing: none of its "
               "words (theme, colour) is rendered in this translation, which has fewer "
               "sentences (2 for 3)";
        QTest::newRow("without a memory, no lexicon to tell")
            << source << intro + first + " " + third + close << false << "";
        // A paragraph's last sentence without its full stop (a list item's, often) is one.
        QTest::newRow("the last sentence, with no full stop, left out")
            << "Intro.\n\nThe panel draws a border around its label. A click on the panel "
               "opens a dialog\n\nClose it with the button.\n"
            << intro + first + close << true
            << "\"A click on the panel opens a dialog\" may be missing: none of its words "
               "(click, dialog) is rendered in this translation, which has fewer sentences (1 "
               "for 2)";

        // A literal the sentence before names too tells nothing about this one.
        QTest::newRow("left out, its literal named by the sentence before")
            << QStringLiteral("Intro.\n\nThe panel draws a border around ``frame``. Every theme "
                              "picks the colour of ``frame``. A click on the panel opens a "
                              "dialog.\n\nClose it with the button.\n")
            << intro + QStringLiteral("패널은 ``frame`` 둘레에 테두리를 그립니다. ") + third + close
            << true << "\"Every theme picks the colour of ``frame``.\" may be missing";

        QTest::newRow("two sentences joined into one")
            << source
            << intro +
                   QStringLiteral("패널은 라벨 둘레에 테두리를 그리고, 각 테마는 그 "
                                  "테두리의 색상을 고릅니다. ") +
                   third + close
            << true << "";
        QTest::newRow("the sentence moved into the next paragraph")
            << source
            << intro + first + " " + third +
                   QStringLiteral("\n\n테마는 그 테두리의 색상을 고릅니다. 버튼으로 닫습니다.\n")
            << true << "";
        // ... but not where the next paragraph names its words only further on, in a sentence
        // of its own source (the paragraph is a sentence longer for another reason).
        QTest::newRow("its words further on in the next paragraph")
            << source
            << intro + first + " " + third +
                   QStringLiteral("\n\n버튼으로 닫습니다. 나중에 다시 엽니다. 테마는 그 "
                                  "테두리의 색상을 고릅니다.\n")
            << true
            << "\"Every theme picks the colour of that border.\" may be missing: none of its "
               "words (theme, colour) is rendered in this translation, which has fewer "
               "sentences (2 for 3)";
        // The translator split a sentence in two, so the translation has as many sentences as
        // its source although one is missing: the sentences before and after it are rendered
        // by Korean sentences next to each other, neither of which has its words.
        const QString split = QStringLiteral(
            "Intro.\n\nThe panel draws a border around its label. Every theme picks the colour "
            "of the text. A click on the button opens a dialog.\n\nClose it.\n");
        const QString drawn = QStringLiteral("패널은 라벨 둘레에 테두리를 그립니다.");
        const QString clicked =
            QStringLiteral("버튼을 클릭합니다. 대화 상자가 열립니다.\n\n닫습니다.\n");
        QTest::newRow("joined to the sentence before it")
            << split
            << intro +
                   QStringLiteral("패널은 라벨 둘레에 테두리를 그리고, 테마가 글자 색상을 "
                                  "고릅니다. ") +
                   clicked
            << true << "";
        QTest::newRow("paraphrased in a sentence of its own")
            << split
            << intro + drawn + QStringLiteral(" 글자 빛깔은 꾸밈새마다 다릅니다. ") + clicked
            << true << "";
        // The lexicon once linked "theme" to 모든, a word the community writes everywhere: a
        // 모든 in the translation is no sign the sentence is there.
        QTest::newRow("its only rendering here a common word")
            << source
            << intro + QStringLiteral("모든 패널은 라벨 둘레에 테두리를 그립니다. ") + third + close
            << true << "\"Every theme picks the colour of that border.\" may be missing";
        QTest::newRow("the first sentence left out")
            << split << intro + QStringLiteral("테마가 글자 색상을 고릅니다. ") + clicked << true
            << "\"The panel draws a border around its label.\" may be missing";
        QTest::newRow("words rendered by a synonym the lexicon has met")
            << source << intro + first + QStringLiteral(" 저마다 색깔을 정하고, ") + third + close
            << true << "";
        // Words the translator kept in English beside unfamiliar Korean are rendered.
        QTest::newRow("its words kept in English beside the Korean")
            << source
            << intro +
                   QStringLiteral("패널은 라벨 둘레에 테두리를 그리고, 꾸밈새(theme)마다 빛깔"
                                  "(colour)을 고릅니다. ") +
                   third + close
            << true << "";
        // Names a translation keeps as they are anchor a sentence the lexicon knows no word
        // of: acronyms, snake_case identifiers and sizes; the DP inside DDP is not DP.
        // A sentence whose one word the lexicon knows is rendered in other words (화면 for
        // window): with one sentence fewer, it does not hide the one whose words are all gone.
        QTest::newRow("left out beside a sentence of one word rendered otherwise")
            << "Intro.\n\nThe panel draws a border around its label. The window stays open. "
               "Every theme picks the colour of the text.\n\nClose it with the button.\n"
            << intro + first + QStringLiteral(" 화면은 그대로 열려 있습니다.") + close << true
            << "\"Every theme picks the colour of the text.\" may be missing: none of its words "
               "(theme, colour) is rendered in this translation, which has fewer sentences (2 for "
               "3)";
        QTest::newRow("left out, told by its names")
            << QStringLiteral("Intro.\n\nThe panel draws a border around its label in DDP. DP "
                              "calls all_reduce on 224x224 tiles. A click on the panel opens a "
                              "dialog.\n\nClose it with the button.\n")
            << intro + QStringLiteral("패널은 DDP에서 라벨 둘레에 테두리를 그립니다. ") + third +
                   close
            << true
            << "\"DP calls all_reduce on 224x224 tiles.\" may be missing: none of its words "
               "(224x224, DP, all_reduce) is rendered";
        // ... but a name another sentence of the paragraph has tells nothing about this one.
        QTest::newRow("left out, its name in another sentence")
            << QStringLiteral("Intro.\n\nThe panel draws a border around its label in ONNX. A "
                              "click on the panel opens a dialog. Every theme picks the colour "
                              "of that border in ONNX.\n\nClose it.\n")
            << intro + QStringLiteral("패널은 ONNX에서 라벨 둘레에 테두리를 그립니다. ") + third +
                   close
            << true << "\"Every theme picks the colour of that border in ONNX.\" may be missing";
        // "i.e." and "e.g." followed by a capital end no sentence.
        QTest::newRow("left out, beside abbreviations")
            << QStringLiteral("Intro.\n\nThe panel draws a border around its label (i.e. The "
                              "outer line). Every theme picks the colour of that border, e.g. "
                              "Red. A click on the panel opens a dialog.\n\nClose it.\n")
            << intro + first + " " + third + close << true
            << "\"Every theme picks the colour of that border, e.g. Red.\" may be missing: none "
               "of its words (theme, colour) is rendered in this translation, which has fewer "
               "sentences (2 for 3)";
        // The translation of a list item kept its link and lost its words.
        QTest::newRow("only the link kept")
            << QStringLiteral("Intro text.\n\n- `The sampler <https://example.org/s>`__ splits "
                              "the input across every worker.\n")
            << QStringLiteral("소개 문단입니다.\n\n- `The sampler <https://example.org/s>`__\n")
            << false << "keeps the source's links and literals but none of its words";
        // ... but a link the source does not have: another paragraph, paired with this one
        // (a draft written for newer English than the source it is compared with).
        QTest::newRow("a link of another paragraph")
            << QStringLiteral("Intro text.\n\n- `The sampler <https://example.org/s>`__ splits "
                              "the input across every worker.\n")
            << QStringLiteral("소개 문단입니다.\n\n- :doc:`/recipes/other_recipe`\n") << false
            << "";
    }

    void sentenceLeftOut()
    {
        QFETCH(QString, source);
        QFETCH(QString, draft);
        QFETCH(bool, lexicon);
        QFETCH(QString, reported);
        BilingualLexicon words;
        if (lexicon) {
            words = panelWords();
            // english, korean, links, units with the English, units with the Korean, files
            words.add("colour", QStringLiteral("색깔"), 1, 8, 4, 1); // met once: not dependable
            words.add("theme", QStringLiteral("모든"), 2, 8, 60, 2); // 2 of 60 units: not telling
        }
        const Issues found = missingSegments(std::move(words), source, draft);
        verifyOneOrNone(found, !reported.isEmpty(), Severity::Info);
        if (QTest::currentTestFailed() || reported.isEmpty()) return;
        const Issue &issue = found.constFirst();
        QVERIFY2(issue.message.contains(reported), qPrintable(issue.message));
        // The whole translated paragraph: its third line, from start to end.
        const QStringList lines = draft.split(u'\n');
        QCOMPARE(issue.range.start, (Position{2, 0}));
        QCOMPARE(issue.range.end, (Position{2, int(lines[2].size())}));
    }

    // Issue 25: a number changed is told by how often each side writes it, and a number the
    // paragraph next door has excuses it only when it came from there.
    void numberChanged_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("draft");
        QTest::addColumn<int>("severity");
        QTest::addColumn<QString>("message"); // number-mismatch's only report
        QTest::newRow("one of two equal numbers changed")
            << "The output has the size [21, 400, 400].\n"
            << "출력의 크기는 [21, 400, 408]입니다.\n"
            << int(Severity::Warning) << "The source says 400 here, the translation 408";
        QTest::newRow("the source's number left only in a literal")
            << "Each process takes 32 samples; the batch is ``32 * n``.\n"
            << "각 프로세스는 샘플 36개를 받으며, 배치는 ``32 * n`` 입니다.\n"
            << int(Severity::Warning) << "The source says 32 here, the translation 36";
        QTest::newRow("changed to a number the next paragraph has")
            << "Use 4 GPUs.\n\nStart 3 workers and wait.\n"
            << "GPU 3개를 사용합니다.\n\n워커 3개를 시작하고 기다립니다.\n"
            << int(Severity::Warning) << "The source says 4 here, the translation 3";
        QTest::newRow("a sentence moved in from the next paragraph")
            << "Use 4 GPUs for the whole run of this tutorial.\n\nStart 3 workers. Then wait "
               "for them to finish.\n"
            << "이 튜토리얼을 실행하는 내내 GPU를 사용합니다. 워커 3개를 시작합니다.\n\n그다음 "
               "워커가 끝나기를 기다립니다.\n"
            << int(Severity::Info) << "The number 4 in the source does not appear here";
    }

    void numberChanged()
    {
        QFETCH(QString, source);
        QFETCH(QString, draft);
        QFETCH(int, severity);
        QFETCH(QString, message);
        const Issues found = issuesOf(lintPair(m_project, source, draft).issues, "number-mismatch");
        QVERIFY2(found.size() == 1, qPrintable(describe(found)));
        QCOMPARE(int(found.constFirst().severity), severity);
        QCOMPARE(found.constFirst().message, message);
        QCOMPARE(found.constFirst().range.start.line, 0);
    }

    // Issue 25: a sentence of which the lexicon renders one word only is judged by length too.
    // Nine paragraphs set this document's usual length share; the last one's second sentence
    // has one anchor (dialog).
    void oneAnchorSentenceLeftOut_data()
    {
        QTest::addColumn<QString>(
            "second"); // the last source paragraph's sentences after its first
        QTest::addColumn<QString>("lastParagraph");
        QTest::addColumn<QString>("reported"); // a part of the message; empty: nothing
        const QString closes = QStringLiteral("A dialog closes at once.");
        const QString drawn =
            QStringLiteral("패널은 창이 열려 있는 동안 라벨 둘레에 테두리를 그려 둡니다.");
        QTest::newRow("left out: the translation is short by about its length")
            << closes << drawn
            << "\"A dialog closes at once.\" may be missing: none of its words (dialog) is "
               "rendered";
        // Joined to the first sentence in other words: one sentence for two, but as long as
        // this document's translations usually are.
        QTest::newRow("joined to the sentence before, in other words")
            << closes
            << QStringLiteral("패널은 창이 열려 있는 동안 라벨 둘레에 테두리를 그려 두고, "
                              "이 상자는 곧바로 닫힙니다.")
            << "";
        // A sentence whose link the translation has is there, however short it is.
        QTest::newRow("its link kept, joined to the sentence before")
            << QStringLiteral("Read about the dialog in the `guide <https://example.org/d>`_.")
            << QStringLiteral("패널은 창이 열려 있는 동안 라벨 둘레에 테두리를 그리며, "
                              "`안내서 <https://example.org/d>`_ 도 있습니다.")
            << "";
        // Not short enough to tell by length, but the sentence before it is rendered by the
        // translation's last sentence, which is not long enough to hold both: nothing after it
        // renders the theme.
        QTest::newRow("after the sentence its neighbour's translation ends with")
            << QStringLiteral("A click on the button at the bottom of the panel opens a dialog. "
                              "The theme stays as it was.")
            << drawn + QStringLiteral(" 패널 아래의 버튼을 클릭하면 대화 상자가 열립니다.")
            << "\"The theme stays as it was.\" may be missing: the sentences around it are "
               "translated next to each other, and none of its words (theme) is rendered there";
    }

    void oneAnchorSentenceLeftOut()
    {
        QFETCH(QString, second);
        QFETCH(QString, lastParagraph);
        QFETCH(QString, reported);
        const auto [source, draft] = afterNineParagraphs(
            "The panel draws a border around its label and keeps it while the window is open. " +
                second,
            lastParagraph);
        const Issues found = missingSegments(dependable({{"panel", "패널"},
                                                         {"border", "테두리"},
                                                         {"label", "라벨"},
                                                         {"window", "창"},
                                                         {"dialog", "대화"},
                                                         {"click", "클릭"},
                                                         {"button", "버튼"},
                                                         {"theme", "테마"}}),
                                             source, draft);
        verifyLastParagraphReport(found, reported);
    }

    // Issue 25: a sentence left out beside one the translator split in two; the split
    // sentence's Korean, all of it, is judged by length. Nine paragraphs set this document's
    // usual length share.
    void leftOutBesideSplit_data()
    {
        QTest::addColumn<QString>("korean");   // the last paragraph's translation
        QTest::addColumn<QString>("reported"); // the sentence named; empty: nothing
        QTest::newRow("the middle left out, the last split in two")
            << QStringLiteral("패널은 라벨 둘레에 테두리를 그립니다. 버튼을 클릭합니다. 대화 "
                              "창이 뜹니다.")
            << "\"Every theme picks the colour of the text.\" may be missing: the sentences "
               "around it are translated next to each other, and none of its words (theme, "
               "colour) is rendered there";
        QTest::newRow("the first left out, the next split in two")
            << QStringLiteral("테마별입니다. 테마는 색상을 고릅니다. 버튼을 클릭합니다. 대화 "
                              "창이 뜹니다.")
            << "\"The panel draws a border around its label.\" may be missing: the sentences "
               "around it are translated next to each other";
        // Long enough for both sentences: the first may be there in words the lexicon has not
        // met (가장자리 for border, 이름표 for label).
        QTest::newRow("the split sentence as long as both")
            << QStringLiteral("테마는 가장자리와 이름표를 꾸밉니다. 테마는 색상을 고릅니다. "
                              "버튼을 클릭합니다. 대화 창이 뜹니다.")
            << "";
    }

    void leftOutBesideSplit()
    {
        QFETCH(QString, korean);
        QFETCH(QString, reported);
        const auto [source, draft] = afterNineParagraphs(
            QStringLiteral("The panel draws a border around its label. Every theme picks the "
                           "colour of the text. A click on the button opens a dialog."),
            korean);
        const Issues found = missingSegments(panelWords(), source, draft);
        verifyLastParagraphReport(found, reported);
    }

    // Issue 25: a sentence left out after one whose words the lexicon barely knows (one word,
    // dialog): no Korean sentence clearly renders that neighbour, so the paragraph's alignment
    // (length, and the anchors it has) places it. The first sentence is split in two, so the
    // translation has as many sentences as its source. Nine paragraphs set the usual share.
    void leftOutAfterUnclearNeighbour_data()
    {
        QTest::addColumn<QString>("last");     // the last source sentence
        QTest::addColumn<QString>("closing");  // the translation after the split first sentence
        QTest::addColumn<QString>("reported"); // the sentence named; empty: nothing
        const QString theme = QStringLiteral("Every theme picks the colour of the text.");
        QTest::newRow("the last left out")
            << theme << QStringLiteral("대화 상자는 곧바로 닫힙니다.")
            << "\"Every theme picks the colour of the text.\" may be missing: the sentences "
               "around it are translated next to each other, and none of its words (theme, "
               "colour) is rendered there";
        // Joined to the sentence before in words the lexicon has not met (빛깔 for colour),
        // and as long as both.
        QTest::newRow("joined to the one before, as long as both")
            << theme
            << QStringLiteral("대화 상자는 곧바로 닫히고, 글자의 빛깔은 모양마다 다르게 "
                              "고릅니다.")
            << "";
        // Joined tersely, but the number with decimals it has is there.
        QTest::newRow("joined tersely, its decimal number kept")
            << QStringLiteral("Every theme picks the colour of the text and then scales the "
                              "whole text by 1.5.")
            << QStringLiteral("대화 상자는 닫히고 글자는 1.5배.") << "";
    }

    void leftOutAfterUnclearNeighbour()
    {
        QFETCH(QString, last);
        QFETCH(QString, closing);
        QFETCH(QString, reported);
        const auto [source, draft] = afterNineParagraphs(
            "The panel draws a border around its label and keeps it while the window is open. "
            "A dialog closes at once. " +
                last,
            QStringLiteral("패널은 라벨 둘레에 테두리를 그립니다. 창이 열려 있는 동안 그대로 "
                           "둡니다. ") +
                closing);
        const Issues found = missingSegments(dependable({{"panel", "패널"},
                                                         {"border", "테두리"},
                                                         {"label", "라벨"},
                                                         {"window", "창"},
                                                         {"dialog", "대화"},
                                                         {"theme", "테마"},
                                                         {"colour", "색상"}}),
                                             source, draft);
        verifyLastParagraphReport(found, reported);
    }

    // Issue 25: a sentence the translator wrote as a paragraph of its own (here a stray space
    // made it a definition-list term) is not missing from the paragraph it left: one of its
    // words in a translation alignment left unpaired next door is enough.
    void sentenceSplitOffIsNotMissing()
    {
        const QString source = QStringLiteral(
            "Intro.\n\nEvery theme picks the colour of the text. The panel draws a border "
            "around its label. A click on the button opens a dialog.\n");
        const QString draft = QStringLiteral(
            "소개.\n\n테마마다 글자 빛깔을 정합니다.\n 패널은 라벨 둘레에 테두리를 그립니다. "
            "버튼을 클릭하면 대화 상자가 열립니다.\n");
        const Issues kept = missingSegments(panelWords(), source, draft);
        QVERIFY2(kept.isEmpty(), qPrintable(describe(kept)));
        // The same translation without the sentence: reported.
        const QString without = QStringLiteral(
            "소개.\n\n패널은 라벨 둘레에 테두리를 그립니다. 버튼을 클릭하면 대화 상자가 "
            "열립니다.\n");
        const Issues found = missingSegments(panelWords(), source, without);
        QCOMPARE(found.size(), 1);
        QVERIFY2(found.constFirst().message.contains("\"Every theme picks the colour of the "
                                                     "text.\" may be missing"),
                 qPrintable(found.constFirst().message));
    }

    // Issue 25: a closing sentence that leads into a list or an example ("Its parts are:") has
    // few words a lexicon knows; it is missing when no sentence of the translation leads in.
    void leadInLeftOut_data()
    {
        QTest::addColumn<QString>("paragraph"); // the translation of the paragraph before the list
        QTest::addColumn<bool>("reported");
        QTest::newRow("left out") << QStringLiteral("패널은 라벨 둘레에 테두리를 그립니다.")
                                  << true;
        QTest::newRow("translated, with 다음")
            << QStringLiteral("패널은 라벨 둘레에 테두리를 그립니다. 구성 요소는 다음과 같습니다.")
            << false;
        QTest::newRow("joined to the sentence before")
            << QStringLiteral("패널은 라벨 둘레에 테두리를 그리며, 구성 요소는 아래에 있습니다.")
            << false;
        QTest::newRow("a colon for a lead-in")
            << QStringLiteral("패널은 라벨 둘레에 테두리를 그립니다. 구성 요소:") << false;
    }

    void leadInLeftOut()
    {
        QFETCH(QString, paragraph);
        QFETCH(bool, reported);
        const QString source = QStringLiteral("Intro.\n\nThe panel draws a border around its "
                                              "label. Its parts are:\n\n- a frame\n- a label\n");
        const QString draft =
            QStringLiteral("소개.\n\n") + paragraph + QStringLiteral("\n\n- 틀\n- 라벨\n");
        const Issues found = missingSegments(
            dependable(
                {{"panel", "패널"}, {"border", "테두리"}, {"label", "라벨"}, {"frame", "틀"}}),
            source, draft);
        verifyOneOrNone(found, reported, Severity::Info);
        if (QTest::currentTestFailed() || !reported) return;
        QCOMPARE(found.constFirst().message,
                 QStringLiteral("The source's sentence \"Its parts are:\" may be missing: it "
                                "leads into what follows, and no sentence of this translation "
                                "does"));
        QCOMPARE(found.constFirst().range.start, (Position{2, 0}));
        QCOMPARE(found.constFirst().range.end, (Position{2, int(paragraph.size())}));
    }

    // Issue 25: the translator split a long sentence in two and lost one half. The paragraph
    // has as many sentences as its source; the clause is told by its words, none rendered, and
    // by the length of the half left. Nine paragraphs set this document's usual length share.
    void clauseLeftOut_data()
    {
        QTest::addColumn<QString>("english");  // the last source paragraph
        QTest::addColumn<QString>("korean");   // its translation
        QTest::addColumn<QString>("reported"); // the clause named; empty: nothing
        QTest::addColumn<QString>("words");    // the words the message names
        const QString sentence = QStringLiteral(
            "The panel draws a border around its label, which keeps the theme colour while the "
            "window is open.");
        const QString drawn = QStringLiteral("패널은 라벨 둘레에 테두리를 그립니다.");
        const QString words = QStringLiteral("theme, colour, window");
        QTest::newRow("the second half left out")
            << sentence << drawn << "which keeps the theme colour while the window is open."
            << words;
        QTest::newRow("both halves translated")
            << sentence
            << drawn + QStringLiteral(" 창이 열려 있는 동안 이 테두리는 테마 색상을 유지합니다.")
            << ""
            << "";
        // In words the lexicon has not met, at the length a translation of all of it has.
        QTest::newRow("the clause reworded")
            << sentence
            << drawn + QStringLiteral(" 그 빛깔은 화면을 닫을 때까지 그대로 남아 있게 됩니다.")
            << ""
            << "";
        // Two words of its own (theme, colour) say too little: a clause that short is as often
        // reworded as lost.
        QTest::newRow("a clause of two anchors")
            << QStringLiteral("The panel draws a border around its label, which keeps the theme "
                              "colour of everything it has drawn so far.")
            << drawn << ""
            << "";
        QTest::newRow("the first sentence's half, beside a second sentence")
            << sentence + QStringLiteral(" A click on the button opens a dialog.")
            << drawn + QStringLiteral(" 버튼을 클릭하면 대화 상자가 열립니다.")
            << "which keeps the theme colour while the window is open." << words;
        // A remark in parentheses is a clause of its own: the sentence it closes can be lost
        // with the remark kept, or the remark with the sentence kept.
        const QString remarked = QStringLiteral(
            "The panel draws a border around its label (the theme keeps its colour while the "
            "window is open).");
        QTest::newRow("the sentence before a remark left out")
            << remarked << QStringLiteral("(창이 열려 있는 동안 테마가 색상을 유지합니다).")
            << "The panel draws a border around its label"
            << "panel, border, label";
        QTest::newRow("the remark left out")
            << remarked << drawn << "(the theme keeps its colour while the window is open)."
            << words;
        QTest::newRow("both translated, the remark too")
            << remarked
            << drawn + QStringLiteral(" (창이 열려 있는 동안 테마가 색상을 유지합니다.)") << ""
            << "";
    }

    void clauseLeftOut()
    {
        QFETCH(QString, english);
        QFETCH(QString, korean);
        QFETCH(QString, reported);
        QFETCH(QString, words);
        const auto [source, draft] = afterNineParagraphs(english, korean);
        const Issues found = missingSegments(panelWords(), source, draft);
        verifyClauseReport(found, reported, words, 20);
    }

    // The one report of a clause left out, on the paragraph starting on `line`, naming the
    // clause and `words`; none when `reported` is empty.
    static void verifyClauseReport(const Issues &found, const QString &reported,
                                   const QString &words, int line)
    {
        verifyOneOrNone(found, !reported.isEmpty(), Severity::Info);
        if (QTest::currentTestFailed() || reported.isEmpty()) return;
        QCOMPARE(found.constFirst().message,
                 "Part of a source sentence, \"" + reported + "\", may be missing: its words (" +
                     words +
                     ") are not rendered in this translation, and the rest of the sentence is "
                     "translated short");
        QCOMPARE(found.constFirst().range.start, (Position{line, 0}));
    }

    // A word of the clause the lexicon links (wrongly) to a word of the half kept does not hide
    // the clause when it is one of five; the message names the words not found.
    void clauseLeftOutDespiteAStrayLink()
    {
        BilingualLexicon lexicon = panelWords();
        lexicon.add("keep", "테두리", 40, 40, 40, 4);
        lexicon.add("open", "열리", 40, 40, 40, 4);
        const auto [source, draft] = afterNineParagraphs(
            "The panel draws a border around its label, which keeps the theme colour while the "
            "window is open.",
            "패널은 라벨 둘레에 테두리를 그립니다.");
        verifyClauseReport(missingSegments(lexicon, source, draft),
                           "which keeps the theme colour while the window is open.",
                           "theme, colour, window", 20);
    }

    // A document of one paragraph has no length share of its own; the memory's (learned from
    // its other translations, BilingualLexicon::letterShare) judges the half left, and without
    // one nothing is judged.
    void clauseLeftOutInAShortDocument()
    {
        const QString source = QStringLiteral(
            "Intro.\n\nThe panel draws a border around its label, which keeps the theme colour "
            "while the window is open.\n");
        const QString draft = QStringLiteral("소개.\n\n패널은 라벨 둘레에 테두리를 그립니다.\n");
        BilingualLexicon lexicon = panelWords();
        QVERIFY(missingSegments(lexicon, source, draft).isEmpty());
        lexicon.setLetterShare(0.45);
        verifyClauseReport(missingSegments(lexicon, source, draft),
                           "which keeps the theme colour while the window is open.",
                           "theme, colour, window", 2);
    }

    // Issue 25: what a translation lacks is missing from all of it: a literal, a number or a
    // link the source has is reported on the whole paragraph, not its first line (which
    // pointed a reviewer away from a sentence dropped further down).
    void missingTokenMarksTheParagraph_data()
    {
        testing::columns<QString, QString, QString, Severity, QString>("check", "source", "draft",
                                                                       "severity", "message");
        QTest::newRow("literal") << "literal-changed"
                                 << "Run ``make`` first.\nThen call ``install`` to copy the "
                                    "files.\n"
                                 << "먼저 ``make`` 를 실행합니다.\n그러면 파일이 복사됩니다.\n"
                                 << Severity::Warning
                                 << "The source's ``install`` is missing or changed here";
        QTest::newRow("number") << "number-mismatch"
                                << "Wait for the build.\nIt takes 45 minutes on a laptop.\n"
                                << "빌드를 기다립니다.\n노트북에서는 시간이 걸립니다.\n"
                                << Severity::Info
                                << "The number 45 in the source does not appear here";
    }

    void missingTokenMarksTheParagraph()
    {
        QFETCH(QString, check);
        QFETCH(QString, source);
        QFETCH(QString, draft);
        QFETCH(Severity, severity);
        QFETCH(QString, message);
        const Issues found = issuesOf(lintPair(m_project, source, draft).issues, check);
        QCOMPARE(found.size(), 1);
        QCOMPARE(found[0].severity, severity);
        QCOMPARE(found[0].message, message);
        QCOMPARE(found[0].range.start, (Position{0, 0}));
        QCOMPARE(found[0].range.end, (Position{1, int(draft.split(u'\n')[1].size())}));
    }

    // extra-segment is off unless asked for (0 of 7 right on the judged data, issue 25).
    void extraSegmentOffByDefault()
    {
        const QString source = QStringLiteral("Open the file.\n\nClose the file.\n");
        const QString draft = QStringLiteral("파일을 엽니다.\n\n번역자 주: 이 문단은 원문에 없는 "
                                             "설명을 덧붙입니다.\n\n파일을 닫습니다.\n");
        const QString id = QStringLiteral("extra-segment");
        const auto byDefault = ProjectContext::builtIn({.glossary = m_glossary});
        QVERIFY(issuesOf(lintPair(byDefault, source, draft).issues, id).isEmpty());
        QCOMPARE(issuesOf(lintPair(m_project, source, draft).issues, id).size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestChecks)
#include "tst_checks.moc"
