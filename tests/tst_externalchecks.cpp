// SPDX-License-Identifier: GPL-3.0-or-later
// External checks and the second reader (core/external/, issue 49), against a loopback
// stand-in server written here (tests/loopbackstandin.h: 127.0.0.1, port 0) and small Python
// commands; never the network.
//   - spans: code points in, UTF-16 columns out, on Hangul and astral text; line and column of
//     each finding asserted; the sample checker (scripts/sample_checker.py) round-trips 1,000
//     pairs in one call with exact offsets;
//   - failures: a slow answer, a hang, malformed JSON, a huge answer, a refused connection, a
//     command that cannot start or exits with an error: each an error naming the checker,
//     never a crash, never a freeze (every limit here is a fraction of a second);
//   - gates: a finding an own check already reports is dropped; the second reader's quote not in
//     the draft (or in the wrong language), its place reported by an own check, its fix failing
//     Tandem's own checks or not Korean: each dropped, counted; what is kept is info, tagged
//     "second reader (MODEL), unverified", with no fix to apply;
//   - the cache: a second run asks nothing; a damaged cache file is ignored;
//   - configuration: .tandem.yaml's checkers (a remote address refused), and `tandem lint`'s
//     options (bad ones exit 2; a configured checker's findings in the report).
#include "answercache.h"
#include "checkerprotocol.h"
#include "checkerspec.h"
#include "codepoints.h"
#include "datatable.h"
#include "externalrun.h"
#include "findingorigin.h"
#include "gitrepohelper.h"
#include "loopbackstandin.h"
#include "projectcheckers.h"
#include "projectcontext.h"
#include "readergates.h"

#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace tandem;
using namespace tandem::testing;

namespace {

const QString Source = QStringLiteral("Training\n"
                                      "========\n"
                                      "\n"
                                      "We do not train the model here.\n"
                                      "\n"
                                      "Call ``fit`` to train it.\n");
// Line 3 holds an astral character before the Hangul: code points and UTF-16 part there.
// Line 5's literal is glued to its particle: an own check (rst-inline-boundary) reports it.
const QString Draft = QStringLiteral("학습\n"
                                     "====\n"
                                     "\n"
                                     "여기서 😀 모델을 학습합니다.\n"
                                     "\n"
                                     "``fit``을 호출해 학습합니다.\n");

Range at(int l1, int c1, int l2, int c2)
{
    return Range{{l1, c1}, {l2, c2}};
}

QString sampleChecker()
{
    return QStringLiteral(TANDEM_FIXTURES "/../../scripts/sample_checker.py");
}

QString python()
{
    return QStandardPaths::findExecutable(QStringLiteral("python3"));
}

CheckerSpec quick(CheckerSpec spec)
{
    spec.limits.timeoutMs = 400;
    return spec;
}

CheckerSpec httpChecker(const LoopbackStandIn &server)
{
    auto spec = checkerFromArgument(server.url(QStringLiteral("/check")), nullptr);
    return *spec;
}

CheckerSpec reader(const LoopbackStandIn &server)
{
    return *secondReaderFromArguments(server.url(QString()), QStringLiteral("test-model"), nullptr);
}

CheckerSpec pythonCommand(const QString &code)
{
    CheckerSpec spec;
    spec.kind = CheckerSpec::Kind::Command;
    spec.name = QStringLiteral("snippet");
    spec.command = {python(), QStringLiteral("-c"), code};
    return spec;
}

// The pair linted by Tandem's own checks, and the gated run of `spec` over it.
struct Linted
{
    std::shared_ptr<const ProjectContext> project = ProjectContext::builtIn();
    LintSession session{project};
    LintText source{QStringLiteral("src.rst"), Source, FileKind::Rst};
    LintText draft{QStringLiteral("draft.rst"), Draft, FileKind::Rst};
    LintOutcome outcome = session.lint(source, draft);

