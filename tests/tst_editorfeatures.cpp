// SPDX-License-Identifier: GPL-3.0-or-later
// What users of OmegaT, Poedit and VS Code expect of the editor (issue 13): next/previous
// untranslated segment, 25 lines of text at 1280x720, gutter marks told apart by shape, Tab
// indenting with spaces, the cursor remembered per file, replacing a glossary term in the file.
// Drives the real window offscreen, on a 1280x720 screen (see main()).
#include "cursormemory.h"
#include "docklayout.h"
#include "editingcontroller.h"
#include "editortesting.h"
#include "guttermark.h"
#include "issuesfilter.h"
#include "issuesmodel.h"
#include "issuespanel.h"
#include "lintrunner.h"
#include "mainwindow.h"
#include "recoverystore.h"
#include "settingskeys.h"
#include "tabindent.h"
#include "termreplacedialog.h"
#include "testprompts.h"
#include "textpane.h"
#include "untranslated.h"

#include <QApplication>
#include <QDockWidget>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QTest>
#include <QTextBlock>
#include <QTimer>
#include <QTreeWidget>

using namespace tandem;
using testing::Patience;

namespace {

struct TestPrompts : testing::RecordingPrompts
{
    TestPrompts() { diskAnswer = DiskChange::Reload; }
};

void writeText(const QString &path, const QString &text)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(text.toUtf8());
}

// English with three paragraphs left in English in the draft (lines 7, 12, 16, 0-based), and
// the wrong form 레이어 of "layer" four times (lines 0, 3, 3, 14).
const char SourceRst[] = "Layers\n"
                         "======\n"
                         "\n"
                         "A model is made of layers. Each layer holds weights.\n"
                         "\n"
                         ".. note::\n"
                         "\n"
                         "   Layers are stacked in order.\n"
                         "\n"
                         "Training\n"
                         "--------\n"
                         "\n"
                         "We train the model on data.\n"
                         "\n"
                         "A layer can be frozen during training.\n"
                         "\n"
                         "The layer output goes to the next layer.\n";
const char DraftRst[] = "레이어\n"
                        "======\n"
                        "\n"
                        "모델은 레이어로 이루어집니다. 각 레이어는 가중치를 가집니다.\n"
                        "\n"
                        ".. note::\n"
                        "\n"
                        "   Layers are stacked in order.\n"
                        "\n"
                        "학습\n"
                        "----\n"
                        "\n"
                        "We train the model on data.\n"
                        "\n"
                        "학습 중에 레이어를 고정할 수 있습니다.\n"
                        "\n"
                        "The layer output goes to the next layer.\n";
const QList<int> UntranslatedLines = {7, 12, 16};

QAction *findAction(QMainWindow *window, const QString &menuTitle, const QString &text)
{
    for (QAction *m : window->menuBar()->actions())
        if (m->text() == menuTitle)
            for (QAction *a : m->menu()->actions())
                if (a->text() == text) return a;
    return nullptr;
}

// A bare document in a plain editor with Tab handled as in the draft.
struct IndentBench
{
    QPlainTextEdit edit;
    TabIndenter *indenter = new TabIndenter(&edit);
    IndentBench(const QString &text, IndentStyle style)
    {
        edit.setPlainText(text);
        indenter->setStyle(style);
    }
    void placeAt(int line, int column)
    {
        QTextCursor c(edit.document()->findBlockByNumber(line));
        c.setPosition(c.position() + column);
        edit.setTextCursor(c);
    }
    QString line(int n) const { return edit.document()->findBlockByNumber(n).text(); }
    void tab() { QTest::keyClick(&edit, Qt::Key_Tab); }
    void backtab() { QTest::keyClick(&edit, Qt::Key_Backtab, Qt::ShiftModifier); }
};

} // namespace

class TestEditorFeatures : public testing::PairWindowTest
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void untranslatedSteps();
    void nextUntranslatedSegment();
    void untranslatedAtCursorAndChangedLines();
    void shortcutsDoNotClash();
    void twentyFiveLinesAt1280x720();
    void gutterMarksPerLine();
    void gutterMarkShapes();
    void tabInRstFollowsTheBlocks();
    void tabInPythonIsFourSpaces();
    void tabOnSelectionIsOneUndoStep();
    void tabInTheDraftPane();
    void cursorRememberedPerFile();
    void replaceTermInFile();

