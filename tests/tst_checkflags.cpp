// SPDX-License-Identifier: GPL-3.0-or-later
// A check's behaviour beyond its own reports comes from its CheckInfo flags alone, never from a
// list of ids somewhere else (issue 22): checks registered here, in this test only, are set aside
// as upstream sync drift (review/syncdrift.cpp) and still run in a bounded lint of a very large
// pair (checks/boundedlint.h) exactly when their flags say so. Each flagged check has a twin
// without the flag that reports the same thing, so the difference is the flag's doing. Two more
// show that every check sees every resource the project gives (checks/checkcontext.h).
#include "boundedlint.h"
#include "checkout.h"
#include "checkregistry.h"
#include "checktesting.h"
#include "reviewtesting.h"

#include <QMutex>
#include <QTemporaryDir>
#include <QTest>

using namespace tandem;
using namespace tandem::testing;

namespace {

// Reports every draft line that calls make_gadget(style='v2') (a code line an upstream sync
// changes below).
void reportV2Calls(const CheckContext &ctx, IssueSink &sink)
{
    for (const SourceLine &line : ctx.draft.lines)
        if (const qsizetype at = line.text.indexOf(QLatin1StringView("style='v2'")); at >= 0)
            sink.report(Severity::Warning,
                        Range{{line.fileLine, int(at + line.fileColumn)},
                              {line.fileLine, int(at + line.fileColumn + 10)}},
                        QStringLiteral("v2 call"));
}

// One note at the top of any draft.
void reportTop(const CheckContext &, IssueSink &sink)
{
    sink.report(Severity::Info, Range{{0, 0}, {0, 1}}, QStringLiteral("top"));
}

// What the resource probes below saw of the project's resources, one entry per run of either.
QMutex seenMutex;
QList<CheckResources> seenResources;

// Records the resources its context carries (a long draft runs it beside the alignment).
void recordResources(const CheckContext &ctx, IssueSink &)
{
    QMutexLocker lock(&seenMutex);
    seenResources.append(ctx);
}

const char *SyncedCheck = "test-v2-call-sync";
const char *PlainCheck = "test-v2-call-plain";
const char *BoundedCheck = "test-top-bounded";
const char *UnboundedCheck = "test-top-plain";

const char *En = "Gadgets\n=======\n\n"
                 "Build a gadget from parts.\n\n"
                 ".. code-block:: python\n\n"
                 "   g = make_gadget(legacy=True)\n\n"
                 "The gadget is ready.\n";
const char *Ko = "가젯\n====\n\n"
                 "부품으로 가젯을 만듭니다.\n\n"
                 ".. code-block:: python\n\n"
                 "   g = make_gadget(legacy=True)\n\n"
                 "가젯이 준비되었습니다.\n";

// The Korean with the code line upstream changed (line 7).
QString withNewCode()
{
    return QString::fromUtf8(Ko).replace(QStringLiteral("legacy=True"),
                                         QStringLiteral("style='v2'"));
}

QList<Issue> ofCheck(const Issues &issues, const char *check)
{
    return issuesOf(issues, QLatin1String(check));
}

} // namespace

class TestCheckFlags : public QObject
{
    Q_OBJECT

    QTemporaryDir m_tmp;
    int m_repos = 0;

    // English at day 1 (the review's base), its translation at day 2, the changed code line
    // committed with `subject` at day 3; the review of the one file.
    std::optional<ReviewFile> reviewAfterEdit(const QString &subject)
    {
        return testing::reviewAfterEdit(m_tmp.filePath(QString::number(++m_repos)),
                                        QStringLiteral("docs/gadget.rst"), QString::fromUtf8(En),
                                        QString::fromUtf8(Ko), withNewCode(), subject);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        registerCheckForTests({.id = SyncedCheck,
                               .summary = "test: a v2 call, sync-comparable",
                               .needsSource = true,
                               .syncDrift = {.comparable = true, .upstreamText = true},
                               .run = reportV2Calls});
        registerCheckForTests({.id = PlainCheck,
                               .summary = "test: a v2 call",
                               .needsSource = true,
                               .run = reportV2Calls});
        registerCheckForTests({.id = BoundedCheck,
                               .summary = "test: a note, runs when bounded",
                               .severity = Severity::Info,
                               .runsWhenBounded = true,
                               .run = reportTop});
        registerCheckForTests({.id = UnboundedCheck,
                               .summary = "test: a note",
                               .severity = Severity::Info,
                               .run = reportTop});
        registerCheckForTests({.id = "test-resources-early",
                               .summary = "test: records its resources, before the alignment",
                               .beforeAlignment = true,
                               .run = recordResources});
        registerCheckForTests({.id = "test-resources-aligned",
                               .summary = "test: records its resources, after the alignment",
                               .needsSource = true,
                               .run = recordResources});
    }

