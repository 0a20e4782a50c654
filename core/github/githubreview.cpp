// SPDX-License-Identifier: GPL-3.0-or-later
#include "githubreview.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QThread>

#include <algorithm>

namespace tandem {

namespace {

// Names the context under which lupdate files these messages and the translator finds them.
struct GitHubReviewText
{
    Q_DECLARE_TR_FUNCTIONS(tandem::GitHubReview)
};

constexpr int GhTimeoutMs = 120000;

// The pull request's review threads (first comment: where the marker is) and the reviews with
// their bodies, one page of threads at a time.
const char *const ThreadsQuery =
    R"(query($owner: String!, $name: String!, $number: Int!, $cursor: String) {
  repository(owner: $owner, name: $name) {
    pullRequest(number: $number) {
      reviewThreads(first: 100, after: $cursor) {
        pageInfo { hasNextPage endCursor }
        nodes { id isResolved comments(first: 1) { nodes { body } } }
      }
      reviews(last: 100) { nodes { id state viewerDidAuthor body } }
    }
  }
})";

// `gh api --include` prints the status line and headers, a blank line, then the body.
struct HttpAnswer
{
    int status = 0;
    QHash<QByteArray, QByteArray> headers; // lower-case names
    QByteArray body;
};

HttpAnswer parseIncluded(const QByteArray &output)
{
    HttpAnswer answer;
    qsizetype end = output.indexOf("\r\n\r\n");
    qsizetype skip = 4;
    const qsizetype lf = output.indexOf("\n\n");
    if (end < 0 || (lf >= 0 && lf < end)) {
        end = lf;
        skip = 2;
    }
    if (!output.startsWith("HTTP/") || end < 0) {
        answer.body = output;
        return answer;
    }
    const QList<QByteArray> lines = output.left(end).split('\n');
    const QList<QByteArray> status = lines.value(0).trimmed().split(' ');
    answer.status = status.value(1).toInt();
    for (qsizetype n = 1; n < lines.size(); ++n) {
        const qsizetype colon = lines[n].indexOf(':');
        if (colon > 0)
            answer.headers.insert(lines[n].left(colon).trimmed().toLower(),
                                  lines[n].mid(colon + 1).trimmed());
    }
    answer.body = output.mid(end + skip);
    return answer;
}

// GitHub's secondary rate limit answers 403 or 429, with Retry-After or a message saying so.
bool isRateLimited(const HttpAnswer &a)
{
    if (a.status == 429) return true;
    if (a.status != 403) return false;
    return a.headers.contains("retry-after") || a.headers.value("x-ratelimit-remaining") == "0" ||
           a.body.contains("rate limit");
}

QString ownerName(const GitHubPostOptions &o)
{
    return o.owner + u'/' + o.name;
}

// A line comment in the REST shape (POST .../reviews `comments`).
QJsonObject restComment(const ReviewComment &c)
{
    QJsonObject o{{"path", c.path},
                  {"line", c.line},
                  {"side", QStringLiteral("RIGHT")},
                  {"body", c.postedBody()}};
    if (c.startLine > 0) {
        o["start_line"] = c.startLine;
        o["start_side"] = QStringLiteral("RIGHT");
    }
    return o;
}

// Up to 30 aliased mutations in one GraphQL request; `argument(n)` gives the n-th input's
// variable declarations and the mutation text.
QString aliasedMutation(const QString &declarations, const QStringList &mutations)
{
    return QStringLiteral("mutation(%1) {\n%2\n}").arg(declarations, mutations.join(u'\n'));
}

} // namespace

QString githubRepositoryOfUrl(const QString &url)
{
    static const QRegularExpression github(
        QStringLiteral("github\\.com[:/]([^/]+)/([^/]+?)(?:\\.git)?/?$"));
    const auto m = github.match(url.trimmed());
    return m.hasMatch() ? m.captured(1) + u'/' + m.captured(2) : QString();
}

QString githubRepositoryOf(const GitRunner &git)
{
    for (const char *remote : {"upstream", "origin"}) {
        const auto r =
            git.run({QStringLiteral("remote"), QStringLiteral("get-url"), QLatin1String(remote)});
        if (r.ok)
            if (const QString repo = githubRepositoryOfUrl(QString::fromUtf8(r.output));
                !repo.isEmpty())
                return repo;
    }
    return {};
}

