// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalogueanalysis.h"
#include "pocatalog.h"
#include "projectcontext.h"

#include <QFutureWatcher>
#include <QMainWindow>

#include <optional>

class QAction;
class QCheckBox;
class QComboBox;
class QLabel;
class QPlainTextEdit;
class QTabWidget;
class QTableView;
class QTimer;
class QTreeWidget;

namespace tandem {

class CatalogueEntryModel;
class CatalogueMemory;
class FuzzyPanel;
class MatchesPanel;
class PaneHighlighter;

// A gettext catalogue (.po) side by side: every entry a row, its English (msgid) beside its
// Korean (msgstr), in file order, fuzzy and untranslated entries marked; below, the current
// entry's two strings as RST, highlighted, the Korean editable, with its references and
// comments; tabs for the fuzzy queue (FuzzyPanel: the English change marked, the proposal, one
// key to accept), the issues, and the memory's matches (Ctrl+1..5 inserts one). Reading, the fuzzy
// queue (the file's git history) and lint run on worker threads; saving writes only the edited
// entries anew, in the file's own wrapping (po::Catalog), so an unedited file is saved byte for
// byte and `git diff` shows the edits.
class CatalogueWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit CatalogueWindow(ProjectSettings settings, QWidget *parent = nullptr);
    ~CatalogueWindow() override;

    // Starts reading `path` on a worker; loaded() tells how it went.
    void open(const QString &path);
    QString path() const { return m_path; }
    bool isLoaded() const { return m_catalog.has_value(); }
    bool isAnalysing() const;
    bool isModified() const;
    const po::Catalog *catalog() const { return m_catalog ? &*m_catalog : nullptr; }

    // Writes the catalogue (atomically, checked for its full size); false with `error` set when
    // it could not. The entries are read again from what was written, on a worker.
    bool save(QString *error = nullptr);

    void selectEntry(int entry);
    int currentEntry() const { return m_entry; }

    QTableView *entryTable() const { return m_table; }
    CatalogueEntryModel *entryModel() const { return m_model; }
    QPlainTextEdit *englishPane() const { return m_english; }
    QPlainTextEdit *koreanPane() const { return m_korean; }
    QCheckBox *fuzzyBox() const { return m_fuzzyBox; }
    QLabel *entryInfo() const { return m_info; }
    QTabWidget *tabs() const { return m_tabs; }
    FuzzyPanel *fuzzyPanel() const { return m_fuzzy; }
    QTreeWidget *issueList() const { return m_issues; }
    MatchesPanel *matchesPanel() const { return m_matches; }
    CatalogueMemory *memory() const { return m_memory; }
    QAction *showAllAction() const { return m_showAll; }

signals:
    void loaded(bool ok);
    void analysed();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void buildMenus();
    void showCatalogue();
    void showEntry();
    void koreanEdited();
    void entryEdited(int entry);
    void analyse(bool readAgain);
    void showAnalysis();
    void fillIssues();
    void rehighlight();
    void goToNextWork();
    void updateTitleAndCounts();

    ProjectSettings m_settings;
    QString m_path;
    std::optional<po::Catalog> m_catalog;
    int m_entry = -1; // the entry in the panes
    int m_form = 0;   // which msgstr of a plural entry is in the Korean pane
    bool m_filling = false;

    struct Job; // what a worker run hands back
    QFutureWatcher<std::shared_ptr<Job>> m_watcher;
    int m_generation = 0;   // edits since the last run started make its issues stale
    bool m_running = false; // a run started and not yet shown
    bool m_again = false;
    bool m_againReads = false;
    CatalogueAnalysis m_analysis;
    std::shared_ptr<const ProjectContext> m_project;
    std::shared_ptr<const CatalogueHistory> m_history;
    bool m_historyRead = false;

    CatalogueEntryModel *m_model = nullptr;
    QTableView *m_table = nullptr;
    QPlainTextEdit *m_english = nullptr;
    QPlainTextEdit *m_korean = nullptr;
    PaneHighlighter *m_englishHighlighter = nullptr;
    PaneHighlighter *m_koreanHighlighter = nullptr;
    QCheckBox *m_fuzzyBox = nullptr;
    QComboBox *m_formBox = nullptr;
    QLabel *m_info = nullptr;
    QTabWidget *m_tabs = nullptr;
    FuzzyPanel *m_fuzzy = nullptr;
    QTreeWidget *m_issues = nullptr;
    MatchesPanel *m_matches = nullptr;
    CatalogueMemory *m_memory = nullptr;
    QLabel *m_counts = nullptr;
    QAction *m_showAll = nullptr;
    QTimer *m_lintDelay = nullptr;
};

} // namespace tandem
