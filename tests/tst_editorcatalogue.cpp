// SPDX-License-Identifier: GPL-3.0-or-later
// The catalogue window (editor/catalogue/), offscreen, on the invented catalogues of
// tests/fixtures/po/: entries side by side in file order with their states, the header and
// obsolete entries on demand, a save that is byte for byte when nothing changed and touches only
// the edited entry's lines otherwise, the Fuzzy tab (the English change marked, the proposal
// accepted with one key, the translation kept with another, the English from git history when
// the file has no "#|"), and the issues on the entry's own lines and columns.
#include "catalogueentrymodel.h"
#include "cataloguememory.h"
#include "cataloguewindow.h"
#include "concordancedialog.h"
#include "driftdiffview.h"
#include "editortesting.h"
#include "filebytes.h"
#include "fuzzypanel.h"
#include "mainwindow.h"
#include "matchespanel.h"
#include "panehighlighter.h"
#include "pocatalog.h"

#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTreeWidget>

using namespace tandem;

namespace {

QByteArray fixture(const QString &name)
{
    return testing::readBytes(QStringLiteral(TANDEM_FIXTURES "/po/") + name);
}

void writeAll(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(f.write(bytes), bytes.size());
}

// The window, opened on `path` and analysed (the worker's first run done).
std::unique_ptr<CatalogueWindow> opened(const QString &path)
{
    auto w = std::make_unique<CatalogueWindow>(ProjectSettings{});
    QSignalSpy loaded(w.get(), &CatalogueWindow::loaded);
    w->open(path);
    w->show();
    if (!loaded.wait(testing::Patience)) return nullptr;
    if (!QTest::qWaitFor([&] { return !w->isAnalysing(); }, testing::Patience)) return nullptr;
    return w;
}

// What a diff view marks: its deleted pieces as "-x", then its inserted ones as "+y".
QStringList marked(const DriftDiffView *view)
{
    QStringList out;
    for (const QString &d : view->markedTexts(WordDiffRange::Kind::Deleted))
        out << u'-' + d;
    for (const QString &i : view->markedTexts(WordDiffRange::Kind::Inserted))
        out << u'+' + i;
    return out;
}

// A babel catalogue with `entries` after its header, as a repository of python-docs-ko commits it.
QString catalogueOf(const QString &entries)
{
    return QStringLiteral(
               "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=utf-8\\n\"\n"
               "\"Generated-By: Babel 2.17.0\\n\"\n\n") +
           entries;
}

// One commit of a catalogue repository: the file, its text and the message.
struct CatalogueCommit
{
    QString path, text, message;
};

// A repository in `tmp` with `commits`, one a day; none when git is not installed.
std::optional<GitRepoHelper> catalogueRepository(const QTemporaryDir &tmp,
                                                 const QList<CatalogueCommit> &commits)
{
    QString root;
    auto g = testing::repositoryTest(tmp, &root);
    for (qsizetype day = 0; g && day < commits.size(); ++day)
        g->commitFile(commits[day].path, commits[day].text, commits[day].message, int(day) + 1);
    return g;
}

// A copy of a fixture in a folder of its own, opened and analysed (no window when it could not
// be written or read).
struct OpenedCopy
{
    QTemporaryDir tmp;
    QString path;
    QByteArray original; // the fixture's bytes
    std::unique_ptr<CatalogueWindow> window;
};

std::unique_ptr<OpenedCopy> openedCopy(const QString &name)
{
    auto c = std::make_unique<OpenedCopy>();
    c->path = c->tmp.filePath(name);
    c->original = fixture(name);
    QFile f(c->path);
    if (f.open(QIODevice::WriteOnly) && f.write(c->original) == c->original.size() && f.flush()) {
        f.close();
        c->window = opened(c->path);
    }
    return c;
}

QString cell(const CatalogueWindow &w, int row, int column)
{
    return w.entryModel()->index(row, column).data().toString();
}

// The index of the first entry whose msgid starts with `start`.
int entryStarting(const po::Catalog &catalog, const QString &start)
{
    for (int i = 0; i < catalog.entries().size(); ++i)
        if (catalog.entries()[i].msgid.value.startsWith(start)) return i;
    return -1;
}

// The lines of `after` that are not those of `before` at the same place from either end: the
// lines an edit changed.
QList<QByteArray> changedMiddle(const QByteArray &before, const QByteArray &after)
{
    const QList<QByteArray> a = before.split('\n'), b = after.split('\n');
    qsizetype head = 0;
    while (head < a.size() && head < b.size() && a[head] == b[head])
        ++head;
    qsizetype tail = 0;
    while (tail < a.size() - head && tail < b.size() - head &&
           a[a.size() - 1 - tail] == b[b.size() - 1 - tail])
        ++tail;
    return b.mid(head, b.size() - head - tail);
}

} // namespace

