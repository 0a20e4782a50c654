// SPDX-License-Identifier: GPL-3.0-or-later
// The in-place start in the real window, offscreen (issue 13). PyTorch Korea translates by
// replacing the English file in its git checkout: a small repository has an English tutorial
// committed on master and a branch to translate it on. Opening the file alone (as `tandem FILE`
// and File > Open Draft do) shows HEAD's English as the read-only source named path@commit;
// Korean paragraphs typed and saved keep that pair; reopening, after a commit of the
// half-translated file too, finds the same English; recent pairs and recovery find it again;
// the same file on both sides is refused (Pick Source, Open Pair, the command line); reviewer
// mode and the project window list the file as in progress against that English.
#include "editortesting.h"
#include "gitrepohelper.h"
#include "gitrunner.h"
#include "inplacetutorial.h"
#include "mainwindow.h"
#include "projectwindow.h"
#include "recentpairs.h"
#include "recoverystore.h"
#include "reviewmodel.h"
#include "reviewpanel.h"
#include "reviewrunner.h"
#include "sourcefinder.h"
#include "testprompts.h"
#include "textpane.h"

#include <QInputMethodEvent>
#include <QLabel>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>

using namespace tandem;
using testing::Patience;

namespace {

using TestPrompts = testing::RecordingPrompts;

QString readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// Replaces the whole of the draft's line `line` (0-based) as the translator does, one edit.
void replaceLine(TextPane *pane, int line, const QString &text)
{
    QTextCursor c(pane->document()->findBlockByNumber(line));
    c.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
    pane->setTextCursor(c);
    pane->insertPlainText(text);
}

// Types text as a Korean input method does: each syllable composed, then committed.
void typeHangul(TextPane *pane, const QString &text)
{
    for (const QChar ch : text) {
        QInputMethodEvent preedit(QString(ch), {});
        QCoreApplication::sendEvent(pane, &preedit);
        QInputMethodEvent commit;
        commit.setCommitString(QString(ch));
        QCoreApplication::sendEvent(pane, &commit);
    }
}

} // namespace

class TestEditorInPlace : public testing::WindowTest
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void openingTheFileShowsHeadEnglish();
    void savingKoreanParagraphsKeepsThePair();
    void reopeningFindsTheEnglishAgain();
    void afterACommitOfTheHalfTranslation();
    void recoveryKeepsTheHistorySource();
    void sameFileIsRefused();
    void sameFileOnTheCommandLine();
    void checkoutViewListsItInProgress();
    void projectWindowOpensEnglishFileInPlace();

private:
    MainWindow *newWindow();
    QString label() const { return QStringLiteral("docs/saving.rst@") + m_english.left(7); }

    QTemporaryDir m_tmp;
    QString m_repo;
    QString m_file;    // docs/saving.rst, translated in place
    QString m_english; // the commit of the English
};

void TestEditorInPlace::initTestCase()
{
    auto g = testing::repositoryTest(m_tmp, &m_repo);
    if (!g) QSKIP("git is not installed");
    g->write("docs/saving.rst", InPlaceEnglish);
    m_english = g->commitFile("docs/other.rst", InPlaceEnglish, "English", 1);
    g->git({"checkout", "-q", "-b", "translate"});
    m_repo = QFileInfo(m_repo).canonicalFilePath();
    m_file = m_repo + QStringLiteral("/docs/saving.rst");
}

void TestEditorInPlace::cleanup()
{
    closeWindow(m_file);
}

MainWindow *TestEditorInPlace::newWindow()
{
    if (!openWindow({1280, 720})) qWarning("the window was not shown");
    return m_window;
}

