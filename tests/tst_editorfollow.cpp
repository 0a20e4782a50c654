// SPDX-License-Identifier: GPL-3.0-or-later
// The English follows the draft: every way of moving the draft's cursor brings the aligned
// English into view, rows of aligned segments start level in both panes though the English
// wraps onto more lines, the end of a long file shows both sides, and the current segment's
// marking leaves the glossary colours and issue underlines on its characters.
#include "analysiscontroller.h"
#include "editortesting.h"
#include "findbar.h"
#include "mainwindow.h"
#include "panehighlighter.h"
#include "recoverystore.h"
#include "rowalignedlayout.h"
#include "scrollsync.h"
#include "testprompts.h"
#include "textpane.h"

#include <QLineEdit>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>

using namespace tandem;
using testing::Patience;

namespace {

constexpr int Paragraphs = 90;
constexpr int TermParagraph = 12;  // its English has "quantization", its Korean 양자화
constexpr int IssueParagraph = 80; // a title with a short underline in the draft

// English paragraphs long enough to wrap onto several lines; their Korean on one short line.
void writePair(const QString &source, const QString &draft)
{
    QByteArray en, ko;
    for (int i = 0; i < Paragraphs; ++i) {
        if (i == IssueParagraph) {
            en += "Section " + QByteArray::number(i) + "\n==========\n\n";
            ko += "절 " + QByteArray::number(i) + " 제목입니다\n=====\n\n";
            continue;
        }
        const QByteArray n = QByteArray::number(i);
        const QByteArray what = i == TermParagraph ? "dynamic quantization" : "the model";
        en += "Paragraph " + n + " explains " + what +
              " in a sentence that goes on and on so that it wraps onto more than one line "
              "in a pane of ordinary width, and then it goes on a little further still.\n\n";
        ko += "문단 " + n + (i == TermParagraph ? " 동적 양자화 설명." : " 설명입니다.") + "\n\n";
    }
    for (const auto &[path, bytes] : {std::pair{source, en}, std::pair{draft, ko}}) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QCOMPARE(f.write(bytes), bytes.size());
    }
}

// Viewport-relative top of a line and whether the whole first line of it is on screen.
bool lineInView(TextPane *pane, int line)
{
    if (line < pane->firstVisibleBlock().blockNumber()) return false;
    const qreal y = pane->lineTop(line) - pane->topMargin(); // viewport coordinates
    return y >= -1 && y + pane->fontMetrics().height() <= pane->viewport()->height() + 1;
}

// Whether all of lines [first, last] (wrapped lines and row padding included) is on screen.
bool segmentInView(TextPane *pane)
{
    const auto [first, last] = pane->segmentLines();
    if (first < 0) return false;
    const qreal top = pane->lineTop(first) - pane->topMargin();
    const QTextBlock end = pane->document()->findBlockByNumber(last);
    const qreal bottom = pane->lineTop(last) - pane->topMargin() +
                         pane->rowLayout()->blockBoundingRect(end).height();
    return first >= pane->firstVisibleBlock().blockNumber() && top >= -1 &&
           bottom <= pane->viewport()->height() + 1;
}

} // namespace

class TestEditorFollow : public testing::PairWindowTest
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void goToLineFollows();
    void ctrlEndShowsBothEnds();
    void ctrlHomeFollows();
    void issueJumpFollows();
    void findNextFollows();
    void pageDownFollows();
    void arrowDownRevealsWholeSegment();
    void arrowKeysAcrossSegmentsFollow();
    void rowsStartLevelWhenEnglishWraps();
    void currentSegmentKeepsTermColours();

private:
    int cursorLine() const { return m_window->draftPane()->textCursor().blockNumber(); }
    // The English aligned with the draft's cursor is on screen, and the cursor itself.
    void verifyFollowing();
    // The first lines of segment `seg` are at the same height in both panes.
    void verifyLevel(int seg);
};

void TestEditorFollow::initTestCase()
{
    testing::isolateSettings();
}

void TestEditorFollow::init()
{
    QVERIFY(newPairFolder(QStringLiteral("follow")));
    writePair(m_source, m_draft);
    QVERIFY(openWindow({1280, 720}));
    m_window->setWordWrap(true);
    m_window->setSyncScrolling(true);
    QVERIFY(m_window->openPair(m_source, m_draft));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isAnalysisCurrent(), Patience);
    m_window->draftPane()->setFocus();
    // The English wraps: a source paragraph is taller than its Korean.
    TextPane *source = m_window->sourcePane();
    QVERIFY(source->document()->findBlockByNumber(0).layout()->lineCount() > 1 ||
            source->rowLayout()->naturalHeight(source->document()->findBlockByNumber(0)) >
                m_window->draftPane()->rowLayout()->naturalHeight(
                    m_window->draftPane()->document()->findBlockByNumber(0)));
}

