// SPDX-License-Identifier: GPL-3.0-or-later
// The editor lints on every keystroke through one LintSession, which keeps what depends on the
// read-only source alone (its scan, glossary matches, alignment features, words, normalised
// code: lint/linter.h, rst/documentmemo.h) and reuses per-run results between checks
// (checks/checkcontext.h). This test edits drafts the way a translator does and compares every
// run of such a session, issue by issue (check, severity, side, range, message, fix), and segment
// by segment, with a fresh full lint of the same texts that shares nothing.
#include "checkregistry.h"
#include "corpuspairs.h"
#include "keptanswers.h"
#include "linter.h"
#include "lintsession.h"
#include "projectcontext.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace tandem;

namespace {

const char *const Source = R"(Tensors and Autograd
====================

**Author**: `Jane Doe <https://github.com/janedoe>`_

A tensor is like an array. Call ``torch.zeros`` to make one with 3 rows, or see
`the docs <https://pytorch.org/docs/stable/tensors.html>`_ and :doc:`/beginner/basics`.

.. note::
   Autograd records 2 operations per step, about 20 ms each.

Computing gradients
-------------------

Set ``requires_grad=True`` on a tensor and call ``backward``.

.. code-block:: python

   import torch
   x = torch.ones(2, 2, requires_grad=True)  # a leaf
   y = x + 2
   print("done")

- The first item uses *emphasis*.
- The second item uses **strong** text and the optimizer.

Conclusion
----------

You learned how gradients are computed in version 1.13.
)";

const char *const Draft = R"(텐서와 Autograd
====================

**저자**: `Jane Doe <https://github.com/janedoe>`_
**번역**: `홍길동 <https://github.com/hong>`_

텐서는 배열과 비슷합니다. ``torch.zeros`` 를 호출하면 3개의 행을 가진 텐서를 만들 수 있고,
`문서 <https://pytorch.org/docs/stable/tensors.html>`_ 와 :doc:`/beginner/basics` 를 참고하세요.

.. note::
   Autograd는 단계마다 2개의 연산을 약 20 ms 동안 기록합니다.

변화도 계산하기
-------------------

텐서에 ``requires_grad=True`` 를 설정하고 ``backward`` 를 호출합니다.

.. code-block:: python

   import torch
   x = torch.ones(2, 2, requires_grad=True)  # 잎 노드
   y = x + 2
   print("done")

- 첫 항목은 *강조* 를 씁니다.
- 두 번째 항목은 **굵은** 글씨와 옵티마이저를 씁니다.

결론
----------

버전 1.13에서 변화도가 계산되는 방법을 배웠습니다.
)";

QString describe(const Issue &i)
{
    return QStringLiteral("%1 %2 %3 %4:%5-%6:%7 %8 fix=%9")
        .arg(i.check)
        .arg(int(i.severity))
        .arg(int(i.side))
        .arg(i.range.start.line)
        .arg(i.range.start.column)
        .arg(i.range.end.line)
        .arg(i.range.end.column)
        .arg(i.message, i.fix ? i.fix->replacement : QStringLiteral("-"));
}

// An edit of the draft: what the text becomes.
using Edit = std::function<QString(const QString &)>;

QString insertAt(const QString &text, const QString &after, const QString &inserted)
{
    const qsizetype at = text.indexOf(after);
    return at < 0 ? text : QString(text).insert(at + after.size(), inserted);
}

QString replaceFirst(const QString &text, const QString &what, const QString &with)
{
    const qsizetype at = text.indexOf(what);
    return at < 0 ? text : QString(text).replace(at, what.size(), with);
}

// The edits most rows are made of: the first `what` replaced, and text inserted after the first
// `after` (no change where the text has neither).
Edit replacing(const QString &what, const QString &with)
{
    return [what, with](const QString &t) { return replaceFirst(t, what, with); };
}

Edit inserting(const QString &after, const QString &inserted)
{
    return [after, inserted](const QString &t) { return insertAt(t, after, inserted); };
}

} // namespace

