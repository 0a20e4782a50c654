// SPDX-License-Identifier: GPL-3.0-or-later
#include "previewcontroller.h"

#include "analysiscontroller.h"
#include "atomicwrite.h"
#include "bilingualhtml.h"
#include "htmlrenderer.h"
#include "textpane.h"
#include "userprompts.h"

#include <QAction>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QPrinter>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextDocument>
#include <QThread>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace tandem {

PreviewController::PreviewController(const EditorWidgets &widgets, AnalysisController *analysis,
                                     QObject *parent)
    : QObject(parent), m_w(widgets), m_analysis(analysis)
{
    // A thread of its own: in the global pool the page waited behind the lint's checks.
    m_pool.setMaxThreadCount(1);
    m_widget = new QWidget(widgets.window);
    m_widget->setObjectName(QStringLiteral("preview"));
    auto *layout = new QVBoxLayout(m_widget);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    auto *bar = new QToolBar(m_widget);
    bar->setIconSize(QSize(16, 16));
    m_bilingual = bar->addAction(tr("Bilingual"));
    m_bilingual->setCheckable(true);
    m_bilingual->setToolTip(tr("Show the English and the translation side by side"));
    connect(m_bilingual, &QAction::toggled, this, [this] {
        m_stale = true;
        m_revealCursor = true; // the other page opens where the translator is, not at its top
        render();
    });
    m_export = bar->addAction(tr("Export Preview as HTML…"));
    connect(m_export, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getSaveFileName(m_w.window, tr("Export preview as HTML"),
                                                          {}, tr("HTML (*.html *.htm)"));
        if (!path.isEmpty()) exportHtml(path);
    });
    m_print = bar->addAction(tr("Print Preview to PDF…"));
    connect(m_print, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getSaveFileName(m_w.window, tr("Print preview to PDF"),
                                                          {}, tr("PDF (*.pdf)"));
        if (!path.isEmpty()) printToPdf(path);
    });
    layout->addWidget(bar);
    m_view = new PreviewView(m_widget);
    m_view->setObjectName(QStringLiteral("previewView"));
    layout->addWidget(m_view, 1);

    connect(analysis, &AnalysisController::analysisApplied, this,
            &PreviewController::analysisApplied);
    connect(&m_watcher, &QFutureWatcher<Page>::finished, this, &PreviewController::pageReady);
    connect(m_w.draft, &QPlainTextEdit::cursorPositionChanged, this,
            &PreviewController::followCursor);
    connect(m_view, &PreviewView::lineActivated, this, &PreviewController::moveCursorTo);
    // A new width lays every block out again: once the dock stops being dragged, not on every
    // step of the drag. Edits need no such pause: they lay out only the blocks they changed.
    m_widthPause = new QTimer(this);
    m_widthPause->setSingleShot(true);
    m_widthPause->setInterval(120);
    connect(m_widthPause, &QTimer::timeout, this, [this] {
        m_stale = true; // laid out to another width
        render();
    });
    connect(m_view, &PreviewView::widthChanged, m_widthPause, qOverload<>(&QTimer::start));
    connect(m_view, &QObject::destroyed, this, [this] { m_view = nullptr; });
}

PreviewController::~PreviewController()
{
    m_watcher.waitForFinished();
    if (!m_resultTaken && m_watcher.future().resultCount() > 0)
        qDeleteAll(m_watcher.result().update.documents);
}

void PreviewController::setBilingual(bool on)
{
    m_bilingual->setChecked(on);
}

bool PreviewController::isBilingual() const
{
    return m_bilingual->isChecked();
}

void PreviewController::analysisApplied()
{
    m_stale = true;
    render();
}

void PreviewController::refresh()
{
    m_revealCursor = true; // shown again: at the cursor's section
    render();
}

void PreviewController::render()
{
    AnalysisPtr analysis = m_analysis->analysis();
    if (!analysis || !analysis->lint.draft || !m_view || !m_widget->isVisible()) return;
    if (m_watcher.isRunning()) {
        m_pending = true; // newest wins: built when this one is done
        return;
    }
    if (!m_stale) return;
    m_stale = false;
    m_pending = false;
    m_resultTaken = false;
    m_watcher.setFuture(QtConcurrent::run(&m_pool, &PreviewController::build, analysis,
                                          isBilingual(), m_view->pageWidth(), m_view->layout(),
                                          QThread::currentThread()));
}