void TestEditorFollow::cleanup()
{
    closePair();
}

void TestEditorFollow::verifyFollowing()
{
    TextPane *draft = m_window->draftPane();
    TextPane *source = m_window->sourcePane();
    const int line = cursorLine();
    const int english = m_window->scrollSync()->alignedLine(draft, line);
    QVERIFY2(english >= 0, qPrintable(QStringLiteral("no English for line %1").arg(line)));
    QTRY_VERIFY2(lineInView(draft, line) && lineInView(source, english),
                 qPrintable(QStringLiteral("draft line %1 (top %2) / English line %3 (top %4)")
                                .arg(line)
                                .arg(draft->topLine())
                                .arg(english)
                                .arg(source->topLine())));
}

void TestEditorFollow::verifyLevel(int seg)
{
    const Alignment &al = m_window->analysis()->lint.alignment;
    const int sa = al.sourceLines(al.segments.at(seg)).first;
    const int da = al.draftLines(al.segments.at(seg)).first;
    TextPane *source = m_window->sourcePane();
    TextPane *draft = m_window->draftPane();
    QTRY_VERIFY2(qAbs(source->lineTop(sa) - draft->lineTop(da)) <= 2,
                 qPrintable(QStringLiteral("segment %1: English line %2 at %3, Korean line %4 "
                                           "at %5")
                                .arg(seg)
                                .arg(sa)
                                .arg(source->lineTop(sa))
                                .arg(da)
                                .arg(draft->lineTop(da))));
}

void TestEditorFollow::goToLineFollows()
{
    m_window->actions()->goToLine(121); // paragraph 60 (1-based line 121)
    QCOMPARE(cursorLine(), 120);
    verifyFollowing();
    verifyLevel(m_window->scrollSync()->currentSegment());
    m_window->actions()->goToLine(21);
    QCOMPARE(cursorLine(), 20);
    verifyFollowing();
}

void TestEditorFollow::ctrlEndShowsBothEnds()
{
    TextPane *draft = m_window->draftPane();
    QTest::keyClick(draft, Qt::Key_End, Qt::ControlModifier);
    QCOMPARE(cursorLine(), draft->blockCount() - 1);
    // The last lines are blank: the last paragraph is visible on both sides.
    int lastParagraph = draft->blockCount() - 1;
    while (draft->document()->findBlockByNumber(lastParagraph).text().isEmpty())
        --lastParagraph;
    QTRY_VERIFY2(lineInView(draft, lastParagraph),
                 qPrintable(QStringLiteral("line %1 top %2 at %3 margin %4 viewport %5")
                                .arg(lastParagraph)
                                .arg(draft->topLine())
                                .arg(draft->lineTop(lastParagraph))
                                .arg(draft->topMargin())
                                .arg(draft->viewport()->height())));
    const int english = m_window->scrollSync()->alignedLine(draft, lastParagraph);
    QCOMPARE(english, m_window->sourcePane()->blockCount() - 3);
    QTRY_VERIFY(lineInView(m_window->sourcePane(), english));
    verifyFollowing();
    const Alignment &al = m_window->analysis()->lint.alignment;
    verifyLevel(int(al.segments.size()) - 1);
}

void TestEditorFollow::ctrlHomeFollows()
{
    TextPane *draft = m_window->draftPane();
    QTest::keyClick(draft, Qt::Key_End, Qt::ControlModifier);
    verifyFollowing();
    QTest::keyClick(draft, Qt::Key_Home, Qt::ControlModifier);
    QCOMPARE(cursorLine(), 0);
    verifyFollowing();
    QTRY_COMPARE(m_window->sourcePane()->topLine(), 0);
    verifyLevel(0);
}

void TestEditorFollow::issueJumpFollows()
{
    const Issue *underline = nullptr;
    for (const Issue &i : m_window->analysis()->issues)
        if (i.check == QLatin1String("rst-title-underline") && i.side == Side::Draft)
            underline = &i;
    QVERIFY(underline);
    QVERIFY(underline->range.start.line >= 2 * IssueParagraph - 1);
    m_window->analysisController()->showIssue(*underline);
    QCOMPARE(cursorLine(), underline->range.start.line);
    verifyFollowing();
    // F8 from the top goes to the same issue (the first of the draft) and follows too.
    QTest::keyClick(m_window->draftPane(), Qt::Key_Home, Qt::ControlModifier);
    verifyFollowing();
    QVERIFY(m_window->analysisController()->goToIssue(true));
    verifyFollowing();
}

