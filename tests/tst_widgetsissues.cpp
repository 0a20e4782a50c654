// SPDX-License-Identifier: GPL-3.0-or-later
// The Issues panel (issue 12): errors and warnings are rows of their own; the notes of a check
// that has several sit under one expandable row; "Warnings and errors" hides the notes.
#include "issuesfilter.h"
#include "issuesmodel.h"
#include "issuespanel.h"

#include <QComboBox>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>

using namespace tandem;

namespace {

Issue issue(const char *check, Severity severity, int line, const char *message)
{
    return Issue{QString::fromLatin1(check), severity,    Side::Draft, Range{{line, 0}, {line, 1}},
                 QString::fromUtf8(message), std::nullopt};
}

Issues sample()
{
    return {issue("rst-inline-boundary", Severity::Error, 1, "glued"),
            issue("glossary-missing", Severity::Info, 2, "first note"),
            issue("glossary-term", Severity::Warning, 3, "wrong variant"),
            issue("glossary-missing", Severity::Info, 4, "second note"),
            issue("whitespace", Severity::Info, 5, "trailing"),
            issue("glossary-missing", Severity::Info, 6, "third note")};
}

} // namespace

class TestWidgetsIssues : public QObject
{
    Q_OBJECT
private slots:
    void notesOfOneCheckAreGrouped()
    {
        IssuesModel model;
        model.setIssues(sample());
        // error, the glossary-missing notes (at the place of the first), warning, whitespace.
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.issueFor(model.index(0, 0))->check, QStringLiteral("rst-inline-boundary"));
        const QModelIndex group = model.index(1, 0);
        QVERIFY(model.isGroup(group));
        QVERIFY(!model.issueFor(group));
        QCOMPARE(model.index(1, IssuesModel::CheckColumn).data().toString(),
                 QStringLiteral("glossary-missing"));
        QCOMPARE(model.index(1, IssuesModel::LineColumn).data().toInt(), 3);
        QCOMPARE(model.rowCount(group), 3);
        QCOMPARE(model.issueFor(model.index(2, 0, group))->message, QStringLiteral("third note"));
        QCOMPARE(model.parent(model.index(2, 0, group)), group);
        QCOMPARE(model.issueFor(model.index(2, 0))->check, QStringLiteral("glossary-term"));
        // A check with a single note keeps it as a row of its own.
        QCOMPARE(model.issueFor(model.index(3, 0))->check, QStringLiteral("whitespace"));
        QCOMPARE(model.rowCount(model.index(3, 0)), 0);
        QCOMPARE(model.issues().size(), 6);
    }

    void aFloodOfWarningsFromOneCheckIsOneRow()
    {
        // A file started in place: a "still in English" warning per paragraph, and the one
        // error the translator made. Ten or more warnings of a check make one row; fewer stay.
        Issues issues{issue("rst-inline-boundary", Severity::Error, 30, "glued")};
        for (int line = 1; line <= 12; ++line)
            issues.append(issue("untranslated", Severity::Warning, 2 * line, "still English"));
        for (int line = 1; line <= 9; ++line)
            issues.append(issue("glossary-term", Severity::Warning, 2 * line + 1, "variant"));
        IssuesPanel panel;
        panel.model()->setIssues(issues);
        IssuesModel &model = *panel.model();
        QCOMPARE(model.rowCount(), 1 + 1 + 9);
        const QModelIndex group = model.index(1, 0);
        QVERIFY(model.isGroup(group));
        QCOMPARE(model.index(1, IssuesModel::CheckColumn).data().toString(),
                 QStringLiteral("untranslated"));
        QCOMPARE(model.index(1, IssuesModel::SeverityColumn).data().toString(),
                 QStringLiteral("warning"));
        QCOMPARE(model.index(1, IssuesModel::LineColumn).data().toInt(), 3);
        QCOMPARE(model.rowCount(group), 12);
        QCOMPARE(model.issueFor(model.index(11, 0, group))->range.start.line, 24);
        QCOMPARE(model.issueFor(model.index(2, 0))->check, QStringLiteral("glossary-term"));
        // A grouped warning's severity reads whole ("war…" and "…" at a fixed 64 px): the cell
        // after two levels of indentation holds the word.
        QTreeView *view = panel.view();
        const QModelIndex shownGroup = view->model()->index(1, 0);
        view->expand(shownGroup);
        const QModelIndex child = view->model()->index(0, IssuesModel::SeverityColumn, shownGroup);
        QCOMPARE(child.data().toString(), QStringLiteral("warning"));
        QVERIFY(view->visualRect(child).width() >
                view->fontMetrics().horizontalAdvance(QStringLiteral("warning")));
        // "Warnings and errors" keeps the group: it is warnings.
        panel.severityBox()->setCurrentIndex(panel.severityBox()->findData(int(Severity::Warning)));
        QCOMPARE(panel.view()->model()->rowCount(), 1 + 1 + 9);
        panel.severityBox()->setCurrentIndex(panel.severityBox()->findData(int(Severity::Error)));
        QCOMPARE(panel.view()->model()->rowCount(), 1);
    }

    void warningsAndErrorsHideTheNotes()
    {
        IssuesPanel panel;
        panel.model()->setIssues(sample());
        QAbstractItemModel *shown = panel.view()->model();
        QCOMPARE(shown->rowCount(), 4);
        panel.severityBox()->setCurrentIndex(panel.severityBox()->findData(int(Severity::Warning)));
        QCOMPARE(shown->rowCount(), 2);
        QCOMPARE(panel.issueAtViewRow(0)->severity, Severity::Error);
        QCOMPARE(panel.issueAtViewRow(1)->severity, Severity::Warning);
        panel.severityBox()->setCurrentIndex(panel.severityBox()->findData(int(Severity::Info)));
        QCOMPARE(shown->rowCount(), 4);
    }

    void filtersReachIntoTheGroup()
    {
        IssuesPanel panel;
        panel.model()->setIssues(sample());
        QAbstractItemModel *shown = panel.view()->model();
        panel.filter()->setText(QStringLiteral("second"));
        QCOMPARE(shown->rowCount(), 1); // the group, holding only the matching note
        QCOMPARE(shown->rowCount(shown->index(0, 0)), 1);
        QCOMPARE(panel.issueAtViewIndex(shown->index(0, 0, shown->index(0, 0)))->message,
                 QStringLiteral("second note"));
        panel.filter()->setText(QString());
        // Reviewer mode: only the notes on changed lines (here: line index 6) stay.
        panel.setChangedLineTest([](const Issue &i) { return i.range.start.line == 6; });
        panel.filter()->setOnlyChangedLines(true);
        QCOMPARE(shown->rowCount(), 1);
        QCOMPARE(shown->rowCount(shown->index(0, 0)), 1);
    }

    void activatingANoteJumpsActivatingTheGroupExpands()
    {
        IssuesPanel panel;
        panel.model()->setIssues(sample());
        QSignalSpy jumped(&panel, &IssuesPanel::issueActivated);
        QTreeView *view = panel.view();
        const QModelIndex group = view->model()->index(1, 0);
        QVERIFY(!view->isExpanded(group));
        emit view->activated(group);
        QVERIFY(view->isExpanded(group));
        QCOMPARE(jumped.count(), 0);
        emit view->activated(view->model()->index(1, 0, group));
        QCOMPARE(jumped.count(), 1);
        QCOMPARE(jumped.at(0).at(0).value<Issue>().message, QStringLiteral("second note"));
    }
};

QTEST_MAIN(TestWidgetsIssues)
#include "tst_widgetsissues.moc"
