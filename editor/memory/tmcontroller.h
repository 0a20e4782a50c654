// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editoranalysis.h"

#include <QObject>

#include <functional>
#include <memory>

class QAction;
class QDockWidget;
class QMainWindow;

namespace tandem {

class ConcordanceDialog;
class ProjectContext;
class MatchesPanel;
class ScrollSync;
class TextPane;
class TranslationMemoryService;
class UserPrompts;

// The translation memory in the editor window: a "Matches" dock that follows the current
// segment (its English looked up off the GUI thread by TranslationMemoryService), Ctrl+1..5 to
// insert a match at the draft's cursor (replacing the selection, or the segment's English while
// it is still the English, as in a file translated in place; one undo step; the match's
// code, links and numbers replaced by this segment's own where the mapping is certain), and
// Ctrl+K for the concordance of the selection or a typed phrase. The window only creates it
// and tells it when an analysis was applied (refresh()).
class TranslationMemoryController : public QObject
{
    Q_OBJECT
public:
    TranslationMemoryController(QMainWindow *window, TextPane *source, TextPane *draft,
                                ScrollSync *sync, std::function<AnalysisPtr()> analysis,
                                std::function<QString()> draftPath);
    ~TranslationMemoryController() override;

    MatchesPanel *panel() const { return m_panel; }
    QDockWidget *dock() const { return m_dock; }
    ConcordanceDialog *concordanceDialog() const { return m_concordance; }
    TranslationMemoryService *service() const { return m_service; }
    QString currentEnglish() const { return m_english; }

    // Use this memory file instead of the default one of the draft's checkout.
    void setMemoryFile(const QString &path);
    // Where the credit conventions come from (the style rules of the draft's project); without
    // it the built-in ones.
    void setProject(std::function<std::shared_ptr<const ProjectContext>()> project)
    {
        m_project = std::move(project);
    }
    // Who asks the user for their own credit line (once); without it, nobody is asked.
    void setPrompts(UserPrompts *prompts) { m_prompts = prompts; }
    // Inserts match `index` (0-based) of the panel; false when there is none.
    bool insertMatch(int index);
    // Opens the concordance for `phrase`, else the selected text of either pane (searching at
    // once), else empty for typing.
    void showConcordance(const QString &phrase = {});

signals:
    // For the status bar: an inserted match carried someone else's credit line (left out, or
    // replaced by the user's own).
    void message(const QString &text, int msec);
    // The memory was built or updated: its lexicon changed, which the lint reads.
    void memoryBuilt();

public slots:
    // The current segment's English again (after an analysis was applied or a file opened).
    void refresh();

private:
    void reopenIfFileChanged();
    // Puts Korean into the draft as Ctrl+1 does (the selection, or the English of a segment
    // still in English, or at the cursor), one undo step.
    void insertTranslation(QString text);
    // Takes out of `text` the translator's credit lines (번역: 홍길동, as the style rules' credit
    // conventions word them) that the draft does not have, writing the user's own
    // (settings::TranslatorCredit) in the first one's place when there is one; returns what
    // was done, for the window, or empty when `text` credited nobody else.
    QString withoutForeignCredit(QString *text);
    // The user's own credit line from the settings; asked for once when there is none.
    QString ownCredit(const QString &foreign);
    void lookUp(int segment);

    QMainWindow *m_window;
    TextPane *m_source;
    TextPane *m_draft;
    ScrollSync *m_sync;
    std::function<AnalysisPtr()> m_analysis;
    std::function<QString()> m_draftPath;
    std::function<std::shared_ptr<const ProjectContext>()> m_project;
    UserPrompts *m_prompts = nullptr;
    TranslationMemoryService *m_service;
    MatchesPanel *m_panel;
    QDockWidget *m_dock;
    ConcordanceDialog *m_concordance;
    QString m_memoryFile;
    QString m_openedFor; // the draft path the memory was opened for
    bool m_opened = false;
    bool m_available = false;
    QString m_english; // the current segment's English, as last looked up
};

} // namespace tandem
