// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 16, a bounded lint (core/checks/boundedlint.h): a source and draft over 4 Mi characters
// together are linted for the draft's reStructuredText only, and the large-file-bounded info
// says which checks were skipped; a pair under the bound is linted in full and gets no such
// note. The pairs are generated here: a chapter with a short title underline (an RST error
// that must still be found) and a code block the draft changed (a pair check's warning).
#include "boundedlint.h"
#include "checktesting.h"
#include "linter.h"

#include <QTest>

using namespace tandem;
using namespace tandem::testing;

namespace {

// `count` chapters; chapter `broken` has an underline shorter than its title (4 characters, so not
// read as ordinary text), and in the draft
// every code block says `y` where the source says `x`.
QString chapters(int count, bool korean, int broken)
{
    QString out;
    for (int k = 0; k < count; ++k) {
        const QString title =
            korean ? QStringLiteral("%1 장").arg(k) : QStringLiteral("Chapter %1").arg(k);
        out += title + u'\n' + QString(k == broken ? 4 : title.size() + 2, u'=') +
               QStringLiteral("\n\n");
        out += korean ? QStringLiteral("값을 계산합니다.\n\n")
                      : QStringLiteral("This computes the value.\n\n");
        out += korean ? QStringLiteral("::\n\n   y = 1\n\n") : QStringLiteral("::\n\n   x = 1\n\n");
    }
    return out;
}

// The file line of chapter `k`'s title: each chapter is 9 lines.
int titleLine(int k)
{
    return k * 9;
}

qsizetype characters(const QString &a, const QString &b)
{
    return a.size() + b.size();
}

} // namespace

class TestBoundedLint : public QObject
{
    Q_OBJECT
private slots:
    void overTheBoundOnlyRstIsChecked()
    {
        const int n = 40000, broken = 30000;
        const QString source = chapters(n, false, -1), draft = chapters(n, true, broken);
        QVERIFY2(characters(source, draft) > kBoundedLintCharacters,
                 qPrintable(QString::number(characters(source, draft))));
        const LintResult r = lintPair(ProjectContext::builtIn(), source, draft);

        const Issues notes = issuesOf(r.issues, QStringLiteral("large-file-bounded"));
        QCOMPARE(notes.size(), 1);
        QCOMPARE(notes[0].severity, Severity::Info);
        QCOMPARE(notes[0].side, Side::Draft);
        QCOMPARE(notes[0].range, (Range{{0, 0}, {0, 0}}));
        for (const char *skipped : {"code-changed", "latin-typo", "untranslated"})
            QVERIFY2(notes[0].message.contains(QLatin1String(skipped)),
                     qPrintable(notes[0].message));
        QVERIFY(!notes[0].message.contains(QLatin1String("rst-title-underline")));

        // The planted RST error is still found, where it is.
        const Issues underline = issuesOf(r.issues, QStringLiteral("rst-title-underline"));
        QCOMPARE(underline.size(), 1);
        QCOMPARE(underline[0].severity, Severity::Error);
        QCOMPARE(underline[0].range.start.line, titleLine(broken) + 1);
        // The pair checks did not run and the pair was not aligned.
        QVERIFY(issuesOf(r.issues, QStringLiteral("code-changed")).isEmpty());
        QVERIFY(r.alignment.segments.isEmpty());
        QCOMPARE(r.alignment.segmentAtDraftLine(titleLine(broken)), -1);
    }

    void aDraftAloneOverTheBound()
    {
        const QString draft = chapters(110000, true, 50000);
        QVERIFY(draft.size() > kBoundedLintCharacters);
        const LintResult r = lintPair(ProjectContext::builtIn(), QString(), draft);
        const Issues notes = issuesOf(r.issues, QStringLiteral("large-file-bounded"));
        QCOMPARE(notes.size(), 1);
        QVERIFY2(notes[0].message.contains(QLatin1String("spelling")) ||
                     notes[0].message.contains(QLatin1String("particle")),
                 qPrintable(notes[0].message));
        // No pair check is named: there was no source to compare with.
        QVERIFY2(!notes[0].message.contains(QLatin1String("code-changed")),
                 qPrintable(notes[0].message));
        const Issues underline = issuesOf(r.issues, QStringLiteral("rst-title-underline"));
        QCOMPARE(underline.size(), 1);
        QCOMPARE(underline[0].range.start.line, titleLine(50000) + 1);
    }

    void underTheBoundEverythingRuns()
    {
        const QString source = chapters(200, false, -1), draft = chapters(200, true, 150);
        const LintResult r = lintPair(ProjectContext::builtIn(), source, draft);
        QVERIFY(issuesOf(r.issues, QStringLiteral("large-file-bounded")).isEmpty());
        QCOMPARE(issuesOf(r.issues, QStringLiteral("rst-title-underline")).size(), 1);
        // The pair checks ran on an alignment: every changed code block is reported.
        QCOMPARE(issuesOf(r.issues, QStringLiteral("code-changed")).size(), 200);
        QVERIFY(!r.alignment.segments.isEmpty());
    }

    void theBoundIsExact()
    {
        RstDocument draft;
        // A line counts its characters and its line end.
        draft.lines.append(SourceLine{QString(kBoundedLintCharacters - 1, u'a')});
        QCOMPARE(lintedCharacters(nullptr, draft), kBoundedLintCharacters);
        QVERIFY(!isBoundedLint(nullptr, draft));
        RstDocument source;
        source.lines.append(SourceLine{});
        QVERIFY(isBoundedLint(&source, draft));
    }

    void whatStillRuns()
    {
        QVERIFY(runsWhenBounded(*findCheck(u"rst-title-underline")));
        QVERIFY(runsWhenBounded(*findCheck(u"hidden-unicode")));
        QVERIFY(runsWhenBounded(*findCheck(u"large-file-bounded")));
        QVERIFY(!runsWhenBounded(*findCheck(u"rst-markup-lost"))); // a pair check
        QVERIFY(!runsWhenBounded(*findCheck(u"glossary-term")));
        QVERIFY(!runsWhenBounded(*findCheck(u"latin-typo")));
    }
};

QTEST_GUILESS_MAIN(TestBoundedLint)
#include "tst_boundedlint.moc"