class TestEditorCatalogue : public QObject
{
    Q_OBJECT

    QTemporaryDir m_tmp;
    std::optional<GitRepoHelper> m_repo; // none without git

private slots:
    void initTestCase()
    {
        testing::isolateSettings();
        // A python-docs-ko-like history: one page translated a sentence; another was
        // translated, then a catalogue update gave it new English, keeping the old translation
        // marked fuzzy without "#|" (babel writes none); a third page is new and untranslated.
        m_repo = catalogueRepository(
            m_tmp,
            {{"library/abs.po",
              catalogueOf("msgid \"Return the absolute value of a number.\"\n"
                          "msgstr \"숫자의 절댓값을 돌려줍니다.\"\n"),
              "Translate abs"},
             {"library/spam.po",
              catalogueOf("msgid \"Call :func:`spam.open` first.\"\n"
                          "msgstr \"먼저 :func:`spam.open`\\\\을 부르십시오.\"\n"),
              "Translate spam"},
             {"library/spam.po",
              catalogueOf("#, fuzzy\nmsgid \"Call :func:`spam.start` first.\"\n"
                          "msgstr \"먼저 :func:`spam.open`\\\\을 부르십시오.\"\n"),
              "Update translations"},
             {"library/functions.po",
              catalogueOf("msgid \"Return the absolute value of an integer.\"\nmsgstr \"\"\n"),
              "Add functions"}});
    }

