// SPDX-License-Identifier: GPL-3.0-or-later
// ActionsController: the settings the window keeps between sessions (QSettings).
#include "actionscontroller.h"

#include "documentcontroller.h"
#include "editorfonts.h"
#include "scrollsync.h"
#include "settingskeys.h"
#include "stylerules.h"
#include "textpane.h"

#include <QAction>
#include <QDir>
#include <QMainWindow>
#include <QScreen>
#include <QSettings>
#include <QSplitter>

namespace tandem {

QRect firstWindowGeometry(const QRect &available)
{
    // On a laptop (1280x720) the whole screen: 1500x900 cut off the glossary, the issues and
    // the status bar. On a large screen most of it, centred: a fixed 1500x900 in the corner of
    // a 1920x1080 screen left a quarter of it unused.
    QSize size = available.size();
    if (size.width() > 1400 && size.height() > 800)
        size = size.boundedTo(
            QSize(std::max(1400, size.width() * 17 / 20), std::max(800, size.height() * 17 / 20)));
    QRect r(QPoint(0, 0), size);
    r.moveCenter(available.center());
    return r;
}

void ActionsController::readSettings()
{
    QSettings s;
    QMainWindow *window = m_w.window;
    if (!window->restoreGeometry(s.value(settings::Geometry).toByteArray())) {
        window->setGeometry(firstWindowGeometry(
            window->screen() ? window->screen()->availableGeometry() : QRect(0, 0, 1500, 900)));
    }
    window->restoreState(s.value(settings::State).toByteArray());
    m_w.panes->restoreState(s.value(settings::Splitter).toByteArray());
    QFont font = defaultEditorFont();
    if (s.contains(settings::EditorFont)) font.fromString(s.value(settings::EditorFont).toString());
    const int zoom = s.value(settings::Zoom, 0).toInt();
    for (TextPane *p : {m_w.source, m_w.draft}) {
        p->setPaneFont(font);
        p->zoom(zoom);
    }
    setWordWrap(s.value(settings::WordWrap, true).toBool());
    setSyncScrolling(s.value(settings::SyncScrolling, true).toBool());
    const QStringList disabled = s.value(settings::DisabledChecks).toStringList();
    m_disabledChecks = QSet<QString>(disabled.begin(), disabled.end());
    const QStringList enabled = s.value(settings::EnabledChecks).toStringList();
    m_enabledChecks = QSet<QString>(enabled.begin(), enabled.end());
    applyCheckChoices();
    if (const QString style = s.value(settings::StyleFile).toString(); !style.isEmpty()) {
        QStringList errors;
        if (StyleRules::withUserFiles({style}, &errors))
            m_styleFile = style;
        else // changed since it was chosen: say so without a dialog at start-up
            emit message(tr("Your style rules (%1) have problems and are not used")
                             .arg(QDir::toNativeSeparators(style)),
                         10000);
    }
    m_c.document->setStyleFile(m_styleFile);
    m_c.document->setAutosaveInterval(
        1000 * s.value(settings::AutosaveSeconds, settings::DefaultAutosaveSeconds).toInt());
}

void ActionsController::writeSettings() const
{
    QSettings s;
    s.setValue(settings::Geometry, m_w.window->saveGeometry());
    s.setValue(settings::State, m_w.window->saveState());
    s.setValue(settings::Splitter, m_w.panes->saveState());
    QFont base = m_w.draft->font();
    base.setPointSizeF(base.pointSizeF() - m_w.draft->zoomSteps());
    s.setValue(settings::EditorFont, base.toString());
    s.setValue(settings::Zoom, m_w.draft->zoomSteps());
    s.setValue(settings::WordWrap, m_wrapAction->isChecked());
    s.setValue(settings::SyncScrolling, m_w.sync->isEnabled());
    s.setValue(settings::DisabledChecks,
               QStringList(m_disabledChecks.begin(), m_disabledChecks.end()));
    s.setValue(settings::EnabledChecks,
               QStringList(m_enabledChecks.begin(), m_enabledChecks.end()));
    s.setValue(settings::StyleFile, m_styleFile);
}

} // namespace tandem
