// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow: menus, actions, shortcuts and the settings they keep.
#include "mainwindow.h"

#include "checkregistry.h"
#include "linter.h"
#include "stylerules.h"
#include "editorfonts.h"
#include "findbar.h"
#include "lintrunner.h"
#include "mainwindowhelp.h"
#include "recentpairs.h"
#include "scrollsync.h"
#include "settingskeys.h"
#include "textpane.h"

#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QDir>
#include <QFileDialog>
#include <QStatusBar>
#include <QFileInfo>
#include <QFontDialog>
#include <QInputDialog>
#include <QListWidget>
#include <QMenuBar>
#include <QSettings>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>

namespace tandem {

namespace {

// Checks > Check Spelling switches the dictionary checks that are off by default (the Korean
// spelling check; latin-typo is always on).
QString spellingCheckId()
{
    for (const CheckInfo &c : allChecks())
        if (c.wordSuggestions && !c.enabledByDefault)
            return QLatin1String(c.id);
    return {};
}

} // namespace

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("Open &Pair…"), QKeySequence::Open, this, [this] {
        const QString source = QFileDialog::getOpenFileName(this, tr("English source"), {},
                                                            tr("Tutorials (*.rst *.py *.txt);;All files (*)"));
        if (source.isEmpty())
            return;
        const QString draft = QFileDialog::getSaveFileName(
            this, tr("Korean draft (a new file starts as a copy of the source)"),
            QFileInfo(source).absolutePath(), tr("Tutorials (*.rst *.py *.txt);;All files (*)"),
            nullptr, QFileDialog::DontConfirmOverwrite);
        if (!draft.isEmpty())
            openPair(source, draft);
    });
    file->addAction(tr("Open &Draft…"), this, [this] {
        const QString draft = QFileDialog::getOpenFileName(this, tr("Korean draft"));
        if (!draft.isEmpty())
            openDraft(draft);
    });
    file->addAction(tr("Pick &Source…"), this, [this] {
        const QString source = QFileDialog::getOpenFileName(this, tr("English source"));
        if (!source.isEmpty())
            pickSource(source);
    });
    m_recentMenu = file->addMenu(tr("&Recent Pairs"));
    rebuildRecentMenu();
    file->addSeparator();
    file->addAction(tr("Open &Checkout…"), QKeySequence(tr("Ctrl+Shift+O")), this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(
            this, tr("Review a checkout (any folder inside a git working tree)"));
        if (!dir.isEmpty())
            openCheckout(dir);
    });
    file->addAction(tr("Pro&ject Overview…"), this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Project (any folder inside a git working tree)"));
        if (!dir.isEmpty())
            showProject(dir);
    });
    m_exportReviewAction = file->addAction(tr("&Export Review…"), this, &MainWindow::chooseReviewExport);
    m_exportReviewAction->setEnabled(false);
    m_upstreamAction = file->addAction(tr("Compare with &Upstream Checkout…"), this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(
            this, tr("The upstream checkout with the newest English (for upstream drift)"));
        if (!dir.isEmpty())
            setUpstreamCheckout(dir);
    });
    m_upstreamAction->setEnabled(false);
    file->addSeparator();
    file->addAction(tr("&Save"), QKeySequence::Save, this, &MainWindow::save);
    file->addAction(tr("Save &As…"), QKeySequence::SaveAs, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save draft as"), m_draft.path);
        if (!path.isEmpty())
            saveAs(path);
    });
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(tr("&Undo"), QKeySequence::Undo, m_draftPane, &QPlainTextEdit::undo);
    edit->addAction(tr("&Redo"), QKeySequence::Redo, m_draftPane, &QPlainTextEdit::redo);
    edit->addSeparator();
    edit->addAction(tr("&Find/Replace…"), QKeySequence::Find, m_findBar, &FindBar::showFind);
    edit->addAction(tr("Find &Next"), QKeySequence::FindNext, m_findBar, [this] { m_findBar->findNext(); });
    edit->addAction(tr("&Go to Line…"), QKeySequence(tr("Ctrl+G")), this, [this] {
        bool ok = false;
        const int line = QInputDialog::getInt(this, tr("Go to Line"), tr("Line:"),
                                              m_draftPane->textCursor().blockNumber() + 1, 1,
                                              m_draftPane->blockCount(), 1, &ok);
        if (ok)
            goToLine(line);
    });
    edit->addSeparator();
    edit->addAction(tr("Apply &Quick Fix"), QKeySequence(tr("Ctrl+.")), this,
                    &MainWindow::applyFixAtCursor);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    m_syncAction = view->addAction(tr("&Synchronise Scrolling"), this, &MainWindow::setSyncScrolling);
    m_syncAction->setCheckable(true);
    m_syncAction->setChecked(true);
    m_wrapAction = view->addAction(tr("&Word Wrap"), this, &MainWindow::setWordWrap);
    m_wrapAction->setCheckable(true);
    m_wrapAction->setChecked(true);
    view->addAction(tr("Zoom &In"), QKeySequence::ZoomIn, this, [this] {
        m_sourcePane->zoom(1);
        m_draftPane->zoom(1);
    });
    view->addAction(tr("Zoom &Out"), QKeySequence::ZoomOut, this, [this] {
        m_sourcePane->zoom(-1);
        m_draftPane->zoom(-1);
    });
    view->addAction(tr("&Font…"), this, [this] {
        bool ok = false;
        const QFont f = QFontDialog::getFont(&ok, m_draftPane->font(), this);
        if (ok) {
            m_sourcePane->setPaneFont(f);
            m_draftPane->setPaneFont(f);
        }
    });
    view->addSeparator();
    view->addAction(m_reviewDock->toggleViewAction());
    QMenu *tools = menuBar()->addMenu(tr("&Checks"));
    tools->addAction(tr("&Choose Checks…"), this, &MainWindow::chooseChecks);
    // Off by default (too many false alarms on technical Korean, see the user guide); a
    // translator switches it on for a final pass.
    m_spellingAction = tools->addAction(tr("Check &Spelling"), this, [this](bool on) {
        setCheckEnabled(spellingCheckId(), on);
    });
    m_spellingAction->setCheckable(true);
    tools->addAction(tr("&Style Rules File…"), this, [this] {
        const QString file = QFileDialog::getOpenFileName(
            this, tr("Your style rules, added to the built-in ones (empty: built-in only)"),
            m_styleFile, tr("Style rules (*.yaml *.yml)"));
        if (!file.isEmpty())
            setStyleFile(file);
    });
    tools->addAction(tr("Built-in Style Rules &Only"), this, [this] { setStyleFile({}); });
    addLanguageMenu(view, this); // mainwindowhelp.cpp
    addHelpMenu(this);
}

