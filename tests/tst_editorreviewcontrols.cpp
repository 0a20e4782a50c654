// SPDX-License-Identifier: GPL-3.0-or-later
// Reviewer mode's controls, offscreen in the real window, on small temporary repositories: the
// base selector (and `tandem DIR --base REF`), Refresh reloading the open file's English when it
// changed in history, the file column's readable paths, the export defaulting outside the
// checkout, upstream drift shown word by word, and the fallback when the file's history cannot
// be read (a removed object): the reviewer is asked, and the upstream checkout they give is used.
#include "driftdiffview.h"
#include "editortesting.h"
#include "gitrepohelper.h"
#include "gitrunner.h"
#include "mainwindow.h"
#include "recoverystore.h"
#include "reviewmodel.h"
#include "reviewpanel.h"
#include "reviewrunner.h"
#include "sourcefinderchoices.h"
#include "testprompts.h"
#include "textpane.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace tandem;

namespace {

const char *IntroEn = "Introduction\n"
                      "============\n"
                      "\n"
                      "PyTorch is a library for deep learning.\n"
                      "\n"
                      "Call ``x.sum()`` to add all elements.\n";

const char *IntroKo = "소개\n"
                      "====\n"
                      "\n"
                      "PyTorch는 딥러닝 라이브러리입니다.\n"
                      "\n"
                      "``x.sum()``\\ 을 호출하면 모든 원소를 더합니다.\n";

// The upstream sync on master: one paragraph reworded.
const char *IntroEnSynced = "Introduction\n"
                            "============\n"
                            "\n"
                            "PyTorch is a framework for machine learning.\n"
                            "\n"
                            "Call ``x.sum()`` to add all elements.\n";

const char *LongPath = "beginner_source/blitz/deep/nested/autograd_tutorial_with_a_long_name.rst";
const char *LongEn = "Autograd\n========\n\nTeh typo is here.\n";

using TestPrompts = testing::RecordingPrompts;

QString rev(const GitRepoHelper &g, const QString &ref)
{
    return g.git({"rev-parse", ref}).trimmed();
}

// Commits `text` as `path` without touching the working tree (the editor has the file open).
void commitBlob(const GitRepoHelper &g, const QString &path, const QString &text,
                const QString &message, int day)
{
    QProcess p;
    p.setWorkingDirectory(g.root());
    p.start("git", {"hash-object", "-w", "--stdin"});
    p.write(text.toUtf8());
    p.closeWriteChannel();
    QVERIFY(p.waitForFinished(30000));
    const QString blob = QString::fromLatin1(p.readAllStandardOutput()).trimmed();
    QCOMPARE(blob.size(), 40);
    g.git({"update-index", "--cacheinfo", "100644," + blob + "," + path}, day);
    g.git({"commit", "-q", "-m", message}, day);
}

} // namespace

class TestEditorReviewControls : public testing::WindowTest
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void baseSelectorReviewsAgainstChosenBase();
    void baseFromCommandLine();
    void baseOptionNeedsAFolder();
    void refreshReloadsTheOpenSource();
    void pathColumnIsReadable();
    void exportDefaultsOutsideTheCheckout();
    void driftShowsWordDifference();
    void unreadableHistoryAsksThenUsesUpstream();

private:
    void review(const QString &dir, const QString &base = {});
    ReviewModel *model() const { return m_window->reviewPanel()->model(); }
    int rowOf(const QString &path) const { return model()->rowOf(path); }

    QTemporaryDir m_tmp;
    QString m_repo;
    QString m_c1, m_c2;
};

void TestEditorReviewControls::initTestCase()
{
    testing::isolateSettings();
    QSettings().clear();
    if (GitRunner::program().isEmpty()) QSKIP("git is not installed");
    QVERIFY(m_tmp.isValid());
    m_repo = m_tmp.filePath(QStringLiteral("repo"));
    auto g = GitRepoHelper::init(m_repo);
    g.write("docs/intro.rst", IntroEn);
    g.commitFile(LongPath, LongEn, "English", 1);
    m_c1 = rev(g, "HEAD");
    g.git({"checkout", "-q", "-b", "translate"});
    g.write("docs/intro.rst", IntroKo);
    g.commitFile(LongPath, QString(LongEn).replace("Teh", "The"), "intro 번역", 2);
    m_c2 = rev(g, "HEAD");
    g.commitOnBranch("master", "docs/intro.rst", IntroEnSynced, "Sync with upstream", 3);
}

