// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fuzzyqueue.h"

#include <QList>
#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;

namespace tandem {

class DriftDiffView;

// A catalogue's fuzzy queue, one entry at a time: the English the translation was written for
// turned into the new English word by word (deleted words struck through, inserted ones green),
// the fuzzy translation turned into the proposal the same way, and three answers: accept the
// proposal (Ctrl+Return), keep the translation as it is (Ctrl+Shift+Return: the English change
// needs none), or edit the entry by hand. The panel only asks; the window applies.
class FuzzyPanel : public QWidget
{
    Q_OBJECT
public:
    explicit FuzzyPanel(QWidget *parent = nullptr);

    // The queue, with each entry's line in the file (1-based) to name it by.
    void setQueue(const QList<FuzzyEntry> &queue, const QList<int> &lines);
    // An entry was answered: it leaves the queue and the next one is shown.
    void removeEntry(int entry);
    // Shows the queue's item for catalogue entry `entry` (nothing when it is not queued).
    void showEntry(int entry);

    int count() const { return int(m_queue.size()); }
    int currentEntry() const; // catalogue index of the entry shown; -1 for none
    QListWidget *list() const { return m_list; }
    DriftDiffView *englishView() const { return m_english; }
    DriftDiffView *translationView() const { return m_translation; }
    QPushButton *acceptButton() const { return m_accept; }

signals:
    void acceptRequested(int entry, const QString &proposal);
    void keepRequested(int entry);
    void editRequested(int entry);
    void countChanged(int count);

private:
    void showCurrent();

    QList<FuzzyEntry> m_queue;
    QList<int> m_lines;
    QListWidget *m_list = nullptr;
    QLabel *m_source = nullptr;
    DriftDiffView *m_english = nullptr;
    QLabel *m_why = nullptr;
    DriftDiffView *m_translation = nullptr;
    QPushButton *m_accept = nullptr;
    QPushButton *m_keep = nullptr;
    QPushButton *m_edit = nullptr;
};

} // namespace tandem
