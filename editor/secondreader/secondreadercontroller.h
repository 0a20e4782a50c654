// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkerspec.h"
#include "issue.h"

#include <QLabel>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <atomic>
#include <memory>
#include <optional>

class QAction;
class QMenu;

namespace tandem {

class AnalysisController;
class DocumentController;
class TextPane;

// Issue 49 in the editor: an outside reader (the second reader or an external checker, the
// same CheckerSpec `tandem lint` builds) reading the open pair in the background. Off by
// default; Checks > Second Reader turns it on and QSettings remembers it. When the typing
// pauses after an analysis is shown, a worker reads the pair's prose nearest the cursor first;
// a keystroke cancels the batch (after the paragraph being read) and clears its findings, whose
// places the edit may have moved. The GUI thread only starts, cancels and shows: it never waits
// on a reader. Findings are info issues with their origin, shown beside the checks' own and never
// applied; a kind of question the translator mostly dismisses falls silent (readertally.h).
class SecondReaderController : public QObject
{
    Q_OBJECT
public:
    SecondReaderController(DocumentController *document, AnalysisController *analysis,
                           TextPane *draft, QObject *parent = nullptr);
    ~SecondReaderController() override;

    void addActions(QMenu *checks);
    // Where "text leaves this machine" is shown while a reader with a remote address is on.
    QLabel *statusWidget() const { return m_remoteLabel; }

    bool isOn() const { return m_on; }
    void setOn(bool on);
    // The reader as configured for the open draft (settings and its checkout's .tandem.yaml);
    // nullopt, with `why`, when none is.
    std::optional<CheckerSpec> configuredReader(QString *why) const;
    // How long the typing must pause before a batch starts (ms).
    void setPauseMs(int ms) { m_pause.setInterval(ms); }
    void setCacheFolder(const QString &folder) { m_cacheFolder = folder; } // tests: "-"
    bool isReading() const { return m_running; }
    Issues findings() const { return m_findings; }

    // The translator's verdict on a finding shown: recorded for its kind, and the finding is
    // no longer shown.
    void accept(const Issue &finding);
    void dismiss(const Issue &finding);

signals:
    void message(const QString &text, int msec);
    // A batch ended: all its pairs read, or cancelled (`read` of them).
    void batchEnded(int read, bool cancelled);

private:
    void startBatch();
    void cancelBatch();
    void onFound(quint64 batch, const Issues &findings, const QStringList &errors);
    void onBatchEnded(quint64 batch, int read, bool cancelled);
    void showFindings();
    // Shows "text leaves this machine" while `spec` has an address that is not this one.
    void sayWhereTextGoes(const CheckerSpec &spec);
    void verdict(const Issue &finding, bool accepted);
    // Asks for the endpoint and model, or a checker's name from .tandem.yaml, into QSettings.
    void askForReader();
    // The draft's context menu on a finding: accept or dismiss it.
    void addVerdictActions(QMenu *menu, int line, int column);

    DocumentController *m_document;
    AnalysisController *m_analysis;
    TextPane *m_draft;
    QAction *m_action = nullptr;
    QPointer<QLabel> m_remoteLabel; // the status bar takes it over
    QTimer m_pause;
    bool m_on = false;
    bool m_running = false;
    bool m_restart = false;   // a batch was asked for while one was still winding down
    quint64 m_batch = 0;      // the batch whose findings are shown; older ones are dropped
    quint64 m_generation = 0; // the analysis the findings were read from
    std::shared_ptr<std::atomic_bool> m_cancel;
    // Where the worker's reports are queued: a QObject of the GUI thread that outlives the
    // controller while a worker holds it (freed with deleteLater, from whichever thread lets go
    // last), and the controller itself, cleared by its destructor.
    std::shared_ptr<QObject> m_relay{new QObject, [](QObject *o) { o->deleteLater(); }};
    std::shared_ptr<SecondReaderController *> m_self =
        std::make_shared<SecondReaderController *>(this);
    QString m_cacheFolder;
    QString m_lastProblem; // why the reader could not be set up, as last said
    Issues m_findings;
};

} // namespace tandem
