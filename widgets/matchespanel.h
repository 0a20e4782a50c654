// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "translationmemory.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTextBrowser;
class QTreeWidget;

namespace tandem {

// The translation memory's matches for the current segment: per match its shortcut
// (Ctrl+1..5), score, stored Korean, file and date; below, the selected match's English
// against the segment's, word by word (removed words struck out, added ones underlined), and
// its whole Korean. Activating a row asks for that match to be inserted.
class MatchesPanel : public QWidget
{
    Q_OBJECT
public:
    explicit MatchesPanel(QWidget *parent = nullptr);

    // What the list says when there is nothing to list ("Looking up…", no memory...).
    void setStatus(const QString &text);
    // What the last insertion did that the translator must know (a credit line left out or
    // replaced), shown above the list until the next insertion; empty hides it.
    void setNotice(const QString &text);
    void setMemoryAvailable(bool available, const QString &description);
    void setMatches(const QList<TmMatch> &matches);
    const QList<TmMatch> &matches() const { return m_matches; }

    QTreeWidget *list() const { return m_list; }
    QTextBrowser *detail() const { return m_detail; }
    QLabel *statusLabel() const { return m_status; }
    QLabel *noticeLabel() const { return m_notice; }
    QLabel *memoryLabel() const { return m_memory; }
    QPushButton *buildButton() const { return m_build; }

    // The difference as HTML (escaped text; <s> for removed, <u> for added words).
    static QString differenceHtml(const QList<TmDiffOp> &diff);

signals:
    void insertRequested(int index);
    void buildRequested();

private:
    void showDetail(int index);

    QList<TmMatch> m_matches;
    QLabel *m_status;
    QLabel *m_notice;
    QLabel *m_memory;
    QPushButton *m_build;
    QTreeWidget *m_list;
    QTextBrowser *m_detail;
};

} // namespace tandem
