// SPDX-License-Identifier: GPL-3.0-or-later
// LintRunner::retire (issue 13, typing): an analysis the window no longer shows is freed on the
// runner's own thread, not on the GUI thread, unless someone still holds it; and the runner
// keeps no copy of a result it handed over, so the window's reference is the last one.
#include "lintrunner.h"
#include "projectcontext.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <atomic>

using namespace tandem;

namespace {

// An analysis whose deleter says on which thread it ran.
AnalysisPtr tracked(std::atomic<QThread *> &freedOn)
{
    return AnalysisPtr(new EditorAnalysis, [&freedOn](const EditorAnalysis *a) {
        freedOn = QThread::currentThread();
        delete a;
    });
}

} // namespace

class TestEditorLintRunner : public QObject
{
    Q_OBJECT
private slots:
    void aRetiredAnalysisIsFreedOffThisThread()
    {
        std::atomic<QThread *> freedOn = nullptr;
        {
            LintRunner runner;
            runner.retire(tracked(freedOn));
        } // the runner waits for what it was given to free
        QVERIFY(freedOn.load() != nullptr);
        QVERIFY(freedOn.load() != QThread::currentThread());
    }

    void anAnalysisStillHeldIsLeftToItsHolder()
    {
        std::atomic<QThread *> freedOn = nullptr;
        AnalysisPtr held = tracked(freedOn);
        {
            LintRunner runner;
            runner.retire(held);
        }
        QVERIFY(freedOn.load() == nullptr);
        held.reset();
        QCOMPARE(freedOn.load(), QThread::currentThread());
    }

    void aResultHandedOverIsNotKeptByTheRunner()
    {
        QTemporaryDir dir;
        ProjectProblems problems;
        LintRunner runner;
        runner.setProject(ProjectContext::resolve(dir.path(), {}, &problems));
        QSignalSpy finished(&runner, &LintRunner::finished);
        LintRunner::Inputs in;
        in.draftText = QStringLiteral("Title\n=====\n\nText.\n");
        runner.request(in);
        QVERIFY(finished.wait(10000));
        const AnalysisPtr result = finished.takeFirst().at(0).value<AnalysisPtr>();
        QVERIFY(result);
        QCOMPARE(result->draftLineCount, 5);
        // Held here only (the spy's copy is taken): the runner dropped its own, and retiring
        // it after the signal left it to this holder.
        QCOMPARE(result.use_count(), 1L);
    }
};

QTEST_MAIN(TestEditorLintRunner)
#include "tst_editorlintrunner.moc"
