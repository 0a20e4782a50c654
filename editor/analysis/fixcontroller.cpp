// SPDX-License-Identifier: GPL-3.0-or-later
// FixController: quick fixes, "fix all of this kind", suppressions, the panes' context menus.
#include "fixcontroller.h"

#include "analysiscontroller.h"
#include "checkregistry.h"
#include "documentcontroller.h"
#include "fixchoices.h"
#include "projectfiles.h"
#include "suppressions.h"
#include "textpane.h"
#include "userprompts.h"

#include <QFileInfo>
#include <QMainWindow>
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

QList<QAction *> FixController::fixActions(const Issue &issue, QObject *parent)
{
    QList<QAction *> out;
    const QList<FixChoice> choices = fixChoices(issue);
    for (const FixChoice &choice : choices) {
        QString label = tr("Fix: %1").arg(issue.message);
        if (choices.size() > 1) {
            // Each choice shows what the text becomes: ``torchrun`` 을, ``torchrun``\ 을.
            const Range &r = issue.range;
            const Range &f = choice.fix.range;
            QString shown;
            if (r.start.line == r.end.line && f.start.line == r.start.line &&
                f.end.line == r.start.line && r.start.column <= f.start.column &&
                f.end.column <= r.end.column) {
                const QString line = m_w.draft->document()->findBlockByNumber(r.start.line).text();
                shown = line.mid(r.start.column, f.start.column - r.start.column) +
                        choice.fix.replacement +
                        line.mid(f.end.column, r.end.column - f.end.column);
            }
            label = shown.isEmpty() ? tr("Fix: %1").arg(choice.description)
                                    : tr("Fix: %1 (%2)").arg(shown, choice.description);
        }
        auto *a = new QAction(label, parent);
        connect(a, &QAction::triggered, this, [this, fix = choice.fix, side = issue.side] {
            if (side == Side::Draft) applyFixes({fix});
        });
        out.append(a);
    }
    return out;
}

FixController::FixController(const EditorWidgets &widgets, DocumentController *document,
                             AnalysisController *analysis, QObject *parent)
    : QObject(parent), m_w(widgets), m_document(document), m_analysis(analysis)
{
    connect(
        m_w.source, &TextPane::contextMenuAboutToShow, this,
        [this](QMenu *menu, const QTextCursor &c) { extendContextMenu(Side::Source, menu, c); });
    connect(m_w.draft, &TextPane::contextMenuAboutToShow, this,
            [this](QMenu *menu, const QTextCursor &c) { extendContextMenu(Side::Draft, menu, c); });
    connect(m_w.draft, &TextPane::fixMarkClicked, this, &FixController::showFixMenu);
}

bool FixController::applyFixes(QList<Fix> fixes)
{
    // Fixes carry positions in the text the analysis was made from; once the user has typed
    // since, they could land in the wrong place.
    if (!m_analysis->isAnalysisCurrent() || fixes.isEmpty()) return false;
    std::sort(fixes.begin(), fixes.end(),
              [](const Fix &a, const Fix &b) { return b.range.start < a.range.start; });
    // Qt puts the cursor back where the edit block began when it is undone: at the first fix,
    // not at the start of the document (which sent the next key to line 1).
    const Position first = fixes.constLast().range.start;
    QTextCursor edit = m_w.draft->cursorAt(first.line, first.column);
    edit.beginEditBlock(); // one undo step, however many fixes
    Position lowest{INT_MAX, INT_MAX};
    for (const Fix &f : fixes) {
        if (lowest < f.range.end) continue; // overlaps one already applied
        QTextCursor c = m_w.draft->cursorAt(f.range.start.line, f.range.start.column);
        c.setPosition(m_w.draft->cursorAt(f.range.end.line, f.range.end.column).position(),
                      QTextCursor::KeepAnchor);
        c.insertText(f.replacement);
        lowest = f.range.start;
    }
    edit.endEditBlock();
    return true;
}

bool FixController::applyFix(const Issue &issue)
{
    if (!issue.fix || issue.side != Side::Draft) return false;
    return applyFixes({*issue.fix});
}

int FixController::fixAllOfKind(const QString &check)
{
    const AnalysisPtr analysis = m_analysis->analysis();
    if (!analysis) return 0;
    QList<Fix> fixes;
    for (const Issue &i : analysis->issues)
        if (i.check == check && i.fix && i.side == Side::Draft) fixes.append(*i.fix);
    return applyFixes(fixes) ? int(fixes.size()) : 0;
}

