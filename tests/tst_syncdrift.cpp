// SPDX-License-Identifier: GPL-3.0-or-later
// Upstream sync drift (review/syncdrift.cpp): a sync that rewrote a translated paragraph in new
// Korean while upstream dropped a literal and two version numbers from its English. The draft is
// compared with the English the translation was made from, older than the sync, so the missing
// literal and numbers are the sync's doing, not the translator's (issue 25's largest cause of
// wrong comparison reports on the practice repository's older states). A token the Korean never
// had before the sync stays the translator's omission.
#include "checktesting.h"
#include "reviewtesting.h"

#include <QTemporaryDir>
#include <QTest>

using namespace tandem;
using namespace tandem::testing;

namespace {

const char *En = "Install\n=======\n\n"
                 "Install the package with ``pip install gadget``. It works with Python 3.5 to\n"
                 "3.7 only.\n\n"
                 "Run the gadget.\n";
// The translation as the translator left it: every literal and number kept.
const char *Ko = "설치\n====\n\n"
                 "``pip install gadget`` 으로 패키지를 설치합니다. Python 3.5에서 3.7까지만\n"
                 "동작합니다.\n\n"
                 "가젯을 실행합니다.\n";
// The same, without the literal (the translator's own omission).
const char *KoWithoutLiteral = "설치\n====\n\n"
                               "패키지를 설치합니다. Python 3.5에서 3.7까지만\n"
                               "동작합니다.\n\n"
                               "가젯을 실행합니다.\n";
// The paragraph rewritten in new Korean for upstream's new English, which names neither.
const char *KoRewritten = "설치\n====\n\n"
                          "최신 Python에서 ``gadget`` 패키지를 설치하면 바로 쓸 수 있습니다.\n\n"
                          "가젯을 실행합니다.\n";

const char *SyncSubject = "Gadget v2 반영, example/gadgets@1a2b3c4d";

} // namespace

class TestSyncDrift : public QObject
{
    Q_OBJECT

    QTemporaryDir m_tmp;
    int m_repos = 0;

    // English at day 1 (the review's base), `translation` at day 2, the rewritten paragraph
    // committed with `subject` at day 3; the review of the one file.
    std::optional<ReviewFile> review(const char *translation, const QString &subject)
    {
        return reviewAfterEdit(m_tmp.filePath(QString::number(++m_repos)),
                               QStringLiteral("docs/install.rst"), QString::fromUtf8(En),
                               QString::fromUtf8(translation), QString::fromUtf8(KoRewritten),
                               subject);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        if (GitRunner::program().isEmpty()) QSKIP("git is not installed");
    }

    // The translator rewrote the paragraph: the missing literal and numbers are reported.
    void translatorsRewriteIsReported()
    {
        const auto file = review(Ko, QStringLiteral("설치 문단 다듬기"));
        QVERIFY(file);
        QVERIFY(file->syncDrift.isEmpty());
        const QList<Issue> literal = issuesOf(file->issues, QStringLiteral("literal-changed"));
        QCOMPARE(literal.size(), 1);
        QCOMPARE(literal[0].severity, Severity::Warning);
        QCOMPARE(literal[0].range.start.line, 3);
        const QList<Issue> numbers = issuesOf(file->issues, QStringLiteral("number-mismatch"));
        QVERIFY(!numbers.isEmpty());
        for (const Issue &i : numbers)
            QCOMPARE(i.range.start.line, 3);
    }

    // The sync rewrote it and removed the literal and the numbers from the Korean: its doing.
    void syncsRemovalIsSetAside()
    {
        const auto file = review(Ko, QString::fromUtf8(SyncSubject));
        QVERIFY(file);
        QVERIFY(issuesOf(file->issues, QStringLiteral("literal-changed")).isEmpty());
        QVERIFY(issuesOf(file->issues, QStringLiteral("number-mismatch")).isEmpty());
        QCOMPARE(file->syncDrift.size(), 1);
        QVERIFY(file->syncDrift[0].count >= 2);
        QVERIFY(file->syncDrift[0].subject.contains(QLatin1String("example/gadgets@1a2b3c4d")));
    }

    // The Korean lacked the literal before the sync: the sync removed only the numbers, so the
    // literal stays the translator's omission. (The numbers' reports go with the sync.)
    void literalTheKoreanNeverHadStays()
    {
        const auto file = review(KoWithoutLiteral, QString::fromUtf8(SyncSubject));
        QVERIFY(file);
        const QList<Issue> literal = issuesOf(file->issues, QStringLiteral("literal-changed"));
        QCOMPARE(literal.size(), 1);
        QCOMPARE(literal[0].range.start.line, 3);
    }
};

QTEST_GUILESS_MAIN(TestSyncDrift)
#include "tst_syncdrift.moc"
