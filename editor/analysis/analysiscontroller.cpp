// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysiscontroller.h"

#include "documentcontroller.h"
#include "glossarymatcher.h"
#include "glossarypanel.h"
#include "issuesfilter.h"
#include "issuesmodel.h"
#include "issuespanel.h"
#include "lintrunner.h"
#include "panehighlighter.h"
#include "scrollsync.h"
#include "textpane.h"

#include <QLabel>
#include <QTextBlock>

#include <algorithm>

namespace tandem {

AnalysisController::AnalysisController(const EditorWidgets &widgets, DocumentController *document,
                                       QLabel *statusLabel, QObject *parent)
    : QObject(parent), m_w(widgets), m_document(document), m_statusLabel(statusLabel)
{
    m_runner = new LintRunner(this);
    connect(m_runner, &LintRunner::finished, this, &AnalysisController::applyAnalysis);
    connect(m_document, &DocumentController::aboutToChangePair, this,
            [this] { m_analysis.reset(); });
    connect(m_document, &DocumentController::draftEdited, this, &AnalysisController::requestLint);
    connect(m_document, &DocumentController::lintNeeded, this, &AnalysisController::requestLint);
    connect(m_document, &DocumentController::projectChanged, this,
            [this](std::shared_ptr<const ProjectContext> project) {
                m_w.glossary->setEntries(project->terms().entries());
                m_runner->setProject(std::move(project));
            });
    connect(m_w.sync, &ScrollSync::currentSegmentChanged, this,
            &AnalysisController::updateGlossaryForSegment);
    connect(m_w.issues, &IssuesPanel::issueActivated, this, &AnalysisController::showIssue);
}

void AnalysisController::requestLint()
{
    const PaneFile &source = m_document->source();
    const PaneFile &draft = m_document->draft();
    if (!draft.isOpen()) return;
    LintRunner::Inputs in;
    in.hasSource = source.isOpen();
    in.sourceText = m_document->sourceText();
    in.sourceKind = source.kind;
    in.draftText = m_document->draftText();
    in.draftKind = draft.kind;
    in.draftPath = draft.path;
    m_runner->request(std::move(in));
}

bool AnalysisController::isAnalysisCurrent() const
{
    return m_analysis && m_analysis->generation == m_runner->latestRequested() &&
           !m_runner->isBusy();
}

void AnalysisController::applyAnalysis(AnalysisPtr analysis)
{
    // The text has moved on since this run started; the next result is on its way. Meanwhile
    // an older text's analysis is still worth showing if it has as many lines as the draft
    // now (the decorations are per line): the user types on, highlighting follows a run behind.
    // Fixes wait for the current one (isAnalysisCurrent()).
    if (analysis->generation != m_runner->latestRequested() &&
        ((m_analysis && m_analysis->generation >= analysis->generation) ||
         analysis->draftLineCount != m_w.draft->blockCount()))
        return;
    AnalysisPtr previous = std::exchange(m_analysis, analysis);
    show();
    // Every widget now holds the new analysis: the old one is freed off the GUI thread.
    m_runner->retire(std::move(previous));
    emit analysisApplied(analysis->generation);
}

void AnalysisController::setExtraIssues(Issues extra)
{
    if (extra.isEmpty() && m_extra.isEmpty()) return;
    m_extra = std::move(extra);
    if (m_analysis) show();
}

void AnalysisController::dropExtraIssues()
{
    m_extra.clear();
    m_withExtra.clear();
}

const Issues &AnalysisController::shownIssues() const
{
    static const Issues none;
    if (!m_analysis) return none;
    return m_extra.isEmpty() ? m_analysis->issues : m_withExtra;
}

void AnalysisController::show()
{
    const EditorAnalysis &analysis = *m_analysis;
    PaneDecorations draftDecorations = analysis.draft;
    m_withExtra.clear();
    if (!m_extra.isEmpty()) {
        m_withExtra = analysis.issues + m_extra;
        // Underlined like the checks' issues (decorationbuilder.cpp), line by line.
        for (const Issue &i : std::as_const(m_extra)) {
            for (int line = i.range.start.line;
                 line <= i.range.end.line && line < draftDecorations.lines.size(); ++line) {
                const int from = line == i.range.start.line ? i.range.start.column : 0;
                const int to = line == i.range.end.line
                                   ? i.range.end.column
                                   : m_w.draft->document()->findBlockByNumber(line).length() - 1;
                draftDecorations.lines[line].append(
                    Deco{from, std::max(to - from, 1), DecoStyle::IssueInfo,
                         QStringLiteral("%1 [%2]").arg(i.message, i.check)});
            }
        }
    }
    const Issues &issues = shownIssues();
    m_document->setFormatting(true);
    m_w.draft->highlighter()->setDecorations(draftDecorations);
    m_w.source->highlighter()->setDecorations(analysis.source);
    m_document->setFormatting(false);
    m_w.issues->model()->setIssues(issues);

    QHash<int, TextPane::LineMark> draftMarks, sourceMarks;
    for (const Issue &i : issues) {
        auto &marks = i.side == Side::Draft ? draftMarks : sourceMarks;
        TextPane::LineMark &m = marks[i.range.start.line];
        m.severity = std::max(m.severity, i.severity);
        m.fixable = m.fixable || (i.fix && i.side == Side::Draft);
    }
    m_w.draft->setLineMarks(draftMarks);
    m_w.source->setLineMarks(sourceMarks);
    m_w.sync->setAnalysis(m_analysis);
    updateGlossaryForSegment(m_w.sync->currentSegment());
    m_statusLabel->setText(statusText());
}

QString AnalysisController::statusText() const
{
    if (!m_analysis) return {};
    int counts[3] = {0, 0, 0};
    for (const Issue &i : shownIssues())
        ++counts[int(i.severity)];
    QString text = tr("%1 errors, %2 warnings, %3 notes")
                       .arg(counts[int(Severity::Error)])
                       .arg(counts[int(Severity::Warning)])
                       .arg(counts[int(Severity::Info)]);
    if (m_document->source().isOpen())
        text += tr("  ·  %1 of %2 units translated")
                    .arg(m_analysis->progress.translated)
                    .arg(m_analysis->progress.units);
    return text;
}

void AnalysisController::updateGlossaryForSegment(int segment)
{
    QList<int> entries;
    if (m_analysis && m_analysis->lint.source && segment >= 0 &&
        segment < m_analysis->lint.alignment.segments.size()) {
        const Alignment &a = m_analysis->lint.alignment;
        const auto [first, last] = a.sourceLines(a.segments.at(segment));
        for (const TermHit &hit : m_analysis->sourceTerms)
            if (hit.range.start.line >= first && hit.range.start.line <= last)
                entries.append(hit.match.entry);
    }
    m_w.glossary->setSegmentTerms(entries);
}

Issues AnalysisController::issuesAt(Side side, int line, int column) const
{
    Issues out;
    if (!m_analysis) return out;
    const Position p{line, column};
    for (const Issue &i : shownIssues()) {
        if (i.side != side) continue;
        const bool empty = i.range.start == i.range.end;
        if (i.range.contains(p) || (empty && i.range.start.line == line) ||
            (i.range.end == p && !empty))
            out.append(i);
    }
    return out;
}

bool AnalysisController::goToIssue(bool forward)
{
    if (!m_analysis) return false;
    Issues draftIssues;
    // The issues the Issues list shows: "Errors only" steps through errors only.
    const IssuesFilter *filter = m_w.issues->filter();
    for (const Issue &i : shownIssues())
        if (i.side == Side::Draft && filter->accepts(i)) draftIssues.append(i);
    if (draftIssues.isEmpty()) return false;
    std::stable_sort(draftIssues.begin(), draftIssues.end(),
                     [](const Issue &a, const Issue &b) { return a.range.start < b.range.start; });
    // From the start of the selection, which is the issue shown after a previous F8. A cursor
    // with nothing selected has not shown the issue that starts where it is: F8 goes there.
    const QTextCursor c = m_w.draft->textCursor();
    const QTextBlock block = m_w.draft->document()->findBlock(c.selectionStart());
    const Position here{block.blockNumber(), c.selectionStart() - block.position()};
    const bool includeHere = !c.hasSelection();
    const Issue *target = nullptr;
    if (forward) {
        for (const Issue &i : draftIssues)
            if (here < i.range.start || (includeHere && here == i.range.start)) {
                target = &i;
                break;
            }
        if (!target) target = &draftIssues.constFirst();
    } else {
        for (auto i = draftIssues.crbegin(); i != draftIssues.crend(); ++i)
            if (i->range.start < here) {
                target = &*i;
                break;
            }
        if (!target) target = &draftIssues.constLast();
    }
    showIssue(*target);
    emit message(target->message, 10000);
    return true;
}

void AnalysisController::showIssue(const Issue &issue)
{
    TextPane *pane = issue.side == Side::Draft ? m_w.draft : m_w.source;
    QTextCursor c = pane->cursorAt(issue.range.start.line, issue.range.start.column);
    const QTextCursor end = pane->cursorAt(issue.range.end.line, issue.range.end.column);
    c.setPosition(end.position(), QTextCursor::KeepAnchor);
    pane->setFocus();
    pane->setTextCursor(c);
    pane->centerCursor();
    m_w.sync->updateCurrentSegment(pane, true);
}

} // namespace tandem
