// SPDX-License-Identifier: GPL-3.0-or-later
#include "cataloguememory.h"

#include "concordancedialog.h"
#include "matchespanel.h"
#include "tmservice.h"

#include <QLineEdit>
#include <QPushButton>

namespace tandem {

CatalogueMemory::CatalogueMemory(MatchesPanel *panel, QWidget *window)
    : QObject(window), m_panel(panel), m_service(new TranslationMemoryService(this)),
      m_concordance(new ConcordanceDialog(window))
{
    connect(m_concordance, &ConcordanceDialog::searchRequested, this, [this](const QString &p) {
        m_concordance->setSearching();
        m_service->requestConcordance(p);
    });
    connect(m_concordance, &ConcordanceDialog::insertRequested, this,
            [this](const QString &korean) {
                m_concordance->hide();
                emit insertRequested(korean);
            });
    connect(m_service, &TranslationMemoryService::renderingsReady, this,
            [this](quint64, const QString &phrase, const QStringList &lines) {
                m_concordance->setRenderings(phrase, lines);
            });
    connect(m_service, &TranslationMemoryService::concordanceReady, this,
            [this](quint64, const QString &phrase, const QList<TmConcordanceHit> &hits) {
                m_concordance->setHits(phrase, hits);
            });
    connect(m_panel, &MatchesPanel::insertRequested, this, &CatalogueMemory::insert);
    connect(m_panel, &MatchesPanel::buildRequested, this, [this] {
        m_panel->setStatus(tr("Building the translation memory from the checkout's history…"));
        m_panel->buildButton()->setEnabled(false);
        m_service->build();
    });
    connect(m_service, &TranslationMemoryService::buildFinished, this,
            [this](bool ok, const QString &message) {
                m_panel->buildButton()->setEnabled(true);
                if (!ok) m_panel->setStatus(tr("Not built: %1").arg(message));
            });
    connect(m_service, &TranslationMemoryService::memoryChanged, this,
            [this](bool available, const QString &description) {
                m_available = available;
                m_panel->setMemoryAvailable(available, description);
                if (!available) m_panel->setStatus(description);
                const QString english = std::exchange(m_english, QString());
                lookUp(english);
            });
    connect(m_service, &TranslationMemoryService::matchesReady, this,
            [this](quint64, const QString &english, const QList<TmMatch> &matches) {
                if (english != m_english) return;
                m_panel->setMatches(matches);
                m_panel->setStatus(matches.isEmpty() ? tr("No match of 70% or more.") : QString());
            });
}

CatalogueMemory::~CatalogueMemory() = default;

void CatalogueMemory::open(const QString &cataloguePath)
{
    m_panel->setStatus(tr("Opening the translation memory…"));
    m_service->open(cataloguePath);
}

void CatalogueMemory::lookUp(const QString &english)
{
    if (english == m_english) return;
    m_english = english;
    m_panel->setMatches({});
    if (!m_available || english.trimmed().isEmpty()) return;
    m_panel->setStatus(tr("Looking up…"));
    m_service->requestMatches(english);
}

void CatalogueMemory::showConcordance(const QString &phrase)
{
    const QString text = QString(phrase).replace(QChar::ParagraphSeparator, u' ').simplified();
    m_concordance->show();
    m_concordance->raise();
    m_concordance->activateWindow();
    m_concordance->phraseEdit()->setFocus();
    if (text.isEmpty()) return;
    m_concordance->setPhrase(text);
    m_concordance->setSearching();
    m_service->requestConcordance(text);
}

void CatalogueMemory::insert(int index)
{
    const QList<TmMatch> &matches = m_panel->matches();
    if (index >= 0 && index < matches.size()) emit insertRequested(matches[index].pair.target);
}

} // namespace tandem