    ExternalReport run(const CheckerSpec &spec, const QString &cache = QStringLiteral("-"))
    {
        return checkLintedPair(spec, session, source, draft, outcome, cache);
    }
};

// The external endpoint's answer: a finding on "모델을" (code points 6-9 of its paragraph),
// none for the other pairs.
QByteArray answerOnModel(const QByteArray &body)
{
    QJsonArray answers;
    for (const QJsonValue &p : QJsonDocument::fromJson(body).object().value("pairs").toArray()) {
        const QJsonObject pair = p.toObject();
        QJsonArray issues;
        if (pair.value("draft").toString().contains(QStringLiteral("모델을")))
            issues.append(QJsonObject{{"severity", "warning"},
                                      {"start", 6},
                                      {"end", 9},
                                      {"message", "doubtful word"},
                                      {"fix", QStringLiteral("모형을")}});
        answers.append(QJsonObject{{"id", pair.value("id")}, {"issues", issues}});
    }
    return QJsonDocument(QJsonObject{{"answers", answers}}).toJson(QJsonDocument::Compact);
}

QByteArray findingsContent(const QJsonArray &findings)
{
    return QJsonDocument(QJsonObject{{"findings", findings}}).toJson(QJsonDocument::Compact);
}

QJsonObject finding(const QString &quote, const QString &fix = QString())
{
    return QJsonObject{{"kind", "negation"},
                       {"quote", quote},
                       {"explanation", "the English says we do not train it"},
                       {"fix", fix}};
}

// A chat stand-in that answers `findings` about the paragraph holding "모델을", none otherwise.
LoopbackStandIn *chatStandIn(QObject *parent, const QJsonArray &findings)
{
    auto *server = new LoopbackStandIn([findings](const QByteArray &body) {
        const QString user = chatUserContent(body);
        return chatAnswer(
            findingsContent(user.contains(QStringLiteral("모델을")) ? findings : QJsonArray()));
    });
    server->setParent(parent);
    return server;
}

// The second reader over the test pair against a stand-in answering `findings` (for the
// paragraph with 모델을): the run, which must end without an error.
ExternalReport readerRun(QObject *parent, const QJsonArray &findings)
{
    auto *server = chatStandIn(parent, findings);
    if (!server->listen()) return {};
    Linted linted;
    const ExternalReport report = linted.run(reader(*server));
    if (!report.errors.isEmpty()) qWarning("%s", qPrintable(report.errors.join(u'\n')));
    return report;
}

struct TandemRun
{
    int exitCode = -1;
    QByteArray out, err;
};

// The program, with the event loop turning (a stand-in in this process may be its server), its
// configuration and cache in a folder of their own (no remembered sources, no answers cached
// in the user's cache folder).
TandemRun runTandem(const QStringList &arguments, const QString &folder)
{
    QProcess process;
    process.setWorkingDirectory(folder);
    QTemporaryDir home;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    environment.insert(QStringLiteral("XDG_CACHE_HOME"), home.filePath(QStringLiteral("cache")));
    process.setProcessEnvironment(environment);
    QEventLoop loop;
    QObject::connect(&process, &QProcess::finished, &loop, &QEventLoop::quit);
    QObject::connect(&process, &QProcess::errorOccurred, &loop, &QEventLoop::quit);
    process.start(QStringLiteral(TANDEM_BINARY), arguments);
    loop.exec();
    process.waitForFinished(60000);
    return {process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
}

// A run that failed: no finding, `count` errors (any number when -1), the first naming `what`.
void expectFailed(const ExternalReport &report, qsizetype count, const QString &what)
{
    QVERIFY(report.issues.isEmpty());
    QVERIFY(!report.errors.isEmpty());
    if (count >= 0) QCOMPARE(report.errors.size(), count);
    QVERIFY2(report.errors[0].contains(what), qPrintable(report.errors[0]));
}

} // namespace

class TestExternalChecks : public QObject
{
    Q_OBJECT
private slots:
    // Code points in, UTF-16 out: an astral character is two code units, Hangul one.
    void codePointOffsets()
    {
        const QString text = QStringLiteral("a😀모델");
        QCOMPARE(utf16OffsetOf(text, 0), 0);
        QCOMPARE(utf16OffsetOf(text, 1), 1);
        QCOMPARE(utf16OffsetOf(text, 2), 3);
        QCOMPARE(utf16OffsetOf(text, 4), 5);
        QCOMPARE(utf16OffsetOf(text, 5), -1);
        QCOMPARE(codePointsBefore(text, 3), 2);
        QCOMPARE(codePointsBefore(text, text.size()), 4);
    }