class TestIncrementalLint : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        ProjectSettings settings;
        settings.useUserWordList = false;
        for (const CheckInfo &c : allChecks()) // every check, also those off by default
            settings.checks.enabled.insert(QLatin1String(c.id));
        ProjectProblems problems;
        m_project = ProjectContext::resolve(m_dir.filePath(QStringLiteral("draft.rst")), settings,
                                            &problems);
        QVERIFY2(m_project, qPrintable(problems.fatal.join(u'\n')));
    }

    void editsMatchAFullLint_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("type in a paragraph") << QStringLiteral("type");
        QTest::newRow("add and remove lines") << QStringLiteral("lines");
        QTest::newRow("break a title underline") << QStringLiteral("underline");
        QTest::newRow("paste a block") << QStringLiteral("paste");
        QTest::newRow("change code, a link, a number") << QStringLiteral("pairs");
        // korean-typo keeps what it decides from the dictionary and the lists between runs
        // (CheckContext::resourceDerived); what the draft itself writes must still count anew.
        QTest::newRow("a Korean typo, then its word gone") << QStringLiteral("typo");
    }

    void editsMatchAFullLint()
    {
        QFETCH(QString, name);
        const QString source = QString::fromUtf8(Source);
        QList<Edit> edits;
        if (name == u"type") {
            // One syllable at a time at the end of a paragraph, then erased again.
            const QString typed = QStringLiteral("그리고 ``x``를 3번 씁니다 https://a.org/b");
            for (int n = 1; n <= typed.size(); ++n)
                edits << [typed, n](const QString &t) {
                    return insertAt(t, QStringLiteral("참고하세요."), typed.left(n));
                };
            edits << [](const QString &t) { return t; };
        } else if (name == u"lines") {
            edits << inserting(QStringLiteral("호출합니다.\n"),
                               QStringLiteral("\n새 문단입니다.\n"))
                  << replacing(QStringLiteral("- 첫 항목은 *강조* 를 씁니다.\n"), QString())
                  << replacing(QStringLiteral("\n결론\n----------\n"), QStringLiteral("\n"))
                  << inserting(QStringLiteral("   y = x + 2\n"), QStringLiteral("   z = y * y\n"));
        } else if (name == u"underline") {
            edits << replacing(QStringLiteral("-------------------\n"), QStringLiteral("---\n"))
                  << replacing(QStringLiteral("결론\n----------"),
                               QStringLiteral("결론\n=========="))
                  << replacing(QStringLiteral("===================="), QString());
        } else if (name == u"paste") {
            const QString block =
                QStringLiteral("\n.. code-block:: python\n\n   print(\"pasted\")\n\n붙여 넣은 "
                               "``torch.ones`` 문단과 "
                               "`링크 <https://pytorch.org/>`_ 입니다.\n");
            edits << inserting(QStringLiteral("씁니다.\n"), block)
                  << [block](const QString &t) { return t + block; };
        } else if (name == u"typo") {
            // The words the typos stand for, gone from the rest of the draft.
            const Edit wordsGone = [](const QString &t) {
                QString out = t;
                return out.replace(QStringLiteral("텐서"), QStringLiteral("배열"))
                    .replace(QStringLiteral("변화도"), QStringLiteral("기울기"));
            };
            edits << inserting(QStringLiteral("참고하세요."),
                               QStringLiteral(" 텐셔를 만들고 변화됴를 계산합니다."))
                  << wordsGone << replacing(QStringLiteral("텐셔를"), QStringLiteral("텐서를"));
        } else {
            edits << replacing(QStringLiteral("print(\"done\")"), QStringLiteral("print(\"완료\")"))
                  << replacing(QStringLiteral("stable/tensors.html"),
                               QStringLiteral("stable/t.html"))
                  << replacing(QStringLiteral("약 20 ms"), QStringLiteral("약 20 us"))
                  << replacing(QStringLiteral("1.13"), QStringLiteral("1.12"));
        }
        // The edits make issues to compare (not only empty lists).
        int issues = 0;
        compareRuns(source, QString::fromUtf8(Draft), FileKind::Rst, edits, &issues);
        if (QTest::currentTestFailed()) return;
        QVERIFY(issues > 0);
    }

    void keptAnswersAreAskedOnceAndBounded()
    {
        // What the checks keep between runs is asked for once per key, and a full table drops
        // the answer used least recently rather than grow (an editor session types new keys
        // for hours).
        KeptAnswers<int> kept(3);
        int asked = 0;
        auto length = [&](const QString &key) {
            return kept.get(key, [&] {
                ++asked;
                return int(key.size());
            });
        };
        QCOMPARE(length(QStringLiteral("텐서")), 2);
        QCOMPARE(length(QStringLiteral("텐서")), 2);
        QCOMPARE(asked, 1);
        length(QStringLiteral("a"));
        length(QStringLiteral("bb"));
        QCOMPARE(asked, 3);
        QCOMPARE(length(QStringLiteral("ccc")), 3); // the fourth key drops 텐서, used first
        QCOMPARE(asked, 4);
        QCOMPARE(length(QStringLiteral("텐서")), 2);
        QCOMPARE(asked, 5);
        QCOMPARE(length(QStringLiteral("ccc")), 3);
        QCOMPARE(asked, 5);
        QCOMPARE(length(QStringLiteral("a")), 1); // dropped for 텐서: the least recently used
        QCOMPARE(asked, 6);
    }

    // Real pairs, if ../shared is there: typing into a Korean paragraph, deleting a line and
    // pasting a paragraph of the source.
    void corpusPairsMatchAFullLint()
    {
        const QList<CorpusPair> pairs = corpusPairs();
        if (pairs.isEmpty()) QSKIP("no corpus in ../shared");
        for (const CorpusPair &pair : pairs) {
            const QString &source = pair.source;
            const QStringList lines = pair.draft.split(u'\n');
            // The middle line with Hangul, and a source paragraph to paste.
            int middle = int(lines.size()) / 2;
            while (middle < lines.size() &&
                   !lines[middle].contains(QRegularExpression(QStringLiteral("\\p{Hangul}"))))
                ++middle;
            if (middle >= lines.size()) middle = int(lines.size()) / 2;
            const QString paste = source.section(QStringLiteral("\n\n"), 2, 2);
            QList<Edit> edits;
            for (const QString &typed : {QStringLiteral("텐"), QStringLiteral("텐서 ``x``"),
                                         QStringLiteral("텐서 ``x``를 3")})
                edits << [=](const QString &) {
                    QStringList l = lines;
                    l[middle] += typed;
                    return l.join(u'\n');
                };
            edits << [=](const QString &) {
                QStringList l = lines;
                l.removeAt(middle);
                return l.join(u'\n');
            } << [=](const QString &) {
                QStringList l = lines;
                l.insert(middle, QStringLiteral("\n") + paste + QStringLiteral("\n"));
                return l.join(u'\n');
            };
            compareRuns(source, pair.draft, pair.kind, edits);
            if (QTest::currentTestFailed()) QFAIL(qPrintable(pair.name));
        }
    }

