// SPDX-License-Identifier: GPL-3.0-or-later
#include "secondreadercontroller.h"

#include "analysiscontroller.h"
#include "documentcontroller.h"
#include "projectcheckers.h"
#include "projectfiles.h"
#include "readerbatch.h"
#include "readertally.h"
#include "settingskeys.h"
#include "textpane.h"

#include <QAction>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QSettings>
#include <QTextCursor>
#include <QThreadPool>

namespace tandem {

namespace {
// A pause in the typing before the reader starts: a model's call takes seconds, and a batch
// begun mid-word is cancelled by the next key.
constexpr int DefaultPauseMs = 1500;
} // namespace

SecondReaderController::SecondReaderController(DocumentController *document,
                                               AnalysisController *analysis, TextPane *draft,
                                               QObject *parent)
    : QObject(parent), m_document(document), m_analysis(analysis), m_draft(draft)
{
    m_pause.setSingleShot(true);
    m_pause.setInterval(DefaultPauseMs);
    connect(&m_pause, &QTimer::timeout, this, &SecondReaderController::startBatch);
    m_remoteLabel = new QLabel;
    m_remoteLabel->setObjectName(QStringLiteral("readerRemoteLabel"));
    m_remoteLabel->hide();
    // A keystroke: the batch stops and its findings go (their places may have moved); nothing
    // else is done for a key.
    connect(m_document, &DocumentController::draftEdited, this, [this] {
        cancelBatch();
        m_pause.stop();
    });
    connect(m_document, &DocumentController::aboutToChangePair, this, [this] {
        cancelBatch();
        m_pause.stop();
    });
    // The typing paused long enough for an analysis to be shown: read after a further pause.
    connect(m_analysis, &AnalysisController::analysisApplied, this, [this] {
        if (m_on && m_analysis->isAnalysisCurrent()) m_pause.start();
    });
    connect(m_draft, &TextPane::contextMenuAboutToShow, this,
            [this](QMenu *menu, const QTextCursor &c) {
                addVerdictActions(menu, c.blockNumber(), c.positionInBlock());
            });
    m_on = QSettings().value(settings::SecondReaderOn, false).toBool();
}

SecondReaderController::~SecondReaderController()
{
    // The worker is told to stop but not waited for: a call to a hung server ends only at its
    // time limit (two minutes by default), and closing the window must not wait that out. What
    // it still reports reaches the relay, which finds no controller (m_self, GUI thread only).
    if (m_cancel) m_cancel->store(true);
    *m_self = nullptr;
    if (m_remoteLabel && !m_remoteLabel->parent()) delete m_remoteLabel;
}

void SecondReaderController::addActions(QMenu *checks)
{
    checks->addSeparator();
    m_action = checks->addAction(tr("Second &Reader in the Background"), this,
                                 &SecondReaderController::setOn);
    m_action->setCheckable(true);
    m_action->setChecked(m_on);
    m_action->setToolTip(tr("Another reader (a local model or an external checker) reads the "
                            "changed paragraphs while you pause; its findings are unverified"));
    checks->addAction(tr("Set &Up the Second Reader…"), this,
                      &SecondReaderController::askForReader);
}

void SecondReaderController::askForReader()
{
    QSettings store;
    const QString named = store.value(settings::SecondReaderChecker).toString();
    bool ok = false;
    const QString where =
        QInputDialog::getText(
            m_draft->window(), tr("Second Reader"),
            tr("The chat completions endpoint (e.g. http://127.0.0.1:8080), "
               "or the name of a checker in the checkout's .tandem.yaml:"),
            QLineEdit::Normal,
            named.isEmpty() ? store.value(settings::SecondReaderEndpoint).toString() : named, &ok)
            .trimmed();
    if (!ok) return;
    const bool endpoint = where.contains(QStringLiteral("://"));
    store.setValue(settings::SecondReaderChecker, endpoint ? QString() : where);
    if (!endpoint) return;
    store.setValue(settings::SecondReaderEndpoint, where);
    const QString model = QInputDialog::getText(
        m_draft->window(), tr("Second Reader"), tr("The model, as the server names it:"),
        QLineEdit::Normal, store.value(settings::SecondReaderModel).toString(), &ok);
    if (ok) store.setValue(settings::SecondReaderModel, model.trimmed());
}

void SecondReaderController::setOn(bool on)
{
    m_on = on;
    QSettings().setValue(settings::SecondReaderOn, on);
    if (m_action) m_action->setChecked(on);
    if (!on) {
        cancelBatch();
        m_pause.stop();
        m_remoteLabel->hide();
        if (!m_findings.isEmpty()) {
            m_findings.clear();
            m_analysis->setExtraIssues({});
        }
        return;
    }
    QString why;
    const auto spec = configuredReader(&why);
    m_lastProblem = why;
    if (!spec) {
        emit message(why, 15000);
        return;
    }
    sayWhereTextGoes(*spec);
    if (m_analysis->isAnalysisCurrent()) m_pause.start();
}

std::optional<CheckerSpec> SecondReaderController::configuredReader(QString *why) const
{
    const QSettings store;
    const QString named = store.value(settings::SecondReaderChecker).toString();
    const QString draft = m_document->draft().path;
    if (!named.isEmpty()) {
        QString error;
        const auto project =
            loadProjectCheckers(repositoryRoot(QFileInfo(draft).absolutePath()), &error);
        if (project && project->contains(named)) return project->value(named);
        *why = project ? tr("Second reader: the checkout's .tandem.yaml names no checker "
                            "\"%1\"")
                             .arg(named)
                       : tr("Second reader: %1").arg(error);
        return std::nullopt;
    }
    const QString endpoint = store.value(settings::SecondReaderEndpoint).toString();
    if (endpoint.isEmpty()) {
        *why = tr("Second reader: no reader is set up; the user guide says how");
        return std::nullopt;
    }
    QString error;
    auto spec = secondReaderFromArguments(
        endpoint, store.value(settings::SecondReaderModel).toString(), &error);
    if (!spec) *why = tr("Second reader: %1").arg(error);
    return spec;
}

void SecondReaderController::startBatch()
{
    const AnalysisPtr analysis = m_analysis->analysis();
    if (!m_on || !analysis || !m_analysis->isAnalysisCurrent() || !m_document->draft().isOpen())
        return;
    if (m_running) {
        m_restart = true;
        return;
    }
    QString why;
    const auto spec = configuredReader(&why);
    if (!spec) {
        // Said when the reader is turned on (setOn) and when it changes, not at every pause.
        if (why != std::exchange(m_lastProblem, why)) emit message(why, 15000);
        return;
    }
    m_lastProblem.clear();
    sayWhereTextGoes(*spec);
    auto batch = std::make_shared<ReaderBatch>();
    batch->spec = *spec;
    batch->analysis = analysis;
    batch->project = m_document->project();
    batch->draftPath = m_document->draft().path;
    batch->draftText = m_document->draftText();
    batch->draftKind = m_document->draft().kind;
    batch->hasSource = m_document->source().isOpen();
    if (batch->hasSource) {
        batch->sourceText = m_document->sourceText();
        batch->sourceKind = m_document->source().kind;
    }
    batch->cursorLine = m_draft->textCursor().blockNumber();
    batch->cacheFolder = m_cacheFolder;
    if (!batch->project) return;
    m_cancel = batch->cancelled;
    m_findings.clear();
    m_generation = analysis->generation;
    const quint64 id = ++m_batch;
    m_running = true;
    // The worker reports through the relay (alive for as long as the worker holds it) to the
    // controller, if there still is one when the report is delivered on the GUI thread.
    const std::shared_ptr<QObject> relay = m_relay;
    const std::shared_ptr<SecondReaderController *> self = m_self;
    QThreadPool::globalInstance()->start([batch, id, relay, self] {
        const int read = readBatch(*batch, [&](const Issues &findings, const QStringList &errors) {
            QMetaObject::invokeMethod(
                relay.get(),
                [self, id, findings, errors] {
                    if (*self) (*self)->onFound(id, findings, errors);
                },
                Qt::QueuedConnection);
        });
        const bool cancelled = batch->cancelled->load();
        QMetaObject::invokeMethod(
            relay.get(),
            [self, id, read, cancelled] {
                if (*self) (*self)->onBatchEnded(id, read, cancelled);
            },
            Qt::QueuedConnection);
    });
}

void SecondReaderController::cancelBatch()
{
    if (m_cancel) m_cancel->store(true);
    ++m_batch; // what the cancelled batch still sends is dropped
    if (!m_findings.isEmpty()) {
        m_findings.clear();
        m_analysis->dropExtraIssues();
    }
}

void SecondReaderController::onFound(quint64 batch, const Issues &findings,
                                     const QStringList &errors)
{
    if (batch != m_batch) return;
    for (const QString &e : errors)
        emit message(e, 15000);
    const AnalysisPtr shown = m_analysis->analysis();
    if (!shown || shown->generation != m_generation) return;
    bool added = false;
    for (const Issue &f : findings)
        if (!ReaderTally::isSilenced(ReaderTally::kindOf(f))) {
            m_findings.append(f);
            added = true;
        }
    if (added) showFindings();
}

void SecondReaderController::onBatchEnded(quint64 batch, int read, bool cancelled)
{
    m_running = false;
    emit batchEnded(read, cancelled || batch != m_batch);
    // The pause ended while this batch wound down: the text it was asked for is read now.
    if (std::exchange(m_restart, false)) startBatch();
}

void SecondReaderController::sayWhereTextGoes(const CheckerSpec &spec)
{
    const bool remote = spec.kind != CheckerSpec::Kind::Command && !isLoopback(spec.url);
    m_remoteLabel->setText(
        tr("Second reader: text leaves this machine for %1").arg(spec.url.host()));
    m_remoteLabel->setVisible(remote);
}

void SecondReaderController::showFindings()
{
    m_analysis->setExtraIssues(m_findings);
}

void SecondReaderController::accept(const Issue &finding)
{
    verdict(finding, true);
}

void SecondReaderController::dismiss(const Issue &finding)
{
    verdict(finding, false);
}

void SecondReaderController::addVerdictActions(QMenu *menu, int line, int column)
{
    const Position here{line, column};
    QAction *first = menu->actions().value(0);
    bool added = false;
    for (const Issue &finding : std::as_const(m_findings)) {
        if (!finding.range.contains(here) && finding.range.end != here) continue;
        QAction *yes = new QAction(tr("&Accept the Second Reader's Finding"), menu);
        yes->setToolTip(finding.message);
        connect(yes, &QAction::triggered, this, [this, finding] { accept(finding); });
        QAction *no = new QAction(tr("&Dismiss the Second Reader's Finding"), menu);
        no->setToolTip(finding.message);
        connect(no, &QAction::triggered, this, [this, finding] { dismiss(finding); });
        menu->insertActions(first, {yes, no});
        added = true;
    }
    if (added) menu->insertSeparator(first);
}

void SecondReaderController::verdict(const Issue &finding, bool accepted)
{
    const QString kind = ReaderTally::kindOf(finding);
    ReaderTally::record(kind, accepted);
    m_findings.removeIf(
        [&](const Issue &i) { return i.range == finding.range && i.message == finding.message; });
    // A kind now silenced leaves the list at once, not at the next batch.
    if (ReaderTally::isSilenced(kind))
        m_findings.removeIf([&](const Issue &i) { return ReaderTally::kindOf(i) == kind; });
    showFindings();
}

} // namespace tandem
