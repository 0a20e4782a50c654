// SPDX-License-Identifier: GPL-3.0-or-later
// ActionsController: the menus, their actions and shortcuts (settings:
// actionscontrollersettings.cpp).
#include "actionscontroller.h"

#include "analysiscontroller.h"
#include "checkregistry.h"
#include "checktext.h"
#include "documentcontroller.h"
#include "editorfonts.h"
#include "findbar.h"
#include "fixcontroller.h"
#include "helpmenu.h"
#include "linter.h"
#include "panefile.h"
#include "panenavigation.h"
#include "recentpairs.h"
#include "reviewcontroller.h"
#include "scrollsync.h"
#include "stylerules.h"
#include "textpane.h"
#include "userprompts.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDialog>
#include <QInputDialog>
#include <QListWidget>
#include <QMainWindow>
#include <QMenuBar>
#include <QVBoxLayout>

namespace tandem {

namespace {

// Checks > Check Spelling switches the dictionary checks that are off by default (the Korean
// spelling check; latin-typo is always on).
QString spellingCheckId()
{
    for (const CheckInfo &c : allChecks())
        if (c.wordSuggestions && !c.enabledByDefault) return QLatin1String(c.id);
    return {};
}

} // namespace

ActionsController::ActionsController(const EditorWidgets &widgets, const Controllers &controllers,
                                     QObject *parent)
    : QObject(parent), m_w(widgets), m_c(controllers)
{
    connect(m_c.document, &DocumentController::recentPairsChanged, this,
            &ActionsController::rebuildRecentMenu);
}

void ActionsController::createMenus(const QList<QDockWidget *> &docks)
{
    QMainWindow *window = m_w.window;
    QMenu *file = window->menuBar()->addMenu(tr("&File"));
    m_fileMenu = file;
    file->addAction(tr("Open &Pair…"), QKeySequence::Open, this, [this] {
        const QString source =
            QFileDialog::getOpenFileName(m_w.window, tr("English source"), {},
                                         tr("Tutorials (*.rst *.py *.txt);;All files (*)"));
        if (source.isEmpty()) return;
        const QString draft = QFileDialog::getSaveFileName(
            m_w.window, tr("Korean draft (a new file starts as a copy of the source)"),
            QFileInfo(source).absolutePath(), tr("Tutorials (*.rst *.py *.txt);;All files (*)"),
            nullptr, QFileDialog::DontConfirmOverwrite);
        if (!draft.isEmpty()) m_c.document->openPair(source, draft);
    });
    file->addAction(tr("Open &Draft…"), this, [this] {
        const QString draft = QFileDialog::getOpenFileName(m_w.window, tr("Korean draft"));
        if (!draft.isEmpty()) m_c.document->openDraft(draft);
    });
    file->addAction(tr("Pick &Source…"), this, [this] {
        const QString source = QFileDialog::getOpenFileName(m_w.window, tr("English source"));
        if (!source.isEmpty()) m_c.document->pickSource(source);
    });
    m_recentMenu = file->addMenu(tr("&Recent Pairs"));
    rebuildRecentMenu();
    file->addSeparator();
    file->addAction(tr("Open &Checkout…"), QKeySequence(tr("Ctrl+Shift+O")), this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(
            m_w.window, tr("Review a checkout (any folder inside a git working tree)"));
        if (!dir.isEmpty()) m_c.review->openCheckout(dir);
    });
    file->addAction(m_c.review->exportAction());
    file->addAction(m_c.review->postAction());
    file->addAction(m_c.review->upstreamAction());
    file->addSeparator();
    file->addAction(tr("&Save"), QKeySequence::Save, m_c.document, &DocumentController::save);
    file->addAction(tr("Save &As…"), QKeySequence::SaveAs, this, [this] {
        const QString path = QFileDialog::getSaveFileName(m_w.window, tr("Save draft as"),
                                                          m_c.document->draft().path);
        if (!path.isEmpty()) m_c.document->saveAs(path);
    });
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, window, &QWidget::close);

    QMenu *edit = window->menuBar()->addMenu(tr("&Edit"));
    m_editMenu = edit;
    edit->addAction(tr("&Undo"), QKeySequence::Undo, m_w.draft, &QPlainTextEdit::undo);
    edit->addAction(tr("&Redo"), QKeySequence::Redo, m_w.draft, &QPlainTextEdit::redo);
    edit->addSeparator();
    edit->addAction(tr("&Find/Replace…"), QKeySequence::Find, m_w.findBar, &FindBar::showFind);
    edit->addAction(tr("Find &Next"), QKeySequence::FindNext, m_w.findBar,
                    [this] { m_w.findBar->findNext(); });
    edit->addAction(tr("&Go to Line…"), QKeySequence(tr("Ctrl+G")), this, [this] {
        bool ok = false;
        const int line = QInputDialog::getInt(m_w.window, tr("Go to Line"), tr("Line:"),
                                              m_w.draft->textCursor().blockNumber() + 1, 1,
                                              m_w.draft->blockCount(), 1, &ok);
        if (ok) goToLine(line);
    });
    edit->addSeparator();
    edit->addAction(tr("Apply &Quick Fix"), QKeySequence(tr("Ctrl+.")), m_c.fixes,
                    &FixController::applyFixAtCursor);
    edit->addAction(tr("Ne&xt Issue"), QKeySequence(Qt::Key_F8), m_c.analysis,
                    [this] { m_c.analysis->goToIssue(true); });
    edit->addAction(tr("Pre&vious Issue"), QKeySequence(Qt::SHIFT | Qt::Key_F8), m_c.analysis,
                    [this] { m_c.analysis->goToIssue(false); });

    QMenu *view = window->menuBar()->addMenu(tr("&View"));
    m_syncAction =
        view->addAction(tr("&Synchronise Scrolling"), this, &ActionsController::setSyncScrolling);
    m_syncAction->setCheckable(true);
    m_syncAction->setChecked(true);
    m_wrapAction = view->addAction(tr("&Word Wrap"), this, &ActionsController::setWordWrap);
    m_wrapAction->setCheckable(true);
    m_wrapAction->setChecked(true);
    view->addAction(tr("Zoom &In"), QKeySequence::ZoomIn, this, [this] {
        m_w.source->zoom(1);
        m_w.draft->zoom(1);
    });
    view->addAction(tr("Zoom &Out"), QKeySequence::ZoomOut, this, [this] {
        m_w.source->zoom(-1);
        m_w.draft->zoom(-1);
    });
    view->addAction(tr("&Font…"), this, [this] {
        bool ok = false;
        const QFont f = QFontDialog::getFont(&ok, m_w.draft->font(), m_w.window);
        if (ok) {
            m_w.source->setPaneFont(f);
            m_w.draft->setPaneFont(f);
        }
    });
    view->addSeparator();
    for (QDockWidget *dock : docks)
        view->addAction(dock->toggleViewAction());
    QMenu *tools = window->menuBar()->addMenu(tr("&Checks"));
    m_checksMenu = tools;
    tools->addAction(tr("&Choose Checks…"), this, &ActionsController::chooseChecks);
    // Off by default (too many false alarms on technical Korean, see the user guide); a
    // translator switches it on for a final pass.
    m_spellingAction = tools->addAction(
        tr("Check &Spelling"), this, [this](bool on) { setCheckEnabled(spellingCheckId(), on); });
    m_spellingAction->setCheckable(true);
    tools->addAction(tr("&Style Rules File…"), this, [this] {
        const QString file = QFileDialog::getOpenFileName(
            m_w.window, tr("Your style rules, added to the built-in ones (empty: built-in only)"),
            m_styleFile, tr("Style rules (*.yaml *.yml)"));
        if (!file.isEmpty()) setStyleFile(file);
    });
    tools->addAction(tr("Built-in Style Rules &Only"), this, [this] { setStyleFile({}); });
    m_c.help->addLanguageMenu(view);
    m_c.help->addHelpMenu();
}

