// SPDX-License-Identifier: GPL-3.0-or-later
// The Preview dock (editor/preview/previewcontroller.*, widgets/previewview.*): the draft rendered
// off the GUI thread after each edit, its view kept in place while typing (never back to the top),
// the draft's cursor followed, a click on a block moving the cursor, bilingual mode, export.
#include "htmlrenderer.h"
#include "mainwindow.h"
#include "previewcontroller.h"
#include "previewview.h"
#include "testprompts.h"
#include "textpane.h"

#include <QAbstractTextDocumentLayout>
#include <QDockWidget>
#include <QRandomGenerator>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextTable>

using namespace tandem;

namespace {

constexpr int Patience = 30000; // a loaded 2-core machine can take seconds per analysis
constexpr int Sections = 12;
constexpr int ParagraphsPerSection = 8;

void writePair(const QString &source, const QString &draft)
{
    QByteArray en, ko;
    for (int s = 0; s < Sections; ++s) {
        const QByteArray n = QByteArray::number(s);
        en += "Section " + n + "\n==========\n\n";
        ko += "절 " + n + "\n==========\n\n";
        for (int p = 0; p < ParagraphsPerSection; ++p) {
            const QByteArray m = QByteArray::number(p);
            en += "Paragraph " + m + " of section " + n +
                  " explains the model with ``code`` in a sentence long enough to wrap.\n\n";
            ko += "절 " + n + "의 문단 " + m +
                  "은 ``code`` 예제로 모델을 설명하는 충분히 긴 "
                  "문장입니다.\n\n";
        }
        en += "- a list item\n- another\n\n.. note::\n\n   A note.\n\n";
        ko += "- 목록 항목\n- 다른 항목\n\n.. note::\n\n   참고 내용.\n\n";
    }
    for (const auto &[path, bytes] : {std::pair{source, en}, std::pair{draft, ko}}) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QCOMPARE(f.write(bytes), bytes.size());
    }
}

} // namespace

class TestEditorPreview : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void rendersTheDraft();
    void followsTheCursor();
    void clickMovesTheCursor();
    void bilingualMode();
    void bilingualOpensAtTheCursor();
    void exportAndPrint();
    void scrollStaysWhileTyping();
    void anEditReplacesOnlyItsBlock();

private:
    // Waits until the preview shows the newest analysis.
    bool waitForPreview();

    QTemporaryDir *m_dir = nullptr;
    testing::RecordingPrompts *m_prompts = nullptr;
    MainWindow *m_window = nullptr;
    PreviewController *m_preview = nullptr;
    QString m_source, m_draft;
};

void TestEditorPreview::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("tandem-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_editorpreview"));
}

void TestEditorPreview::init()
{
    m_dir = new QTemporaryDir;
    QVERIFY(m_dir->isValid());
    m_source = m_dir->filePath(QStringLiteral("page.rst"));
    m_draft = m_dir->filePath(QStringLiteral("page.ko.rst"));
    writePair(m_source, m_draft);
    m_prompts = new testing::RecordingPrompts;
    m_window = new MainWindow(m_prompts);
    m_window->resize(1280, 720);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    QVERIFY(m_window->openPair(m_source, m_draft));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isAnalysisCurrent(), Patience);
    m_preview = m_window->preview();
    auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("previewDock"));
    QVERIFY(dock);
    QVERIFY(!m_preview->widget()->isVisible()); // hidden until asked for
    QCOMPARE(m_preview->shownGeneration(), quint64(0));
    dock->show();
    dock->raise();
    QVERIFY(waitForPreview());
    m_window->draftPane()->setFocus();
}

void TestEditorPreview::cleanup()
{
    delete m_window;
    m_window = nullptr;
    delete m_prompts;
    delete m_dir;
}

bool TestEditorPreview::waitForPreview()
{
    return QTest::qWaitFor(
        [this] {
            return m_window->isAnalysisCurrent() &&
                   m_preview->shownGeneration() == m_window->analysis()->generation;
        },
        Patience);
}

