// SPDX-License-Identifier: GPL-3.0-or-later
// Reviewer mode in the real window, offscreen: a small repository shaped like PyTorch Korea's
// workflow (an English commit on master; a branch that translates one file, with a glossary
// slip and a particle glued to a literal, and fixes a typo in another; an upstream sync on
// master after the branch point) is opened as a checkout. The review runs in a worker; the
// test waits for the file list, checks it, opens the translation, and checks the gutter
// marks, the "only changed lines" filter, the drift marks and the export.
#include "editortesting.h"
#include "gitrepohelper.h"
#include "gitrunner.h"
#include "introtutorial.h"
#include "issuesmodel.h"
#include "issuespanel.h"
#include "mainwindow.h"
#include "recoverystore.h"
#include "reviewmodel.h"
#include "reviewpanel.h"
#include "reviewrunner.h"
#include "sourcefinderchoices.h"
#include "testprompts.h"
#include "textpane.h"

#include <QCheckBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace tandem;

namespace {

// Lines 0 and 7 end in two spaces: trailing whitespace the branch did not touch, which came
// with the English and is not reported (issue 12); the checkout's suppressions file still
// lists line 7's.
const QString AnchoredIntroEn =
    QStringLiteral(".. _intro:  \n"
                   "\n"
                   "Introduction\n"
                   "============\n"
                   "\n"
                   "PyTorch is a library for deep learning. A widget shows tensors.\n"
                   "\n"
                   ".. _tensors:  \n"
                   "\n"
                   "Tensors\n"
                   "-------\n"
                   "\n"
                   "Call ``x.sum()`` to add all elements.\n"
                   "\n") +
    IntroCodeBlock + IntroEnd;

// The translation: 위짓 where the guide wants 위젯 (line 5), 를 glued to a literal (line 12),
// and the last paragraph left in English, on a line the branch did not change (line 19).
const QString AnchoredIntroKo =
    QStringLiteral(".. _intro:  \n"
                   "\n"
                   "소개\n"
                   "====\n"
                   "\n"
                   "PyTorch는 딥러닝 라이브러리입니다. 위짓은 텐서를 보여 줍니다.\n"
                   "\n"
                   ".. _tensors:  \n"
                   "\n"
                   "텐서\n"
                   "----\n"
                   "\n"
                   "``x.sum()``를 호출하면 모든 원소를 더합니다.\n"
                   "\n") +
    IntroCodeBlock + IntroEnd;

const char *SuppressionsYaml =
    "- check: whitespace\n  file: docs/intro.rst\n  line: \".. _tensors:\"\n";

using TestPrompts = testing::RecordingPrompts;

QString issueKey(const Issue &i)
{
    return QStringLiteral("%1 %2 %3")
        .arg(i.check)
        .arg(i.side == Side::Draft ? "draft" : "source")
        .arg(i.range.start.line);
}

QStringList keys(const Issues &issues)
{
    QStringList out;
    for (const Issue &i : issues)
        out << issueKey(i);
    out.sort();
    return out;
}

QString readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

} // namespace

class TestEditorReview : public testing::WindowTest
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void reviewListsChangedTranslations();
    void openedFileShowsChangedLinesAndDrift();
    void changedLinesFilter();
    void exportMarkdownAndJson();
    void notARepository();
    void sourceChosenByHandIsRemembered();
    void upstreamCheckoutIsRemembered();
    void fileTableSorts();

private:
    void openReview();
    int rowOf(const QString &path) const { return m_window->reviewPanel()->model()->rowOf(path); }

    QTemporaryDir m_tmp;
    QString m_repo;
    QString m_c1;
};

void TestEditorReview::initTestCase()
{
    auto g = testing::repositoryTest(m_tmp, &m_repo);
    if (!g) QSKIP("git is not installed");
    g->write("docs/intro.rst", AnchoredIntroEn);
    g->write("docs/other.rst", OtherEn);
    g->write("TRANSLATION_GUIDE.md", Guide);
    m_c1 = g->commitFile(".tandem-suppressions.yaml", SuppressionsYaml, "English", 1);
    g->git({"checkout", "-q", "-b", "translate"});
    g->write("docs/intro.rst", AnchoredIntroKo);
    g->commitFile("docs/other.rst", QString(OtherEn).replace("Teh", "The"), "intro 번역", 2);
    // The upstream sync, merged on master while the translation was under review.
    g->git({"checkout", "-q", "master"});
    g->write("docs/intro.rst",
             QString(AnchoredIntroEn)
                 .replace("to add all elements.\n",
                          "to add all elements.\n\nTensors can live on any device.\n")
                 .replace("The end of the introduction.", "The end."));
    g->commitAll("Sync with upstream", 3);
    g->git({"checkout", "-q", "translate"});
    QCOMPARE(g->git({"rev-parse", "--abbrev-ref", "HEAD"}).trimmed(), QStringLiteral("translate"));
}