private:
    void openPair(const QString &draftText = QString::fromUtf8(DraftRst));
};

void TestEditorFeatures::initTestCase()
{
    testing::isolateSettings();
}

void TestEditorFeatures::init()
{
    QSettings().clear(); // each test starts as a first start: default layout, no positions
    QVERIFY(newPairFolder(QStringLiteral("layers")));
    QDir(m_dir->path()).mkdir(QStringLiteral(".git"));
    writeText(m_source, QString::fromUtf8(SourceRst));
    QVERIFY(openWindow({}, new TestPrompts));
}

void TestEditorFeatures::cleanup()
{
    closePair();
}

void TestEditorFeatures::openPair(const QString &draftText)
{
    writeText(m_draft, draftText);
    QVERIFY(m_window->openPair(m_source, m_draft));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isAnalysisCurrent(), Patience);
}

void TestEditorFeatures::untranslatedSteps()
{
    const QList<std::pair<int, int>> s = {{3, 4}, {10, 10}, {20, 22}};
    QCOMPARE(untranslatedLineFrom(s, 0, true), 3);
    QCOMPARE(untranslatedLineFrom(s, 3, true), 10);  // from the start of one: the next
    QCOMPARE(untranslatedLineFrom(s, 21, true), 3);  // round at the end
    QCOMPARE(untranslatedLineFrom(s, 10, false), 3); // from the start of one: the one before
    QCOMPARE(untranslatedLineFrom(s, 21, false), 10);
    QCOMPARE(untranslatedLineFrom(s, 2, false), 20); // round at the start
    QCOMPARE(untranslatedLineFrom({}, 5, true), -1);
    // The segment that holds the line counts when Ctrl+U did not put the cursor there.
    QCOMPARE(untranslatedLineFrom(s, 3, true, true), 3);
    QCOMPARE(untranslatedLineFrom(s, 4, true, true), 3); // its second line: back to its start
    QCOMPARE(untranslatedLineFrom(s, 5, true, true), 10);
    QCOMPARE(untranslatedLineFrom(s, 21, false, true), 20);
    QCOMPARE(untranslatedLineFrom(s, 9, false, true), 3);
}

void TestEditorFeatures::nextUntranslatedSegment()
{
    openPair();
    QList<int> firstLines;
    for (const auto &[first, last] : untranslatedDraftLines(*m_window->analysis()))
        firstLines.append(first);
    QCOMPARE(firstLines,
             UntranslatedLines); // prose only: not the title, the code, the note's header

    QAction *next =
        findAction(m_window, QStringLiteral("&Edit"), QStringLiteral("Next &Untranslated Segment"));
    QAction *previous = findAction(m_window, QStringLiteral("&Edit"),
                                   QStringLiteral("&Previous Untranslated Segment"));
    QVERIFY(next && previous);
    QCOMPARE(next->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_U));
    QCOMPARE(previous->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_U));
    TextPane *draft = m_window->draftPane();
    draft->setTextCursor(draft->cursorAt(0, 0));
    QList<int> visited;
    for (int i = 0; i < 4; ++i) {
        next->trigger();
        visited.append(draft->textCursor().blockNumber());
        QCOMPARE(draft->textCursor().positionInBlock(), 0);
    }
    QCOMPARE(visited, (QList<int>{7, 12, 16, 7})); // round at the end
    previous->trigger();
    QCOMPARE(draft->textCursor().blockNumber(), 16); // round at the start
    previous->trigger();
    QCOMPARE(draft->textCursor().blockNumber(), 12);
    // The English of the segment is shown beside it.
    QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("2 of 3")));
    const auto [sFirst, sLast] = m_window->sourcePane()->segmentLines();
    QCOMPARE(sFirst, 12);

    // Translating one takes it out of the list.
    QTextCursor c = draft->cursorAt(12, 0);
    c.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
    c.insertText(QStringLiteral("모델을 데이터로 학습합니다."));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isAnalysisCurrent(), Patience);
    draft->setTextCursor(draft->cursorAt(8, 0));
    next->trigger();
    QCOMPARE(draft->textCursor().blockNumber(), 16);
}

