// SPDX-License-Identifier: GPL-3.0-or-later
// Drives the real editor window offscreen: open a pair, type, see issues arrive, fix, undo,
// scroll, save, change the file on disk, recover after a crash.
#include "actionscontroller.h"
#include "concordancedialog.h"
#include "docklayout.h"
#include "editortesting.h"
#include "filebytes.h"
#include "findbar.h"
#include "fulldisk.h"
#include "glossarypanel.h"
#include "issuesfilter.h"
#include "issuesmodel.h"
#include "issuespanel.h"
#include "lintrunner.h"
#include "mainwindow.h"
#include "panehighlighter.h"
#include "recoverystore.h"
#include "rstscanner.h"
#include "scrollsync.h"
#include "settingskeys.h"
#include "spelling.h"
#include "spellingdictionary.h"
#include "spellingwordlist.h"
#include "testprompts.h"
#include "textfile.h"
#include "textpane.h"
#include "translationprogress.h"

#include <QCheckBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTreeWidget>

using namespace tandem;
using tandem::testing::readBytes;
using testing::Patience;

namespace {

// Answers the window's questions without dialogs and records that they were asked.
struct TestPrompts : testing::RecordingPrompts
{
    TestPrompts()
    {
        recover = true;
        diskAnswer = DiskChange::Reload;
    }
};

void writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(bytes);
}

// Types like a user: ASCII as key presses, Hangul as key events carrying the syllable (what a
// Korean input method commits). QTest::keyClicks only handles Latin-1.
void type(QWidget *w, const QString &text)
{
    for (QChar c : text) {
        if (c.unicode() < 128)
            QTest::keyClick(w, c.toLatin1());
        else
            QTest::sendKeyEvent(QTest::Click, w, Qt::Key_unknown, QString(c), Qt::NoModifier);
    }
}

bool hasIssue(const MainWindow &w, const QString &check)
{
    for (const Issue &i : w.issuesPanel()->model()->issues())
        if (i.check == check) return true;
    return false;
}

const Issue *findIssue(const MainWindow &w, const QString &check)
{
    for (const Issue &i : w.analysis()->issues)
        if (i.check == check) return &i;
    return nullptr;
}

// What the window's analysis is, for the message of a failed wait.
QString analysisState(const MainWindow &w)
{
    QString d = QStringLiteral("current=%1 latest requested=%2 busy=%3 applied=%4, issues:")
                    .arg(w.isAnalysisCurrent())
                    .arg(w.lintRunner()->latestRequested())
                    .arg(w.lintRunner()->isBusy())
                    .arg(w.analysis() ? qlonglong(w.analysis()->generation) : -1);
    if (w.analysis())
        for (const Issue &i : w.analysis()->issues)
            d += u' ' + i.check;
    return d;
}

// The underline formats the highlighter put on a line.
QList<QTextLayout::FormatRange> underlines(const QTextBlock &block)
{
    QList<QTextLayout::FormatRange> out;
    for (const QTextLayout::FormatRange &r : block.layout()->formats())
        if (r.format.underlineStyle() == QTextCharFormat::WaveUnderline) out.append(r);
    return out;
}

QMenu *findMenu(QMainWindow *window, const QString &title)
{
    for (QAction *a : window->menuBar()->actions())
        if (a->text() == title) return a->menu();
    return nullptr;
}

QAction *findAction(QMenu *menu, const QString &text)
{
    for (QAction *a : menu->actions())
        if (a->text() == text) return a;
    return nullptr;
}

// Adds a line to `path` on disk and waits until the window reports that change, which must be
// report number `count`. Changes are reported in the order they happen, so anything that came
// before this one has been reported by then: the sync point for "nothing was reported before".
void changeOnDiskIsReported(const testing::RecordingPrompts &prompts, const QString &path,
                            int count)
{
    const QByteArray bytes = readBytes(path) + "\nA line added on disk.\n";
    writeBytes(path, bytes);
    QTRY_VERIFY(prompts.diskTexts.contains(bytes));
    QCOMPARE(prompts.diskChanges, count);
}

constexpr int CallLine = 11; // "Call ``x.sum()`` to add all elements." in both fixtures

// Selects the draft's CallLine and types `text` over it.
void retypeCallLine(TextPane *draft, const QString &text)
{
    QTextCursor c = draft->cursorAt(CallLine, 0);
    c.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
    draft->setTextCursor(c);
    type(draft, text);
}

} // namespace

class TestEditor : public testing::PairWindowTest
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void typingBringsIssuesAndUnderlines();
    void quickFixIsOneUndoStep();
    void gluedParticleFixesFollowTheCheckout();
    void fixAllTitleUnderlines();
    void scrollingKeepsSegmentsAligned();
    void cursorShadesSegmentInBothPanes();
    void saveKeepsBytes();
    void saveKeepsBomAndCrlf();
    void changeOnDiskReloads();
    void changeOnDiskKeep();
    void ownSaveIsNotAChange();
    void badFileOpensNothing();
    void missingDraftStartsAsCopy();
    void autosaveIsOfferedBack();
    void largeAutosaveIsOfferedOrNamed();
    void saveOntoFullDiskKeepsTextAndRecovery();
    void findReplaceWithRegex();
    void glossaryPanelShowsSegmentTerms();
    void tooltipsShowTermsAndIssues();
    void suppressHidesIssue();
    void draftAlone();
    void spellingSuggestionsAndWordList();
    void dropOpensPair();
    void userStyleRules();
    void reviewDockOnlyInReviewerMode();
    void viewMenuTogglesEveryDock();
    void f8GoesFromIssueToIssue();
    void windowShortcutsWinOverEditorKeys();
    void firstWindowFitsTheScreen();
    void reviewDockKeepsTheIssuesHeight();

private:
    void openFixture(const QByteArray &draftBytes = {});
    TextPane *openWithGluedCallLine();
};

void TestEditor::initTestCase()
{
    testing::isolateSettings();
}

void TestEditor::init()
{
    QVERIFY(newPairFolder(QStringLiteral("tensors")));
    QDir(m_dir->path()).mkdir(QStringLiteral(".git")); // a checkout: suppressions go here
    QVERIFY(QFile::copy(TANDEM_FIXTURES "/editor/source.rst", m_source));
    QVERIFY(openWindow({1400, 700}, new TestPrompts));
}

void TestEditor::cleanup()
{
    closePair();
}

// The fixture open with its call line retyped as ``x.sum()``를 (markup glued to a particle), the
// analysis current and reporting it: the draft pane, or null when that did not happen.
TextPane *TestEditor::openWithGluedCallLine()
{
    openFixture();
    TextPane *draft = m_window->draftPane();
    draft->setFocus();
    retypeCallLine(draft, QStringLiteral("``x.sum()``를 호출합니다."));
    const bool reported = QTest::qWaitFor(
        [&] { return m_window->isAnalysisCurrent() && hasIssue(*m_window, "rst-inline-boundary"); },
        Patience);
    return reported ? draft : nullptr;
}