void TestEditorReview::cleanup()
{
    closeWindow(m_repo + QStringLiteral("/docs/intro.rst"));
}

void TestEditorReview::openReview()
{
    QVERIFY(openWindow({1400, 800}));
    QSignalSpy finished(m_window, &MainWindow::reviewFinished);
    m_window->openCheckout(m_repo + QStringLiteral("/docs")); // any folder inside the tree
    // openCheckout() returned before git ran: the panel says it is reviewing, no list yet.
    QVERIFY(m_window->reviewPanel()->isBusy());
    QCOMPARE(m_window->reviewPanel()->model()->rowCount(), 0);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
    QCOMPARE(finished.first().first().toBool(), true);
    QVERIFY(!m_window->reviewPanel()->isBusy());
    QVERIFY2(m_prompts->errors.isEmpty(), qPrintable(m_prompts->errors.join('\n')));
}

void TestEditorReview::reviewListsChangedTranslations()
{
    openReview();
    const ReviewModel *model = m_window->reviewPanel()->model();
    QCOMPARE(model->rowCount(),
             2); // TRANSLATION_GUIDE.md and the suppressions are not translations
    const int intro = rowOf("docs/intro.rst");
    const int other = rowOf("docs/other.rst");
    QVERIFY(intro >= 0 && other >= 0);
    auto cell = [&](int row, int column) { return model->index(row, column).data().toString(); };

    // The translation, against the English of the first commit (from history, not on disk).
    QCOMPARE(cell(intro, ReviewModel::SourceColumn),
             QStringLiteral("history %1").arg(m_c1.left(7)));
    const ReviewFile &f = model->fileAt(intro);
    QCOMPARE(f.source.text, AnchoredIntroEn);
    // The glued particle (error), 위짓 for the guide's widget → 위젯 (the checkout's
    // TRANSLATION_GUIDE.md applies), the English left on line 19 (warning). The title 텐서 for
    // "Tensors" is the concept, not the class (no glossary-keep since issue 12). 위짓 is also
    // one letter from a word the guide writes (korean-typo, a warning). glossary-missing is
    // off by default (issue 43).
    QCOMPARE(keys(f.issues), QStringList({"korean-typo draft 5", "rst-inline-boundary draft 12",
                                          "untranslated draft 19"}));
    QCOMPARE(cell(intro, ReviewModel::ErrorsColumn), QStringLiteral("1"));
    QCOMPARE(cell(intro, ReviewModel::WarningsColumn), QStringLiteral("2"));
    QCOMPARE(cell(intro, ReviewModel::InfosColumn), QStringLiteral("0"));
    // Every issue but the English on the untouched line 19 is on a line the branch changed.
    QCOMPARE(cell(intro, ReviewModel::ChangedLinesColumn), QStringLiteral("2"));
    QVERIFY(!cell(intro, ReviewModel::DriftColumn).isEmpty());

    // The typo fix leaves an English file: listed, no source sought, nothing to report.
    QCOMPARE(cell(other, ReviewModel::SourceColumn), QStringLiteral("still English"));
    QCOMPARE(cell(other, ReviewModel::ErrorsColumn), QStringLiteral("0"));
    QCOMPARE(cell(other, ReviewModel::ChangedLinesColumn), QStringLiteral("0"));
    QVERIFY(cell(other, ReviewModel::DriftColumn).isEmpty());

    // The header names what was compared; Export is enabled now.
    const QString header = m_window->reviewPanel()->headerLabel()->text();
    QVERIFY2(header.contains(QStringLiteral("master")) && header.contains(m_c1.left(7)),
             qPrintable(header));
}