void TestEditorReviewControls::cleanup()
{
    closeWindow(m_repo + QStringLiteral("/docs/intro.rst"));
}

void TestEditorReviewControls::review(const QString &dir, const QString &base)
{
    QSignalSpy finished(m_window, &MainWindow::reviewFinished);
    m_window->openCheckout(dir, base);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
    QCOMPARE(finished.first().first().toBool(), true);
}

void TestEditorReviewControls::baseSelectorReviewsAgainstChosenBase()
{
    QVERIFY(openWindow({1400, 800}));
    review(m_repo);
    QCOMPARE(model()->rowCount(), 2); // against master: the translation and the typo fix
    QComboBox *base = m_window->reviewPanel()->baseSelector();
    QVERIFY(base->isEnabled());
    // The default first, naming the branch it stands for; then the branches; then HEAD's
    // commits, newest first.
    QCOMPARE(base->currentIndex(), 0);
    QCOMPARE(base->itemText(0), QStringLiteral("default (master)"));
    QVERIFY(base->findData(QStringLiteral("master")) > 0);
    QVERIFY(base->findData(QStringLiteral("translate")) > 0);
    const int c2 = base->findData(m_c2);
    const int c1 = base->findData(m_c1);
    QVERIFY(c2 > 0 && c1 > c2);
    QCOMPARE(base->itemText(c2), m_c2.left(7) + QStringLiteral(" intro 번역"));

    // Compare with the branch's own last commit (a pull request merged long ago compares with
    // the commit before it; here nothing comes after it): nothing changed.
    QSignalSpy finished(m_window, &MainWindow::reviewFinished);
    base->setCurrentIndex(c2);
    emit base->activated(c2);
    QCOMPARE(m_window->review()->base(), m_c2);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
    QCOMPARE(model()->rowCount(), 0);
    QCOMPARE(model()->review().baseCommit, m_c2);
    QCOMPARE(base->currentText(), base->itemText(c2)); // the choice stays shown

    // Refresh keeps the chosen base.
    emit m_window->reviewPanel()->refreshRequested();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 30000);
    QCOMPARE(model()->review().baseCommit, m_c2);

    // A ref typed by hand, confirmed with Enter.
    base->setEditText(QStringLiteral("translate~1"));
    QTest::keyClick(base->lineEdit(), Qt::Key_Return);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 3, 30000);
    QCOMPARE(model()->review().baseRef, QStringLiteral("translate~1"));
    QCOMPARE(model()->review().baseCommit, m_c1);
    QCOMPARE(model()->rowCount(), 2);

    // Back to the default.
    emit base->activated(0);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 4, 30000);
    QCOMPARE(model()->review().baseRef, QStringLiteral("master"));
    QCOMPARE(m_window->review()->base(), QString());
}

// `tandem DIR --base REF` is MainWindow::openCheckout(DIR, REF) (app/gui/guimain.cpp).
void TestEditorReviewControls::baseFromCommandLine()
{
    QVERIFY(openWindow({1400, 800}));
    review(m_repo + QStringLiteral("/docs"), m_c2);
    QCOMPARE(model()->review().baseRef, m_c2);
    QCOMPARE(model()->rowCount(), 0);
    QComboBox *base = m_window->reviewPanel()->baseSelector();
    QCOMPARE(base->currentData().toString(), m_c2);
    QVERIFY(m_prompts->errors.isEmpty());
    // A short commit id selects the commit it abbreviates in the list.
    review(m_repo, m_c2.left(7));
    QCOMPARE(model()->review().baseCommit, m_c2);
    QCOMPARE(base->currentData().toString(), m_c2);
    // A ref that names nothing: the reviewer is told, in the panel and in a message.
    QSignalSpy finished(m_window, &MainWindow::reviewFinished);
    m_window->openCheckout(m_repo, QStringLiteral("no-such-branch"));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
    QCOMPARE(finished.first().first().toBool(), false);
    QCOMPARE(m_prompts->errors.size(), 1);
    QVERIFY2(m_window->reviewPanel()->headerLabel()->text().contains("no-such-branch"),
             qPrintable(m_window->reviewPanel()->headerLabel()->text()));
}