void TestEditorFollow::findNextFollows()
{
    FindBar *find = m_window->findBar();
    find->showFind();
    find->findEdit()->setText(QStringLiteral("문단 70 "));
    QVERIFY(find->findNext());
    QCOMPARE(cursorLine(), 140);
    verifyFollowing();
    verifyLevel(m_window->scrollSync()->currentSegment());
}

void TestEditorFollow::arrowDownRevealsWholeSegment()
{
    // Down from the top, past the bottom edge: each segment entered is shown whole on both
    // sides (its English wraps onto three lines, more than the cursor's line).
    TextPane *draft = m_window->draftPane();
    TextPane *source = m_window->sourcePane();
    QTest::keyClick(draft, Qt::Key_Home, Qt::ControlModifier);
    int scrolled = 0;
    for (int i = 0; i < 60; ++i) {
        QTest::keyClick(draft, Qt::Key_Down);
        if (draft->segmentLines().first < 0) continue; // a blank line between segments
        QTRY_VERIFY2(segmentInView(draft) && segmentInView(source),
                     qPrintable(QStringLiteral("after %1 Down: draft lines %2-%3, English %4-%5")
                                    .arg(i + 1)
                                    .arg(draft->segmentLines().first)
                                    .arg(draft->segmentLines().second)
                                    .arg(source->segmentLines().first)
                                    .arg(source->segmentLines().second) +
                                QStringLiteral(" in view: draft %1 English %2; tops %3/%4, vh %5")
                                    .arg(segmentInView(draft))
                                    .arg(segmentInView(source))
                                    .arg(draft->lineTop(draft->segmentLines().first))
                                    .arg(source->lineTop(source->segmentLines().first))
                                    .arg(draft->viewport()->height())));
        scrolled = draft->topLine();
    }
    QVERIFY(scrolled > 0); // the walk went past the first screen
}

void TestEditorFollow::pageDownFollows()
{
    TextPane *draft = m_window->draftPane();
    for (int i = 0; i < 4; ++i) {
        const int before = cursorLine();
        QTest::keyClick(draft, Qt::Key_PageDown);
        QVERIFY(cursorLine() > before);
        verifyFollowing();
    }
}

void TestEditorFollow::arrowKeysAcrossSegmentsFollow()
{
    TextPane *draft = m_window->draftPane();
    QSet<int> segments;
    for (int i = 0; i < 70; ++i) { // down past the first screen, through ~35 segments
        QTest::keyClick(draft, Qt::Key_Down);
        verifyFollowing();
        segments.insert(m_window->scrollSync()->currentSegment());
    }
    QVERIFY(segments.size() > 20);
    // Back up again.
    for (int i = 0; i < 30; ++i)
        QTest::keyClick(draft, Qt::Key_Up);
    verifyFollowing();
}

void TestEditorFollow::rowsStartLevelWhenEnglishWraps()
{
    TextPane *draft = m_window->draftPane();
    TextPane *source = m_window->sourcePane();
    const Alignment &al = m_window->analysis()->lint.alignment;
    // Every segment starting on screen starts level, wherever the draft is scrolled to: at the
    // top, by whole lines, and with the source leading.
    const auto everyVisibleLevel = [&] {
        int checked = 0;
        for (int k = 0; k < al.segments.size(); ++k) {
            const int sa = al.sourceLines(al.segments.at(k)).first;
            const int da = al.draftLines(al.segments.at(k)).first;
            if (sa < 0 || da < 0 || !lineInView(draft, da)) continue;
            if (qAbs(source->lineTop(sa) - draft->lineTop(da)) > 2) return -1 - k;
            ++checked;
        }
        return checked;
    };
    QTRY_VERIFY2(everyVisibleLevel() >= 3, qPrintable(QString::number(everyVisibleLevel())));
    for (int step : {7, 13, 40, 3}) {
        draft->scrollToLine(draft->topLine() + step);
        QTRY_VERIFY2(everyVisibleLevel() >= 3, qPrintable(QString::number(everyVisibleLevel())));
    }
    source->scrollToLine(50);
    QTRY_VERIFY2(everyVisibleLevel() >= 3, qPrintable(QString::number(everyVisibleLevel())));
    // The padding is what levels them: some Korean row has blank space below it.
    bool padded = false;
    for (QTextBlock b = draft->firstVisibleBlock(); b.isValid() && !padded; b = b.next())
        padded = draft->rowLayout()->paddingBelow(b) > 0;
    QVERIFY(padded);
    // Switched off: no padding, no margin.
    m_window->setSyncScrolling(false);
    QCOMPARE(draft->rowLayout()->paddingBelow(draft->firstVisibleBlock()), 0.0);
    QCOMPARE(draft->topMargin(), 0);
    QCOMPARE(source->topMargin(), 0);
}

