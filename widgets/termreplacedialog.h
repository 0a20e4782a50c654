// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QList>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace tandem {

// The preview of "replace this term in the file": each place with its line and the words around
// it, the change in the middle (레이어를 → 계층을), and a box to leave it out. What is ticked is
// replaced when the dialog is accepted.
class TermReplaceDialog : public QDialog
{
    Q_OBJECT
public:
    struct Place
    {
        int line = 0;   // 0-based
        int column = 0; // where `before` starts in `lineText`
        QString lineText;
        QString before, after;
        bool ticked = true;
    };

    TermReplaceDialog(const QString &summary, const QList<Place> &places,
                      QWidget *parent = nullptr);

    // The indexes (into the places given) that are ticked.
    QList<int> chosen() const;
    QTreeWidget *list() const { return m_list; }

private:
    void updateButton();

    QTreeWidget *m_list;
    QLabel *m_count;
    QPushButton *m_replace = nullptr;
};

} // namespace tandem
