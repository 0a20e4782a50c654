// SPDX-License-Identifier: GPL-3.0-or-later
// What a key press repaints in a pane (issue 13, typing): the edited line, not the whole pane.
// A highlighter's reformat of a block, alone or merged into the key press that caused it, used
// to be taken for an edit of many blocks (QPlainTextDocumentLayout looks for the last changed
// block at from + removed + added) and asked for the whole viewport on every key.
#include "linenumberarea.h"
#include "panehighlighter.h"
#include "textpane.h"

#include <QApplication>
#include <QClipboard>
#include <QKeyEvent>
#include <QMimeData>
#include <QScreen>
#include <QScrollBar>
#include <QTest>
#include <QTextBlock>
#include <QTextLayout>

#include <cstring>

using namespace tandem;

namespace {

// Every rectangle the pane asks to repaint, in viewport coordinates (scrolls excluded).
struct RepaintLog
{
    QList<QRect> rects;
    int scrolls = 0;
    bool wholePane(const TextPane &pane) const
    {
        for (const QRect &r : rects)
            if (r.contains(pane.viewport()->rect())) return true;
        return false;
    }
    int tallest() const
    {
        int h = 0;
        for (const QRect &r : rects)
            h = qMax(h, r.height());
        return h;
    }
};

class PaneRepaint : public QObject
{
    Q_OBJECT
private slots:
    void init()
    {
        m_pane = std::make_unique<TextPane>();
        m_pane->resize(800, 600);
        QStringList lines;
        for (int i = 0; i < 400; ++i)
            lines << QStringLiteral("%1번째 줄: ``tensor`` 를 만드는 문단입니다.").arg(i);
        m_pane->setPlainText(lines.join(u'\n'));
        m_pane->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_pane.get()));
        m_pane->scrollToLine(200);
        QTextCursor c(m_pane->document()->findBlockByNumber(205));
        c.movePosition(QTextCursor::EndOfBlock);
        m_pane->setTextCursor(c);
        m_pane->setFocus();
        QCoreApplication::processEvents();
        m_log = {};
        connect(m_pane.get(), &QPlainTextEdit::updateRequest, this, [this](const QRect &r, int dy) {
            if (dy)
                ++m_log.scrolls;
            else
                m_log.rects.append(r);
        });
    }
    void cleanup()
    {
        disconnect(m_pane.get(), nullptr, this, nullptr);
        m_pane.reset();
    }

    void aKeyRepaintsItsLine()
    {
        // Decorations on the edited line, so the highlighter reformats it with the key press.
        PaneDecorations d;
        d.lines.resize(400);
        d.lines[205] = {Deco{0, 4, DecoStyle::Literal, {}}};
        m_pane->highlighter()->setDecorations(d);
        QCoreApplication::processEvents();
        m_log = {};

        for (const QString &syllable : {QStringLiteral("텐"), QStringLiteral("서")}) {
            QKeyEvent press(QEvent::KeyPress, Qt::Key_unknown, Qt::NoModifier, syllable);
            QApplication::sendEvent(m_pane.get(), &press);
        }
        QCoreApplication::processEvents();
        QVERIFY(!m_log.rects.isEmpty());
        QVERIFY2(!m_log.wholePane(*m_pane), "a key press asked to repaint the whole pane");
        const int line = m_pane->fontMetrics().lineSpacing();
        QVERIFY2(m_log.tallest() <= 3 * line,
                 qPrintable(QStringLiteral("repainted %1 px for one line of %2 px")
                                .arg(m_log.tallest())
                                .arg(line)));
        QCOMPARE(m_log.scrolls, 0);
        QVERIFY(m_pane->document()->findBlockByNumber(205).text().endsWith(u"텐서"));
    }

    void aDeletionRepaintsItsLine()
    {
        // A deletion within a line is laid out and repainted as that line alone, like a key
        // press (RowAlignedLayout::documentChanged lays such an edit out once itself).
        QTest::keyClick(m_pane.get(), Qt::Key_Backspace);
        QCoreApplication::processEvents();
        QVERIFY(!m_log.rects.isEmpty());
        QVERIFY2(!m_log.wholePane(*m_pane), "a Backspace asked to repaint the whole pane");
        QVERIFY(m_log.tallest() <= 3 * m_pane->fontMetrics().lineSpacing());
        QVERIFY(m_pane->document()->findBlockByNumber(205).text().endsWith(u"니다"));
    }

    void newDecorationsRepaintTheirLines()
    {
        // A lint result that changes one line's decorations repaints that line.
        PaneDecorations d;
        d.lines.resize(400);
        d.lines[210] = {Deco{2, 6, DecoStyle::IssueWarning, QStringLiteral("tip")}};
        QCOMPARE(m_pane->highlighter()->setDecorations(d), 1);
        QCoreApplication::processEvents();
        QVERIFY(!m_log.rects.isEmpty());
        QVERIFY2(!m_log.wholePane(*m_pane), "one line's decorations repainted the whole pane");
        QVERIFY(m_log.tallest() <= 3 * m_pane->fontMetrics().lineSpacing());
    }

    void aNewLineStillRepaintsBelowIt()
    {
        // Lines move down under a new line: everything below must be repainted (the fix must
        // not narrow real multi-line changes).
        QTest::keyClick(m_pane.get(), Qt::Key_Return);
        QCoreApplication::processEvents();
        int below = 0;
        const int cursorTop = m_pane->cursorRect().top();
        for (const QRect &r : m_log.rects)
            below = qMax(below, r.bottom() - cursorTop);
        QVERIFY2(below >= m_pane->viewport()->height() - cursorTop - 1,
                 "lines below a new line were not repainted");
    }

    void aLargeFilesFarLinesAreFormattedWhenShown()
    {
        // Issue 28: formatting every line of a 15 MB file laid each out (seconds, hundreds of
        // MB). Lines far from the screen get their formats when first shown, the same ones.
        TextPane pane;
        pane.resize(800, 600);
        const int n = PaneHighlighter::DeferFormatsFromBlocks + 500;
        QStringList lines;
        for (int i = 0; i < n; ++i)
            lines << QStringLiteral("line %1 with ``code`` in it").arg(i);
        pane.loadText(lines.join(u'\n'));
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        PaneDecorations d;
        d.lines.resize(n);
        const int near = 3, far = n - 10;
        for (const int l : {near, far})
            d.lines[l] = {Deco{l == near ? 7 : 11, 8, DecoStyle::Literal, {}}};
        QCOMPARE(pane.highlighter()->setDecorations(d), 2);
        const QTextBlock nearBlock = pane.document()->findBlockByNumber(near);
        const QTextBlock farBlock = pane.document()->findBlockByNumber(far);
        QCOMPARE(nearBlock.layout()->formats().size(), 1);
        QVERIFY(farBlock.layout()->formats().isEmpty());
        pane.scrollToLine(far - 5);
        QCoreApplication::processEvents();
        const QList<QTextLayout::FormatRange> shown = farBlock.layout()->formats();
        QCOMPARE(shown.size(), 1);
        QCOMPARE(shown.at(0).start, 11);
        QCOMPARE(shown.at(0).length, 8);
        QCOMPARE(shown.at(0).format, PaneHighlighter::formatFor(DecoStyle::Literal));
        QCOMPARE(PaneHighlighter::decosOf(farBlock), d.lines.at(far));
        // A file under the bound is formatted whole at once, as before.
        PaneDecorations small;
        pane.loadText(lines.mid(0, 400).join(u'\n'));
        small.lines.resize(400);
        small.lines[390] = {Deco{0, 4, DecoStyle::Title, {}}};
        QCOMPARE(pane.highlighter()->setDecorations(small), 1);
        QCOMPARE(pane.document()->findBlockByNumber(390).layout()->formats().size(), 1);
    }

    void aFileOpenedIntoAShownPaneGetsAWideEnoughGutter()
    {
        // The gutter widget followed the margin only at the next resize: 600,000 lines opened
        // into a shown window had their numbers drawn one digit wide, cut to "55".
        TextPane pane;
        pane.resize(600, 400);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        auto *gutter = pane.findChild<LineNumberArea *>();
        QVERIFY(gutter);
        const int narrow = gutter->width();
        pane.loadText(QStringLiteral("line\n").repeated(120000));
        QCoreApplication::processEvents();
        QCOMPARE(gutter->width(), pane.lineNumberAreaWidth());
        QVERIFY(gutter->width() > narrow);
        QCOMPARE(pane.lineNumberAreaWidth(), pane.lineNumberAreaWidth(120001));
    }

    void aPaneBelowATopMarginRepaintsItsWholeGutter()
    {
        // A pane that follows the other one is pushed down by a top margin (ScrollSync); its
        // gutter spans the margin too. The lines that moved under a new line were repainted
        // in the gutter at their viewport place, a margin too high: the gutter's last rows
        // kept the old numbers (seen in tst_editorpaintexact as a stale English gutter).
        m_pane->setTopMargin(45);
        QCoreApplication::processEvents();
        auto *gutter = m_pane->findChild<LineNumberArea *>();
        QVERIFY(gutter);
        const QImage before = gutter->grab().toImage();
        QTextCursor c = m_pane->cursorForPosition(QPoint(5, m_pane->viewport()->height() - 80));
        c.movePosition(QTextCursor::EndOfBlock);
        m_pane->setTextCursor(c);
        QTest::keyClick(m_pane.get(), Qt::Key_Return);
        QCoreApplication::processEvents();
        const QPoint at = gutter->mapTo(m_pane.get(), QPoint(0, 0));
        const QImage shown =
            m_pane->screen()
                ->grabWindow(m_pane->winId(), at.x(), at.y(), gutter->width(), gutter->height())
                .toImage()
                .convertToFormat(QImage::Format_RGB32);
        const QImage full = gutter->grab().toImage().convertToFormat(QImage::Format_RGB32);
        QCOMPARE(shown.size(), full.size());
        QVERIFY2(full != before.convertToFormat(QImage::Format_RGB32), "the numbers moved");
        for (int y = 0; y < shown.height(); ++y)
            QVERIFY2(
                std::memcmp(shown.constScanLine(y), full.constScanLine(y),
                            size_t(shown.bytesPerLine())) == 0,
                qPrintable(
                    QStringLiteral("gutter row %1 of %2 is stale").arg(y).arg(shown.height())));
    }

