// SPDX-License-Identifier: GPL-3.0-or-later
// `tandem review post` against a recording stand-in for `gh` on PATH (fixtures/fake-gh.py),
// which checks every request against GitHub's documented fields and keeps the pull request's
// reviews and threads: a first post, a re-run with one issue fixed, more than 30 comments, a
// secondary rate limit, no gh, gh not logged in, a dry run. Also the comments themselves
// (suggestion fences, ranges, markers) and the backoff's wait, with an in-process runner.
#include "datatable.h"
#include "githubreview.h"
#include "gitrepohelper.h"
#include "gitrunner.h"
#include "reviewcomments.h"
#include "tandemrun.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <optional>

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

    // What the stand-in gh holds: the pull request's reviews and review threads.
    qsizetype reviews() const { return state()["reviews"].toArray().size(); }
    qsizetype threads() const { return state()["threads"].toArray().size(); }

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

    // A flag file for GH_RATE_LIMIT: while it exists, the stand-in gh answers a review post
    // with a 403 rate limit and removes it (GH_RATE_LIMIT_KEEP: leaves it, every try refused).
    QString rateLimitFlag() const
    {
        const QString flag = path("rate-limit");
        QFile(flag).open(QIODevice::WriteOnly);
        return flag;
    }
    QString bin() const { return m_bin; }
    QString head() const { return m_repo.git({"rev-parse", "HEAD"}).trimmed(); }

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

// An in-process gh answering as GitHub does (the pull request, one page of no threads, a
// created review, every aliased mutation), for the poster's own tests; `answer` may take a call
// over (return a result) or leave it to the script (nullopt). Counts the calls.
struct GhScript
{
    int calls = 0;
    std::function<std::optional<GhResult>(int call, const QStringList &args, const QJsonObject &in)>
        answer;

    static QByteArray http(int status, const QByteArray &body, const QByteArray &headers = {})
    {
        return "HTTP/2.0 " + QByteArray::number(status) + " X\r\n" + headers + "\r\n" + body;
    }
    static GhResult ok(const QByteArray &json) { return {true, 0, http(200, json), {}}; }
    static QByteArray threadsPage(bool more, const QString &cursor, const QJsonArray &reviews = {})
    {
        const QJsonObject page{{"hasNextPage", more},
                               {"endCursor", more ? QJsonValue(cursor) : QJsonValue()}};
        return QJsonDocument(
                   QJsonObject{
                       {"data",
                        QJsonObject{
                            {"viewer", QJsonObject{{"login", "me"}}},
                            {"repository",
                             QJsonObject{
                                 {"pullRequest",
                                  QJsonObject{
                                      {"reviewThreads",
                                       QJsonObject{{"pageInfo", page}, {"nodes", QJsonArray()}}},
                                      {"reviews", QJsonObject{{"nodes", reviews}}}}}}}}}})
            .toJson(QJsonDocument::Compact);
    }

    GhResult operator()(const QStringList &args, const QByteArray &input)
    {
        const QJsonObject in = QJsonDocument::fromJson(input).object();
        if (answer)
            if (auto a = answer(++calls, args, in)) return *a;
        if (!answer) ++calls;
        if (args.contains("GET")) return ok("{\"head\":{\"sha\":\"" + QByteArray(40, 'a') + "\"}}");
        const QString query = in["query"].toString();
        if (query.startsWith("query")) return ok(threadsPage(false, {}));
        if (!args.contains("graphql")) return ok("{\"node_id\":\"R\"}");
        QJsonObject data;
        static const QRegularExpression alias("(\\w+): (\\w+)\\(");
        for (auto it = alias.globalMatch(query); it.hasNext();) {
            const auto m = it.next();
            data[m.captured(1)] =
                m.captured(2) == "updatePullRequestReview"
                    ? QJsonObject{{"pullRequestReview", QJsonObject{{"id", "R"}}}}
                    : QJsonObject{{"thread", QJsonObject{{"id", "T"}, {"isResolved", true}}}};
        }
        return ok(QJsonDocument(QJsonObject{{"data", data}}).toJson(QJsonDocument::Compact));
    }
};

// Options with an injected clock that the injected sleep moves on: nothing really waits.
struct FakeTime
{
    qint64 now = 0;
    QList<int> waits;
    void into(GitHubPostOptions &o)
    {
        o.sleep = [this](int ms) {
            waits.append(ms);
            now += ms;
        };
        o.clock = [this] { return now; };
    }
};

