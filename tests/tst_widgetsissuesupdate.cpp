// SPDX-License-Identifier: GPL-3.0-or-later
// The Issues panel while someone types (issue 13, typing): issues that only moved (a column
// further on the typed line, a line further down below a new line) or say something new (a
// count in the message) keep their rows; only the cells shown anew change, so the list is not
// reset and repainted whole on every keystroke. An issue more or less, or a changed check,
// severity, side or fix, resets the model as before.
#include "cachedtextdelegate.h"
#include "issuesmodel.h"
#include "issuespanel.h"

#include <QTreeView>

#include <QSignalSpy>
#include <QTest>

using namespace tandem;

namespace {

Issue issue(const char *check, Severity severity, int line, int column, const char *message)
{
    return Issue{QString::fromLatin1(check),
                 severity,
                 Side::Draft,
                 Range{{line, column}, {line, column + 1}},
                 QString::fromUtf8(message),
                 std::nullopt};
}

Issues sample(int shiftFromLine, int lines, int columns)
{
    Issues out{issue("rst-inline-boundary", Severity::Error, 1, 4, "glued"),
               issue("glossary-missing", Severity::Info, 2, 0, "first note"),
               issue("glossary-term", Severity::Warning, 3, 7, "wrong variant"),
               issue("glossary-missing", Severity::Info, 4, 0, "second note"),
               issue("glossary-missing", Severity::Info, 6, 0, "third note")};
    for (Issue &i : out) {
        if (i.range.start.line == shiftFromLine) {
            i.range.start.column += columns;
            i.range.end.column += columns;
        }
        if (i.range.start.line > shiftFromLine) {
            i.range.start.line += lines;
            i.range.end.line += lines;
        }
    }
    return out;
}

} // namespace

class TestWidgetsIssuesUpdate : public QObject
{
    Q_OBJECT
private slots:
    void movedIssuesKeepTheirRows()
    {
        IssuesModel model;
        model.setIssues(sample(0, 0, 0));
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);

        // Typed on line 3: the warning there moves two columns; no line changes.
        model.setIssues(sample(3, 0, 2));
        QCOMPARE(resets.size(), 0);
        QCOMPARE(changed.size(), 0);
        QCOMPARE(model.issueFor(model.index(2, 0))->range.start.column, 9);

        // A new line after line 2: the warning (row 2), and the second and third notes in the
        // group (its row shows the first note's line, which stays) move one line down.
        model.setIssues(sample(2, 1, 0));
        QCOMPARE(resets.size(), 0);
        QCOMPARE(changed.size(), 3);
        const QModelIndex group = model.index(1, 0);
        QCOMPARE(changed.at(0).at(0).value<QModelIndex>(), model.index(2, IssuesModel::LineColumn));
        QCOMPARE(changed.at(1).at(0).value<QModelIndex>(),
                 model.index(1, IssuesModel::LineColumn, group));
        QCOMPARE(changed.at(2).at(0).value<QModelIndex>(),
                 model.index(2, IssuesModel::LineColumn, group));
        QCOMPARE(model.index(2, IssuesModel::LineColumn).data().toInt(), 5);
        QCOMPARE(model.index(1, IssuesModel::LineColumn, group).data().toInt(), 6);
        QCOMPARE(model.index(1, IssuesModel::LineColumn).data().toInt(), 3);

        // A message that changed (a count in it, a quoted word) is that one cell; with its line
        // too, both cells. In a group as on its own.
        changed.clear();
        Issues said = sample(2, 1, 0);
        said[2].message = QStringLiteral("another variant");
        said[4].message = QStringLiteral("third note, reworded");
        model.setIssues(said);
        QCOMPARE(resets.size(), 0);
        QCOMPARE(changed.size(), 2);
        QCOMPARE(changed.at(0).at(0).value<QModelIndex>(),
                 model.index(2, IssuesModel::MessageColumn));
        QCOMPARE(changed.at(0).at(1).value<QModelIndex>(),
                 model.index(2, IssuesModel::MessageColumn));
        QCOMPARE(changed.at(1).at(0).value<QModelIndex>(),
                 model.index(2, IssuesModel::MessageColumn, group));
        QCOMPARE(model.index(2, IssuesModel::MessageColumn).data().toString(),
                 QStringLiteral("another variant"));
        QCOMPARE(model.index(2, IssuesModel::MessageColumn, group).data().toString(),
                 QStringLiteral("third note, reworded"));
        changed.clear();
        Issues movedAndSaid = sample(0, 0, 0);
        movedAndSaid[0].message = QStringLiteral("glued, reworded");
        movedAndSaid[0].range.start.line = 0;
        model.setIssues(movedAndSaid);
        QCOMPARE(resets.size(), 0);
        QCOMPARE(changed.first().at(0).value<QModelIndex>(),
                 model.index(0, IssuesModel::LineColumn));
        QCOMPARE(changed.first().at(1).value<QModelIndex>(),
                 model.index(0, IssuesModel::MessageColumn));

        // A changed severity or an issue more is a new list.
        Issues other = movedAndSaid;
        other[2].severity = Severity::Error;
        model.setIssues(other);
        QCOMPARE(resets.size(), 1);
        QCOMPARE(model.index(2, IssuesModel::SeverityColumn).data().toString(),
                 QStringLiteral("error"));
        other.append(issue("whitespace", Severity::Info, 9, 0, "trailing"));
        model.setIssues(other);
        QCOMPARE(resets.size(), 2);
        QCOMPARE(model.rowCount(), 4);
    }

    void aRepaintLaysOutNoTextAgain()
    {
        // The list repaints whenever the issues change; each cell's text is laid out (shaped,
        // elided) once and drawn from then on, until its text or width changes.
        IssuesPanel panel;
        panel.resize(700, 300);
        panel.model()->setIssues(sample(0, 0, 0));
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        auto *delegate = qobject_cast<CachedTextDelegate *>(panel.view()->itemDelegate());
        QVERIFY(delegate);
        QWidget *viewport = panel.view()->viewport();
        viewport->repaint();
        const int first = delegate->layouts();
        QVERIFY2(first >= 9, qPrintable(QString::number(first))); // 3 top rows (one a group)
        viewport->repaint();
        QCOMPARE(delegate->layouts(), first);

        // A new list with one message changed: that cell only.
        Issues other = sample(0, 0, 0);
        other[0].message = QStringLiteral("glued again");
        panel.model()->setIssues(other);
        viewport->repaint();
        QCOMPARE(delegate->layouts(), first + 1);

        // A narrower column is laid out (and elided) anew.
        panel.view()->setColumnWidth(IssuesModel::CheckColumn, 60);
        viewport->repaint();
        QVERIFY(delegate->layouts() > first + 1);
    }
};

QTEST_MAIN(TestWidgetsIssuesUpdate)
#include "tst_widgetsissuesupdate.moc"