void TestEditorReviewControls::baseOptionNeedsAFolder()
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("QT_QPA_PLATFORM", "offscreen");
    p.setProcessEnvironment(env);
    p.start(TANDEM_BINARY, {m_repo + QStringLiteral("/docs/intro.rst"), "--base", "master"});
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitCode(), 2);
    // One line of ours (Qt may add its own notes about the environment).
    const QString err = QString::fromUtf8(p.readAllStandardError());
    const QStringList ours = err.split(u'\n').filter(QRegularExpression("^tandem: "));
    QCOMPARE(ours.size(), 1);
    QVERIFY2(ours.first().contains(QStringLiteral("--base")), qPrintable(err));
}

void TestEditorReviewControls::refreshReloadsTheOpenSource()
{
    QTemporaryDir tmp;
    const QString repo = tmp.filePath(QStringLiteral("refresh"));
    auto g = GitRepoHelper::init(repo);
    g.commitFile("docs/intro.rst", IntroEn, "English", 1);
    g.git({"checkout", "-q", "-b", "translate"});
    g.write("docs/intro.rst", IntroKo);
    // A first translation with other wording is committed; the working tree holds the one
    // that will be made again from the synced English (SourceFinder::englishOfDraft takes the
    // same Korean on both sides of an English version for a translation restored, not redone).
    commitBlob(g, "docs/intro.rst",
               "소개\n====\n\nPyTorch는 딥러닝용 라이브러리입니다.\n\n"
               "``x.sum()``\\ 은 모든 원소를 더합니다.\n",
               "intro 번역", 2);

    QVERIFY(openWindow({1400, 800}));
    review(repo);
    QVERIFY(m_window->openReviewFile(rowOf("docs/intro.rst")));
    TextPane *source = m_window->sourcePane();
    QCOMPARE(source->rawText(), QString::fromUtf8(IntroEn));
    const QString draftBefore = m_window->draftPane()->rawText();

    // The branch takes an upstream sync (new English) and translates it again; the working
    // tree keeps the same Korean file. The English the draft comes from is now the sync's.
    commitBlob(g, "docs/intro.rst", IntroEnSynced, "Sync with upstream", 3);
    const QString sync = rev(g, "HEAD");
    commitBlob(g, "docs/intro.rst", IntroKo, "intro 번역 again", 4);

    QSignalSpy finished(m_window, &MainWindow::reviewFinished);
    emit m_window->reviewPanel()->refreshRequested();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
    QCOMPARE(model()->fileAt(rowOf("docs/intro.rst")).source.commit, sync);
    QCOMPARE(source->rawText(), QString::fromUtf8(IntroEnSynced));
    QCOMPARE(m_window->sourceFile().path,
             QDir(model()->review().root).filePath("docs/intro.rst@" + sync.left(7)));
    QVERIFY2(m_window->windowTitle().contains("intro.rst@" + sync.left(7)),
             qPrintable(m_window->windowTitle()));
    // The draft is untouched, and the editor lints against the new English.
    QCOMPARE(m_window->draftPane()->rawText(), draftBefore);
    QVERIFY(!m_window->draftPane()->document()->isModified());
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isAnalysisCurrent(), 30000);
    QVERIFY(m_window->analysis()->lint.source);
    QCOMPARE(m_window->document()->sourceText(), QString::fromUtf8(IntroEnSynced));
}

