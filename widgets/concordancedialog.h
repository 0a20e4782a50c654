// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "translationmemory.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QTextBrowser;

namespace tandem {

// Concordance: every stored pair whose English (or, for a Korean phrase, Korean) contains a
// phrase, English and Korean side by side with the phrase highlighted, newest first; where one
// English has several translations, each says whether it is the newer. Typing a phrase and
// pressing Enter asks for a search (searchRequested); the owner answers with setHits().
class ConcordanceDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ConcordanceDialog(QWidget *parent = nullptr);

    void setPhrase(const QString &phrase); // fills the box (no search)
    QString phrase() const;
    void setSearching();
    void setHits(const QString &phrase, const QList<TmConcordanceHit> &hits);
    const QList<TmConcordanceHit> &hits() const { return m_hits; }

    QLineEdit *phraseEdit() const { return m_phrase; }
    QTextBrowser *results() const { return m_results; }

    // `text` as HTML with every occurrence of `phrase` (case aside) in a highlighted span.
    static QString highlighted(const QString &text, const QString &phrase);

signals:
    void searchRequested(const QString &phrase);

private:
    QList<TmConcordanceHit> m_hits;
    QLineEdit *m_phrase;
    QLabel *m_summary;
    QTextBrowser *m_results;
};

} // namespace tandem