void TestEditorInPlace::openingTheFileShowsHeadEnglish()
{
    MainWindow *w = newWindow();
    QVERIFY(w->openDraft(m_file)); // what `tandem FILE` and File > Open Draft… call
    // The English is looked for off the GUI thread (tst_editorsourcelookup tests the wait).
    QTRY_VERIFY_WITH_TIMEOUT(!w->document()->isFindingSource(), Patience);
    QVERIFY2(m_prompts->errors.isEmpty(), qPrintable(m_prompts->errors.join('\n')));
    const PaneFile &source = w->sourceFile();
    QVERIFY(source.isOpen());
    QVERIFY(!source.existsOnDisk); // from history: nothing to write or watch
    QCOMPARE(source.path, m_repo + u'/' + label());
    QCOMPARE(w->sourcePane()->toPlainText(), QString::fromUtf8(InPlaceEnglish));
    QVERIFY(w->sourcePane()->isReadOnly());
    QCOMPARE(w->draftFile().path, m_file);
    QCOMPARE(w->draftPane()->toPlainText(), QString::fromUtf8(InPlaceEnglish));
    QVERIFY(!w->document()->isModified());
    QVERIFY2(w->windowTitle().contains(QStringLiteral("saving.rst@") + m_english.left(7)),
             qPrintable(w->windowTitle()));
    // Labelled path@commit where it stays in sight (the status bar), and in the title.
    const auto *sourceLabel = w->findChild<QLabel *>(QStringLiteral("sourceLabel"));
    QVERIFY(sourceLabel);
    QVERIFY2(sourceLabel->text().contains(label() + QStringLiteral(" (git history, read-only)")),
             qPrintable(sourceLabel->text()));
    QTRY_VERIFY_WITH_TIMEOUT(w->isAnalysisCurrent(), Patience);
    QVERIFY2(w->analysis()->lint.source, "checked against the English");
}

void TestEditorInPlace::savingKoreanParagraphsKeepsThePair()
{
    MainWindow *w = newWindow();
    QVERIFY(w->openDraft(m_file));
    QTRY_VERIFY_WITH_TIMEOUT(!w->document()->isFindingSource(), Patience);
    // The title and its underline, then the first paragraph, as the translator types them.
    replaceLine(w->draftPane(), 0, QString::fromUtf8("모델 저장하고 불러오기"));
    replaceLine(w->draftPane(), 1, QStringLiteral("======================"));
    QTextCursor c(w->draftPane()->document()->findBlockByNumber(3));
    c.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
    c.removeSelectedText();
    w->draftPane()->setTextCursor(c);
    w->draftPane()->setFocus();
    typeHangul(w->draftPane(), QString::fromUtf8("이 튜토리얼에서는 모델을 파일로 저장하고 "
                                                 "나중에 다시 불러오는 방법을 살펴봅니다."));
    QCOMPARE(w->draftPane()->rawText(), inPlaceFirstKorean());
    QVERIFY(w->document()->isModified());
    QSignalSpy pairChanged(w->document(), &DocumentController::pairChanged);
    QVERIFY(w->save());
    QCOMPARE(readAll(m_file), inPlaceFirstKorean());
    // The pair is as it was: the same English, from the same commit, in the source pane.
    QCOMPARE(w->sourceFile().path, m_repo + u'/' + label());
    QCOMPARE(w->sourceFile().file.text, QString::fromUtf8(InPlaceEnglish));
    QCOMPARE(w->sourcePane()->toPlainText(), QString::fromUtf8(InPlaceEnglish));
    QCOMPARE(w->draftFile().path, m_file);
    QTRY_VERIFY_WITH_TIMEOUT(w->isAnalysisCurrent(), Patience);
    QVERIFY(w->analysis()->lint.source);
    QCOMPARE(w->document()->sourceText(), QString::fromUtf8(InPlaceEnglish)); // what is linted
    QVERIFY2(m_prompts->errors.isEmpty(), qPrintable(m_prompts->errors.join('\n')));
    // Recent pairs remember that the English came from history (no file to reopen).
    const RecentPair recent = recentPairs().value(0);
    QCOMPARE(recent.draft, m_file);
    QVERIFY(recent.isFromHistory());
    QVERIFY2(recent.source.endsWith(label()), qPrintable(recent.source));
}

void TestEditorInPlace::reopeningFindsTheEnglishAgain()
{
    // The working tree is half Korean; HEAD still has the English.
    QCOMPARE(readAll(m_file), inPlaceFirstKorean());
    MainWindow *w = newWindow();
    QVERIFY(w->openDraft(m_file));
    QTRY_VERIFY_WITH_TIMEOUT(!w->document()->isFindingSource(), Patience);
    QCOMPARE(w->sourceFile().path, m_repo + u'/' + label());
    QCOMPARE(w->sourcePane()->toPlainText(), QString::fromUtf8(InPlaceEnglish));
    QCOMPARE(w->draftPane()->toPlainText(), inPlaceFirstKorean());
    // Through File > Recent Pairs: found again from the draft.
    QVERIFY(w->openDraft(m_repo + QStringLiteral("/docs/other.rst")));
    QVERIFY(w->document()->openRecent(
        {RecentPair::HistoryPrefix.toString() + m_repo + QStringLiteral("/docs/saving.rst@0000000"),
         m_file}));
    QTRY_VERIFY_WITH_TIMEOUT(!w->document()->isFindingSource(), Patience);
    QCOMPARE(w->sourceFile().path, m_repo + u'/' + label());
    QCOMPARE(w->sourcePane()->toPlainText(), QString::fromUtf8(InPlaceEnglish));
}