    void entriesSideBySideInFileOrder()
    {
        const auto copy = openedCopy(QStringLiteral("babel.po"));
        const auto &w = copy->window;
        QVERIFY(w);
        // Ten entries: the header and the obsolete one are rows only on demand.
        QCOMPARE(w->catalog()->entries().size(), 10);
        QCOMPARE(w->entryModel()->rowCount(), 8);
        QCOMPARE(cell(*w, 0, CatalogueEntryModel::LineColumn), QStringLiteral("19"));
        QCOMPARE(cell(*w, 0, CatalogueEntryModel::EnglishColumn),
                 QStringLiteral(":mod:`!spam` --- Tinned meat handling"));
        QCOMPARE(cell(*w, 0, CatalogueEntryModel::KoreanColumn),
                 QStringLiteral(":mod:`!spam` --- 통조림 고기 처리"));
        QStringList states;
        for (int row = 0; row < w->entryModel()->rowCount(); ++row)
            states << cell(*w, row, CatalogueEntryModel::StateColumn);
        QCOMPARE(states, (QStringList{"", "", "fuzzy", "", "", "", "untranslated", "fuzzy"}));
        // A string's line ends are shown, so its row stays one line.
        QVERIFY(cell(*w, 5, CatalogueEntryModel::EnglishColumn).startsWith("Example:: ⏎  ⏎ "));
        // References, comments and flags: in the row's tooltip and under the entry.
        QVERIFY(w->entryModel()
                    ->index(7, CatalogueEntryModel::StateColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains("Translators: keep %(name)s."));
        w->selectEntry(2);
        QVERIFY(w->entryInfo()->text().contains("../../library/spam.rst:10"));
        QVERIFY(w->entryInfo()->text().contains("Translator: Checked by the tin team."));
        QCOMPARE(w->englishPane()->toPlainText(), w->catalog()->entries()[2].msgid.value);
        QCOMPARE(w->koreanPane()->toPlainText(), w->catalog()->entries()[2].msgstr[0].value);
        // The msgid is RST, highlighted: the role is styled.
        const LineDecos decos = PaneHighlighter::decosOf(w->englishPane()->document()->begin());
        QVERIFY(std::any_of(decos.cbegin(), decos.cend(),
                            [](const Deco &d) { return d.style == DecoStyle::Role; }));

        w->showAllAction()->setChecked(true);
        QCOMPARE(w->entryModel()->rowCount(), 10);
        QCOMPARE(cell(*w, 0, CatalogueEntryModel::StateColumn), QStringLiteral("header"));
        QCOMPARE(cell(*w, 9, CatalogueEntryModel::StateColumn), QStringLiteral("obsolete"));
        w->selectEntry(9);
        QVERIFY(w->koreanPane()->isReadOnly()); // kept, not translated
        QVERIFY(w->windowTitle().startsWith("babel.po — "));
    }

    void saveWritesOnlyTheEditedEntry()
    {
        const auto copy = openedCopy(QStringLiteral("babel.po"));
        const auto &[tmp, path, original, w] = *copy;
        QVERIFY(w);
        QString error;
        QVERIFY2(w->save(&error), qPrintable(error));
        QCOMPARE(testing::readBytes(path), original); // nothing changed: byte for byte
        QTRY_VERIFY_WITH_TIMEOUT(!w->isAnalysing(), testing::Patience);

        // An edit undone is no edit.
        const int untranslated = entryStarting(*w->catalog(), "A well-known tin-opener");
        QVERIFY(untranslated > 0);
        w->selectEntry(untranslated);
        w->koreanPane()->setFocus();
        QTest::keyClicks(w->koreanPane(), QStringLiteral("x"));
        QVERIFY(w->isModified());
        QVERIFY(w->windowTitle().startsWith("babel.po * — "));
        QTest::keyClick(w->koreanPane(), Qt::Key_Backspace);
        QVERIFY(!w->isModified());

        // An edit: the entry's row shows it and only its lines are written anew, in babel's
        // wrapping (76 columns).
        const QString korean = QStringLiteral(
            "잘 알려진 통조림 따개인 열쇠는 1990년 이전에 Sheffield-on-the-Sea에서 만든 모든 "
            "자동 밀봉 통조림에 쓸 수 있습니다.");
        w->koreanPane()->setPlainText(korean);
        QCOMPARE(cell(*w, w->entryModel()->rowOf(untranslated), CatalogueEntryModel::StateColumn),
                 QString());
        QVERIFY(w->save(&error));
        const QByteArray saved = testing::readBytes(path);
        const QList<QByteArray> changed = changedMiddle(original, saved);
        // Babel's form: `msgstr ""` (as it was) and the string in two lines, split at a space.
        QCOMPARE(changed.size(), 2);
        QVERIFY(changed[0].startsWith("\"잘 알려진 통조림 따개인"));
        QVERIFY(changed[0].endsWith(" \""));
        QCOMPARE(QString::fromUtf8(changed.join("")).remove(u'"'), korean);
        // Read again after the save: the entry is translated and the lines are the file's.
        QTRY_VERIFY_WITH_TIMEOUT(!w->isAnalysing(), testing::Patience);
        QVERIFY(!w->isModified());
        QCOMPARE(w->catalog()->toBytes(), saved);
        QVERIFY(w->catalog()->entries()[untranslated].isTranslated());
    }

    void fuzzyTabAcceptsOrKeeps()
    {
        const auto copy = openedCopy(QStringLiteral("babel.po"));
        const auto &[tmp, path, original, w] = *copy;
        QVERIFY(w);
        FuzzyPanel *fuzzy = w->fuzzyPanel();
        QCOMPARE(fuzzy->count(), 2);
        QCOMPARE(w->tabs()->tabText(1), QStringLiteral("&Fuzzy (2)"));
        w->tabs()->setCurrentWidget(fuzzy);
        QCOMPARE(fuzzy->list()->item(0)->text(),
                 QStringLiteral("Line 39 · proposal — Return the tin's label as a :class:`str`; "
                                "raise :exc:`ValueE…"));
        QVERIFY(fuzzy->list()->item(1)->text().startsWith("Line 76 — Use %(name)s"));
        // The English as translated ("#|") turned into the new: "bytes" out, "str" in.
        fuzzy->list()->setCurrentRow(0);
        const int labelled = fuzzy->currentEntry();
        QCOMPARE(w->currentEntry(), labelled); // the table follows the queue
        QCOMPARE(marked(fuzzy->englishView()), (QStringList{"-bytes", "+str"}));
        QCOMPARE(marked(fuzzy->translationView()), (QStringList{"-bytes", "+str"}));
        QVERIFY(fuzzy->acceptButton()->isEnabled());

        // Ctrl+Return accepts: the proposal is the translation and the flag is gone.
        fuzzy->list()->setFocus();
        QTest::keyClick(fuzzy->list(), Qt::Key_Return, Qt::ControlModifier);
        const po::PoEntry &accepted = w->catalog()->entries()[labelled];
        QVERIFY(!accepted.isFuzzy());
        QVERIFY(accepted.msgstr[0].value.startsWith(
            QStringLiteral("통조림의 라벨을 :class:`str`\\로 반환합니다;")));
        QCOMPARE(fuzzy->count(), 1);
        QCOMPARE(w->tabs()->tabText(1), QStringLiteral("&Fuzzy (1)"));

        // The other has no proposal (what it was translated from is not known): keep it as it
        // is with Ctrl+Shift+Return.
        const int named = fuzzy->currentEntry();
        QVERIFY(named != labelled);
        QVERIFY(!fuzzy->acceptButton()->isEnabled());
        const QString kept = w->catalog()->entries()[named].msgstr[0].value;
        QTest::keyClick(fuzzy->list(), Qt::Key_Return, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(!w->catalog()->entries()[named].isFuzzy());
        QCOMPARE(w->catalog()->entries()[named].msgstr[0].value, kept);
        QCOMPARE(fuzzy->count(), 0);

        QString error;
        QVERIFY(w->save(&error));
        const QByteArray saved = testing::readBytes(path);
        QVERIFY(!saved.contains("#, fuzzy\n"));
        QVERIFY(!saved.contains("#| ")); // the previous English goes with the flag
        QVERIFY(saved.contains("#, python-format\nmsgid \"\"\n\"Use %(name)s"));
        QVERIFY(saved.contains(":class:`str`\\\\로 반환합니다;"));
        // Nothing else moved: the header and the first entries as they were.
        const qsizetype firstFuzzy = original.indexOf("#, fuzzy");
        QCOMPARE(saved.left(firstFuzzy), original.left(firstFuzzy));
        QVERIFY(saved.endsWith(original.mid(original.indexOf("#~ msgid"))));
    }

    void fuzzyEnglishFromHistory()
    {
        if (!m_repo) QSKIP("git is not installed");
        const auto w = opened(m_repo->path("library/spam.po"));
        QVERIFY(w);
        FuzzyPanel *fuzzy = w->fuzzyPanel();
        QCOMPARE(fuzzy->count(), 1);
        QCOMPARE(marked(fuzzy->englishView()), (QStringList{"-open", "+start"}));
        QVERIFY(fuzzy->acceptButton()->isEnabled());
        fuzzy->acceptButton()->click();
        QCOMPARE(w->catalog()->entries()[1].msgstr[0].value,
                 QStringLiteral("먼저 :func:`spam.start`\\를 부르십시오."));
    }

    void matchesFromTheCataloguesHistory()
    {
        if (!m_repo) QSKIP("git is not installed");
        const auto w = opened(m_repo->path("library/functions.po"));
        QVERIFY(w);
        MatchesPanel *matches = w->matchesPanel();
        QTRY_VERIFY_WITH_TIMEOUT(matches->buildButton()->isEnabled(), testing::Patience);
        matches->buildButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(matches->matches().size(), 1, testing::Patience);
        QCOMPARE(matches->matches().constFirst().pair.target,
                 QStringLiteral("숫자의 절댓값을 돌려줍니다."));
        QCOMPARE(matches->matches().constFirst().pair.file, QStringLiteral("library/abs.po"));
        // Ctrl+1 inserts it as the entry's translation.
        w->activateWindow();
        QTest::keyClick(w.get(), Qt::Key_1, Qt::ControlModifier);
        QCOMPARE(w->koreanPane()->toPlainText(), QStringLiteral("숫자의 절댓값을 돌려줍니다."));
        QCOMPARE(w->catalog()->entries()[1].msgstr[0].value,
                 QStringLiteral("숫자의 절댓값을 돌려줍니다."));
        QVERIFY(w->isModified());

        // Ctrl+K searches the memory for the selection: the page's pair, whose Korean inserts.
        QTextCursor selection = w->englishPane()->textCursor();
        selection.setPosition(7);
        selection.setPosition(25, QTextCursor::KeepAnchor); // "the absolute value"
        w->englishPane()->setTextCursor(selection);
        w->englishPane()->setFocus();
        QTest::keyClick(w.get(), Qt::Key_K, Qt::ControlModifier);
        ConcordanceDialog *concordance = w->memory()->concordance();
        QVERIFY(concordance->isVisible());
        QCOMPARE(concordance->phrase(), QStringLiteral("the absolute value"));
        QTRY_COMPARE_WITH_TIMEOUT(concordance->hits().size(), 1, testing::Patience);
        QCOMPARE(concordance->hits().constFirst().pair.file, QStringLiteral("library/abs.po"));
        w->koreanPane()->clear();
        emit concordance->insertRequested(concordance->hits().constFirst().pair.target);
        QVERIFY(!concordance->isVisible());
        QCOMPARE(w->koreanPane()->toPlainText(), QStringLiteral("숫자의 절댓값을 돌려줍니다."));
    }

    void issuesOnTheEntry()
    {
        const auto copy = openedCopy(QStringLiteral("glued.po"));
        const auto &w = copy->window;
        QVERIFY(w);
        // "통조림을 열기 전에 :ref:`tin-sizes`를 읽으십시오.": the role glued to 를, an error from
        // the role's start to the particle, on the entry's own line and columns.
        const int entry = entryStarting(*w->catalog(), "Read :ref:");
        QTreeWidget *issues = w->issueList();
        const auto issuesOf = [&](int of) {
            QList<QTreeWidgetItem *> items;
            for (int i = 0; i < issues->topLevelItemCount(); ++i)
                if (issues->topLevelItem(i)->data(0, Qt::UserRole + 1).toInt() == of &&
                    issues->topLevelItem(i)->text(3) == u"rst-inline-boundary")
                    items.append(issues->topLevelItem(i));
            return items;
        };
        const QList<QTreeWidgetItem *> found = issuesOf(entry);
        QCOMPARE(found.size(), 1);
        QCOMPARE(found[0]->text(0), QString::number(w->catalog()->entries()[entry].msgid.line + 1));
        QCOMPARE(found[0]->text(1), QStringLiteral("error"));
        QCOMPARE(w->entryModel()
                     ->index(w->entryModel()->rowOf(entry), CatalogueEntryModel::IssuesColumn)
                     .data()
                     .toInt(),
                 1);
        // The fuzzy entry's glued role too: in the editor the fuzzy ones are being reviewed.
        QCOMPARE(issuesOf(entryStarting(*w->catalog(), "Call :func:`spam.close`")).size(), 1);
        emit issues->itemActivated(found[0], 0);
        QCOMPARE(w->currentEntry(), entry);
        const LineDecos decos = PaneHighlighter::decosOf(w->koreanPane()->document()->begin());
        QVERIFY(std::any_of(decos.cbegin(), decos.cend(), [](const Deco &d) {
            return d.style == DecoStyle::IssueError && d.start == 11 && d.length == 17;
        }));
        // Fixed by typing the team's "\\": the issue goes on the next run.
        QTextCursor cursor(w->koreanPane()->document());
        cursor.setPosition(27);
        cursor.insertText(QStringLiteral("\\"));
        QTRY_VERIFY_WITH_TIMEOUT(!w->isAnalysing(), testing::Patience);
        QCOMPARE(w->entryModel()
                     ->index(w->entryModel()->rowOf(entry), CatalogueEntryModel::IssuesColumn)
                     .data(),
                 QVariant());
    }

    void unreadableCatalogueSaysWhere()
    {
        QTemporaryDir tmp;
        const QString path = tmp.filePath(QStringLiteral("broken.po"));
        writeAll(path, "msgid \"a\"\nmsgstr \"b\"\nmsgid \"unterminated\n");
        auto w = std::make_unique<CatalogueWindow>(ProjectSettings{});
        QSignalSpy loaded(w.get(), &CatalogueWindow::loaded);
        w->open(path);
        QVERIFY(loaded.wait(testing::Patience));
        QCOMPARE(loaded.constFirst().constFirst().toBool(), false);
        QVERIFY(w->statusBar()->currentMessage().contains(path + ":3"));
        QVERIFY(!w->isLoaded());
        QString error;
        QVERIFY(!w->save(&error));
        QCOMPARE(testing::readBytes(path),
                 QByteArray("msgid \"a\"\nmsgstr \"b\"\nmsgid \"unterminated\n"));
    }

    void mainWindowOpensCatalogues()
    {
        QVERIFY(po::isCataloguePath(QStringLiteral("a/b/spam.po")));
        QVERIFY(po::isCataloguePath(QStringLiteral("SPAM.PO")));
        QVERIFY(!po::isCataloguePath(QStringLiteral("spam.rst")));
        QTemporaryDir tmp;
        const QString path = tmp.filePath(QStringLiteral("spam.po"));
        writeAll(path, fixture(QStringLiteral("babel.po")));
        MainWindow main;
        CatalogueWindow *w = main.openCatalogue(path);
        QVERIFY(w->isWindow());
        QTRY_VERIFY_WITH_TIMEOUT(w->isLoaded(), testing::Patience);
        QCOMPARE(w->path(), path);
        QTRY_VERIFY_WITH_TIMEOUT(!w->isAnalysing(), testing::Patience);
    }
};

QTEST_MAIN(TestEditorCatalogue)
#include "tst_editorcatalogue.moc"