private:
    // Lints `draft` and each edit of it (each applied to the text before it) with one session,
    // as the editor does, and each with a fresh linter; the two must agree exactly.
    // `issues` counts the issues of all runs.
    void compareRuns(const QString &source, const QString &draft, FileKind kind,
                     const QList<Edit> &edits, int *issues = nullptr)
    {
        LintSession session(m_project);
        QString text = draft;
        for (int step = 0; step <= edits.size(); ++step) {
            if (step > 0) text = edits[step - 1](text);
            const LintOutcome kept =
                session.lint(LintText{QString(), source, kind}, LintText{QString(), text, kind});
            // A new session: nothing kept from an earlier run.
            const LintResult full =
                LintSession(m_project)
                    .lint(LintText{QString(), source, kind}, LintText{QString(), text, kind})
                    .lint;
            QCOMPARE(session.sourceScans(), 1); // the source was not scanned again
            QStringList keptIssues, fullIssues;
            for (const Issue &i : kept.lint.issues)
                keptIssues << describe(i);
            for (const Issue &i : full.issues)
                fullIssues << describe(i);
            QCOMPARE(keptIssues, fullIssues);
            QVERIFY(kept.lint.issues == full.issues); // and the fixes' ranges too
            const Alignment &a = kept.lint.alignment, &b = full.alignment;
            QCOMPARE(a.segments.size(), b.segments.size());
            for (int k = 0; k < a.segments.size(); ++k) {
                const Segment &x = a.segments[k], &y = b.segments[k];
                QCOMPARE(QList<int>({x.sourceFirst, x.sourceLast, x.draftFirst, x.draftLast}),
                         QList<int>({y.sourceFirst, y.sourceLast, y.draftFirst, y.draftLast}));
            }
            if (issues) *issues += int(full.issues.size());
        }
    }

    QTemporaryDir m_dir;
    std::shared_ptr<const ProjectContext> m_project;
};

QTEST_GUILESS_MAIN(TestIncrementalLint)
#include "tst_incrementallint.moc"
