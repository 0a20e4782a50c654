// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gitrunner.h"
#include "reviewcomments.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace tandem {

// What one run of the GitHub CLI gave.
struct GhResult
{
    bool started = false; // false: `gh` could not be run
    int exitCode = -1;
    QByteArray output; // stdout
    QByteArray error;  // stderr
};

// Runs `gh` with the arguments and standard input given. The default runs the user's `gh` on
// PATH (its login, its host: Tandem stores no token); tests put a recording stand-in there.
using GhRunner = std::function<GhResult(const QStringList &arguments, const QByteArray &input)>;
GhRunner processGhRunner(const QString &workDir = {});
// The `gh` executable on PATH, or empty.
QString ghProgram();

// OWNER/NAME of a checkout's GitHub remote (`upstream`, else `origin`: a fork's pull requests
// go to the upstream repository), or empty.
QString githubRepositoryOf(const GitRunner &git);
QString githubRepositoryOfUrl(const QString &url);

// One request of a post, as `--dry-run` prints it and the log keeps it.
struct GhRequest
{
    QString method;   // GET, POST, PATCH; "POST" for GraphQL
    QString endpoint; // "repos/o/r/pulls/1/reviews" or "graphql"
    QJsonObject body; // empty for a GET
};

struct GitHubPostOptions
{
    QString owner, name; // the repository of the pull request
    int pullRequest = 0;
    bool dryRun = false; // only print the requests; nothing is read from GitHub either
    // Backoff on a secondary rate limit (403 or 429): Retry-After seconds, else one minute,
    // doubled each time, at most `maxRetries` times; tests make the unit a millisecond.
    int retryUnitMs = 1000;
    int maxRetries = 4;
    std::function<void(int milliseconds)> sleep; // default: QThread::msleep
    QString commitId; // dry run: the commit comments are made on (the checkout's HEAD)
};

struct GitHubPostResult
{
    bool ok = false;
    QString error;             // a sentence for the user when !ok
    int posted = 0;            // new line comments
    int inBody = 0;            // new entries in the review body
    int alreadyThere = 0;      // comments and entries a marker showed were posted before
    int resolved = 0;          // threads of issues that are gone
    int retries = 0;           // requests repeated after a rate limit
    QString headCommit;        // the pull request's head
    QList<GhRequest> requests; // every write request (all requests on a dry run)
};

// Posts a review's comments to a pull request as ONE pending review (the reviewer reads it on
// GitHub and submits it): line comments for the comments on the diff (at most 30 in a request;
// the rest are added to the same pending review through GraphQL addPullRequestReviewThread,
// 30 to a request, since a user can have only one pending review on a pull request), the
// other comments in the review's body. Each comment carries its hidden marker, so a second run
// posts only what is new, and resolves (GraphQL resolveReviewThread) the threads whose marker
// no current issue has. A pending review the user already has is added to, not duplicated.
class GitHubReviewPoster
{
public:
    static constexpr int CommentsPerRequest = 30;

    explicit GitHubReviewPoster(GhRunner runner);

    // Whether `gh` runs and is logged in; otherwise `error` says exactly what to run.
    bool checkReady(QString *error) const;

    // `comments`: every current issue (unticked ones are not posted, but their threads are not
    // resolved either: the issue is still there).
    GitHubPostResult post(const QList<ReviewComment> &comments, const GitHubPostOptions &options);

private:
    struct Response
    {
        bool ok = false;
        int status = 0;
        QJsonObject json;
        QString error;
    };
    Response request(const GhRequest &request, const GitHubPostOptions &options,
                     GitHubPostResult *result);
    Response graphql(const QString &query, const QJsonObject &variables,
                     const GitHubPostOptions &options, GitHubPostResult *result);

    GhRunner m_runner;
};

} // namespace tandem
