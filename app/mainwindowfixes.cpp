// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow: quick fixes, "fix all of this kind", suppressions, the panes' context menus.
#include "mainwindow.h"

#include "checkregistry.h"

#include "lintrunner.h"
#include "projectfiles.h"
#include "projectglossary.h"
#include "suppressions.h"
#include "textpane.h"

#include <QFileInfo>
#include <QMenu>
#include <QTextBlock>

namespace tandem {

namespace {

// Checks whose fixes are mechanical and safe to apply everywhere at once (the registry says).
bool isFixAllSafe(const QString &check)
{
    const CheckInfo *info = findCheck(check);
    return info && info->safeForFixAll;
}

} // namespace

Issues MainWindow::issuesAt(Side side, int line, int column) const
{
    Issues out;
    if (!m_analysis)
        return out;
    const Position p{line, column};
    for (const Issue &i : m_analysis->issues) {
        if (i.side != side)
            continue;
        const bool empty = i.range.start == i.range.end;
        if (i.range.contains(p) || (empty && i.range.start.line == line)
            || (i.range.end == p && !empty))
            out.append(i);
    }
    return out;
}

bool MainWindow::applyFixes(QList<Fix> fixes)
{
    // Fixes carry positions in the text the analysis was made from; once the user has typed
    // since, they could land in the wrong place.
    if (!isAnalysisCurrent() || fixes.isEmpty())
        return false;
    std::sort(fixes.begin(), fixes.end(),
              [](const Fix &a, const Fix &b) { return b.range.start < a.range.start; });
    QTextCursor edit(m_draftPane->document());
    edit.beginEditBlock(); // one undo step, however many fixes
    Position lowest{INT_MAX, INT_MAX};
    for (const Fix &f : fixes) {
        if (lowest < f.range.end)
            continue; // overlaps one already applied
        QTextCursor c = m_draftPane->cursorAt(f.range.start.line, f.range.start.column);
        c.setPosition(m_draftPane->cursorAt(f.range.end.line, f.range.end.column).position(),
                      QTextCursor::KeepAnchor);
        c.insertText(f.replacement);
        lowest = f.range.start;
    }
    edit.endEditBlock();
    return true;
}

bool MainWindow::applyFix(const Issue &issue)
{
    if (!issue.fix || issue.side != Side::Draft)
        return false;
    return applyFixes({*issue.fix});
}

int MainWindow::fixAllOfKind(const QString &check)
{
    if (!m_analysis)
        return 0;
    QList<Fix> fixes;
    for (const Issue &i : m_analysis->issues)
        if (i.check == check && i.fix && i.side == Side::Draft)
            fixes.append(*i.fix);
    return applyFixes(fixes) ? int(fixes.size()) : 0;
}

bool MainWindow::applyFixAtCursor()
{
    const QTextCursor c = m_draftPane->textCursor();
    Issues here = issuesAt(Side::Draft, c.blockNumber(), c.positionInBlock());
    if (m_analysis && std::none_of(here.begin(), here.end(), [](const Issue &i) { return i.fix.has_value(); }))
        for (const Issue &i : m_analysis->issues) // anywhere on the line
            if (i.side == Side::Draft && i.range.start.line == c.blockNumber())
                here.append(i);
    for (const Issue &i : here)
        if (i.fix)
            return applyFix(i);
    return false;
}

bool MainWindow::suppress(const Issue &issue)
{
    const PaneFile &file = issue.side == Side::Draft ? m_draft : m_source;
    if (!file.isOpen())
        return false;
    QString path = Suppressions::findFor(file.path);
    if (path.isEmpty()) {
        // A new file goes to the checkout's root (beside the file when it is in none).
        QString root = repositoryRoot(file.path);
        if (root.isEmpty())
            root = QFileInfo(file.path).absolutePath();
        path = root + u'/' + QLatin1String(Suppressions::FileName);
    }
    QStringList problems;
    Suppressions suppressions = Suppressions::load(path, &problems);
    if (QFileInfo::exists(path) && !problems.isEmpty()) {
        // Never rewrite a file we could not fully read: entries would be lost.
        m_prompts->error(this, tr("Cannot suppress"), problems.join(u'\n'));
        return false;
    }
    const TextPane *pane = issue.side == Side::Draft ? m_draftPane : m_sourcePane;
    Suppressions::Entry entry;
    entry.check = issue.check;
    entry.file = suppressions.relativePath(file.path);
    entry.lineText = pane->document()->findBlockByNumber(issue.range.start.line).text().trimmed();
    suppressions.add(entry);
    QString error;
    if (!suppressions.save(path, &error)) {
        m_prompts->error(this, tr("Cannot suppress"), error);
        return false;
    }
    if (m_project) // read the suppressions again
        setProject(m_project->refreshed(m_draft.path));
    requestLint();
    return true;
}

void MainWindow::extendContextMenu(Side side, QMenu *menu, const QTextCursor &cursor)
{
    const Issues here = issuesAt(side, cursor.blockNumber(), cursor.positionInBlock());
    QAction *first = menu->actions().value(0);
    QList<QAction *> added;
    QSet<QString> fixAllOffered;
    for (const Issue &issue : here) {
        if (issue.fix && side == Side::Draft) {
            QAction *a = new QAction(tr("Fix: %1").arg(issue.message), menu);
            connect(a, &QAction::triggered, this, [this, issue] { applyFix(issue); });
            added.append(a);
            if (isFixAllSafe(issue.check) && !fixAllOffered.contains(issue.check)) {
                fixAllOffered.insert(issue.check);
                QAction *all = new QAction(tr("Fix All “%1” in This File").arg(issue.check), menu);
                connect(all, &QAction::triggered, this, [this, c = issue.check] { fixAllOfKind(c); });
                added.append(all);
            }
        }
        QAction *s = new QAction(tr("Suppress “%1” Here").arg(issue.check), menu);
        connect(s, &QAction::triggered, this, [this, issue] { suppress(issue); });
        added.append(s);
    }
    if (side == Side::Draft) {
        QTextCursor word = cursor;
        word.select(QTextCursor::WordUnderCursor);
        addSpellingActions(menu, word); // mainwindowspelling.cpp
    }
    if (added.isEmpty())
        return;
    added.append(menu->insertSeparator(first));
    menu->insertActions(added.constLast(), added.mid(0, added.size() - 1));
}

void MainWindow::showFixMenu(int line, const QPoint &globalPos)
{
    QMenu menu;
    if (m_analysis)
        for (const Issue &i : m_analysis->issues)
            if (i.side == Side::Draft && i.range.start.line == line && i.fix) {
                QAction *a = menu.addAction(tr("Fix: %1").arg(i.message));
                connect(a, &QAction::triggered, this, [this, i] { applyFix(i); });
            }
    if (!menu.isEmpty())
        menu.exec(globalPos);
}

} // namespace tandem