QString ghProgram()
{
    return QStandardPaths::findExecutable(QStringLiteral("gh"));
}

GhRunner processGhRunner(const QString &workDir)
{
    return [workDir](const QStringList &arguments, const QByteArray &input) {
        GhResult result;
        const QString gh = ghProgram();
        if (gh.isEmpty()) return result;
        QProcess process;
        if (!workDir.isEmpty()) process.setWorkingDirectory(workDir);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("GH_PROMPT_DISABLED"), QStringLiteral("1"));
        env.insert(QStringLiteral("GH_NO_UPDATE_NOTIFIER"), QStringLiteral("1"));
        env.insert(QStringLiteral("NO_COLOR"), QStringLiteral("1"));
        process.setProcessEnvironment(env);
        if (input.isEmpty()) process.setStandardInputFile(QProcess::nullDevice());
        process.start(gh, arguments);
        if (!process.waitForStarted(GhTimeoutMs)) return result;
        result.started = true;
        if (!input.isEmpty()) {
            process.write(input);
            process.closeWriteChannel();
        }
        if (!process.waitForFinished(GhTimeoutMs)) {
            process.kill();
            process.waitForFinished(1000);
            result.error = "gh did not answer in time";
            return result;
        }
        result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
        result.output = process.readAllStandardOutput();
        result.error = process.readAllStandardError();
        return result;
    };
}

GitHubReviewPoster::GitHubReviewPoster(GhRunner runner) : m_runner(std::move(runner)) {}

bool GitHubReviewPoster::checkReady(QString *error) const
{
    const GhResult version = m_runner({QStringLiteral("--version")}, {});
    if (!version.started) {
        *error = GitHubReviewText::tr(
            "the GitHub CLI `gh` was not found on PATH; install it (https://cli.github.com, or "
            "`sudo apt install gh`), then run `gh auth login`");
        return false;
    }
    const GhResult status = m_runner({QStringLiteral("auth"), QStringLiteral("status")}, {});
    if (status.exitCode != 0) {
        *error = GitHubReviewText::tr("gh is not logged in to GitHub; run `gh auth login` (for "
                                      "GitHub Enterprise: `gh auth login --hostname HOST`)");
        return false;
    }
    return true;
}

GitHubReviewPoster::Response GitHubReviewPoster::request(const GhRequest &r,
                                                         const GitHubPostOptions &options,
                                                         GitHubPostResult *result)
{
    const bool write = r.method != u"GET";
    if (write) result->requests.append(r);
    Response response;
    QStringList args{QStringLiteral("api"), QStringLiteral("--include"), QStringLiteral("--method"),
                     r.method, r.endpoint};
    QByteArray input;
    if (!r.body.isEmpty()) {
        args << QStringLiteral("--input") << QStringLiteral("-");
        input = QJsonDocument(r.body).toJson(QJsonDocument::Compact);
    }
    for (int attempt = 0;; ++attempt) {
        const GhResult run = m_runner(args, input);
        if (!run.started) {
            response.error = GitHubReviewText::tr("gh could not be run");
            return response;
        }
        const HttpAnswer answer = parseIncluded(run.output);
        response.status = answer.status;
        if (isRateLimited(answer) && attempt < options.maxRetries) {
            // Retry-After when GitHub gives it; else a minute, doubled each time.
            const int seconds = answer.headers.contains("retry-after")
                                    ? std::max(1, answer.headers.value("retry-after").toInt())
                                    : 60 << attempt;
            const int wait = seconds * options.retryUnitMs;
            if (options.sleep)
                options.sleep(wait);
            else
                QThread::msleep(ulong(wait));
            ++result->retries;
            continue;
        }
        const QJsonDocument doc = QJsonDocument::fromJson(answer.body);
        response.json = doc.object();
        const bool httpOk = run.exitCode == 0 && (answer.status == 0 || answer.status < 300);
        const QJsonArray errors = response.json.value("errors").toArray();
        if (!httpOk || !errors.isEmpty()) {
            QString message = response.json.value("message").toString();
            if (message.isEmpty() && !errors.isEmpty())
                message = errors.first().toObject().value("message").toString();
            if (message.isEmpty()) message = QString::fromUtf8(run.error).trimmed();
            response.error = GitHubReviewText::tr("%1 %2 failed (HTTP %3): %4")
                                 .arg(r.method, r.endpoint)
                                 .arg(answer.status)
                                 .arg(message);
            return response;
        }
        response.ok = true;
        return response;
    }
}