void TestEditorFeatures::untranslatedAtCursorAndChangedLines()
{
    openPair();
    QAction *next =
        findAction(m_window, QStringLiteral("&Edit"), QStringLiteral("Next &Untranslated Segment"));
    QAction *previous = findAction(m_window, QStringLiteral("&Edit"),
                                   QStringLiteral("&Previous Untranslated Segment"));
    QVERIFY(next && previous);
    TextPane *draft = m_window->draftPane();
    auto at = [draft] {
        return std::pair{draft->textCursor().blockNumber(), draft->textCursor().positionInBlock()};
    };

    // The cursor put on an untranslated segment by hand: Ctrl+U starts there, then moves on.
    draft->setTextCursor(draft->cursorAt(12, 0));
    next->trigger();
    QCOMPARE(at(), (std::pair{12, 0}));
    QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("2 of 3")));
    next->trigger();
    QCOMPARE(at(), (std::pair{16, 0}));
    // Inside one: to its start, both ways.
    draft->setTextCursor(draft->cursorAt(12, 6));
    next->trigger();
    QCOMPARE(at(), (std::pair{12, 0}));
    draft->setTextCursor(draft->cursorAt(16, 4));
    previous->trigger();
    QCOMPARE(at(), (std::pair{16, 0}));
    previous->trigger(); // put there by Ctrl+Shift+U: the one before
    QCOMPARE(at(), (std::pair{12, 0}));

    // In a review with "changed lines only", only the segments on changed lines.
    IssuesPanel *issues = m_window->issuesPanel();
    issues->setChangedLineTest([](const Issue &i) { return i.range.start.line >= 15; });
    issues->filter()->setOnlyChangedLines(true);
    draft->setTextCursor(draft->cursorAt(0, 0));
    next->trigger();
    QCOMPARE(at(), (std::pair{16, 0}));
    QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("1 of 1")));
    next->trigger(); // round to the same one
    QCOMPARE(at(), (std::pair{16, 0}));
    previous->trigger();
    QCOMPARE(at(), (std::pair{16, 0}));
    // No untranslated segment changed: the cursor stays and the status bar says why.
    issues->setChangedLineTest([](const Issue &i) { return i.range.start.line == 3; });
    draft->setTextCursor(draft->cursorAt(3, 2));
    QVERIFY(!m_window->editing()->goToUntranslated(true));
    QCOMPARE(at(), (std::pair{3, 2}));
    QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("changed lines")));
    // The filter off again: all three.
    issues->filter()->setOnlyChangedLines(false);
    next->trigger();
    QCOMPARE(at(), (std::pair{7, 0}));
    issues->setChangedLineTest({});
}

void TestEditorFeatures::shortcutsDoNotClash()
{
    QHash<QKeySequence, QString> seen;
    const QList<QAction *> actions = m_window->findChildren<QAction *>();
    for (QAction *a : actions) {
        for (const QKeySequence &k : a->shortcuts()) {
            QVERIFY2(
                !seen.contains(k),
                qPrintable(
                    QStringLiteral("%1: %2 and %3").arg(k.toString(), seen.value(k), a->text())));
            seen.insert(k, a->text());
        }
    }
    QVERIFY(seen.contains(QKeySequence(Qt::CTRL | Qt::Key_U)));
}

void TestEditorFeatures::twentyFiveLinesAt1280x720()
{
    // The window as the app opens it on a first start (readSettings: all of a small screen), on the
    // 1280x720 screen main() gives the offscreen platform.
    const QSize screen = m_window->screen()->availableGeometry().size();
    QCOMPARE(screen, QSize(1280, 720));
    QCOMPARE(m_window->size(), QSize(1280, 720));
    testing::drainEvents(); // the layout settles: its requests are posted events
    TextPane *draft = m_window->draftPane();
    const int lines = draft->viewport()->height() / draft->fontMetrics().lineSpacing();
    qInfo("draft pane: %d px high, %d px a line: %d lines of text", draft->viewport()->height(),
          draft->fontMetrics().lineSpacing(), lines);
    QVERIFY2(lines >= 25, qPrintable(QString::number(lines)));
    // The docks are all there: Issues beside the panes, raised, Glossary above it.
    auto *issues = m_window->findChild<QDockWidget *>(QStringLiteral("issuesDock"));
    auto *glossary = m_window->findChild<QDockWidget *>(QStringLiteral("glossaryDock"));
    QVERIFY(issues && glossary);
    QVERIFY(issues->isVisible() && glossary->isVisible());
    QCOMPARE(m_window->dockWidgetArea(issues), Qt::RightDockWidgetArea);
    QVERIFY(!issues->visibleRegion().isEmpty()); // the raised tab
    // In that narrow column the message comes first and has room to be read.
    QTreeView *view = m_window->issuesPanel()->view();
    QCOMPARE(view->header()->visualIndex(IssuesModel::MessageColumn), 0);
    QVERIFY2(view->columnWidth(IssuesModel::MessageColumn) >= 300,
             qPrintable(QString::number(view->columnWidth(IssuesModel::MessageColumn))));
    QVERIFY(glossary->geometry().bottom() < issues->geometry().top());
    QVERIFY(issues->height() >= 300);
}