    // The endpoint's span lands on the draft's line and column, tagged with its origin; the
    // paragraphs it was asked about are the pairs of prose.
    void httpFindingLandsOnItsSpan()
    {
        LoopbackStandIn server(answerOnModel);
        QVERIFY(server.listen());
        Linted linted;
        const CheckerSpec spec = httpChecker(server);
        QVERIFY(!spec.leavesMachine);
        const ExternalReport report = linted.run(spec);
        QVERIFY2(report.errors.isEmpty(), qPrintable(report.errors.join(u'\n')));
        QCOMPARE(server.requests, 1);
        QCOMPARE(report.pairs, 3); // the title and both paragraphs
        QCOMPARE(report.issues.size(), 1);
        const Issue &i = report.issues[0];
        QCOMPARE(i.check, originOf(spec));
        QVERIFY(i.check.startsWith(QLatin1String("external:127.0.0.1:")));
        QCOMPARE(i.severity, Severity::Warning);
        QCOMPARE(i.range, at(3, 7, 3, 10)); // "모델을" after "여기서 😀 " (6 code points, 7 units)
        QCOMPARE(Draft.split(u'\n')[3].mid(7, 3), QStringLiteral("모델을"));
        QVERIFY(i.fix);
        QCOMPARE(i.fix->replacement, QStringLiteral("모형을"));
        QCOMPARE(i.message, QStringLiteral("doubtful word"));
    }

    // A span outside the draft is the checker's error, not a finding somewhere else.
    void spanOutsideTheDraftIsAnError()
    {
        LoopbackStandIn server([](const QByteArray &body) {
            const QJsonArray pairs =
                QJsonDocument::fromJson(body).object().value("pairs").toArray();
            QJsonArray answers;
            for (const QJsonValue &p : pairs)
                answers.append(QJsonObject{
                    {"id", p.toObject().value("id")},
                    {"issues",
                     QJsonArray{QJsonObject{{"start", 0}, {"end", 500}, {"message", "too far"}}}}});
            return QJsonDocument(QJsonObject{{"answers", answers}}).toJson();
        });
        QVERIFY(server.listen());
        Linted linted;
        const ExternalReport report = linted.run(httpChecker(server));
        expectFailed(report, 3, QStringLiteral("outside the draft"));
    }

    // The sample checker, 1,000 pairs in one call: every doubled word at its exact UTF-16
    // place, after a varying run of astral characters and Hangul.
    void sampleCheckerRoundTripsAThousandPairs()
    {
        if (python().isEmpty()) QSKIP("python3 is not installed");
        QList<SegmentPair> pairs;
        for (int k = 0; k < 1000; ++k) {
            SegmentPair p;
            p.file = QStringLiteral("draft.rst");
            p.id = QString::number(k);
            p.source = QStringLiteral("Train the model.");
            p.draft = QStringLiteral("😀").repeated(k % 4) + QStringLiteral("가").repeated(k % 9) +
                      QStringLiteral(" 모델을 모델을 학습합니다.");
            p.draftLines = {k};
            pairs.append(p);
        }
        CheckerSpec spec;
        spec.kind = CheckerSpec::Kind::Command;
        spec.name = QStringLiteral("sample");
        spec.command = {python(), sampleChecker()};
        const ExternalReport report = runExternalChecker(spec, pairs, {}, {QStringLiteral("-")});
        QVERIFY2(report.errors.isEmpty(), qPrintable(report.errors.join(u'\n')));
        QCOMPARE(report.callMilliseconds.size(), 1);
        QCOMPARE(report.issues.size(), 1000);
        for (int k = 0; k < 1000; ++k) {
            const Issue &i = report.issues[k];
            const int prefix = 2 * (k % 4) + (k % 9) + 1; // emoji are two units; the space
            // From the space before the second "모델을" to its end: the fix deletes it.
            QCOMPARE(i.range, at(k, prefix + 3, k, prefix + 7));
            QCOMPARE(i.severity, Severity::Warning);
            QVERIFY(i.fix);
            QCOMPARE(i.fix->replacement, QString());
        }
    }

