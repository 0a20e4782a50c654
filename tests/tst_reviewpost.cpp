// SPDX-License-Identifier: GPL-3.0-or-later
// `tandem review post` against a recording stand-in for `gh` on PATH (fixtures/fake-gh.py),
// which checks every request against GitHub's documented fields and keeps the pull request's
// reviews and threads: a first post, a re-run with one issue fixed, more than 30 comments, a
// secondary rate limit, no gh, gh not logged in, a dry run. Also the comments themselves
// (suggestion fences, ranges, markers) and the backoff's wait, with an in-process runner.
#include "githubreview.h"
#include "gitrepohelper.h"
#include "gitrunner.h"
#include "reviewcomments.h"
#include "tandemrun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace tandem;

namespace {

using tandem::testing::runTandem;
using tandem::testing::TandemRun;

struct Call
{
    QStringList args;
    QJsonObject input;
    QJsonValue in(const char *key) const { return input.value(QLatin1String(key)); }
    QString endpoint() const { return args.size() > 4 ? args[4] : QString(); }
    bool isQuery() const { return input["query"].toString().startsWith("query"); }
    bool has(const QString &mutation) const { return input["query"].toString().contains(mutation); }
};

// A glued literal (error, fixable) per paragraph.
QStringList glued(int count)
{
    QStringList p;
    for (int n = 0; n < count; ++n)
        p << QStringLiteral("문단 %1에서 ``x``를 씁니다.").arg(n);
    return p;
}

// Whether the fixture's PATH has the stand-in gh (tests/fixtures/fake-gh.py).
enum class Gh
{
    Installed,
    Missing
};

// A checkout whose branch `ko` translated docs/a.rst; `lines` are the Korean paragraphs.
class Fixture
{
public:
    explicit Fixture(Gh gh = Gh::Installed) : m_repo(m_dir.filePath("repo"))
    {
        m_bin = m_dir.filePath("bin");
        QDir().mkpath(m_bin);
        QFile::link(QStandardPaths::findExecutable("git"), m_bin + "/git");
        m_repo.git({"init", "-q", "-b", "main"});
        if (gh == Gh::Installed) installGh();
    }

    void english(int paragraphs)
    {
        QString text = QStringLiteral("Title\n=====\n");
        for (int n = 0; n < paragraphs; ++n)
            text += QStringLiteral("\nParagraph %1 uses ``x``.\n").arg(n);
        m_repo.write("docs/a.rst", text);
        m_repo.commitAll("English", 1);
        m_repo.git({"checkout", "-q", "-b", "ko"});
    }

    // `paragraphs` English paragraphs, then (day 2) their translation with a glued literal each.
    void gluedTranslation(int paragraphs)
    {
        english(paragraphs);
        translate(glued(paragraphs), 2);
    }

    void translate(const QStringList &paragraphs, int day)
    {
        QString text = QStringLiteral("제목\n====\n");
        for (const QString &p : paragraphs)
            text += u'\n' + p + u'\n';
        m_repo.write("docs/a.rst", text);
        m_repo.commitAll("번역", day);
    }

    // `tandem args` with this fixture's PATH (git, the stand-in gh), configuration and gh log,
    // and `env` on top.
    TandemRun tandem(const QStringList &args, const QHash<QString, QString> &env = {}) const
    {
        QHash<QString, QString> e{{"PATH", m_bin},
                                  {"XDG_CONFIG_HOME", m_dir.filePath("config")},
                                  {"GH_LOG", logPath()},
                                  {"GH_STATE", m_dir.filePath("state.json")},
                                  {"TANDEM_GH_RETRY_UNIT_MS", "1"},
                                  {"GIT_CONFIG_GLOBAL", "/dev/null"}};
        e.insert(env);
        return runTandem(args, {.environment = e});
    }

    TandemRun post(const QStringList &more = {}, const QHash<QString, QString> &env = {}) const
    {
        return tandem(QStringList{"review", "post", "--checkout", m_repo.root(), "--pr", "7",
                                  "--repo", "PyTorchKorea/tutorials-kr"} +
                          more,
                      env);
    }

