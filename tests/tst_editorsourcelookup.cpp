// SPDX-License-Identifier: GPL-3.0-or-later
// Where the window gets a draft's English from when it opens a draft alone (the in-place start):
// the draft's text goes to the source choice, so a translated file whose code an upstream sync
// changed gets the English it was made from with the sync's edits replayed; the lookup runs off
// the GUI thread (the draft is shown at once, the source arrives later, a stale result is
// dropped); the review exports name a file's unreadable history. Also reviewer mode at 1280x720
// on the same repository: the panes keep 25 lines. Drives the real window offscreen, on a
// 1280x720 screen (see main()), and temporary git repositories.
#include "checkout.h"
#include "editortesting.h"
#include "gitrepohelper.h"
#include "gitrunner.h"
#include "mainwindow.h"
#include "recentpairs.h"
#include "recoverystore.h"
#include "reviewbuilder.h"
#include "reviewexport.h"
#include "reviewmodel.h"
#include "reviewpanel.h"
#include "testprompts.h"
#include "textpane.h"

#include <QApplication>
#include <QDockWidget>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QRegularExpression>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QTest>
#include <QThreadPool>

using namespace tandem;
using testing::Patience;

namespace {

using TestPrompts = testing::RecordingPrompts;

// A tutorial in English, its translation, and what an upstream sync did to the translated file:
// a code line changed (the sync replaced the English file's code in the Korean one too).
const char *English = "Widgets\n=======\n\nBuild a widget from parts.\n\n"
                      ".. code-block:: python\n\n   w = make_widget(legacy=True)\n\n"
                      "The widget is ready.\n";
const char *Korean = "위젯\n====\n\n부품으로 위젯을 만듭니다.\n\n"
                     ".. code-block:: python\n\n   w = make_widget(legacy=True)\n\n"
                     "위젯이 준비되었습니다.\n";
const char *OldCode = "   w = make_widget(legacy=True)\n";
const char *NewCode = "   w = make_widget(style='v2')\n";

// Other files: one never translated (still English), one not in any checkout.
const char *OtherEnglish = "Gadgets\n=======\n\nA gadget is a small widget.\n";

QString readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// Lines of text the pane shows (as tst_editorfeatures counts them).
int visibleLines(const TextPane *pane)
{
    return pane->viewport()->height() / pane->fontMetrics().lineSpacing();
}

} // namespace

class TestEditorSourceLookup : public testing::WindowTest
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void inPlaceStartReplaysTheSyncOnTheEnglish();
    void inPlaceSourceArrivesAfterTheDraft();
    void staleInPlaceResultIsDropped();
    void reviewerModeLeavesTwentyFiveLinesAt1280x720();
    void exportsNameTheHistoryProblem();

private:
    QString m_label() const { return QStringLiteral("docs/widget.rst@") + m_english.left(7); }

    QTemporaryDir m_tmp;
    QString m_repo;
    QString m_file;    // docs/widget.rst: English, translated, then synced upstream
    QString m_other;   // docs/gadget.rst: still English
    QString m_english; // the commit of the English widget.rst
    QString m_sync;    // the upstream sync's commit
};

void TestEditorSourceLookup::initTestCase()
{
    testing::isolateSettings();
    if (GitRunner::program().isEmpty()) QSKIP("git is not installed");
    QVERIFY(m_tmp.isValid());
    auto g = GitRepoHelper::init(m_tmp.filePath(QStringLiteral("repo")));
    g.write("docs/widget.rst", English);
    m_english = g.commitFile("docs/gadget.rst", OtherEnglish, "English", 1);
    g.commitFile("docs/widget.rst", Korean, "docs/widget.rst 번역 (#7)", 2);
    m_sync = g.commitFile("docs/widget.rst", QString::fromUtf8(Korean).replace(OldCode, NewCode),
                          "Widgets v2 반영, pytorch/tutorials@abc1234 (#9)", 3);
    m_repo = QFileInfo(g.root()).canonicalFilePath();
    m_file = m_repo + QStringLiteral("/docs/widget.rst");
    m_other = m_repo + QStringLiteral("/docs/gadget.rst");
}

void TestEditorSourceLookup::init()
{
    QSettings().clear(); // a first start: default layout, no remembered sources
    QVERIFY(openWindow());
}

void TestEditorSourceLookup::cleanup()
{
    closeWindow(m_file);
    // Lookups still running end before the next test's window opens.
    QThreadPool::globalInstance()->waitForDone();
    RecoveryStore::remove(m_other);
}

