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
// English has several translations, each says whether it is the newer. For an English phrase
// the Korean words that answer it are highlighted too: the stems most of the hits' Korean share
// (a co-occurrence over the hits). Typing a phrase and pressing Enter asks for a search
// (searchRequested) and the dialog stays open; the owner answers with setHits(). Up and Down
// pick a hit; Enter on it (or its Insert link) asks to insert its Korean (insertRequested).
class ConcordanceDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ConcordanceDialog(QWidget *parent = nullptr);

    void setPhrase(const QString &phrase); // fills the box (no search)
    QString phrase() const;
    void setSearching();
    void setHits(const QString &phrase, const QList<TmConcordanceHit> &hits);
    // What the memory's lexicon renders the phrase's words as (one line per word), shown with
    // the hits of the same phrase: set before setHits().
    void setRenderings(const QString &phrase, const QStringList &lines);
    const QList<TmConcordanceHit> &hits() const { return m_hits; }

    QLineEdit *phraseEdit() const { return m_phrase; }
    QTextBrowser *results() const { return m_results; }
    QLabel *summary() const { return m_summary; }

    int currentHit() const { return m_current; } // -1: none picked
    void setCurrentHit(int hit);
    // The Korean word stem that answers the phrase (empty or one).
    const QStringList &answerStems() const { return m_answers; }

    // `text` as HTML with every occurrence of `phrase` (case aside) in a highlighted span.
    static QString highlighted(const QString &text, const QString &phrase);
    // `text` as HTML with each Hangul word whose stem (koreanStem) is in `stems` highlighted.
    static QString highlightedWords(const QString &text, const QStringList &stems);
    // The stem (koreanStem) of a Korean word in at least half of the hits' Korean (and two of
    // them) that answers `phrase`: the most shared, and on a tie the one whose place in the
    // Korean is nearest the phrase's place in the English. Empty or one.
    static QStringList sharedStems(const QList<TmConcordanceHit> &hits, const QString &phrase);

signals:
    void searchRequested(const QString &phrase);
    void insertRequested(const QString &korean);

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    void showHits();

    QString m_searched; // the phrase of the hits shown
    QString m_renderingsFor;
    QStringList m_renderings;
    QStringList m_answers;
    int m_current = -1;
    QList<TmConcordanceHit> m_hits;
    QLineEdit *m_phrase;
    QLabel *m_summary;
    QTextBrowser *m_results;
};

} // namespace tandem
