// SPDX-License-Identifier: GPL-3.0-or-later
#include "editingcontroller.h"

#include "analysiscontroller.h"
#include "checkregistry.h"
#include "cursormemory.h"
#include "documentcontroller.h"
#include "glossaryscan.h"
#include "issuesfilter.h"
#include "issuespanel.h"
#include "panenavigation.h"
#include "scrollsync.h"
#include "tabindent.h"
#include "termreplacedialog.h"
#include "textpane.h"
#include "untranslated.h"

#include <QMainWindow>
#include <QMenu>
#include <QSet>
#include <QTextBlock>

namespace tandem {

namespace {

// A draft-side report the editor may offer to replace across the file (CheckInfo::replacesTerm).
bool isReplaceableTerm(const Issue &issue)
{
    const CheckInfo *info = findCheck(issue.check);
    return info && info->replacesTerm && issue.side == Side::Draft;
}

} // namespace

EditingController::EditingController(const EditorWidgets &widgets, DocumentController *document,
                                     AnalysisController *analysis, QObject *parent)
    : QObject(parent), m_w(widgets), m_document(document), m_analysis(analysis),
      m_indenter(new TabIndenter(widgets.draft))
{
    connect(m_document, &DocumentController::aboutToChangePair, this, [this] {
        rememberCursor();
        m_openDraft.clear(); // the panes get new text: put its cursor back (pairChanged)
    });
    connect(m_document, &DocumentController::pairChanged, this, &EditingController::pairChanged);
    connect(m_document, &DocumentController::saved, this, &EditingController::rememberCursor);
    connect(m_w.draft, &TextPane::contextMenuAboutToShow, this,
            [this](QMenu *menu, const QTextCursor &c) {
                const std::optional<Issue> issue = termIssueAt(c);
                if (!issue) return;
                const QString term = m_w.draft->cursorAt(issue->range.start.line, 0)
                                         .block()
                                         .text()
                                         .mid(issue->range.start.column,
                                              issue->range.end.column - issue->range.start.column);
                menu->addSeparator();
                menu->addAction(tr("Replace \"%1\" in This File…").arg(term), this,
                                [this, i = *issue] { replaceTermInFile(i); });
            });
}

void EditingController::addActions(QMenu *edit)
{
    edit->addSeparator();
    // OmegaT's keys (Ctrl+U: next untranslated segment); Poedit calls it "next unfinished".
    edit->addAction(tr("Next &Untranslated Segment"), QKeySequence(tr("Ctrl+U")), this,
                    [this] { goToUntranslated(true); });
    edit->addAction(tr("&Previous Untranslated Segment"), QKeySequence(tr("Ctrl+Shift+U")), this,
                    [this] { goToUntranslated(false); });
    edit->addAction(tr("Replace &Term in File…"), this, &EditingController::replaceTermAtCursor);
}

void EditingController::pairChanged()
{
    const PaneFile &draft = m_document->draft();
    IndentStyle style;
    if (draft.kind == FileKind::SphinxGallery)
        style.kind = IndentStyle::Kind::Python;
    else
        style.unit = rstIndentUnit(draft.file.text);
    m_indenter->setStyle(style);
    if (!m_openDraft.isEmpty() || !draft.isOpen()) { // a path change (Save As): same text
        m_openDraft = draft.path;
        return;
    }
    m_openDraft = draft.path;
    const std::optional<Position> at = cursormemory::recall(draft.path);
    if (!at) return;
    // The file may have become shorter since: the last line, the end of the line at most.
    const int line = std::min(at->line, m_w.draft->blockCount() - 1);
    m_w.draft->setTextCursor(m_w.draft->cursorAt(line, at->column));
    m_w.draft->centerCursor();
}

void EditingController::rememberCursor() const
{
    if (m_openDraft.isEmpty() || m_openDraft != m_document->draft().path) return;
    const QTextCursor c = m_w.draft->textCursor();
    cursormemory::remember(m_openDraft, Position{c.blockNumber(), c.positionInBlock()});
}

bool EditingController::goToUntranslated(bool forward)
{
    const AnalysisPtr analysis = m_analysis->analysis();
    if (!analysis || !analysis->lint.source) {
        emit message(tr("Untranslated segments are found against the English source; pick one "
                        "first (File > Pick Source…)"),
                     8000);
        return false;
    }
    // Of the Issues list's filters only "changed lines only" is about places rather than
    // issues: in a review, Ctrl+U steps through the untranslated segments the branch changed.
    const IssuesFilter *filter = m_w.issues->filter();
    const QList<std::pair<int, int>> all = untranslatedDraftLines(*analysis);
    QList<std::pair<int, int>> segments;
    for (const auto &lines : all) {
        Issue place;
        place.side = Side::Draft;
        place.range = Range{{lines.first, 0}, {lines.second, 0}};
        if (filter->acceptsPlace(place)) segments.append(lines);
    }
    // A segment at the cursor counts, unless Ctrl+U put the cursor there (and nothing changed
    // since): then the next press moves on.
    const QTextCursor cursor = m_w.draft->textCursor();
    const bool landedHere = cursor.position() == m_untranslatedStop.position &&
                            m_w.draft->document()->revision() == m_untranslatedStop.revision;
    const int line = untranslatedLineFrom(segments, cursor.blockNumber(), forward, !landedHere);
    if (line < 0 && !all.isEmpty()) {
        emit message(tr("No untranslated unit on the changed lines (the Issues list shows "
                        "changed lines only)"),
                     8000);
        return false;
    }
    const TranslationProgress &progress = analysis->progress;
    if (line < 0) {
        emit message(progress.untranslatedCount() > 0
                         ? tr("The %n untranslated unit(s) have no Korean lines to go to yet",
                              nullptr, progress.untranslatedCount())
                         : tr("Every unit of English prose has Korean in it (code, directive "
                              "lines and link targets stay in English)"),
                     8000);
        return false;
    }
    showLine(m_w.draft, line);
    m_untranslatedStop = {m_w.draft->textCursor().position(), m_w.draft->document()->revision()};
    m_w.sync->updateCurrentSegment(m_w.draft, true);
    if (segments.size() != all.size()) {
        // Filtered to the changed lines: counted among those, the totals still the status bar's.
        int index = 0;
        while (index < segments.size() && segments.at(index).first != line)
            ++index;
        emit message(tr("Untranslated unit %1 of %2 on the changed lines (%3 of %4 units "
                        "translated)")
                         .arg(index + 1)
                         .arg(segments.size())
                         .arg(progress.translated)
                         .arg(progress.units),
                     5000);
        return true;
    }
    // Counted among all untranslated units, as the status bar's total counts them.
    int index = 0;
    while (index < progress.untranslated.size() && progress.untranslated.at(index).first != line)
        ++index;
    emit message(tr("Untranslated unit %1 of %2 (%3 of %4 units translated)")
                     .arg(index + 1)
                     .arg(progress.untranslatedCount())
                     .arg(progress.translated)
                     .arg(progress.units),
                 5000);
    return true;
}

std::optional<Issue> EditingController::termIssueAt(const QTextCursor &cursor) const
{
    const Issues here =
        m_analysis->issuesAt(Side::Draft, cursor.blockNumber(), cursor.positionInBlock());
    for (const Issue &i : here)
        if (isReplaceableTerm(i) && i.range.start.line == i.range.end.line) return i;
    return std::nullopt;
}

std::optional<EditingController::TermPlan>
EditingController::planTermReplace(const Issue &issue) const
{
    const AnalysisPtr analysis = m_analysis->analysis();
    const auto project = m_document->project();
    if (!isReplaceableTerm(issue) || !analysis || !analysis->lint.draft || !project)
        return std::nullopt;
    // The entry behind the issue: the draft's glossary match at the issue's place.
    const GlossaryMatcher &matcher = project->terms();
    const QList<TermHit> hits = analysis->lint.draftTerms
                                    ? *analysis->lint.draftTerms
                                    : findTerms(*analysis->lint.draft, matcher, false);
    const TermHit *hit = nullptr;
    for (const TermHit &h : hits)
        if (h.range == issue.range) {
            hit = &h;
            break;
        }
    if (!hit) return std::nullopt;
    const GlossaryEntry &entry = matcher.entry(hit->match);
    TermPlan plan;
    plan.rendering =
        m_w.draft->cursorAt(issue.range.start.line, 0)
            .block()
            .text()
            .mid(issue.range.start.column, issue.range.end.column - issue.range.start.column);
    plan.agreed = entry.korean.value(0);
    plan.edits = planTermEdits(matcher, entry.headword(), plan.rendering, m_w.draft->rawText(),
                               m_document->draft().kind);
    QSet<std::pair<int, int>> flagged;
    for (const Issue &i : analysis->issues)
        if (isReplaceableTerm(i)) flagged.insert({i.range.start.line, i.range.start.column});
    // Once the text has moved on, the issues' places may not match: tick everything then.
    const bool current = m_analysis->isAnalysisCurrent();
    for (const TermEdit &e : std::as_const(plan.edits))
        plan.reported.append(!current ||
                             flagged.contains({e.fix.range.start.line, e.fix.range.start.column}));
    if (plan.edits.isEmpty()) return std::nullopt;
    return plan;
}

int EditingController::applyTermEdits(const QList<TermEdit> &edits)
{
    QTextCursor edit(m_w.draft->document());
    edit.beginEditBlock(); // one undo step for them all
    int applied = 0;
    // From the end, so that earlier places keep their columns.
    for (auto e = edits.crbegin(); e != edits.crend(); ++e) {
        const Range &r = e->fix.range;
        QTextCursor c = m_w.draft->cursorAt(r.start.line, r.start.column);
        c.setPosition(m_w.draft->cursorAt(r.end.line, r.end.column).position(),
                      QTextCursor::KeepAnchor);
        if (c.selectedText() != e->before) continue; // the text changed there since the plan
        c.insertText(e->fix.replacement);
        ++applied;
    }
    edit.endEditBlock();
    return applied;
}

bool EditingController::replaceTermInFile(const Issue &issue)
{
    const std::optional<TermPlan> plan = planTermReplace(issue);
    if (!plan) {
        emit message(tr("No glossary term to replace here"), 5000);
        return false;
    }
    QList<TermReplaceDialog::Place> places;
    for (int i = 0; i < plan->edits.size(); ++i) {
        const TermEdit &e = plan->edits.at(i);
        places.append({e.fix.range.start.line, e.fix.range.start.column, e.lineText, e.before,
                       e.fix.replacement, plan->reported.at(i)});
    }
    TermReplaceDialog dialog(
        tr("Replace \"%1\" with the glossary's \"%2\" in this file (particles made to agree). "
           "Places the glossary check did not flag are not ticked.")
            .arg(plan->rendering, plan->agreed),
        places, m_w.window);
    if (dialog.exec() != QDialog::Accepted) return false;
    QList<TermEdit> chosen;
    for (int i : dialog.chosen())
        chosen.append(plan->edits.at(i));
    const int applied = applyTermEdits(chosen);
    emit message(tr("Replaced %n place(s); Undo puts them all back", nullptr, applied), 8000);
    return applied > 0;
}

bool EditingController::replaceTermAtCursor()
{
    const std::optional<Issue> issue = termIssueAt(m_w.draft->textCursor());
    if (!issue) {
        QStringList ids;
        for (const CheckInfo &c : allChecks())
            if (c.replacesTerm) ids << QString::fromLatin1(c.id);
        emit message(tr("Put the cursor on a glossary term the Issues panel flags "
                        "(%1) to replace it in the file")
                         .arg(ids.join(QLatin1StringView(", "))),
                     8000);
        return false;
    }
    return replaceTermInFile(*issue);
}

} // namespace tandem
