// SPDX-License-Identifier: GPL-3.0-or-later
#include "docklayout.h"

#include "issuesmodel.h"
#include "issuespanel.h"

#include <QAbstractItemView>
#include <QDockWidget>
#include <QHeaderView>
#include <QMainWindow>
#include <QScrollBar>
#include <QTimer>
#include <QTreeView>

#include <algorithm>

namespace tandem {

namespace {

// The height a dock holding one list (the Glossary, the Issues) needs to show `rows` rows: its
// title, the fields above the list, the list's header and the rows. A third of the window gave
// the Glossary's one or two rows 230 px at 1280x720 and left the Issues four.
int dockHeightForRows(QDockWidget *dock, int rows)
{
    QWidget *content = dock ? dock->widget() : nullptr;
    auto *view = content ? content->findChild<QAbstractItemView *>() : nullptr;
    if (!view) return 0;
    const int chrome = std::max(0, dock->sizeHint().height() - view->sizeHint().height());
    int row = view->sizeHintForRow(0);
    if (row <= 0) row = view->fontMetrics().height() + 4;
    int header = 0;
    if (auto *tree = qobject_cast<QTreeView *>(view); tree && !tree->isHeaderHidden())
        header = tree->header()->sizeHint().height();
    return chrome + header + rows * row + 2 * view->frameWidth() +
           view->horizontalScrollBar()->sizeHint().height();
}

// Rows each list shows in the right column of a short screen.
constexpr int GlossaryRows = 4;
constexpr int IssuesRows = 7;

} // namespace

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
    const int glossary =
        std::min(available.height() / 3, dockHeightForRows(docks.glossary, GlossaryRows));
    window->resizeDocks({docks.glossary, docks.matches}, {glossary, available.height() - glossary},
                        Qt::Vertical);
}

void arrangePreviewDock(QMainWindow *window, const EditorDocks &docks, QDockWidget *preview)
{
    const Qt::DockWidgetArea area = window->dockWidgetArea(preview);
    if (preview->isFloating() || window->dockWidgetArea(docks.glossary) != area) return;
    if (!docks.matches->isFloating() && window->dockWidgetArea(docks.matches) == area)
        window->tabifyDockWidget(docks.glossary, docks.matches);
    // Not splitDockWidget(): beside a tabbed dock it adds a tab.
    window->addDockWidget(area, preview, Qt::Vertical);
    docks.glossary->raise();
    // Sized once the area has laid the added dock out: sizes given before that are lost.
    QTimer::singleShot(0, window, [window, docks, preview, area] {
        const int height = window->height();
        const int glossary = std::min(height / 5, dockHeightForRows(docks.glossary, GlossaryRows));
        if (!docks.issues->isFloating() && docks.issues->isVisible() &&
            window->dockWidgetArea(docks.issues) == area) {
            // A short screen's right column: the Glossary's rows, the Issues' rows, and the page
            // the rest (at 1280x720 it had 280 px under a 230 px Glossary of one row).
            const int issues = std::min(height / 3, dockHeightForRows(docks.issues, IssuesRows));
            // The column's height as laid out now (the window's less its menu and status bars).
            const int column =
                docks.glossary->height() + docks.issues->height() + preview->height();
            window->resizeDocks({docks.glossary, docks.issues, preview},
                                {glossary, issues, std::max(0, column - glossary - issues)},
                                Qt::Vertical);
        } else {
            window->resizeDocks({docks.glossary, preview}, {glossary, height - glossary},
                                Qt::Vertical);
        }
        window->resizeDocks({preview}, {window->width() * 2 / 5}, Qt::Horizontal);
    });
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