    // Failures of a command: each an error with the checker's name, no finding, no freeze.
    void commandFailures_data()
    {
        testing::columns<QString, QString>("code", "error");
        // name, the checker's Python, what the error says
        static const char *const failures[][3] = {
            {"hang", "import time; time.sleep(30)", "no answer within"},
            {"huge output", "import sys\nwhile True: sys.stdout.write('x' * 65536)", "more than"},
            {"malformed JSON", "import sys; sys.stdin.read(); print('{oops')",
             "malformed JSON on line 1"},
            {"exit with an error", "import sys; sys.stderr.write('boom: no model'); sys.exit(3)",
             "exited with 3: boom: no model"}};
        for (const auto &f : failures)
            QTest::newRow(f[0]) << QString::fromUtf8(f[1]) << QString::fromUtf8(f[2]);
    }
    void commandFailures()
    {
        if (python().isEmpty()) QSKIP("python3 is not installed");
        QFETCH(QString, code);
        QFETCH(QString, error);
        CheckerSpec spec = quick(pythonCommand(code));
        spec.limits.maxAnswerBytes = 1 << 20;
        Linted linted;
        const ExternalReport report = linted.run(spec);
        expectFailed(report, -1, error);
        QVERIFY2(report.errors[0].startsWith(QLatin1String("snippet: ")),
                 qPrintable(report.errors[0]));
    }

    void commandThatCannotStart()
    {
        CheckerSpec spec;
        spec.name = QStringLiteral("ghost");
        spec.command = {QStringLiteral("/no/such/checker-program")};
        Linted linted;
        expectFailed(linted.run(spec), -1, QStringLiteral("ghost: could not start"));
    }

    // Failures of an endpoint.
    void httpFailures_data()
    {
        testing::columns<int, QByteArray, QString>("mode", "answer", "error");
        using Mode = LoopbackStandIn::Mode;
        QTest::newRow("slow") << int(Mode::Slow) << QByteArray("{\"answers\": []}")
                              << "no answer within 0.4 s";
        QTest::newRow("hang") << int(Mode::Hang) << QByteArray() << "no answer within 0.4 s";
        QTest::newRow("huge") << int(Mode::Huge) << QByteArray() << "more than 65536 bytes";
        QTest::newRow("malformed JSON")
            << int(Mode::Answer) << QByteArray("{\"answers\": [{\"id\": ") << "malformed JSON";
    }
    void httpFailures()
    {
        QFETCH(int, mode);
        QFETCH(QByteArray, answer);
        QFETCH(QString, error);
        LoopbackStandIn server([answer](const QByteArray &) { return answer; });
        server.mode = LoopbackStandIn::Mode(mode);
        QVERIFY(server.listen());
        CheckerSpec spec = quick(httpChecker(server));
        spec.limits.maxAnswerBytes = 65536;
        Linted linted;
        const ExternalReport report = linted.run(spec);
        QVERIFY(report.issues.isEmpty());
        QCOMPARE(server.requests, 1);
        QVERIFY(!report.errors.isEmpty());
        QVERIFY2(report.errors[0].startsWith(spec.name + QStringLiteral(": ")),
                 qPrintable(report.errors[0]));
        QVERIFY2(report.errors[0].contains(error), qPrintable(report.errors[0]));
    }

    void refusedConnection()
    {
        quint16 port = 0;
        {
            LoopbackStandIn closed([](const QByteArray &) { return QByteArray(); });
            QVERIFY(closed.listen());
            port = closed.port();
        } // nothing listens there now
        const auto spec =
            checkerFromArgument(QStringLiteral("http://127.0.0.1:%1/check").arg(port), nullptr);
        QVERIFY(spec);
        Linted linted;
        const ExternalReport report = linted.run(quick(*spec));
        expectFailed(report, 1, QStringLiteral("refused"));
        // The second reader stops at the first refusal rather than waiting on every paragraph.
        const auto readerSpec = secondReaderFromArguments(
            QStringLiteral("http://127.0.0.1:%1").arg(port), QStringLiteral("m"), nullptr);
        const ExternalReport read = linted.run(quick(*readerSpec));
        QCOMPARE(read.asked, 1);
        QVERIFY2(read.errors.last().contains(QLatin1String("stopped; paragraphs not read: 1")),
                 qPrintable(read.errors.join(u'\n')));
    }