void TestEditor::openFixture(const QByteArray &draftBytes)
{
    writeBytes(m_draft,
               draftBytes.isEmpty() ? readBytes(TANDEM_FIXTURES "/editor/draft.rst") : draftBytes);
    QVERIFY(m_window->openPair(m_source, m_draft));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isAnalysisCurrent(), Patience);
}

void TestEditor::typingBringsIssuesAndUnderlines()
{
    openFixture();
    QVERIFY(!hasIssue(*m_window, "rst-inline-boundary"));
    QVERIFY(!hasIssue(*m_window, "glossary-term"));
    TextPane *draft = m_window->draftPane();
    draft->setFocus();
    retypeCallLine(draft, QStringLiteral("``x.sum()``를 호출하면 모든 파라미터를 더합니다."));
    QCOMPARE(draft->document()->findBlockByNumber(CallLine).text(),
             QStringLiteral("``x.sum()``를 호출하면 모든 파라미터를 더합니다."));

    QTRY_VERIFY2_WITH_TIMEOUT(hasIssue(*m_window, "rst-inline-boundary"),
                              qPrintable(analysisState(*m_window)), Patience);
    QTRY_VERIFY_WITH_TIMEOUT(hasIssue(*m_window, "glossary-term"), Patience);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isAnalysisCurrent(), Patience);
    // The issues panel lists them with their line.
    const IssuesModel *model = m_window->issuesPanel()->model();
    bool listed = false;
    for (int row = 0; row < model->rowCount(); ++row)
        listed |= model->index(row, IssuesModel::CheckColumn)
                      .data()
                      .toString()
                      .startsWith("glossary-term") &&
                  model->index(row, IssuesModel::LineColumn).data().toInt() == CallLine + 1;
    QVERIFY(listed);
    // And the document carries the underlines: one at the glued 를 (column 11), one under 파라미터.
    const QTextBlock block = draft->document()->findBlockByNumber(CallLine);
    const auto lines = underlines(block);
    const int wrongAt = int(block.text().indexOf(QStringLiteral("파라미터")));
    auto covers = [&](int column) {
        return std::any_of(lines.begin(), lines.end(), [&](const QTextLayout::FormatRange &r) {
            return r.start <= column && column < r.start + r.length;
        });
    };
    QVERIFY(covers(wrongAt));
    QVERIFY(covers(10) || covers(11));
    // The glossary slip is also marked as a wrong term (background), and the source pane has
    // the English term highlighted.
    QVERIFY(!PaneHighlighter::decosOf(block).isEmpty());
    // The status bar counts units as the project report does (translationprogress.h).
    const RstDocument sourceDoc =
        scanDocument(QString::fromUtf8(readBytes(m_source)), FileKind::Rst);
    const RstDocument draftDoc = scanDocument(draft->toPlainText(), FileKind::Rst);
    const TranslationProgress progress =
        translationProgress(sourceDoc, draftDoc, align(sourceDoc, draftDoc));
    QVERIFY(progress.units >= progress.translated && progress.translated > 0);
    QVERIFY2(m_window->statusText().contains(QStringLiteral("%1 of %2 units translated")
                                                 .arg(progress.translated)
                                                 .arg(progress.units)),
             qPrintable(m_window->statusText()));

    // Applying an analysis re-formats lines, which Qt reports as a text change: it must not
    // start another analysis (that doubled the work of every keystroke), nor mark the draft
    // for autosave.
    const quint64 settled = m_window->analysis()->generation;
    // One key that changes the line's decorations: the glued 를 is no longer glued.
    draft->moveCursor(QTextCursor::StartOfBlock);
    for (int i = 0; i < 11; ++i)
        draft->moveCursor(QTextCursor::Right);
    type(draft, QStringLiteral(" "));
    QTRY_VERIFY_WITH_TIMEOUT(
        m_window->isAnalysisCurrent() && m_window->analysis()->generation > settled, Patience);
    const quint64 afterKey = m_window->analysis()->generation;
    QCOMPARE(afterKey, settled + 1);
    // Applying it asked for nothing more: a re-format's text change would have requested a run
    // at once (LintRunner::request), so once the queue is drained none may have been asked for.
    testing::drainEvents();
    QCOMPARE(m_window->lintRunner()->latestRequested(), afterKey);
    QVERIFY(m_window->isAnalysisCurrent());
    QCOMPARE(m_window->analysis()->generation, afterKey);
}

void TestEditor::quickFixIsOneUndoStep()
{
    TextPane *draft = openWithGluedCallLine();
    QVERIFY(draft);
    const QString typed = draft->rawText();
    const Issue issue = *findIssue(*m_window, "rst-inline-boundary");
    QVERIFY(issue.fix.has_value());
    QVERIFY(m_window->applyFix(issue));
    QCOMPARE(draft->document()->findBlockByNumber(CallLine).text(),
             QStringLiteral("``x.sum()``\\ 를 호출합니다."));
    QTRY_VERIFY_WITH_TIMEOUT(
        m_window->isAnalysisCurrent() && !hasIssue(*m_window, "rst-inline-boundary"), Patience);
    draft->setTextCursor(draft->cursorAt(0, 0)); // the cursor elsewhere when undoing
    draft->undo();
    QCOMPARE(draft->rawText(), typed);
    // Undo puts the cursor where the fix was (issue 44: it went to line 1, column 1, and the
    // next key landed there).
    QCOMPARE(draft->textCursor().blockNumber(), CallLine);
    QCOMPARE(draft->textCursor().positionInBlock(), issue.fix->range.start.column);
    QTRY_VERIFY_WITH_TIMEOUT(
        m_window->isAnalysisCurrent() && hasIssue(*m_window, "rst-inline-boundary"), Patience);
    // The shortcut path: cursor on the line, Ctrl+., then Ctrl+Z.
    draft->setTextCursor(draft->cursorAt(CallLine, 3));
    QVERIFY(m_window->applyFixAtCursor());
    QVERIFY(
        draft->document()->findBlockByNumber(CallLine).text().contains(QStringLiteral("\\ 를")));
    draft->undo();
    QCOMPARE(draft->rawText(), typed);
    QCOMPARE(draft->textCursor().blockNumber(), CallLine);
}