void MainWindow::rebuildRecentMenu()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    for (const RecentPair &p : recentPairs()) {
        const QString label = p.source.isEmpty()
                                  ? QFileInfo(p.draft).fileName()
                                  : tr("%1 ← %2").arg(QFileInfo(p.draft).fileName(),
                                                      QFileInfo(p.source).fileName());
        QAction *a = m_recentMenu->addAction(label, this, [this, p] { openPair(p.source, p.draft); });
        a->setToolTip(p.draft);
    }
    m_recentMenu->setEnabled(!m_recentMenu->isEmpty());
}

void MainWindow::setSyncScrolling(bool on)
{
    m_sync->setEnabled(on);
    if (m_syncAction)
        m_syncAction->setChecked(on);
}

void MainWindow::setWordWrap(bool on)
{
    for (TextPane *p : {m_sourcePane, m_draftPane})
        p->setLineWrapMode(on ? QPlainTextEdit::WidgetWidth : QPlainTextEdit::NoWrap);
    if (m_wrapAction)
        m_wrapAction->setChecked(on);
}

void MainWindow::goToLine(int line)
{
    QTextCursor c = m_draftPane->cursorAt(line - 1, 0);
    m_draftPane->setFocus();
    m_draftPane->setTextCursor(c);
    m_draftPane->centerCursor();
}