    // Gate: an external finding where an own check already reports is dropped.
    void externalFindingOwnCheckReportsIsDropped()
    {
        Linted linted;
        Issues ownOnLine5;
        for (const Issue &i : linted.outcome.lint.issues)
            if (i.side == Side::Draft && i.range.start.line == 5) ownOnLine5.append(i);
        QVERIFY(!ownOnLine5.isEmpty()); // ``fit``을: the literal glued to its particle
        LoopbackStandIn server([](const QByteArray &body) {
            QJsonArray answers;
            for (const QJsonValue &p :
                 QJsonDocument::fromJson(body).object().value("pairs").toArray()) {
                QJsonArray issues;
                if (p.toObject().value("draft").toString().startsWith(QLatin1String("``fit``")))
                    issues.append(QJsonObject{{"start", 0}, {"end", 8}, {"message", "markup"}});
                answers.append(QJsonObject{{"id", p.toObject().value("id")}, {"issues", issues}});
            }
            return QJsonDocument(QJsonObject{{"answers", answers}}).toJson();
        });
        QVERIFY(server.listen());
        const ExternalReport report = linted.run(httpChecker(server));
        QVERIFY2(report.errors.isEmpty(), qPrintable(report.errors.join(u'\n')));
        QVERIFY(report.issues.isEmpty());
        QCOMPARE(report.droppedOwn, 1);
    }

    // The second reader's right answer: info on the quote's place, tagged, no fix to apply; the
    // request asks at temperature 0 with bounded tokens.
    void secondReaderKeepsAQuotedFinding()
    {
        auto *server = chatStandIn(this, {finding(QStringLiteral("모델을 학습합니다"),
                                                  QStringLiteral("모델을 학습하지 않습니다"))});
        QVERIFY(server->listen());
        Linted linted;
        const CheckerSpec spec = reader(*server);
        QCOMPARE(spec.url.path(), QStringLiteral("/v1/chat/completions"));
        const ExternalReport report = linted.run(spec);
        QVERIFY2(report.errors.isEmpty(), qPrintable(report.errors.join(u'\n')));
        QVERIFY(report.asked >
                0); // the stand-in was reached // the paragraphs; a title is not asked about
        QCOMPARE(report.issues.size(), 1);
        const Issue &i = report.issues[0];
        QCOMPARE(i.severity, Severity::Info);
        QCOMPARE(i.range, at(3, 7, 3, 16));
        QVERIFY2(i.message.startsWith(QLatin1String("second reader (test-model), unverified: ")),
                 qPrintable(i.message));
        QVERIFY(i.message.contains(QStringLiteral("perhaps: 모델을 학습하지 않습니다")));
        QVERIFY(!i.fix); // never applied by anything
        const QJsonObject request = QJsonDocument::fromJson(server->bodies[0]).object();
        QCOMPARE(request.value("temperature").toDouble(-1), 0.0);
        QCOMPARE(request.value("max_tokens").toInt(), spec.limits.maxTokens);
        QCOMPARE(request.value("model").toString(), QStringLiteral("test-model"));
    }

    // Gate: where an own check reports, the reader says nothing more.
    void secondReaderOwnCheckGate()
    {
        auto *server = new LoopbackStandIn([](const QByteArray &) {
            return chatAnswer(findingsContent({finding(QStringLiteral("``fit``을"))}));
        });
        server->setParent(this);
        QVERIFY(server->listen());
        Linted linted;
        const ExternalReport report = linted.run(reader(*server));
        QVERIFY(report.issues.isEmpty());
        // Asked about both paragraphs; the first one's answer quotes what it does not hold.
        QCOMPARE(report.droppedOwn, 1);
        QCOMPARE(report.droppedQuote, 1);
    }