void TestEditor::gluedParticleFixesFollowTheCheckout()
{
    // The rest of the checkout writes a space between markup and a particle more often.
    writeBytes(m_dir->filePath(QStringLiteral("others.rst")),
               "``a`` 를 봅니다.\n\n``b`` 에서 봅니다.\n\n`c`_ 로 갑니다.\n\n``d``\\ 를 씁니다.\n");
    TextPane *draft = openWithGluedCallLine();
    QVERIFY(draft);
    const QString typed = draft->rawText();
    auto fixesOffered = [&] {
        QMenu menu;
        menu.addAction(QStringLiteral("Undo"));
        emit draft->contextMenuAboutToShow(&menu, draft->cursorAt(CallLine, 3));
        QList<QAction *> fixes;
        for (QAction *a : menu.actions())
            if (a->text().startsWith(QStringLiteral("Fix: "))) {
                a->setParent(draft); // outlive the menu
                fixes.append(a);
            }
        return fixes;
    };
    QList<QAction *> fixes = fixesOffered();
    QCOMPARE(fixes.size(), 2); // both forms, the checkout's first
    QVERIFY2(fixes[0]->text().contains(QStringLiteral("``x.sum()`` 를")),
             qPrintable(fixes[0]->text()));
    QVERIFY2(fixes[1]->text().contains(QStringLiteral("``x.sum()``\\ 를")),
             qPrintable(fixes[1]->text()));
    fixes[1]->trigger(); // the other one is one click away
    QCOMPARE(draft->document()->findBlockByNumber(CallLine).text(),
             QStringLiteral("``x.sum()``\\ 를 호출합니다."));
    draft->undo();
    QCOMPARE(draft->rawText(), typed);
    QTRY_VERIFY_WITH_TIMEOUT(
        m_window->isAnalysisCurrent() && hasIssue(*m_window, "rst-inline-boundary"), Patience);
    // Fix All writes the same choice.
    QVERIFY(m_window->fixAllOfKind(QStringLiteral("rst-inline-boundary")) >= 1);
    QCOMPARE(draft->document()->findBlockByNumber(CallLine).text(),
             QStringLiteral("``x.sum()`` 를 호출합니다."));
    draft->undo();
    qDeleteAll(fixes);

    // The style file decides over the count.
    const QString style = m_dir->filePath(QStringLiteral("team-style.yaml"));
    writeBytes(style, "markup-particle: backslash\n");
    QVERIFY(m_window->setStyleFile(style));
    QTRY_VERIFY_WITH_TIMEOUT(
        m_window->isAnalysisCurrent() && hasIssue(*m_window, "rst-inline-boundary") &&
            findIssue(*m_window, "rst-inline-boundary")->fix->replacement == QStringLiteral("\\ "),
        Patience);
    fixes = fixesOffered();
    QCOMPARE(fixes.size(), 2);
    QVERIFY2(fixes[0]->text().contains(QStringLiteral("``x.sum()``\\ 를")),
             qPrintable(fixes[0]->text()));
    qDeleteAll(fixes);
    QVERIFY(m_window->setStyleFile({}));
}

void TestEditor::fixAllTitleUnderlines()
{
    openFixture();
    QVERIFY(hasIssue(*m_window, "rst-title-underline")); // 더 나아가기 is wider than its line
    TextPane *draft = m_window->draftPane();
    const QString before = draft->rawText();
    QVERIFY(m_window->fixAllOfKind(QStringLiteral("rst-title-underline")) >= 1);
    QTRY_VERIFY_WITH_TIMEOUT(
        m_window->isAnalysisCurrent() && !hasIssue(*m_window, "rst-title-underline"), Patience);
    draft->undo(); // one step undoes them all
    QCOMPARE(draft->rawText(), before);
}

void TestEditor::scrollingKeepsSegmentsAligned()
{
    // Make the draft's paragraphs longer than the source's so that percentages would drift.
    QByteArray bytes = readBytes(TANDEM_FIXTURES "/editor/draft.rst");
    QByteArray prefix;
    for (int i = 0; i < 30; ++i)
        prefix += "문단 " + QByteArray::number(i) + "입니다.\n\n";
    QByteArray src = readBytes(m_source);
    QByteArray srcPrefix;
    for (int i = 0; i < 30; ++i)
        srcPrefix +=
            "Paragraph " + QByteArray::number(i) + " is here\nand continues on a second line.\n\n";
    writeBytes(m_source, srcPrefix + src);
    openFixture(prefix + bytes);
    m_window->setWordWrap(false);
    m_window->setSyncScrolling(true);
    TextPane *source = m_window->sourcePane();
    TextPane *draft = m_window->draftPane();
    const AnalysisPtr a = m_window->analysis();
    const Alignment &al = a->lint.alignment;
    // Scroll the source to the start of the segment of paragraph 20 (source lines 60-61,
    // draft line 40): the draft follows by segment, though its paragraphs are shorter.
    const int seg = al.segmentAtSourceLine(60);
    QVERIFY(seg >= 0);
    const auto [sa, sb] = al.sourceLines(al.segments.at(seg));
    const int da = al.draftLines(al.segments.at(seg)).first;
    QCOMPARE(sa, 60);
    QCOMPARE(sb, 61);
    QCOMPARE(da, 40);
    source->scrollToLine(sa);
    QCOMPARE(source->topLine(), sa);
    QTRY_COMPARE(draft->topLine(), da);
    source->scrollToLine(sb); // inside the segment: the next segment starts level in both
    const Segment &next = al.segments.at(seg + 1);
    QTRY_VERIFY(qAbs(source->lineTop(al.sourceLines(next).first) -
                     draft->lineTop(al.draftLines(next).first)) <= 2);
    // And the other way round, to a segment earlier in the file.
    const int seg5 = al.segmentAtDraftLine(10);
    QVERIFY(seg5 >= 0);
    draft->scrollToLine(al.draftLines(al.segments.at(seg5)).first);
    QTRY_COMPARE(source->topLine(), al.sourceLines(al.segments.at(seg5)).first);
    // Switched off, the other pane stays where it is.
    m_window->setSyncScrolling(false);
    const int sourceTop = source->topLine();
    draft->scrollToLine(da);
    testing::drainEvents(); // the follow-ups of a scroll run on the next passes of the loop
    QCOMPARE(source->topLine(), sourceTop);
}

void TestEditor::cursorShadesSegmentInBothPanes()
{
    openFixture();
    TextPane *draft = m_window->draftPane();
    draft->setFocus();
    draft->setTextCursor(draft->cursorAt(4, 2)); // second line of the first paragraph
    const auto [first, last] = draft->segmentLines();
    QCOMPARE(first, 3);
    QCOMPARE(last, 4);
    QCOMPARE(m_window->sourcePane()->segmentLines(), std::make_pair(3, 4));
    QVERIFY(draft->extraSelections().isEmpty()); // painted under the text (tst_editorfollow)
}

void TestEditor::saveKeepsBytes()
{
    openFixture();
    TextPane *draft = m_window->draftPane();
    draft->setFocus();
    retypeCallLine(draft, QStringLiteral("``x.sum()``\\ 로 모두 더합니다."));
    QVERIFY(draft->document()->isModified());
    QVERIFY(m_window->save());
    QVERIFY(!draft->document()->isModified());
    QByteArray expected = readBytes(TANDEM_FIXTURES "/editor/draft.rst");
    expected.replace("Call ``x.sum()`` to add all elements.",
                     QStringLiteral("``x.sum()``\\ 로 모두 더합니다.").toUtf8());
    QCOMPARE(readBytes(m_draft), expected); // the no-break space on line 17 survives too
    QVERIFY(expected.contains("\xc2\xa0"));
}