void TestEditorPreview::rendersTheDraft()
{
    PreviewView *view = m_preview->view();
    const QString text = view->toPlainText();
    QVERIFY2(text.contains(QStringLiteral("절 0의 문단 0은 code 예제로")),
             qPrintable(text.left(200)));
    QVERIFY(!text.contains(QStringLiteral("``"))); // literals rendered, not as written
    QVERIFY(text.contains(QStringLiteral("참고")));
    // Every title, paragraph, list item and note of the draft is an anchored block.
    QCOMPARE(view->anchors().size(), Sections * (1 + ParagraphsPerSection + 2 + 2));
    QCOMPARE(view->anchors().constFirst().line, 0);
    QVERIFY(std::none_of(view->anchors().begin(), view->anchors().end(),
                         [](const PreviewView::Anchor &a) { return a.source; }));
}

void TestEditorPreview::followsTheCursor()
{
    PreviewView *view = m_preview->view();
    QCOMPARE(view->verticalScrollBar()->value(), 0);
    TextPane *draft = m_window->draftPane();
    const int line = draft->document()->blockCount() - 5;
    draft->setTextCursor(QTextCursor(draft->document()->findBlockByNumber(line)));
    // The block holding the cursor's line is now in the view.
    const int anchor = [&] {
        int best = -1;
        for (int i = 0; i < view->anchors().size(); ++i)
            if (view->anchors()[i].line <= line) best = i;
        return best;
    }();
    QVERIFY(anchor > 0);
    const QRectF r = view->anchorRect(anchor);
    const int top = view->verticalScrollBar()->value();
    QVERIFY(top > 0);
    QVERIFY2(r.top() >= top && r.bottom() <= top + view->viewport()->height(),
             qPrintable(QStringLiteral("%1..%2 not in %3+%4")
                            .arg(r.top())
                            .arg(r.bottom())
                            .arg(top)
                            .arg(view->viewport()->height())));
}

void TestEditorPreview::clickMovesTheCursor()
{
    PreviewView *view = m_preview->view();
    view->verticalScrollBar()->setValue(view->verticalScrollBar()->maximum() / 2);
    const int index = view->topAnchor() + 2;
    const PreviewView::Anchor a = view->anchors().at(index);
    const QRectF r = view->anchorRect(index);
    const QPoint at(int(r.left()) + 20,
                    int(r.top() + r.height() / 2) - view->verticalScrollBar()->value());
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    QCOMPARE(m_window->draftPane()->textCursor().blockNumber(), a.line);
    QVERIFY(a.line > 30);
}

void TestEditorPreview::bilingualMode()
{
    m_preview->setBilingual(true);
    QTRY_VERIFY_WITH_TIMEOUT(
        m_preview->view()->toPlainText().contains(QStringLiteral("Paragraph 0 of section 0")),
        Patience);
    PreviewView *view = m_preview->view();
    const QString text = view->toPlainText();
    QVERIFY(text.contains(QStringLiteral("절 0의 문단 0은")));
    QVERIFY(text.contains(QStringLiteral("Note")) && text.contains(QStringLiteral("참고")));
    // English and Korean anchors alternate row by row: each source block is followed by its
    // draft block, in order.
    int source = 0, draft = 0;
    for (const PreviewView::Anchor &a : view->anchors())
        (a.source ? source : draft)++;
    QCOMPARE(source, draft);
    // A piece per row, each a two-column table.
    QVERIFY(view->documents().size() > size_t(Sections));
    for (const QTextDocument *d : view->documents()) {
        QVERIFY(d);
        QCOMPARE(d->rootFrame()->childFrames().size(), 1);
        QCOMPARE(qobject_cast<QTextTable *>(d->rootFrame()->childFrames().constFirst())->columns(),
                 2);
    }
    // A click on the English moves the source's cursor.
    m_preview->setBilingual(false);
    QTRY_VERIFY_WITH_TIMEOUT(
        !m_preview->view()->toPlainText().contains(QStringLiteral("Paragraph 0 of section 0")),
        Patience);
}

