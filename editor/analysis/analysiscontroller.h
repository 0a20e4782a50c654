// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editoranalysis.h"
#include "editorwidgets.h"

#include <QObject>

class QLabel;

namespace tandem {

class DocumentController;
class LintRunner;

// The checks on the open pair: asks the lint runner (a worker thread) for an analysis whenever
// the text or the project changes, and applies the newest one to the window: highlighting,
// gutter marks, the issues and glossary panels, the status text. Also finds issues and moves
// between them.
class AnalysisController : public QObject
{
    Q_OBJECT
public:
    AnalysisController(const EditorWidgets &widgets, DocumentController *document,
                       QLabel *statusLabel, QObject *parent = nullptr);

    void requestLint();
    LintRunner *lintRunner() const { return m_runner; }
    AnalysisPtr analysis() const { return m_analysis; }
    // The analysis shown answers the newest request and none is in flight.
    bool isAnalysisCurrent() const;
    QString statusText() const;
    // The issues of the analysis shown at a place (0-based line and column).
    Issues issuesAt(Side side, int line, int column) const;
    // Findings of an outside reader (editor/secondreader/) on the draft of the analysis shown,
    // listed and underlined with its issues until replaced; empty: none. Costs the GUI thread
    // nothing per analysis while empty.
    void setExtraIssues(Issues extra);
    // Forgets them without repainting (a keystroke: the analysis it asks for shows the rest).
    void dropExtraIssues();
    // The issues shown: the analysis's and the extra ones.
    const Issues &shownIssues() const;
    // Selects an issue's text in its pane and shows it.
    void showIssue(const Issue &issue);
    // F8 / Shift+F8: selects the next (previous) issue of the draft after (before) the cursor
    // (F8 from a cursor with nothing selected: at or after it), going round at the end, among
    // the issues the Issues list shows as filtered; its message goes to the status bar. False
    // when there is none.
    bool goToIssue(bool forward);

signals:
    void analysisApplied(quint64 generation);
    void message(const QString &text, int msec);

private:
    void applyAnalysis(AnalysisPtr analysis);
    // Hands the analysis shown, with the extra issues, to the panes, panels and status bar.
    void show();
    void updateGlossaryForSegment(int segment);

    EditorWidgets m_w;
    DocumentController *m_document;
    QLabel *m_statusLabel;
    LintRunner *m_runner = nullptr;
    AnalysisPtr m_analysis;
    Issues m_extra;
    Issues m_withExtra; // m_analysis's issues and m_extra, while m_extra is not empty
};

} // namespace tandem
