// SPDX-License-Identifier: GPL-3.0-or-later
// The CI formats: reviewdog's rdjsonl (byte columns on Hangul lines, checked against reviewdog's
// schema and by applying its suggestions to the bytes), SARIF 2.1.0 (checked against the
// published schema's definitions, offline) and the GitHub annotations within GitHub's cap, with
// the full list in the job summary (through the CLI, GITHUB_STEP_SUMMARY).
#include "checkregistry.h"
#include "fixapplier.h"
#include "jsonschemacheck.h"
#include "reviewexport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace tandem;

namespace {

QJsonObject schema(const QString &name)
{
    QFile f(QStringLiteral(TANDEM_FIXTURES "/schemas/") + name);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

Issue issue(const QString &check, Severity severity, int line, int column, int endColumn,
            const QString &message = QStringLiteral("message"))
{
    Issue i;
    i.check = check;
    i.severity = severity;
    i.range = Range{{line, column}, {line, endColumn}};
    i.message = message;
    return i;
}

// One file, every line changed, with the issues given.
Review oneFileReview(const QString &path, const QString &draft, const Issues &issues)
{
    ReviewFile f;
    f.change.path = path;
    f.draftText = draft;
    f.changedLines.wholeFile = true;
    f.issues = issues;
    Review r;
    r.root = QStringLiteral("/checkout");
    r.files.append(f);
    return r;
}

// The 0-based lines of `text`, as UTF-8 bytes: what reviewdog indexes its columns into.
QList<QByteArray> byteLines(const QString &text)
{
    return text.toUtf8().split('\n');
}

// The value at a dotted path ("location.range.start.line"); digits index arrays.
QJsonValue at(QJsonValue v, const QString &path)
{
    for (const QString &key : path.split(u'.')) {
        bool number = false;
        const int index = key.toInt(&number);
        v = number ? v.toArray().at(index) : v.toObject().value(key);
    }
    return v;
}

QJsonValue at(const QJsonDocument &doc, const QString &path)
{
    return at(QJsonValue(doc.object()), path);
}

} // namespace

class TstCiExport : public QObject
{
    Q_OBJECT

private slots:
    void rdjsonlByteColumnsOnHangul()
    {
        // Line 2: "한글 ``x``를 씁니다." — a Hangul syllable is 3 bytes in UTF-8. The glued
        // literal ends at UTF-16 column 8 (한 글 space ` ` x ` `), byte 7 + 5 = 12, so the
        // 1-based byte column of 를 is 13 and the column after it 16.
        const QString draft = QStringLiteral("첫 줄\n한글 ``x``를 씁니다.\n");
        Issue glued = issue("rst-inline-boundary", Severity::Error, 1, 8, 9, "glued");
        glued.fix = Fix{Range{{1, 8}, {1, 8}}, QStringLiteral("\\ ")};
        const Issue term = issue("glossary-variant", Severity::Warning, 1, 10, 13, "term");
        const Issue note = issue("whitespace", Severity::Info, 0, 0, 1, "note");
        const Review review = oneFileReview("docs/a.rst", draft, {glued, term, note});

        const QList<QByteArray> lines = reviewToRdjsonl(review).split('\n');
        QCOMPARE(lines.size(), 4); // three diagnostics and the final newline
        QVERIFY(lines.last().isEmpty());
        const JsonSchemaCheck check(schema("reviewdog-diagnostic.schema.json"));
        QList<QJsonObject> diagnostics;
        for (int n = 0; n < 3; ++n) {
            QJsonParseError error;
            const QJsonDocument doc = QJsonDocument::fromJson(lines[n], &error);
            QVERIFY2(error.error == QJsonParseError::NoError, lines[n].constData());
            const QStringList problems = check.check(doc.object());
            QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
            diagnostics.append(doc.object());
        }
        const QJsonObject d = diagnostics[0];
        QCOMPARE(d["message"].toString(), QStringLiteral("glued"));
        QCOMPARE(d["severity"].toString(), QStringLiteral("ERROR"));
        QCOMPARE(at(d, "code.value").toString(), QStringLiteral("rst-inline-boundary"));
        QCOMPARE(at(d, "location.path").toString(), QStringLiteral("docs/a.rst"));
        const QJsonObject range = at(d, "location.range").toObject();
        QCOMPARE(range["start"]["line"].toInt(), 2);
        QCOMPARE(range["start"]["column"].toInt(), 13);
        QCOMPARE(range["end"]["line"].toInt(), 2);
        QCOMPARE(range["end"]["column"].toInt(), 16);
        // The range's bytes are the syllable the check points at.
        const QByteArray line2 = byteLines(draft)[1];
        QCOMPARE(QString::fromUtf8(line2.mid(13 - 1, 16 - 13)), QStringLiteral("를"));
        QCOMPARE(diagnostics[1]["severity"].toString(), QStringLiteral("WARNING"));
        // 씁 at UTF-16 column 10: 한글 (6 bytes), space, ``x`` (5), 를 (3), space: byte 16.
        QCOMPARE(at(diagnostics[1], "location.range.start.column").toInt(), 17);
        QCOMPARE(diagnostics[2]["severity"].toString(), QStringLiteral("INFO"));
        QCOMPARE(at(diagnostics[2], "location.range.start.column").toInt(), 1);
        QCOMPARE(at(diagnostics[2], "location.range.end.column").toInt(), 4); // 첫

        // The suggestion, applied to the bytes as reviewdog would, gives the fixed text.
        const QJsonArray suggestions = d["suggestions"].toArray();
        QCOMPARE(suggestions.size(), 1);
        const QJsonObject s = suggestions[0].toObject();
        const int start = at(s, "range.start.column").toInt();
        const int end = at(s, "range.end.column").toInt();
        QCOMPARE(start, 13);
        QCOMPARE(end, 13); // an insertion: start == end
        QByteArray fixed = line2;
        fixed.replace(start - 1, end - start, s["text"].toString().toUtf8());
        QCOMPARE(QString::fromUtf8(fixed), applyFix(draft, *glued.fix).split(u'\n')[1]);
        QVERIFY(!diagnostics[1].contains("suggestions"));
    }

