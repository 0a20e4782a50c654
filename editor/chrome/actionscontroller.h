// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editorwidgets.h"
#include "linter.h"

#include <QObject>
#include <QRect>
#include <QSet>

class QAction;
class QDockWidget;
class QMenu;

namespace tandem {

class AnalysisController;
class DocumentController;
class FixController;
class HelpMenu;
class ReviewController;

// Where a first start (no saved geometry) puts the window in the screen's available area: all
// of a small screen, 85% of a large one, centred; always inside `available`.
QRect firstWindowGeometry(const QRect &available);

// The window's menus and the settings they keep (QSettings): the files (recent pairs), editing,
// the view (scroll sync, word wrap, zoom and font, which docks show), the checks switched on and
// off and the user's style file (actionscontroller.cpp; settings: actionscontrollersettings.cpp).
class ActionsController : public QObject
{
    Q_OBJECT
public:
    struct Controllers
    {
        DocumentController *document = nullptr;
        AnalysisController *analysis = nullptr;
        FixController *fixes = nullptr;
        ReviewController *review = nullptr;
        HelpMenu *help = nullptr;
    };
    ActionsController(const EditorWidgets &widgets, const Controllers &controllers,
                      QObject *parent = nullptr);

    // Builds the menu bar; `docks` get a toggle each in the View menu.
    void createMenus(const QList<QDockWidget *> &docks);
    void readSettings(); // before the window shows
    void writeSettings() const;
    // The Edit menu, where other controllers add their actions (editingcontroller.h).
    QMenu *editMenu() const { return m_editMenu; }
    QMenu *fileMenu() const { return m_fileMenu; }
    QMenu *checksMenu() const { return m_checksMenu; }

    void setSyncScrolling(bool on);
    void setWordWrap(bool on);
    void goToLine(int line); // 1-based, in the draft
    // The checks switched on and off, as the settings and the Checks menu say.
    LintOptions lintOptions() const;
    // The user's own style rules (YAML, glossary/README.md), added to the built-in ones and
    // remembered in the settings; empty: the built-in rules only. A file with a problem is
    // refused with the problems listed, and the rules in use stay as they were.
    bool setStyleFile(const QString &path);

signals:
    void message(const QString &text, int msec);

private:
    void rebuildRecentMenu();
    void chooseChecks();
    void setCheckEnabled(const QString &id, bool on);
    void applyCheckChoices();

    EditorWidgets m_w;
    Controllers m_c;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_checksMenu = nullptr;
    QAction *m_syncAction = nullptr;
    QAction *m_wrapAction = nullptr;
    QAction *m_spellingAction = nullptr;
    QSet<QString> m_disabledChecks; // on by default, switched off
    QSet<QString> m_enabledChecks;  // off by default (spelling), switched on
    QString m_styleFile;
};

} // namespace tandem
