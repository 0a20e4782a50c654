// SPDX-License-Identifier: GPL-3.0-or-later
// What a posted review may hold (issue 44): a line comment only from a check whose reports were
// right often enough (CheckInfo::postsLineComment), a one-click suggestion only from a check
// trusted with one (postsSuggestion), and an issue on an unchanged line that a changed line
// caused (a title made longer above its old underline) on that changed line. First the rule on
// its own, with checks registered by this test that differ in their flags only; then
// `tandem review post --dry-run` on a pull request shaped like PyTorchKorea/tutorials-kr#1132
// (invented text): a Korean title of 35 columns written above the English title's unchanged
// 31-column underline, and a korean-typo report on a changed line. Also which unchanged lines
// count as caused by a changed one (core/review/causelines.h).
#include "causelines.h"
#include "checkregistry.h"
#include "gitrepohelper.h"
#include "gitrunner.h"
#include "reviewcomments.h"
#include "rstscanner.h"
#include "spelling.h"
#include "tandemrun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace tandem;

namespace {

void reportNothing(const CheckContext &, IssueSink &) {}

const char *TrustedCheck = "test-trusted";     // line comment and suggestion
const char *CommentOnlyCheck = "test-comment"; // line comment, no suggestion
const char *UntrustedCheck = "test-untrusted"; // neither: the review body

// A one-file review whose draft lines are all changed: one issue with a fix per check.
Review reviewWithFixes(const QStringList &checks)
{
    ReviewFile f;
    f.change.path = QStringLiteral("a.rst");
    QStringList lines;
    for (int n = 0; n < checks.size(); ++n)
        lines << QStringLiteral("문단 %1의 ``x``를 봅니다.").arg(n);
    f.draftText = lines.join(u'\n') + u'\n';
    f.changedLines.wholeFile = true;
    for (int n = 0; n < checks.size(); ++n) {
        const Position at{n, 11}; // after the literal: "``x``\ 를"
        f.issues.append(Issue{checks[n], Severity::Warning, Side::Draft, Range{{n, 6}, at},
                              QStringLiteral("glued"), Fix{Range{at, at}, QStringLiteral("\\ ")}});
    }
    Review review;
    review.files = {f};
    return review;
}

// The check named in a comment's first line ("**warning** · `check`").
QString checkOf(const QString &body)
{
    static const QRegularExpression check(QStringLiteral("^\\*\\*\\w+\\*\\* · `([^`]+)`"));
    return check.match(body).captured(1);
}

} // namespace