GitHubPostOptions postOptions()
{
    GitHubPostOptions options;
    options.owner = "o";
    options.name = "r";
    options.pullRequest = 1;
    return options;
}

ReviewComment lineComment(const QString &id = QStringLiteral("abc"))
{
    ReviewComment c;
    c.id = id;
    c.path = "a.rst";
    c.line = 1;
    c.onDiff = true;
    c.body = "**error**";
    return c;
}

} // namespace

class TstReviewPost : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (const char *why = testing::whyNoCheckoutRuns()) QSKIP(why);
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
        QCOMPARE(fx.threads(), 3);

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
        QCOMPARE(fx.reviews(), 1);
        QCOMPARE(fx.threads(), 2);
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
        QCOMPARE(bodyEntryMarkers(body).size(), 2);
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
        QCOMPARE(fx.reviews(), 1); // one pending review
        QCOMPARE(fx.threads(), 35);
    }

    void rateLimitBackoff()
    {
        Fixture fx;
        fx.gluedTranslation(1);
        const QString flag = fx.rateLimitFlag();
        const TandemRun r = fx.post({}, {{"GH_RATE_LIMIT", flag}});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(!QFileInfo::exists(flag)); // the 403 was given
        const QList<Call> posts = filtered(fx.takeCalls(), isReviewPost);
        QCOMPARE(posts.size(), 2); // refused once, then accepted
        QCOMPARE(posts[0].input, posts[1].input);
        QCOMPARE(fx.threads(), 1);
    }

    // Someone else's threads carrying Tandem's markers (an id is a hash anyone can compute):
    // one with the marker of a current issue, one with the marker of an issue that is gone.
    // Neither counts as posted, neither is resolved; Tandem posts its own comment.
    void foreignMarkersAreNotTandems()
    {
        Fixture fx;
        fx.gluedTranslation(1);
        const TandemRun dry = fx.post({"--dry-run"});
        QVERIFY2(dry.exitCode == 0, dry.err.constData());
        const QRegularExpression marker("<!-- tandem:([0-9a-f]+) -->");
        const QString id = marker.match(QString::fromUtf8(dry.out)).captured(1);
        QVERIFY(!id.isEmpty());
        const QString foreignBody = "I saw this too.\n\n<!-- tandem:" + id + " -->";
        fx.setState(QJsonObject{
            {"reviews",
             QJsonArray{QJsonObject{{"id", 1},
                                    {"node_id", "PRR_1"},
                                    {"state", "COMMENTED"},
                                    {"author", "someone"},
                                    {"body", "- line 4: x <!-- tandem:" + id + " -->"}}}},
            {"threads",
             QJsonArray{QJsonObject{{"id", "PRRT_1"},
                                    {"isResolved", false},
                                    {"author", "someone"},
                                    {"path", "docs/a.rst"},
                                    {"line", 4},
                                    {"body", foreignBody}},
                        QJsonObject{{"id", "PRRT_2"},
                                    {"isResolved", false},
                                    {"author", "someone"},
                                    {"path", "docs/a.rst"},
                                    {"line", 4},
                                    {"body", "Old.\n\n<!-- tandem:0123456789ab -->"}}}}});
        const TandemRun r = fx.post();
        QVERIFY2(r.exitCode == 0, (r.err + r.out).constData());
        QVERIFY2(r.out.contains("1 new line comments, 0 new entries in the review body, 0 already "
                                "on the pull request, 0 threads resolved"),
                 r.out.constData());
        const QList<Call> calls = fx.takeCalls();
        QVERIFY(
            filtered(calls, [](const Call &c) { return c.has("resolveReviewThread"); }).isEmpty());
        const QJsonArray threads = fx.state()["threads"].toArray();
        QCOMPARE(threads.size(), 3);
        QVERIFY(!threads[0]["isResolved"].toBool());
        QVERIFY(!threads[1]["isResolved"].toBool());
        QCOMPARE(threads[2]["author"].toString(), QStringLiteral("reviewer"));
    }

    // A draft line holding a marker (of an issue long gone): the suggestion that would copy it
    // is left out, the comment ends with Tandem's own marker only, and a second run resolves
    // none of Tandem's live threads.
    void markerInTheDraftIsNotCopied()
    {
        Fixture fx;
        fx.english(2);
        fx.translate({QStringLiteral("문단 0에서 ``x``를 씁니다. <!-- tandem:0123456789ab -->"),
                      glued(2)[1]},
                     2);
        TandemRun r = fx.post();
        QVERIFY2(r.exitCode == 0, (r.err + r.out).constData());
        const QList<Call> posts = filtered(fx.takeCalls(), isReviewPost);
        QCOMPARE(posts.size(), 1);
        int withMarkerLine = 0;
        for (const QJsonValue &c : posts[0].in("comments").toArray()) {
            const QString body = c["body"].toString();
            // The trailer only (a message quoting the line has it escaped: \<!--).
            QCOMPARE(body.count(QRegularExpression("(?<!\\\\)<!-- tandem:")), 1);
            QVERIFY(!trailingMarker(body).isEmpty());
            withMarkerLine += c["line"].toInt() == 4;
        }
        QVERIFY(withMarkerLine > 0);
        const int threads = int(fx.threads());
        r = fx.post();
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("0 threads resolved"), r.out.constData());
        for (const QJsonValue &t : fx.state()["threads"].toArray())
            QVERIFY(!t["isResolved"].toBool());
        QCOMPARE(fx.threads(), threads);
    }

    // Answers Tandem cannot read stop the post with their first bytes shown, before anything
    // is written: nothing is posted twice.
    void unreadableAnswersStopThePost_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("shown"); // part of the message
        QTest::newRow("html") << QString("html")
                              << QString("<!DOCTYPE html><html><head><title>Sign in");
        QTest::newRow("truncated") << QString("truncated") << QString("not a JSON object");
        QTest::newRow("no status line") << QString("raw") << QString("not an HTTP answer");
        QTest::newRow("huge") << QString("huge") << QString("larger than 32 MB");
        QTest::newRow("no data") << QString("nodata") << QString("has no data as GitHub sends it");
        QTest::newRow("endless pages")
            << QString("endless") << QString("did not end after 5 pages");
    }
    void unreadableAnswersStopThePost()
    {
        QFETCH(QString, kind);
        QFETCH(QString, shown);
        Fixture fx;
        fx.gluedTranslation(3);
        TandemRun r = fx.post();
        QVERIFY2(r.exitCode == 0, r.err.constData());
        fx.takeCalls();
        r = fx.post({},
                    {{"GH_THREADS", kind}, {"GH_HEAD", fx.head()}, {"TANDEM_GH_MAX_PAGES", "5"}});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith("tandem review: ") && r.err.contains(shown.toUtf8()) &&
                     r.err.count('\n') == 1,
                 r.err.left(400));
        QVERIFY(r.err.size() < 1000);
        const QList<Call> calls = fx.takeCalls();
        QVERIFY(filtered(calls, [](const Call &c) {
                    return c.args.value(3) == u"POST" && !c.isQuery();
                }).isEmpty());
        QCOMPARE(fx.reviews(), 1);
        QCOMPARE(fx.threads(), 3);
    }

    // GitHub asking to wait an hour (or a number that overflows an int of milliseconds): each
    // wait is capped at 120 s (here in milliseconds), tried four times, then an error.
    void hugeRetryAfterIsCapped()
    {
        Fixture fx;
        fx.gluedTranslation(1);
        const QString flag = fx.rateLimitFlag();
        for (const char *after : {"3600", "2147484"}) {
            QElapsedTimer timer;
            timer.start();
            const TandemRun r = fx.post(
                {},
                {{"GH_RATE_LIMIT", flag}, {"GH_RATE_LIMIT_KEEP", "1"}, {"GH_RETRY_AFTER", after}});
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains("HTTP 403") && r.err.contains("rate limit"), r.err.constData());
            QVERIFY(timer.elapsed() < 60000); // 4 waits of 120 "seconds" of 1 ms
            QCOMPARE(filtered(fx.takeCalls(), isReviewPost).size(), 5);
            QVERIFY(fx.state()["reviews"].toArray().isEmpty());
        }
    }

    // A gh whose `auth status` never answers is said to hang, not to be logged out.
    void hungAuthStatus()
    {
        Fixture fx;
        fx.gluedTranslation(1);
        const TandemRun r = fx.post({}, {{"GH_AUTH_HANG", "1"}, {"TANDEM_GH_TIMEOUT_MS", "1500"}});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("`gh auth status` did not answer in time") &&
                     !r.err.contains("not logged in"),
                 r.err.constData());
    }

    // The wait follows Retry-After (2 s), in the poster's unit; without it a minute, doubled.
    void backoffWaits()
    {
        GhScript gh;
        gh.answer = [](int, const QStringList &args,
                       const QJsonObject &) -> std::optional<GhResult> {
            static int posts = 0;
            if (args.contains("GET") || args.contains("graphql")) return std::nullopt;
            ++posts;
            if (posts == 1)
                return GhResult{
                    true, 1, GhScript::http(403, "{\"message\":\"x\"}", "Retry-After: 2\r\n"), {}};
            if (posts == 2)
                return GhResult{true, 1, GhScript::http(429, "{\"message\":\"slow down\"}"), {}};
            return std::nullopt;
        };
        GitHubReviewPoster poster(std::ref(gh));
        GitHubPostOptions options = postOptions();
        FakeTime time;
        time.into(options);
        const GitHubPostResult result = poster.post({lineComment()}, options);
        QVERIFY2(result.ok, qPrintable(result.error));
        QCOMPARE(time.waits, (QList<int>{2000, 120000}));
        QCOMPARE(result.retries, 2);

        // A plain 403 (no permission) is not retried.
        time.waits.clear();
        GhScript refusing;
        refusing.answer = [](int, const QStringList &args,
                             const QJsonObject &) -> std::optional<GhResult> {
            if (args.contains("POST") && !args.contains("graphql"))
                return GhResult{
                    true, 1, GhScript::http(403, "{\"message\":\"Resource not accessible\"}"), {}};
            return std::nullopt;
        };
        GitHubReviewPoster refused(std::ref(refusing));
        const GitHubPostResult no = refused.post({lineComment()}, options);
        QVERIFY(!no.ok);
        QVERIFY2(no.error.contains("Resource not accessible"), qPrintable(no.error));
        QVERIFY(time.waits.isEmpty());
    }

    // GitHub asking for an hour, or for more seconds than an int holds: each wait is at most
    // 120 s, at most four of them, and none past the post's ten minutes; on the injected clock,
    // so nothing really sleeps.
    void retryAfterIsBounded_data()
    {
        testing::columns<QByteArray, qint64, QList<int>>("retryAfter", "totalMs", "waits");
        QTest::newRow("an hour") << QByteArray("3600") << qint64(600000)
                                 << QList<int>{120000, 120000, 120000, 120000};
        QTest::newRow("overflow") << QByteArray("2147484") << qint64(600000)
                                  << QList<int>{120000, 120000, 120000, 120000};
        QTest::newRow("not a number")
            << QByteArray("Wed, 21 Oct 2099 07:28:00 GMT") << qint64(600000)
            << QList<int>{60000, 120000, 120000, 120000};
        QTest::newRow("past the budget")
            << QByteArray("3600") << qint64(300000) << QList<int>{120000, 120000};
    }
    void retryAfterIsBounded()
    {
        QFETCH(QByteArray, retryAfter);
        QFETCH(qint64, totalMs);
        QFETCH(QList<int>, waits);
        GhScript gh;
        int posts = 0;
        gh.answer = [&](int, const QStringList &args,
                        const QJsonObject &) -> std::optional<GhResult> {
            if (args.contains("GET") || args.contains("graphql")) return std::nullopt;
            ++posts;
            return GhResult{true,
                            1,
                            GhScript::http(403, "{\"message\":\"secondary rate limit\"}",
                                           "Retry-After: " + retryAfter + "\r\n"),
                            {}};
        };
        GitHubReviewPoster poster(std::ref(gh));
        GitHubPostOptions options = postOptions();
        options.maxTotalMs = totalMs;
        FakeTime time;
        time.into(options);
        const GitHubPostResult result = poster.post({lineComment()}, options);
        QVERIFY(!result.ok);
        QCOMPARE(time.waits, waits);
        QVERIFY(time.now <= totalMs);
        QCOMPARE(posts, int(waits.size()) + 1);
        QVERIFY2(result.error.contains(totalMs < 600000 ? "asks to wait" : "HTTP 403"),
                 qPrintable(result.error));
    }

    // A page of review threads that always has a next one, or the same one again: bounded, an
    // error, nothing posted.
    void endlessPagesAreBounded()
    {
        for (const bool sameCursor : {false, true}) {
            GhScript gh;
            int queries = 0, writes = 0;
            gh.answer = [&](int, const QStringList &args,
                            const QJsonObject &in) -> std::optional<GhResult> {
                if (in["query"].toString().startsWith("query")) {
                    ++queries;
                    return GhScript::ok(GhScript::threadsPage(
                        true, sameCursor ? QStringLiteral("c") : QString::number(queries)));
                }
                writes += args.contains("POST");
                return std::nullopt;
            };
            GitHubReviewPoster poster(std::ref(gh));
            const GitHubPostResult result = poster.post({lineComment()}, postOptions());
            QVERIFY(!result.ok);
            QCOMPARE(queries, sameCursor ? 2 : 100);
            QCOMPARE(writes, 0);
            QVERIFY2(result.error.contains(sameCursor ? "same page" : "did not end"),
                     qPrintable(result.error));
        }
    }

    // Every answer checked against its shape; the error shows its first bytes, and nothing is
    // posted after it.
    void answersOfTheWrongShape_data()
    {
        QTest::addColumn<QString>("call"); // "pr", "threads" or "create"
        QTest::addColumn<QByteArray>("output");
        QTest::addColumn<QString>("shown");
        const QByteArray page = GhScript::threadsPage(false, {});
        QTest::newRow("html")
            << QString("threads") << GhScript::http(200, "<!DOCTYPE html><html>Sign in</html>")
            << QString("not a JSON object: \"<!DOCTYPE html><html>Sign in</html>\" (35 bytes)");
        QTest::newRow("truncated") << QString("threads") << GhScript::http(200, page.left(60))
                                   << QString("not a JSON object");
        QTest::newRow("no status") << QString("threads") << page << QString("not an HTTP answer");
        QTest::newRow("empty") << QString("pr") << QByteArray() << QString("not an HTTP answer");
        QTest::newRow("bad status") << QString("pr") << QByteArray("HTTP/2.0 abc\r\n\r\n{}")
                                    << QString("not an HTTP answer");
        QTest::newRow("no viewer")
            << QString("threads")
            << GhScript::http(200, QByteArray(page).replace("\"viewer\"", "\"viewers\""))
            << QString("no data.viewer as GitHub sends it");
        QTest::newRow("resolved as a string")
            << QString("threads")
            << GhScript::http(200, QByteArray(page).replace(
                                       "\"reviewThreads\":{\"nodes\":[]",
                                       "\"reviewThreads\":{\"nodes\":[{\"id\":\"T\","
                                       "\"isResolved\":\"no\",\"comments\":{\"nodes\":[]}}]"))
            << QString("no isResolved");
        QTest::newRow("short sha")
            << QString("pr") << GhScript::http(200, "{\"head\":{\"sha\":\"abc\"}}")
            << QString("no head.sha");
        QTest::newRow("no node_id")
            << QString("create") << GhScript::http(200, "{\"id\":5}") << QString("no node_id");
    }
    void answersOfTheWrongShape()
    {
        QFETCH(QString, call);
        QFETCH(QByteArray, output);
        QFETCH(QString, shown);
        GhScript gh;
        int later = 0;
        bool given = false;
        gh.answer = [&](int, const QStringList &args,
                        const QJsonObject &in) -> std::optional<GhResult> {
            const QString kind = args.contains("GET")                         ? "pr"
                                 : in["query"].toString().startsWith("query") ? "threads"
                                 : args.contains("graphql")                   ? "mutation"
                                                                              : "create";
            if (given) ++later;
            if (kind != call) return std::nullopt;
            given = true;
            return GhResult{true, 0, output, {}};
        };
        GitHubReviewPoster poster(std::ref(gh));
        const GitHubPostResult result = poster.post({lineComment()}, postOptions());
        QVERIFY(given);
        QVERIFY(!result.ok);
        QVERIFY2(result.error.contains(shown), qPrintable(result.error));
        QCOMPARE(later, 0);
    }

    // A gh stopped for a huge or endless answer, or for taking too long, is an error.
    void stoppedGhIsAnError()
    {
        for (const bool huge : {true, false}) {
            GitHubReviewPoster poster([&](const QStringList &, const QByteArray &) {
                GhResult r{true, -1, QByteArray(1024, 'x'), {}};
                (huge ? r.tooLarge : r.timedOut) = true;
                return r;
            });
            const GitHubPostResult result = poster.post({lineComment()}, postOptions());
            QVERIFY(!result.ok);
            QVERIFY2(result.error.contains(huge ? "larger than 32 MB" : "did not answer in time"),
                     qPrintable(result.error));
        }
    }

    // Re-runs while the review is pending: its body is written anew from the current entries
    // (the user's own words above Tandem's part kept), not appended to; entries that do not fit
    // are counted, never posted again and again (the body once grew to 179,945 characters).
    void pendingBodyIsReplaced()
    {
        QList<ReviewComment> entries;
        for (int n = 0; n < 1500; ++n) {
            ReviewComment c = lineComment(QStringLiteral("%1").arg(n + 1, 12, 16, QChar(u'0')));
            c.onDiff = false;
            c.line = n + 1;
            c.body = QStringLiteral("**warning** · `x`\n\n") + QString(100, u'가');
            entries.append(c);
        }
        QString pendingBody; // what GitHub holds
        bool pending = false;
        int updates = 0;
        GhScript gh;
        gh.answer = [&](int, const QStringList &args,
                        const QJsonObject &in) -> std::optional<GhResult> {
            const QString query = in["query"].toString();
            if (query.startsWith("query") && pending)
                return GhScript::ok(
                    GhScript::threadsPage(false, {},
                                          QJsonArray{QJsonObject{{"id", "PRR"},
                                                                 {"state", "PENDING"},
                                                                 {"viewerDidAuthor", true},
                                                                 {"body", pendingBody}}}));
            if (args.contains("POST") && !args.contains("graphql")) {
                pendingBody = in["body"].toString();
                pending = true;
            } else if (query.contains("updatePullRequestReview")) {
                pendingBody = in["variables"]["body"].toString();
                ++updates;
            }
            return std::nullopt;
        };
        GitHubReviewPoster poster(std::ref(gh));
        GitHubPostResult r = poster.post(entries, postOptions());
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY(pending && pendingBody.size() < 65536);
        const qsizetype first = pendingBody.size();
        pendingBody = "My own note.\n\n" + pendingBody; // written on GitHub
        for (int run = 0; run < 3; ++run) {
            r = poster.post(entries, postOptions());
            QVERIFY2(r.ok, qPrintable(r.error));
            QCOMPARE(r.inBody, 0);
            QCOMPARE(r.leftOut, 1500 - r.alreadyThere);
        }
        QCOMPARE(updates, 0);
        QCOMPARE(pendingBody.size(), first + 14);
        // A new issue: the body is written again with it, once.
        ReviewComment fresh = entries.first();
        fresh.id = QStringLiteral("fffffffffff0");
        entries.prepend(fresh);
        r = poster.post(entries, postOptions());
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(r.inBody, 1);
        QCOMPARE(updates, 1);
        QVERIFY(pendingBody.startsWith("My own note.\n\n<!-- tandem:review -->\n"));
        QCOMPARE(pendingBody.count("Tandem found"), 1);
        QVERIFY(pendingBody.size() < 65536);
        QVERIFY(bodyEntryMarkers(pendingBody).contains(fresh.id));
    }

    // A body of 1,500 long entries stays under GitHub's 65,536 characters and counts what did
    // not fit, and the count of entries in it is what the poster reports.
    void bodyIsCappedAndCounted()
    {
        QList<ReviewComment> many;
        for (int n = 0; n < 1500; ++n) {
            ReviewComment c = lineComment(QStringLiteral("%1").arg(n, 12, 16, QChar(u'0')));
            c.onDiff = false;
            c.line = n + 1;
            c.body = QStringLiteral("**warning** · `x`\n\n") + QString(100, u'가');
            many.append(c);
        }
        int fitted = 0;
        const QString body = reviewBody(many, 0, &fitted);
        QVERIFY(body.size() < 65536);
        QVERIFY(fitted > 100 && fitted < 1500);
        QCOMPARE(bodyEntryMarkers(body).size(), fitted);
        QVERIFY2(body.contains(QStringLiteral("(%1 more issues did not fit").arg(1500 - fitted)),
                 qPrintable(body.right(200)));

        GhScript gh;
        QString posted;
        gh.answer = [&](int, const QStringList &args,
                        const QJsonObject &in) -> std::optional<GhResult> {
            if (args.contains("POST") && !args.contains("graphql")) posted = in["body"].toString();
            return std::nullopt;
        };
        GitHubReviewPoster poster(std::ref(gh));
        const GitHubPostResult result = poster.post(many, postOptions());
        QVERIFY2(result.ok, qPrintable(result.error));
        QCOMPARE(result.inBody, fitted);
        QCOMPARE(result.leftOut, 1500 - fitted);
        QCOMPARE(posted, body);
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
        // (A check trusted with suggestions: CheckInfo::postsSuggestion, tst_reviewtrust.cpp.)
        Issue span{"style",     Severity::Warning,
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
        QCOMPARE(trailingMarker(c[3].postedBody()), c[3].id);
    }
};

QTEST_GUILESS_MAIN(TstReviewPost)
#include "tst_reviewpost.moc"
