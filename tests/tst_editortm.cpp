// SPDX-License-Identifier: GPL-3.0-or-later
// The translation memory in the editor window, offscreen: a checkout whose history holds a
// translation, a new draft being translated in it. The Matches panel says there is no memory,
// builds it on request, follows the cursor's segment (score, stored Korean, file, the English
// difference), Ctrl+1 inserts a match adapted to this segment's code and numbers as one undo
// step, and Ctrl+K shows the concordance of the selection with both translations of a paragraph.
#include "checkout.h"
#include "concordancedialog.h"
#include "editortesting.h"
#include "gitrepohelper.h"
#include "gitrunner.h"
#include "mainwindow.h"
#include "matchespanel.h"
#include "scrollsync.h"
#include "settingskeys.h"
#include "testprompts.h"
#include "textpane.h"
#include "tmbuilder.h"
#include "tmcontroller.h"
#include "tmservice.h"

#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTreeWidget>

using namespace tandem;

namespace {

using tandem::testing::Patience;

// Writes `text` to `path` (the English of the tutorial being translated, beside the checkout).
bool writeFile(const QString &path, const QString &text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text.toUtf8()) >= 0;
}

// A repository in `dir` on branch main whose history holds `path` in English (day 1), then
// translated (day 2).
GitRepoHelper translatedRepo(const QTemporaryDir &dir, const QString &path, const QString &english,
                             const QString &korean)
{
    GitRepoHelper repo(dir.path() + "/repo");
    repo.git({"init", "-q", "-b", "main"});
    repo.commitFile(path, english, "English", 1);
    repo.commitFile(path, korean, "번역", 2);
    return repo;
}

// The translation memory of `repo`'s history built into `file`; its number of pairs, -1 when it
// did not build.
int buildMemory(const GitRepoHelper &repo, const QString &file)
{
    TranslationMemory memory;
    QString error;
    const auto checkout = openCheckout(repo);
    if (!memory.open(file, &error) || !checkout ||
        !TmBuilder(*checkout, memory).build(nullptr, &error)) {
        qWarning("cannot build the memory: %s", qPrintable(error));
        return -1;
    }
    return memory.pairCount();
}

// `window` shown, on `source` and `draft` with the memory in `memoryFile` (empty: the checkout's
// own), its analysis finished.
[[nodiscard]] bool openPair(MainWindow &window, const QString &memoryFile, const QString &source,
                            const QString &draft)
{
    window.resize(1500, 800);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window)) return false;
    if (!memoryFile.isEmpty()) window.translationMemory()->setMemoryFile(memoryFile);
    return window.openPair(source, draft) &&
           QTest::qWaitFor([&window] { return window.isAnalysisCurrent(); }, Patience);
}

} // namespace

