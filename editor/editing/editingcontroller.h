// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editorwidgets.h"
#include "issue.h"
#include "termreplace.h"

#include <QObject>

#include <optional>

class QMenu;
class QTextCursor;

namespace tandem {

class AnalysisController;
class DocumentController;
class TabIndenter;

// The editing conveniences translators know from OmegaT, Poedit and VS Code: next and previous
// untranslated segment (Ctrl+U, Ctrl+Shift+U), Tab indenting with spaces as the draft's kind
// wants (tabindent.h), the cursor put back where it was when a draft is reopened
// (cursormemory.h), and "replace this term in the file" from a glossary issue, with a preview.
class EditingController : public QObject
{
    Q_OBJECT
public:
    EditingController(const EditorWidgets &widgets, DocumentController *document,
                      AnalysisController *analysis, QObject *parent = nullptr);

    // Adds the actions to the Edit menu.
    void addActions(QMenu *edit);

    // Moves the draft's cursor to the next (previous) segment still in English, going round,
    // the segment at the cursor included unless Ctrl+U put it there; among the segments on
    // lines the Issues list's "changed lines only" lets through. Says where it went in the
    // status bar. False when there is none (or no source).
    bool goToUntranslated(bool forward);

    // The places "replace this term in the file" would change for a glossary-term issue of the
    // draft: every place the draft writes that term the same way, with the agreed form (its
    // particle made to agree). `reported`: whether the check flagged that place (the preview
    // ticks those; a place it let pass, such as a link's title, is listed unticked).
    struct TermPlan
    {
        QString rendering, agreed;
        QList<TermEdit> edits;
        QList<bool> reported;
    };
    std::optional<TermPlan> planTermReplace(const Issue &issue) const;
    // Applies edits planned on the draft's current text as one undo step; returns how many.
    int applyTermEdits(const QList<TermEdit> &edits);
    // The preview dialog for a glossary-term issue, then the replacement. False when nothing
    // was replaced.
    bool replaceTermInFile(const Issue &issue);
    // The same for the glossary-term issue at the draft's cursor.
    bool replaceTermAtCursor();

    // Keeps the draft's cursor position for the next time it is opened (cursormemory.h).
    void rememberCursor() const;
    TabIndenter *indenter() const { return m_indenter; }

signals:
    void message(const QString &text, int msec);

private:
    void pairChanged();
    std::optional<Issue> termIssueAt(const QTextCursor &cursor) const;

    EditorWidgets m_w;
    DocumentController *m_document;
    AnalysisController *m_analysis;
    TabIndenter *m_indenter;
    QString m_openDraft; // the draft whose cursor was last put back
    // Where Ctrl+U last put the draft's cursor, and the text's revision then.
    struct Stop
    {
        int position = -1, revision = -1;
    } m_untranslatedStop;
};

} // namespace tandem
