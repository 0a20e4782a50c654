// SPDX-License-Identifier: GPL-3.0-or-later
#include "sphinxgallery.h"

#include <QTest>

using namespace tandem;

namespace {
// "line:column code|text TEXT" for every non-blank line, 1-based like the CLI's --format lines.
QStringList describe(const SourceLines &lines)
{
    QStringList out;
    for (const SourceLine &l : lines)
        if (!l.text.isEmpty())
            out << QStringLiteral("%1:%2 %3 %4")
                       .arg(l.fileLine + 1)
                       .arg(l.fileColumn + 1)
                       .arg(l.code ? "code" : "text", l.text);
    return out;
}
} // namespace

class TestSphinxGallery : public QObject
{
    Q_OBJECT
private slots:
    void docstringCommentBlocksAndCode()
    {
        const QString py =
            QStringLiteral("# -*- coding: utf-8 -*-\n"
                           "\"\"\"\n"
                           "Autograd\n"
                           "========\n"
                           "\n"
                           "    들여쓴 인용\n"
                           "\"\"\"\n"
                           "\n"
                           "import torch\n"
                           "\n"
                           "###############################################################\n"
                           "# ``x``\\ 를 만듭니다.\n"
                           "#\n"
                           "#   코드 블록::\n"
                           "x = torch.ones(2)\n"
                           "# %%\n"
                           "# 끝\n");
        const QStringList expected = {"3:1 text Autograd",
                                      "4:1 text ========",
                                      "6:1 text     들여쓴 인용",
                                      "9:1 code import torch",
                                      "12:3 text ``x``\\ 를 만듭니다.",
                                      "14:3 text   코드 블록::",
                                      "15:1 code x = torch.ones(2)",
                                      "17:3 text 끝"};
        QCOMPARE(describe(sphinxGalleryLines(py)), expected);
    }

    void hashWithoutSpaceKeepsIndentation()
    {
        // "#text" makes the common indentation zero, so the other lines keep one space: this is
        // what turns them into a block quote in docutils, and why a check points at it.
        const SourceLines lines = sphinxGalleryLines(
            QStringLiteral("x = 1\n#####################\n# 첫 줄\n#둘째 줄\n# 셋째 줄\n"));
        const QStringList expected = {"1:1 code x = 1", "3:3 text 첫 줄", "4:2 text 둘째 줄",
                                      "5:2 text  셋째 줄"};
        QCOMPARE(describe(lines), expected);
    }

    void docstringOnOneLineAndIndentedContinuation()
    {
        const SourceLines lines = sphinxGalleryLines(
            QStringLiteral("r\"\"\"Title text\n    =========\n  \"\"\"\nprint(1)\n"));
        const QStringList expected = {"1:5 text Title text",
                                      "2:5 text =========", "4:1 code print(1)"};
        QCOMPARE(describe(lines), expected);
    }

    void unterminatedDocstringIsCode()
    {
        const SourceLines lines = sphinxGalleryLines(QStringLiteral("\"\"\"\nnever closed\n"));
        QCOMPARE(describe(lines), QStringList({"1:1 code \"\"\"", "2:1 code never closed"}));
    }

    void noBlankLineSeparatesTextFromCode()
    {
        const SourceLines lines = sphinxGalleryLines(QStringLiteral(
            "#####################\n# 문단\nx = 1\n\n\n####################\n# 끝\n"));
        // Blank lines around a code cell are not code, so its literal block ends at its code.
        int codeLines = 0;
        for (const SourceLine &l : lines)
            codeLines += l.code;
        QCOMPARE(codeLines, 1);
    }
};

QTEST_GUILESS_MAIN(TestSphinxGallery)
#include "tst_sphinxgallery.moc"
