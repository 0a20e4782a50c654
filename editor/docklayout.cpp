// SPDX-License-Identifier: GPL-3.0-or-later
#include "docklayout.h"

#include "issuesmodel.h"
#include "issuespanel.h"

#include <QDockWidget>
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
    // A column a third as wide as under the panes: narrower columns leave the message room.
    if (auto *panel = qobject_cast<IssuesPanel *>(docks.issues->widget())) {
        QTreeView *view = panel->view();
        view->setColumnWidth(IssuesModel::SeverityColumn, 64);
        view->setColumnWidth(IssuesModel::CheckColumn, 130);
        view->setColumnWidth(IssuesModel::SideColumn, 44);
        view->setColumnWidth(IssuesModel::LineColumn, 40);
    }
    window->resizeDocks({docks.glossary, docks.matches},
                        {available.height() / 3, available.height() * 2 / 3}, Qt::Vertical);
}

} // namespace tandem