class TestEditorTm : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (GitRunner::program().isEmpty()) QSKIP("git is not installed");
        testing::isolateSettings();
    }

    void matchesPanelAndConcordance()
    {
        QTemporaryDir dir;
        GitRepoHelper repo(dir.path() + "/repo");
        repo.git({"init", "-q", "-b", "main"});
        repo.write(
            "beginner_source/intro.rst",
            "Introduction\n============\n\n"
            "Use ``torch.zeros`` to create a tensor filled with zeros, as shown in 3 examples.\n\n"
            "Gradient accumulation lets you train with larger batches than fit in memory.\n");
        repo.write(
            "beginner_source/other.rst",
            "Tips\n====\n\n"
            "Gradient accumulation lets you train with larger batches than fit in memory.\n");
        repo.commitAll("English", 1);
        repo.write(
            "beginner_source/intro.rst",
            "소개\n====\n\n"
            "``torch.zeros`` 를 사용하면 3개의 예제처럼 0으로 채워진 텐서를 만들 수 있습니다.\n\n"
            "변화도 누적을 사용하면 메모리에 맞는 것보다 큰 배치로 학습할 수 있습니다.\n");
        repo.commitAll("intro.rst 번역", 2);
        repo.write(
            "beginner_source/other.rst",
            "요령\n====\n\n"
            "경사 누적(gradient accumulation)으로 메모리보다 큰 배치를 학습할 수 있습니다.\n");
        repo.commitAll("other.rst 번역", 4);
        // The tutorial being translated now: its English beside the checkout, the draft in it.
        const QString source = dir.path() + "/tensors.en.rst";
        const QString english =
            "Tensors\n=======\n\n"
            "Use ``torch.ones`` to create a tensor filled with zeros, as shown in 5 examples.\n\n"
            "Gradient accumulation lets you train with larger batches than fit in memory.\n";
        QVERIFY(writeFile(source, english));
        repo.write("beginner_source/tensors.rst",
                   QString(english).replace("Tensors\n=======", "텐서\n===="));
        QFile::remove(
            TranslationMemory::defaultPathFor(QFileInfo(repo.root()).canonicalFilePath()));

        MainWindow window;
        QVERIFY(openPair(window, {}, source, repo.path("beginner_source/tensors.rst")));
        TranslationMemoryController *tm = window.translationMemory();
        QVERIFY(tm);
        MatchesPanel *panel = tm->panel();
        QVERIFY(tm->dock()->isVisible());

        // No memory yet: the panel says so and offers to build it.
        QTRY_VERIFY_WITH_TIMEOUT(panel->statusLabel()->text().contains("No translation memory"),
                                 10000);
        QCOMPARE(panel->buildButton()->text(), QString("Build Memory"));
        panel->buildButton()->click();
        QTRY_VERIFY2_WITH_TIMEOUT(panel->memoryLabel()->text().startsWith("5 pairs · "),
                                  qPrintable(panel->memoryLabel()->text()), Patience);
        QCOMPARE(panel->buildButton()->text(), QString("Update Memory"));
        QVERIFY2(!panel->memoryLabel()->text().contains(u'/'),
                 "the dock names the memory file, not its absolute path");

        // The cursor in the torch.ones paragraph: one match, 99%, the English difference shown.
        TextPane *draft = window.draftPane();
        draft->setFocus();
        draft->setTextCursor(draft->cursorAt(3, 0));
        window.scrollSync()->updateCurrentSegment(draft, false);
        QCOMPARE(tm->currentEnglish(), QString("Use ``torch.ones`` to create a tensor filled with "
                                               "zeros, as shown in 5 examples."));
        QTRY_COMPARE_WITH_TIMEOUT(panel->matches().size(), 1, 10000);
        QTreeWidgetItem *row = panel->list()->topLevelItem(0);
        QCOMPARE(row->text(0), QString("Ctrl+1"));
        QCOMPARE(row->text(1), QString("99%"));
        QVERIFY(row->text(2).startsWith("``torch.zeros`` 를 사용하면"));
        QVERIFY(row->text(3).startsWith("intro.rst · 2024-01-0"));
        const QString detail = panel->detail()->toHtml();
        QVERIFY2(detail.contains("line-through; color:#b3261e;\">``torch.zeros``"),
                 qPrintable(detail));
        QVERIFY(detail.contains("underline; color:#1b6e20;\">``torch.ones``"));
        QVERIFY(detail.contains("line-through; color:#b3261e;\">3<"));

        // Ctrl+1 replaces the selected English with the match, its code and number adapted.
        QTextCursor line = draft->cursorAt(3, 0);
        line.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        draft->setTextCursor(line);
        QTest::keyClick(&window, Qt::Key_1, Qt::ControlModifier);
        const QString inserted =
            "``torch.ones`` 를 사용하면 5개의 예제처럼 0으로 채워진 텐서를 만들 수 있습니다.";
        QCOMPARE(draft->document()->findBlockByNumber(3).text(), inserted);
        QCOMPARE(draft->document()->findBlockByNumber(2).text(), QString());
        draft->undo(); // one step takes it all back
        QCOMPARE(draft->document()->findBlockByNumber(3).text(),
                 QString("Use ``torch.ones`` to create a tensor filled with zeros, as shown in 5 "
                         "examples."));
        QVERIFY(!tm->insertMatch(3)); // there is no fourth match

        // The paragraph with two translations: both, exact, the newer first.
        QTRY_VERIFY_WITH_TIMEOUT(window.isAnalysisCurrent(), Patience);
        draft->setTextCursor(draft->cursorAt(5, 3));
        window.scrollSync()->updateCurrentSegment(draft, false);
        QTRY_COMPARE_WITH_TIMEOUT(panel->matches().size(), 2, 10000);
        QCOMPARE(panel->list()->topLevelItem(0)->text(1), QString("100% exact"));
        QVERIFY(panel->list()->topLevelItem(0)->text(2).startsWith("경사 누적"));
        QVERIFY(panel->list()->topLevelItem(1)->text(2).startsWith("변화도 누적"));

        // The title has no stored match.
        draft->setTextCursor(draft->cursorAt(0, 0));
        window.scrollSync()->updateCurrentSegment(draft, false);
        QTRY_COMPARE_WITH_TIMEOUT(panel->statusLabel()->text(), QString("No match of 70% or more."),
                                  10000);
        QCOMPARE(panel->list()->topLevelItemCount(), 0);

        // Ctrl+K on a selection of the English pane: the concordance, phrase highlighted.
        TextPane *sourcePane = window.sourcePane();
        QTextCursor phrase = sourcePane->cursorAt(5, 0);
        phrase.setPosition(sourcePane->cursorAt(5, 21).position(), QTextCursor::KeepAnchor);
        sourcePane->setFocus();
        sourcePane->setTextCursor(phrase);
        QTest::keyClick(&window, Qt::Key_K, Qt::ControlModifier);
        ConcordanceDialog *dialog = tm->concordanceDialog();
        QTRY_VERIFY(dialog->isVisible());
        QCOMPARE(dialog->phrase(), QString("Gradient accumulation"));
        QTRY_COMPARE_WITH_TIMEOUT(dialog->hits().size(), 2, 10000);
        QVERIFY(dialog->hits()[0].newest);
        QVERIFY(!dialog->hits()[1].newest);
        const QString html = dialog->results()->toHtml();
        QVERIFY(html.contains("newer of 2 translations"));
        QVERIFY(html.contains("older of 2 translations"));
        QVERIFY(html.contains("background-color:#ffe27a"));
        // A typed Korean phrase searches the translations.
        dialog->phraseEdit()->setText("변화도 누적");
        QTest::keyClick(dialog->phraseEdit(), Qt::Key_Return);
        QTRY_COMPARE_WITH_TIMEOUT(dialog->hits().size(), 1, 10000);
        QVERIFY(dialog->hits()[0].pair.target.startsWith("변화도 누적"));
        QVERIFY2(dialog->isVisible(), "Enter closed the concordance");
        QVERIFY(dialog->answerStems().isEmpty()); // a Korean phrase: itself highlighted

        // Enter searches and the dialog stays open, the Korean that answers the English phrase
        // highlighted (both translations say 누적, wherever their other words differ).
        dialog->phraseEdit()->setText("gradient accumulation");
        QTest::keyClick(dialog->phraseEdit(), Qt::Key_Return);
        QTRY_COMPARE_WITH_TIMEOUT(dialog->hits().size(), 2, 10000);
        QVERIFY(dialog->isVisible());
        QCOMPARE(dialog->answerStems(), QStringList{"누적"});
        // What the memory's lexicon renders the phrase's words as (two pairs link 누적).
        QVERIFY2(dialog->summary()->text().contains("The community renders") &&
                     dialog->summary()->text().contains(u"누적 2"),
                 qPrintable(dialog->summary()->text()));
        const QString answered = dialog->results()->toHtml();
        QVERIFY2(answered.contains("background-color:#c6ecc0;\">누적을</span>"),
                 qPrintable(answered));
        QVERIFY(answered.contains("background-color:#c6ecc0;\">누적</span>"));
        QCOMPARE(ConcordanceDialog::highlightedWords("분산 학습과 분산된 작업", {"분산"}),
                 QString("<span style=\"background-color:#c6ecc0\">분산</span> 학습과 "
                         "<span style=\"background-color:#c6ecc0\">분산된</span> 작업"));

        // Down picks the first pair, Enter inserts its Korean: in the draft's segment that
        // still reads as its English, in place of the English; the dialog closes.
        TextPane *draftPane = window.draftPane();
        QTRY_VERIFY_WITH_TIMEOUT(window.isAnalysisCurrent(), Patience);
        draftPane->setTextCursor(draftPane->cursorAt(5, 0));
        window.scrollSync()->updateCurrentSegment(draftPane, false);
        QTest::keyClick(dialog->phraseEdit(), Qt::Key_Down);
        QCOMPARE(dialog->currentHit(), 0);
        QTest::keyClick(dialog->phraseEdit(), Qt::Key_Return);
        QVERIFY(!dialog->isVisible());
        QCOMPARE(draftPane->document()->findBlockByNumber(5).text(), dialog->hits()[0].pair.target);
        draftPane->undo();
        QVERIFY(draftPane->document()->findBlockByNumber(5).text().startsWith("Gradient"));
        window.draftPane()->document()->setModified(false);
    }

    void inPlaceMatchReplacesTheEnglish()
    {
        // A file translated in place starts as the English itself: a match inserted in a
        // segment that still reads as its English replaces that English (not "…memory.경사
        // 누적…", which would count as translated); with a selection the selection goes; in a
        // segment already edited the match goes in at the cursor. One undo step each.
        QTemporaryDir dir;
        const GitRepoHelper repo = translatedRepo(
            dir, "beginner_source/intro.rst",
            "Introduction\n============\n\n"
            "Gradient accumulation lets you train with larger batches than fit in "
            "memory.\n\nUse ``torch.zeros`` to create a tensor filled with zeros.\n",
            "소개\n====\n\n"
            "변화도 누적을 사용하면 메모리에 맞는 것보다 큰 배치로 학습할 수 있습니다.\n\n"
            "``torch.zeros`` 로 0으로 채워진 텐서를 만듭니다.\n");
        const QString memoryFile = dir.path() + "/tm.sqlite";
        QCOMPARE(buildMemory(repo, memoryFile), 3);
        const QString english =
            "Tensors\n=======\n\n"
            "* Gradient accumulation lets you train with larger batches than fit in memory.\n\n"
            "Use ``torch.zeros`` to create a tensor filled with zeros.\n";
        const QString source = dir.path() + "/tensors.en.rst";
        QVERIFY(writeFile(source, english));
        repo.write("beginner_source/tensors.rst", english);

        MainWindow window;
        QVERIFY(openPair(window, memoryFile, source, repo.path("beginner_source/tensors.rst")));
        TranslationMemoryController *tm = window.translationMemory();
        TextPane *draft = window.draftPane();
        draft->setFocus();
        const auto line = [draft](int n) { return draft->document()->findBlockByNumber(n).text(); };
        const QString listEnglish = line(3);
        const QString korean =
            "변화도 누적을 사용하면 메모리에 맞는 것보다 큰 배치로 학습할 수 있습니다.";

        // The cursor at the end of the list item, nothing selected: the item's English goes,
        // its marker stays.
        QTextCursor c = draft->cursorAt(3, 0);
        c.movePosition(QTextCursor::EndOfBlock);
        draft->setTextCursor(c);
        window.scrollSync()->updateCurrentSegment(draft, false);
        QTRY_COMPARE_WITH_TIMEOUT(tm->panel()->matches().size(), 1, 10000);
        QTest::keyClick(&window, Qt::Key_1, Qt::ControlModifier);
        QCOMPARE(line(3), "* " + korean);
        QCOMPARE(line(4), QString());
        QCOMPARE(line(5), QString("Use ``torch.zeros`` to create a tensor filled with zeros."));
        draft->undo(); // one step
        QCOMPARE(line(3), listEnglish);
        draft->redo();
        QCOMPARE(line(3), "* " + korean);

        // Translated now: a second insertion goes in at the cursor.
        QTRY_VERIFY_WITH_TIMEOUT(window.isAnalysisCurrent(), Patience);
        c = draft->cursorAt(3, 2);
        draft->setTextCursor(c);
        window.scrollSync()->updateCurrentSegment(draft, false);
        QTRY_COMPARE_WITH_TIMEOUT(tm->panel()->matches().size(), 1, 10000);
        QVERIFY(tm->insertMatch(0));
        QCOMPARE(line(3), "* " + korean + korean);
        draft->undo();
        QCOMPARE(line(3), "* " + korean);

        // A selection is replaced, whatever the segment holds: only "Use" goes.
        c = draft->cursorAt(5, 0);
        c.setPosition(draft->cursorAt(5, 3).position(), QTextCursor::KeepAnchor);
        draft->setTextCursor(c);
        window.scrollSync()->updateCurrentSegment(draft, false);
        QTRY_COMPARE_WITH_TIMEOUT(tm->panel()->matches().size(), 1, 10000);
        QVERIFY(tm->insertMatch(0));
        QCOMPARE(line(5),
                 QString("``torch.zeros`` 로 0으로 채워진 텐서를 만듭니다. ``torch.zeros`` "
                         "to create a tensor filled with zeros."));
        draft->undo();
        QCOMPARE(line(5), QString("Use ``torch.zeros`` to create a tensor filled with zeros."));
        draft->document()->setModified(false);
    }

    void galleryScriptInsertKeepsCommentPrefix()
    {
        // In a sphinx-gallery script a paragraph is a comment block: a two-line match inserted
        // there continues with "# ".
        QTemporaryDir dir;
        const QString english = "\"\"\"\nTensors\n=======\n\nA short intro.\n\"\"\"\n\n"
                                "# %%\n# Use ``torch.zeros`` to create a tensor\n"
                                "# filled with zeros, as shown in 3 examples.\n\nimport torch\n";
        const GitRepoHelper repo =
            translatedRepo(dir, "beginner_source/tensors_tutorial.py", english,
                           "\"\"\"\n텐서\n====\n\n짧은 소개입니다.\n\"\"\"\n\n"
                           "# %%\n# ``torch.zeros`` 를 사용하면 3개의 예제처럼\n"
                           "# 0으로 채워진 텐서를 만들 수 있습니다.\n\nimport torch\n");
        const QString memoryFile = dir.path() + "/tm.sqlite";
        QCOMPARE(buildMemory(repo, memoryFile), 3); // title, intro, the two-line paragraph
        // A new script: its English beside the checkout, the draft in it, still English.
        const QString changed =
            QString(english).replace("torch.zeros", "torch.ones").replace("in 3", "in 4");
        const QString source = dir.path() + "/ones.en.py";
        QVERIFY(writeFile(source, changed));
        repo.write("beginner_source/ones_tutorial.py", changed);

        MainWindow window;
        QVERIFY(
            openPair(window, memoryFile, source, repo.path("beginner_source/ones_tutorial.py")));
        TranslationMemoryController *tm = window.translationMemory();
        TextPane *draft = window.draftPane();
        draft->setFocus();
        QTextCursor c = draft->cursorAt(8, 2); // after "# "
        c.setPosition(draft->cursorAt(9, 44).position(), QTextCursor::KeepAnchor);
        draft->setTextCursor(c);
        window.scrollSync()->updateCurrentSegment(draft, false);
        QCOMPARE(tm->currentEnglish(), QString("Use ``torch.ones`` to create a tensor\nfilled with "
                                               "zeros, as shown in 4 examples."));
        QTRY_COMPARE_WITH_TIMEOUT(tm->panel()->matches().size(), 1, 10000);
        QCOMPARE(tm->panel()->matches()[0].score, 99);
        QVERIFY(tm->insertMatch(0));
        QCOMPARE(draft->document()->findBlockByNumber(8).text(),
                 QString("# ``torch.ones`` 를 사용하면 4개의 예제처럼"));
        QCOMPARE(draft->document()->findBlockByNumber(9).text(),
                 QString("# 0으로 채워진 텐서를 만들 수 있습니다."));
        QCOMPARE(draft->document()->findBlockByNumber(11).text(), QString("import torch"));
        draft->document()->setModified(false);
    }

    void creditLineInMatchIsReported()
    {
        // A page's header in the memory: the Korean added the translator's line under the
        // author's. Inserted into another page, the status bar says whose credit came along.
        QTemporaryDir dir;
        GitRepoHelper repo(dir.path() + "/repo");
        repo.git({"init", "-q", "-b", "main"});
        const QString english = "Tensors\n=======\n\n"
                                "**Author**: `Jane Doe <https://github.com/jane>`_\n\n"
                                "Tensors are a specialized data structure for arrays.\n";
        repo.commitFile("beginner_source/tensors.rst", english, "English", 1);
        repo.write("beginner_source/tensors.rst",
                   "텐서\n====\n\n"
                   "**저자**: `Jane Doe <https://github.com/jane>`_\n"
                   "**번역**: `홍길동 <https://github.com/hong>`_\n\n"
                   "텐서는 배열을 위한 특수한 자료구조입니다.\n");
        repo.commitAll("번역", 2);
        const QString memoryFile = dir.path() + "/tm.sqlite";
        {
            TranslationMemory memory;
            QString error;
            QVERIFY(memory.open(memoryFile, &error));
            const auto checkout = Checkout::open(repo.root(), &error);
            QVERIFY(checkout);
            QVERIFY(TmBuilder(*checkout, memory).build(nullptr, &error));
        }
        // Another page by the same author, started in place: still English.
        const QString other = "Ones\n====\n\n"
                              "**Author**: `Jane Doe <https://github.com/jane>`_\n\n"
                              "Tensors are a specialized data structure for arrays.\n";
        const QString source = dir.path() + "/ones.en.rst";
        QFile f(source);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(other.toUtf8());
        f.close();
        repo.write("beginner_source/ones.rst", other);

        // Asked once for the user's own credit line: declined the first time.
        testing::RecordingPrompts prompts;
        MainWindow window(&prompts);
        window.resize(1500, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        TranslationMemoryController *tm = window.translationMemory();
        tm->setMemoryFile(memoryFile);
        QVERIFY(window.openPair(source, repo.path("beginner_source/ones.rst")));
        QTRY_VERIFY_WITH_TIMEOUT(window.isAnalysisCurrent(), 30000);
        TextPane *draft = window.draftPane();
        draft->setFocus();
        QSignalSpy messages(tm, &TranslationMemoryController::message);

        // The prose paragraph: no credit in its match, nothing said.
        draft->setTextCursor(draft->cursorAt(5, 0));
        window.scrollSync()->updateCurrentSegment(draft, false);
        QTRY_COMPARE_WITH_TIMEOUT(tm->panel()->matches().size(), 1, 10000);
        QVERIFY(tm->insertMatch(0));
        QCOMPARE(draft->document()->findBlockByNumber(5).text(),
                 QString("텐서는 배열을 위한 특수한 자료구조입니다."));
        QCOMPARE(messages.size(), 0);

        // The author's line: its match brings 홍길동's line, and the status bar says so.
        // (On the author's line, wait for its match with the credit line, insert it.)
        const auto insertAuthorsMatch = [&] {
            draft->setTextCursor(draft->cursorAt(3, 0));
            window.scrollSync()->updateCurrentSegment(draft, false);
            return QTest::qWaitFor(
                       [&] {
                           return !tm->panel()->matches().isEmpty() &&
                                  tm->panel()->matches()[0].pair.target.contains("홍길동");
                       },
                       10000) &&
                   tm->insertMatch(0);
        };
        // Issue 44: that line is left out, and the Matches dock says so (wrapped, it stays
        // until the next insertion), as well as the status bar.
        QVERIFY(insertAuthorsMatch());
        QVERIFY2(!draft->toPlainText().contains("홍길동"), qPrintable(draft->toPlainText()));
        QVERIFY(draft->toPlainText().contains("**저자**: `Jane Doe"));
        QCOMPARE(messages.size(), 1);
        const QString said = messages[0][0].toString();
        QVERIFY2(said.contains("**번역**: `홍길동 <https://github.com/hong>`_") &&
                     said.contains("left out"),
                 qPrintable(said));
        QCOMPARE(window.statusBar()->currentMessage(), said);
        QCOMPARE(prompts.creditAsks,
                 QStringList{QStringLiteral("**번역**: `홍길동 <https://github.com/hong>`_")});
        QCOMPARE(tm->panel()->noticeLabel()->text(), said);
        QVERIFY(!tm->panel()->noticeLabel()->isHidden());
        QVERIFY(tm->panel()->noticeLabel()->wordWrap());

        // Given when asked (the question asked anew here), the user's own line is kept in the
        // settings and written instead.
        draft->undo();
        QVERIFY(!draft->toPlainText().contains("**저자**"));
        const QString own = "**번역**: `김철수 <https://github.com/kim>`_";
        QSettings().remove(settings::TranslatorCreditAsked);
        prompts.ownCredit = own;
        QTRY_VERIFY_WITH_TIMEOUT(window.isAnalysisCurrent(), 30000);
        QVERIFY(insertAuthorsMatch());
        QCOMPARE(prompts.creditAsks.size(), 2);
        QCOMPARE(QSettings().value(settings::TranslatorCredit).toString(), own);
        QSettings().remove(settings::TranslatorCredit);
        QVERIFY2(draft->toPlainText().contains(own), qPrintable(draft->toPlainText()));
        QVERIFY(!draft->toPlainText().contains("홍길동"));
        QCOMPARE(messages.size(), 2);
        QVERIFY2(messages[1][0].toString().contains("your own credit line was written instead"),
                 qPrintable(messages[1][0].toString()));

        // Once the page carries that line, it is the page's: inserted as it is, nothing said.
        draft->undo();
        QTextCursor end = draft->cursorAt(0, 0);
        end.movePosition(QTextCursor::End);
        end.insertText("\n.. **번역**: `홍길동 <https://github.com/hong>`_\n");
        QTRY_VERIFY_WITH_TIMEOUT(window.isAnalysisCurrent(), 30000);
        QVERIFY(insertAuthorsMatch());
        QCOMPARE(draft->toPlainText().count("홍길동"), 2);
        QCOMPARE(messages.size(), 2);
        QCOMPARE(prompts.creditAsks.size(), 2); // not asked again
        QVERIFY(tm->panel()->noticeLabel()->isHidden());
        draft->document()->setModified(false);
    }

    void highlightingEscapes()
    {
        QCOMPARE(ConcordanceDialog::highlighted("a <b> Gradient\nACCUMULATION & c",
                                                "gradient accumulation"),
                 QString("a &lt;b&gt; <span style=\"background-color:#ffe27a\">Gradient "
                         "ACCUMULATION</span> &amp; c"));
        QCOMPARE(
            MatchesPanel::differenceHtml({{TmDiffOp::Kind::Same, "a <x>"},
                                          {TmDiffOp::Kind::Removed, "b"},
                                          {TmDiffOp::Kind::Added, "c"}}),
            QString(
                "a &lt;x&gt; <s style=\"color:#b3261e\">b</s> <u style=\"color:#1b6e20\">c</u>"));
    }
};

QTEST_MAIN(TestEditorTm)
#include "tst_editortm.moc"
