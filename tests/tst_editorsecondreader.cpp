// SPDX-License-Identifier: GPL-3.0-or-later
// The second reader in the editor (editor/secondreader/, issue 49), against the loopback
// stand-in of tst_externalchecks (tests/loopbackstandin.h: 127.0.0.1, port 0); never the
// network. Every wait is for an event (a batch ended, an analysis shown), never a clock:
//   - off by default: with an endpoint configured, nothing is sent until the user turns it on;
//   - a finding lands on its line and UTF-16 columns, listed and underlined, as info with its
//     origin, and offers nothing to apply;
//   - a keystroke while a paragraph is being read cancels the rest of the batch;
//   - closing the window while a call hangs does not wait for it;
//   - a kind of question under 50% precision after ReaderTally::MinAnswers verdicts is silent;
//   - a remote address is said in the status bar.
#include "analysiscontroller.h"
#include "editortesting.h"
#include "issuesmodel.h"
#include "issuespanel.h"
#include "loopbackstandin.h"
#include "panehighlighter.h"
#include "readertally.h"
#include "secondreadercontroller.h"
#include "settingskeys.h"
#include "textpane.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMenu>
#include <QSignalSpy>
#include <QTextBlock>
#include <QThreadPool>

using namespace tandem;
using namespace tandem::testing;

namespace {

// Four paragraphs: a batch has more to read than the one a keystroke interrupts.
const QString Source = QStringLiteral("Saving\n"
                                      "======\n"
                                      "\n"
                                      "We do not train the model here.\n"
                                      "\n"
                                      "The data comes from a file.\n"
                                      "\n"
                                      "The loss goes down slowly.\n"
                                      "\n"
                                      "Then we save the weights.\n");
// Line 3: an astral character before the quote, so code points and UTF-16 columns differ.
const QString Draft = QStringLiteral("저장\n"
                                     "====\n"
                                     "\n"
                                     "여기서 😀 모델을 학습합니다.\n"
                                     "\n"
                                     "데이터는 파일에서 옵니다.\n"
                                     "\n"
                                     "손실이 천천히 줄어듭니다.\n"
                                     "\n"
                                     "그다음 가중치를 저장합니다.\n");
const QString Quote = QStringLiteral("모델을");

// A chat answer with one negation finding quoting "모델을" about its paragraph, none otherwise.
QByteArray answerAboutQuote(const QByteArray &body)
{
    const QString user = chatUserContent(body);
    QJsonArray findings;
    if (user.contains(Quote))
        findings.append(QJsonObject{{"kind", "negation"},
                                    {"quote", Quote},
                                    {"explanation", "the English says we do not train it"},
                                    {"fix", ""}});
    return chatAnswer(
        QJsonDocument(QJsonObject{{"findings", findings}}).toJson(QJsonDocument::Compact));
}

bool writeFile(const QString &path, const QString &text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text.toUtf8()) > 0;
}

} // namespace

class TestEditorSecondReader : public PairWindowTest
{
    Q_OBJECT

private:
    // The pair open in a new window, the reader configured for `server` but not turned on,
    // its answers not cached, and a batch started as soon as an analysis is shown.
    // (Null: no reader configured.)
    [[nodiscard]] bool openWithReader(const LoopbackStandIn *server)
    {
        QSettings store;
        store.remove(QStringLiteral("secondReader"));
        if (server) store.setValue(settings::SecondReaderEndpoint, server->url(QString()));
        store.setValue(settings::SecondReaderModel, QStringLiteral("test-model"));
        if (!newPairFolder(QStringLiteral("training")) || !writeFile(m_source, Source) ||
            !writeFile(m_draft, Draft) || !openWindow())
            return false;
        reader()->setCacheFolder(QStringLiteral("-"));
        reader()->setPauseMs(0);
        return m_window->openPair(m_source, m_draft) &&
               QTest::qWaitFor([this] { return m_window->isAnalysisCurrent(); }, Patience);
    }
    SecondReaderController *reader() const { return m_window->secondReader(); }
    // Turns the reader on and waits for the batch it starts to end.
    [[nodiscard]] bool readOnce(QSignalSpy &ended)
    {
        reader()->setOn(true);
        return ended.wait(Patience);
    }

private slots:
    void initTestCase() { isolateSettings(); }
    void cleanup() { closePair(); }