    // A resource added to CheckResources and filled in ProjectContext::resources() reaches
    // every check, on either thread of a long draft's run: the linter hands each context the
    // project's resources whole, never member by member.
    void everyResourceReachesEveryCheck_data()
    {
        QTest::addColumn<int>("parallelFromLines");
        QTest::newRow("one thread") << 300;
        QTest::newRow("two threads") << 1;
    }
    void everyResourceReachesEveryCheck()
    {
        QFETCH(int, parallelFromLines);
        // Every resource below has a value: one added to CheckResources must get one here too.
        static_assert(sizeof(CheckResources) == 7 * sizeof(void *),
                      "a new resource: give it a value in this test");
        BuiltInParts parts;
        parts.checks.parallelFromLines = parallelFromLines;
        parts.checkoutWords = CheckoutWords::fromTexts({QStringLiteral("가젯을 만듭니다")});
        parts.markupGaps =
            std::make_shared<const MarkupGapUsage>(std::make_shared<const CheckoutTexts>(
                m_tmp.path(), CheckoutTexts::Lister(), QStringLiteral("-")));
        parts.lexicon = LazyLexicon::of(BilingualLexicon());
        const auto project = ProjectContext::builtIn(parts);
        const CheckResources expected = project->resources();
        QVERIFY(expected.terms && expected.style && expected.acceptedWords &&
                expected.dictionaries && expected.markupGaps && expected.checkoutWords &&
                expected.lexicon);
        seenResources.clear();
        lintPair(project, QString::fromUtf8(En), QString::fromUtf8(Ko));
        QCOMPARE(seenResources.size(), 2);
        for (const CheckResources &seen : std::as_const(seenResources))
            QVERIFY(seen == expected);
    }

    // The translator's own commit: both twins report the changed line.
    void translatorsEditIsReportedByBoth()
    {
        if (GitRunner::program().isEmpty()) QSKIP("git is not installed");
        const auto file = reviewAfterEdit(QStringLiteral("코드 수정"));
        QVERIFY(file);
        QVERIFY(file->syncDrift.isEmpty());
        for (const char *id : {SyncedCheck, PlainCheck}) {
            const QList<Issue> found = ofCheck(file->issues, id);
            QCOMPARE(found.size(), 1);
            QCOMPARE(found[0].range.start.line, 7);
            QCOMPARE(found[0].range.start.column, 19);
            QCOMPARE(found[0].severity, Severity::Warning);
        }
    }

    // The same edit by an upstream sync: the flagged check's report is the sync's and is set
    // aside, counted for the sync; its twin without the flag keeps it. (The sync's hunk has no
    // Korean, so it is replayed on the English: code-changed has nothing to report.)
    void syncsEditIsSetAsideByTheFlagAlone()
    {
        if (GitRunner::program().isEmpty()) QSKIP("git is not installed");
        const auto file =
            reviewAfterEdit(QStringLiteral("Gadget v2 반영, example/gadgets@1a2b3c4d"));
        QVERIFY(file);
        QVERIFY(ofCheck(file->issues, SyncedCheck).isEmpty());
        QVERIFY(ofCheck(file->issues, "code-changed").isEmpty());
        QCOMPARE(ofCheck(file->issues, PlainCheck).size(), 1);
        QCOMPARE(file->syncDrift.size(), 1);
        QCOMPARE(file->syncDrift[0].count, 1); // the flagged check's report
    }

    // Over the size bound only checks flagged runsWhenBounded run; the note names the others.
    void boundedLintRunsOnlyFlaggedChecks()
    {
        QString source, draft;
        const QString en = QStringLiteral("Title\n=====\n\nSome text here.\n\n");
        const QString ko = QStringLiteral("제목\n====\n\n여기 글입니다.\n\n");
        while (source.size() + draft.size() <= kBoundedLintCharacters) {
            source += en.repeated(1000);
            draft += ko.repeated(1000);
        }
        const LintResult r = lintPair(ProjectContext::builtIn(), source, draft);
        const QList<Issue> top = ofCheck(r.issues, BoundedCheck);
        QCOMPARE(top.size(), 1);
        QCOMPARE(top[0].range.start.line, 0);
        QCOMPARE(top[0].severity, Severity::Info);
        QVERIFY(ofCheck(r.issues, UnboundedCheck).isEmpty());
        const QList<Issue> note = ofCheck(r.issues, "large-file-bounded");
        QCOMPARE(note.size(), 1);
        QVERIFY2(note[0].message.contains(QLatin1String(UnboundedCheck)),
                 qPrintable(note[0].message));
        QVERIFY(!note[0].message.contains(QLatin1String(BoundedCheck)));

        // Under the bound both run.
        const LintResult small = lintPair(ProjectContext::builtIn(), en, ko);
        QCOMPARE(ofCheck(small.issues, BoundedCheck).size(), 1);
        QCOMPARE(ofCheck(small.issues, UnboundedCheck).size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestCheckFlags)
#include "tst_checkflags.moc"