bool FixController::applyFixAtCursor()
{
    const QTextCursor c = m_w.draft->textCursor();
    Issues here = m_analysis->issuesAt(Side::Draft, c.blockNumber(), c.positionInBlock());
    const AnalysisPtr analysis = m_analysis->analysis();
    if (analysis &&
        std::none_of(here.begin(), here.end(), [](const Issue &i) { return i.fix.has_value(); }))
        for (const Issue &i : analysis->issues) // anywhere on the line
            if (i.side == Side::Draft && i.range.start.line == c.blockNumber()) here.append(i);
    for (const Issue &i : here)
        if (i.fix) return applyFix(i);
    return false;
}

bool FixController::suppress(const Issue &issue)
{
    const PaneFile &file = issue.side == Side::Draft ? m_document->draft() : m_document->source();
    if (!file.isOpen()) return false;
    const auto project = m_document->project();
    if (!project) return false;
    // The file the lint reads: the configured one, else the nearest, else a new one at the root.
    const QString path = project->suppressionsFileToWrite(file.path);
    QStringList problems;
    Suppressions suppressions = Suppressions::load(path, &problems);
    if (QFileInfo::exists(path) && !problems.isEmpty()) {
        // Never rewrite a file we could not fully read: entries would be lost.
        m_w.prompts->error(m_w.window, tr("Cannot suppress"), problems.join(u'\n'));
        return false;
    }
    const TextPane *pane = issue.side == Side::Draft ? m_w.draft : m_w.source;
    Suppressions::Entry entry;
    entry.check = issue.check;
    entry.file = suppressions.relativePath(file.path);
    entry.lineText = pane->document()->findBlockByNumber(issue.range.start.line).text().trimmed();
    suppressions.add(entry);
    QString error;
    if (!suppressions.save(path, &error)) {
        m_w.prompts->error(m_w.window, tr("Cannot suppress"), error);
        return false;
    }
    m_document->refreshProject(); // read the suppressions again
    m_analysis->requestLint();
    return true;
}

void FixController::extendContextMenu(Side side, QMenu *menu, const QTextCursor &cursor)
{
    const Issues here = m_analysis->issuesAt(side, cursor.blockNumber(), cursor.positionInBlock());
    QAction *first = menu->actions().value(0);
    QList<QAction *> added;
    QSet<QString> fixAllOffered;
    for (const Issue &issue : here) {
        if (issue.fix && side == Side::Draft) {
            added += fixActions(issue, menu); // the preferred first (fixchoices.h)
            if (isFixAllSafe(issue.check) && !fixAllOffered.contains(issue.check)) {
                fixAllOffered.insert(issue.check);
                QAction *all = new QAction(tr("Fix All “%1” in This File").arg(issue.check), menu);
                connect(all, &QAction::triggered, this,
                        [this, c = issue.check] { fixAllOfKind(c); });
                added.append(all);
            }
        }
        // An outside reader's finding is no check's report: nothing suppresses it; its own menu
        // entries (editor/secondreader/) record the translator's verdict instead.
        if (!findCheck(issue.check)) continue;
        QAction *s = new QAction(tr("Suppress “%1” Here").arg(issue.check), menu);
        connect(s, &QAction::triggered, this, [this, issue] { suppress(issue); });
        added.append(s);
    }
    if (side == Side::Draft) {
        QTextCursor word = cursor;
        word.select(QTextCursor::WordUnderCursor);
        addSpellingActions(menu, word); // fixcontrollerspelling.cpp
    }
    if (added.isEmpty()) return;
    added.append(menu->insertSeparator(first));
    menu->insertActions(added.constLast(), added.mid(0, added.size() - 1));
}

void FixController::showFixMenu(int line, const QPoint &globalPos)
{
    QMenu menu;
    if (const AnalysisPtr analysis = m_analysis->analysis())
        for (const Issue &i : analysis->issues)
            if (i.side == Side::Draft && i.range.start.line == line && i.fix)
                menu.addActions(fixActions(i, &menu));
    if (!menu.isEmpty()) menu.exec(globalPos);
}

} // namespace tandem