void ActionsController::rebuildRecentMenu()
{
    if (!m_recentMenu) return;
    m_recentMenu->clear();
    for (const RecentPair &p : recentPairs()) {
        const QString label =
            p.source.isEmpty()
                ? QFileInfo(p.draft).fileName()
                : tr("%1 ← %2").arg(QFileInfo(p.draft).fileName(), QFileInfo(p.source).fileName());
        QAction *a =
            m_recentMenu->addAction(label, this, [this, p] { m_c.document->openRecent(p); });
        a->setToolTip(p.draft);
    }
    m_recentMenu->setEnabled(!m_recentMenu->isEmpty());
}

void ActionsController::setSyncScrolling(bool on)
{
    m_w.sync->setEnabled(on);
    if (m_syncAction) m_syncAction->setChecked(on);
}

void ActionsController::setWordWrap(bool on)
{
    for (TextPane *p : {m_w.source, m_w.draft})
        p->setLineWrapMode(on ? QPlainTextEdit::WidgetWidth : QPlainTextEdit::NoWrap);
    if (m_wrapAction) m_wrapAction->setChecked(on);
}

void ActionsController::goToLine(int line)
{
    showLine(m_w.draft, line - 1);
}

void ActionsController::chooseChecks()
{
    QDialog dialog(m_w.window);
    dialog.setWindowTitle(tr("Checks"));
    auto *list = new QListWidget(&dialog);
    const LintOptions current = lintOptions();
    for (const CheckInfo &c : allChecks()) {
        auto *item = new QListWidgetItem(
            QStringLiteral("%1 — %2").arg(QLatin1String(c.id), checks::CheckText::tr(c.summary)),
            list);
        item->setData(Qt::UserRole, QLatin1String(c.id));
        item->setData(Qt::UserRole + 1, c.enabledByDefault);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(current.isEnabled(QLatin1String(c.id)) ? Qt::Checked : Qt::Unchecked);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(&dialog);
    layout->addWidget(list);
    layout->addWidget(buttons);
    dialog.resize(640, 480);
    if (dialog.exec() != QDialog::Accepted) return;
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
    m_c.analysis->requestLint();
}

// The checks chosen (m_disabledChecks, m_enabledChecks) go to the lint runner and the menu.
void ActionsController::applyCheckChoices()
{
    m_c.document->setChecks(lintOptions());
    if (m_spellingAction) m_spellingAction->setChecked(m_enabledChecks.contains(spellingCheckId()));
}

LintOptions ActionsController::lintOptions() const
{
    LintOptions options;
    options.disabled = m_disabledChecks;
    options.enabled = m_enabledChecks;
    return options;
}

bool ActionsController::setStyleFile(const QString &path)
{
    QStringList errors;
    if (!StyleRules::withUserFiles(path.isEmpty() ? QStringList() : QStringList{path}, &errors)) {
        m_w.prompts->error(m_w.window, tr("Style Rules"),
                           tr("The style rules in %1 were not used:\n%2")
                               .arg(QDir::toNativeSeparators(path), errors.join(u'\n')));
        return false;
    }
    m_styleFile = path;
    writeSettings();
    m_c.document->setStyleFile(m_styleFile);
    m_c.analysis->requestLint();
    return true;
}

void ActionsController::setCheckEnabled(const QString &id, bool on)
{
    // Only for checks that are off by default (spelling).
    if (on)
        m_enabledChecks.insert(id);
    else
        m_enabledChecks.remove(id);
    applyCheckChoices();
    writeSettings();
    m_c.analysis->requestLint();
}

} // namespace tandem