    // The calls since the last takeCalls().
    QList<Call> takeCalls()
    {
        QFile f(logPath());
        QList<Call> calls;
        if (!f.open(QIODevice::ReadOnly)) return calls;
        for (const QByteArray &line : f.readAll().split('\n')) {
            if (line.isEmpty()) continue;
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            Call c;
            for (const QJsonValue &a : o["args"].toArray())
                c.args << a.toString();
            c.input = o["stdin"].toObject();
            calls.append(c);
        }
        f.close();
        f.remove();
        return calls;
    }

    QJsonObject state() const
    {
        QFile f(m_dir.filePath("state.json"));
        return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object()
                                           : QJsonObject();
    }
    void setState(const QJsonObject &state) const
    {
        QFile f(m_dir.filePath("state.json"));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(QJsonDocument(state).toJson());
    }
    // The reviewer submits the pending review on GitHub.
    void submitReviews() const
    {
        QJsonObject s = state();
        QJsonArray reviews = s["reviews"].toArray();
        for (qsizetype n = 0; n < reviews.size(); ++n) {
            QJsonObject r = reviews[n].toObject();
            r["state"] = QStringLiteral("COMMENTED");
            reviews[n] = r;
        }
        s["reviews"] = reviews;
        if (!s.contains("threads")) s["threads"] = QJsonArray();
        setState(s);
    }

    QString path(const QString &name) const { return m_dir.filePath(name); }
    QString bin() const { return m_bin; }

private:
    void installGh()
    {
        QFile source(QStringLiteral(TANDEM_FIXTURES "/fake-gh.py"));
        QVERIFY(source.open(QIODevice::ReadOnly));
        QFile gh(m_bin + "/gh");
        QVERIFY(gh.open(QIODevice::WriteOnly));
        gh.write("#!/usr/bin/python3\n" + source.readAll());
        gh.close();
        gh.setPermissions(gh.permissions() | QFile::ExeOwner);
    }

    QString logPath() const { return m_dir.filePath("gh-log.jsonl"); }

    QTemporaryDir m_dir;
    GitRepoHelper m_repo;
    QString m_bin;
};

QList<Call> filtered(const QList<Call> &calls, const std::function<bool(const Call &)> &keep)
{
    QList<Call> out;
    for (const Call &c : calls)
        if (keep(c)) out.append(c);
    return out;
}

bool isReviewPost(const Call &c)
{
    return c.args.value(3) == u"POST" && c.endpoint().endsWith("/reviews");
}

} // namespace

