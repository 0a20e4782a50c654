// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editoranalysis.h"
#include "editorwidgets.h"
#include "previewview.h"

#include <QFutureWatcher>
#include <QObject>
#include <QThreadPool>

class QAction;
class QTimer;
class QTextDocument;

namespace tandem {

class AnalysisController;

// The Preview dock: the draft rendered from Tandem's own document model (core/render), or in
// bilingual mode the English and the Korean side by side, block against block. After each
// analysis the page is rendered on a worker thread (the analysis already holds the scanned
// documents and the alignment), block by block; the blocks whose HTML changed since the page
// shown are laid into documents of their own there (previewpage.h), and the page is shown with
// the others kept and the view's top block where it was. The view follows the draft's cursor; a
// click on a block moves the draft's (or, in the English column, the source's) cursor to its line.
// Export to HTML and printing to PDF write the page shown.
class PreviewController : public QObject
{
    Q_OBJECT
public:
    PreviewController(const EditorWidgets &widgets, AnalysisController *analysis,
                      QObject *parent = nullptr);
    ~PreviewController() override;

    QWidget *widget() const { return m_widget; } // the dock's content: toolbar and view
    PreviewView *view() const { return m_view; }
    QAction *bilingualAction() const { return m_bilingual; }
    QAction *exportAction() const { return m_export; }
    QAction *printAction() const { return m_print; }

    // Renders the newest analysis if the page does not show it (the dock was just shown: a
    // hidden preview renders nothing).
    void refresh();
    void setBilingual(bool on);
    bool isBilingual() const;
    // The page shown, as a standalone HTML file / a PDF; false (and a message) on failure.
    bool exportHtml(const QString &path);
    bool printToPdf(const QString &path);
    // The generation of the analysis the page shows (0: none yet).
    quint64 shownGeneration() const { return m_shownGeneration; }
    // How many pieces (top-level blocks) the last page shown parsed and laid out anew.
    int lastRebuilt() const { return m_lastRebuilt; }

signals:
    // A new page is shown (for tests and benchmarks).
    void updated(quint64 generation);

private:
    struct Page
    {
        quint64 generation = 0;
        QString title;
        QString body;
        PreviewUpdate update; // its new documents made on the worker, moved to the GUI thread
    };
    static Page build(AnalysisPtr analysis, bool bilingual, int width,
                      std::shared_ptr<const PreviewLayout> shown, QThread *guiThread);

    void analysisApplied();
    void render();
    void pageReady();
    void followCursor();
    void moveCursorTo(int line, bool source);

    EditorWidgets m_w;
    AnalysisController *m_analysis;
    QWidget *m_widget = nullptr;
    PreviewView *m_view = nullptr;
    QAction *m_bilingual = nullptr;
    QAction *m_export = nullptr;
    QAction *m_print = nullptr;
    QTimer *m_widthPause = nullptr;
    QThreadPool m_pool; // the page's builds (declared before the watcher that waits for them)
    QFutureWatcher<Page> m_watcher;
    bool m_pending = false; // a newer analysis came while a page was being built
    bool m_stale = true;    // the page does not show the newest analysis
    quint64 m_shownGeneration = 0;
    int m_lastRebuilt = 0;
    QString m_title, m_body; // of the page shown
    bool m_movingCursor = false;
    bool m_revealCursor = true; // the next page opens at the cursor's section (first, toggled)
    bool m_resultTaken = true;  // the finished build's document went to the view
};

} // namespace tandem
