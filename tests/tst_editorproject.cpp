// SPDX-License-Identifier: GPL-3.0-or-later
// The editor's Project window, offscreen, on a small repository: built in a worker, the file
// table sorts and opens a pair against the English from history, the sync worklist opens the
// pair at its Korean line, and the term table's replace preview applies and undoes per file.
#include "editortesting.h"
#include "gitrepohelper.h"
#include "mainwindow.h"
#include "projectwindow.h"
#include "testprompts.h"
#include "textpane.h"
#include "userprompts.h"

#include <QDialog>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace tandem;

namespace {

using TestPrompts = testing::RecordingPrompts;

const char *LayersEn =
    "Layers\n======\n\nA layer transforms its input.\n\nStack one layer after another.\n";
const char *LayersKo = "계층\n====\n\n계층은 입력을 변환합니다.\n\n레이어를 차례로 쌓습니다.\n";
const char *GuideEn = "Guide\n=====\n\nFirst paragraph of the guide.\n\nSecond paragraph here.\n\n"
                      "Third paragraph here.\n";
const char *GuideV2 = "Guide\n=====\n\nFirst paragraph of the guide.\n\nSecond paragraph here.\n\n"
                      "A paragraph upstream added.\n\nThird paragraph here.\n";
const char *GuideKo =
    "안내\n====\n\n안내서의 첫 문단입니다.\n\n두 번째 문단입니다.\n\n세 번째 문단입니다.\n";

QTreeWidgetItem *findItem(QTreeWidget *tree, const QString &text)
{
    const auto found = tree->findItems(text, Qt::MatchStartsWith | Qt::MatchRecursive);
    return found.isEmpty() ? nullptr : found.constFirst();
}

} // namespace