void TestEditorInPlace::afterACommitOfTheHalfTranslation()
{
    GitRepoHelper g(m_repo);
    g.commitAll("saving.rst 번역 시작", 2);
    const QString half = g.head();
    QVERIFY(isMostlyEnglish(inPlaceFirstKorean())); // so the 5% rule alone would take it
    MainWindow *w = newWindow();
    QVERIFY(w->openDraft(m_file));
    QTRY_VERIFY_WITH_TIMEOUT(!w->document()->isFindingSource(), Patience);
    QCOMPARE(w->sourceFile().path, m_repo + u'/' + label());
    QVERIFY(!w->sourceFile().path.contains(half.left(7)));
    QCOMPARE(w->sourcePane()->toPlainText(), QString::fromUtf8(InPlaceEnglish));
    // One more paragraph, saved: still the English.
    replaceLine(w->draftPane(), 8,
                QString::fromUtf8("상태 사전은 계층마다 매개변수 텐서를 담습니다."));
    QVERIFY(w->save());
    QCOMPARE(readAll(m_file), inPlaceSecondKorean());
    QCOMPARE(w->sourceFile().path, m_repo + u'/' + label());
    QVERIFY(w->openDraft(m_file));
    QTRY_VERIFY_WITH_TIMEOUT(!w->document()->isFindingSource(), Patience);
    QCOMPARE(w->sourceFile().path, m_repo + u'/' + label());
}

void TestEditorInPlace::recoveryKeepsTheHistorySource()
{
    // Work typed and autosaved, then the editor killed: the recovery copy comes back against
    // the same English.
    const QString typed = readAll(m_file) + QString::fromUtf8("\n추가로 입력한 문단입니다.\n");
    QVERIFY(RecoveryStore::write(m_file, typed));
    MainWindow *w = newWindow();
    m_prompts->recover = true;
    QVERIFY(w->openDraft(m_file));
    QTRY_VERIFY_WITH_TIMEOUT(!w->document()->isFindingSource(), Patience);
    QCOMPARE(w->draftPane()->rawText(), typed);
    QVERIFY(w->document()->isModified());
    QCOMPARE(w->sourceFile().path, m_repo + u'/' + label());
    QCOMPARE(w->sourcePane()->toPlainText(), QString::fromUtf8(InPlaceEnglish));
}

void TestEditorInPlace::sameFileIsRefused()
{
    MainWindow *w = newWindow();
    QVERIFY(w->openDraft(m_file));
    QTRY_VERIFY_WITH_TIMEOUT(!w->document()->isFindingSource(), Patience);
    // File > Pick Source… on the draft itself.
    QVERIFY(!w->pickSource(m_file));
    QCOMPARE(m_prompts->errors.size(), 1);
    QVERIFY2(m_prompts->errorTitles.first().contains(QStringLiteral("same file")),
             qPrintable(m_prompts->errorTitles.first()));
    QCOMPARE(w->sourceFile().path, m_repo + u'/' + label()); // the pair is as it was
    // File > Open Pair… with the file on both sides, also through a symlink or a relative path.
    const QString link = m_tmp.filePath(QStringLiteral("link.rst"));
    QVERIFY(QFile::link(m_file, link));
    QVERIFY(!w->openPair(link, m_file));
    QVERIFY(!w->openPair(m_repo + QStringLiteral("/docs/../docs/saving.rst"), m_file));
    QCOMPARE(m_prompts->errors.size(), 3);
    QCOMPARE(w->sourceFile().path, m_repo + u'/' + label());
    QCOMPARE(w->draftFile().path, m_file);
    // Another file is accepted as the source.
    QVERIFY(w->pickSource(m_repo + QStringLiteral("/docs/other.rst")));
    QCOMPARE(w->sourceFile().path, m_repo + QStringLiteral("/docs/other.rst"));
    QVERIFY(w->sourceFile().existsOnDisk);
}