void TestEditorSourceLookup::inPlaceStartReplaysTheSyncOnTheEnglish()
{
    QVERIFY(m_window->openDraft(m_file)); // `tandem FILE`: the file alone
    QTRY_VERIFY_WITH_TIMEOUT(m_window->sourceFile().isOpen(), Patience);
    QVERIFY2(m_prompts->errors.isEmpty(), qPrintable(m_prompts->errors.join('\n')));
    // The English it was translated from, named path@commit, read-only...
    const PaneFile &source = m_window->sourceFile();
    QCOMPARE(source.label, m_label());
    QCOMPARE(source.path, m_repo + u'/' + m_label());
    QVERIFY(!source.existsOnDisk);
    // ...with the sync's code change replayed, as the review does with the draft's text (the
    // newest English alone, without the draft, still has the old code and would report the
    // draft's code as changed).
    const QString english = m_window->sourcePane()->rawText();
    QVERIFY2(english.contains(QString::fromUtf8(NewCode)), qPrintable(english));
    QVERIFY(!english.contains(QString::fromUtf8(OldCode)));
    QVERIFY(english.startsWith(QStringLiteral("Widgets\n=======\n\nBuild a widget from parts.")));
    QCOMPARE(m_window->draftPane()->rawText(), readAll(m_file));
    // The analysis compares with it: the code agrees, nothing is reported on it.
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isAnalysisCurrent() && m_window->analysis()->lint.source,
                             Patience);
    for (const Issue &i : m_window->analysis()->lint.issues)
        QVERIFY2(i.check != QLatin1String("code-changed"), qPrintable(i.message));
}

void TestEditorSourceLookup::inPlaceSourceArrivesAfterTheDraft()
{
    QVERIFY(m_window->openDraft(m_file));
    // git runs on a worker: openDraft returns with the draft shown and the source still being
    // looked for (its result can only arrive through the event loop, which has not run yet).
    QCOMPARE(m_window->draftFile().path, m_file);
    QCOMPARE(m_window->draftPane()->rawText(), readAll(m_file));
    QVERIFY(m_window->document()->isFindingSource());
    QVERIFY(!m_window->sourceFile().isOpen());
    const auto *sourceLabel = m_window->findChild<QLabel *>(QStringLiteral("sourceLabel"));
    QVERIFY(sourceLabel);
    QVERIFY2(sourceLabel->text().contains(QStringLiteral("looking in the git history")),
             qPrintable(sourceLabel->text()));
    // The window stays usable meanwhile; the source arrives without anything more being done.
    QTRY_VERIFY_WITH_TIMEOUT(m_window->sourceFile().isOpen(), Patience);
    QVERIFY(!m_window->document()->isFindingSource());
    QCOMPARE(m_window->sourceFile().label, m_label());
    QVERIFY2(sourceLabel->text().contains(m_label() + QStringLiteral(" (git history, read-only)")),
             qPrintable(sourceLabel->text()));
    QVERIFY(!m_window->document()->isModified()); // the draft was not touched
    // File > Recent Pairs remembers the draft once, with its English from history.
    int entries = 0;
    for (const RecentPair &pair : recentPairs())
        if (pair.draft == m_file) {
            ++entries;
            QVERIFY(pair.isFromHistory());
            QVERIFY2(pair.source.endsWith(m_label()), qPrintable(pair.source));
        }
    QCOMPARE(entries, 1);
}

void TestEditorSourceLookup::staleInPlaceResultIsDropped()
{
    // Another file opened before the lookup returned: the first file's English does not land
    // beside it. (The other file is outside any checkout: no English is found for it.)
    const QString outside = m_tmp.filePath(QStringLiteral("outside.rst"));
    {
        QFile f(outside);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("A file of no checkout.\n");
    }
    QVERIFY(m_window->openDraft(m_file));
    QVERIFY(m_window->openDraft(outside));
    QThreadPool::globalInstance()->waitForDone(); // both lookups have ended...
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->document()->isFindingSource(), Patience);
    testing::drainEvents(); // ...and their results (queued to this thread) were delivered
    QCOMPARE(m_window->draftFile().path, QFileInfo(outside).absoluteFilePath());
    QVERIFY(!m_window->sourceFile().isOpen());
    QVERIFY(m_window->sourcePane()->rawText().isEmpty());

    // A source picked by hand before the lookup returned wins over it.
    QVERIFY(m_window->openDraft(m_file));
    QVERIFY(m_window->pickSource(m_other));
    QThreadPool::globalInstance()->waitForDone();
    testing::drainEvents();
    QCOMPARE(m_window->sourceFile().path, m_other);
    QCOMPARE(m_window->sourcePane()->rawText(), QString::fromUtf8(OtherEnglish));
    QVERIFY(!m_window->document()->isFindingSource());
}