void TestEditorFollow::currentSegmentKeepsTermColours()
{
    TextPane *draft = m_window->draftPane();
    TextPane *source = m_window->sourcePane();
    const int line = 2 * TermParagraph;
    const QTextBlock block = draft->document()->findBlockByNumber(line);
    const int column = int(block.text().indexOf(QStringLiteral("양자화")));
    QVERIFY(column > 0);
    draft->setTextCursor(draft->cursorAt(line, 0));
    QTRY_COMPARE(draft->segmentLines(), std::make_pair(line, line));
    QCOMPARE(source->segmentLines(), std::make_pair(line, line));
    verifyFollowing();
    // The term's format is on its characters...
    const QColor agreed = PaneHighlighter::formatFor(DecoStyle::TermAgreed).background().color();
    bool termFormat = false;
    for (const QTextLayout::FormatRange &r : block.layout()->formats())
        if (r.start <= column && column < r.start + r.length &&
            r.format.background().color() == agreed)
            termFormat = true;
    QVERIFY(termFormat);
    // ...and nothing is laid over them: no extra selection paints a background there.
    for (const QTextEdit::ExtraSelection &s : draft->extraSelections())
        QVERIFY(!(s.cursor.block() == block && s.format.hasProperty(QTextFormat::BackgroundBrush)));
    // What is on screen: the term's colour, not the segment tint, in both panes.
    // The colour behind the character (the most common one in its cell: not the glyph's).
    const auto colourAt = [](TextPane *pane, int l, int c) {
        const QRect a = pane->cursorRect(pane->cursorAt(l, c));
        const QRect b = pane->cursorRect(pane->cursorAt(l, c + 1));
        const QImage image = pane->viewport()->grab().toImage();
        QHash<QRgb, int> counts;
        for (int x = a.left() + 1; x < qMax(a.left() + 2, b.left() - 1); ++x)
            for (int y = a.top(); y <= a.bottom(); ++y)
                ++counts[image.pixel(x, y)];
        QRgb best = 0;
        for (auto it = counts.cbegin(); it != counts.cend(); ++it)
            if (it.value() > counts.value(best)) best = it.key();
        return QColor(best);
    };
    QTRY_COMPARE(colourAt(draft, line, column), agreed);
    const int en = int(
        source->document()->findBlockByNumber(line).text().indexOf(QStringLiteral("quantization")));
    QVERIFY(en > 0);
    const QColor termSource =
        PaneHighlighter::formatFor(DecoStyle::TermSource).background().color();
    QTRY_COMPARE(colourAt(source, line, en), termSource);
    // The rest of the segment's line is tinted (marked), in both panes.
    const auto rightEdge = [&](TextPane *pane, int l) {
        const QRect r = pane->cursorRect(pane->cursorAt(l, 0));
        const QImage image = pane->viewport()->grab().toImage();
        return image.pixelColor(pane->viewport()->width() - 4, r.top() + 1);
    };
    QCOMPARE(rightEdge(draft, line), TextPane::segmentTint());
    QCOMPARE(rightEdge(source, line), TextPane::segmentTint());
    QVERIFY(rightEdge(draft, line + 2) != TextPane::segmentTint());
    // Issue underlines stay as well: the draft's short title underline in the current segment.
    const int title = 2 * IssueParagraph;
    draft->setTextCursor(draft->cursorAt(title + 1, 0));
    QTRY_VERIFY(draft->segmentLines().first >= 0);
    bool underline = false;
    for (int l = title; l <= title + 1; ++l)
        for (const QTextLayout::FormatRange &r :
             draft->document()->findBlockByNumber(l).layout()->formats())
            underline = underline || r.format.underlineStyle() == QTextCharFormat::WaveUnderline;
    QVERIFY(underline);
}

QTEST_MAIN(TestEditorFollow)
#include "tst_editorfollow.moc"
