// SPDX-License-Identifier: GPL-3.0-or-later
// Reviewer mode's Post Review to GitHub… in the real window: the action is there once a review
// is, the dialog lists the review's comments (line comments and entries of the review text),
// unticking and editing change what is posted, and the post runs in a worker against a
// recording stand-in `gh` (fixtures/fake-gh.py) and leaves one pending review.
// With TANDEM_SCREENSHOT=FILE (run under Xvfb with QT_QPA_PLATFORM=xcb) the window and the
// dialog are shown at 1280x720 and the screen is saved with ImageMagick's `import`.
#include "gitrepohelper.h"
#include "gitrunner.h"
#include "mainwindow.h"
#include "postreviewdialog.h"
#include "recoverystore.h"
#include "reviewcontroller.h"
#include "testprompts.h"

#include <QAction>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

using namespace tandem;

class TestEditorPostReview : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void dialogPreviewEditUntickPost();

private:
    QTemporaryDir m_tmp;
    QString m_repo;
    testing::RecordingPrompts *m_prompts = nullptr;
    MainWindow *m_window = nullptr;
};

void TestEditorPostReview::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("tandem-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_editorpostreview"));
    QSettings().clear();
    if (GitRunner::program().isEmpty()) QSKIP("git is not installed");
    m_repo = m_tmp.filePath(QStringLiteral("tutorials-kr"));
    GitRepoHelper g(m_repo);
    g.git({"init", "-q", "-b", "master"});
    g.write("beginner_source/intro.rst",
            "Introduction\n============\n\nPyTorch is a library for deep learning.\n\n"
            "Call ``x.sum()`` to add all elements.\n\nUse ``y`` next.\n");
    g.commitAll("English", 1);
    g.git({"remote", "add", "origin", "https://github.com/PyTorchKorea/tutorials-kr.git"});
    g.git({"checkout", "-q", "-b", "translate"});
    // Two glued literals (errors with fixes) and trailing spaces (a note).
    g.write("beginner_source/intro.rst",
            "소개\n====\n\nPyTorch는 딥러닝 라이브러리입니다.  \n\n"
            "``x.sum()``을 호출하면 모든 원소를 더합니다.\n\n다음에는 ``y``를 씁니다.\n");
    g.commitAll("intro 번역", 2);
}

void TestEditorPostReview::cleanup()
{
    delete m_window;
    m_window = nullptr;
    delete m_prompts;
    m_prompts = nullptr;
    RecoveryStore::remove(m_repo + QStringLiteral("/beginner_source/intro.rst"));
}