void TestEditor::saveKeepsBomAndCrlf()
{
    QByteArray bytes = readBytes(TANDEM_FIXTURES "/editor/draft.rst");
    bytes.replace("\n", "\r\n");
    bytes.prepend("\xef\xbb\xbf");
    openFixture(bytes);
    TextPane *draft = m_window->draftPane();
    draft->setFocus();
    draft->moveCursor(QTextCursor::End);
    type(draft, QStringLiteral("끝."));
    QTest::keyClick(draft, Qt::Key_Return);
    QVERIFY(m_window->save());
    QCOMPARE(readBytes(m_draft), bytes + QStringLiteral("끝.\r\n").toUtf8());
}

void TestEditor::changeOnDiskReloads()
{
    openFixture();
    QByteArray changed = readBytes(m_draft);
    changed.replace("다음 단계", "다음으로");
    writeBytes(m_draft, changed); // as `git checkout` would
    QTRY_COMPARE(m_prompts->diskChanges, 1);
    QCOMPARE(m_window->draftPane()->document()->findBlockByNumber(13).text(),
             QStringLiteral("다음으로"));
    QVERIFY(!m_window->draftPane()->document()->isModified());
    // The reload is an edit: undo brings the previous text back.
    m_window->draftPane()->undo();
    QCOMPARE(m_window->draftPane()->document()->findBlockByNumber(13).text(),
             QStringLiteral("다음 단계"));
}

void TestEditor::changeOnDiskKeep()
{
    openFixture();
    m_prompts->diskAnswer = UserPrompts::DiskChange::Keep;
    QByteArray changed = readBytes(m_draft);
    changed.replace("다음 단계", "다음으로");
    writeBytes(m_draft, changed);
    QTRY_COMPARE(m_prompts->diskChanges, 1);
    QCOMPARE(m_window->draftPane()->document()->findBlockByNumber(13).text(),
             QStringLiteral("다음 단계"));
    QVERIFY(m_window->draftPane()->document()->isModified()); // disk differs from what is shown
}

void TestEditor::ownSaveIsNotAChange()
{
    openFixture();
    type(m_window->draftPane(), QStringLiteral("x"));
    QVERIFY(m_window->save());
    // Whatever the save set off comes before a later change of the source, which is therefore
    // the first change reported...
    changeOnDiskIsReported(*m_prompts, m_source, 1);
    // ...and the watcher still follows the file QSaveFile put in place.
    changeOnDiskIsReported(*m_prompts, m_draft, 2);
}

void TestEditor::badFileOpensNothing()
{
    openFixture();
    const QString before = m_window->draftPane()->rawText();
    const QString bad = m_dir->filePath(QStringLiteral("bad.rst"));
    writeBytes(bad, QByteArray("caf\xe9 au lait\n"));
    QVERIFY(!m_window->openPair(m_source, bad));
    QCOMPARE(m_prompts->errors.size(), 1);
    QVERIFY(m_prompts->errors.first().contains(QStringLiteral("bad.rst")));
    QCOMPARE(m_window->draftPane()->rawText(), before);
    QCOMPARE(m_window->draftFile().path, QFileInfo(m_draft).absoluteFilePath());
    const QString binary = m_dir->filePath(QStringLiteral("image.rst"));
    writeBytes(binary, QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16));
    QVERIFY(!m_window->openPair(binary, m_draft));
    QCOMPARE(m_prompts->errors.size(), 2);
    QCOMPARE(m_window->sourceFile().path, QFileInfo(m_source).absoluteFilePath());
}

void TestEditor::missingDraftStartsAsCopy()
{
    const QString fresh = m_dir->filePath(QStringLiteral("new.ko.rst"));
    QVERIFY(m_window->openPair(m_source, fresh));
    QCOMPARE(m_window->draftPane()->rawText(), m_window->sourcePane()->rawText());
    QVERIFY(m_window->draftPane()->document()->isModified());
    QVERIFY(!QFile::exists(fresh));
    QVERIFY(m_window->save());
    QCOMPARE(readBytes(fresh), readBytes(m_source));
}

void TestEditor::autosaveIsOfferedBack()
{
    openFixture();
    type(m_window->draftPane(), QStringLiteral("복구"));
    const QString typed = m_window->draftPane()->rawText();
    // A crash: the window goes away without saving or cleaning up; the autosave remains.
    QTRY_VERIFY_WITH_TIMEOUT(RecoveryStore::read(m_draft).has_value(), 8000);
    QCOMPARE(*RecoveryStore::read(m_draft), typed);
    auto *crashed = m_window;
    m_window = new MainWindow(m_prompts);
    crashed->draftPane()->document()->setModified(false); // no question on the way out
    delete crashed;
    QVERIFY(RecoveryStore::read(m_draft).has_value() || true);
    RecoveryStore::write(m_draft, typed); // the crashed session would not have removed it
    QVERIFY(m_window->openPair(m_source, m_draft));
    QCOMPARE(m_prompts->recoveryOffers, 1);
    QCOMPARE(m_window->draftPane()->rawText(), typed);
    QVERIFY(m_window->draftPane()->document()->isModified());
    QVERIFY(readBytes(m_draft) != typed.toUtf8()); // nothing written until the user saves
}

// A draft that grew past the 16 MiB Tandem opens while it was edited: its recovery copy is still
// offered; a copy past what Tandem reads back is named, and kept, never dropped without a word.
void TestEditor::largeAutosaveIsOfferedOrNamed()
{
    const QString line = QStringLiteral("복구할 문장입니다. The draft grew while it was edited.\n");
    QString large;
    while (large.toUtf8().size() <= TextFile::MaxBytes)
        large += line.repeated(4096);
    QVERIFY(RecoveryStore::write(m_draft, large));
    writeBytes(m_draft, readBytes(TANDEM_FIXTURES "/editor/draft.rst"));
    m_prompts->recover = false;
    QVERIFY(m_window->openPair(m_source, m_draft));
    QCOMPARE(m_prompts->recoveryOffers, 1);
    QVERIFY(m_prompts->errors.isEmpty());
    closeWindow(m_draft);

    // Past RecoveryStore::MaxBytes: not read, but the user is told where it is, and it stays.
    QVERIFY(openWindow({1400, 700}, new TestPrompts));
    QByteArray huge(RecoveryStore::MaxBytes + 1, 'x');
    QFile copy(RecoveryStore::pathFor(m_draft));
    QVERIFY(copy.open(QIODevice::WriteOnly));
    QCOMPARE(copy.write(huge), qint64(huge.size()));
    copy.close();
    QVERIFY(m_window->openPair(m_source, m_draft));
    QCOMPARE(m_prompts->recoveryOffers, 0);
    QCOMPARE(m_prompts->errors.size(), 1);
    QVERIFY2(m_prompts->errors.at(0).contains(QDir::toNativeSeparators(copy.fileName())),
             qPrintable(m_prompts->errors.at(0)));
    QVERIFY(QFile::exists(copy.fileName()));
    QFile::remove(copy.fileName());
}