void TestEditorInPlace::sameFileOnTheCommandLine()
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(TANDEM_BINARY), {m_file, m_file});
    QVERIFY(p.waitForFinished(Patience));
    QCOMPARE(p.exitCode(), 2);
    // One line says why (Qt may add its own warnings about the environment).
    const QString err = QString::fromUtf8(p.readAllStandardError());
    const QStringList lines = err.split(u'\n').filter(QStringLiteral("tandem: "));
    QCOMPARE(lines.size(), 1);
    QVERIFY2(lines.first().contains(QStringLiteral("cannot be the English source of itself")),
             qPrintable(err));
}

void TestEditorInPlace::checkoutViewListsItInProgress()
{
    MainWindow *w = newWindow();
    QSignalSpy finished(w, &MainWindow::reviewFinished);
    w->openCheckout(m_repo);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, Patience);
    const ReviewModel *model = w->reviewPanel()->model();
    const int row = model->rowOf(QStringLiteral("docs/saving.rst"));
    QVERIFY(row >= 0);
    const ReviewFile &file = model->fileAt(row);
    QVERIFY(!file.draftIsEnglish);
    QCOMPARE(file.source.origin, SourceOrigin::History);
    QCOMPARE(file.source.commit, m_english);
    QCOMPARE(ReviewModel::sourceSummary(file), QStringLiteral("history ") + m_english.left(7));
    QVERIFY(w->openReviewFile(row));
    QTRY_VERIFY_WITH_TIMEOUT(!w->document()->isFindingSource(), Patience);
    QCOMPARE(w->sourceFile().path, m_repo + u'/' + label());
    // Saving the next paragraph redoes the row: still in progress against the English.
    replaceLine(w->draftPane(), 27, QString::fromUtf8("체크포인트를 불러오면 학습을 이어 갑니다."));
    QSignalSpy refreshed(w->reviewRunner(), &ReviewRunner::fileRefreshed);
    QVERIFY(w->save());
    QTRY_COMPARE_WITH_TIMEOUT(refreshed.count(), 1, Patience);
    const ReviewFile &again = model->fileAt(model->rowOf(QStringLiteral("docs/saving.rst")));
    QCOMPARE(ReviewModel::sourceSummary(again), QStringLiteral("history ") + m_english.left(7));
    QCOMPARE(w->sourceFile().path, m_repo + u'/' + label());
}

void TestEditorInPlace::projectWindowOpensEnglishFileInPlace()
{
    MainWindow *w = newWindow();
    ProjectWindow *project = w->showProject(m_repo);
    QSignalSpy built(project, &ProjectWindow::built);
    QVERIFY(built.wait(60000));
    QVERIFY(project->report());
    const ProjectFile *saving = nullptr, *other = nullptr;
    for (const ProjectFile &f : project->report()->files) {
        if (f.path == u"docs/saving.rst") saving = &f;
        if (f.path == u"docs/other.rst") other = &f;
    }
    QVERIFY(saving && other);
    QCOMPARE(saving->state, FileState::Partial);
    QVERIFY(saving->source);
    QCOMPARE(saving->source->label(), label());
    QCOMPARE(other->state, FileState::English);
    // Opening the English file from the project window starts it in place against HEAD's.
    QTableView *table = project->fileTable();
    int otherRow = -1;
    for (int r = 0; r < table->model()->rowCount(); ++r)
        if (table->model()->index(r, 0).data().toString() == QStringLiteral("docs/other.rst"))
            otherRow = r;
    QVERIFY(otherRow >= 0);
    emit table->activated(table->model()->index(otherRow, 0));
    QTRY_VERIFY_WITH_TIMEOUT(!w->document()->isFindingSource(), Patience);
    QCOMPARE(w->draftFile().path, m_repo + QStringLiteral("/docs/other.rst"));
    QCOMPARE(w->sourceFile().path, m_repo + QStringLiteral("/docs/other.rst@") + m_english.left(7));
    QCOMPARE(w->sourcePane()->toPlainText(), QString::fromUtf8(InPlaceEnglish));
}

QTEST_MAIN(TestEditorInPlace)
#include "tst_editorinplace.moc"
