// SPDX-License-Identifier: GPL-3.0-or-later
// Painting is exact (issue 23): after any edit, at any width, both panes show what a freshly
// laid-out pane shows for the same text. A seeded random sequence of edits (typing that changes
// how lines wrap, deletes across segments, new lines, pastes, a match replacing a line, fix-all,
// undo, redo, wheel scrolls) is applied to the real window on an invented tutorial pair, and
// after each step, for both panes:
//  - every block's laid-out rows (line count, padded height, padding, first line number) equal
//    those of a document laid out from scratch with the same text, formats, width and rows;
//  - what the pane put on screen (the offscreen backing store: stale pixels stay there) equals a
//    full repaint of the pane as it is now (QWidget::grab), text and gutter (numbers, marks).
#include "datatable.h"
#include "linenumberarea.h"
#include "mainwindow.h"
#include "recoverystore.h"
#include "rowalignedlayout.h"
#include "testprompts.h"
#include "textpane.h"

#include <QApplication>
#include <QKeyEvent>
#include <QRandomGenerator>
#include <QScreen>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QWheelEvent>

using namespace tandem;

namespace {

constexpr int Patience = 30000;
constexpr int StepsPerWidth = 170; // three widths: 510 edits

// A tutorial as the community writes them: a title, wrapped paragraphs, a list, a card grid,
// a code block, an admonition; the draft has half of it in Korean and the rest still English
// (a translation started in place).
QByteArray englishTutorial()
{
    QByteArray en = "Fault-tolerant Distributed Training\n"
                    "===================================\n\n"
                    ".. grid:: 2\n\n"
                    "   .. grid-item-card:: What you will learn\n\n"
                    "      * How to launch a job that survives a failed worker\n"
                    "      * How to save a snapshot of the training state\n\n"
                    "   .. grid-item-card:: Prerequisites\n\n"
                    "      * PyTorch 2.0 or later installed on every node\n\n";
    for (int i = 0; i < 14; ++i) {
        const QByteArray n = QByteArray::number(i);
        if (i % 5 == 2) en += "Section " + n + "\n----------\n\n";
        en += "Paragraph " + n +
              " explains how the workers of a job agree on a rendezvous point, so that a "
              "node that fails can be replaced without restarting the whole job from the "
              "beginning.\n\n";
        if (i % 4 == 1)
            en += "* the first item of list " + n +
                  " on a p3.8xlarge instance\n"
                  "* a second item that is a little longer and may wrap at narrow widths\n\n";
        if (i % 6 == 3)
            en += ".. code-block:: python\n\n   import torch\n   model = torch.nn.Linear(4, 2)\n\n";
        if (i == 9) en += ".. note::\n\n   Snapshots are written by the first worker only.\n\n";
    }
    return en;
}

// Every other paragraph in Korean, line for line; the rest stays English.
QByteArray draftOf(const QByteArray &english)
{
    QList<QByteArray> lines = english.split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        if (lines[i].startsWith("Paragraph ") && (i / 3) % 2 == 0)
            lines[i] = "문단 " + lines[i].mid(10, 2).trimmed() +
                       "은 작업의 워커들이 랑데부 지점에 합의하는 방법을 설명합니다.";
        else if (lines[i].startsWith("* the first item"))
            lines[i] = "* 첫 번째 항목입니다";
    }
    return lines.join('\n');
}

const QStringList Phrases = {
    QStringLiteral("분산 학습"),
    QStringLiteral(" 다중 GPU를 가진 노드에서 작업을 다시 시작하지 않고도 실패한 워커를 교체할 수 "
                   "있습니다"),
    QStringLiteral(" ``torchrun``"),
    QStringLiteral(
        "스냅샷을 저장하는 방법을 살펴보고, 학습 상태를 처음부터 다시 만들지 않고 이어서 "
        "학습하는 방법을 알아봅니다. "),
    QStringLiteral("x"),
    QStringLiteral("  "),
};

// Key presses carrying text, one per character (QTest::keyClicks takes Latin-1 only).
void typeKeys(QWidget *widget, const QString &text)
{
    for (const QChar ch : text) {
        QKeyEvent press(QEvent::KeyPress, Qt::Key_unknown, Qt::NoModifier, QString(ch));
        QCoreApplication::sendEvent(widget, &press);
    }
}