// Saving a 26 KB draft where about 8 KB fit (a real tmpfs where the test may mount one, else a
// file size limit, which makes write(2) stop short the same way): the save fails with a message,
// the window keeps the text and the unsaved mark, the recovery copy stays, the file on disk is
// the old one.
void TestEditor::saveOntoFullDiskKeepsTextAndRecovery()
{
    testing::SmallFileSystem small(64 * 1024);
    QByteArray old = readBytes(TANDEM_FIXTURES "/editor/draft.rst");
    if (small.isMounted()) {
        RecoveryStore::remove(m_draft);
        m_draft = small.filePath(QStringLiteral("tensors.ko.rst")); // cleanup() removes its copy
        QFile filler(small.filePath(QStringLiteral("filler")));
        QVERIFY(filler.open(QIODevice::WriteOnly));
        QCOMPARE(filler.write(QByteArray(52 * 1024, 'x')), qint64(52 * 1024));
    }
    openFixture(old);
    TextPane *draft = m_window->draftPane();
    QTextCursor c(draft->document());
    c.movePosition(QTextCursor::End);
    c.insertText(QStringLiteral("번역한 문단입니다.\n").repeated(1000));
    const QString text = draft->rawText();
    QVERIFY(text.toUtf8().size() > 25000);
    QTRY_VERIFY_WITH_TIMEOUT(RecoveryStore::read(m_draft) == text, 8000);

    bool saved = true;
    if (small.isMounted()) {
        saved = m_window->save();
    } else {
        testing::FileSizeLimit limit(8192);
        QVERIFY(limit.isValid());
        saved = m_window->save();
    }
    QVERIFY(!saved);
    QCOMPARE(m_prompts->errors.size(), 1);
    QVERIFY2(m_prompts->errors.first().contains(QStringLiteral("disk full")),
             qPrintable(m_prompts->errors.first()));
    QCOMPARE(draft->rawText(), text);
    QVERIFY(draft->document()->isModified());
    QVERIFY(m_window->isWindowModified());
    QCOMPARE(readBytes(m_draft), old);
    QCOMPARE(RecoveryStore::read(m_draft), std::optional<QString>(text));
    QCOMPARE(m_prompts->diskChanges, 0);

    // A recovery copy that cannot be written whole keeps the previous one.
    {
        testing::FileSizeLimit limit(4096);
        QVERIFY(limit.isValid());
        QVERIFY(!RecoveryStore::write(m_draft, text + QStringLiteral("더")));
    }
    QCOMPARE(RecoveryStore::read(m_draft), std::optional<QString>(text));

    // The failed save put nothing in place: a later change on disk is the first one reported.
    changeOnDiskIsReported(*m_prompts, m_source, 1);
}

void TestEditor::findReplaceWithRegex()
{
    openFixture();
    FindBar *bar = m_window->findBar();
    bar->findEdit()->setText(QStringLiteral("(\\S+)는"));
    bar->replaceEdit()->setText(QStringLiteral("\\1은"));
    bar->regexBox()->setChecked(true);
    const int n = bar->replaceAll();
    QCOMPARE(n, 2); // 텐서는 twice
    QVERIFY(m_window->draftPane()->rawText().contains(QStringLiteral("텐서은 특별한")));
    m_window->draftPane()->undo();
    QVERIFY(m_window->draftPane()->rawText().contains(QStringLiteral("텐서는 특별한")));
}

void TestEditor::glossaryPanelShowsSegmentTerms()
{
    openFixture();
    TextPane *draft = m_window->draftPane();
    draft->setFocus();
    draft->setTextCursor(draft->cursorAt(3, 0)); // "Tensors are ... parameters."
    QTRY_VERIFY_WITH_TIMEOUT(m_window->glossaryPanel()->tree()->topLevelItemCount() > 0, Patience);
    QTreeWidget *tree = m_window->glossaryPanel()->tree();
    QTreeWidgetItem *parameter = nullptr;
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        if (tree->topLevelItem(i)->text(0).startsWith(QStringLiteral("parameter")))
            parameter = tree->topLevelItem(i);
    QVERIFY(parameter);
    QVERIFY(parameter->text(1).contains(QStringLiteral("매개변수")));
    // Search finds any term; double-click inserts its agreed Korean at the cursor.
    draft->moveCursor(QTextCursor::End);
    m_window->glossaryPanel()->searchEdit()->setText(QStringLiteral("parameter"));
    parameter = nullptr;
    for (int i = 0; i < tree->topLevelItemCount() && !parameter; ++i)
        if (tree->topLevelItem(i)->text(0).startsWith(QStringLiteral("parameter")))
            parameter = tree->topLevelItem(i);
    QVERIFY(parameter);
    emit tree->itemDoubleClicked(parameter, 0);
    QVERIFY(draft->rawText().endsWith(QStringLiteral("매개변수")));
}

void TestEditor::tooltipsShowTermsAndIssues()
{
    openFixture();
    TextPane *source = m_window->sourcePane();
    const QTextBlock block = source->document()->findBlockByNumber(4);
    const int column = int(block.text().indexOf(QStringLiteral("parameters")));
    const QStringList tips = source->highlighter()->tipsAt(block, column + 1);
    QVERIFY2(tips.join(u' ').contains(QStringLiteral("매개변수")), qPrintable(tips.join(u' ')));
    const Issue issue = *findIssue(*m_window, "rst-title-underline");
    QCOMPARE(issue.range.start.line, 19); // the underline of 더 나아가기
    const QTextBlock underline = m_window->draftPane()->document()->findBlockByNumber(19);
    const QString tip = m_window->draftPane()
                            ->highlighter()
                            ->tipsAt(underline, issue.range.start.column)
                            .join(u' ');
    QVERIFY(tip.contains(QStringLiteral("rst-title-underline")));
    QVERIFY(tip.contains(issue.message));
}

void TestEditor::suppressHidesIssue()
{
    openFixture();
    const Issue issue = *findIssue(*m_window, "rst-title-underline");
    QVERIFY(m_window->suppress(issue));
    QTRY_VERIFY_WITH_TIMEOUT(
        m_window->isAnalysisCurrent() && !hasIssue(*m_window, "rst-title-underline"), Patience);
    const QByteArray file = readBytes(m_dir->filePath(QStringLiteral(".tandem-suppressions.yaml")));
    QVERIFY(file.contains("rst-title-underline"));
    QVERIFY(file.contains("tensors.ko.rst"));
}