void TestEditorFeatures::gutterMarksPerLine()
{
    QString draft = QString::fromUtf8(DraftRst);
    // An error (text glued to inline markup) on line 14 besides its glossary warning.
    draft.replace(QStringLiteral("학습 중에 레이어를"), QStringLiteral("``학습``중에 레이어를"));
    openPair(draft);
    const AnalysisPtr a = m_window->analysis();
    QHash<int, TextPane::LineMark> expected;
    for (const Issue &i : a->issues) {
        if (i.side != Side::Draft) continue;
        TextPane::LineMark &m = expected[i.range.start.line];
        m.severity = std::max(m.severity, i.severity);
        m.fixable = m.fixable || i.fix.has_value();
    }
    QSet<Severity> kinds;
    TextPane *pane = m_window->draftPane();
    for (int line = 0; line < pane->blockCount(); ++line) {
        const std::optional<TextPane::LineMark> mark = pane->lineMark(line);
        QCOMPARE(mark.has_value(), expected.contains(line));
        if (!mark) continue;
        QCOMPARE(mark->severity, expected.value(line).severity);
        QCOMPARE(mark->fixable, expected.value(line).fixable);
        kinds.insert(mark->severity);
    }
    // The glossary's wrong form: a warning with a fix where the file first writes it (the
    // title), a note with the same fix where it writes it again; the glued markup: an error.
    QCOMPARE(pane->lineMark(0)->severity, Severity::Warning);
    QVERIFY(pane->lineMark(0)->fixable);
    QCOMPARE(pane->lineMark(3)->severity, Severity::Info);
    QVERIFY(pane->lineMark(3)->fixable);
    QCOMPARE(pane->lineMark(14)->severity, Severity::Error);
    QVERIFY(!pane->lineMark(5).has_value()); // the note's header has nothing
    QVERIFY(kinds.contains(Severity::Warning) && kinds.contains(Severity::Error));
    QCOMPARE(gutterMarkShape(Severity::Error), GutterMarkShape::ErrorDisc);
    QCOMPARE(gutterMarkShape(Severity::Warning), GutterMarkShape::WarningTriangle);
    QCOMPARE(gutterMarkShape(Severity::Info), GutterMarkShape::NoteSquare);
    // The gutter says what a mark means.
    const QRect r = pane->cursorRect(pane->cursorAt(3, 0));
    QVERIFY(pane->gutterToolTip(r.center().y()).contains(QStringLiteral("quick fix")));
}

void TestEditorFeatures::gutterMarkShapes()
{
    // Each mark painted alone on white: which corners of its square it fills tells the shape
    // (a disc none, a triangle the two lower ones, a square all four), and the light bulb is
    // yellow at the lower right only when a fix is available.
    const QColor white(Qt::white);
    auto paint = [&](Severity s, bool fixable) {
        QImage image(40, 40, QImage::Format_RGB32);
        image.fill(white);
        QPainter p(&image);
        paintGutterMark(p, QRect(10, 10, 20, 20), s, fixable);
        return image;
    };
    auto isWhite = [&](const QImage &im, int x, int y) {
        return im.pixelColor(x, y).lightness() > 240; // antialiased edges count as painted
    };
    auto corners = [&](const QImage &im) {
        // inside the painted square (1 px inset), 1 px from each corner
        return QList<bool>{!isWhite(im, 12, 12), !isWhite(im, 27, 12), !isWhite(im, 12, 27),
                           !isWhite(im, 27, 27)};
    };
    const QImage error = paint(Severity::Error, false);
    const QImage warning = paint(Severity::Warning, false);
    const QImage note = paint(Severity::Info, false);
    QCOMPARE(corners(error), (QList<bool>{false, false, false, false}));
    QCOMPARE(corners(warning), (QList<bool>{false, false, true, true}));
    QCOMPARE(corners(note), (QList<bool>{true, true, true, true}));
    // The colours: red, amber, blue, at a point inside each shape away from its symbol.
    QVERIFY(error.pixelColor(20, 13).red() > 180 && error.pixelColor(20, 13).blue() < 80);
    QVERIFY(warning.pixelColor(14, 27).red() > 180 && warning.pixelColor(14, 27).blue() < 60);
    QVERIFY(note.pixelColor(13, 26).blue() > 180 && note.pixelColor(13, 26).red() < 100);
    auto yellowAt = [](const QImage &im, int x, int y) {
        const QColor c = im.pixelColor(x, y);
        return c.red() > 220 && c.green() > 180 && c.blue() < 120;
    };
    for (Severity s : {Severity::Error, Severity::Warning, Severity::Info}) {
        QVERIFY(!yellowAt(paint(s, false), 24, 22));
        QVERIFY(yellowAt(paint(s, true), 24, 22)); // the bulb's globe
    }
}