PreviewController::Page PreviewController::build(AnalysisPtr analysis, bool bilingual, int width,
                                                 std::shared_ptr<const PreviewLayout> shown,
                                                 QThread *guiThread)
{
    Page page;
    page.generation = analysis->generation;
    const RstDocument &draft = *analysis->lint.draft;
    QStringList parts;
    if (bilingual && analysis->lint.source) {
        // Exported as one table, previewed row by row (a table of its own each).
        page.body = renderBilingualHtml(*analysis->lint.source, draft, analysis->lint.alignment);
        parts = renderBilingualParts(*analysis->lint.source, draft, analysis->lint.alignment);
    } else {
        parts = HtmlRenderer(draft).renderParts();
        page.body = parts.join(QString());
    }
    for (const Block &b : draft.blocks) {
        if (b.kind == BlockKind::Title) {
            page.title = b.text.trimmed();
            break;
        }
    }
    // Parsing HTML and laying it out grow with the page: done here, not on the GUI thread,
    // which only paints what is in view, and only for the blocks that changed.
    page.update = buildPreviewPage(parts, width, shown, guiThread);
    return page;
}

void PreviewController::pageReady()
{
    Page page = m_watcher.result();
    m_resultTaken = true;
    if (!m_view) {
        qDeleteAll(page.update.documents);
        return;
    }
    m_lastRebuilt = page.update.rebuilt;
    m_view->replacePage(std::move(page.update));
    m_title = page.title;
    m_body = page.body;
    m_shownGeneration = page.generation;
    if (m_revealCursor) {
        m_revealCursor = false;
        followCursor();
    }
    emit updated(page.generation);
    if (m_pending || m_stale) {
        m_stale = true;
        render();
    }
}

void PreviewController::followCursor()
{
    if (m_movingCursor || !m_view || !m_widget->isVisible()) return;
    m_view->revealLine(m_w.draft->textCursor().blockNumber());
}

void PreviewController::moveCursorTo(int line, bool source)
{
    TextPane *pane = source ? m_w.source : m_w.draft;
    const QTextBlock block = pane->document()->findBlockByNumber(line);
    if (!block.isValid()) return;
    m_movingCursor = true; // the preview was clicked where it is: it need not move
    QTextCursor cursor(block);
    pane->setTextCursor(cursor);
    pane->ensureCursorVisible();
    pane->setFocus();
    m_movingCursor = false;
}

bool PreviewController::exportHtml(const QString &path)
{
    QString error;
    const QString title = m_title.isEmpty() ? QFileInfo(path).completeBaseName() : m_title;
    if (!writeFileAtomically(path, htmlPage(title, m_body).toUtf8(), &error)) {
        m_w.prompts->error(m_w.window, tr("Export HTML"), tr("%1: %2").arg(path, error));
        return false;
    }
    return true;
}

bool PreviewController::printToPdf(const QString &path)
{
    // Printed into a scratch file first and then written whole: a failed print never leaves
    // half a PDF where the user asked for one.
    QTemporaryDir scratch;
    const QString temporary = scratch.filePath(QStringLiteral("preview.pdf"));
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setOutputFileName(temporary);
    printer.setDocName(m_title);
    // Printed from one document of the whole page (the view's pieces are laid out to the
    // screen); a user's command, like the print itself on the GUI thread.
    const std::unique_ptr<QTextDocument> page(newPreviewDocument(m_body));
    page->print(&printer);
    QFile file(temporary);
    QString error;
    if (!file.open(QIODevice::ReadOnly) || file.size() == 0) {
        error = tr("the page could not be printed");
    } else if (!writeFileAtomically(path, file.readAll(), &error)) {
        // error says why
    } else {
        return true;
    }
    m_w.prompts->error(m_w.window, tr("Print to PDF"), tr("%1: %2").arg(path, error));
    return false;
}

} // namespace tandem
