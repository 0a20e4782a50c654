// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 16: the JSON of `tandem lint SOURCE DRAFT` is written straight into bytes
// (core/formats/reviewjson.cpp) instead of through a QJsonObject per issue. It must stay the
// same text byte for byte: each case here is compared with the JSON QJsonDocument writes for
// the same objects (the code pairJson replaced, kept below as the reference), with messages
// holding every kind of character the escaping treats differently.
#include "lintsession.h"
#include "reviewjson.h"
#include "reviewexport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace tandem;

Q_DECLARE_METATYPE(tandem::Review)

namespace {

// The former pairJson (QJsonDocument), as the reference.
QByteArray referenceJson(const Review &review)
{
    QJsonArray files;
    IssueCounts total;
    for (const ReviewFile &f : review.files) {
        QJsonArray issues;
        for (const Issue &i : f.issues) {
            QJsonObject o{{"check", i.check},
                          {"severity", severityName(i.severity)},
                          {"side", i.side == Side::Draft ? "draft" : "source"},
                          {"line", i.range.start.line + 1},
                          {"column", i.range.start.column + 1},
                          {"endLine", i.range.end.line + 1},
                          {"endColumn", i.range.end.column + 1},
                          {"message", i.message}};
            if (i.fix)
                o["fix"] = QJsonObject{{"line", i.fix->range.start.line + 1},
                                       {"column", i.fix->range.start.column + 1},
                                       {"endLine", i.fix->range.end.line + 1},
                                       {"endColumn", i.fix->range.end.column + 1},
                                       {"replacement", i.fix->replacement}};
            issues.append(o);
        }
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

} // namespace

class TestReviewJson : public QObject
{
    Q_OBJECT
private slots:
    void sameAsQJsonDocument_data()
    {
        QTest::addColumn<Review>("review");
        QTest::newRow("no files") << Review{};

        ReviewFile empty;
        empty.change.path = QStringLiteral("draft.rst");
        Review noIssues;
        noIssues.files = {empty};
        QTest::newRow("a file without issues or source") << noIssues;

        ReviewFile full;
        full.change.path = QStringLiteral("beginner/경로 \"a\".rst");
        full.source.origin = SourceOrigin::Manual;
        full.source.path = QStringLiteral("/tmp/source.rst");
        full.issues = {issue("rst-title-underline", Severity::Error, Side::Draft, 0, trickyText()),
                       issue("code-changed", Severity::Warning, Side::Source, 9, QString()),
                       issue("untranslated", Severity::Info, Side::Draft, 12345678, "plain")};
        Issue fixed = issue("whitespace", Severity::Info, Side::Draft, 3, "trailing spaces");
        fixed.fix = Fix{Range{{3, 10}, {3, 12}}, trickyText()};
        full.issues.append(fixed);
        Review two;
        two.files = {full, empty, full};
        QTest::newRow("files with issues, fixes and every kind of character") << two;
    }

    void sameAsQJsonDocument()
    {
        QFETCH(Review, review);
        const QByteArray expected = referenceJson(review);
        QCOMPARE(pairJson(review), expected);
        // reviewToJson writes a pair review (no checkout root) the same way.
        QCOMPARE(reviewToJson(review), expected);
    }
};

QTEST_GUILESS_MAIN(TestReviewJson)
#include "tst_reviewjson.moc"
