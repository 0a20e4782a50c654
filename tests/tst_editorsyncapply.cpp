// SPDX-License-Identifier: GPL-3.0-or-later
// The Project window's Sync tab (issue 24), offscreen: without an upstream checkout it says what
// it needs and cannot apply; once one is chosen, Apply Upstream Changes… plans `tandem sync` on a
// worker, previews each file's changes (applied and left), writes the ticked files through the
// safe save without their unticked changes, and leaves an unticked file as it is.
#include "editortesting.h"
#include "gitrepohelper.h"
#include "mainwindow.h"
#include "projectwindow.h"
#include "testprompts.h"

#include <QDialog>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace tandem;

namespace {

QString readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

const char *English =
    "Title\n=====\n\nCall ``foo`` first.\n\nThe idea in words.\n\nTrain for 3 epochs.\n";
const char *Korean = "제목\n====\n\n먼저 ``foo``\\ 를 호출합니다.\n\n말로 된 생각입니다.\n\n3 "
                     "에폭 동안 학습합니다.\n";
const char *Upstream =
    "Title\n=====\n\nCall ``model`` first.\n\nThe concept in words.\n\nTrain for 5 epochs.\n";
// b.rst: another file (a byte-identical copy would not be a tutorial of its own).
const char *More = "\nOne more paragraph.\n";
const char *MoreKo = "\n문단이 하나 더 있습니다.\n";

// The main window with the project window of a checkout open, as each test starts: `built`
// counts the reports the project window builds (the first one included).
struct OpenProject
{
    explicit OpenProject(const QString &repo)
        : project(window.showProject(repo)), built(project, &ProjectWindow::built)
    {
    }
    // Whether the window opened and built its first report.
    bool firstReportBuilt() { return project && built.wait(60000); }

    testing::RecordingPrompts prompts;
    MainWindow window{&prompts};
    ProjectWindow *project;
    QSignalSpy built;
};

} // namespace