// Runs the event loop until nothing is pending: queued repaints, zero-time timers (the row
// heights ScrollSync looks at once per pass) and the repaints those ask for.
void settle()
{
    for (int i = 0; i < 6; ++i) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

// A pane laid out from scratch with one live pane's text, font, width and formats (its
// highlighter has no decorations: the live blocks' formats are copied).
struct FreshPane
{
    TextPane pane;
    RowAlignedLayout *layout = nullptr;
    QTextDocument &doc;

    explicit FreshPane(const TextPane *live) : layout(pane.rowLayout()), doc(*pane.document())
    {
        pane.setAttribute(Qt::WA_DontShowOnScreen);
        pane.setFont(live->font());
        pane.setLineWrapMode(live->lineWrapMode());
        pane.setWordWrapMode(live->wordWrapMode());
        pane.setTabStopDistance(live->tabStopDistance());
        layout->setSourceSide(live->rowLayout()->isSourceSide());
        pane.setPlainText(live->rawText());
        pane.resize(live->size());
        pane.show();
        QTextBlock from = live->document()->firstBlock();
        for (QTextBlock to = doc.firstBlock(); to.isValid() && from.isValid();
             to = to.next(), from = from.next()) {
            to.layout()->setFormats(from.layout()->formats());
            to.clearLayout();
        }
    }
};

QString describeBlock(const RowAlignedLayout *layout, const QTextBlock &b)
{
    return QStringLiteral("line %1: %2 lines (laid out %3), height %4, padding %5, first row %6")
        .arg(b.blockNumber() + 1)
        .arg(b.lineCount())
        .arg(b.layout()->lineCount())
        .arg(layout->blockBoundingRect(b).height())
        .arg(layout->paddingBelow(b))
        .arg(b.firstLineNumber());
}

} // namespace

class TestEditorPaintExact : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void randomEditsPaintExactly_data();
    void randomEditsPaintExactly();

private:
    // Empty when the panes match a fresh layout and their screen matches a full repaint.
    QString mismatch(MainWindow *window) const;
    QString layoutMismatch(MainWindow *window) const;
    QString paintMismatch(MainWindow *window) const;
};

void TestEditorPaintExact::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("tandem-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_editorpaintexact"));
    QApplication::setCursorFlashTime(0); // a steady cursor: the two paints compared agree on it
}

QString TestEditorPaintExact::layoutMismatch(MainWindow *window) const
{
    TextPane *panes[2] = {window->sourcePane(), window->draftPane()};
    FreshPane source(panes[0]), draft(panes[1]);
    FreshPane *fresh[2] = {&source, &draft};
    source.layout->setPartner(draft.layout);
    draft.layout->setPartner(source.layout);
    if (const AlignedRows *rows = panes[1]->rowLayout()->rows()) {
        // The same rows the live panes use (ScrollSync shares the analysis' rows with both).
        const auto shared = window->analysis()->segments.rows;
        if (shared.get() != rows) return QStringLiteral("the panes' rows are not the analysis'");
        source.layout->setRows(shared);
        draft.layout->setRows(shared);
    }
    for (int side = 0; side < 2; ++side) {
        const RowAlignedLayout *live = panes[side]->rowLayout();
        const RowAlignedLayout *ref = fresh[side]->layout;
        QTextBlock a = panes[side]->document()->firstBlock();
        QTextBlock b = fresh[side]->doc.firstBlock();
        if (fresh[side]->pane.viewport()->width() != panes[side]->viewport()->width())
            return QStringLiteral("fresh pane of another width");
        for (; a.isValid() && b.isValid(); a = a.next(), b = b.next()) {
            const bool same = live->blockBoundingRect(a) == ref->blockBoundingRect(b) &&
                              a.lineCount() == b.lineCount() &&
                              a.layout()->lineCount() == b.layout()->lineCount() &&
                              a.firstLineNumber() == b.firstLineNumber() &&
                              live->paddingBelow(a) == ref->paddingBelow(b);
            if (!same)
                return QStringLiteral("%1 pane, live %2; fresh %3")
                    .arg(side ? "draft" : "English", describeBlock(live, a), describeBlock(ref, b));
        }
        if (a.isValid() != b.isValid()) return QStringLiteral("block counts differ");
        // The widest line is tracked loosely by Qt (a deletion leaves it wider); lines wrap at
        // the pane's width anyway: only the number of rows counts.
        if (live->documentSize().height() != ref->documentSize().height())
            return QStringLiteral("%1 pane: document size %2 lines, fresh %3")
                .arg(side ? "draft" : "English")
                .arg(live->documentSize().height())
                .arg(ref->documentSize().height());
    }
    return {};
}