    void offByDefaultSendsNothing()
    {
        LoopbackStandIn server(answerAboutQuote);
        QVERIFY(server.listen());
        QVERIFY(openWithReader(&server));
        QVERIFY(!reader()->isOn());
        QTest::keyClick(m_window->draftPane(), Qt::Key_End);
        QTest::keyClick(m_window->draftPane(), Qt::Key_Period);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->isAnalysisCurrent(), Patience);
        drainEvents();
        QVERIFY(!reader()->isReading());
        QCOMPARE(server.requests, 0);
        QVERIFY(!reader()->statusWidget()->isVisible());
    }

    void missingSetUpIsSaidOnce()
    {
        QVERIFY(openWithReader(nullptr));
        QSignalSpy said(reader(), &SecondReaderController::message);
        reader()->setOn(true);
        QCOMPARE(said.size(), 1);
        QTest::keyClick(m_window->draftPane(), Qt::Key_End);
        QTest::keyClick(m_window->draftPane(), Qt::Key_Period);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->isAnalysisCurrent(), Patience);
        drainEvents(); // the pause (0 ms) ends and the reader finds itself not set up again
        QCOMPARE(said.size(), 1);
        QVERIFY(!reader()->isReading());
    }

    void findingLandsOnItsColumns()
    {
        LoopbackStandIn server(answerAboutQuote);
        QVERIFY(server.listen());
        QVERIFY(openWithReader(&server));
        QSignalSpy ended(reader(), &SecondReaderController::batchEnded);
        QVERIFY(readOnce(ended));
        QCOMPARE(ended.first().at(1).toBool(), false); // read to the end
        QCOMPARE(server.requests, 4);                  // the title is not asked about
        QTRY_COMPARE_WITH_TIMEOUT(reader()->findings().size(), 1, Patience);
        const Issue found = reader()->findings().first();
        // "여기서 😀 " is 7 UTF-16 units: the quote spans columns 7-10 of line 3.
        QCOMPARE(found.range, (Range{{3, 7}, {3, 10}}));
        QCOMPARE(found.severity, Severity::Info);
        QVERIFY(!found.fix);
        QVERIFY(found.message.startsWith(QStringLiteral("second reader (test-model), unverified")));
        QVERIFY(m_window->analysisController()->shownIssues().contains(found));
        QVERIFY(m_window->issuesPanel()->model()->issues().contains(found));
        bool underlined = false;
        const QTextBlock line = m_window->draftPane()->document()->findBlockByNumber(3);
        for (const Deco &d : PaneHighlighter::decosOf(line))
            underlined |= d.style == DecoStyle::IssueInfo && d.start == 7 && d.length == 3;
        QVERIFY(underlined);
    }

    void keystrokeCancelsTheBatch()
    {
        bool typed = false;
        // While the first paragraph is being read (nearest the cursor: line 0's title is not
        // asked, so the first paragraph), the translator types.
        LoopbackStandIn server([&](const QByteArray &body) {
            if (!std::exchange(typed, true)) QTest::keyClick(m_window->draftPane(), Qt::Key_A);
            return answerAboutQuote(body);
        });
        QVERIFY(server.listen());
        QVERIFY(openWithReader(&server));
        QSignalSpy ended(reader(), &SecondReaderController::batchEnded);
        QVERIFY(readOnce(ended));
        // The paragraph being read; the three after it were not asked about.
        QCOMPARE(ended.first().at(0).toInt(), 1);
        QCOMPARE(ended.first().at(1).toBool(), true);
        QCOMPARE(server.requests, 1);
        QVERIFY(reader()->findings().isEmpty()); // its place may have moved
    }

    void closingDoesNotWaitForAHungCall()
    {
        auto *server = new LoopbackStandIn(answerAboutQuote);
        server->mode = LoopbackStandIn::Mode::Hang;
        QVERIFY(server->listen());
        QVERIFY(openWithReader(server));
        reader()->setOn(true);
        QTRY_COMPARE_WITH_TIMEOUT(server->requests, 1, Patience);
        closeWindow(m_draft);
        // The window is gone while its reader still waits on the call: nothing waited it out.
        QVERIFY(QThreadPool::globalInstance()->activeThreadCount() > 0);
        delete server; // the connection drops: the call fails and the worker ends
        QVERIFY(QThreadPool::globalInstance()->waitForDone(Patience));
        drainEvents(); // its last report finds no controller
    }

    void lowPrecisionKindFallsSilent()
    {
        LoopbackStandIn server(answerAboutQuote);
        QVERIFY(server.listen());
        QVERIFY(openWithReader(&server));
        const QString kind = QStringLiteral("negation");
        for (int k = 0; k < ReaderTally::MinAnswers - 1; ++k)
            ReaderTally::record(kind, false);
        QVERIFY(!ReaderTally::isSilenced(kind)); // too few verdicts yet
        QSignalSpy ended(reader(), &SecondReaderController::batchEnded);
        QVERIFY(readOnce(ended));
        QTRY_COMPARE_WITH_TIMEOUT(reader()->findings().size(), 1, Patience);
        const Issue found = reader()->findings().first();
        QCOMPARE(ReaderTally::kindOf(found), kind);
        // The draft's context menu on the finding: a verdict to give, nothing to suppress.
        QMenu menu;
        menu.addAction(QStringLiteral("Copy"));
        emit m_window->draftPane()->contextMenuAboutToShow(&menu,
                                                           m_window->draftPane()->cursorAt(3, 8));
        QAction *dismiss = nullptr;
        for (QAction *a : menu.actions()) {
            QVERIFY(!a->text().contains(found.check));
            if (a->text().contains(QStringLiteral("Dismiss"))) dismiss = a;
        }
        QVERIFY(dismiss);
        dismiss->trigger(); // the tenth verdict: none of ten accepted
        QVERIFY(ReaderTally::isSilenced(kind));
        QVERIFY(reader()->findings().isEmpty());
        QVERIFY(!m_window->issuesPanel()->model()->issues().contains(found));
        // Read again: the model still says it, the editor no longer shows it.
        reader()->setOn(false);
        ended.clear();
        QVERIFY(readOnce(ended));
        QCOMPARE(server.requests, 8);
        drainEvents();
        QVERIFY(reader()->findings().isEmpty());
        // Half accepted is not under half: heard again.
        for (int k = 0; k < 10; ++k)
            ReaderTally::record(kind, true);
        QVERIFY(!ReaderTally::isSilenced(kind));
    }

    void remoteAddressIsSaid()
    {
        QSettings store;
        store.remove(QStringLiteral("secondReader"));
        // TEST-NET-1 (RFC 5737): no file is open, so nothing is sent to it.
        store.setValue(settings::SecondReaderEndpoint, QStringLiteral("http://192.0.2.1:8080"));
        store.setValue(settings::SecondReaderModel, QStringLiteral("test-model"));
        QVERIFY(openWindow());
        reader()->setOn(true);
        QVERIFY(reader()->statusWidget()->isVisible());
        QVERIFY(reader()->statusWidget()->text().contains(QStringLiteral("192.0.2.1")));
        QVERIFY(!reader()->isReading());
        reader()->setOn(false);
        QVERIFY(!reader()->statusWidget()->isVisible());
        store.remove(QStringLiteral("secondReader"));
    }
};

QTEST_MAIN(TestEditorSecondReader)
#include "tst_editorsecondreader.moc"