class TstReviewTrust : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // Twins that report the same thing and differ only in what they may post.
        registerCheckForTests({.id = TrustedCheck,
                               .summary = "test",
                               .postsLineComment = true,
                               .postsSuggestion = true,
                               .run = reportNothing});
        registerCheckForTests({.id = CommentOnlyCheck,
                               .summary = "test",
                               .postsLineComment = true,
                               .run = reportNothing});
        registerCheckForTests({.id = UntrustedCheck, .summary = "test", .run = reportNothing});
    }

    // The flags alone decide: the same glued literal with the same fix on a changed line.
    void flagsDecideWhatIsPosted()
    {
        const QList<ReviewComment> c = reviewComments(reviewWithFixes(
            {QString::fromLatin1(TrustedCheck), QString::fromLatin1(CommentOnlyCheck),
             QString::fromLatin1(UntrustedCheck), QStringLiteral("not-a-check")}));
        QCOMPARE(c.size(), 4);
        QVERIFY(c[0].onDiff && c[0].trusted);
        QVERIFY2(c[0].body.contains("```suggestion\n문단 0의 ``x``\\ 를 봅니다.\n```"),
                 qPrintable(c[0].body));
        // The change the dialog shows: the words the fix touches, before and after.
        QCOMPARE(c[0].suggestedFrom, QStringLiteral("``x``를"));
        QCOMPARE(c[0].suggestedTo, QStringLiteral("``x``\\ 를"));
        QVERIFY(c[1].onDiff && c[1].trusted);
        QVERIFY2(!c[1].body.contains("suggestion"), qPrintable(c[1].body));
        QVERIFY(c[1].suggestedFrom.isEmpty() && c[1].suggestedTo.isEmpty());
        for (int n : {2, 3}) { // not trusted, or not a check at all: an entry of the body
            QVERIFY(!c[n].onDiff && !c[n].trusted);
            QVERIFY2(!c[n].body.contains("suggestion"), qPrintable(c[n].body));
            QCOMPARE(c[n].line, n + 1);
        }
        const QString body = reviewBody({c[2], c[3]}, 2);
        QVERIFY2(body.contains("- line 3: **warning** · `test-untrusted`"), qPrintable(body));
        QVERIFY2(body.contains("or from checks not right often enough"), qPrintable(body));
    }

    // The registry's own settings for the checks issue 44 names: korean-typo (whose guess was
    // 메시 -> 제시 on #1132) comments without a suggestion; a check below ~90% measured
    // precision posts no line comment; one trusted with a suggestion is trusted to comment.
    void registrySettings()
    {
        const CheckInfo *typo = findCheck(u"korean-typo");
        QVERIFY(typo);
        QVERIFY(typo->postsLineComment);
        QVERIFY(!typo->postsSuggestion);
        QVERIFY(!findCheck(u"latin-typo")->postsSuggestion);
        QVERIFY(!findCheck(u"glossary-missing")->postsLineComment);  // 25/57
        QVERIFY(!findCheck(u"link-changed")->postsLineComment);      // 0/4
        QVERIFY(findCheck(u"rst-title-underline")->postsSuggestion); // 18/18
        for (const CheckInfo &check : allChecks())
            if (check.postsSuggestion) QVERIFY2(check.postsLineComment, check.id);
    }

    // An unchanged underline below a changed title: on the title line, without a suggestion
    // (its own line is not in the diff).
    void underlineAnchoredOnItsTitle()
    {
        ReviewFile f;
        f.change.path = QStringLiteral("a.rst");
        f.draftText = QStringLiteral("긴 제목\n===\n");
        f.changedLines.hunks = {DiffHunk{0, 1, 0, 1}};
        f.causeLines = {{1, 0}};
        f.issues = {Issue{"rst-title-underline", Severity::Error, Side::Draft,
                          Range{{1, 0}, {1, 3}}, QStringLiteral("short"),
                          Fix{Range{{1, 0}, {1, 3}}, QStringLiteral("=======")}}};
        Review review;
        review.files = {f};
        QVERIFY(f.isOnChangedLine(f.issues[0]));
        const QList<ReviewComment> c = reviewComments(review);
        QCOMPARE(c.size(), 1);
        QVERIFY(c[0].onDiff);
        QCOMPARE(c[0].line, 1);
        QCOMPARE(c[0].startLine, 0);
        QVERIFY2(c[0].body.contains("(on line 2, which this line's change affects)"),
                 qPrintable(c[0].body));
        QVERIFY(!c[0].body.contains("suggestion"));
        // Without the cause, the same issue is an entry of the body on its own line.
        review.files[0].causeLines.clear();
        const QList<ReviewComment> alone = reviewComments(review);
        QVERIFY(!alone[0].onDiff);
        QCOMPARE(alone[0].line, 2);
    }

    // Which unchanged lines a changed line causes problems on (causelines.h), from the scanned
    // draft: a title's underline and overline, a link target a changed line refers to.
    void causeLinesFromTheDocument()
    {
        const RstDocument doc =
            scanDocument(QStringLiteral("=========\n"  // 0 overline
                                        "긴 새 제목\n" // 1 changed
                                        "=========\n"  // 2 underline
                                        "\n"
                                        "본문은 `문서`_ 를 봅니다.\n" // 4 changed
                                        "\n"
                                        ".. _문서: https://example.org\n"   // 6
                                        ".. _다른: https://example.org/b\n" // 7
                                        "\n"
                                        "Other\n" // 9
                                        "-----\n"),
                         FileKind::Rst);
        ChangedLines changed;
        changed.hunks = {DiffHunk{1, 1, 1, 1}, DiffHunk{4, 1, 4, 1}};
        const QHash<int, int> causes = causeLinesOf(doc, changed);
        QCOMPARE(causes.value(0, -1), 1);
        QCOMPARE(causes.value(2, -1), 1);
        QCOMPARE(causes.value(6, -1), 4);
        QVERIFY(!causes.contains(7));  // nothing changed refers to it
        QVERIFY(!causes.contains(10)); // its title did not change
        QCOMPARE(causes.size(), 3);
        // Every line changed: each line is its own anchor.
        changed.wholeFile = true;
        QVERIFY(causeLinesOf(doc, changed).isEmpty());
    }

    // The shape of #1132, through `tandem review post --dry-run` (nothing is sent; no gh).
    void pullRequestShapedLike1132()
    {
        if (const char *why = testing::whyNoCheckoutRuns()) QSKIP(why);
        if (!Spelling::shared().dictionary(Spelling::Language::Korean))
            QSKIP("hunspell-ko is needed for the korean-typo report");
        QTemporaryDir dir;
        GitRepoHelper repo(dir.filePath("repo"));
        repo.git({"init", "-q", "-b", "main"});
        // 31 columns of title, 31 of underline.
        repo.commitFile("docs/mesh.rst",
                        "Getting Started with DeviceMesh\n"
                        "===============================\n\n"
                        "A mesh describes the devices.\n\n"
                        "We train the model on the mesh.\n",
                        "English", 1);
        // The title translated (35 columns: Hangul counts two), the underline left as it was;
        // 학슴 is one jamo from 학습 (the word list's): korean-typo, whose fix is a guess.
        repo.commitOnNewBranch("ko",
                               {{"docs/mesh.rst", "DeviceMesh 시작하기: 장치 메시 입문\n"
                                                  "===============================\n\n"
                                                  "메시는 장치들을 나타냅니다.\n\n"
                                                  "메시 위에서 모델을 학슴합니다.\n"}},
                               "번역", 2);

        const testing::TandemRun r = testing::runTandem(
            {"review", "post", "--checkout", repo.root(), "--pr", "1132", "--repo",
             "PyTorchKorea/tutorials-kr", "--base", "main", "--dry-run"},
            {.environment = {{"XDG_CONFIG_HOME", dir.filePath("config")},
                             {"GIT_CONFIG_GLOBAL", "/dev/null"}}});
        QVERIFY2(r.exitCode == 0, (r.err + r.out).constData());
        QVERIFY2(r.out.startsWith("POST repos/PyTorchKorea/tutorials-kr/pulls/1132/reviews\n{"),
                 r.out.constData());
        const qsizetype end = r.out.indexOf("\n}\n");
        QVERIFY(end > 0);
        const QByteArray json = r.out.mid(r.out.indexOf('\n') + 1, end + 2 - r.out.indexOf('\n'));
        const QJsonObject request = QJsonDocument::fromJson(json).object();
        const QJsonArray comments = request["comments"].toArray();
        QVERIFY2(!comments.isEmpty(), json.constData());

        bool underline = false, typo = false;
        for (const QJsonValue &v : comments) {
            const QString body = v["body"].toString();
            const QString check = checkOf(body);
            const CheckInfo *info = findCheck(check);
            QVERIFY2(info && info->postsLineComment, qPrintable(body));
            // No one-click suggestion from a check not trusted with one.
            if (body.contains("suggestion")) QVERIFY2(info->postsSuggestion, qPrintable(body));
            if (check == u"rst-title-underline") {
                underline = true;
                QCOMPARE(v["line"].toInt(), 1); // the changed title's line, not the underline's
                QVERIFY(!v.toObject().contains("start_line"));
                QVERIFY2(body.contains("31 columns but the title is 35"), qPrintable(body));
                QVERIFY2(body.contains("(on line 2, "), qPrintable(body));
            } else if (check == u"korean-typo") {
                typo = true;
                QCOMPARE(v["line"].toInt(), 6);
                QVERIFY2(body.contains("학슴"), qPrintable(body));
                QVERIFY2(!body.contains("suggestion"), qPrintable(body));
            }
        }
        QVERIFY2(underline, json.constData());
        QVERIFY2(typo, json.constData());
        // The underline error is not also an entry of the body.
        QVERIFY2(!request["body"].toString().contains("rst-title-underline"),
                 qPrintable(request["body"].toString()));
    }
};

QTEST_GUILESS_MAIN(TstReviewTrust)
#include "tst_reviewtrust.moc"