void TestEditorReviewControls::pathColumnIsReadable()
{
    QVERIFY(openWindow({1400, 800}));
    review(m_repo);
    const int row = rowOf(LongPath);
    QVERIFY(row >= 0);
    const QModelIndex cell = model()->index(row, ReviewModel::FileColumn);
    // The file name first, then its folder; the full path in the tooltip.
    QCOMPARE(cell.data().toString(), QStringLiteral("autograd_tutorial_with_a_long_name.rst — "
                                                    "beginner_source/blitz/deep/nested/"));
    QCOMPARE(cell.data(Qt::ToolTipRole).toString(),
             QDir::toNativeSeparators(QDir(model()->review().root).filePath(LongPath)));
    QCOMPARE(model()->index(rowOf("docs/intro.rst"), ReviewModel::FileColumn).data().toString(),
             QStringLiteral("intro.rst — docs/"));
    // A narrow column cuts the folder, not the name, and is never narrower than a name.
    QTableView *view = m_window->reviewPanel()->fileView();
    QCOMPARE(view->textElideMode(), Qt::ElideRight);
    m_window->reviewPanel()->resize(300, 400);
    QTRY_VERIFY(view->columnWidth(ReviewModel::FileColumn) >=
                view->fontMetrics().horizontalAdvance(QStringLiteral("intro_tutorial.rst")));
    // Sorting by the column sorts by path.
    view->sortByColumn(ReviewModel::FileColumn, Qt::AscendingOrder);
    QCOMPARE(view->model()->index(0, ReviewModel::FileColumn).data().toString(),
             QStringLiteral("autograd_tutorial_with_a_long_name.rst — "
                            "beginner_source/blitz/deep/nested/"));
    view->sortByColumn(ReviewModel::FileColumn, Qt::DescendingOrder);
    QCOMPARE(view->model()->index(0, ReviewModel::FileColumn).data().toString(),
             QStringLiteral("intro.rst — docs/"));
}

void TestEditorReviewControls::exportDefaultsOutsideTheCheckout()
{
    QVERIFY(openWindow({1400, 800}));
    review(m_repo);
    const QString root = model()->review().root;
    auto outside = [&root](const QString &path) {
        const QString dir = QFileInfo(QFileInfo(path).absolutePath()).canonicalFilePath();
        return !dir.isEmpty() && dir != root && !dir.startsWith(root + u'/');
    };
    QSettings().remove(QStringLiteral("review/exportDir"));
    const QString first = m_window->review()->defaultExportPath();
    QVERIFY2(outside(first), qPrintable(first));
    QCOMPARE(QFileInfo(first).fileName(), QStringLiteral("review-repo.md"));

    // The folder of the last export is offered next time...
    QTemporaryDir out;
    QVERIFY(m_window->exportReview(out.filePath(QStringLiteral("pr-42.md"))));
    QCOMPARE(QFileInfo(m_window->review()->defaultExportPath()).absolutePath(),
             QFileInfo(out.path()).absoluteFilePath());
    // ...unless it is inside the checkout: an export there would show in `git status`.
    QVERIFY(m_window->exportReview(m_repo + QStringLiteral("/docs/review.md")));
    QVERIFY(QFile::remove(m_repo + QStringLiteral("/docs/review.md")));
    const QString again = m_window->review()->defaultExportPath();
    QVERIFY2(outside(again), qPrintable(again));
}

void TestEditorReviewControls::driftShowsWordDifference()
{
    QVERIFY(openWindow({1400, 800}));
    review(m_repo);
    // No file chosen, no drift: the file list has the panel, the drift views are hidden.
    QTreeWidget *list = m_window->reviewPanel()->driftView();
    QVERIFY(!list->isVisibleTo(m_window->reviewPanel()));
    const int intro = rowOf("docs/intro.rst");
    QVERIFY(m_window->openReviewFile(intro));
    const ReviewFile &f = model()->fileAt(intro);
    QVERIFY(f.drift);
    QCOMPARE(f.drift->changes.size(), 1);
    QVERIFY(list->isVisibleTo(m_window->reviewPanel()));
    QCOMPARE(list->topLevelItemCount(), 1);
    // The first change is shown at once: the old English → the new, word by word.
    DriftDiffView *diff = m_window->reviewPanel()->driftDiffView();
    QCOMPARE(diff->toPlainText(),
             QStringLiteral("PyTorch is a libraryframework for deepmachine learning."));
    QCOMPARE(diff->markedTexts(WordDiffRange::Kind::Deleted), QStringList({"library", "deep"}));
    QCOMPARE(diff->markedTexts(WordDiffRange::Kind::Inserted),
             QStringList({"framework", "machine"}));
    // Deleted words are struck through in red, inserted ones are not struck.
    QTextCursor c(diff->document());
    c.setPosition(diff->toPlainText().indexOf("library") + 1);
    QVERIFY(c.charFormat().fontStrikeOut());
    c.setPosition(diff->toPlainText().indexOf("framework") + 1);
    QVERIFY(!c.charFormat().fontStrikeOut());
    QVERIFY(c.charFormat().foreground().color() != diff->palette().text().color());
    c.setPosition(diff->toPlainText().indexOf("PyTorch") + 1);
    QVERIFY(!c.charFormat().property(DriftDiffView::KindProperty).isValid() ||
            c.charFormat().property(DriftDiffView::KindProperty).toInt() ==
                int(WordDiffRange::Kind::Equal));
}

