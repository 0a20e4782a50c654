// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "reviewcomments.h"

#include <QDialog>
#include <QList>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTreeWidget;

namespace tandem {

// "Post Review to GitHub…": the review's comments before they are posted as one pending
// review — each with its file, line and where it goes (a line comment, or the review's text
// when its line is not in the diff), the change its one-click suggestion would make, a box to
// leave it out (ticked at first only for checks trusted to comment on a line), and its text to
// edit below the list — plus the repository and the pull request's number. What is ticked, as
// edited, is posted when the dialog is accepted.
class PostReviewDialog : public QDialog
{
    Q_OBJECT
public:
    PostReviewDialog(const QList<ReviewComment> &comments, const QString &repository,
                     int pullRequest, QWidget *parent = nullptr);

    // Every comment, with its tick and edited text (unticked ones are kept: their threads must
    // not be resolved as if fixed).
    QList<ReviewComment> comments() const;
    QString repository() const; // OWNER/NAME
    int pullRequest() const;

    QTreeWidget *list() const { return m_list; }
    QPlainTextEdit *editor() const { return m_editor; }
    QPushButton *postButton() const { return m_post; }

private:
    void showComment();
    void updateButton();

    QList<ReviewComment> m_comments;
    QTreeWidget *m_list;
    QPlainTextEdit *m_editor;
    QLineEdit *m_repository;
    QSpinBox *m_pullRequest;
    QLabel *m_count;
    QPushButton *m_post = nullptr;
    int m_shown = -1; // the comment in the editor
};

} // namespace tandem