    // reviewdog turns a suggestion into GitHub's one-click block: a guess at the word meant
    // (korean-typo) goes without one, as in `tandem review post` (issue 44).
    void rdjsonlSuggestsOnlyForTrustedChecks()
    {
        const QString draft = QStringLiteral("메시를 학슴합니다.\n");
        Issue typo = issue("korean-typo", Severity::Warning, 0, 4, 9, "typo");
        typo.fix = Fix{Range{{0, 4}, {0, 9}}, QStringLiteral("학습합니다")};
        Issue space = issue("whitespace", Severity::Info, 0, 0, 1, "note");
        space.fix = Fix{Range{{0, 0}, {0, 0}}, QString()};
        const QList<QByteArray> lines =
            reviewToRdjsonl(oneFileReview("docs/a.rst", draft, {typo, space})).split('\n');
        QCOMPARE(lines.size(), 3);
        const QJsonObject typoLine = QJsonDocument::fromJson(lines[0]).object();
        QCOMPARE(at(typoLine, "code.value").toString(), QStringLiteral("korean-typo"));
        QVERIFY(!typoLine.contains("suggestions"));
        QVERIFY(QJsonDocument::fromJson(lines[1]).object().contains("suggestions"));
    }

    void rdjsonlEnglishSideAndFilter()
    {
        // An English-side issue with nothing aligned: on the draft file, the message names the
        // English line. --changed-lines-only leaves out issues off the changed lines.
        Issue english = issue("code-block-changed", Severity::Warning, 4, 0, 3, "differs");
        english.side = Side::Source;
        Review review = oneFileReview("docs/a.rst", QStringLiteral("가\n나\n"),
                                      {english, issue("whitespace", Severity::Info, 1, 1, 2)});
        review.files[0].source.origin = SourceOrigin::Manual;
        review.files[0].source.path = QStringLiteral("en/a.rst");
        const QJsonObject d =
            QJsonDocument::fromJson(reviewToRdjsonl(review).split('\n')[0]).object();
        QCOMPARE(at(d, "location.path").toString(), QStringLiteral("docs/a.rst"));
        QVERIFY(!d["location"].toObject().contains("range"));
        QVERIFY2(d["message"].toString().contains("en/a.rst, line 5"),
                 qPrintable(d["message"].toString()));

        review.files[0].changedLines.wholeFile = false;
        review.files[0].changedLines.hunks = {DiffHunk{0, 0, 1, 1}}; // line 2 only
        ReviewExportOptions changedOnly;
        changedOnly.onlyChangedLines = true;
        const QList<QByteArray> lines = reviewToRdjsonl(review, changedOnly).split('\n');
        QCOMPARE(lines.size(), 2);
        QCOMPARE(at(QJsonDocument::fromJson(lines[0]), "code.value").toString(),
                 QStringLiteral("whitespace"));
    }

