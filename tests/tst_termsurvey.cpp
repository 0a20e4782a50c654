// SPDX-License-Identifier: GPL-3.0-or-later
// The term survey outside the glossary (observeTerms → buildTermReport) on invented pairs:
// what a maintainer reads as "English rendered more than one way" must be real variants, not
// word forms, glosses, credit labels, function words or a neighbour's rendering.
#include "alignment.h"
#include "glossarymatcher.h"
#include "glossaryscan.h"
#include "rstscanner.h"
#include "stylerules.h"
#include "termobservations.h"
#include "termtable.h"

#include <QTest>

using namespace tandem;

namespace {

// Observations of one pair of paragraphs-per-line texts, with no glossary.
QList<TermSegment> observe(const QStringList &english, const QStringList &korean,
                           const StyleRules *style = nullptr)
{
    static const GlossaryMatcher noGlossary;
    const RstDocument source = scanDocument(english.join(QStringLiteral("\n\n")), FileKind::Rst);
    const RstDocument draft = scanDocument(korean.join(QStringLiteral("\n\n")), FileKind::Rst);
    const Alignment al = align(source, draft);
    return observeTerms(source, draft, al, noGlossary, findTerms(source, noGlossary, true),
                        findTerms(draft, noGlossary, false), style);
}

TermReport report(const QList<TermSegment> &segments)
{
    static const GlossaryMatcher noGlossary;
    return buildTermReport({{QStringLiteral("a.rst"), &segments}}, noGlossary);
}

const TermRow *rowFor(const QList<TermRow> &rows, const QString &english)
{
    for (const TermRow &t : rows)
        if (t.english.compare(english, Qt::CaseInsensitive) == 0) return &t;
    return nullptr;
}

QStringList renderingsOf(const TermRow *row)
{
    QStringList list;
    if (row)
        for (const TermRendering &r : row->renderings)
            list.append(r.text);
    return list;
}

// A segment as observeTerms makes it: English keys and Korean words.
TermSegment segment(const QStringList &english, const QStringList &korean)
{
    TermSegment s;
    s.english = english;
    s.englishSurface = english;
    s.korean = korean;
    return s;
}

// `times` such segments.
void add(QList<TermSegment> &list, int times, const QStringList &english, const QStringList &korean)
{
    for (int i = 0; i < times; ++i)
        list.append(segment(english, korean));
}

} // namespace

class TstTermSurvey : public QObject
{
    Q_OBJECT

private slots:
    void realVariantIsListed()
    {
        // "checkpoint" rendered 체크포인트 three times and 검사점 twice: a real inconsistency.
        const QList<TermSegment> s = observe(
            {"Save a checkpoint now.", "The checkpoint holds weights.",
             "Load the checkpoint later.", "A checkpoint is small.", "Every checkpoint is named."},
            {"지금 체크포인트를 저장합니다.", "체크포인트는 가중치를 담습니다.",
             "나중에 체크포인트를 불러옵니다.", "검사점은 작습니다.",
             "모든 검사점에는 이름이 있습니다."});
        const TermReport r = report(s); // the rows point into it
        const TermRow *row = rowFor(r.variants, "checkpoint");
        QVERIFY(row);
        QCOMPARE(renderingsOf(row), QStringList({"체크포인트", "검사점"}));
        QCOMPARE(row->renderings.at(0).count, 3);
        QCOMPARE(row->renderings.at(1).count, 2);
    }

    void formsOfOneKoreanWordAreOneRendering()
    {
        // 불러오기 and 불러올 (one stem, two endings), 기본 and 기본적: no inconsistency.
        QList<TermSegment> s;
        add(s, 3, {"loading"}, {"불러오기"});
        add(s, 2, {"loading"}, {"불러올"});
        add(s, 3, {"basic"}, {"기본"});
        add(s, 2, {"basic"}, {"기본적"});
        const TermReport r = report(s);
        QVERIFY(!rowFor(r.variants, "loading"));
        QVERIFY(!rowFor(r.variants, "basic"));
        // ...while two different words still are.
        s.append(segment({"basic"}, {"초급"}));
        s.append(segment({"basic"}, {"초급"}));
        const TermReport again = report(s);
        const TermRow *basic = rowFor(again.variants, "basic");
        QVERIFY(basic);
        QCOMPARE(renderingsOf(basic), QStringList({"기본", "초급"}));
        QCOMPARE(basic->renderings.at(0).count, 5);
    }