    // Gates: the quote must be in the draft (an answer in the wrong language quotes nothing
    // there), and a fix is kept only if Tandem's own checks pass it and it is Korean.
    void secondReaderGates_data()
    {
        testing::columns<QString, QString>("quote", "fix");
        // name, the finding's quote, its fix (none: the quote's gate drops it)
        static const char *const rows[][3] = {
            {"English quote", "we train the model here", ""},
            {"Korean not in the draft", "모델을 학습하지 않습니다", ""},
            {"Chinese", "在这里训练模型", ""},
            {"fix breaks the markup", "모델을", "``model``을"},
            {"English fix", "모델을", "the model"},
            {"fix over two lines", "모델을", "모델을\n학습"}};
        for (const auto &r : rows)
            QTest::newRow(r[0]) << QString::fromUtf8(r[1]) << QString::fromUtf8(r[2]);
    }
    void secondReaderGates()
    {
        QFETCH(QString, quote);
        QFETCH(QString, fix);
        const ExternalReport report = readerRun(this, {finding(quote, fix)});
        QVERIFY(report.asked > 0); // the stand-in was reached
        QVERIFY(report.errors.isEmpty() && report.issues.isEmpty());
        QCOMPARE(report.droppedQuote, fix.isEmpty() ? 1 : 0);
        QCOMPARE(report.droppedFix, fix.isEmpty() ? 0 : 1);
    }

    // The gate alone, with the fix check that lints again: a clean fix passes.
    void ownChecksPassACleanFix()
    {
        Linted linted;
        const FixCheck check = ownChecksFixCheck(linted.session, linted.source, linted.draft,
                                                 linted.outcome.lint.issues);
        QVERIFY(check(at(3, 7, 3, 10), QStringLiteral("모형을")));
        QVERIFY(!check(at(3, 7, 3, 10), QStringLiteral("``model``을")));
    }

    void secondReaderMalformedAnswer()
    {
        LoopbackStandIn server(
            [](const QByteArray &) { return chatAnswer("I think the translation is fine."); });
        QVERIFY(server.listen());
        Linted linted;
        const ExternalReport report = linted.run(reader(server));
        expectFailed(report, 2, QStringLiteral("not {\"findings\""));
    }

    // A second run answers from the cache; a damaged cache file is ignored and written anew.
    void answersAreCachedByContent()
    {
        QTemporaryDir folder;
        LoopbackStandIn server(answerOnModel);
        QVERIFY(server.listen());
        const CheckerSpec spec = httpChecker(server);
        Linted linted;
        const ExternalReport first = linted.run(spec, folder.path());
        QCOMPARE(server.requests, 1);
        const ExternalReport second = linted.run(spec, folder.path());
        QCOMPARE(server.requests, 1);
        QCOMPARE(second.fromCache, 3);
        QCOMPARE(second.issues, first.issues);

        const QString path = AnswerCache(spec.identity(), folder.path()).path();
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        file.seek(60);
        file.write("garbage");
        file.close();
        QVERIFY(AnswerCache(spec.identity(), folder.path()).wasDamaged());
        const ExternalReport third = linted.run(spec, folder.path());
        QCOMPARE(server.requests, 2);
        QCOMPARE(third.issues, first.issues);
        QVERIFY(!AnswerCache(spec.identity(), folder.path()).wasDamaged());
    }

    // Text leaves the machine only for an address the user named, and then Tandem says so.
    void remoteAddressIsNamedAndSaid()
    {
        const auto local = checkerFromArgument(QStringLiteral("http://localhost:9/x"), nullptr);
        QVERIFY(local && !local->leavesMachine);
        const auto v6 = checkerFromArgument(QStringLiteral("http://[::1]:9/x"), nullptr);
        QVERIFY(v6 && !v6->leavesMachine);
        const auto remote =
            checkerFromArgument(QStringLiteral("https://checker.example.org/x"), nullptr);
        QVERIFY(remote && remote->leavesMachine);
        const ExternalReport report = runExternalChecker(*remote, {}, {}, {QStringLiteral("-")});
        QCOMPARE(report.notes.size(), 1);
        QVERIFY(report.notes[0].contains(QLatin1String("checker.example.org, which is not this "
                                                       "machine")));
        QVERIFY(report.errors.isEmpty()); // no pairs: nothing was sent
    }