class TestEditorSyncApply : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        auto g = testing::repositoryTest(m_tmp, &m_repo);
        if (!g) QSKIP("git is not installed");
        g->write("docs/a.rst", English);
        g->commitFile("docs/b.rst", QString(English) + More, "English", 1);
        g->write("docs/a.rst", Korean);
        g->commitFile("docs/b.rst", QString(Korean) + MoreKo, "번역", 2);
        m_upstream = m_tmp.filePath("upstream");
        GitRepoHelper up(m_upstream);
        up.write("docs/a.rst", Upstream);
        up.write("docs/b.rst", QString(Upstream) + More);
    }

    void choosesUpstreamPreviewsAndApplies()
    {
        OpenProject open(m_repo);
        QVERIFY(open.firstReportBuilt());
        ProjectWindow *project = open.project;
        QSignalSpy &built = open.built;

        // No upstream checkout: the tab says what it needs, and nothing can be applied.
        auto *state = project->findChild<QLabel *>("upstreamState");
        auto *apply = project->findChild<QPushButton *>("applyUpstreamChanges");
        QVERIFY(state && apply && project->findChild<QPushButton *>("chooseUpstream"));
        QVERIFY(state->text().startsWith("No upstream checkout."));
        QVERIFY(!apply->isEnabled());
        QCOMPARE(project->syncTree()->topLevelItemCount(), 0);

        project->setUpstreamCheckout(m_upstream);
        QVERIFY(built.wait(60000));
        QVERIFY(state->text().startsWith("Upstream checkout: "));
        QVERIFY(apply->isEnabled());
        QCOMPARE(project->syncTree()->topLevelItemCount(), 2); // both files now outdated

        QSignalSpy planned(project, &ProjectWindow::syncPlanned);
        apply->click();
        QVERIFY(planned.wait(60000));
        auto *dialog = project->findChild<QDialog *>("syncPreview");
        QVERIFY(dialog);
        auto *tree = dialog->findChild<QTreeWidget *>("syncPreviewTree");
        auto *write = dialog->findChild<QPushButton *>("applySyncToTicked");
        QVERIFY(tree && write && write->isEnabled());
        QCOMPARE(tree->topLevelItemCount(), 2);
        QTreeWidgetItem *a = tree->topLevelItem(0);
        QTreeWidgetItem *b = tree->topLevelItem(1);
        QCOMPARE(a->text(0), QString("docs/a.rst: 2 to apply, 1 left"));
        QCOMPARE(a->childCount(), 3);
        QCOMPARE(a->child(0)->text(0), QString("line 4: apply: foo → model"));
        QCOMPARE(a->child(0)->text(1), QString("먼저 ``model``\\ 을 호출합니다."));
        QCOMPARE(a->child(1)->text(0),
                 QString("line 6: left (the English prose changed): idea → concept"));
        QCOMPARE(a->child(1)->text(1), QString("말로 된 생각입니다."));
        QCOMPARE(a->child(2)->text(0), QString("line 8: apply: 3 → 5"));
        // Changes to apply can be unticked one by one; a change left cannot be ticked.
        QCOMPARE(a->child(0)->checkState(0), Qt::Checked);
        QVERIFY(!(a->child(1)->flags() & Qt::ItemIsUserCheckable));
        a->child(2)->setCheckState(0, Qt::Unchecked); // skip the number

        // b.rst unticked: left as it is; a.rst written without the skipped number.
        b->setCheckState(0, Qt::Unchecked);
        QSignalSpy applied(project, &ProjectWindow::syncApplied);
        write->click();
        QVERIFY(applied.wait(60000));
        QCOMPARE(a->text(1), QString("applied"));
        QCOMPARE(b->text(1), QString("left as it is"));
        QVERIFY(!write->isEnabled());
        QCOMPARE(
            readFile(QDir(m_repo).filePath("docs/a.rst")),
            QString("제목\n====\n\n먼저 ``model``\\ 을 호출합니다.\n\n말로 된 생각입니다.\n\n3 "
                    "에폭 동안 학습합니다.\n"));
        QCOMPARE(readFile(QDir(m_repo).filePath("docs/b.rst")), QString(Korean) + MoreKo);
        QVERIFY(built.wait(60000)); // the report is built again after writing
        delete dialog;
    }

    // The dialog left open while the translator saves a file: Apply to Ticked Files writes the
    // other file, leaves the saved one as it was saved and names it (issue 45).
    void fileSavedWhileTheDialogIsOpenIsNamed()
    {
        OpenProject open(m_repo);
        QVERIFY(open.firstReportBuilt());
        ProjectWindow *project = open.project;
        QSignalSpy &built = open.built;
        project->setUpstreamCheckout(m_upstream);
        QVERIFY(built.wait(60000));
        QSignalSpy planned(project, &ProjectWindow::syncPlanned);
        project->findChild<QPushButton *>("applyUpstreamChanges")->click();
        QVERIFY(planned.wait(60000));
        auto *dialog = project->findChild<QDialog *>("syncPreview");
        QVERIFY(dialog);
        auto *tree = dialog->findChild<QTreeWidget *>("syncPreviewTree");
        auto *write = dialog->findChild<QPushButton *>("applySyncToTicked");
        QCOMPARE(tree->topLevelItemCount(), 2);
        QTreeWidgetItem *a = tree->topLevelItem(0);
        QTreeWidgetItem *b = tree->topLevelItem(1);
        QCOMPARE(b->text(0), QString("docs/b.rst: 2 to apply, 1 left"));

        const QString saved = QString(Korean) + "\n방금 저장한 문단입니다.\n";
        GitRepoHelper(m_repo).write("docs/b.rst", saved);
        QSignalSpy applied(project, &ProjectWindow::syncApplied);
        write->click();
        QVERIFY(applied.wait(60000));
        QCOMPARE(a->text(1), QString("applied"));
        QVERIFY2(b->text(1).startsWith("not written: changed since it was read"),
                 qPrintable(b->text(1)));
        QCOMPARE(readFile(QDir(m_repo).filePath("docs/b.rst")), saved);
        QVERIFY(readFile(QDir(m_repo).filePath("docs/a.rst")).contains("5 에폭"));
        delete dialog;
    }

private:
    QTemporaryDir m_tmp;
    QString m_repo, m_upstream;
};

QTEST_MAIN(TestEditorSyncApply)
#include "tst_editorsyncapply.moc"