    void sarifValidates()
    {
        const QString draft = QStringLiteral("한글 ``x``를 씁니다.\n둘째 줄  \n");
        Issue glued = issue("rst-inline-boundary", Severity::Error, 0, 5, 6, "glued");
        glued.fix = Fix{Range{{0, 5}, {0, 5}}, QStringLiteral("\\ ")};
        Issue english = issue("code-block-changed", Severity::Warning, 2, 0, 3, "differs");
        english.side = Side::Source;
        Review review =
            oneFileReview("docs/한글 a.rst", draft,
                          {glued, english, issue("whitespace", Severity::Info, 1, 5, 7, "ws")});
        review.files[0].source.origin = SourceOrigin::History;
        review.files[0].source.commit = QStringLiteral("0123456789abcdef");
        review.files[0].source.path = QStringLiteral("docs/a.rst");
        review.files[0].source.historyProblem = QStringLiteral("shallow clone");
        ReviewExportOptions options;
        options.toolVersion = QStringLiteral("1.2.3");

        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(reviewToSarif(review, options), &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        const JsonSchemaCheck check(schema("sarif-2.1.0-subset.schema.json"));
        QStringList problems = check.check(doc.object());
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));

        const QJsonObject run = at(doc, "runs.0").toObject();
        const QJsonObject driver = at(run, "tool.driver").toObject();
        QCOMPARE(driver["name"].toString(), QStringLiteral("tandem"));
        QCOMPARE(driver["version"].toString(), QStringLiteral("1.2.3"));
        QVERIFY(!driver.contains("informationUri")); // no address that is not the project's
        const QJsonArray rules = driver["rules"].toArray();
        QCOMPARE(rules.size(), allChecks().size() + 1); // every check and source-history
        QHash<QString, QJsonObject> ruleById;
        for (const QJsonValue &r : rules)
            ruleById.insert(r["id"].toString(), r.toObject());
        QCOMPARE(at(ruleById["rst-inline-boundary"], "defaultConfiguration.level").toString(),
                 QStringLiteral("error"));
        QCOMPARE(at(ruleById["whitespace"], "defaultConfiguration.level").toString(),
                 QStringLiteral("note"));
        QVERIFY(!at(ruleById["whitespace"], "shortDescription.text").toString().isEmpty());
        QCOMPARE(run["columnKind"].toString(), QStringLiteral("utf16CodeUnits"));