    // The reader's endpoint from a server's base URL, its OpenAI base or the whole path.
    void secondReaderEndpoint()
    {
        // the address given -> the endpoint asked: llama-server's base, Ollama's /v1, the whole
        // path, another path
        const QList<std::pair<QString, QString>> cases{
            {"http://127.0.0.1:8080", "http://127.0.0.1:8080/v1/chat/completions"},
            {"http://localhost:11434/v1", "http://localhost:11434/v1/chat/completions"},
            {"http://127.0.0.1:9/v1/chat/completions", "http://127.0.0.1:9/v1/chat/completions"},
            {"http://127.0.0.1:9/api/chat", "http://127.0.0.1:9/api/chat"}};
        for (const auto &[given, used] : cases) {
            const auto spec = secondReaderFromArguments(given, QStringLiteral("m"), nullptr);
            QVERIFY2(spec, qPrintable(given));
            QCOMPARE(spec->url.toString(), used);
            QVERIFY(!spec->leavesMachine);
        }
    }

    void projectCheckersFromTandemYaml()
    {
        QTemporaryDir root;
        const auto write = [&](const QByteArray &yaml) {
            QFile file(root.filePath(QStringLiteral(".tandem.yaml")));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(yaml);
        };
        write("tutorials:\n  exclude: [old/**]\n"
              "checkers:\n"
              "  doubles:\n    command: [python3, scripts/sample_checker.py]\n    timeout: 5\n"
              "  reader:\n    chat: http://127.0.0.1:8080\n    model: small\n");
        QString error;
        auto checkers = loadProjectCheckers(root.path(), &error);
        QVERIFY2(checkers, qPrintable(error));
        QCOMPARE(checkers->size(), 2);
        const CheckerSpec doubles = checkers->value(QStringLiteral("doubles"));
        QCOMPARE(doubles.kind, CheckerSpec::Kind::Command);
        QCOMPARE(doubles.command.size(), 2);
        QCOMPARE(doubles.limits.timeoutMs, 5000);
        QCOMPARE(doubles.workingFolder, root.path());
        QCOMPARE(checkers->value(QStringLiteral("reader")).kind, CheckerSpec::Kind::SecondReader);

        write("checkers:\n  leak:\n    url: http://203.0.113.5:80/check\n");
        QVERIFY(!loadProjectCheckers(root.path(), &error));
        QVERIFY2(error.endsWith(QLatin1String(":3:10: checkers.leak: 203.0.113.5 is not this "
                                              "machine; a checkout's file may name only loopback "
                                              "addresses (name a remote one yourself with "
                                              "--checker)")),
                 qPrintable(error));
        write("checkers:\n  odd:\n    command: x\n    shell: true\n");
        QVERIFY(!loadProjectCheckers(root.path(), &error));
        QVERIFY2(error.contains(QLatin1String(":4:5: checkers.odd.shell: unknown key")),
                 qPrintable(error));
    }

    // `tandem lint --checkout`: a configured checker reads every translated file the branch
    // changed, its finding at its line and column and on a changed line.
    void lintCheckoutWithAChecker()
    {
        if (python().isEmpty()) QSKIP("python3 is not installed");
        QTemporaryDir tmp;
        GitRepoHelper repo(tmp.filePath(QStringLiteral("repo")));
        repo.git({"init", "-q", "-b", "main"});
        repo.write(QStringLiteral(".tandem.yaml"), QStringLiteral("checkers:\n  doubles:\n    "
                                                                  "command: [%1, %2]\n")
                                                       .arg(python(), sampleChecker()));
        repo.commitFile(QStringLiteral("docs/a.rst"), Source, QStringLiteral("English"), 1);
        repo.commitOnNewBranch(QStringLiteral("ko"),
                               {{QStringLiteral("docs/a.rst"),
                                 QString(Draft).replace(QStringLiteral("호출해 학습"),
                                                        QStringLiteral("호출해 호출해 학습"))}},
                               QStringLiteral("번역"), 2);
        const TandemRun run = runTandem({"lint", "--checkout", repo.root(), "--checker", "doubles",
                                         "--format", "json", "--fail-on", "info"},
                                        repo.root());
        QCOMPARE(run.exitCode, 1);
        QJsonObject found;
        for (const QJsonValue &file :
             QJsonDocument::fromJson(run.out).object().value("files").toArray())
            for (const QJsonValue &issue : file.toObject().value("issues").toArray())
                if (issue.toObject().value("check").toString() == QLatin1String("external:doubles"))
                    found = issue.toObject();
        QVERIFY2(!found.isEmpty(), run.out.constData() + run.err);
        // "``fit``을 호출해 호출해": the space and the second "호출해", 1-based columns 13-17.
        QCOMPARE(found.value("line").toInt(), 6);
        QCOMPARE(found.value("column").toInt(), 13);
        QCOMPARE(found.value("endColumn").toInt(), 17);
        QCOMPARE(found.value("onChangedLine").toBool(), true);
    }