void TestEditorReviewControls::unreadableHistoryAsksThenUsesUpstream()
{
    QTemporaryDir tmp;
    const QString repo = tmp.filePath(QStringLiteral("broken"));
    auto g = GitRepoHelper::init(repo);
    g.commitFile("docs/intro.rst", IntroEn, "English", 1);
    const QString blob = g.git({"rev-parse", "HEAD:docs/intro.rst"}).trimmed();
    g.git({"checkout", "-q", "-b", "translate"});
    g.commitFile("docs/intro.rst", IntroKo, "intro 번역", 2);
    // One object of the history is gone: the English version cannot be read.
    const QString object = repo + "/.git/objects/" + blob.left(2) + u'/' + blob.mid(2);
    QFile::setPermissions(object, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    QVERIFY(QFile::remove(object));

    // An upstream checkout with the English of the same path.
    const QString upstream = tmp.filePath(QStringLiteral("upstream"));
    GitRepoHelper up(upstream);
    up.write("docs/intro.rst", IntroEnSynced);

    QVERIFY(openWindow({1400, 800}));
    m_prompts->sourceAnswer = {UserPrompts::SourceAnswer::Kind::UpstreamCheckout, upstream};
    QSignalSpy finished(m_window, &MainWindow::reviewFinished);
    m_window->openCheckout(repo);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
    // The first file was opened for the reviewer; its row says why there is no source...
    const int row = rowOf("docs/intro.rst");
    QVERIFY(row >= 0);
    QCOMPARE(model()->index(row, ReviewModel::SourceColumn).data().toString(),
             QStringLiteral("history unreadable"));
    QVERIFY2(model()
                 ->index(row, ReviewModel::SourceColumn)
                 .data(Qt::ToolTipRole)
                 .toString()
                 .contains(QStringLiteral("cannot be read")),
             qPrintable(
                 model()->index(row, ReviewModel::SourceColumn).data(Qt::ToolTipRole).toString()));
    // ...and the reviewer was asked, once, with the reason.
    QCOMPARE(m_prompts->asked.size(), 1);
    QVERIFY2(m_prompts->asked.first().startsWith(QStringLiteral("docs/intro.rst: ")) &&
                 m_prompts->asked.first().contains(QStringLiteral("cannot be read")),
             qPrintable(m_prompts->asked.first()));

    // The answer (an upstream checkout) is remembered and the review redone with it.
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 30000);
    QSettings settings;
    SourceChoices choices = SourceChoices::load(settings, model()->review().root);
    QCOMPARE(choices.upstreamDir(), QFileInfo(upstream).canonicalFilePath());
    const ReviewFile &f = model()->fileAt(rowOf("docs/intro.rst"));
    QCOMPARE(f.source.origin, SourceOrigin::Upstream);
    QVERIFY(f.source.historyProblem.contains(QStringLiteral("cannot be read")));
    QCOMPARE(model()->index(rowOf("docs/intro.rst"), ReviewModel::SourceColumn).data().toString(),
             QStringLiteral("upstream checkout (history unreadable)"));
    // The open file now shows the upstream English.
    QCOMPARE(m_window->sourcePane()->rawText(), QString::fromUtf8(IntroEnSynced));
    QCOMPARE(m_prompts->asked.size(), 1); // not asked again
    choices.setUpstreamDir({});
    choices.save(settings, model()->review().root);
}

QTEST_MAIN(TestEditorReviewControls)
#include "tst_editorreviewcontrols.moc"