QString TestEditorPaintExact::paintMismatch(MainWindow *window) const
{
    QScreen *screen = window->screen();
    for (TextPane *pane : {window->sourcePane(), window->draftPane()}) {
        QWidget *parts[2] = {pane->viewport(), pane->findChild<LineNumberArea *>()};
        for (QWidget *part : parts) {
            const QPoint at = part->mapTo(window, QPoint(0, 0));
            const QImage shown =
                screen->grabWindow(window->winId(), at.x(), at.y(), part->width(), part->height())
                    .toImage()
                    .convertToFormat(QImage::Format_RGB32);
            const QImage full = part->grab().toImage().convertToFormat(QImage::Format_RGB32);
            if (shown.size() != full.size()) return QStringLiteral("grab sizes differ");
            // Antialiased edges of a mark cut by a partial repaint may differ by a level or
            // two; stale or misplaced text differs by far more.
            int firstRow = -1;
            for (int y = 0; y < shown.height() && firstRow < 0; ++y) {
                const auto *a = reinterpret_cast<const QRgb *>(shown.constScanLine(y));
                const auto *b = reinterpret_cast<const QRgb *>(full.constScanLine(y));
                for (int x = 0; x < shown.width(); ++x)
                    if (qAbs(qRed(a[x]) - qRed(b[x])) > 24 ||
                        qAbs(qGreen(a[x]) - qGreen(b[x])) > 24 ||
                        qAbs(qBlue(a[x]) - qBlue(b[x])) > 24) {
                        firstRow = y;
                        break;
                    }
            }
            if (firstRow >= 0) {
                const QString where = QStringLiteral("%1 pane's %2, first differing pixel row %3")
                                          .arg(pane == window->draftPane() ? "draft" : "English",
                                               part == pane->viewport() ? "text" : "gutter")
                                          .arg(firstRow);
                if (qEnvironmentVariableIsSet("TANDEM_PAINT_DUMP")) {
                    shown.save(QStringLiteral("/tmp/paint-shown.png"));
                    full.save(QStringLiteral("/tmp/paint-full.png"));
                }
                return where;
            }
        }
    }
    return {};
}

QString TestEditorPaintExact::mismatch(MainWindow *window) const
{
    QString m = layoutMismatch(window);
    if (m.isEmpty()) m = paintMismatch(window);
    return m;
}

void TestEditorPaintExact::randomEditsPaintExactly_data()
{
    testing::columns<int, quint32>("width", "seed");
    QTest::newRow("960") << 960 << 23u;
    QTest::newRow("1280") << 1280 << 2323u;
    QTest::newRow("1800") << 1800 << 232323u;
}

