// SPDX-License-Identifier: GPL-3.0-or-later
#include "tmcontroller.h"

#include "concordancedialog.h"
#include "creditchecks.h"
#include "englishinplace.h"
#include "matchespanel.h"
#include "projectcontext.h"
#include "scrollsync.h"
#include "settingskeys.h"
#include "textpane.h"
#include "tmdiff.h"
#include "tmservice.h"
#include "tmunitpairs.h"
#include "userprompts.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QTextBlock>

namespace tandem {

TranslationMemoryController::TranslationMemoryController(QMainWindow *window, TextPane *source,
                                                         TextPane *draft, ScrollSync *sync,
                                                         std::function<AnalysisPtr()> analysis,
                                                         std::function<QString()> draftPath)
    : QObject(window), m_window(window), m_source(source), m_draft(draft), m_sync(sync),
      m_analysis(std::move(analysis)), m_draftPath(std::move(draftPath)),
      m_service(new TranslationMemoryService(this)), m_panel(new MatchesPanel(window)),
      m_dock(new QDockWidget(tr("Matches"), window)), m_concordance(new ConcordanceDialog(window))
{
    m_dock->setObjectName(QStringLiteral("matchesDock"));
    m_dock->setWidget(m_panel);
    window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    // Room for the Korean of a match (a default: the window's saved layout wins).
    window->resizeDocks({m_dock}, {460}, Qt::Horizontal);

    for (int i = 0; i < 5; ++i) {
        auto *insert = new QAction(tr("Insert Match %1").arg(i + 1), window);
        insert->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
        connect(insert, &QAction::triggered, this, [this, i] { insertMatch(i); });
        window->addAction(insert);
    }
    auto *concordance = new QAction(tr("Concordance…"), window);
    concordance->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    connect(concordance, &QAction::triggered, this, [this] { showConcordance(); });
    window->addAction(concordance);

    connect(m_sync, &ScrollSync::currentSegmentChanged, this, &TranslationMemoryController::lookUp);
    connect(m_panel, &MatchesPanel::insertRequested, this,
            &TranslationMemoryController::insertMatch);
    connect(m_panel, &MatchesPanel::buildRequested, this, [this] {
        reopenIfFileChanged();
        m_panel->setStatus(tr("Building the translation memory from the checkout's history…"));
        m_panel->buildButton()->setEnabled(false);
        m_service->build();
    });
    connect(m_service, &TranslationMemoryService::buildFinished, this,
            [this](bool ok, const QString &message) {
                m_panel->buildButton()->setEnabled(true);
                // Success shows in the memory line (memoryChanged follows); a failure here.
                if (!ok) m_panel->setStatus(tr("Not built: %1").arg(message));
                if (ok) emit memoryBuilt();
            });
    connect(m_service, &TranslationMemoryService::memoryChanged, this,
            [this](bool available, const QString &description) {
                m_available = available;
                m_panel->setMemoryAvailable(available, description);
                if (!available) m_panel->setStatus(description);
                m_english.clear();
                lookUp(m_sync->currentSegment());
            });
    connect(m_service, &TranslationMemoryService::matchesReady, this,
            [this](quint64, const QString &english, const QList<TmMatch> &matches) {
                if (english != m_english) return;
                m_panel->setMatches(matches);
                m_panel->setStatus(matches.isEmpty() ? tr("No match of 70% or more.") : QString());
            });
    connect(m_service, &TranslationMemoryService::renderingsReady, this,
            [this](quint64, const QString &phrase, const QStringList &lines) {
                m_concordance->setRenderings(phrase, lines);
            });
    connect(m_service, &TranslationMemoryService::concordanceReady, this,
            [this](quint64, const QString &phrase, const QList<TmConcordanceHit> &hits) {
                m_concordance->setHits(phrase, hits);
            });
    connect(m_concordance, &ConcordanceDialog::insertRequested, this,
            [this](const QString &korean) {
                if (m_draft->isReadOnly()) return;
                m_concordance->hide();
                insertTranslation(korean);
            });
    connect(m_concordance, &ConcordanceDialog::searchRequested, this,
            [this](const QString &phrase) {
                m_concordance->setSearching();
                m_service->requestConcordance(phrase);
            });
}

TranslationMemoryController::~TranslationMemoryController() = default;

void TranslationMemoryController::setMemoryFile(const QString &path)
{
    m_memoryFile = path;
    m_opened = false;
    reopenIfFileChanged();
}

void TranslationMemoryController::reopenIfFileChanged()
{
    const QString path = m_draftPath();
    if (m_opened && path == m_openedFor) return;
    m_opened = true;
    m_openedFor = path;
    m_available = false;
    m_service->open(path, m_memoryFile);
}

void TranslationMemoryController::refresh()
{
    reopenIfFileChanged();
    lookUp(m_sync->currentSegment());
}

void TranslationMemoryController::lookUp(int segment)
{
    const AnalysisPtr analysis = m_analysis();
    QString english;
    if (analysis && analysis->lint.source)
        english = tmSegmentEnglish(*analysis->lint.source, analysis->lint.alignment, segment);
    if (english == m_english && !english.isEmpty())
        return; // same text: the answer shown is still right
    m_english = english;
    m_panel->setMatches({});
    if (!m_available) return; // the panel says why
    if (english.isEmpty()) {
        m_panel->setStatus(segment < 0 ? tr("Put the cursor in a segment to see its matches.")
                                       : tr("This segment has no English prose."));
        return;
    }
    m_panel->setStatus(tr("Looking up…"));
    m_service->requestMatches(english);
}

bool TranslationMemoryController::insertMatch(int index)
{
    const QList<TmMatch> &matches = m_panel->matches();
    if (index < 0 || index >= matches.size() || m_draft->isReadOnly()) return false;
    const TmMatch &m = matches[index];
    insertTranslation(tmAdaptTarget(m.pair.source, m.pair.target, m_english));
    return true;
}

void TranslationMemoryController::insertTranslation(QString text)
{
    // With a selection, the selection is replaced; a segment that still reads as its English
    // (a file translated in place) is replaced whole; otherwise the match goes in at the cursor.
    QTextCursor cursor = m_draft->textCursor();
    std::optional<std::pair<int, int>> english;
    if (!cursor.hasSelection()) {
        const AnalysisPtr analysis = m_analysis();
        if (analysis)
            english =
                englishStillInDraft(*analysis, *m_draft->document(), m_sync->currentSegment());
    }
    if (english) {
        cursor.setPosition(english->first);
        cursor.setPosition(english->second, QTextCursor::KeepAnchor);
    }
    // Continuation lines take the start of the line the selection begins on: its indentation
    // (a list item, a directive's content) and, in a sphinx-gallery script, its "# ". Replacing
    // the English of a list item, they line up under its text.
    const QTextBlock first = m_draft->document()->findBlock(cursor.selectionStart());
    const QString line = first.text();
    static const QRegularExpression indentation(QStringLiteral("^\\s*"));
    static const QRegularExpression comment(QStringLiteral("^\\s*#[ \\t]*"));
    const bool gallery = m_draftPath().endsWith(QLatin1String(".py"), Qt::CaseInsensitive);
    QString prefix = (gallery ? comment : indentation).match(line).captured(0);
    if (english && !gallery) prefix = QString(cursor.selectionStart() - first.position(), u' ');
    const QString credit = withoutForeignCredit(&text);
    text.replace(u'\n', u'\n' + prefix);
    cursor.beginEditBlock();
    cursor.insertText(text);
    cursor.endEditBlock();
    m_draft->setTextCursor(cursor);
    m_draft->setFocus();
    // Said in the Matches dock, where it stays (wrapped) until the next insertion, and in the
    // status bar.
    m_panel->setNotice(credit);
    if (!credit.isEmpty()) emit message(credit, 15000);
}

QString TranslationMemoryController::ownCredit(const QString &foreign)
{
    QSettings stored;
    QString own = stored.value(settings::TranslatorCredit).toString().trimmed();
    if (own.isEmpty() && m_prompts && !stored.value(settings::TranslatorCreditAsked).toBool()) {
        stored.setValue(settings::TranslatorCreditAsked, true);
        own = m_prompts->askOwnCredit(m_window, foreign).trimmed();
        if (!own.isEmpty()) stored.setValue(settings::TranslatorCredit, own);
    }
    return own;
}

QString TranslationMemoryController::withoutForeignCredit(QString *text)
{
    // A memory pair of a page's header carries the translator's line (번역: 홍길동) that the
    // Korean added under the author: inserted elsewhere it would credit that person for this
    // page. It is replaced by the translator's own line (settings), else left out.
    const std::shared_ptr<const ProjectContext> project = m_project ? m_project() : nullptr;
    const StyleRules *style = project ? &project->style() : StyleRules::builtIn().get();
    const QString draft = m_draft->toPlainText();
    QStringList kept;
    QString foreign, own;
    bool ownWritten = false;
    for (const QString &line : text->split(u'\n')) {
        const QString trimmed = line.trimmed();
        // The author's line is the English page's own (the pair checks compare it with the
        // source); a line the page has already is the page's say.
        const bool someoneElses =
            !trimmed.isEmpty() && !draft.contains(trimmed) &&
            checks::creditLineKind(trimmed, style) == checks::CreditLine::Translator;
        if (!someoneElses) {
            kept << line;
            continue;
        }
        if (foreign.isEmpty()) {
            foreign = trimmed.size() > 80 ? trimmed.left(79) + u'…' : trimmed;
            own = ownCredit(foreign);
        }
        if (!own.isEmpty() && !ownWritten && !draft.contains(own)) {
            kept << line.left(line.indexOf(trimmed)) + own;
            ownWritten = true;
        }
    }
    if (foreign.isEmpty()) return {};
    *text = kept.join(u'\n');
    return ownWritten ? tr("The match credited another translator (\"%1\"); your own credit "
                           "line was written instead.")
                            .arg(foreign)
                      : tr("The match credited another translator (\"%1\"); that line was left "
                           "out. Add your own credit line under the author's.")
                            .arg(foreign);
}

void TranslationMemoryController::showConcordance(const QString &phrase)
{
    reopenIfFileChanged();
    // The selection of the pane with the focus first, then of the other one.
    TextPane *first = m_source->hasFocus() ? m_source : m_draft;
    TextPane *second = first == m_source ? m_draft : m_source;
    QString text = phrase;
    if (text.isEmpty()) text = first->textCursor().selectedText();
    if (text.isEmpty()) text = second->textCursor().selectedText();
    text = text.replace(QChar::ParagraphSeparator, u' ').simplified();
    m_concordance->show();
    m_concordance->raise();
    m_concordance->activateWindow();
    m_concordance->phraseEdit()->setFocus();
    if (!text.isEmpty()) {
        m_concordance->setPhrase(text);
        m_concordance->setSearching();
        m_service->requestConcordance(text);
    }
}

} // namespace tandem