    // `tandem lint`: bad checker options exit 2 with a message; a checker named in the
    // checkout's .tandem.yaml runs and its finding is in the report at its line and column.
    void lintCommandOptions()
    {
        QTemporaryDir root;
        QVERIFY(QDir(root.path()).mkdir(QStringLiteral(".git")));
        for (const auto &[name, text] :
             {std::pair{"src.rst", Source}, std::pair{"draft.rst", Draft}}) {
            QFile file(root.filePath(QLatin1String(name)));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(text.toUtf8());
        }
        const QStringList pair{QStringLiteral("src.rst"), QStringLiteral("draft.rst")};
        const auto refused = [&](const QStringList &options, const char *says) {
            const TandemRun run =
                runTandem(QStringList{QStringLiteral("lint")} + pair + options, root.path());
            QCOMPARE(run.exitCode, 2);
            QVERIFY2(run.err.contains(says), run.err.constData());
        };
        refused({"--checker", "no-such-checker-program"}, "no such program or checker name");
        refused({"--checker", "http://"}, "not an http:// or https:// URL");
        refused({"--reader-model", "m"}, "go with --checker or --second-reader");
        refused({"--second-reader", "http://127.0.0.1:1"}, "needs a model name");
        refused({"--checker", "http://127.0.0.1:1/x", "--checker-timeout", "-1"},
                "--checker-timeout: seconds");
        {
            const TandemRun run =
                runTandem({"lint", "draft.rst", "--checker", "http://127.0.0.1:1/x"}, root.path());
            QCOMPARE(run.exitCode, 2);
            QVERIFY2(run.err.contains("name the SOURCE too"), run.err.constData());
        }

        if (python().isEmpty()) QSKIP("python3 is not installed");
        QFile yaml(root.filePath(QStringLiteral(".tandem.yaml")));
        QVERIFY(yaml.open(QIODevice::WriteOnly));
        yaml.write("checkers:\n  doubles:\n    command: [" + python().toUtf8() + ", " +
                   sampleChecker().toUtf8() + "]\n");
        yaml.close();
        QFile draft(root.filePath(QStringLiteral("draft.rst")));
        QVERIFY(draft.open(QIODevice::WriteOnly));
        draft.write(QString(Draft)
                        .replace(QStringLiteral("여기서 😀 모델을"),
                                 QStringLiteral("여기서 😀 모델을 모델을"))
                        .toUtf8());
        draft.close();
        const TandemRun run = runTandem(
            QStringList{QStringLiteral("lint")} + pair +
                QStringList{"--checker", "doubles", "--format", "json", "--fail-on", "info"},
            root.path());
        QCOMPARE(run.exitCode, 1);
        const QJsonObject report = QJsonDocument::fromJson(run.out).object();
        QJsonObject found;
        for (const QJsonValue &file : report.value("files").toArray())
            for (const QJsonValue &issue : file.toObject().value("issues").toArray())
                if (issue.toObject().value("check").toString() == QLatin1String("external:doubles"))
                    found = issue.toObject();
        QVERIFY2(!found.isEmpty(), run.out.constData());
        // 1-based in the report: line 4, columns 11 to 15 (the space and the second "모델을").
        QCOMPARE(found.value("line").toInt(), 4);
        QCOMPARE(found.value("column").toInt(), 11);
        QCOMPARE(found.value("endColumn").toInt(), 15);
    }
};

QTEST_GUILESS_MAIN(TestExternalChecks)
#include "tst_externalchecks.moc"
