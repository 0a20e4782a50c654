// SPDX-License-Identifier: GPL-3.0-or-later
// ReviewController's Post Review to GitHub: the preview dialog and the post in a worker.
#include "postreviewdialog.h"
#include "reviewcontroller.h"
#include "reviewmodel.h"
#include "reviewpanel.h"
#include "settingskeys.h"
#include "userprompts.h"

#include <QAction>
#include <QFutureWatcher>
#include <QMainWindow>
#include <QSettings>
#include <QtConcurrent/QtConcurrentRun>

namespace tandem {

void ReviewController::choosePostToGithub()
{
    const ReviewModel *model = m_panel->model();
    if (!model->hasReview() || m_posting) return;
    const Review &review = model->review();
    // The last pull request posted to from this checkout, else the checkout's GitHub remote.
    const QVariantMap targets = QSettings().value(settings::ReviewGithubTargets).toMap();
    const QString last = targets.value(review.root).toString();
    QString repository = last.section(u'#', 0, 0);
    if (repository.isEmpty()) repository = githubRepositoryOf(GitRunner(review.root));
    PostReviewDialog dialog(reviewComments(review), repository, last.section(u'#', 1).toInt(),
                            m_w.window);
    emit postDialogShown(&dialog);
    if (dialog.exec() != QDialog::Accepted) return;
    postToGithub(dialog.comments(), dialog.repository(), dialog.pullRequest());
}

void ReviewController::postToGithub(const QList<ReviewComment> &comments, const QString &repository,
                                    int pullRequest)
{
    const Review &review = m_panel->model()->review();
    QVariantMap targets = QSettings().value(settings::ReviewGithubTargets).toMap();
    targets.insert(review.root, QStringLiteral("%1#%2").arg(repository).arg(pullRequest));
    QSettings().setValue(settings::ReviewGithubTargets, targets);

    GitHubPostOptions options;
    options.owner = repository.section(u'/', 0, 0);
    options.name = repository.section(u'/', 1, 1);
    options.pullRequest = pullRequest;
    const QString root = review.root;
    m_posting = true;
    m_postAction->setEnabled(false);
    emit message(tr("Posting the review to %1#%2…").arg(repository).arg(pullRequest), 0);
    auto *watcher = new QFutureWatcher<GitHubPostResult>(this);
    connect(watcher, &QFutureWatcher<GitHubPostResult>::finished, this,
            [this, watcher, repository, pullRequest] {
                const GitHubPostResult result = watcher->result();
                watcher->deleteLater();
                m_posting = false;
                m_postAction->setEnabled(m_panel->model()->hasReview());
                if (result.ok)
                    emit message(tr("Pending review on %1#%2: %3 new comments, %4 threads "
                                    "resolved; submit it on GitHub")
                                     .arg(repository)
                                     .arg(pullRequest)
                                     .arg(result.posted + result.inBody)
                                     .arg(result.resolved),
                                 10000);
                else
                    m_w.prompts->error(m_w.window, tr("Cannot post the review"), result.error);
                emit posted(result);
            });
    // gh runs git and talks to GitHub: never on the GUI thread.
    watcher->setFuture(QtConcurrent::run([comments, options, root] {
        GitHubReviewPoster poster(processGhRunner(root));
        GitHubPostResult result;
        if (!poster.checkReady(&result.error)) return result;
        return poster.post(comments, options);
    }));
}

} // namespace tandem
