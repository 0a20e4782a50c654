// SPDX-License-Identifier: GPL-3.0-or-later
#include "githubreview.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QThread>

#include <algorithm>
#include <limits>
#include <optional>
#include <tuple>

namespace tandem {

namespace {

// Names the context under which lupdate files these messages and the translator finds them.
struct GitHubReviewText
{
    Q_DECLARE_TR_FUNCTIONS(tandem::GitHubReview)
};

// The user (viewer), the pull request's review threads (first comment: where the marker is,
// and who wrote it) and the reviews with their bodies, one page of threads at a time.
const char *const ThreadsQuery =
    R"(query($owner: String!, $name: String!, $number: Int!, $cursor: String) {
  viewer { login }
  repository(owner: $owner, name: $name) {
    pullRequest(number: $number) {
      reviewThreads(first: 100, after: $cursor) {
        pageInfo { hasNextPage endCursor }
        nodes { id isResolved comments(first: 1) { nodes { body author { login } } } }
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

// The answer, or nullopt when it does not start with an HTTP status line and headers.
std::optional<HttpAnswer> parseIncluded(const QByteArray &output)
{
    if (!output.startsWith("HTTP/")) return std::nullopt;
    qsizetype end = output.indexOf("\r\n\r\n");
    qsizetype skip = 4;
    const qsizetype lf = output.indexOf("\n\n");
    if (end < 0 || (lf >= 0 && lf < end)) {
        end = lf;
        skip = 2;
    }
    if (end < 0) return std::nullopt;
    HttpAnswer answer;
    const QList<QByteArray> lines = output.left(end).split('\n');
    const QList<QByteArray> status = lines.value(0).trimmed().split(' ');
    bool ok = false;
    answer.status = status.value(1).toInt(&ok);
    if (!ok || answer.status < 100 || answer.status > 599) return std::nullopt;
    for (qsizetype n = 1; n < lines.size(); ++n) {
        const qsizetype colon = lines[n].indexOf(':');
        if (colon > 0)
            answer.headers.insert(lines[n].left(colon).trimmed().toLower(),
                                  lines[n].mid(colon + 1).trimmed());
    }
    answer.body = output.mid(end + skip);
    return answer;
}

// The first bytes of an answer, for an error message: on one line, quoted, with its size.
QString firstBytes(const QByteArray &bytes)
{
    constexpr qsizetype Shown = 160;
    QString text = QString::fromUtf8(bytes.left(Shown));
    for (QChar &c : text)
        if (c.unicode() < 0x20 || c.unicode() == 0x7f) c = u' ';
    return GitHubReviewText::tr("\"%1%2\" (%n bytes)", nullptr,
                                int(std::min<qsizetype>(bytes.size(), INT_MAX)))
        .arg(text.simplified(), bytes.size() > Shown ? QStringLiteral("…") : QString());
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

// The two shapes GitHub takes a line comment in: REST (POST .../reviews `comments`) and
// GraphQL (AddPullRequestReviewThreadInput). They name the same fields alike, but for the first
// line of a comment over several.
enum class ApiShape
{
    Rest,
    GraphQl
};

// A line comment's place and body, in `shape`.
QJsonObject lineComment(const ReviewComment &c, ApiShape shape)
{
    QJsonObject o{{"path", c.path},
                  {"line", c.line},
                  {"side", QStringLiteral("RIGHT")},
                  {"body", c.postedBody()}};
    if (c.startLine > 0) {
        const bool rest = shape == ApiShape::Rest;
        o[rest ? "start_line" : "startLine"] = c.startLine;
        o[rest ? "start_side" : "startSide"] = QStringLiteral("RIGHT");
    }
    return o;
}

// Up to 30 aliased mutations in one GraphQL request; `argument(n)` gives the n-th input's
// variable declarations and the mutation text.
QString aliasedMutation(const QString &declarations, const QStringList &mutations)
{
    return QStringLiteral("mutation(%1) {\n%2\n}").arg(declarations, mutations.join(u'\n'));
}

// Reads the fields of an answer, each of the type GitHub documents, and remembers the first
// one that is missing or of another type: an answer is used only when all of them are right.
class Fields
{
public:
    explicit Fields(const QByteArray &body) : m_body(body) {}

    QJsonObject object(const QJsonValue &v, const QString &path)
    {
        if (!v.isObject()) miss(path);
        return v.toObject();
    }
    QJsonArray array(const QJsonValue &v, const QString &path)
    {
        if (!v.isArray()) miss(path);
        return v.toArray();
    }
    QString string(const QJsonValue &v, const QString &path, bool nonEmpty = true)
    {
        if (!v.isString() || (nonEmpty && v.toString().isEmpty())) miss(path);
        return v.toString();
    }
    bool boolean(const QJsonValue &v, const QString &path)
    {
        if (!v.isBool()) miss(path);
        return v.toBool();
    }
    void miss(const QString &path)
    {
        if (m_missing.isEmpty()) m_missing = path;
    }
    bool ok() const { return m_missing.isEmpty(); }
    QString error(const QString &what) const
    {
        return GitHubReviewText::tr("%1: the answer has no %2 as GitHub sends it: %3")
            .arg(what, m_missing, firstBytes(m_body));
    }

private:
    QByteArray m_body;
    QString m_missing;
};

// The part of the user's pending review's body that is the user's own, kept above Tandem's
// (reviewBody starts with reviewBodyStart()).
QString userTextOf(const QString &body)
{
    const qsizetype at = body.indexOf(reviewBodyStart());
    if (at >= 0) return body.left(at);
    // No start line: an older Tandem's body (its entries carry markers) is all Tandem's; any
    // other text is the user's.
    if (!bodyEntryMarkers(body).isEmpty() || body.trimmed().isEmpty()) return {};
    return body.trimmed() + QStringLiteral("\n\n");
}

} // namespace

// The post's clock: every request and wait is checked against the whole post's time.
struct GitHubReviewPoster::Budget
{
    explicit Budget(const GitHubPostOptions &o) : options(o)
    {
        timer.start();
        start = now();
    }
    qint64 now() const { return options.clock ? options.clock() : timer.elapsed(); }
    // Whether `more` milliseconds from now would be past the post's limit.
    bool over(qint64 more = 0) const { return now() - start + more > options.maxTotalMs; }
    QString tooLong() const
    {
        return GitHubReviewText::tr("stopped after %1 s, the longest a post may take (GitHub "
                                    "answered slowly or asked to wait); run it again later: "
                                    "what was posted is not posted twice")
            .arg((now() - start) / 1000);
    }

    const GitHubPostOptions &options;
    QElapsedTimer timer;
    qint64 start = 0;
};

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

GhRunner processGhRunner(const QString &workDir, int timeoutMs)
{
    return [workDir, timeoutMs](const QStringList &arguments, const QByteArray &input) {
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
        if (!process.waitForStarted(timeoutMs)) return result;
        result.started = true;
        if (!input.isEmpty()) {
            process.write(input);
            process.closeWriteChannel();
        }
        // Read as it comes, so that an endless or huge answer is stopped at the cap instead of
        // being held whole, and a gh that never ends is stopped at the time limit.
        QElapsedTimer timer;
        timer.start();
        constexpr qint64 MaxErrorBytes = 64 * 1024;
        const auto take = [&] {
            result.output += process.readAllStandardOutput();
            const QByteArray e = process.readAllStandardError();
            if (result.error.size() < MaxErrorBytes)
                result.error += e.left(MaxErrorBytes - result.error.size());
            result.tooLarge = result.output.size() > GhMaxOutputBytes;
        };
        while (process.state() != QProcess::NotRunning && !result.tooLarge) {
            const qint64 left = timeoutMs - timer.elapsed();
            if (left <= 0) {
                result.timedOut = true;
                break;
            }
            const int slice = int(std::min<qint64>(left, 100));
            if (!process.waitForReadyRead(slice)) process.waitForFinished(slice);
            take();
        }
        if (result.timedOut || result.tooLarge) {
            process.kill();
            process.waitForFinished(1000);
            result.output.truncate(std::min<qint64>(result.output.size(), GhMaxOutputBytes));
            result.exitCode = -1;
            return result;
        }
        take();
        result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
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
    if (version.timedOut || status.timedOut) {
        *error = GitHubReviewText::tr("`gh %1` did not answer in time and was stopped (is it "
                                      "waiting for the network, a proxy or a keyring?); run it "
                                      "in a terminal to see why")
                     .arg(version.timedOut ? QStringLiteral("--version")
                                           : QStringLiteral("auth status"));
        return false;
    }
    if (status.exitCode != 0) {
        *error = GitHubReviewText::tr("gh is not logged in to GitHub; run `gh auth login` (for "
                                      "GitHub Enterprise: `gh auth login --hostname HOST`)");
        return false;
    }
    return true;
}

GitHubReviewPoster::Response GitHubReviewPoster::request(const GhRequest &r,
                                                         const GitHubPostOptions &options,
                                                         Budget &budget, GitHubPostResult *result)
{
    const bool write = r.method != u"GET";
    if (write) result->requests.append(r);
    Response response;
    const QString what = r.method + u' ' + r.endpoint;
    QStringList args{QStringLiteral("api"), QStringLiteral("--include"), QStringLiteral("--method"),
                     r.method, r.endpoint};
    QByteArray input;
    if (!r.body.isEmpty()) {
        args << QStringLiteral("--input") << QStringLiteral("-");
        input = QJsonDocument(r.body).toJson(QJsonDocument::Compact);
    }
    for (int attempt = 0;; ++attempt) {
        if (budget.over()) {
            response.error = budget.tooLong();
            return response;
        }
        const GhResult run = m_runner(args, input);
        if (!run.started) {
            response.error = GitHubReviewText::tr("gh could not be run");
            return response;
        }
        if (run.timedOut) {
            response.error = GitHubReviewText::tr("%1: gh did not answer in time and was "
                                                  "stopped")
                                 .arg(what);
            return response;
        }
        if (run.tooLarge) {
            response.error = GitHubReviewText::tr("%1: gh's answer was larger than %2 MB and "
                                                  "was stopped: %3")
                                 .arg(what)
                                 .arg(GhMaxOutputBytes / (1024 * 1024))
                                 .arg(firstBytes(run.output));
            return response;
        }
        const std::optional<HttpAnswer> answer = parseIncluded(run.output);
        if (!answer) {
            response.error =
                GitHubReviewText::tr("%1: gh's answer is not an HTTP answer (exit code %2): %3")
                    .arg(what)
                    .arg(run.exitCode)
                    .arg(firstBytes(run.output.isEmpty() ? run.error : run.output));
            return response;
        }
        response.status = answer->status;
        response.body = answer->body;
        if (isRateLimited(*answer) && attempt < options.maxRetries) {
            // Retry-After when GitHub gives it; else a minute, doubled each time; never more
            // than maxWaitSeconds, nor past the post's time.
            qint64 seconds = qint64(60) << std::min(attempt, 16);
            bool given = false;
            const qint64 after = answer->headers.value("retry-after").trimmed().toLongLong(&given);
            if (given) seconds = std::max<qint64>(1, after);
            seconds = std::min<qint64>(seconds, std::max(1, options.maxWaitSeconds));
            const qint64 wait =
                std::min<qint64>(seconds * options.retryUnitMs, std::numeric_limits<int>::max());
            if (budget.over(wait)) {
                response.error = GitHubReviewText::tr("%1: GitHub asks to wait %2 s, past the "
                                                      "longest a post may take; run it again "
                                                      "later: what was posted is not posted "
                                                      "twice")
                                     .arg(what)
                                     .arg(given ? after : seconds);
                return response;
            }
            if (options.sleep)
                options.sleep(int(wait));
            else
                QThread::msleep(ulong(wait));
            ++result->retries;
            continue;
        }
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(answer->body, &parseError);
        const bool json = parseError.error == QJsonParseError::NoError && doc.isObject();
        response.json = doc.object();
        const bool httpOk = run.exitCode == 0 && answer->status >= 200 && answer->status < 300;
        const QJsonArray errors = response.json.value("errors").toArray();
        if (httpOk && !json) {
            response.error = GitHubReviewText::tr("%1: the answer is not a JSON object: %2")
                                 .arg(what, firstBytes(answer->body));
            return response;
        }
        if (!httpOk || !errors.isEmpty()) {
            QString message = response.json.value("message").toString();
            if (message.isEmpty() && !errors.isEmpty())
                message = errors.first().toObject().value("message").toString();
            if (message.isEmpty() && !json) message = firstBytes(answer->body);
            if (message.isEmpty()) message = QString::fromUtf8(run.error).trimmed();
            if (message.size() > 300) message = message.left(299) + u'…';
            response.error = GitHubReviewText::tr("%1 %2 failed (HTTP %3): %4")
                                 .arg(r.method, r.endpoint)
                                 .arg(answer->status)
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
                                                         Budget &budget, GitHubPostResult *result)
{
    const GhRequest r{QStringLiteral("POST"), QStringLiteral("graphql"),
                      QJsonObject{{"query", query}, {"variables", variables}}};
    // Reads (queries) are not listed among the requests that change the pull request.
    const bool read = query.startsWith(u"query");
    Response response = request(r, options, budget, result);
    if (read && !result->requests.isEmpty()) result->requests.removeLast();
    return response;
}

// What the user has on the pull request already: the markers ending the first comments of the
// user's threads, and the entries of the user's reviews' bodies; the user's pending review
// (there can be only one).
struct GitHubReviewPoster::Existing
{
    QSet<QString> inThreads, inSubmittedBodies, inPendingBody;
    QList<std::pair<QString, QString>> threads; // (thread id, marker) of the user's open threads
    QString pendingReview, pendingBody;
    QString viewer; // the authenticated user
};

// One post: its options, clock and result, and the pull request's REST path.
struct GitHubReviewPoster::Run
{
    explicit Run(const GitHubPostOptions &o)
        : options(o), budget(o),
          repo(QStringLiteral("repos/%1/pulls/%2").arg(ownerName(o)).arg(o.pullRequest))
    {
    }
    const GitHubPostOptions &options;
    Budget budget;
    QString repo;
    GitHubPostResult result;
};

// What a post writes: the line comments and body entries not on the pull request yet, and
// the review's body.
struct GitHubReviewPoster::Plan
{
    QSet<QString> current; // every current issue's id, ticked or not (its thread stays open)
    QList<ReviewComment> lineComments, bodyEntries;
    QString userText; // the user's own part of the pending review's body, kept above Tandem's
    QString body;     // Tandem's part
    int newInBody = 0;
};

QString GitHubReviewPoster::readHead(Run &run)
{
    const QString readPr = QStringLiteral("GET ") + run.repo;
    const Response pr =
        request({QStringLiteral("GET"), run.repo, {}}, run.options, run.budget, &run.result);
    if (!pr.ok) return pr.error;
    Fields prFields(pr.body);
    const QString head =
        prFields.string(prFields.object(pr.json.value("head"), QStringLiteral("head")).value("sha"),
                        QStringLiteral("head.sha"));
    static const QRegularExpression sha(QStringLiteral("^[0-9a-f]{40}$"));
    if (prFields.ok() && !sha.match(head).hasMatch()) prFields.miss(QStringLiteral("head.sha"));
    if (!prFields.ok()) return prFields.error(readPr);
    run.result.headCommit = head;
    return {};
}

QString GitHubReviewPoster::readThreadPage(Run &run, int page, QString *cursor, Existing &existing,
                                           bool *more)
{
    QJsonObject variables{{"owner", run.options.owner},
                          {"name", run.options.name},
                          {"number", run.options.pullRequest}};
    if (!cursor->isEmpty()) variables["cursor"] = *cursor;
    const Response answer =
        graphql(QString::fromLatin1(ThreadsQuery), variables, run.options, run.budget, &run.result);
    if (!answer.ok) return answer.error;
    Fields f(answer.body);
    const QJsonObject data = f.object(answer.json.value("data"), QStringLiteral("data"));
    const QString login =
        f.string(f.object(data.value("viewer"), QStringLiteral("data.viewer")).value("login"),
                 QStringLiteral("data.viewer.login"));
    const QJsonObject pull = f.object(
        f.object(data.value("repository"), QStringLiteral("data.repository")).value("pullRequest"),
        QStringLiteral("data.repository.pullRequest"));
    const QJsonObject threadPage =
        f.object(pull.value("reviewThreads"), QStringLiteral("reviewThreads"));
    const QJsonArray nodes =
        f.array(threadPage.value("nodes"), QStringLiteral("reviewThreads.nodes"));
    const QJsonObject info =
        f.object(threadPage.value("pageInfo"), QStringLiteral("reviewThreads.pageInfo"));
    *more = f.boolean(info.value("hasNextPage"), QStringLiteral("hasNextPage"));
    const QString next =
        *more ? f.string(info.value("endCursor"), QStringLiteral("endCursor")) : QString();
    struct Thread
    {
        QString id, author, body;
        bool resolved = false;
    };
    QList<Thread> pageThreads;
    for (const QJsonValue &node : nodes) {
        const QJsonObject t = f.object(node, QStringLiteral("reviewThreads.nodes[]"));
        Thread thread;
        thread.id = f.string(t.value("id"), QStringLiteral("thread.id"));
        thread.resolved = f.boolean(t.value("isResolved"), QStringLiteral("isResolved"));
        const QJsonArray first =
            f.array(f.object(t.value("comments"), QStringLiteral("thread.comments")).value("nodes"),
                    QStringLiteral("thread.comments.nodes"));
        if (first.isEmpty()) continue;
        const QJsonObject comment = f.object(first.first(), QStringLiteral("comment"));
        thread.body = f.string(comment.value("body"), QStringLiteral("comment.body"), false);
        // A deleted account's comment has no author: not the user's.
        const QJsonValue author = comment.value("author");
        if (!author.isNull())
            thread.author =
                f.string(f.object(author, QStringLiteral("comment.author")).value("login"),
                         QStringLiteral("comment.author.login"));
        pageThreads.append(thread);
    }
    QList<std::pair<QString, QString>> pending; // (id, body) of the user's pending one
    if (page == 0) {
        const QJsonArray reviews =
            f.array(f.object(pull.value("reviews"), QStringLiteral("reviews")).value("nodes"),
                    QStringLiteral("reviews.nodes"));
        for (const QJsonValue &node : reviews) {
            const QJsonObject r = f.object(node, QStringLiteral("reviews.nodes[]"));
            const QString id = f.string(r.value("id"), QStringLiteral("review.id"));
            const QString state = f.string(r.value("state"), QStringLiteral("state"));
            const bool mine =
                f.boolean(r.value("viewerDidAuthor"), QStringLiteral("viewerDidAuthor"));
            const QString body = f.string(r.value("body"), QStringLiteral("review.body"), false);
            if (!mine) continue;
            if (state == u"PENDING")
                pending.append({id, body});
            else
                existing.inSubmittedBodies.unite(bodyEntryMarkers(body));
        }
    }
    if (!f.ok()) return f.error(QStringLiteral("graphql (review threads)"));
    if (page == 0) existing.viewer = login;
    if (!pending.isEmpty()) {
        std::tie(existing.pendingReview, existing.pendingBody) = pending.constFirst();
        existing.inPendingBody = bodyEntryMarkers(existing.pendingBody);
    }
    for (const Thread &t : std::as_const(pageThreads)) {
        if (t.author != existing.viewer) continue; // someone else's: never counted or resolved
        const QString id = trailingMarker(t.body);
        if (id.isEmpty()) continue;
        existing.inThreads.insert(id);
        if (!t.resolved) existing.threads.append({t.id, id});
    }
    if (*more && next == *cursor)
        return GitHubReviewText::tr("GitHub gave the same page of review threads twice; "
                                    "stopped before posting");
    *cursor = next;
    return {};
}

QString GitHubReviewPoster::readExisting(Run &run, Existing &existing)
{
    if (run.options.dryRun) { // nothing is read from GitHub
        run.result.headCommit = run.options.commitId;
        return {};
    }
    if (QString error = readHead(run); !error.isEmpty()) return error;
    QString cursor;
    for (int page = 0;; ++page) {
        if (page >= run.options.maxPages)
            return GitHubReviewText::tr("the pull request's review threads did not end after %1 "
                                        "pages of 100; stopped before posting")
                .arg(run.options.maxPages);
        bool more = false;
        if (QString error = readThreadPage(run, page, &cursor, existing, &more); !error.isEmpty())
            return error;
        if (!more) return {};
    }
}

GitHubReviewPoster::Plan GitHubReviewPoster::planPost(const QList<ReviewComment> &comments,
                                                      const Existing &existing, Run &run)
{
    // The line comments not posted yet, and the body's entries: every current one not posted
    // in a thread or a submitted review (those of the pending review's body are written again,
    // the body being replaced).
    Plan plan;
    int lineCount = 0;
    for (const ReviewComment &c : comments) {
        plan.current.insert(c.id);
        if (!c.enabled) continue;
        lineCount += c.onDiff;
        if (existing.inThreads.contains(c.id) || existing.inSubmittedBodies.contains(c.id) ||
            (c.onDiff && existing.inPendingBody.contains(c.id))) {
            ++run.result.alreadyThere;
            continue;
        }
        (c.onDiff ? plan.lineComments : plan.bodyEntries).append(c);
    }
    plan.userText = userTextOf(existing.pendingBody);
    int fitted = 0;
    plan.body =
        reviewBody(plan.bodyEntries, lineCount, &fitted, MaxReviewBody - plan.userText.size());
    for (qsizetype n = 0; n < fitted; ++n)
        (existing.inPendingBody.contains(plan.bodyEntries[n].id) ? run.result.alreadyThere
                                                                 : plan.newInBody) += 1;
    run.result.leftOut = int(plan.bodyEntries.size()) - fitted;
    return plan;
}

QString GitHubReviewPoster::writeReview(Run &run, const Plan &plan, Existing &existing,
                                        qsizetype *next)
{
    // New comments: into the pending review the user has, or a new pending review (no `event`:
    // GitHub leaves it PENDING for the reviewer to submit).
    if (existing.pendingReview.isEmpty() && (!plan.lineComments.isEmpty() || plan.newInBody > 0)) {
        QJsonArray first;
        for (; *next < plan.lineComments.size() && *next < CommentsPerRequest; ++*next)
            first.append(lineComment(plan.lineComments[*next], ApiShape::Rest));
        QJsonObject review{{"body", plan.body}, {"comments", first}};
        if (!run.result.headCommit.isEmpty()) review["commit_id"] = run.result.headCommit;
        const GhRequest create{QStringLiteral("POST"), run.repo + QStringLiteral("/reviews"),
                               review};
        if (run.options.dryRun) {
            run.result.requests.append(create);
            existing.pendingReview = QStringLiteral("PENDING_REVIEW_ID");
        } else {
            const Response created = request(create, run.options, run.budget, &run.result);
            if (!created.ok) return created.error;
            Fields f(created.body);
            existing.pendingReview =
                f.string(created.json.value("node_id"), QStringLiteral("node_id"));
            if (!f.ok()) return f.error(create.method + u' ' + create.endpoint);
        }
        run.result.inBody = plan.newInBody;
        run.result.posted = int(*next);
    } else if (!existing.pendingReview.isEmpty() &&
               plan.userText + plan.body != existing.pendingBody) {
        // The pending review's body written anew: the user's own text, then every current
        // entry (not the old body with new entries after it, which grew on every run).
        const QString update = QStringLiteral(
            "mutation($id: ID!, $body: String!) {\n"
            "  update: updatePullRequestReview(input: {pullRequestReviewId: $id, body: $body}) "
            "{ pullRequestReview { id } }\n}");
        const QJsonObject variables{{"id", existing.pendingReview},
                                    {"body", plan.userText + plan.body}};
        if (run.options.dryRun) {
            run.result.requests.append({QStringLiteral("POST"), QStringLiteral("graphql"),
                                        QJsonObject{{"query", update}, {"variables", variables}}});
        } else {
            const Response r = graphql(update, variables, run.options, run.budget, &run.result);
            if (!r.ok) return r.error;
            Fields f(r.body);
            f.object(
                f.object(f.object(r.json.value("data"), QStringLiteral("data")).value("update"),
                         QStringLiteral("data.update"))
                    .value("pullRequestReview"),
                QStringLiteral("data.update.pullRequestReview"));
            if (!f.ok()) return f.error(QStringLiteral("updatePullRequestReview"));
        }
        run.result.inBody = plan.newInBody;
    }
    return {};
}

QString GitHubReviewPoster::addThreads(Run &run, const QList<ReviewComment> &lineComments,
                                       qsizetype next, const QString &pendingReview)
{
    // The rest of the line comments, 30 to a request, as threads of the same pending review.
    while (next < lineComments.size()) {
        QStringList declarations, mutations, aliases;
        QJsonObject variables;
        const qsizetype end = std::min<qsizetype>(next + CommentsPerRequest, lineComments.size());
        for (qsizetype n = next; n < end; ++n) {
            const ReviewComment &c = lineComments[n];
            const QString v = QStringLiteral("c%1").arg(n - next);
            aliases << v;
            declarations << QStringLiteral("$%1: AddPullRequestReviewThreadInput!").arg(v);
            QJsonObject input = lineComment(c, ApiShape::GraphQl);
            input["pullRequestReviewId"] = pendingReview;
            variables[v] = input;
            mutations << QStringLiteral(
                             "  %1: addPullRequestReviewThread(input: $%1) { thread { id } }")
                             .arg(v);
        }
        const QString mutation =
            aliasedMutation(declarations.join(QStringLiteral(", ")), mutations);
        if (run.options.dryRun) {
            run.result.requests.append(
                {QStringLiteral("POST"), QStringLiteral("graphql"),
                 QJsonObject{{"query", mutation}, {"variables", variables}}});
        } else {
            const Response r = graphql(mutation, variables, run.options, run.budget, &run.result);
            if (!r.ok) return r.error;
            Fields f(r.body);
            const QJsonObject data = f.object(r.json.value("data"), QStringLiteral("data"));
            for (const QString &alias : std::as_const(aliases))
                f.string(f.object(f.object(data.value(alias), QStringLiteral("data.") + alias)
                                      .value("thread"),
                                  QStringLiteral("data.%1.thread").arg(alias))
                             .value("id"),
                         QStringLiteral("data.%1.thread.id").arg(alias));
            if (!f.ok()) return f.error(QStringLiteral("addPullRequestReviewThread"));
        }
        run.result.posted += int(end - next);
        next = end;
    }
    return {};
}

QString GitHubReviewPoster::resolveGone(Run &run, const Existing &existing,
                                        const QSet<QString> &current)
{
    // The user's threads of issues that are gone: resolved, 30 to a request.
    QList<QString> gone;
    for (const auto &[thread, id] : std::as_const(existing.threads))
        if (!current.contains(id)) gone.append(thread);
    for (qsizetype at = 0; at < gone.size(); at += CommentsPerRequest) {
        QStringList declarations, mutations, aliases;
        QJsonObject variables;
        const qsizetype end = std::min<qsizetype>(at + CommentsPerRequest, gone.size());
        for (qsizetype n = at; n < end; ++n) {
            const QString v = QStringLiteral("t%1").arg(n - at);
            aliases << v;
            declarations << QStringLiteral("$%1: ID!").arg(v);
            variables[v] = gone[n];
            mutations << QStringLiteral("  %1: resolveReviewThread(input: {threadId: $%1}) { "
                                        "thread { id isResolved } }")
                             .arg(v);
        }
        const QString mutation =
            aliasedMutation(declarations.join(QStringLiteral(", ")), mutations);
        const Response r = graphql(mutation, variables, run.options, run.budget, &run.result);
        if (!r.ok) return r.error;
        Fields f(r.body);
        const QJsonObject data = f.object(r.json.value("data"), QStringLiteral("data"));
        for (const QString &alias : std::as_const(aliases))
            f.boolean(
                f.object(
                     f.object(data.value(alias), QStringLiteral("data.") + alias).value("thread"),
                     QStringLiteral("data.%1.thread").arg(alias))
                    .value("isResolved"),
                QStringLiteral("data.%1.thread.isResolved").arg(alias));
        if (!f.ok()) return f.error(QStringLiteral("resolveReviewThread"));
        run.result.resolved += int(end - at);
    }
    return {};
}

GitHubPostResult GitHubReviewPoster::post(const QList<ReviewComment> &comments,
                                          const GitHubPostOptions &options)
{
    // Read, plan, write the review and its threads, resolve what is gone: each phase stops the
    // post at its first error, before anything more is written.
    Run run(options);
    Existing existing;
    QString error = readExisting(run, existing);
    const Plan plan = error.isEmpty() ? planPost(comments, existing, run) : Plan();
    qsizetype next = 0; // the first line comment not in the review's creating request
    if (error.isEmpty()) error = writeReview(run, plan, existing, &next);
    if (error.isEmpty()) error = addThreads(run, plan.lineComments, next, existing.pendingReview);
    if (error.isEmpty()) error = resolveGone(run, existing, plan.current);
    run.result.error = error;
    run.result.ok = error.isEmpty();
    return run.result;
}

} // namespace tandem