void TestEditor::draftAlone()
{
    writeBytes(m_draft, readBytes(TANDEM_FIXTURES "/editor/draft.rst"));
    QVERIFY(m_window->openDraft(m_draft));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isAnalysisCurrent(), Patience);
    QVERIFY(m_window->sourcePane()->rawText().isEmpty());
    QVERIFY(hasIssue(*m_window, "rst-title-underline"));
    QVERIFY(m_window->pickSource(m_source));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isAnalysisCurrent() && m_window->analysis()->lint.source,
                             Patience);
}

void TestEditor::spellingSuggestionsAndWordList()
{
    // A tiny dictionary (학습, 모델, model, tensor) for both languages keeps the test hermetic.
    Spelling::shared().setDictionary(
        Spelling::Language::Korean, SpellingDictionary::load(TANDEM_FIXTURES "/language/utf8.aff"));
    Spelling::shared().setDictionary(
        Spelling::Language::English,
        SpellingDictionary::load(TANDEM_FIXTURES "/language/utf8.aff"));
    const QString wordList = SpellingWordList::userFile();
    QFile::remove(wordList);
    openFixture();
    QAction *toggle = nullptr;
    for (QAction *a : m_window->findChildren<QAction *>())
        if (a->text() == QStringLiteral("Check &Spelling")) toggle = a;
    QVERIFY(toggle);
    QVERIFY(!toggle->isChecked()); // off by default
    toggle->trigger();
    QVERIFY(toggle->isChecked());

    TextPane *draft = m_window->draftPane();
    draft->setFocus();
    QTextCursor end = draft->cursorAt(CallLine, 0);
    end.movePosition(QTextCursor::EndOfBlock);
    draft->setTextCursor(end);
    type(draft, QStringLiteral(" 학슴"));
    auto spellingIssueAt = [&](int column) {
        for (const Issue &i : m_window->analysis()->issues)
            if (i.check == "spelling" && i.range.start.line == CallLine &&
                i.range.start.column <= column && column < i.range.end.column)
                return true;
        return false;
    };
    const int at =
        int(draft->document()->findBlockByNumber(CallLine).text().indexOf(QStringLiteral("학슴")));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isAnalysisCurrent() && spellingIssueAt(at), Patience);

    // The context menu offers suggestions, looked up in a worker, and the word lists.
    QMenu menu;
    menu.addAction(QStringLiteral("Undo"));
    emit draft->contextMenuAboutToShow(&menu, draft->cursorAt(CallLine, at + 1));
    QMenu *suggestions = nullptr;
    QAction *addToMine = nullptr, *addToProject = nullptr;
    for (QAction *a : menu.actions()) {
        if (a->menu() && a->text().contains(QStringLiteral("학슴"))) suggestions = a->menu();
        if (a->text().startsWith(QStringLiteral("Add “학슴” to My"))) addToMine = a;
        if (a->text().contains(QStringLiteral("Project"))) addToProject = a;
    }
    QVERIFY(suggestions && addToMine && addToProject);
    QAction *fix = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((fix = [&]() -> QAction * {
                                 for (QAction *a : suggestions->actions())
                                     if (a->text() == QStringLiteral("학습")) return a;
                                 return nullptr;
                             }()),
                             Patience);
    fix->trigger();
    QCOMPARE(draft->document()->findBlockByNumber(CallLine).text().mid(at, 2),
             QStringLiteral("학습"));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isAnalysisCurrent() && !spellingIssueAt(at), Patience);
    draft->undo(); // one undo step gives the word back
    QCOMPARE(draft->document()->findBlockByNumber(CallLine).text().mid(at, 2),
             QStringLiteral("학슴"));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isAnalysisCurrent() && spellingIssueAt(at), Patience);

    // Added to the user's word list: written to the file and accepted from then on.
    addToMine->trigger();
    QFile list(wordList);
    QVERIFY(list.open(QIODevice::ReadOnly));
    QVERIFY(QString::fromUtf8(list.readAll()).split(u'\n').contains(QStringLiteral("학슴")));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isAnalysisCurrent() && !spellingIssueAt(at), Patience);

    toggle->trigger(); // leave the setting as found
    QFile::remove(wordList);
    Spelling::shared().setDictionary(Spelling::Language::Korean, nullptr);
    Spelling::shared().setDictionary(Spelling::Language::English, nullptr);
}

void TestEditor::dropOpensPair()
{
    writeBytes(m_draft, readBytes(TANDEM_FIXTURES "/editor/draft.rst"));
    auto drop = [&](const QStringList &paths) {
        QMimeData data;
        QList<QUrl> urls;
        for (const QString &p : paths)
            urls << QUrl::fromLocalFile(p);
        data.setUrls(urls);
        const QPoint at = m_window->rect().center();
        QDragEnterEvent enter(at, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(m_window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent dropped(QPointF(at), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(m_window, &dropped);
    };
    // Dropped draft first: the English one still becomes the source.
    drop({m_draft, m_source});
    QCOMPARE(m_window->sourceFile().path, QFileInfo(m_source).absoluteFilePath());
    QCOMPARE(m_window->draftFile().path, QFileInfo(m_draft).absoluteFilePath());
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isAnalysisCurrent(), Patience);
    QVERIFY(m_window->draftPane()->toPlainText().contains(QStringLiteral("텐서")));

    // A draft alone, then its source dropped on it.
    delete m_window;
    QVERIFY(testing::showWindow(m_window, m_prompts));
    drop({m_draft});
    QVERIFY(m_window->draftFile().isOpen());
    QVERIFY(!m_window->sourceFile().isOpen());
    drop({m_source});
    QCOMPARE(m_window->sourceFile().path, QFileInfo(m_source).absoluteFilePath());
}

void TestEditor::userStyleRules()
{
    openFixture();
    auto styleIssues = [&] {
        int n = 0;
        for (const Issue &i : m_window->analysis()->issues)
            n += i.check == QLatin1String("style") &&
                 i.message.contains(QStringLiteral("살펴봅니다"));
        return n;
    };
    QCOMPARE(styleIssues(), 0);
    // The fixture's last line says "학습해 봅니다"; a team rule wants "살펴봅니다".
    const QString rules = m_dir->filePath(QStringLiteral("team-style.yaml"));
    writeBytes(rules,
               "rules:\n  - id: team-look\n    level: warning\n"
               "    message: \"'%1' → '%2' (살펴봅니다)\"\n    swap: {해 봅니다: 해 살펴봅니다}\n");
    QVERIFY(m_window->setStyleFile(rules));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isAnalysisCurrent() && styleIssues() == 1, Patience);

    // A broken file is refused with its problems, and the rules in use stay.
    const QString broken = m_dir->filePath(QStringLiteral("broken.yaml"));
    writeBytes(broken, "rules:\n  - id: x\n    levle: warning\n    swap: [\n");
    QVERIFY(!m_window->setStyleFile(broken));
    QVERIFY(!m_prompts->errors.isEmpty());
    QVERIFY2(m_prompts->errors.constLast().contains(QStringLiteral("broken.yaml:")),
             qPrintable(m_prompts->errors.constLast()));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isAnalysisCurrent(), Patience);
    QCOMPARE(styleIssues(), 1);

    // Remembered for the next start; "built-in only" forgets it.
    delete m_window;
    QVERIFY(testing::showWindow(m_window, m_prompts));
    QVERIFY(m_window->openPair(m_source, m_draft));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isAnalysisCurrent(), Patience);
    QCOMPARE(styleIssues(), 1);
    QVERIFY(m_window->setStyleFile({}));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isAnalysisCurrent() && styleIssues() == 0, Patience);
}

