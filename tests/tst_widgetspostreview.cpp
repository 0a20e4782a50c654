// SPDX-License-Identifier: GPL-3.0-or-later
// The Post Review dialog on its own (issue 44): each one-click suggestion's change is shown
// before anything is posted, and only the comments of checks trusted to comment on a line
// (ReviewComment::trusted) are ticked at first; the others can be ticked by hand.
#include "postreviewdialog.h"

#include <QApplication>
#include <QTest>
#include <QTreeWidget>

using namespace tandem;

class TstWidgetsPostReview : public QObject
{
    Q_OBJECT

private slots:
    void suggestionsShownOnlyTrustedTicked()
    {
        ReviewComment fix;
        fix.id = QStringLiteral("a");
        fix.path = QStringLiteral("docs/a.rst");
        fix.line = 4;
        fix.onDiff = fix.trusted = true;
        fix.check = QStringLiteral("rst-inline-boundary");
        fix.body = QStringLiteral("**error** · `rst-inline-boundary`\n\nglued\n\n```suggestion\n"
                                  "``x``\\ 를 봅니다.\n```");
        fix.suggestedFrom = QStringLiteral("``x``를");
        fix.suggestedTo = QStringLiteral("``x``\\ 를");
        ReviewComment guess = fix;
        guess.id = QStringLiteral("b");
        guess.check = QStringLiteral("glossary-missing");
        guess.onDiff = guess.trusted = false;
        guess.suggestedFrom.clear();
        guess.suggestedTo.clear();
        guess.body = QStringLiteral("**info** · `glossary-missing`\n\nterm");

        PostReviewDialog dialog({fix, guess}, QStringLiteral("o/r"), 1);
        QTreeWidget *list = dialog.list();
        QCOMPARE(list->topLevelItemCount(), 2);
        QCOMPARE(list->topLevelItem(0)->text(3), QStringLiteral("“``x``를” → “``x``\\ 를”"));
        QCOMPARE(list->topLevelItem(0)->checkState(0), Qt::Checked);
        QVERIFY(list->topLevelItem(1)->text(3).isEmpty());
        QCOMPARE(list->topLevelItem(1)->text(1), QStringLiteral("review text"));
        QCOMPARE(list->topLevelItem(1)->checkState(0), Qt::Unchecked);
        QVERIFY(!list->topLevelItem(1)->toolTip(0).isEmpty());
        QList<ReviewComment> chosen = dialog.comments();
        QVERIFY(chosen[0].enabled);
        QVERIFY(!chosen[1].enabled);
        // Ticked by hand, it is posted (in the review's text).
        list->topLevelItem(1)->setCheckState(0, Qt::Checked);
        chosen = dialog.comments();
        QVERIFY(chosen[1].enabled);
    }
};

QTEST_MAIN(TstWidgetsPostReview)
#include "tst_widgetspostreview.moc"