private:
    std::unique_ptr<TextPane> m_pane;
    RepaintLog m_log;

    // Ctrl+V with an empty clipboard, and a paste from no source or an empty one, do nothing
    // (Qt 6.4.2's text edit crashed on the first, exit 139: issue 45).
    void emptyPasteDoesNothing()
    {
        const QString before = m_pane->toPlainText();
        QApplication::clipboard()->clear();
        m_pane->setFocus();
        QTest::keyClick(m_pane.get(), Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(m_pane->toPlainText(), before);

        struct Exposed : TextPane
        {
            using TextPane::canInsertFromMimeData;
            using TextPane::insertFromMimeData;
        };
        Exposed pane;
        pane.setPlainText(QStringLiteral("가"));
        QVERIFY(!pane.canInsertFromMimeData(nullptr));
        pane.insertFromMimeData(nullptr);
        QMimeData empty;
        QVERIFY(!pane.canInsertFromMimeData(&empty));
        pane.insertFromMimeData(&empty);
        QCOMPARE(pane.toPlainText(), QStringLiteral("가"));
        QMimeData text;
        text.setText(QStringLiteral("나"));
        QVERIFY(pane.canInsertFromMimeData(&text));
        pane.insertFromMimeData(&text);
        QCOMPARE(pane.toPlainText(), QStringLiteral("나가"));
    }
};

} // namespace

QTEST_MAIN(PaneRepaint)
#include "tst_widgetspanerepaint.moc"