class TstReviewPost : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (GitRunner::program().isEmpty()) QSKIP("git is not installed");
        if (!QFileInfo::exists(TANDEM_BINARY)) QSKIP("the tandem executable is not built");
        if (!QFileInfo::exists("/usr/bin/python3")) QSKIP("the stand-in gh needs /usr/bin/python3");
    }

    void firstPostAndRerun()
    {
        Fixture fx;
        fx.gluedTranslation(3);
        TandemRun r = fx.post();
        QVERIFY2(r.exitCode == 0, (r.err + r.out).constData());
        QVERIFY2(r.out.contains("3 new line comments, 0 new entries"), r.out.constData());
        QList<Call> calls = fx.takeCalls();
        QCOMPARE(calls[0].args, QStringList{"--version"});
        QCOMPARE(calls[1].args, (QStringList{"auth", "status"}));
        QCOMPARE(calls[2].args.mid(0, 5), (QStringList{"api", "--include", "--method", "GET",
                                                       "repos/PyTorchKorea/tutorials-kr/pulls/7"}));
        QVERIFY(calls[3].isQuery());
        QCOMPARE(calls[3].in("variables")["number"].toInt(), 7);
        const QList<Call> posts = filtered(calls, isReviewPost);
        QCOMPARE(posts.size(), 1);
        const QJsonObject body = posts[0].input;
        QVERIFY(!body.contains("event")); // pending: the reviewer submits it
        const QJsonArray comments = body["comments"].toArray();
        QCOMPARE(comments.size(), 3);
        const QJsonObject c = comments[0].toObject();
        QCOMPARE(c["path"].toString(), QStringLiteral("docs/a.rst"));
        QCOMPARE(c["line"].toInt(), 4);
        QCOMPARE(c["side"].toString(), QStringLiteral("RIGHT"));
        QVERIFY(c["body"].toString().contains("```suggestion\n문단 0에서 ``x``\\ 를 씁니다.\n```"));
        QVERIFY(c["body"].toString().contains("<!-- tandem:"));
        QCOMPARE(fx.state()["threads"].toArray().size(), 3);

        // Run again before submitting: everything is there, nothing is posted twice.
        r = fx.post();
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("0 new line comments, 0 new entries in the review body, 3 already"),
                 r.out.constData());
        calls = fx.takeCalls();
        QVERIFY(filtered(calls, isReviewPost).isEmpty());
        QVERIFY(filtered(calls, [](const Call &c) {
                    return c.has("addPullRequestReviewThread");
                }).isEmpty());

        // Submitted on GitHub; then the second paragraph is fixed.
        fx.submitReviews();
        QStringList fixed = glued(3);
        fixed[1] = QStringLiteral("문단 1에서 ``x``\\ 를 씁니다.");
        fx.translate(fixed, 3);
        r = fx.post();
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("0 new line comments, 0 new entries in the review body, 2 already "
                                "on the pull request, 1 threads resolved"),
                 r.out.constData());
        calls = fx.takeCalls();
        QVERIFY(filtered(calls, isReviewPost).isEmpty());
        const QList<Call> resolves =
            filtered(calls, [](const Call &c) { return c.has("resolveReviewThread"); });
        QCOMPARE(resolves.size(), 1);
        QCOMPARE(resolves[0].in("variables")["t0"].toString(), QStringLiteral("PRRT_2"));
        const QJsonArray threads = fx.state()["threads"].toArray();
        QCOMPARE(threads.size(), 3);
        QVERIFY(!threads[0]["isResolved"].toBool());
        QVERIFY(threads[1]["isResolved"].toBool());
        QVERIFY(!threads[2]["isResolved"].toBool());
    }

    // New issues while the user's review is still pending go into that review (a user can
    // have only one pending review on a pull request), as GraphQL threads.
    void addsToThePendingReview()
    {
        Fixture fx;
        fx.english(2);
        fx.translate({glued(1)[0], QStringLiteral("문단 1에서 ``x``\\ 를 씁니다.")}, 2);
        TandemRun r = fx.post();
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("1 new line comments"), r.out.constData());
        fx.takeCalls();
        fx.translate(glued(2), 3);
        r = fx.post();
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("1 new line comments, 0 new entries in the review body, 1 already"),
                 r.out.constData());
        const QList<Call> calls = fx.takeCalls();
        QVERIFY(filtered(calls, isReviewPost).isEmpty());
        const QList<Call> added =
            filtered(calls, [](const Call &c) { return c.has("addPullRequestReviewThread"); });
        QCOMPARE(added.size(), 1);
        QCOMPARE(added[0].in("variables")["c0"]["pullRequestReviewId"].toString(),
                 QStringLiteral("PRR_1"));
        QCOMPARE(added[0].in("variables")["c0"]["line"].toInt(), 6);
        const QJsonObject state = fx.state();
        QCOMPARE(state["reviews"].toArray().size(), 1);
        QCOMPARE(state["threads"].toArray().size(), 2);
    }

    void outsideTheDiffInTheBody()
    {
        Fixture fx;
        fx.gluedTranslation(2);
        fx.submitReviews();
        // The first paragraph's issue is now on a line this branch does not change: the base
        // is the translated commit.
        TandemRun r = fx.post({"--base", "HEAD"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QList<Call> calls = fx.takeCalls();
        QVERIFY(filtered(calls, isReviewPost).isEmpty()); // nothing changed: no review at all
        QStringList p = glued(2);
        p.append(QStringLiteral("새 문단의 ``y``를 봅니다."));
        fx.translate(p, 3);
        r = fx.post({"--base", "HEAD~1"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        // The new paragraph's issues are line comments (the glued literal and whatever the
        // extra paragraph brings), the two old paragraphs' in the body.
        QVERIFY2(r.out.contains(" new line comments, 2 new entries in the review body"),
                 r.out.constData());
        calls = fx.takeCalls();
        const QList<Call> posts = filtered(calls, isReviewPost);
        QCOMPARE(posts.size(), 1);
        const QString body = posts[0].in("body").toString();
        QVERIFY2(body.contains("### `docs/a.rst`"), qPrintable(body));
        QVERIFY2(body.contains("- line 4: **error**"), qPrintable(body));
        QVERIFY2(body.contains("- line 6: **error**"), qPrintable(body));
        QCOMPARE(reviewMarkersIn(body).size(), 2);
        bool sawGlued = false;
        for (const QJsonValue &c : posts[0].in("comments").toArray()) {
            QCOMPARE(c["line"].toInt(), 8);
            sawGlued |= c["body"].toString().contains("`rst-inline-boundary`");
        }
        QVERIFY(sawGlued);
    }

    void moreThanThirtyComments()
    {
        Fixture fx;
        fx.gluedTranslation(35);
        const TandemRun r = fx.post();
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("35 new line comments"), r.out.constData());
        const QList<Call> calls = fx.takeCalls();
        const QList<Call> posts = filtered(calls, isReviewPost);
        QCOMPARE(posts.size(), 1);
        QCOMPARE(posts[0].in("comments").toArray().size(), 30);
        const QList<Call> more =
            filtered(calls, [](const Call &c) { return c.has("addPullRequestReviewThread"); });
        QCOMPARE(more.size(), 1);
        QCOMPARE(more[0].in("variables").toObject().size(), 5);
        QCOMPARE(more[0].in("variables")["c0"]["pullRequestReviewId"].toString(),
                 QStringLiteral("PRR_1"));
        const QJsonObject state = fx.state();
        QCOMPARE(state["reviews"].toArray().size(), 1); // one pending review
        QCOMPARE(state["threads"].toArray().size(), 35);
    }

    void rateLimitBackoff()
    {
        Fixture fx;
        fx.gluedTranslation(1);
        const QString flag = fx.path("rate-limit");
        QFile(flag).open(QIODevice::WriteOnly);
        const TandemRun r = fx.post({}, {{"GH_RATE_LIMIT", flag}});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(!QFileInfo::exists(flag)); // the 403 was given
        const QList<Call> posts = filtered(fx.takeCalls(), isReviewPost);
        QCOMPARE(posts.size(), 2); // refused once, then accepted
        QCOMPARE(posts[0].input, posts[1].input);
        QCOMPARE(fx.state()["threads"].toArray().size(), 1);
    }

    // The wait follows Retry-After (2 s), in the poster's unit; without it a minute, doubled.
    void backoffWaits()
    {
        int calls = 0;
        GitHubReviewPoster poster([&](const QStringList &args, const QByteArray &) {
            ++calls;
            GhResult r{true, 0, {}, {}};
            if (args.contains("GET")) {
                r.output = "HTTP/2.0 200 OK\r\n\r\n{\"head\":{\"sha\":\"abc\"}}";
            } else if (args.contains("graphql")) {
                r.output = "HTTP/2.0 200 OK\r\n\r\n{\"data\":{}}";
            } else if (calls == 3) {
                r.exitCode = 1;
                r.output = "HTTP/2.0 403 Forbidden\r\nRetry-After: 2\r\n\r\n{\"message\":\"x\"}";
            } else if (calls == 4) {
                r.exitCode = 1;
                r.output = "HTTP/2.0 429 Too Many Requests\r\n\r\n{\"message\":\"slow down\"}";
            } else {
                r.output = "HTTP/2.0 200 OK\r\n\r\n{\"node_id\":\"R\"}";
            }
            return r;
        });
        QList<int> waits;
        GitHubPostOptions options;
        options.owner = "o";
        options.name = "r";
        options.pullRequest = 1;
        options.sleep = [&](int ms) { waits.append(ms); };
        ReviewComment c;
        c.id = "abc";
        c.path = "a.rst";
        c.line = 1;
        c.onDiff = true;
        const GitHubPostResult result = poster.post({c}, options);
        QVERIFY2(result.ok, qPrintable(result.error));
        QCOMPARE(waits, (QList<int>{2000, 120000}));
        QCOMPARE(result.retries, 2);

        // A plain 403 (no permission) is not retried.
        calls = 0;
        waits.clear();
        GitHubReviewPoster refused([&](const QStringList &args, const QByteArray &) {
            ++calls;
            GhResult r{true, 0, {}, {}};
            r.output =
                args.contains("POST") && !args.contains("graphql")
                    ? "HTTP/2.0 403 Forbidden\r\n\r\n{\"message\":\"Resource not accessible\"}"
                    : "HTTP/2.0 200 OK\r\n\r\n{\"data\":{}}";
            r.exitCode = r.output.contains("403") ? 1 : 0;
            return r;
        });
        const GitHubPostResult no = refused.post({c}, options);
        QVERIFY(!no.ok);
        QVERIFY2(no.error.contains("Resource not accessible"), qPrintable(no.error));
        QVERIFY(waits.isEmpty());
    }

    void withoutGh()
    {
        Fixture fx(Gh::Missing); // no gh in the PATH's only folder
        fx.gluedTranslation(1);
        const TandemRun r = fx.post();
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("`gh` was not found") && r.err.contains("gh auth login"),
                 r.err.constData());
        QCOMPARE(r.err.count('\n'), 1);
    }

    void notLoggedIn()
    {
        Fixture fx;
        fx.gluedTranslation(1);
        const TandemRun r = fx.post({}, {{"GH_AUTH_FAIL", "1"}});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("not logged in") && r.err.contains("run `gh auth login`"),
                 r.err.constData());
        const QList<Call> calls = fx.takeCalls();
        QCOMPARE(calls.size(), 2); // --version, auth status: nothing else was tried
    }

    void dryRun()
    {
        Fixture fx;
        fx.gluedTranslation(1);
        const TandemRun r = fx.post({"--dry-run"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.startsWith("POST repos/PyTorchKorea/tutorials-kr/pulls/7/reviews\n{"));
        QVERIFY(r.out.contains("\"side\": \"RIGHT\""));
        QVERIFY(r.out.contains("dry run: 1 new line comments"));
        QVERIFY(fx.takeCalls().isEmpty()); // gh was not asked anything
        const TandemRun bad = fx.tandem({"review", "post", "--pr", "x"});
        QCOMPARE(bad.exitCode, 2);
    }

    // The comments themselves: a fence longer than the text's backtick runs, a suggestion over
    // several lines as a range, the same issue twice with two ids.
    void commentShapes()
    {
        ReviewFile f;
        f.change.path = "a.rst";
        f.draftText = QStringLiteral("가 ```코드``` 나  \n하나\n둘\n셋\n하나\n");
        f.changedLines.wholeFile = true;
        Issue ws{"whitespace", Severity::Info,
                 Side::Draft,  Range{{0, 12}, {0, 14}},
                 "ws",         Fix{Range{{0, 12}, {0, 14}}, QString()}};
        Issue span{"x",         Severity::Warning,
                   Side::Draft, Range{{1, 0}, {1, 2}},
                   "m",         Fix{Range{{1, 0}, {2, 1}}, QStringLiteral("하나 둘")}};
        Issue again{"y", Severity::Warning, Side::Draft, Range{{1, 0}, {1, 2}}, "same", {}};
        Issue again2{"y", Severity::Warning, Side::Draft, Range{{4, 0}, {4, 2}}, "same", {}};
        f.issues = {ws, span, again, again2};
        Review review;
        review.files = {f};
        const QList<ReviewComment> c = reviewComments(review);
        QCOMPARE(c.size(), 4);
        QVERIFY2(c[0].body.contains("````suggestion\n가 ```코드``` 나\n````"),
                 qPrintable(c[0].body));
        QCOMPARE(c[0].line, 1);
        QCOMPARE(c[0].startLine, 0);
        QCOMPARE(c[1].startLine, 2);
        QCOMPARE(c[1].line, 3);
        QVERIFY(c[1].body.contains("```suggestion\n하나 둘\n```"));
        QVERIFY(c[2].id != c[3].id);
        QVERIFY(c[3].id.startsWith(c[2].id)); // the same issue: "-1" added
        QCOMPARE(reviewMarkersIn(c[3].postedBody()), QSet<QString>{c[3].id});
    }
};

QTEST_GUILESS_MAIN(TstReviewPost)
#include "tst_reviewpost.moc"
