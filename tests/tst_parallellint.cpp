// SPDX-License-Identifier: GPL-3.0-or-later
// A long draft's checks run on two threads (lint/linter.cpp): the checks that read no alignment
// on one while the pair is aligned on the other, then the glossary checks and the rest shared
// out, each check into its own list, joined in registry order. This test lints the same pairs
// on one thread and on two and compares every issue (check, severity, side, range, message,
// fix) and its place in the list. A check wrongly marked `beforeAlignment` sees no alignment
// on two threads and reports differently: the fixture has a case of each check that reads it.
#include "checkregistry.h"
#include "checktesting.h"
#include "corpuspairs.h"
#include "glossaryloader.h"

#include <QDir>
#include <QFile>
#include <QSet>
#include <QTest>

#include <climits>

using namespace tandem;
using namespace tandem::testing;

namespace {

const char *const Source = R"(Tensors and Autograd
====================

A tensor is like an array. Call ``torch.zeros`` to make one with 3 rows, or see
`the docs <https://pytorch.org/docs/stable/tensors.html>`_.

We use the optimizer on every step. Each layer has weights.

.. code-block:: python

   import torch
   x = torch.ones(2, 2)  # a leaf

Set ``requires_grad=True`` and call ``backward``.

This paragraph stays in English in the draft.

Next Steps
----------

Read the `next tutorial <https://pytorch.org/tutorials/next.html>`_.

.. note::

   Read the docs first.
)";

// Errors of the draft's own checks (glued literal, short underline, trailing space, style)
// and of the pair and glossary checks (changed code and link, a number, English left, 레이어
// for layer), and
// the ones that read the alignment among the draft's own: a title whose underline was deleted
// (rst-silent-break), a translated directive name (rst-unknown-directive).
const char *const Draft = R"(텐서와 Autograd
=========

텐서는 배열과 같습니다. ``torch.zeros``를 호출해 5개의 행으로 만들거나
`문서 <https://pytorch.org/docs/stable/tensor.html>`_ 를 보세요. 

우리는 매 단계마다 옵티마이저를 사용합니다. 각 레이어에는 가중치가 있습니다.

.. code-block:: python

   import torch
   x = torch.zeros(2, 2)  # 잎

``requires_grad=True`` 로 설정하고 ``backward`` 를 호출합니다.

This paragraph stays in English in the draft.

다음 단계

`다음 튜토리얼 <https://pytorch.org/tutorials/next.html>`_ 을 읽어보세요.

.. 노트::

   먼저 문서를 읽으세요.
)";

std::shared_ptr<const ProjectContext> projectWith(std::shared_ptr<const Glossary> glossary,
                                                  int parallelFromLines)
{
    LintOptions options;
    options.parallelFromLines = parallelFromLines;
    return ProjectContext::builtIn({.checks = options, .glossary = std::move(glossary)});
}

void compareThreads(const QString &source, const QString &draft, FileKind kind,
                    const std::shared_ptr<const Glossary> &glossary,
                    QSet<QString> *checksSeen = nullptr)
{
    const LintResult one = lintPair(projectWith(glossary, INT_MAX), source, draft, kind);
    const LintResult two = lintPair(projectWith(glossary, 0), source, draft, kind);
    QCOMPARE(two.issues.size(), one.issues.size());
    for (qsizetype i = 0; i < one.issues.size(); ++i) {
        const Issue &a = one.issues.at(i), &b = two.issues.at(i);
        if (a == b) continue;
        QFAIL(qPrintable(QStringLiteral("issue %1 differs: %2 %3:%4 '%5' vs %6 %7:%8 '%9'")
                             .arg(i)
                             .arg(a.check)
                             .arg(a.range.start.line)
                             .arg(a.range.start.column)
                             .arg(a.message, b.check)
                             .arg(b.range.start.line)
                             .arg(b.range.start.column)
                             .arg(b.message)));
    }
    QCOMPARE(two.draftTerms.has_value(), one.draftTerms.has_value());
    if (one.draftTerms) QCOMPARE(two.draftTerms->size(), one.draftTerms->size());
    if (checksSeen)
        for (const Issue &i : one.issues)
            checksSeen->insert(i.check);
}

} // namespace

class TestParallelLint : public QObject
{
    Q_OBJECT
private slots:
    void twoThreadsGiveTheIssuesOfOne()
    {
        const auto terms = std::make_shared<const Glossary>(GlossaryLoader::loadDefault());
        QSet<QString> seen;
        compareThreads(QString::fromUtf8(Source), QString::fromUtf8(Draft), FileKind::Rst, terms,
                       &seen);
        // Each group had work: checks run before the alignment, glossary checks and the rest.
        QStringList early, glossary, aligned;
        for (const QString &id : std::as_const(seen)) {
            const CheckInfo *c = findCheck(id);
            QVERIFY(c);
            (c->beforeAlignment ? early : c->usesTerms ? glossary : aligned).append(id);
        }
        QVERIFY2(early.size() >= 3, qPrintable(early.join(u',')));
        QVERIFY2(!glossary.isEmpty(), qPrintable(glossary.join(u',')));
        QVERIFY2(aligned.size() >= 3, qPrintable(aligned.join(u',')));
        // The draft's own checks that read the alignment reported what only it shows.
        QVERIFY(seen.contains(QStringLiteral("rst-silent-break")));
        QVERIFY(seen.contains(QStringLiteral("rst-unknown-directive")));
    }

    void corpusPairsGiveTheSameIssues()
    {
        const QList<CorpusPair> pairs = corpusPairs();
        if (pairs.isEmpty()) QSKIP("no corpus in ../shared");
        const auto terms = std::make_shared<const Glossary>(GlossaryLoader::loadDefault());
        for (const CorpusPair &pair : pairs) {
            compareThreads(pair.source, pair.draft, pair.kind, terms);
            if (QTest::currentTestFailed()) QFAIL(qPrintable(pair.name));
        }
        QVERIFY(pairs.size() >= 30);
    }
};

QTEST_MAIN(TestParallelLint)
#include "tst_parallellint.moc"