void TestEditorReview::openedFileShowsChangedLinesAndDrift()
{
    openReview();
    // No draft was open: the first file was opened for the reviewer. Open the translation.
    const int intro = rowOf("docs/intro.rst");
    QVERIFY(m_window->openReviewFile(intro));
    QCOMPARE(m_window->currentReviewRow(), intro);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isAnalysisCurrent(), 30000);
    TextPane *draft = m_window->draftPane();
    TextPane *source = m_window->sourcePane();
    QCOMPARE(draft->rawText(), AnchoredIntroKo);
    // The English from history, though the file on disk is the Korean one.
    QCOMPARE(source->rawText(), AnchoredIntroEn);
    QVERIFY2(m_window->windowTitle().contains(QStringLiteral("intro.rst@") + m_c1.left(7)),
             qPrintable(m_window->windowTitle()));

    // The lines the branch changed are marked in the draft gutter, and only those.
    using Bar = TextPane::ChangeBar;
    QList<int> marked;
    for (int line = 0; line < draft->blockCount(); ++line)
        if (draft->changeBarAt(line) == Bar::Branch) marked << line;
    QCOMPARE(marked, QList<int>({2, 3, 5, 9, 10, 12})); // line 19 is left in English
    // The English that changed upstream is marked in the source gutter: the reworded last
    // paragraph, and the paragraph the new one follows.
    QList<int> drifted;
    for (int line = 0; line < source->blockCount(); ++line)
        if (source->changeBarAt(line) == Bar::Upstream) drifted << line;
    QCOMPARE(drifted, QList<int>({12, 19}));
    // The panel lists the drift of the selected file: one added, one changed paragraph.
    QTreeWidget *driftView = m_window->reviewPanel()->driftView();
    QCOMPARE(driftView->topLevelItemCount(), 2);
    QCOMPARE(driftView->topLevelItem(0)->text(0), QStringLiteral("added"));
    QCOMPARE(driftView->topLevelItem(0)->text(3),
             QStringLiteral("Tensors can live on any device."));
    QCOMPARE(driftView->topLevelItem(0)->text(2),
             QStringLiteral("13")); // after the draft's line 13
    QCOMPARE(driftView->topLevelItem(1)->text(0), QStringLiteral("changed"));

    // Hovering the gutter says what a bar means.
    auto gutterY = [](TextPane *pane, int line) {
        return pane->cursorRect(pane->cursorAt(line, 0)).center().y();
    };
    QVERIFY(draft->gutterToolTip(gutterY(draft, 5)).contains(QStringLiteral("branch")));
    QVERIFY(draft->gutterToolTip(gutterY(draft, 0)).isEmpty());
    QVERIFY(source->gutterToolTip(gutterY(source, 19)).contains(QStringLiteral("upstream")));

    // The editor's own lint of the file uses the checkout's glossary and suppressions: it finds
    // exactly what the review found.
    QCOMPARE(keys(m_window->analysis()->issues),
             keys(m_window->reviewPanel()->model()->fileAt(intro).issues));

    // The marks follow the text: a line inserted at the top moves them down by one.
    QTextCursor c = draft->cursorAt(0, 0);
    c.insertText(QStringLiteral("\n"));
    QCOMPARE(draft->changeBarAt(5), Bar::None);
    QCOMPARE(draft->changeBarAt(6), Bar::Branch);
    QCOMPARE(draft->changeBarAt(13), Bar::Branch);
    draft->undo();
    QCOMPARE(draft->changeBarAt(5), Bar::Branch);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isAnalysisCurrent(), 30000);

    // Opening another pair leaves reviewer mode's marks behind.
    const int other = rowOf("docs/other.rst");
    QVERIFY(m_window->openReviewFile(other));
    QCOMPARE(draft->changeBarAt(5), Bar::Branch); // other.rst: its line 5 (0-based) was fixed
    QCOMPARE(draft->changeBarAt(0), Bar::None);
    QVERIFY(!source->hasChangeBars()); // still English: no source, no drift
}