GitHubReviewPoster::Response GitHubReviewPoster::graphql(const QString &query,
                                                         const QJsonObject &variables,
                                                         const GitHubPostOptions &options,
                                                         GitHubPostResult *result)
{
    const GhRequest r{QStringLiteral("POST"), QStringLiteral("graphql"),
                      QJsonObject{{"query", query}, {"variables", variables}}};
    // Reads (queries) are not listed among the requests that change the pull request.
    const bool read = query.startsWith(u"query");
    Response response = request(r, options, result);
    if (read && !result->requests.isEmpty()) result->requests.removeLast();
    return response;
}

GitHubPostResult GitHubReviewPoster::post(const QList<ReviewComment> &comments,
                                          const GitHubPostOptions &options)
{
    GitHubPostResult result;
    const QString repo =
        QStringLiteral("repos/%1/pulls/%2").arg(ownerName(options)).arg(options.pullRequest);

    // What is on the pull request already: the markers of its threads and of the bodies of the
    // user's reviews, and the user's pending review (there can be only one).
    QSet<QString> posted;
    QList<std::pair<QString, QString>> threads; // (thread id, marker) of open Tandem threads
    QString pendingReview, pendingBody;
    if (options.dryRun) {
        result.headCommit = options.commitId;
    } else {
        const Response pr = request({QStringLiteral("GET"), repo, {}}, options, &result);
        if (!pr.ok) {
            result.error = pr.error;
            return result;
        }
        result.headCommit = pr.json.value("head").toObject().value("sha").toString();
        QString cursor;
        for (;;) {
            QJsonObject variables{
                {"owner", options.owner}, {"name", options.name}, {"number", options.pullRequest}};
            if (!cursor.isEmpty()) variables["cursor"] = cursor;
            const Response page =
                graphql(QString::fromLatin1(ThreadsQuery), variables, options, &result);
            if (!page.ok) {
                result.error = page.error;
                return result;
            }
            const QJsonObject pull = page.json.value("data")
                                         .toObject()
                                         .value("repository")
                                         .toObject()
                                         .value("pullRequest")
                                         .toObject();
            const QJsonObject threadPage = pull.value("reviewThreads").toObject();
            for (const QJsonValue &t : threadPage.value("nodes").toArray()) {
                const QString body = t["comments"]["nodes"][0]["body"].toString();
                for (const QString &id : reviewMarkersIn(body)) {
                    posted.insert(id);
                    if (!t["isResolved"].toBool()) threads.append({t["id"].toString(), id});
                }
            }
            if (cursor.isEmpty())
                for (const QJsonValue &r :
                     pull.value("reviews").toObject().value("nodes").toArray()) {
                    if (!r["viewerDidAuthor"].toBool()) continue;
                    posted.unite(reviewMarkersIn(r["body"].toString()));
                    if (r["state"].toString() == u"PENDING") {
                        pendingReview = r["id"].toString();
                        pendingBody = r["body"].toString();
                    }
                }
            const QJsonObject info = threadPage.value("pageInfo").toObject();
            if (!info.value("hasNextPage").toBool()) break;
            cursor = info.value("endCursor").toString();
        }
    }

    QSet<QString> current;
    QList<ReviewComment> lineComments, bodyEntries;
    int lineCount = 0;
    for (const ReviewComment &c : comments) {
        current.insert(c.id);
        if (!c.enabled) continue;
        lineCount += c.onDiff;
        if (posted.contains(c.id)) {
            ++result.alreadyThere;
            continue;
        }
        (c.onDiff ? lineComments : bodyEntries).append(c);
    }

    // New comments: into the pending review the user has, or a new pending review (no `event`:
    // GitHub leaves it PENDING for the reviewer to submit).
    qsizetype next = 0;
    if (pendingReview.isEmpty() && (!lineComments.isEmpty() || !bodyEntries.isEmpty())) {
        QJsonArray first;
        for (; next < lineComments.size() && next < CommentsPerRequest; ++next)
            first.append(restComment(lineComments[next]));
        QJsonObject body{{"body", reviewBody(bodyEntries, lineCount)}, {"comments", first}};
        if (!result.headCommit.isEmpty()) body["commit_id"] = result.headCommit;
        const Response created =
            options.dryRun
                ? Response{true, 200, {{"node_id", "PENDING_REVIEW_ID"}}, {}}
                : request({QStringLiteral("POST"), repo + QStringLiteral("/reviews"), body},
                          options, &result);
        if (options.dryRun)
            result.requests.append(
                {QStringLiteral("POST"), repo + QStringLiteral("/reviews"), body});
        if (!created.ok) {
            result.error = created.error;
            return result;
        }
        pendingReview = created.json.value("node_id").toString();
        result.inBody = int(bodyEntries.size());
        result.posted = int(next);
    } else if (!pendingReview.isEmpty() && !bodyEntries.isEmpty()) {
        // The pending review's body gets the new entries after its own.
        const QString body = pendingBody + QStringLiteral("\n\n") + reviewBody(bodyEntries, 0);
        const QString update = QStringLiteral(
            "mutation($id: ID!, $body: String!) {\n"
            "  update: updatePullRequestReview(input: {pullRequestReviewId: $id, body: $body}) "
            "{ pullRequestReview { id } }\n}");
        const QJsonObject variables{{"id", pendingReview}, {"body", body}};
        if (options.dryRun) {
            result.requests.append({QStringLiteral("POST"), QStringLiteral("graphql"),
                                    QJsonObject{{"query", update}, {"variables", variables}}});
        } else if (const Response r = graphql(update, variables, options, &result); !r.ok) {
            result.error = r.error;
            return result;
        }
        result.inBody = int(bodyEntries.size());
    }

    // The rest of the line comments, 30 to a request, as threads of the same pending review.
    while (next < lineComments.size()) {
        QStringList declarations{QStringLiteral("$review: ID!")}, mutations;
        QJsonObject variables{{"review", pendingReview}};
        const qsizetype end = std::min<qsizetype>(next + CommentsPerRequest, lineComments.size());
        for (qsizetype n = next; n < end; ++n) {
            const ReviewComment &c = lineComments[n];
            const QString v = QStringLiteral("c%1").arg(n - next);
            declarations << QStringLiteral("$%1: AddPullRequestReviewThreadInput!").arg(v);
            QJsonObject input{{"pullRequestReviewId", pendingReview},
                              {"path", c.path},
                              {"line", c.line},
                              {"side", QStringLiteral("RIGHT")},
                              {"body", c.postedBody()}};
            if (c.startLine > 0) {
                input["startLine"] = c.startLine;
                input["startSide"] = QStringLiteral("RIGHT");
            }
            variables[v] = input;
            mutations << QStringLiteral(
                             "  %1: addPullRequestReviewThread(input: $%1) { thread { id } }")
                             .arg(v);
        }
        declarations.removeFirst(); // the review id travels in each input
        variables.remove("review");
        const QString mutation =
            aliasedMutation(declarations.join(QStringLiteral(", ")), mutations);
        if (options.dryRun) {
            result.requests.append({QStringLiteral("POST"), QStringLiteral("graphql"),
                                    QJsonObject{{"query", mutation}, {"variables", variables}}});
        } else if (const Response r = graphql(mutation, variables, options, &result); !r.ok) {
            result.error = r.error;
            return result;
        }
        result.posted += int(end - next);
        next = end;
    }

    // Threads of issues that are gone: resolved, 30 to a request.
    QList<QString> gone;
    for (const auto &[thread, id] : std::as_const(threads))
        if (!current.contains(id)) gone.append(thread);
    for (qsizetype at = 0; at < gone.size(); at += CommentsPerRequest) {
        QStringList declarations, mutations;
        QJsonObject variables;
        const qsizetype end = std::min<qsizetype>(at + CommentsPerRequest, gone.size());
        for (qsizetype n = at; n < end; ++n) {
            const QString v = QStringLiteral("t%1").arg(n - at);
            declarations << QStringLiteral("$%1: ID!").arg(v);
            variables[v] = gone[n];
            mutations << QStringLiteral("  %1: resolveReviewThread(input: {threadId: $%1}) { "
                                        "thread { id isResolved } }")
                             .arg(v);
        }
        const QString mutation =
            aliasedMutation(declarations.join(QStringLiteral(", ")), mutations);
        if (const Response r = graphql(mutation, variables, options, &result); !r.ok) {
            result.error = r.error;
            return result;
        }
        result.resolved += int(end - at);
    }
    result.ok = true;
    return result;
}

} // namespace tandem