// Turning Bilingual on (issue 44, at 1280x720): the two-column page opens at the cursor's
// section, not at its top, without a click.
void TestEditorPreview::bilingualOpensAtTheCursor()
{
    TextPane *draft = m_window->draftPane();
    const int line = draft->document()->blockCount() - 5;
    draft->setTextCursor(QTextCursor(draft->document()->findBlockByNumber(line)));
    m_preview->setBilingual(true);
    QTRY_VERIFY_WITH_TIMEOUT(
        m_preview->view()->toPlainText().contains(QStringLiteral("Paragraph 0 of section 0")),
        Patience);
    PreviewView *view = m_preview->view();
    int anchor = -1; // the draft block holding the cursor's line
    for (int i = 0; i < view->anchors().size(); ++i)
        if (!view->anchors()[i].source && view->anchors()[i].line <= line) anchor = i;
    QVERIFY(anchor > 0);
    const QRectF r = view->anchorRect(anchor);
    const int top = view->verticalScrollBar()->value();
    QVERIFY(top > 0);
    QVERIFY2(r.top() >= top && r.top() < top + view->viewport()->height(),
             qPrintable(QStringLiteral("%1 not in %2+%3")
                            .arg(r.top())
                            .arg(top)
                            .arg(view->viewport()->height())));
}

void TestEditorPreview::exportAndPrint()
{
    const QString html = m_dir->filePath(QStringLiteral("out.html"));
    QVERIFY(m_preview->exportHtml(html));
    QFile f(html);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString page = QString::fromUtf8(f.readAll());
    QVERIFY(page.startsWith(QStringLiteral("<!DOCTYPE html>")));
    QVERIFY(page.contains(QStringLiteral("<h1><a name=\"L1\"></a>절 0</h1>")));
    QVERIFY(page.contains(QStringLiteral("<div class=\"admonition note\">")));
    const QString pdf = m_dir->filePath(QStringLiteral("out.pdf"));
    QVERIFY(m_preview->printToPdf(pdf));
    QFile p(pdf);
    QVERIFY(p.open(QIODevice::ReadOnly));
    QVERIFY(p.read(5) == "%PDF-");
    // A folder that does not exist: refused with a message, nothing written.
    QVERIFY(!m_preview->exportHtml(m_dir->filePath(QStringLiteral("no/such/out.html"))));
    QCOMPARE(m_prompts->errors.size(), 1);
}

void TestEditorPreview::scrollStaysWhileTyping()
{
    PreviewView *view = m_preview->view();
    TextPane *draft = m_window->draftPane();
    // The cursor in the middle of the draft; the preview follows it there.
    const int middle = draft->document()->blockCount() / 2;
    draft->setTextCursor(QTextCursor(draft->document()->findBlockByNumber(middle)));
    QVERIFY(view->verticalScrollBar()->value() > 0);
    QRandomGenerator random(27);
    const QString letters = QStringLiteral("가나다라마바사 abcxyz.,`*");
    int previous = view->topAnchor();
    int worst = 0;
    for (int i = 0; i < 200; ++i) {
        switch (random.bounded(10)) {
        case 0:
            QTest::keyClick(draft, Qt::Key_Backspace);
            break;
        case 1:
            QTest::keyClick(draft, random.bounded(2) ? Qt::Key_Left : Qt::Key_Right);
            break;
        case 2:
            QTest::keyClick(draft, Qt::Key_Return);
            break;
        default:
            QTest::sendKeyEvent(QTest::Click, draft, Qt::Key_unknown,
                                QString(letters[random.bounded(int(letters.size()))]),
                                Qt::NoModifier);
        }
        // What the key itself did to the view (following the cursor) is not the re-render's.
        QCoreApplication::processEvents();
        previous = view->topAnchor();
        QVERIFY(waitForPreview());
        const int top = view->topAnchor();
        QVERIFY2(view->verticalScrollBar()->value() > 0, qPrintable(QString::number(i)));
        worst = std::max(worst, std::abs(top - previous));
        if (std::abs(top - previous) > 1)
            qWarning() << "edit" << i << "cursor line" << draft->textCursor().blockNumber()
                       << "anchor lines" << view->anchors()[previous].line
                       << view->anchors()[top].line << "text"
                       << draft->document()
                              ->findBlockByNumber(draft->textCursor().blockNumber() - 1)
                              .text()
                       << draft->textCursor().block().text();
        QVERIFY2(std::abs(top - previous) <= 1,
                 qPrintable(
                     QStringLiteral("edit %1: top block %2 -> %3").arg(i).arg(previous).arg(top)));
        previous = top;
    }
    qInfo("largest move of the top block in one edit: %d", worst);
}