    void neighboursRenderingIsNotAVariant()
    {
        // 저장 renders "save" ten times; "loading" is rendered 불러오기 and shares segments with
        // 저장 (저장된 모델 불러오기), twice with no 불러오기: linked there by sharing segments.
        QList<TermSegment> s;
        add(s, 10, {"save"}, {"저장"});
        add(s, 3, {"loading"}, {"불러오기", "저장"});
        add(s, 2, {"loading"}, {"저장"});
        QVERIFY(!rowFor(report(s).variants, "loading"));
        // At a fair share of the Korean word's uses it is a variant again.
        add(s, 2, {"loading"}, {"저장"});
        QCOMPARE(renderingsOf(rowFor(report(s).variants, "loading")),
                 QStringList({"저장", "불러오기"}));
    }

    void oneSyllableNeedsAThirdLink()
    {
        // 본 (보- + ㄴ, "seen") twice is a verb form as often as a noun.
        QList<TermSegment> s;
        add(s, 4, {"sample"}, {"표본"});
        add(s, 2, {"sample"}, {"본"});
        QVERIFY(!rowFor(report(s).variants, "sample"));
        s.append(segment({"sample"}, {"본"}));
        QCOMPARE(renderingsOf(rowFor(report(s).variants, "sample")), QStringList({"표본", "본"}));
    }

    void englishGlossIsNotARendering()
    {
        // 개요(Overview): the English in parentheses glosses the Korean; it is not kept English.
        const QStringList english{"The overview shows totals.", "Open the overview first.",
                                  "Each overview is short.", "An overview helps."};
        const QList<TermSegment> glossed = observe(
            english, {"개요(Overview)는 합계를 보여줍니다.", "먼저 개요(overview)를 엽니다.",
                      "각 개요는 짧습니다.", "개요가 도움이 됩니다."});
        QVERIFY(!rowFor(report(glossed).variants, "overview"));
        for (const TermSegment &seg : glossed)
            QVERIFY2(!seg.korean.contains(QStringLiteral("overview")),
                     qPrintable(seg.korean.join(u',')));
        // English kept instead of a translation is a variant.
        const QList<TermSegment> kept =
            observe(english, {"overview는 합계를 보여줍니다.", "먼저 overview를 엽니다.",
                              "각 개요는 짧습니다.", "개요가 도움이 됩니다."});
        QCOMPARE(renderingsOf(rowFor(report(kept).variants, "overview")),
                 QStringList({"overview", "개요"}));
    }

    void creditLinesGiveNoWords()
    {
        // **Author**: X / **저자**: X **번역**: Y: the labels are not renderings of each other.
        const auto style = StyleRules::builtIn();
        const QStringList english{"**Author**: Jane Doe", "The author wrote this."};
        const QStringList korean{"**저자**: Jane Doe **번역**: 홍길동", "저자가 이것을 썼습니다."};
        const QList<TermSegment> withStyle = observe(english, korean, style.get());
        QCOMPARE(withStyle.size(), 2);
        QVERIFY(withStyle.at(0).english.isEmpty());
        QVERIFY(withStyle.at(0).korean.isEmpty());
        QVERIFY(withStyle.at(1).english.contains(QStringLiteral("author")));
        // Without conventions to recognise it, the line is prose like any other.
        QVERIFY(observe(english, korean).at(0).korean.contains(QStringLiteral("번역")));
    }

    void functionWordsAreNoTerms()
    {
        const QList<TermSegment> s = observe({"During training, the loss drops."},
                                             {"학습하는 동안 지금 손실이 줄어듭니다."});
        QCOMPARE(s.size(), 1);
        QVERIFY(!s.at(0).english.contains(QStringLiteral("during")));
        QVERIFY(s.at(0).english.contains(QStringLiteral("loss")));
        QVERIFY(!s.at(0).korean.contains(QStringLiteral("지금")));
        QVERIFY(s.at(0).korean.contains(QStringLiteral("손실")));
    }
};

QTEST_GUILESS_MAIN(TstTermSurvey)
#include "tst_termsurvey.moc"