void TestEditorPostReview::dialogPreviewEditUntickPost()
{
    const QString screenshot = qEnvironmentVariable("TANDEM_SCREENSHOT");
    m_prompts = new testing::RecordingPrompts;
    m_window = new MainWindow(m_prompts);
    m_window->resize(screenshot.isEmpty() ? QSize(1400, 800) : QSize(1280, 720));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    ReviewController *review = m_window->review();
    QVERIFY(!review->postAction()->isEnabled()); // nothing to post before a review
    QSignalSpy finished(m_window, &MainWindow::reviewFinished);
    m_window->openCheckout(m_repo);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
    QVERIFY(review->postAction()->isEnabled());
    QCOMPARE(review->postAction()->text(), QStringLiteral("Post Review to &GitHub…"));

    // The dialog, driven while it is shown (exec() runs its own loop).
    QList<ReviewComment> chosen;
    bool sawDialog = false;
    connect(review, &ReviewController::postDialogShown, this, [&](QDialog *shown) {
        auto *dialog = qobject_cast<PostReviewDialog *>(shown);
        QVERIFY(dialog);
        QTimer::singleShot(0, dialog, [&, dialog] {
            // Closed however the checks below end: a failed QVERIFY returns early, and exec()
            // would otherwise wait forever.
            const auto close = qScopeGuard([dialog] { dialog->reject(); });
            sawDialog = true;
            QTreeWidget *list = dialog->list();
            QCOMPARE(list->topLevelItemCount(), 3);
            QCOMPARE(list->topLevelItem(0)->text(0), QStringLiteral("beginner_source/intro.rst:4"));
            QCOMPARE(list->topLevelItem(1)->text(1), QStringLiteral("line comment"));
            QVERIFY(list->topLevelItem(1)->text(2).contains("rst-inline-boundary"));
            // The repository from the checkout's remote.
            QCOMPARE(dialog->repository(), QStringLiteral("PyTorchKorea/tutorials-kr"));
            QVERIFY(dialog->postButton()->isEnabled());
            // Untick the note; edit the second glued literal's text.
            list->topLevelItem(0)->setCheckState(0, Qt::Unchecked);
            list->setCurrentItem(list->topLevelItem(2));
            QVERIFY(dialog->editor()->toPlainText().contains("```suggestion"));
            dialog->editor()->setPlainText(dialog->editor()->toPlainText() +
                                           QStringLiteral("\n\n조사를 띄어 주세요."));
            list->setCurrentItem(list->topLevelItem(1));
            if (!screenshot.isEmpty()) {
                dialog->raise();
                QVERIFY(QTest::qWaitForWindowExposed(dialog));
                QCoreApplication::processEvents();
                QProcess::execute(QStringLiteral("import"),
                                  {QStringLiteral("-window"), QStringLiteral("root"), screenshot});
            }
            chosen = dialog->comments(); // the post itself is driven below, with a stand-in gh
        });
    });
    review->postAction()->trigger();
    QVERIFY(sawDialog);
    QCOMPARE(chosen.size(), 3);
    QVERIFY(!chosen[0].enabled);
    QVERIFY(chosen[1].enabled && chosen[2].enabled);
    QVERIFY(chosen[2].body.endsWith("조사를 띄어 주세요."));
    QVERIFY(!chosen[1].body.contains("조사를"));

    // The post, in a worker, through a stand-in gh on PATH.
    const QString bin = m_tmp.filePath(QStringLiteral("bin"));
    QDir().mkpath(bin);
    QFile source(QStringLiteral(TANDEM_FIXTURES "/fake-gh.py"));
    QVERIFY(source.open(QIODevice::ReadOnly));
    QFile gh(bin + QStringLiteral("/gh"));
    QVERIFY(gh.open(QIODevice::WriteOnly));
    gh.write("#!/usr/bin/python3\n" + source.readAll());
    gh.close();
    gh.setPermissions(gh.permissions() | QFile::ExeOwner);
    if (!QFileInfo::exists(QStringLiteral("/usr/bin/python3")))
        QSKIP("the stand-in gh needs /usr/bin/python3");
    const QByteArray path = qgetenv("PATH");
    qputenv("PATH", bin.toLocal8Bit() + ':' + path);
    qputenv("GH_LOG", m_tmp.filePath(QStringLiteral("gh.log")).toLocal8Bit());
    const QString statePath = m_tmp.filePath(QStringLiteral("state.json"));
    qputenv("GH_STATE", statePath.toLocal8Bit());
    QSignalSpy posted(review, &ReviewController::posted);
    review->postToGithub(chosen, QStringLiteral("PyTorchKorea/tutorials-kr"), 42);
    QVERIFY(review->isPosting());
    QVERIFY(!review->postAction()->isEnabled());
    QTRY_COMPARE_WITH_TIMEOUT(posted.count(), 1, 60000);
    qputenv("PATH", path);
    const auto result = posted.first().first().value<GitHubPostResult>();
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(result.posted, 2);
    QVERIFY(review->postAction()->isEnabled());
    QFile stateFile(statePath);
    QVERIFY(stateFile.open(QIODevice::ReadOnly));
    const QJsonObject state = QJsonDocument::fromJson(stateFile.readAll()).object();
    QCOMPARE(state["reviews"].toArray().size(), 1);
    const QJsonArray threads = state["threads"].toArray();
    QCOMPARE(threads.size(), 2);
    QVERIFY(threads[1].toObject()["body"].toString().contains("조사를 띄어 주세요."));
    // Remembered for the next time this checkout is posted from.
    QCOMPARE(QSettings()
                 .value("review/githubTargets")
                 .toMap()
                 .value(QFileInfo(m_repo).canonicalFilePath())
                 .toString(),
             QStringLiteral("PyTorchKorea/tutorials-kr#42"));
}

QTEST_MAIN(TestEditorPostReview)
#include "tst_editorpostreview.moc"
