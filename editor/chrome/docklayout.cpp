// SPDX-License-Identifier: GPL-3.0-or-later
#include "docklayout.h"

#include "issuesmodel.h"
#include "issuespanel.h"

#include <QDockWidget>
#include <QHeaderView>
#include <QMainWindow>
#include <QTreeView>

namespace tandem {

void arrangeDefaultDocks(QMainWindow *window, const EditorDocks &docks, QSize available)
{
    if (available.height() >= CompactLayoutHeight) {
        window->resizeDocks({docks.issues}, {available.height() / 4}, Qt::Vertical);
        return;
    }
    window->addDockWidget(Qt::RightDockWidgetArea, docks.issues);
    window->tabifyDockWidget(docks.matches, docks.issues);
    docks.issues->raise();
    // A column a third as wide as under the panes: the message comes first, where it is read
    // whole ("Title underlin…" at the end of the row said nothing), then the narrow columns.
    if (auto *panel = qobject_cast<IssuesPanel *>(docks.issues->widget())) {
        QTreeView *view = panel->view();
        view->header()->moveSection(view->header()->visualIndex(IssuesModel::MessageColumn), 0);
        view->setColumnWidth(IssuesModel::MessageColumn, available.width() / 4);
        view->setColumnWidth(IssuesModel::SeverityColumn, panel->severityColumnWidth());
        view->setColumnWidth(IssuesModel::CheckColumn, 130);
        view->setColumnWidth(IssuesModel::SideColumn, 44);
        view->setColumnWidth(IssuesModel::LineColumn, 40);
    }
    window->resizeDocks({docks.glossary, docks.matches},
                        {available.height() / 3, available.height() * 2 / 3}, Qt::Vertical);
}

void showReviewDock(QMainWindow *window, QDockWidget *review, QDockWidget *issues)
{
    if (issues && !issues->isFloating() &&
        window->dockWidgetArea(issues) == Qt::RightDockWidgetArea) {
        window->tabifyDockWidget(issues, review);
        review->show();
        review->raise();
        // The file table has eight columns: a column somewhat wider than the Glossary needs,
        // and two thirds of its height (the Glossary above keeps the rest).
        window->resizeDocks({review}, {window->width() * 3 / 10}, Qt::Horizontal);
        window->resizeDocks({review}, {window->height() * 2 / 3}, Qt::Vertical);
        return;
    }
    review->show();
    if (issues && window->dockWidgetArea(issues) == window->dockWidgetArea(review)) {
        // The file table has eight columns; the issues list reads well narrower. The height is
        // the Issues dock's: two fifths of the window made a one-row table half the screen.
        const int height = issues->height();
        window->resizeDocks({review, issues}, {window->width() * 3 / 5, window->width() * 2 / 5},
                            Qt::Horizontal);
        if (height > 0) window->resizeDocks({review}, {height}, Qt::Vertical);
    }
}

} // namespace tandem
