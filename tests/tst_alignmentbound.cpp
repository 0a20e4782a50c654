// SPDX-License-Identifier: GPL-3.0-or-later
// The bound on alignment (core/align/alignment.cpp, issue 16): a pair over ~2,000 units a side
// is aligned in a band around the code blocks both sides share, and the issue list says so with
// the info check alignment-approximated; a pair under it is aligned exactly and gets no such
// note. The inputs are generated here: numbered "chapters" of a paragraph and a code block, so
// that every pair alignment makes can be checked by its numbers.
#include "alignment.h"
#include "checktesting.h"
#include "linter.h"

#include <QRegularExpression>
#include <QTest>

using namespace tandem;
using namespace tandem::testing;

namespace {

// Chapter k: a paragraph naming k and a code block computing k; English or Korean prose;
// chapters dropFirst..dropLast left out.
QString chapters(int count, bool korean, int dropFirst = -1, int dropLast = -2)
{
    QString out;
    for (int k = 0; k < count; ++k) {
        if (k >= dropFirst && k <= dropLast) continue;
        // Paragraphs of different lengths, as real ones are: alignment scores a pair by its
        // numbers (hashed into 64 bits, so two chapters' numbers may collide) and its length.
        const int words = 1 + k % 150; // distinct across any gap below 150 chapters
        out += korean ? QStringLiteral("%1 단계에서는%2 값 %1 을 계산합니다.\n\n")
                            .arg(k)
                            .arg(QStringLiteral(" 아주").repeated(words))
                      : QStringLiteral("Step %1 computes%2 the value %1.\n\n")
                            .arg(k)
                            .arg(QStringLiteral(" very").repeated(words));
        out += QStringLiteral("::\n\n   value = %1\n\n").arg(k);
    }
    return out;
}

// The number a line of `text` holds (the chapter it belongs to), or -1.
int chapterOf(const QStringList &lines, int line)
{
    static const QRegularExpression number(QStringLiteral("\\d+"));
    const auto m = number.match(lines.value(line));
    return m.hasMatch() ? m.captured().toInt() : -1;
}

struct Checked
{
    int paired = 0, mispaired = 0, sourceOnly = 0, draftOnly = 0;
    QList<int> missingChapters; // of the source-only units, in order, without repeats
};

// Every segment of `r`: pairs must join units of one chapter.
Checked check(const LintResult &r, const QString &source, const QString &draft)
{
    const QStringList s = source.split(u'\n'), d = draft.split(u'\n');
    const Alignment &a = r.alignment;
    Checked c;
    for (const Segment &seg : a.segments) {
        if (seg.hasSource() && seg.hasDraft()) {
            ++c.paired;
            if (chapterOf(s, a.sourceLines(seg).second) != chapterOf(d, a.draftLines(seg).second)) {
                ++c.mispaired;
                qWarning("mispaired: source lines %d-%d, draft lines %d-%d",
                         a.sourceLines(seg).first + 1, a.sourceLines(seg).second + 1,
                         a.draftLines(seg).first + 1, a.draftLines(seg).second + 1);
            }
        } else if (seg.hasSource()) {
            for (int u = seg.sourceFirst; u <= seg.sourceLast; ++u) {
                ++c.sourceOnly;
                const int k = chapterOf(s, a.sourceUnits[u].endLine);
                if (c.missingChapters.isEmpty() || c.missingChapters.last() != k)
                    c.missingChapters.append(k);
            }
        } else {
            c.draftOnly += seg.draftLast - seg.draftFirst + 1;
        }
    }
    return c;
}

QList<int> range(int first, int last)
{
    QList<int> out;
    for (int k = first; k <= last; ++k)
        out.append(k);
    return out;
}

} // namespace

class TestAlignmentBound : public QObject
{
    Q_OBJECT
private slots:
    // 2,500 chapters (5,000 units a side), the draft without chapters 1,200-1,299: aligned in the
    // band, every pair right, the 100 dropped chapters missing, and one note that says so.
    void hugePairIsBoundedAndSaysSo()
    {
        const QString source = chapters(2500, false), draft = chapters(2500, true, 1200, 1299);
        const LintResult r = testing::lintPair(ProjectContext::builtIn(), source, draft);
        QCOMPARE(r.alignment.sourceUnits.size(), 5000);
        QCOMPARE(r.alignment.draftUnits.size(), 4800);
        QVERIFY(r.alignment.approximated);

        const Checked c = check(r, source, draft);
        QCOMPARE(c.mispaired, 0);
        QCOMPARE(c.paired, 4800);
        QCOMPARE(c.sourceOnly, 200);
        QCOMPARE(c.draftOnly, 0);
        QCOMPARE(c.missingChapters, range(1200, 1299));

        const Issues notes = issuesOf(r.issues, QStringLiteral("alignment-approximated"));
        QCOMPARE(notes.size(), 1);
        QCOMPARE(notes[0].severity, Severity::Info);
        QCOMPARE(notes[0].side, Side::Draft);
        QCOMPARE(notes[0].range.start.line, 0);
        QVERIFY2(notes[0].message.contains(QStringLiteral("5000")) &&
                     notes[0].message.contains(QStringLiteral("4800")),
                 qPrintable(notes[0].message));
        // The dropped chapters are reported where they are, by the check that reads alignment.
        const Issues missing = issuesOf(r.issues, QStringLiteral("missing-segment"));
        QVERIFY(!missing.isEmpty());
        for (const Issue &i : missing)
            QVERIFY2(i.side == Side::Source &&
                         chapterOf(source.split(u'\n'), i.range.start.line) >= 1200 &&
                         chapterOf(source.split(u'\n'), i.range.start.line) <= 1299,
                     qPrintable(describe({i})));
    }

    // The draft adds 100 chapters of its own in the middle (translator's material with code):
    // the guide follows the shift, and the additions are the only unpaired units.
    void hugePairWithAdditionsInTheDraft()
    {
        const QString source = chapters(2500, false, 1200, 1299), draft = chapters(2500, true);
        const LintResult r = testing::lintPair(ProjectContext::builtIn(), source, draft);
        QVERIFY(r.alignment.approximated);
        const Checked c = check(r, source, draft);
        // At most the paragraph at the edge of the added run pairs with an added one (both are
        // skipped around it either way); every other unit pairs with its own chapter.
        QVERIFY2(c.mispaired <= 1, qPrintable(QString::number(c.mispaired)));
        QVERIFY(c.paired >= 4799 && c.paired <= 4800);
        QCOMPARE(c.sourceOnly, 0);
        QVERIFY(c.draftOnly >= 199 && c.draftOnly <= 200);
    }

    // Under the bound (1,900 units a side): the whole table, no note, the same pairs.
    void pairUnderTheBoundIsExact()
    {
        const QString source = chapters(950, false), draft = chapters(950, true, 400, 499);
        const LintResult r = testing::lintPair(ProjectContext::builtIn(), source, draft);
        QVERIFY(!r.alignment.approximated);
        QVERIFY(issuesOf(r.issues, QStringLiteral("alignment-approximated")).isEmpty());
        const Checked c = check(r, source, draft);
        QCOMPARE(c.mispaired, 0);
        QCOMPARE(c.missingChapters, range(400, 499));
    }
};

QTEST_GUILESS_MAIN(TestAlignmentBound)
#include "tst_alignmentbound.moc"