void TestEditorSourceLookup::reviewerModeLeavesTwentyFiveLinesAt1280x720()
{
    // The window as the app opens it on a first start, on the 1280x720 screen of main().
    QCOMPARE(m_window->screen()->availableGeometry().size(), QSize(1280, 720));
    QCOMPARE(m_window->size(), QSize(1280, 720));
    // `tandem DIR --base REF`.
    QSignalSpy finished(m_window, &MainWindow::reviewFinished);
    m_window->openCheckout(m_repo, m_english);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, Patience);
    QCOMPARE(finished.first().first().toBool(), true);
    QTRY_COMPARE_WITH_TIMEOUT(m_window->draftFile().path, m_file, Patience); // the first file
    testing::drainEvents(); // the layout settles: its requests are posted events
    TextPane *draft = m_window->draftPane();
    const int lines = visibleLines(draft);
    qInfo("reviewer mode, draft pane: %d px high, %d px a line: %d lines of text",
          draft->viewport()->height(), draft->fontMetrics().lineSpacing(), lines);
    QVERIFY2(lines >= 25, qPrintable(QString::number(lines)));
    QVERIFY2(visibleLines(m_window->sourcePane()) >= 25,
             qPrintable(QString::number(visibleLines(m_window->sourcePane()))));
    // The changed files are still listed, in sight (the raised tab), with room for rows.
    auto *review = m_window->findChild<QDockWidget *>(QStringLiteral("reviewDock"));
    QVERIFY(review);
    QVERIFY(review->isVisible());
    QVERIFY(!review->visibleRegion().isEmpty());
    QTableView *files = m_window->reviewPanel()->fileView();
    QVERIFY(files->isVisible());
    QCOMPARE(files->model()->rowCount(), 1);
    QVERIFY2(files->viewport()->height() >= 5 * files->verticalHeader()->defaultSectionSize(),
             qPrintable(QString::number(files->viewport()->height())));
    QVERIFY2(files->viewport()->width() >= 250,
             qPrintable(QString::number(files->viewport()->width())));
    // The Issues dock is one click away, a tab beside it.
    auto *issues = m_window->findChild<QDockWidget *>(QStringLiteral("issuesDock"));
    QVERIFY(issues);
    QVERIFY(m_window->tabifiedDockWidgets(review).contains(issues));
}