void TestEditorReview::changedLinesFilter()
{
    openReview();
    QVERIFY(m_window->openReviewFile(rowOf("docs/intro.rst")));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isAnalysisCurrent(), 30000);
    IssuesPanel *panel = m_window->issuesPanel();
    QCheckBox *box = panel->changedLinesBox();
    QVERIFY(!box->isHidden()); // offered in reviewer mode only
    auto shown = [panel] {
        QStringList out;
        for (int row = 0; row < panel->view()->model()->rowCount(); ++row)
            out << issueKey(*panel->issueAtViewRow(row));
        out.sort();
        return out;
    };
    QCOMPARE(shown().size(), 3);
    box->setChecked(true);
    QCOMPARE(shown(), QStringList({"korean-typo draft 5", "rst-inline-boundary draft 12"}));
    box->setChecked(false);
    QCOMPARE(shown().size(), 3);
    // Outside reviewer mode the box goes away and does not filter.
    box->setChecked(true);
    QVERIFY(m_window->openDraft(m_repo + QStringLiteral("/docs/intro.rst")));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isAnalysisCurrent(), 30000);
    QVERIFY(box->isHidden());
    QCOMPARE(m_window->currentReviewRow(), -1);
    QCOMPARE(shown().size(), m_window->analysis()->issues.size());
    QVERIFY(!m_window->draftPane()->hasChangeBars());
}

void TestEditorReview::exportMarkdownAndJson()
{
    openReview();
    QTemporaryDir out;
    const QString md = out.filePath(QStringLiteral("review.md"));
    QVERIFY(m_window->exportReview(md));
    const QString text = readAll(md);
    // Per file: its source and counts; per issue: file:line, message, a suggestion where there
    // is a fix (the glued particle), and the drift.
    QVERIFY2(text.contains(QStringLiteral("docs/intro.rst@%1").arg(m_c1.left(7))),
             qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("intro.rst:13**")));
    QVERIFY(text.contains(QStringLiteral("rst-inline-boundary")));
    QVERIFY(text.contains(
        QStringLiteral("```suggestion\n``x.sum()``\\ 를 호출하면 모든 원소를 더합니다.\n```")));
    QVERIFY(text.contains(QStringLiteral("korean-typo")));
    QVERIFY(text.contains(QStringLiteral("intro.rst:20**"))); // the English, on an unchanged line
    QVERIFY(text.contains(QStringLiteral("Tensors can live on any device.")));
    QVERIFY(text.contains(QStringLiteral("docs/other.rst")));

    // With "Only changed lines" ticked, the export keeps only what GitHub can place on the diff.
    QVERIFY(m_window->openReviewFile(rowOf("docs/intro.rst")));
    m_window->issuesPanel()->changedLinesBox()->setChecked(true);
    QVERIFY(m_window->exportReview(md));
    const QString changedOnly = readAll(md);
    QVERIFY(changedOnly.contains(QStringLiteral("intro.rst:13**")));
    QVERIFY(!changedOnly.contains(QStringLiteral("intro.rst:20**")));

    const QString json = out.filePath(QStringLiteral("review.json"));
    m_window->issuesPanel()->changedLinesBox()->setChecked(false);
    QVERIFY(m_window->exportReview(json));
    const QJsonObject doc = QJsonDocument::fromJson(readAll(json).toUtf8()).object();
    QCOMPARE(doc.value("base").toString(), QStringLiteral("master"));
    const QJsonArray files = doc.value("files").toArray();
    QCOMPARE(files.size(), 2);
    for (const QJsonValue &v : files) {
        const QJsonObject f = v.toObject();
        if (f.value("path").toString() != QStringLiteral("docs/intro.rst")) continue;
        QCOMPARE(f.value("issues").toArray().size(), 3); // as reviewListsChangedTranslations
        QCOMPARE(f.value("source").toObject().value("origin").toString(),
                 QStringLiteral("history"));
        QCOMPARE(f.value("drift").toObject().value("changes").toArray().size(), 2);
    }
}

void TestEditorReview::notARepository()
{
    QVERIFY(openWindow());
    QTemporaryDir plain;
    QSignalSpy finished(m_window, &MainWindow::reviewFinished);
    m_window->openCheckout(plain.path());
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
    QCOMPARE(finished.first().first().toBool(), false);
    QCOMPARE(m_prompts->errors.size(), 1);
    QVERIFY2(m_prompts->errors.first().contains(QStringLiteral("not a git working tree")),
             qPrintable(m_prompts->errors.first()));
    QVERIFY(m_window->reviewPanel()->headerLabel()->text().contains(
        QStringLiteral("not a git working tree")));
    QVERIFY(!m_window->exportReview(m_tmp.filePath(QStringLiteral("nothing.md"))));
}

