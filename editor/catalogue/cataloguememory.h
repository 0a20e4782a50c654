// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "translationmemory.h"

#include <QObject>

namespace tandem {

class ConcordanceDialog;
class MatchesPanel;
class TranslationMemoryService;

// The catalogue window's Matches tab and concordance: the memory of the checkout the catalogue
// is in (built from every committed msgid/msgstr of its .po files, TmBuilder) looked up for the
// selected entry's English on the memory's worker thread, searched for a phrase (Ctrl+K), and a
// match or a hit inserted as the translation.
class CatalogueMemory : public QObject
{
    Q_OBJECT
public:
    // `window` owns the concordance dialog.
    CatalogueMemory(MatchesPanel *panel, QWidget *window);
    ~CatalogueMemory() override;

    // The memory of the checkout `cataloguePath` is in.
    void open(const QString &cataloguePath);
    // The matches of `english` (answers to an older lookup are dropped).
    void lookUp(const QString &english);
    // Match `index` (0-based) of the list shown, asked to be inserted.
    void insert(int index);
    // The concordance dialog, searching `phrase` when it is not empty.
    void showConcordance(const QString &phrase);
    ConcordanceDialog *concordance() const { return m_concordance; }

signals:
    void insertRequested(const QString &korean);

private:
    MatchesPanel *m_panel;
    TranslationMemoryService *m_service;
    ConcordanceDialog *m_concordance;
    QString m_english;
    bool m_available = false;
};

} // namespace tandem
