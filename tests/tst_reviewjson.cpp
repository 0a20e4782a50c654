// SPDX-License-Identifier: GPL-3.0-or-later
// The JSON of `tandem lint` is written straight into bytes (core/formats/reviewjson.cpp, issue
// 16) by one issue writer for both shapes, a pair's and a checkout's (issue 42). It must be the
// text QJsonDocument writes for the same objects, byte for byte: each case here is compared
// with the code the writer replaced, kept below as the reference (with the suggestion a pair's
// issues now carry too), on messages holding every kind of character the escaping treats
// differently. FixedLines, which finds a fix's suggestion once the draft's lines are known, is
// compared with the applyFix-based suggestedLines it replaced.
#include "datatable.h"
#include "fixapplier.h"
#include "lintsession.h"
#include "reviewexport.h"
#include "reviewjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTest>

using namespace tandem;

Q_DECLARE_METATYPE(tandem::Review)
Q_DECLARE_METATYPE(tandem::ReviewExportOptions)

namespace {

// The former suggestedLines (the whole draft split and fixed per call), as the reference.
std::optional<QString> referenceSuggestion(const QString &draftText, const Fix &fix)
{
    const QStringList before = draftText.split(u'\n');
    const int first = fix.range.start.line, last = fix.range.end.line;
    if (first < 0 || last < first || last >= before.size()) return std::nullopt;
    const QStringList after = applyFix(draftText, fix).split(u'\n');
    const qsizetype tail = before.size() - 1 - last;
    const qsizetype count = after.size() - tail - first;
    if (count < 0) return std::nullopt;
    return after.mid(first, count).join(u'\n');
}

QJsonObject referenceIssue(const Issue &i, const QString &draftText)
{
    QJsonObject o{{"check", i.check},
                  {"severity", severityName(i.severity)},
                  {"side", i.side == Side::Draft ? "draft" : "source"},
                  {"line", i.range.start.line + 1},
                  {"column", i.range.start.column + 1},
                  {"endLine", i.range.end.line + 1},
                  {"endColumn", i.range.end.column + 1},
                  {"message", i.message}};
    if (i.fix) {
        o["fix"] = QJsonObject{{"line", i.fix->range.start.line + 1},
                               {"column", i.fix->range.start.column + 1},
                               {"endLine", i.fix->range.end.line + 1},
                               {"endColumn", i.fix->range.end.column + 1},
                               {"replacement", i.fix->replacement}};
        if (i.side == Side::Draft)
            if (const auto lines = referenceSuggestion(draftText, *i.fix)) o["suggestion"] = *lines;
    }
    return o;
}

// The former pairJson (QJsonDocument), as the reference.
QByteArray referencePairJson(const Review &review)
{
    QJsonArray files;
    IssueCounts total;
    for (const ReviewFile &f : review.files) {
        QJsonArray issues;
        for (const Issue &i : f.issues)
            issues.append(referenceIssue(i, f.draftText));
        const IssueCounts counts = IssueCounts::of(f.issues);
        total.errors += counts.errors;
        total.warnings += counts.warnings;
        total.infos += counts.infos;
        QJsonObject file{{"draft", f.change.path}, {"issues", issues}};
        file["source"] = f.source.isValid() ? QJsonValue(f.source.label()) : QJsonValue();
        files.append(file);
    }
    const QJsonObject summary{{"files", int(review.files.size())},
                              {"errors", total.errors},
                              {"warnings", total.warnings},
                              {"infos", total.infos}};
    return QJsonDocument(QJsonObject{{"files", files}, {"summary", summary}})
        .toJson(QJsonDocument::Indented);
}

QJsonValue referenceLineRange(int first, int last)
{
    if (first < 0) return QJsonValue();
    return QJsonArray{first + 1, last + 1};
}

QJsonValue referenceSource(const ResolvedSource &s)
{
    if (!s.isValid()) return QJsonValue();
    QJsonObject o{{"origin", sourceOriginName(s.origin)}, {"label", s.label()}, {"path", s.path}};
    if (!s.commit.isEmpty()) o["commit"] = s.commit;
    if (!s.syncedBy.isEmpty()) o["syncedBy"] = QJsonArray::fromStringList(s.syncedBy);
    return o;
}

// The former reviewToJson of a checkout's review (QJsonDocument), as the reference.
QByteArray referenceCheckoutJson(const Review &review, const ReviewExportOptions &options)
{
    QJsonArray files;
    IssueCounts total;
    for (const ReviewFile &f : review.files) {
        QJsonObject file{{"path", f.change.path},
                         {"status", changeStatusName(f.change.status)},
                         {"uncommitted", f.change.uncommitted},
                         {"draftIsEnglish", f.draftIsEnglish},
                         {"source", referenceSource(f.source)}};
        if (!f.change.oldPath.isEmpty()) file["oldPath"] = f.change.oldPath;
        if (!f.source.isValid()) file["sourceNote"] = f.source.note;
        if (!f.source.historyProblem.isEmpty()) file["historyProblem"] = f.source.historyProblem;
        if (!f.error.isEmpty()) file["error"] = f.error;
        if (!f.syncDrift.isEmpty()) {
            QJsonArray drift;
            for (const SyncDrift &d : f.syncDrift)
                drift.append(
                    QJsonObject{{"commit", d.commit}, {"subject", d.subject}, {"issues", d.count}});
            file["syncDrift"] = drift;
        }
        if (f.changedLines.wholeFile) {
            file["changedLines"] = QStringLiteral("all");
        } else {
            QJsonArray hunks;
            for (const DiffHunk &h : f.changedLines.hunks)
                if (h.newCount > 0)
                    hunks.append(referenceLineRange(h.newStart, h.newStart + h.newCount - 1));
            file["changedLines"] = hunks;
        }
        QJsonArray issues;
        IssueCounts counts;
        for (const Issue &i : f.issues) {
            if (!isExported(f, i, options)) continue;
            QJsonObject o = referenceIssue(i, f.draftText);
            const bool changed = f.isOnChangedLine(i);
            o["onChangedLine"] = changed;
            issues.append(o);
            counts.errors += i.severity == Severity::Error;
            counts.warnings += i.severity == Severity::Warning;
            counts.infos += i.severity == Severity::Info;
            counts.onChangedLines += changed;
        }
        file["issues"] = issues;
        file["counts"] = QJsonObject{{"errors", counts.errors},
                                     {"warnings", counts.warnings},
                                     {"infos", counts.infos},
                                     {"onChangedLines", counts.onChangedLines}};
        total.errors += counts.errors;
        total.warnings += counts.warnings;
        total.infos += counts.infos;
        total.onChangedLines += counts.onChangedLines;
        if (f.drift) {
            QJsonArray changes;
            for (const DriftChange &c : f.drift->changes)
                changes.append(
                    QJsonObject{{"kind", driftKindName(c.kind)},
                                {"oldLines", referenceLineRange(c.oldFirstLine, c.oldLastLine)},
                                {"newLines", referenceLineRange(c.newFirstLine, c.newLastLine)},
                                {"draftLine", f.draftLineFor(c) + 1},
                                {"oldText", c.oldText},
                                {"newText", c.newText}});
            file["drift"] =
                QJsonObject{{"newer", referenceSource(f.drift->newer)}, {"changes", changes}};
        } else {
            file["drift"] = QJsonValue();
        }
        files.append(file);
    }
    const QJsonObject root{{"root", review.root},
                           {"base", review.baseRef},
                           {"baseCommit", review.baseCommit},
                           {"mergeBase", review.mergeBase},
                           {"glossary", QJsonArray::fromStringList(review.glossarySources)},
                           {"warnings", QJsonArray::fromStringList(review.warnings)},
                           {"files", files},
                           {"summary", QJsonObject{{"files", int(review.files.size())},
                                                   {"errors", total.errors},
                                                   {"warnings", total.warnings},
                                                   {"infos", total.infos},
                                                   {"onChangedLines", total.onChangedLines}}}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

Issue issue(const QString &check, Severity severity, Side side, int line, const QString &message)
{
    return Issue{check, severity, side, Range{{line, 2}, {line + 1, 7}}, message, std::nullopt};
}

// Every character class the escaping treats apart.
QString trickyText()
{
    QString s = QStringLiteral("quote \" backslash \\ slash / 한국어 é € ");
    for (char16_t c = 0; c < 0x20; ++c)
        s += QChar(c);
    s += QChar(0x7f);
    s += QString::fromUcs4(U"\U0001F600 emoji");
    s += QChar(0xD800); // a high surrogate alone
    s += QStringLiteral("x");
    s += QChar(0xDC00); // a low surrogate alone
    s += QChar(0xDBFF); // a high surrogate at the end
    return s;
}

// A draft of six lines with issues on both sides, some with fixes (one of two lines, one past
// the draft's end), every kind of character in messages and replacements.
ReviewFile fullFile()
{
    ReviewFile full;
    full.change.path = QStringLiteral("beginner/경로 \"a\".rst");
    full.draftText = QStringLiteral("제목\n====\n\n문단 하나.  \n\n") + trickyText();
    full.source.origin = SourceOrigin::Manual;
    full.source.path = QStringLiteral("/tmp/source.rst");
    full.issues = {issue("rst-title-underline", Severity::Error, Side::Draft, 0, trickyText()),
                   issue("code-changed", Severity::Warning, Side::Source, 9, QString()),
                   issue("untranslated", Severity::Info, Side::Draft, 12345678, "plain")};
    Issue fixed = issue("whitespace", Severity::Info, Side::Draft, 3, "trailing spaces");
    fixed.fix = Fix{Range{{3, 6}, {3, 8}}, trickyText()};
    Issue twoLines = issue("rst-indent", Severity::Warning, Side::Draft, 0, "two lines");
    twoLines.fix = Fix{Range{{0, 1}, {1, 2}}, QStringLiteral("x\ny")};
    Issue pastEnd = issue("whitespace", Severity::Info, Side::Draft, 9, "past the end");
    pastEnd.fix = Fix{Range{{9, 0}, {9, 1}}, QString()};
    Issue sourceFix = issue("rst-indent", Severity::Warning, Side::Source, 2, "source side");
    sourceFix.fix = Fix{Range{{2, 0}, {2, 1}}, QStringLiteral(" ")};
    full.issues << fixed << twoLines << pastEnd << sourceFix;
    return full;
}

// A checkout's review with every optional part of a file present somewhere.
Review checkoutReview()
{
    Review review;
    review.root = QStringLiteral("/work/tutorials-kr");
    review.baseRef = QStringLiteral("origin/master");
    review.baseCommit = QStringLiteral("0123456789abcdef0123456789abcdef01234567");
    review.mergeBase = QStringLiteral("fedcba9876543210fedcba9876543210fedcba98");
    review.glossarySources = {QStringLiteral("built-in"), QStringLiteral("TRANSLATION_GUIDE.md")};
    review.warnings = {trickyText()};

    ReviewFile changed = fullFile();
    changed.source.origin = SourceOrigin::History;
    changed.source.path = QStringLiteral("beginner/a.rst");
    changed.source.commit = QStringLiteral("00112233445566778899aabbccddeeff00112233");
    changed.source.syncedBy = {QStringLiteral("aaaa"), QStringLiteral("bbbb")};
    changed.source.historyProblem = QStringLiteral("a missing object");
    changed.change.oldPath = QStringLiteral("beginner/old.rst");
    changed.change.status = ChangeStatus::Renamed;
    changed.changedLines.hunks = {{0, 0, 0, 2}, {4, 1, 3, 1}, {7, 2, 6, 0}};
    changed.syncDrift = {{QStringLiteral("cccc"), trickyText(), 2}};
    Drift drift;
    drift.newer.origin = SourceOrigin::Upstream;
    drift.newer.path = QStringLiteral("/upstream/beginner/a.rst");
    drift.changes = {DriftChange{DriftChange::Kind::Added, -1, -1, 4, 6, 2, QString(), "new"},
                     DriftChange{DriftChange::Kind::Changed, 1, 1, 1, 2, -1, "old", trickyText()}};
    changed.drift = drift;

    ReviewFile added;
    added.change.path = QStringLiteral("intermediate/b.rst");
    added.change.status = ChangeStatus::Added;
    added.change.uncommitted = true;
    added.changedLines.wholeFile = true;
    added.draftIsEnglish = true;
    added.source.note = QStringLiteral("no English source");

    ReviewFile broken;
    broken.change.path = QStringLiteral("c.rst");
    broken.error = QStringLiteral("c.rst: not UTF-8");

    review.files = {changed, added, broken};
    return review;
}

} // namespace

class TestReviewJson : public QObject
{
    Q_OBJECT
private slots:
    void pairSameAsQJsonDocument_data()
    {
        QTest::addColumn<Review>("review");
        QTest::newRow("no files") << Review{};

        ReviewFile empty;
        empty.change.path = QStringLiteral("draft.rst");
        Review noIssues;
        noIssues.files = {empty};
        QTest::newRow("a file without issues or source") << noIssues;

        Review two;
        two.files = {fullFile(), empty, fullFile()};
        QTest::newRow("files with issues, fixes and every kind of character") << two;
    }

    void pairSameAsQJsonDocument()
    {
        QFETCH(Review, review);
        const QByteArray expected = referencePairJson(review);
        QCOMPARE(pairJson(review), expected);
        // reviewToJson writes a pair review (no checkout root) the same way.
        QCOMPARE(reviewToJson(review), expected);
    }

    // A pair's issue with a fix on the draft carries the lines it rewrites, as a checkout's has.
    void pairIssueHasItsSuggestion()
    {
        Review review;
        review.files = {fullFile()};
        const QJsonArray issues =
            QJsonDocument::fromJson(pairJson(review)).object()["files"][0]["issues"].toArray();
        QCOMPARE(issues.size(), 7);
        QCOMPARE(issues[3]["check"].toString(), QStringLiteral("whitespace"));
        QCOMPARE(issues[3]["suggestion"].toString(), QStringLiteral("문단 하나.") + trickyText());
        QCOMPARE(issues[4]["suggestion"].toString(), QStringLiteral("제x\ny=="));
        QVERIFY(!issues[5].toObject().contains("suggestion")); // past the draft's end
        QVERIFY(!issues[6].toObject().contains("suggestion")); // on the source
    }

    void checkoutSameAsQJsonDocument_data()
    {
        testing::columns<Review, ReviewExportOptions>("review", "options");
        Review none = checkoutReview();
        none.files.clear();
        QTest::newRow("no files") << none << ReviewExportOptions{};
        QTest::newRow("every part of a file") << checkoutReview() << ReviewExportOptions{};
        ReviewExportOptions changedOnly;
        changedOnly.onlyChangedLines = true;
        QTest::newRow("changed lines only") << checkoutReview() << changedOnly;
    }

    void checkoutSameAsQJsonDocument()
    {
        QFETCH(Review, review);
        QFETCH(ReviewExportOptions, options);
        const QByteArray expected = referenceCheckoutJson(review, options);
        QCOMPARE(checkoutJson(review, options), expected);
        QCOMPARE(reviewToJson(review, options), expected);
    }

    // FixedLines gives what the applyFix-based suggestedLines gave, on fixes anywhere: inside a
    // line, over several, past a line's end, past the draft's end, inserting line breaks.
    void fixedLinesAsApplyFix()
    {
        const QString draft =
            QStringLiteral("첫 줄입니다.\n\n  들여쓴 줄 \n마지막 앞\n끝 (줄바꿈 없음)");
        const FixedLines lines(draft);
        QRandomGenerator random(42);
        for (int n = 0; n < 2000; ++n) {
            Fix fix;
            fix.range.start = {int(random.bounded(-1, 7)), int(random.bounded(0, 14))};
            fix.range.end = {int(random.bounded(fix.range.start.line, 7)),
                             int(random.bounded(0, 14))};
            fix.replacement = QStringList{QString(), QStringLiteral("ab"), QStringLiteral("가\n나"),
                                          QStringLiteral("\n")}[random.bounded(4)];
            const std::optional<QString> expected = referenceSuggestion(draft, fix);
            QCOMPARE(lines.of(fix), expected);
            QCOMPARE(suggestedLines(draft, fix), expected);
        }
    }
};

QTEST_GUILESS_MAIN(TestReviewJson)
#include "tst_reviewjson.moc"