void TestEditor::reviewDockOnlyInReviewerMode()
{
    auto *review = m_window->findChild<QDockWidget *>(QStringLiteral("reviewDock"));
    QVERIFY(review);
    QVERIFY(review->isHidden());
    // A layout saved while reviewing shows the dock; a window opened without a checkout hides it.
    review->show();
    QVERIFY(m_window->close()); // writes the settings, the layout among them
    QVERIFY(!QSettings().value(settings::State).toByteArray().isEmpty());
    auto *again = new MainWindow(m_prompts);
    again->show();
    QVERIFY(QTest::qWaitForWindowExposed(again));
    auto *reviewAgain = again->findChild<QDockWidget *>(QStringLiteral("reviewDock"));
    QVERIFY(reviewAgain && reviewAgain->isHidden());
    QVERIFY(!again->findChild<QDockWidget *>(QStringLiteral("issuesDock"))->isHidden());
    // The reviewer can still show it by hand.
    reviewAgain->toggleViewAction()->trigger();
    QVERIFY(!reviewAgain->isHidden());
    delete again;
    QSettings().remove(settings::State);
    QSettings().remove(settings::Geometry);
}

void TestEditor::viewMenuTogglesEveryDock()
{
    QMenu *view = findMenu(m_window, QStringLiteral("&View"));
    QVERIFY(view);
    const QList<QDockWidget *> docks = m_window->findChildren<QDockWidget *>();
    QCOMPARE(docks.size(), 5); // Issues, Glossary, Review, Matches (translation memory), Preview
    for (QDockWidget *dock : docks)
        QVERIFY2(view->actions().contains(dock->toggleViewAction()),
                 qPrintable(dock->objectName()));
    QAction *issues = findAction(view, QStringLiteral("Issues"));
    QAction *glossary = findAction(view, QStringLiteral("Glossary"));
    QVERIFY(issues && glossary && findAction(view, QStringLiteral("Review")) &&
            findAction(view, QStringLiteral("Matches")) &&
            findAction(view, QStringLiteral("Preview")));
    auto *issuesDock = m_window->findChild<QDockWidget *>(QStringLiteral("issuesDock"));
    QVERIFY(!issuesDock->isHidden() && issues->isChecked());
    issues->trigger();
    QVERIFY(issuesDock->isHidden());
    QVERIFY(!issues->isChecked());
    issues->trigger();
    QVERIFY(!issuesDock->isHidden());
    auto *glossaryDock = m_window->findChild<QDockWidget *>(QStringLiteral("glossaryDock"));
    glossary->trigger();
    QVERIFY(glossaryDock->isHidden());
    glossary->trigger();
    QVERIFY(!glossaryDock->isHidden());
}

void TestEditor::f8GoesFromIssueToIssue()
{
    openFixture();
    TextPane *draft = m_window->draftPane();
    // Two more lines with an error each (markup glued to Hangul), so there are at least three
    // places whatever else the checks find in the fixture.
    QTextCursor end(draft->document());
    end.movePosition(QTextCursor::End);
    end.insertText(QStringLiteral("\n``a``를 봅니다.\n\n``b``를 봅니다.\n"));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isAnalysisCurrent(), Patience);
    // The places of the draft's issues, in order (several issues may start at one place).
    QList<int> starts;
    QHash<int, QString> messageAt;
    for (const Issue &i : m_window->analysis()->issues) {
        if (i.side != Side::Draft) continue;
        const int at = draft->cursorAt(i.range.start.line, i.range.start.column).position();
        if (!starts.contains(at)) {
            starts.append(at);
            messageAt.insert(at, i.message);
        }
    }
    std::sort(starts.begin(), starts.end());
    QVERIFY2(starts.size() >= 3, qPrintable(analysisState(*m_window)));

    QMenu *edit = findMenu(m_window, QStringLiteral("&Edit"));
    QVERIFY(edit);
    QAction *next = findAction(edit, QStringLiteral("Ne&xt Issue"));
    QAction *previous = findAction(edit, QStringLiteral("Pre&vious Issue"));
    QVERIFY(next && previous);
    QCOMPARE(next->shortcut(), QKeySequence(Qt::Key_F8));
    QCOMPARE(previous->shortcut(), QKeySequence(Qt::SHIFT | Qt::Key_F8));

    // From a place just after the first issue's start, F8 goes to the second, then the third.
    QTextCursor c(draft->document());
    c.setPosition(starts.at(0) + 1);
    draft->setTextCursor(c);
    next->trigger();
    QCOMPARE(draft->textCursor().selectionStart(), starts.at(1));
    QCOMPARE(m_window->statusBar()->currentMessage(), messageAt.value(starts.at(1)));
    next->trigger();
    QCOMPARE(draft->textCursor().selectionStart(), starts.at(2));
    // Shift+F8 goes back, and from the first round to the last.
    previous->trigger();
    QCOMPARE(draft->textCursor().selectionStart(), starts.at(1));
    previous->trigger();
    QCOMPARE(draft->textCursor().selectionStart(), starts.at(0));
    previous->trigger();
    QCOMPARE(draft->textCursor().selectionStart(), starts.constLast());
    // And F8 from the last round to the first.
    next->trigger();
    QCOMPARE(draft->textCursor().selectionStart(), starts.at(0));
    QVERIFY(m_window->isAnalysisCurrent()); // moving is no edit
    // The keys themselves, in the draft.
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window));
    draft->setFocus();
    QTest::keyClick(draft, Qt::Key_F8);
    QCOMPARE(draft->textCursor().selectionStart(), starts.at(1));
    QTest::keyClick(draft, Qt::Key_F8, Qt::ShiftModifier);
    QCOMPARE(draft->textCursor().selectionStart(), starts.at(0));

    // A cursor at an issue's start, nothing selected: F8 shows that issue, not the next one.
    c.setPosition(starts.at(1));
    draft->setTextCursor(c);
    next->trigger();
    QCOMPARE(draft->textCursor().selectionStart(), starts.at(1));
    QVERIFY(draft->textCursor().hasSelection());

    // With the Issues list filtered to errors, F8 and Shift+F8 step through errors only.
    QList<int> errorStarts;
    for (const Issue &i : m_window->analysis()->issues)
        if (i.side == Side::Draft && i.severity == Severity::Error) {
            const int at = draft->cursorAt(i.range.start.line, i.range.start.column).position();
            if (!errorStarts.contains(at)) errorStarts.append(at);
        }
    std::sort(errorStarts.begin(), errorStarts.end());
    QVERIFY(errorStarts.size() >= 2);
    QVERIFY2(errorStarts.size() < starts.size(), "the fixture has warnings or notes too");
    m_window->issuesPanel()->filter()->setMinimumSeverity(int(Severity::Error));
    c.setPosition(0);
    draft->setTextCursor(c);
    for (int k = 0; k < errorStarts.size(); ++k) {
        next->trigger();
        QCOMPARE(draft->textCursor().selectionStart(), errorStarts.at(k));
    }
    next->trigger(); // round to the first error
    QCOMPARE(draft->textCursor().selectionStart(), errorStarts.at(0));
    previous->trigger();
    QCOMPARE(draft->textCursor().selectionStart(), errorStarts.constLast());
    // A text filter too: only the issues whose check or message has it.
    m_window->issuesPanel()->filter()->setMinimumSeverity(0);
    m_window->issuesPanel()->filter()->setText(QStringLiteral("no-such-check-or-message"));
    const int before = draft->textCursor().selectionStart();
    next->trigger();
    QCOMPARE(draft->textCursor().selectionStart(), before); // nothing to go to
    m_window->issuesPanel()->filter()->setText(QString());
}