void TestEditorPreview::anEditReplacesOnlyItsBlock()
{
    PreviewView *view = m_preview->view();
    TextPane *draft = m_window->draftPane();
    const std::vector<QTextDocument *> before = view->documents();
    const int pieces = int(before.size());
    QVERIFY(pieces > 40);
    // A word typed at the end of a paragraph in the middle: its piece is parsed and laid out
    // again, every other piece keeps its very document.
    const int line = draft->document()->blockCount() / 2;
    QTextBlock b = draft->document()->findBlockByNumber(line);
    while (b.isValid() && !b.text().startsWith(QStringLiteral("절 ")))
        b = b.next();
    QVERIFY(b.isValid());
    QTextCursor c(b);
    c.movePosition(QTextCursor::EndOfBlock);
    draft->setTextCursor(c);
    for (const QChar ch : QStringLiteral(" 추가"))
        QTest::sendKeyEvent(QTest::Click, draft, Qt::Key_unknown, QString(ch), Qt::NoModifier);
    QVERIFY(waitForPreview());
    const std::vector<QTextDocument *> &after = view->documents();
    QCOMPARE(int(after.size()), pieces);
    int changed = -1;
    for (int i = 0; i < pieces; ++i) {
        if (after[size_t(i)] == before[size_t(i)]) continue;
        QVERIFY2(changed < 0, qPrintable(QStringLiteral("pieces %1 and %2").arg(changed).arg(i)));
        changed = i;
    }
    QVERIFY(changed >= 0);
    QVERIFY2(after[size_t(changed)]->toPlainText().trimmed().endsWith(QStringLiteral("추가")),
             qPrintable(after[size_t(changed)]->toPlainText()));
    QVERIFY(m_preview->lastRebuilt() >= 1 && m_preview->lastRebuilt() <= 3);

    // A new line above shifts every later block's line: their pieces are kept all the same, and
    // their anchors name the new lines.
    draft->setTextCursor(QTextCursor(draft->document()->findBlockByNumber(3)));
    QTest::keyClick(draft, Qt::Key_Return);
    QTest::keyClick(draft, Qt::Key_Return);
    QVERIFY(waitForPreview());
    QVERIFY2(m_preview->lastRebuilt() <= 3, qPrintable(QString::number(m_preview->lastRebuilt())));

    // The page equals one built afresh from the same analysis: same pieces, anchors, geometry.
    const AnalysisPtr analysis = m_window->analysis();
    const PreviewUpdate fresh =
        buildPreviewPage(HtmlRenderer(*analysis->lint.draft).renderParts(), view->pageWidth(),
                         nullptr, QThread::currentThread());
    const PreviewLayout &shown = *view->layout();
    QCOMPARE(shown.pieces.size(), fresh.layout->pieces.size());
    for (size_t i = 0; i < shown.pieces.size(); ++i) {
        QCOMPARE(shown.pieces[i].key, fresh.layout->pieces[i].key);
        QCOMPARE(shown.tops[i], fresh.layout->tops[i]);
    }
    QCOMPARE(shown.height, fresh.layout->height);
    QCOMPARE(shown.anchors.size(), fresh.layout->anchors.size());
    for (int i = 0; i < shown.anchors.size(); ++i) {
        QCOMPARE(shown.anchors[i].piece, fresh.layout->anchors[i].piece);
        QCOMPARE(shown.anchors[i].block, fresh.layout->anchors[i].block);
        QCOMPARE(shown.anchors[i].line, fresh.layout->anchors[i].line);
    }
    QStringList texts;
    for (QTextDocument *d : fresh.documents) {
        if (d) texts.append(d->toPlainText());
    }
    QCOMPARE(view->toPlainText(), texts.join(u'\n'));
    qDeleteAll(fresh.documents);
    // The anchors name the draft's lines: the block at a title's anchor is that title.
    int titles = 0;
    for (const PreviewView::Anchor &a : shown.anchors) {
        const QString text = view->documents()[size_t(a.piece)]->findBlockByNumber(a.block).text();
        if (!text.startsWith(QStringLiteral("절 ")) || text.contains(u'의')) continue;
        QCOMPARE(draft->document()->findBlockByNumber(a.line).text(), text.trimmed());
        ++titles;
    }
    QCOMPARE(titles, Sections);
}

QTEST_MAIN(TestEditorPreview)
#include "tst_editorpreview.moc"