void TestEditorReview::sourceChosenByHandIsRemembered()
{
    openReview();
    const int intro = rowOf("docs/intro.rst");
    QVERIFY(m_window->openReviewFile(intro));
    // An English file outside the checkout, picked with File > Pick Source.
    const QString english = m_tmp.filePath(QStringLiteral("intro-en.rst"));
    {
        QFile f(english);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(AnchoredIntroEn.toUtf8());
    }
    const QString root = m_window->reviewPanel()->model()->review().root;
    QSignalSpy refreshed(m_window->reviewRunner(), &ReviewRunner::fileRefreshed);
    QVERIFY(m_window->pickSource(english));
    // Remembered for this checkout where `tandem lint --checkout` looks too...
    QSettings settings;
    const SourceChoices choices = SourceChoices::load(settings, root);
    QVERIFY(choices.choiceFor("docs/intro.rst"));
    QCOMPARE(choices.choiceFor("docs/intro.rst")->file, QFileInfo(english).absoluteFilePath());
    // ...and the file's row is redone with it, off the GUI thread.
    QTRY_COMPARE_WITH_TIMEOUT(refreshed.count(), 1, 30000);
    const ReviewFile &f = m_window->reviewPanel()->model()->fileAt(intro);
    QCOMPARE(f.source.origin, SourceOrigin::Manual);
    QCOMPARE(
        m_window->reviewPanel()->model()->index(intro, ReviewModel::SourceColumn).data().toString(),
        QStringLiteral("chosen by hand"));
    QCOMPARE(f.counts.errors, 1);
    SourceChoices cleared = choices;
    cleared.clearChoice("docs/intro.rst");
    cleared.save(settings, root);
}

void TestEditorReview::upstreamCheckoutIsRemembered()
{
    openReview();
    // An upstream checkout (any folder with the same paths).
    const QString upstream = m_tmp.filePath(QStringLiteral("upstream"));
    QVERIFY(QDir().mkpath(upstream + "/docs"));
    {
        QFile f(upstream + "/docs/intro.rst");
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(AnchoredIntroEn.toUtf8().replace(
            "The end of the introduction.",
            "Upstream wrote a new paragraph here.\n\nThe end of the introduction."));
    }
    const QString root = m_window->reviewPanel()->model()->review().root;
    QSignalSpy finished(m_window, &MainWindow::reviewFinished);
    QVERIFY(m_window->setUpstreamCheckout(upstream));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
    QSettings settings;
    SourceChoices choices = SourceChoices::load(settings, root);
    QCOMPARE(choices.upstreamDir(), QFileInfo(upstream).canonicalFilePath());
    // The base branch's own sync comes first (it is what the branch will merge with); the
    // upstream checkout is the fallback, which core's tests cover (tst_checkout).
    QCOMPARE(m_window->reviewPanel()->model()->rowCount(), 2);
    QVERIFY(m_window->reviewPanel()->model()->fileAt(rowOf("docs/intro.rst")).drift);
    QVERIFY(!m_window->setUpstreamCheckout(m_tmp.filePath("no-such-folder")));
    choices.setUpstreamDir({});
    choices.save(settings, root);
}

void TestEditorReview::fileTableSorts()
{
    openReview();
    QTableView *view = m_window->reviewPanel()->fileView();
    QAbstractItemModel *shown = view->model();
    auto fileInRow = [&](int row) {
        return shown->index(row, ReviewModel::FileColumn).data().toString();
    };
    // Most errors first: the translation (1 error) above the English file (0).
    view->sortByColumn(ReviewModel::ErrorsColumn, Qt::DescendingOrder);
    QCOMPARE(fileInRow(0), QStringLiteral("intro.rst — docs/")); // name first (issue 13)
    view->sortByColumn(ReviewModel::ErrorsColumn, Qt::AscendingOrder);
    QCOMPARE(fileInRow(0), QStringLiteral("other.rst — docs/"));
    // The panel still speaks in the model's rows: selecting and activating go to the right file.
    const int intro = rowOf("docs/intro.rst");
    m_window->reviewPanel()->setCurrentRow(intro);
    QCOMPARE(view->currentIndex().row(), 1); // shown second now
    QCOMPARE(m_window->reviewPanel()->currentRow(), intro);
    QSignalSpy activated(m_window->reviewPanel(), &ReviewPanel::fileActivated);
    emit view->activated(view->currentIndex());
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.first().first().toInt(), intro);
}

QTEST_MAIN(TestEditorReview)
#include "tst_editorreview.moc"