        const QJsonArray results = run["results"].toArray();
        QCOMPARE(results.size(), 4); // the history line and three issues
        QCOMPARE(results[0]["ruleId"].toString(), QStringLiteral("source-history"));
        const QJsonObject r = results[1].toObject();
        QCOMPARE(r["ruleId"].toString(), QStringLiteral("rst-inline-boundary"));
        QCOMPARE(rules[r["ruleIndex"].toInt()]["id"].toString(), r["ruleId"].toString());
        QCOMPARE(r["level"].toString(), QStringLiteral("error"));
        const QJsonObject location = at(r, "locations.0.physicalLocation").toObject();
        // Relative and percent-encoded: GitHub matches it against the repository's paths.
        QCOMPARE(at(location, "artifactLocation.uri").toString(),
                 QStringLiteral("docs/%ED%95%9C%EA%B8%80%20a.rst"));
        const QJsonObject region = location["region"].toObject();
        QCOMPARE(region["startLine"].toInt(), 1);
        QCOMPARE(region["startColumn"].toInt(), 6);
        QCOMPARE(region["endColumn"].toInt(), 7);
        const QJsonObject replacement =
            at(r, "fixes.0.artifactChanges.0.replacements.0").toObject();
        QCOMPARE(at(replacement, "deletedRegion.startColumn").toInt(), 6);
        QCOMPARE(at(replacement, "deletedRegion.endColumn").toInt(), 6);
        QCOMPARE(at(replacement, "insertedContent.text").toString(), QStringLiteral("\\ "));
        QCOMPARE(results[2]["level"].toString(), QStringLiteral("warning"));
        QCOMPARE(results[3]["level"].toString(), QStringLiteral("note"));

        // The checker does reject what the schema forbids (so passing it means something).
        QJsonObject broken = doc.object();
        broken.remove("version");
        QJsonArray runs = broken["runs"].toArray();
        QJsonObject run0 = runs[0].toObject();
        QJsonArray badResults = run0["results"].toArray();
        QJsonObject bad = badResults[1].toObject();
        bad["level"] = QStringLiteral("fatal");
        bad["colour"] = QStringLiteral("red");
        badResults[1] = bad;
        run0["results"] = badResults;
        runs[0] = run0;
        broken["runs"] = runs;
        problems = check.check(broken);
        QCOMPARE(problems.size(), 3);
        QVERIFY(problems.join(u'\n').contains("missing required version"));
        QVERIFY(problems.join(u'\n').contains("$.runs[0].results[1].level"));
        QVERIFY(problems.join(u'\n').contains("$.runs[0].results[1].colour: not allowed"));
    }

    // 60 issues: 30 errors and 30 warnings over two files. GitHub would show 10 of each; the
    // format prints exactly those 20 annotations and a summary line.
    void githubCapsAnnotations()
    {
        QString draft;
        for (int n = 0; n < 30; ++n)
            draft += QStringLiteral("문장 %1\n").arg(n);
        Issues a, b;
        for (int n = 0; n < 15; ++n) {
            a.append(issue("rst-inline-boundary", Severity::Error, n, 0, 1));
            a.append(issue("glossary-variant", Severity::Warning, 15 + n, 0, 1));
            b.append(issue("rst-unterminated", Severity::Error, n, 0, 1));
            b.append(issue("glossary-variant", Severity::Warning, 15 + n, 0, 1));
        }
        Review review = oneFileReview("docs/a.rst", draft, a);
        review.files.append(oneFileReview("docs/b.rst", draft, b).files[0]);
        // Only line 29 of b.rst changed: its warning must be among the ten shown.
        review.files[1].changedLines.wholeFile = false;
        review.files[1].changedLines.hunks = {DiffHunk{28, 1, 28, 1}};
        review.files[0].changedLines.wholeFile = false;
        review.files[0].changedLines.hunks = {DiffHunk{28, 1, 28, 1}};

        const QStringList lines =
            QString::fromUtf8(reviewToGithub(review)).split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 21);
        QCOMPARE(lines.filter(QRegularExpression("^::error ")).size(), 10);
        QCOMPARE(lines.filter(QRegularExpression("^::warning ")).size(), 10);
        QVERIFY(lines.filter(QRegularExpression("^::(notice|debug)")).isEmpty());
        QVERIFY(lines.contains(
            "::warning "
            "file=docs/"
            "b.rst,line=29,col=1,endLine=29,endColumn=2,title=glossary-variant::message"));
        QVERIFY(lines.contains(
            "::warning "
            "file=docs/"
            "a.rst,line=29,col=1,endLine=29,endColumn=2,title=glossary-variant::message"));
        // Both error checks are shown, not ten of the first one.
        QCOMPARE(lines.filter("title=rst-unterminated").size(), 5);
        QCOMPARE(lines.filter("title=rst-inline-boundary").size(), 5);
        const QString summary = lines.last();
        QVERIFY2(
            summary.startsWith("tandem: 60 issues in 2 files (30 errors, 30 warnings, 0 notes); "
                               "20 shown as annotations, 40 more"),
            qPrintable(summary));