void TestEditorSourceLookup::exportsNameTheHistoryProblem()
{
    // a.rst's English cannot be read (its object is gone), b.rst's history is intact.
    QTemporaryDir tmp;
    auto g = GitRepoHelper::init(tmp.filePath(QStringLiteral("broken")));
    g.write("docs/a.rst", "Alpha\n=====\n\nThe first tutorial.\n");
    const QString base =
        g.commitFile("docs/b.rst", "Beta\n====\n\nThe second tutorial.\n", "English", 1);
    const QString blob = g.git({"rev-parse", "HEAD:docs/a.rst"}).trimmed();
    g.git({"checkout", "-q", "-b", "translate"});
    g.write("docs/a.rst", "알파\n====\n\n첫 번째 튜토리얼입니다.\n");
    g.commitFile("docs/b.rst", "베타\n====\n\n두 번째 튜토리얼입니다.\n", "번역", 2);
    const QString object = g.root() + "/.git/objects/" + blob.left(2) + u'/' + blob.mid(2);
    QFile::setPermissions(object, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    QVERIFY(QFile::remove(object));
    GitRepoHelper up(tmp.filePath(QStringLiteral("upstream")));
    up.write("docs/a.rst", "Alpha\n=====\n\nThe first tutorial, upstream.\n");

    QString error;
    const auto checkout = Checkout::open(g.root(), &error);
    QVERIFY2(checkout, qPrintable(error));
    auto build = [&](bool withUpstream) {
        ReviewOptions options;
        options.base = base;
        if (withUpstream) options.choices.setUpstreamDir(up.root());
        ReviewBuilder builder(*checkout, options);
        QString buildError;
        std::optional<Review> review = builder.build(&buildError);
        if (!review) qWarning() << buildError;
        return review;
    };

    for (const bool withUpstream : {true, false}) {
        const std::optional<Review> review = build(withUpstream);
        QVERIFY(review);
        QCOMPARE(review->files.size(), 2);
        const ReviewFile &a = review->files.at(0);
        const ReviewFile &b = review->files.at(1);
        QCOMPARE(a.change.path, QStringLiteral("docs/a.rst"));
        QCOMPARE(b.change.path, QStringLiteral("docs/b.rst"));
        const QString problem = a.source.historyProblem;
        QVERIFY2(problem.contains(QStringLiteral("cannot be read")), qPrintable(problem));
        QCOMPARE(a.source.origin, withUpstream ? SourceOrigin::Upstream : SourceOrigin::None);
        QVERIFY(b.source.historyProblem.isEmpty());
        QCOMPARE(b.source.origin, SourceOrigin::History);

        // Text: a warning on line 1 of the file, before its issues, naming the problem and
        // what was compared instead; none for b.rst.
        const QStringList text = QString::fromUtf8(reviewToText(*review)).split(u'\n');
        const QStringList aLines = text.filter(QStringLiteral("[source-history]"));
        QCOMPARE(aLines.size(), 1);
        QVERIFY2(aLines.first().startsWith(QStringLiteral("docs/a.rst:1:1: warning: ") + problem),
                 qPrintable(aLines.first()));
        QVERIFY2(aLines.first().contains(withUpstream
                                             ? QStringLiteral("compared with ") + a.source.label() +
                                                   QStringLiteral(" instead")
                                             : QStringLiteral("no English source")),
                 qPrintable(aLines.first()));
        QCOMPARE(text.indexOf(aLines.first()),
                 text.indexOf(QRegularExpression(QStringLiteral("^docs/a\\.rst:.*"))));

        // GitHub: a file-level annotation.
        const QStringList github = QString::fromUtf8(reviewToGithub(*review)).split(u'\n');
        const QStringList aNotes = github.filter(QStringLiteral("title=source-history::"));
        QCOMPARE(aNotes.size(), 1);
        QVERIFY2(aNotes.first().startsWith(
                     QStringLiteral("::warning file=docs/a.rst,title=source-history::")),
                 qPrintable(aNotes.first()));
        QVERIFY(aNotes.first().contains(QStringLiteral("cannot be read")));

        // Markdown: said in a.rst's section, not in b.rst's.
        const QString md = QString::fromUtf8(reviewToMarkdown(*review));
        const qsizetype bAt = md.indexOf(QStringLiteral("## `docs/b.rst`"));
        QVERIFY(bAt > 0);
        const qsizetype aAt = md.indexOf(QStringLiteral("## `docs/a.rst`"));
        QVERIFY(aAt > 0 && aAt < bAt);
        const QString aSection = md.mid(aAt, bAt - aAt), bSection = md.mid(bAt);
        if (withUpstream)
            QVERIFY2(aSection.contains(QStringLiteral("**The git history could not be read**")) &&
                         aSection.contains(QStringLiteral("fallback")),
                     qPrintable(aSection));
        else // the missing source's note is the problem itself: said once
            QVERIFY2(aSection.contains(QStringLiteral("No English source: ")) &&
                         aSection.count(QStringLiteral("cannot be read")) == 1,
                     qPrintable(aSection));
        QVERIFY(!bSection.contains(QStringLiteral("could not be read")));
        QVERIFY(!bSection.contains(QStringLiteral("cannot be read")));

        // JSON: a "historyProblem" field on a.rst; b.rst's object is as it was (no new key)...
        const QByteArray json = reviewToJson(*review);
        const QJsonArray files = QJsonDocument::fromJson(json).object().value("files").toArray();
        QCOMPARE(files.size(), 2);
        QCOMPARE(files.at(0).toObject().value("historyProblem").toString(), problem);
        QVERIFY(!files.at(1).toObject().contains(QStringLiteral("historyProblem")));
        // ...and the field is the only difference the problem makes: byte for byte the same
        // output without it.
        Review without = *review;
        without.files[0].source.historyProblem.clear();
        QByteArray expected = json;
        const QByteArray line =
            "            \"historyProblem\": " +
            QJsonDocument(QJsonArray{problem}).toJson(QJsonDocument::Compact).mid(1).chopped(1) +
            ",\n";
        QVERIFY2(expected.contains(line), json.constData());
        expected.replace(line, "");
        QCOMPARE(reviewToJson(without), expected);
        // Nothing is said for b.rst in any format.
        QVERIFY(!QString::fromUtf8(reviewToText(*review))
                     .contains(QStringLiteral("docs/b.rst:1:1: warning")));
    }
}

// The layout tests want a 1280x720 screen.
TANDEM_TEST_MAIN_ON_LAPTOP_SCREEN(TestEditorSourceLookup)

#include "tst_editorsourcelookup.moc"