void TestEditorFeatures::tabInRstFollowsTheBlocks()
{
    // A file whose directives indent their bodies by 3.
    const QString three = QStringLiteral(".. note::\n\n   Body.\n\n.. tip::\n\n   Text.\n\nPara\n");
    QCOMPARE(rstIndentUnit(three), 3);
    QCOMPARE(rstIndentUnit(QStringLiteral(".. note::\n\n    Body.\n\nText::\n\n    code\n")), 4);
    QCOMPARE(rstIndentUnit(QStringLiteral("Only prose.\n")), 4);

    IndentBench bench(QStringLiteral(".. note::\n\n   Body.\n\n.. tip::\n\n\n- item text\n\n"),
                      {IndentStyle::Kind::Rst, 3});
    // Under the tip's header: one unit deeper than it.
    bench.placeAt(6, 0);
    bench.tab();
    QCOMPARE(bench.line(6), QStringLiteral("   "));
    bench.tab(); // then every unit
    QCOMPARE(bench.line(6), QStringLiteral("      "));
    bench.backtab();
    QCOMPARE(bench.line(6), QStringLiteral("   "));
    bench.backtab();
    QCOMPARE(bench.line(6), QString());
    // Under a list item: its text's column first.
    bench.placeAt(8, 0);
    bench.tab();
    QCOMPARE(bench.line(8), QStringLiteral("  "));
    bench.tab();
    QCOMPARE(bench.line(8), QStringLiteral("   ")); // the item's level + the unit
    QVERIFY(!bench.edit.toPlainText().contains(u'\t'));
    // Shift+Tab on a line of text, cursor anywhere in it: the line moves to the stop before.
    bench.placeAt(2, 5);
    bench.backtab();
    QCOMPARE(bench.line(2), QStringLiteral("Body."));
    bench.backtab(); // nothing left to remove
    QCOMPARE(bench.line(2), QStringLiteral("Body."));
}

void TestEditorFeatures::tabInPythonIsFourSpaces()
{
    IndentBench bench(QStringLiteral("def f():\n\nx = 1\n"), {IndentStyle::Kind::Python, 4});
    bench.placeAt(1, 0);
    bench.tab();
    QCOMPARE(bench.line(1), QStringLiteral("    "));
    bench.tab();
    QCOMPARE(bench.line(1), QStringLiteral("        "));
    QCOMPARE(bench.edit.textCursor().positionInBlock(), 8);
    bench.backtab();
    QCOMPARE(bench.line(1), QStringLiteral("    "));
    // Inside text: to the next multiple of 4.
    bench.placeAt(2, 1);
    bench.tab();
    QCOMPARE(bench.line(2), QStringLiteral("x    = 1")); // "x" then three spaces to column 4
    // A selection inside one line: the line moves, the selected words stay.
    QTextCursor word = bench.edit.textCursor();
    word.setPosition(bench.edit.document()->findBlockByNumber(2).position() + 5);
    word.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
    bench.edit.setTextCursor(word);
    bench.tab();
    QCOMPARE(bench.line(2), QStringLiteral("    x    = 1"));
}