void MainWindow::chooseChecks()
{
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Checks"));
    auto *list = new QListWidget(&dialog);
    const LintOptions current = lintOptions();
    const Linter probe(nullptr, current);
    for (const CheckInfo &c : allChecks()) {
        auto *item = new QListWidgetItem(QStringLiteral("%1 — %2").arg(QLatin1String(c.id), tr(c.summary)), list);
        item->setData(Qt::UserRole, QLatin1String(c.id));
        item->setData(Qt::UserRole + 1, c.enabledByDefault);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(probe.isEnabled(QLatin1String(c.id)) ? Qt::Checked : Qt::Unchecked);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(&dialog);
    layout->addWidget(list);
    layout->addWidget(buttons);
    dialog.resize(640, 480);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_disabledChecks.clear();
    m_enabledChecks.clear();
    for (int i = 0; i < list->count(); ++i) {
        const QString id = list->item(i)->data(Qt::UserRole).toString();
        const bool byDefault = list->item(i)->data(Qt::UserRole + 1).toBool();
        const bool on = list->item(i)->checkState() == Qt::Checked;
        if (byDefault && !on)
            m_disabledChecks.insert(id);
        else if (!byDefault && on)
            m_enabledChecks.insert(id);
    }
    applyCheckChoices();
    writeSettings();
    requestLint();
}

// The checks chosen (m_disabledChecks, m_enabledChecks) go to the lint runner and the menu.
void MainWindow::applyCheckChoices()
{
    if (m_project)
        setProject(m_project->withChecks(lintOptions()));
    if (m_spellingAction)
        m_spellingAction->setChecked(m_enabledChecks.contains(spellingCheckId()));
}

LintOptions MainWindow::lintOptions() const
{
    LintOptions options;
    options.disabled = m_disabledChecks;
    options.enabled = m_enabledChecks;
    return options;
}

bool MainWindow::setStyleFile(const QString &path)
{
    QStringList errors;
    if (!StyleRules::withUserFiles(path.isEmpty() ? QStringList() : QStringList{path}, &errors)) {
        m_prompts->error(this, tr("Style Rules"),
                         tr("The style rules in %1 were not used:\n%2")
                             .arg(QDir::toNativeSeparators(path), errors.join(u'\n')));
        return false;
    }
    m_styleFile = path;
    writeSettings();
    if (m_draft.isOpen())
        loadProjectData();
    requestLint();
    return true;
}

void MainWindow::setCheckEnabled(const QString &id, bool on)
{
    // Only for checks that are off by default (spelling).
    if (on)
        m_enabledChecks.insert(id);
    else
        m_enabledChecks.remove(id);
    applyCheckChoices();
    writeSettings();
    requestLint();
}

void MainWindow::readSettings()
{
    QSettings s;
    if (!restoreGeometry(s.value(settings::Geometry).toByteArray()))
        resize(1500, 900);
    restoreState(s.value(settings::State).toByteArray());
    m_panes->restoreState(s.value(settings::Splitter).toByteArray());
    QFont font = defaultEditorFont();
    if (s.contains(settings::EditorFont))
        font.fromString(s.value(settings::EditorFont).toString());
    const int zoom = s.value(settings::Zoom, 0).toInt();
    for (TextPane *p : {m_sourcePane, m_draftPane}) {
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
            statusBar()->showMessage(tr("Your style rules (%1) have problems and are not used")
                                         .arg(QDir::toNativeSeparators(style)), 10000);
    }
    m_autosaveTimer->setInterval(
        1000 * s.value(settings::AutosaveSeconds, settings::DefaultAutosaveSeconds).toInt());
}

void MainWindow::writeSettings() const
{
    QSettings s;
    s.setValue(settings::Geometry, saveGeometry());
    s.setValue(settings::State, saveState());
    s.setValue(settings::Splitter, m_panes->saveState());
    QFont base = m_draftPane->font();
    base.setPointSizeF(base.pointSizeF() - m_draftPane->zoomSteps());
    s.setValue(settings::EditorFont, base.toString());
    s.setValue(settings::Zoom, m_draftPane->zoomSteps());
    s.setValue(settings::WordWrap, m_wrapAction->isChecked());
    s.setValue(settings::SyncScrolling, m_sync->isEnabled());
    s.setValue(settings::DisabledChecks, QStringList(m_disabledChecks.begin(), m_disabledChecks.end()));
    s.setValue(settings::EnabledChecks, QStringList(m_enabledChecks.begin(), m_enabledChecks.end()));
    s.setValue(settings::StyleFile, m_styleFile);
}

} // namespace tandem