class TestEditorProject : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        auto g = testing::repositoryTest(m_tmp, &m_repo);
        if (!g) QSKIP("git is not installed");
        g->write("docs/layers.rst", LayersEn);
        g->commitFile("docs/guide.rst", GuideEn, "English", 1);
        g->git({"checkout", "-q", "-b", "work"}, 2);
        g->write("docs/layers.rst", LayersKo);
        g->commitFile("docs/guide.rst", GuideKo, "Translate", 2);
        g->commitOnBranch("master", "docs/guide.rst", GuideV2, "Sync", 3);
    }

    // Issue 44: newer "English" that holds Korean is named on its file's row (unticked), not
    // listed as changed English; a gallery index's cards are one row.
    void syncListsKoreanEnglishAndCardsApart()
    {
        QTemporaryDir tmp;
        GitRepoHelper g = GitRepoHelper::init(tmp.filePath("repo"));
        const QString cards =
            QStringLiteral(".. customcarditem::\n   :header: One\n   :link: one.html\n\n"
                           ".. customcarditem::\n   :header: Two\n   :link: two.html\n\n"
                           ".. customcarditem::\n   :header: Three\n   :link: three.html\n");
        g.write("docs/guide.rst", GuideEn);
        g.commitFile("docs/index.rst", "Index\n=====\n\nWelcome here.\n\n" + cards, "English", 1);
        g.git({"checkout", "-q", "-b", "work"}, 2);
        g.write("docs/guide.rst", GuideKo);
        g.commitFile("docs/index.rst", "색인\n====\n\n환영합니다.\n\n" + cards, "Translate", 2);
        // On master: the guide's newer version has its title in Korean (mostly English still),
        // the index's cards all changed.
        g.git({"checkout", "-q", "master"});
        g.write("docs/guide.rst", QString::fromUtf8(GuideV2).replace("Guide\n=====", "안내\n===="));
        g.commitFile("docs/index.rst",
                     "Index\n=====\n\nWelcome here.\n\n" +
                         QString(cards).replace(".html", ".html#top"),
                     "Sync", 3);
        g.git({"checkout", "-q", "work"});

        TestPrompts prompts;
        MainWindow window(&prompts);
        ProjectWindow *project = window.showProject(g.root());
        QVERIFY(project);
        QSignalSpy built(project, &ProjectWindow::built);
        QVERIFY(built.wait(60000));
        QTreeWidget *tree = project->syncTree();
        QTreeWidgetItem *guide = findItem(tree, "docs/guide.rst");
        QVERIFY(guide);
        QCOMPARE(guide->text(1), QStringLiteral("the English holds Korean"));
        QCOMPARE(guide->childCount(), 0);
        QCOMPARE(guide->checkState(0), Qt::Unchecked);
        QTreeWidgetItem *index = findItem(tree, "docs/index.rst");
        QVERIFY(index);
        QCOMPARE(index->checkState(0), Qt::Checked);
        QCOMPARE(index->childCount(), 1);
        QCOMPARE(index->child(0)->text(0),
                 QStringLiteral("3 customcarditem card(s): the page's card listing"));
    }

    void buildsOpensAndReplaces()
    {
        TestPrompts prompts;
        MainWindow window(&prompts);
        bool inFileMenu = false;
        for (QAction *a : window.menuBar()->actions().constFirst()->menu()->actions())
            inFileMenu |= a->text() == QStringLiteral("Pro&ject Overview…");
        QVERIFY(inFileMenu);
        ProjectWindow *project = window.showProject(m_repo);
        QVERIFY(project);
        QSignalSpy built(project, &ProjectWindow::built);
        QVERIFY(built.wait(60000));
        QCOMPARE(built.first().first().toBool(), true);
        QVERIFY(project->report());

        // File table: two files; sorting by state puts translated (2) before outdated (3).
        QTableView *table = project->fileTable();
        QCOMPARE(table->model()->rowCount(), 2);
        table->sortByColumn(1, Qt::AscendingOrder);
        QCOMPARE(table->model()->index(0, 0).data().toString(), QString("docs/layers.rst"));
        QCOMPARE(table->model()->index(1, 1).data().toString(), QString("outdated"));
        table->sortByColumn(1, Qt::DescendingOrder);
        QCOMPARE(table->model()->index(0, 0).data().toString(), QString("docs/guide.rst"));

        // Activating a row opens the pair against the English from history, read-only.
        emit table->activated(table->model()->index(0, 0));
        QCOMPARE(window.draftFile().path, QDir(m_repo).filePath("docs/guide.rst"));
        QVERIFY(window.sourceFile().path.contains("docs/guide.rst@"));
        QVERIFY(window.sourceFile().file.text.startsWith("Guide\n====="));

        // The worklist item of the added paragraph opens the pair at its Korean line.
        QTreeWidgetItem *added =
            findItem(project->syncTree(), "added: A paragraph upstream added.");
        QVERIFY(added);
        QCOMPARE(added->text(1), QString("6")); // after the second paragraph's Korean
        emit project->syncTree()->itemActivated(added, 0);
        QCOMPARE(window.draftFile().path, QDir(m_repo).filePath("docs/guide.rst"));

        // Term table: 레이어 under Layer; its replace preview, applied and undone per file.
        QTreeWidgetItem *wrong = findItem(project->termTree(), "레이어");
        QVERIFY(wrong);
        // The preview lists the file ticked; unticking every file leaves nothing to apply.
        project->termTree()->setCurrentItem(wrong);
        auto *replaceButton = project->findChild<QPushButton *>("replaceWithAgreedTerm");
        QVERIFY(replaceButton && replaceButton->isEnabled());
        replaceButton->click();
        auto *dialog = project->findChild<QDialog *>("termReplacementDialog");
        QVERIFY(dialog);
        auto *preview = dialog->findChild<QTreeWidget *>("termReplacementPreview");
        auto *applyButton = dialog->findChild<QPushButton *>("applyTermReplacement");
        QVERIFY(preview && applyButton);
        QCOMPARE(preview->topLevelItemCount(), 1);
        QCOMPARE(preview->topLevelItem(0)->checkState(0), Qt::Checked);
        QVERIFY(applyButton->isEnabled());
        preview->topLevelItem(0)->setCheckState(0, Qt::Unchecked);
        QVERIFY(!applyButton->isEnabled());
        preview->topLevelItem(0)->setCheckState(0, Qt::Checked);
        QVERIFY(applyButton->isEnabled());
        delete dialog;

        QList<FileReplacement> plan = project->planReplacement("Layer", "레이어");
        QCOMPARE(plan.size(), 1);
        QCOMPARE(plan[0].edits.size(), 1);
        QCOMPARE(plan[0].edits[0].fix.replacement, QString("계층을"));
        QString error;
        QVERIFY2(applyFileReplacement(&plan[0], &error), qPrintable(error));
        QFile f(QDir(m_repo).filePath("docs/layers.rst"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(QString::fromUtf8(f.readAll()).contains("계층을 차례로"));
        f.close();
        project->rebuild();
        QVERIFY(built.wait(60000));
        const TermRendering *left = nullptr;
        for (const TermRow &row : project->report()->terms.glossary)
            if (row.english == "Layer")
                for (const TermRendering &r : row.renderings)
                    if (r.text == "레이어") left = &r;
        QVERIFY2(!left, "no 레이어 left after the replacement");
        QVERIFY2(undoFileReplacement(plan[0], &error), qPrintable(error));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(f.readAll()), QString(LayersKo));
        QVERIFY2(prompts.errors.isEmpty(), qPrintable(prompts.errors.join('\n')));
    }

private:
    QTemporaryDir m_tmp;
    QString m_repo;
};

QTEST_MAIN(TestEditorProject)
#include "tst_editorproject.moc"
