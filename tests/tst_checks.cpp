// SPDX-License-Identifier: GPL-3.0-or-later
// Every check: a case it must flag, a case it must leave alone, and its fix applied giving text
// that no longer has the problem.
#include "checkcase.h"
#include "fixapplier.h"
#include "linter.h"

#include <QTest>

using namespace tandem;
using namespace tandem::testing;

class TestChecks : public QObject
{
    Q_OBJECT
    CheckCases m_cases{QStringLiteral("checks"), {.python = true}};

private slots:
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
    }

    void check() { QVERIFY(m_cases.verifyRow(ProjectContext::builtIn())); }
};

QTEST_GUILESS_MAIN(TestChecks)
#include "tst_checks.moc"