void TestEditor::windowShortcutsWinOverEditorKeys()
{
    // The draft lets the window's shortcuts through (ShortcutOverride not taken), keeps its
    // own editing keys, and Ctrl+K typed in it opens the concordance without editing the text.
    openFixture();
    TextPane *draft = m_window->draftPane();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window));
    draft->setFocus();
    const auto claims = [draft](Qt::Key key, Qt::KeyboardModifiers mods) {
        QKeyEvent e(QEvent::ShortcutOverride, key, mods);
        QCoreApplication::sendEvent(draft, &e);
        return e.isAccepted();
    };
    QVERIFY(!claims(Qt::Key_K, Qt::ControlModifier));
    QVERIFY(!claims(Qt::Key_1, Qt::ControlModifier));
    QVERIFY(!claims(Qt::Key_F8, Qt::NoModifier));
    QVERIFY(claims(Qt::Key_Z, Qt::ControlModifier)); // undo stays the editor's
    QVERIFY(claims(Qt::Key_A, Qt::NoModifier));      // and typing
    const QString text = draft->rawText();
    draft->setTextCursor(draft->cursorAt(0, 0));
    QTest::keyClick(draft, Qt::Key_K, Qt::ControlModifier);
    QCOMPARE(draft->rawText(), text);
    QDialog *concordance = m_window->findChild<ConcordanceDialog *>();
    QVERIFY(concordance);
    QTRY_VERIFY(concordance->isVisible());
    concordance->close();

    // The window no longer active (with no window manager nothing activates it again after a
    // dialog closes): the shortcut map passes the key over, and the pane still does what the
    // window's shortcut does, text unchanged.
    QWidget other;
    other.show();
    other.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&other));
    QVERIFY(!m_window->isActiveWindow());
    draft->setFocus();
    QTest::keyClick(draft, Qt::Key_K, Qt::ControlModifier);
    QCOMPARE(draft->rawText(), text);
    QTRY_VERIFY(concordance->isVisible());
    concordance->close();
}

void TestEditor::firstWindowFitsTheScreen()
{
    QSettings().remove(settings::Geometry); // the first start
    MainWindow window(m_prompts);
    const QRect screen = window.screen()->availableGeometry();
    QVERIFY2(screen.contains(window.geometry()), qPrintable(QStringLiteral("%1x%2+%3+%4 on %5x%6")
                                                                .arg(window.width())
                                                                .arg(window.height())
                                                                .arg(window.x())
                                                                .arg(window.y())
                                                                .arg(screen.width())
                                                                .arg(screen.height())));
    // Any screen: a laptop's whole, most of a large one and centred, never a fixed size.
    const QList<QRect> screens = {{0, 0, 1280, 720},  {0, 0, 1366, 768},      {0, 0, 1920, 1080},
                                  {0, 0, 3840, 2160}, {1920, 24, 2560, 1416}, {0, 0, 1024, 600}};
    for (const QRect &available : screens) {
        const QRect r = firstWindowGeometry(available);
        QVERIFY(available.contains(r));
        QCOMPARE(r.center(), available.center());
        if (available.width() <= 1400)
            QCOMPARE(r.size(), available.size());
        else
            QVERIFY(r.width() >= available.width() * 4 / 5 &&
                    r.height() >= available.height() * 4 / 5);
    }
    QVERIFY(firstWindowGeometry({0, 0, 1920, 1080}).size() != QSize(1500, 900));
    QVERIFY(firstWindowGeometry({0, 0, 3840, 2160}).width() > 3000);

    // A status message takes the source label's place instead of printing over it; the
    // counts stay.
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *source = window.findChild<QLabel *>(QStringLiteral("sourceLabel"));
    QVERIFY(source);
    source->setText(QStringLiteral("English: beginner_source/a_long_tutorial_name.rst@decd1fe "
                                   "(git history, read-only)"));
    QVERIFY(source->isVisible());
    window.statusBar()->showMessage(QStringLiteral("Untranslated segment 3 of 16"), 5000);
    QVERIFY(!source->isVisible());
    window.statusBar()->clearMessage();
    QVERIFY(source->isVisible());
}

void TestEditor::reviewDockKeepsTheIssuesHeight()
{
    // A large screen's layout: Issues under the panes; the Review dock appears beside it.
    QMainWindow window;
    window.setCentralWidget(new QWidget);
    auto *issues = new QDockWidget(QStringLiteral("Issues"), &window);
    auto *review = new QDockWidget(QStringLiteral("Review"), &window);
    issues->setWidget(new QWidget);
    review->setWidget(new QWidget);
    window.addDockWidget(Qt::BottomDockWidgetArea, review);
    window.splitDockWidget(review, issues, Qt::Horizontal);
    review->hide();
    window.resize(1200, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.resizeDocks({issues}, {175}, Qt::Vertical);
    testing::drainEvents();
    const int before = issues->height();
    QVERIFY(before < 700 * 2 / 5 - 20);
    showReviewDock(&window, review, issues);
    testing::drainEvents();
    QVERIFY(review->isVisible());
    QVERIFY2(std::abs(review->height() - before) <= 4,
             qPrintable(QStringLiteral("%1 then %2").arg(before).arg(review->height())));
    QVERIFY(review->width() > issues->width()); // the wider table
}

QTEST_MAIN(TestEditor)
#include "tst_editor.moc"
