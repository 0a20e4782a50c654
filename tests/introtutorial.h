// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The invented tutorial the history tests build repositories around: "Introduction" in English,
// in two versions as an upstream sync changes one, and its Korean translation. Shared by the
// checkout, review and project tests; each derives its variants from these texts.

#include <QString>

// The code block and the closing paragraph, in every version and in the translation.
inline const QString IntroCodeBlock = QStringLiteral(".. code-block:: python\n"
                                                     "\n"
                                                     "   import torch\n"
                                                     "   x = torch.ones(2)\n"
                                                     "\n");
inline const QString IntroEnd = QStringLiteral("The end of the introduction.\n");

// The first English version.
inline const QString IntroV1 =
    QStringLiteral("Introduction\n"
                   "============\n"
                   "\n"
                   "PyTorch is a library for deep learning. It runs on GPUs.\n"
                   "\n"
                   "Tensors\n"
                   "-------\n"
                   "\n"
                   "A tensor holds numbers. See `the docs <https://pytorch.org/docs>`_.\n"
                   "\n") +
    IntroCodeBlock + IntroEnd;

// The upstream sync: the first paragraph reworded, one paragraph added after the tensor one.
inline const QString IntroV2 =
    QString(IntroV1)
        .replace(QStringLiteral("It runs on GPUs."), QStringLiteral("It runs on GPUs and CPUs."))
        .replace(IntroCodeBlock,
                 QStringLiteral("Tensors can live on any device.\n\n") + IntroCodeBlock);

// The Korean translation of the first version.
inline const QString IntroKo =
    QStringLiteral("소개\n"
                   "====\n"
                   "\n"
                   "PyTorch는 딥러닝을 위한 라이브러리입니다. GPU에서 실행됩니다.\n"
                   "\n"
                   "텐서\n"
                   "----\n"
                   "\n"
                   "텐서는 숫자를 담습니다. `문서 <https://pytorch.org/docs>`_ 를 참고하세요.\n"
                   "\n") +
    IntroCodeBlock + QStringLiteral("소개의 끝입니다.\n");

// Another page of the checkouts, with a typo a branch fixes.
inline const char *OtherEn = "Other\n=====\n\nSome text here.\n\nTeh typo is here.\n";

// The checkouts' TRANSLATION_GUIDE.md: "widget" is 위젯.
inline const char *Guide = "# 번역 가이드\n\n|영문|한글|작성자|추가 설명|\n|---|---|:---:|---|\n"
                           "|widget|위젯|테스터||\n";