void TestEditorFeatures::tabOnSelectionIsOneUndoStep()
{
    const QString text = QStringLiteral("def f():\n    a = 1\n\n    if a:\n        b = 2\nc = 3\n");
    IndentBench bench(text, {IndentStyle::Kind::Python, 4});
    QTextCursor c(bench.edit.document()->findBlockByNumber(1));
    c.setPosition(bench.edit.document()->findBlockByNumber(4).position() + 3,
                  QTextCursor::KeepAnchor);
    bench.edit.setTextCursor(c);
    bench.tab();
    QCOMPARE(
        bench.edit.toPlainText(),
        QStringLiteral("def f():\n        a = 1\n\n        if a:\n            b = 2\nc = 3\n"));
    // The lines stay selected, whole, for another Tab or Shift+Tab.
    QCOMPARE(bench.edit.textCursor().selectionStart(),
             bench.edit.document()->findBlockByNumber(1).position());
    bench.edit.undo();
    QCOMPARE(bench.edit.toPlainText(), text);
    bench.edit.redo();
    bench.edit.setTextCursor(c); // the same lines (undo and redo leave no selection)
    bench.backtab();
    bench.backtab(); // a line with less indentation loses what it has
    QCOMPARE(bench.edit.toPlainText(),
             QStringLiteral("def f():\na = 1\n\nif a:\n    b = 2\nc = 3\n"));
    bench.edit.undo();
    QCOMPARE(bench.edit.toPlainText(), text);
}

void TestEditorFeatures::tabInTheDraftPane()
{
    // RST draft: the file indents its directives by 4, the draft pane's Tab follows it.
    QString draft = QString::fromUtf8(DraftRst);
    draft.replace(QStringLiteral("   Layers are"), QStringLiteral("    Layers are"));
    openPair(draft);
    QCOMPARE(m_window->editing()->indenter()->style().kind, IndentStyle::Kind::Rst);
    QCOMPARE(m_window->editing()->indenter()->style().unit, 4);
    TextPane *pane = m_window->draftPane();
    pane->setFocus();
    pane->setTextCursor(pane->cursorAt(6, 0)); // the blank line under ".. note::"
    QTest::keyClick(pane, Qt::Key_Tab);
    QCOMPARE(pane->document()->findBlockByNumber(6).text(), QStringLiteral("    "));
    pane->undo();
    QCOMPARE(pane->rawText(), draft);

    // A sphinx-gallery script: Python's four spaces.
    const QString py = m_dir->filePath(QStringLiteral("script.py"));
    writeText(py, QStringLiteral("\"\"\"\nTitle\n=====\n\"\"\"\n\ndef f():\nreturn 1\n"));
    QVERIFY(m_window->openPair(QString(), py));
    QCOMPARE(m_window->editing()->indenter()->style().kind, IndentStyle::Kind::Python);
    pane->setTextCursor(pane->cursorAt(6, 0));
    QTest::keyClick(pane, Qt::Key_Tab);
    QCOMPARE(pane->document()->findBlockByNumber(6).text(), QStringLiteral("    return 1"));
    // The read-only English never takes a Tab.
    m_window->sourcePane()->setFocus();
    const QString before = m_window->sourcePane()->rawText();
    QTest::keyClick(m_window->sourcePane(), Qt::Key_Tab);
    QCOMPARE(m_window->sourcePane()->rawText(), before);
}

void TestEditorFeatures::cursorRememberedPerFile()
{
    openPair();
    TextPane *draft = m_window->draftPane();
    draft->setTextCursor(draft->cursorAt(14, 6));
    // Another file replaces it; its own cursor starts at the top.
    const QString other = m_dir->filePath(QStringLiteral("other.rst"));
    writeText(other, QStringLiteral("Other\n=====\n\nText.\n"));
    QVERIFY(m_window->openPair(QString(), other));
    QCOMPARE(draft->textCursor().blockNumber(), 0);
    draft->setTextCursor(draft->cursorAt(3, 2));
    // Back to the first: where it was left.
    QVERIFY(m_window->openPair(m_source, m_draft));
    QCOMPARE(draft->textCursor().blockNumber(), 14);
    QCOMPARE(draft->textCursor().positionInBlock(), 6);
    QCOMPARE(cursormemory::recall(other), std::optional<Position>(Position{3, 2}));

    // Closing the window keeps it too, for the next session.
    draft->setTextCursor(draft->cursorAt(16, 10));
    QVERIFY(m_window->close());
    QCOMPARE(cursormemory::recall(m_draft), std::optional<Position>(Position{16, 10}));
    delete m_window;
    QVERIFY(testing::showWindow(m_window, m_prompts));
    draft = m_window->draftPane();
    QVERIFY(m_window->openPair(m_source, m_draft));
    QCOMPARE(draft->textCursor().blockNumber(), 16);
    QCOMPARE(draft->textCursor().positionInBlock(), 10);

    // The file got shorter meanwhile: the last line, at most its end.
    QVERIFY(m_window->openPair(QString(), other));
    writeText(m_draft, QStringLiteral("레이어\n======\n\n짧아진 파일\n"));
    QVERIFY(m_window->openPair(m_source, m_draft));
    QCOMPARE(draft->textCursor().blockNumber(), draft->blockCount() - 1);
    QCOMPARE(draft->textCursor().positionInBlock(), 0); // the last line is empty
    draft->setTextCursor(draft->cursorAt(3, 0));
    QVERIFY(m_window->openPair(QString(), other));
    writeText(m_draft, QStringLiteral("레이어\n======\n\n짧다\n"));
    cursormemory::remember(m_draft, Position{3, 40});
    QVERIFY(m_window->openPair(m_source, m_draft));
    QCOMPARE(draft->textCursor().blockNumber(), 3);
    QCOMPARE(draft->textCursor().positionInBlock(), 2); // the end of "짧다"
}

