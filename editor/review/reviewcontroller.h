// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editorwidgets.h"
#include "githubreview.h"
#include "issue.h"
#include "panefile.h"
#include "reviewrunner.h"

#include <QObject>
#include <QSet>

class QAction;
class QDialog;
class QDockWidget;

namespace tandem {

class AnalysisController;
class DocumentController;
class ReviewPanel;

// Reviewer mode. A checkout is reviewed in a worker (ReviewRunner); the review panel lists the
// changed translations; opening one shows it against the English it was translated from (often
// a version from git history, never written back), with the lines the branch changed and the
// English that changed upstream marked in the gutters. The review can be exported.
class ReviewController : public QObject
{
    Q_OBJECT
public:
    // `dock` holds `panel`; `issuesDock` is placed beside it when a review starts.
    ReviewController(const EditorWidgets &widgets, DocumentController *document,
                     AnalysisController *analysis, ReviewPanel *panel, QDockWidget *dock,
                     QDockWidget *issuesDock, QObject *parent = nullptr);

    // Starts the review in a worker and returns at once; reviewFinished() tells when the file
    // list is there. `base`: the branch or commit to compare with (empty: the default branch).
    void openCheckout(const QString &dir, const QString &base = {});
    // Reviews the same checkout again (Refresh): the file list, and the open file's English
    // when it changed in history or on disk.
    void reviewAgain();
    // The base selector: review against `ref` (empty: the default branch).
    void setBase(const QString &ref);
    QString base() const { return m_base; }
    // The upstream (English) checkout the reviewed checkout is compared with, remembered for it
    // in the settings (where `tandem lint --checkout` finds it too); the review is redone.
    bool setUpstreamCheckout(const QString &dir);
    bool openReviewFile(int row); // a row of the review panel's model
    // The review dock shows in reviewer mode only: after the saved layout is restored, it is
    // hidden again unless there is a review.
    void restoreDockVisibility();
    int currentReviewRow() const { return m_reviewRow; }
    bool exportReview(const QString &path); // ".json": JSON, anything else: Markdown
    void chooseReviewExport();
    // Where Export Review offers to save: the folder of the last export, else the Documents
    // folder, else the folder holding the checkout — never inside the contributor's checkout,
    // whose `git status` it would dirty.
    QString defaultExportPath() const;
    ReviewRunner *reviewRunner() const { return m_runner; }
    // Whether an issue of the open review file is on a line the branch changed.
    bool isOnChangedLine(const Issue &issue) const;

    // Post Review to GitHub… (reviewcontrollergithub.cpp): the dialog to preview, edit or
    // untick the comments, then the post in a worker (gh talks to the network); posted() tells
    // how it went. `dialogShown` lets a test drive the dialog before it is run.
    void choosePostToGithub();
    void postToGithub(const QList<ReviewComment> &comments, const QString &repository,
                      int pullRequest);
    bool isPosting() const { return m_posting; }

    // File menu actions, enabled once there is a review.
    QAction *exportAction() const { return m_exportAction; }
    QAction *postAction() const { return m_postAction; }
    QAction *upstreamAction() const { return m_upstreamAction; }

signals:
    void reviewFinished(bool ok);
    void message(const QString &text, int msec);
    void postDialogShown(QDialog *dialog);
    void posted(const tandem::GitHubPostResult &result);

private:
    void applyReview(const ReviewRunner::Result &result);
    void markReviewLines(const ReviewFile &file);
    void leaveReviewFile();
    void reviewFileSaved();
    void reviewSourcePicked(const QString &sourcePath);
    void goToDriftChange(int row, int change);
    // The source pane's file for a review file (a version from history is not on disk).
    bool sourcePaneFor(const ReviewFile &file, PaneFile *pane) const;
    // After a review or a file's refresh: shows the open file's English again if it changed.
    void showRefreshedSource(const ReviewFile &file);
    // The English of `file` is missing because its history cannot be read: ask for a source.
    void askForMissingSource(const ReviewFile &file);

    EditorWidgets m_w;
    DocumentController *m_document;
    AnalysisController *m_analysis;
    ReviewPanel *m_panel;
    QDockWidget *m_dock;
    QDockWidget *m_issuesDock;
    ReviewRunner *m_runner = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_upstreamAction = nullptr;
    QAction *m_postAction = nullptr;
    bool m_posting = false;
    int m_reviewRow = -1;           // the review file open in the panes, or -1
    QString m_dir;                  // the checkout being reviewed, as given
    QString m_base;                 // the base asked for (empty: the default branch)
    QSet<QString> m_askedForSource; // files asked about once this session (askForMissingSource)
};

} // namespace tandem