        ReviewExportOptions wide;
        wide.githubAnnotationsPerLevel = 100;
        QCOMPARE(QString::fromUtf8(reviewToGithub(review, wide)).count(u'\n'), 61);

        // Notes have a cap of their own.
        Issues notes;
        for (int n = 0; n < 12; ++n)
            notes.append(issue("whitespace", Severity::Info, n, 0, 1));
        const QStringList noted =
            QString::fromUtf8(reviewToGithub(oneFileReview("docs/c.rst", draft, notes)))
                .split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(noted.filter(QRegularExpression("^::notice ")).size(), 10);
        QVERIFY2(noted.last().endsWith("(0 errors, 0 warnings, 12 notes); 10 shown as "
                                       "annotations, 2 more with --format markdown"),
                 qPrintable(noted.last()));
    }

    // Through the CLI: the annotations on stdout, all 60 issues in the job summary file.
    void githubStepSummary()
    {
        if (!QFileInfo::exists(TANDEM_BINARY)) QSKIP("the tandem executable is not built");
        QTemporaryDir dir;
        QString draft;
        for (int n = 0; n < 30; ++n)
            draft += QStringLiteral("``x``를 씁니다.\n\n모델을 실행할때 씁니다.\n\n");
        const QString path = dir.filePath("draft.ko.rst");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(draft.toUtf8());
        f.close();
        const QString summaryPath = dir.filePath("summary.md");
        {
            QFile s(summaryPath); // GitHub's file holds earlier steps' text: it is appended to
            QVERIFY(s.open(QIODevice::WriteOnly));
            s.write("earlier step\n");
        }

        auto run = [&](const QStringList &args, bool withSummary) {
            QProcess p;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert("XDG_CONFIG_HOME", dir.filePath("config"));
            if (withSummary)
                env.insert("GITHUB_STEP_SUMMARY", summaryPath);
            else
                env.remove("GITHUB_STEP_SUMMARY");
            p.setProcessEnvironment(env);
            p.start(TANDEM_BINARY, args);
            p.waitForFinished(120000);
            return p.readAllStandardOutput();
        };
        const QJsonObject json =
            QJsonDocument::fromJson(run({"lint", "--format", "json", path}, false)).object();
        const QJsonArray issues = at(json, "files.0.issues").toArray();
        QCOMPARE(issues.size(), 60);
        for (const QJsonValue &i : issues) // so 10 + 10 annotations are all GitHub shows
            QVERIFY(i["severity"].toString() != u"info");

        const QStringList lines = QString::fromUtf8(run({"lint", "--format", "github", path}, true))
                                      .split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.filter(QRegularExpression("^::(error|warning|notice) ")).size(), 20);
        QCOMPARE(lines.size(), 21);
        QVERIFY2(lines.last().endsWith("40 more in the job summary"), qPrintable(lines.last()));

        QFile s(summaryPath);
        QVERIFY(s.open(QIODevice::ReadOnly));
        const QString summary = QString::fromUtf8(s.readAll());
        QVERIFY(summary.startsWith("earlier step\n"));
        for (const QJsonValue &i : issues)
            QVERIFY2(summary.contains(QStringLiteral(":%1** · ").arg(i["line"].toInt())),
                     qPrintable(QString::number(i["line"].toInt())));
        QCOMPARE(summary.count(QStringLiteral("** · ")), 60);
    }
};

QTEST_GUILESS_MAIN(TstCiExport)
#include "tst_ciexport.moc"