void TestEditorFeatures::replaceTermInFile()
{
    openPair();
    const QString original = m_window->draftPane()->rawText();
    Issue issue;
    for (const Issue &i : m_window->analysis()->issues)
        if (i.check == QLatin1String("glossary-term") && i.range.start.line == 14) issue = i;
    QCOMPARE(issue.check, QStringLiteral("glossary-term"));

    EditingController *editing = m_window->editing();
    const auto plan = editing->planTermReplace(issue);
    QVERIFY(plan);
    QCOMPARE(plan->rendering, QStringLiteral("레이어"));
    QCOMPARE(plan->agreed, QStringLiteral("계층"));
    QList<int> lines;
    for (const TermEdit &e : plan->edits)
        lines.append(e.fix.range.start.line);
    QCOMPARE(lines, (QList<int>{0, 3, 3, 14}));
    QCOMPARE(plan->reported, (QList<bool>{true, true, true, true}));

    // The preview lists the four with their context; the title is left out.
    bool shown = false;
    QTimer::singleShot(0, this, [&] {
        auto *dialog = qobject_cast<TermReplaceDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        shown = true;
        QTreeWidget *list = dialog->list();
        QCOMPARE(list->topLevelItemCount(), 4);
        QCOMPARE(list->topLevelItem(3)->text(0), QStringLiteral("15"));
        QVERIFY(list->topLevelItem(3)->text(1).contains(QStringLiteral("[레이어를 → 계층을]")));
        QVERIFY(list->topLevelItem(3)->text(1).contains(QStringLiteral("학습 중에")));
        list->topLevelItem(0)->setCheckState(0, Qt::Unchecked);
        QCOMPARE(dialog->chosen(), (QList<int>{1, 2, 3}));
        dialog->accept();
    });
    QVERIFY(editing->replaceTermInFile(issue));
    QVERIFY(shown);
    const QTextDocument *doc = m_window->draftPane()->document();
    QCOMPARE(doc->findBlockByNumber(0).text(), QStringLiteral("레이어"));
    QCOMPARE(doc->findBlockByNumber(3).text(),
             QStringLiteral("모델은 계층으로 이루어집니다. 각 계층은 가중치를 가집니다."));
    QCOMPARE(doc->findBlockByNumber(14).text(),
             QStringLiteral("학습 중에 계층을 고정할 수 있습니다."));
    // One undo step puts all three back.
    m_window->draftPane()->undo();
    QCOMPARE(m_window->draftPane()->rawText(), original);

    // Cancelled: nothing changes.
    QTimer::singleShot(0, this, [] {
        if (QWidget *d = QApplication::activeModalWidget()) static_cast<QDialog *>(d)->reject();
    });
    QVERIFY(!editing->replaceTermInFile(issue));
    QCOMPARE(m_window->draftPane()->rawText(), original);
    // Not a glossary issue: nothing to plan.
    Issue other = issue;
    other.check = QStringLiteral("style");
    QVERIFY(!editing->planTermReplace(other));
}

// The layout tests want a 1280x720 screen.
TANDEM_TEST_MAIN_ON_LAPTOP_SCREEN(TestEditorFeatures)

#include "tst_editorfeatures.moc"