void TestEditorPaintExact::randomEditsPaintExactly()
{
    QFETCH(int, width);
    QFETCH(quint32, seed);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString sourcePath = dir.filePath(QStringLiteral("fault.rst"));
    const QString draftPath = dir.filePath(QStringLiteral("fault.ko.rst"));
    const QByteArray english = englishTutorial();
    for (const auto &[path, bytes] :
         {std::pair{sourcePath, english}, std::pair{draftPath, draftOf(english)}}) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(bytes), bytes.size());
    }
    testing::RecordingPrompts prompts;
    MainWindow window(&prompts);
    window.resize(width, 640);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.setWordWrap(true);
    window.setSyncScrolling(true);
    QVERIFY(window.openPair(sourcePath, draftPath));
    QTRY_VERIFY_WITH_TIMEOUT(window.isAnalysisCurrent(), Patience);
    TextPane *draft = window.draftPane();
    TextPane *source = window.sourcePane();
    draft->setFocus();
    settle();
    QVERIFY2(source->rowLayout()->rows(), "rows are kept level");
    {
        const QString m = mismatch(&window);
        QVERIFY2(m.isEmpty(), qPrintable(QStringLiteral("freshly opened: ") + m));
    }

    QRandomGenerator rng(seed);
    const auto randomPosition = [&] {
        return int(rng.bounded(draft->document()->characterCount() - 1));
    };
    const auto lineEnd = [&](int line) {
        QTextCursor c(draft->document()->findBlockByNumber(line));
        c.movePosition(QTextCursor::EndOfBlock);
        return c;
    };
    int fixes = 0, undos = 0, matches = 0;
    for (int step = 0; step < StepsPerWidth; ++step) {
        QString what;
        const int blocks = draft->blockCount();
        const quint32 kind = rng.bounded(100);
        if (kind < 30) { // typing at a line's end or inside it: the line wraps differently
            QTextCursor c =
                rng.bounded(2) ? lineEnd(int(rng.bounded(blocks))) : QTextCursor(draft->document());
            if (c.atStart()) c.setPosition(randomPosition());
            draft->setTextCursor(c);
            const QString &phrase = Phrases.at(int(rng.bounded(int(Phrases.size()))));
            if (phrase.size() <= 2 || rng.bounded(3) == 0)
                typeKeys(draft, phrase.left(12));
            else
                draft->insertPlainText(phrase);
            what = QStringLiteral("type at %1").arg(c.position());
        } else if (kind < 42) { // a delete across segments (lines and their padding go)
            QTextCursor c(draft->document());
            const int from = randomPosition();
            c.setPosition(from);
            c.setPosition(
                qMin(draft->document()->characterCount() - 1, from + int(rng.bounded(1, 260))),
                QTextCursor::KeepAnchor);
            draft->setTextCursor(c);
            QTest::keyClick(draft, Qt::Key_Delete);
            what = QStringLiteral("delete from %1").arg(from);
        } else if (kind < 52) { // a match replaces a line, one edit (as Ctrl+1 does)
            QTextCursor c(draft->document()->findBlockByNumber(int(rng.bounded(blocks))));
            if (rng.bounded(2))
                c.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
            else
                c.movePosition(QTextCursor::EndOfBlock);
            c.beginEditBlock();
            c.insertText(Phrases.at(3) + Phrases.at(1));
            c.endEditBlock();
            draft->setTextCursor(c);
            ++matches;
            what = QStringLiteral("match at line %1").arg(c.blockNumber() + 1);
        } else if (kind < 60) { // new lines and pastes of several lines
            QTextCursor c(draft->document());
            c.setPosition(randomPosition());
            draft->setTextCursor(c);
            if (rng.bounded(2))
                QTest::keyClick(draft, Qt::Key_Return);
            else
                draft->insertPlainText(QStringLiteral("붙여넣은 첫 줄\n\n붙여넣은 둘째 줄이 조금 "
                                                      "더 깁니다\n"));
            what = QStringLiteral("new lines at %1").arg(c.position());
        } else if (kind < 74) {
            ++undos;
            draft->undo();
            what = QStringLiteral("undo");
        } else if (kind < 82) {
            draft->redo();
            what = QStringLiteral("redo");
        } else if (kind < 87) { // fix-all of trailing spaces (typed by the phrases above)
            QTRY_VERIFY_WITH_TIMEOUT(window.isAnalysisCurrent(), Patience);
            fixes += window.fixAllOfKind(QStringLiteral("whitespace"));
            what = QStringLiteral("fix all");
        } else { // a wheel notch in either pane
            TextPane *pane = rng.bounded(2) ? draft : source;
            const int delta = rng.bounded(2) ? 120 : -120;
            const QPoint at(10, 10);
            QWheelEvent wheel(at, pane->viewport()->mapToGlobal(at), QPoint(), QPoint(0, delta),
                              Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
            QCoreApplication::sendEvent(pane->viewport(), &wheel);
            what = QStringLiteral("wheel %1 in the %2")
                       .arg(delta)
                       .arg(pane == draft ? "draft" : "English");
        }
        settle();
        // Both while the analysis of the new text is on its way and once it is shown. An
        // analysis that lands in settle()'s last pass has asked for its repaint and not had it
        // yet (seen once in a ctest -j2 run): one more pass, with no input, must mend it.
        QString m = mismatch(&window);
        if (!m.isEmpty()) {
            settle();
            m = mismatch(&window);
        }
        if (m.isEmpty()) {
            QTRY_VERIFY_WITH_TIMEOUT(window.isAnalysisCurrent(), Patience);
            settle();
            m = mismatch(&window);
        }
        QVERIFY2(m.isEmpty(),
                 qPrintable(QStringLiteral("step %1 (%2): %3").arg(step).arg(what, m)));
    }
    QVERIFY(undos > 0);
    QVERIFY(matches > 0);
    QVERIFY2(fixes > 0, "no fix-all fixed anything");
    RecoveryStore::remove(draftPath);
}

QTEST_MAIN(TestEditorPaintExact)
#include "tst_editorpaintexact.moc"
