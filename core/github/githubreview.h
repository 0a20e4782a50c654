// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gitrunner.h"
#include "reviewcomments.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <functional>

namespace tandem {

// What one run of the GitHub CLI gave.
struct GhResult
{
    bool started = false; // false: `gh` could not be run
    int exitCode = -1;
    QByteArray output;     // stdout
    QByteArray error;      // stderr
    bool timedOut = false; // gh did not finish in time and was stopped
    bool tooLarge = false; // gh wrote more than GhMaxOutputBytes and was stopped
};

// How long one run of `gh` may take, and how much it may print: an answer is one page of at
// most 100 threads, well under the cap; a runaway `gh` (or whatever answers in its place) is
// stopped instead of filling the memory.
constexpr int GhTimeoutMs = 120000;
constexpr qint64 GhMaxOutputBytes = 32 * 1024 * 1024;

// Runs `gh` with the arguments and standard input given. The default runs the user's `gh` on
// PATH (its login, its host: Tandem stores no token); tests put a recording stand-in there.
using GhRunner = std::function<GhResult(const QStringList &arguments, const QByteArray &input)>;
GhRunner processGhRunner(const QString &workDir = {}, int timeoutMs = GhTimeoutMs);
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
    // doubled each time, each wait at most `maxWaitSeconds` (a Retry-After of an hour, or one
    // that overflows, waits that long), at most `maxRetries` times; tests make the unit a
    // millisecond.
    int retryUnitMs = 1000;
    int maxRetries = 4;
    int maxWaitSeconds = 120;
    // The pull request's review threads are read 100 to a page, at most this many pages (a
    // `hasNextPage` that never ends is an error, not a loop).
    int maxPages = 100;
    // The whole post, waits included, in the unit of `clock`; over it the post stops with an
    // error before the next request or wait.
    qint64 maxTotalMs = 10 * 60 * 1000;
    std::function<void(int milliseconds)> sleep; // default: QThread::msleep
    std::function<qint64()> clock;               // milliseconds; default: a steady clock
    QString commitId; // dry run: the commit comments are made on (the checkout's HEAD)
};

struct GitHubPostResult
{
    bool ok = false;
    QString error;   // a sentence for the user when !ok
    int posted = 0;  // new line comments
    int inBody = 0;  // new entries in the review body
    int leftOut = 0; // entries that did not fit in the body under GitHub's limit (counted there)
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
// other comments in the review's body. Each comment ends with its hidden marker, so a second
// run posts only what is new, and resolves (GraphQL resolveReviewThread) the threads whose
// marker no current issue has. A pending review the user already has is added to, not
// duplicated; its body is written anew from the current issues (not appended to).
//
// Only the user's own comments count: a marker is read from a thread whose first comment the
// authenticated user (GraphQL `viewer`) wrote, and only as the comment's last line; from a
// review body only at the end of an entry of a review the user wrote. Anyone can compute an id
// and write a marker into a thread of their own, or into the draft a suggestion quotes.
//
// Every answer of `gh` is checked against the shape it must have (an HTTP status line, a JSON
// object, the fields read, of their types); anything else stops the post with an error that
// shows the answer's first bytes, before anything more is written.
class GitHubReviewPoster
{
public:
    static constexpr int CommentsPerRequest = 30;

    explicit GitHubReviewPoster(GhRunner runner);

    // Whether `gh` runs and is logged in; otherwise `error` says exactly what to run, or that
    // `gh auth status` did not answer in time (a hung gh is not a logged-out one).
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
        QByteArray body; // as answered, for errors
        QString error;
    };
    struct Budget;   // the post's clock, deadline and waits
    struct Run;      // one post's options, clock and result
    struct Existing; // what the user has on the pull request already
    struct Plan;     // what the post writes

    // The phases of post(), in order; each returns an error sentence, or empty.
    QString readExisting(Run &run, Existing &existing);
    QString readHead(Run &run);
    QString readThreadPage(Run &run, int page, QString *cursor, Existing &existing, bool *more);
    Plan planPost(const QList<ReviewComment> &comments, const Existing &existing, Run &run);
    QString writeReview(Run &run, const Plan &plan, Existing &existing, qsizetype *next);
    QString addThreads(Run &run, const QList<ReviewComment> &lineComments, qsizetype next,
                       const QString &pendingReview);
    QString resolveGone(Run &run, const Existing &existing, const QSet<QString> &current);
    Response request(const GhRequest &request, const GitHubPostOptions &options, Budget &budget,
                     GitHubPostResult *result);
    Response graphql(const QString &query, const QJsonObject &variables,
                     const GitHubPostOptions &options, Budget &budget, GitHubPostResult *result);

    GhRunner m_runner;
};

} // namespace tandem
