// SPDX-License-Identifier: GPL-3.0-or-later
// The window's status bar (widgets/wrappingstatusbar.*): a message longer than the room beside
// the permanent widgets wraps and the bar grows until the message is gone (issue 44: at 1280x720
// a quick fix's explanation ended "…only if it is righ").
#include "wrappingstatusbar.h"

#include <QLabel>
#include <QMainWindow>
#include <QPlainTextEdit>
#include <QTest>

using namespace tandem;

class TestWidgetsStatusBar : public QObject
{
    Q_OBJECT

private slots:
    void longMessageWrapsAndBarGrows()
    {
        QMainWindow window;
        auto *bar = new WrappingStatusBar(&window);
        window.setStatusBar(bar);
        window.setCentralWidget(new QPlainTextEdit(&window));
        auto *counts = new QLabel(QStringLiteral("2 errors, 5 warnings, 6 notes · 40 of 41 units "
                                                 "translated"),
                                  &window);
        bar->addPermanentWidget(counts);
        window.resize(800, 400);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const int lineHeight = bar->height();

        // A short message: one line, the bar as it was.
        bar->showMessage(QStringLiteral("Saved."));
        QCoreApplication::processEvents();
        QCOMPARE(bar->height(), lineHeight);

        QString message;
        for (int i = 0; i < 8; ++i)
            message += QStringLiteral("The match came from another translator's file, so its "
                                      "credit line was left out %1. ")
                           .arg(i);
        bar->showMessage(message);
        QTRY_VERIFY(bar->height() > lineHeight);
        const QRect room = bar->messageRect();
        // Left of the counts, and tall enough for every word of the message, wrapped.
        QVERIFY(room.right() < counts->x());
        QVERIFY(room.width() > 100);
        const QRect needed = bar->fontMetrics().boundingRect(QRect(0, 0, room.width(), 10000),
                                                             Qt::TextWordWrap, message);
        QVERIFY2(needed.height() <= room.height(),
                 qPrintable(QStringLiteral("%1 > %2").arg(needed.height()).arg(room.height())));
        QVERIFY(needed.height() > 2 * bar->fontMetrics().height()); // it did wrap
        QCOMPARE(bar->currentMessage(), message);
        QVERIFY(counts->isVisible());

        // Gone: the bar is one line again and the window's text area gets its height back.
        bar->clearMessage();
        QTRY_COMPARE(bar->height(), lineHeight);
    }
};

QTEST_MAIN(TestWidgetsStatusBar)
#include "tst_widgetsstatusbar.moc"
