// SPDX-License-Identifier: GPL-3.0-or-later
#include "alignment.h"
#include "bilinguallexicon.h"
#include "codecompare.h"
#include "datatable.h"
#include "rstscanner.h"

#include <QTest>

using namespace tandem;

namespace {
// "S-S:D-D" (1-based first lines of each side, '-' for an empty side) for every segment.
QString describe(const Alignment &a)
{
    QStringList out;
    for (const Segment &s : a.segments) {
        const auto src = a.sourceLines(s), dst = a.draftLines(s);
        out << QStringLiteral("%1:%2").arg(
            s.hasSource() ? QString::number(src.first + 1) : QStringLiteral("-"),
            s.hasDraft() ? QString::number(dst.first + 1) : QStringLiteral("-"));
    }
    return out.join(u' ');
}
} // namespace

class TestAlignment : public QObject
{
    Q_OBJECT
private slots:
    void normalizedCodeIsKeptPerTextLanguageAndMode()
    {
        // normalizedCode() is memoised by content: the same lines under another language or
        // the other string mode are another entry, and asking twice gives the same answer.
        const QStringList lines = {QStringLiteral("x = f(a,  \"b\")  # note"),
                                   QStringLiteral("y = 2 // 3")};
        const QStringList python = {QStringLiteral("x=f(a,\"b\")"), QStringLiteral("y=2//3")};
        const QStringList pythonBlank = {QStringLiteral("x=f(a,\"\")"), QStringLiteral("y=2//3")};
        const QStringList c = {QStringLiteral("x=f(a,\"b\")#note"), QStringLiteral("y=2")};
        for (int round = 0; round < 2; ++round) {
            QCOMPARE(normalizedCode(lines, QStringLiteral("python"), false), python);
            QCOMPARE(normalizedCode(lines, QStringLiteral("python"), true), pythonBlank);
            QCOMPARE(normalizedCode(lines, QStringLiteral("c"), false), c);
        }
        // Lines are not run together into one key: two lines are not one with a line break.
        QCOMPARE(normalizedCode({QStringLiteral("a"), QStringLiteral("b")}, {}, false),
                 (QStringList{QStringLiteral("a"), QStringLiteral("b")}));
        QCOMPARE(normalizedCode({QStringLiteral("a\nb")}, {}, false),
                 (QStringList{QStringLiteral("a b")}));
    }

    void align_data()
    {
        testing::columns<QString, QString, QString>("source", "draft", "segments");
        QTest::newRow("one to one") << "Title\n=====\n\nFirst paragraph here.\n\n.. code-block:: "
                                       "python\n\n   x = 1\n\nLast one.\n"
                                    << "제목\n====\n\n첫 문단입니다.\n\n.. code-block:: python\n\n "
                                       "  x = 1\n\n마지막입니다.\n"
                                    << "1:1 4:4 6:6 10:10";
        QTest::newRow("paragraph missing in the draft")
            << "Intro text that is long enough.\n\nA second paragraph with ``code``.\n\n::\n\n   x "
               "= 1\n"
            << "소개하는 문단입니다.\n\n::\n\n   x = 1\n"
            << "1:1 3:- 7:5"; // a literal block's unit starts at its first line of code
        QTest::newRow("translator's note added")
            << "This introduction paragraph explains what the tutorial is about.\n\n::\n\n   x = "
               "1\n"
            << "이 소개 문단은 튜토리얼이 무엇에 관한 것인지 설명합니다.\n\n역자 주: 짧은 "
               "덧붙임.\n\n::\n\n   x = 1\n"
            << "1:1 -:3 5:7";
        QTest::newRow("two paragraphs merged into one")
            << "First sentence of some length here, with words.\n\nSecond sentence also of some "
               "length, "
               "with words.\n\n::\n\n   x = 1\n"
            << "첫 문장과 둘째 문장을 하나로 합쳐서 길게 번역한 문단입니다. 두 문장의 내용을 모두 "
               "담고 있습니다.\n\n::\n\n   x = 1\n"
            << "1:1 7:5";
        // A short lead-in joined to the paragraph before, in a terse translation: the Korean is
        // about as long as the first paragraph's alone would be, but its two sentences are the
        // two paragraphs' one each. Three paragraphs before set the document's length ratio.
        QTest::newRow("a lead-in merged into a terse paragraph")
            << "Title\n=====\n\n" +
                   QString("The panel draws a border around its label and keeps it while the "
                           "window is open.\n\n")
                       .repeated(3) +
                   "The last two methods show how the counts and times of each step change over "
                   "a run.\n\nFor example, count them as follows:\n\n::\n\n   x = 1\n"
            << QStringLiteral("제목\n====\n\n") +
                   QStringLiteral("패널은 창이 열려 있는 동안 라벨 둘레에 테두리를 그려 "
                                  "둡니다.\n\n")
                       .repeated(3) +
                   QStringLiteral("두 메서드는 단계의 시간 변화를 보입니다. 다음처럼 "
                                  "셉니다.\n\n::\n\n   x = 1\n")
            << "1:1 4:4 6:6 8:8 10:10 16:14";
        QTest::newRow("paragraph split in two")
            << "The first sentence of the paragraph is here. The second sentence of it "
               "follows.\n\n::\n\n   x = 1\n"
            << "문단의 첫 문장이 여기에 있습니다.\n\n그 둘째 문장이 뒤따릅니다.\n\n::\n\n   x = 1\n"
            << "1:1 5:7"; // (as a merge, the segment starts at both first lines)
        // A short first sentence split off: by length alone, pairing the rest and leaving it
        // unpaired scores about as well; merges are ten times as common as drops.
        QTest::newRow("short sentence split off")
            << "Title\n=====\n\nAn intro paragraph of some words.\n\nRun it. The second "
               "sentence is a good deal longer than the first one, with many more words in "
               "it.\n\n::\n\n   x = 1\n"
            << "제목\n====\n\n몇 낱말로 된 소개 문단입니다.\n\n실행합니다.\n\n둘째 문장은 첫 "
               "문장보다 훨씬 길고, 훨씬 더 많은 낱말이 들어 있습니다.\n\n::\n\n   x = 1\n"
            << "1:1 4:4 6:6 10:12";
        // Two paragraphs of one sentence each, and one sentence in the draft: one of them was
        // dropped, not both joined into one sentence.
        QTest::newRow("one-sentence paragraphs are not one sentence")
            << "Stack the layers to build a model.\n\nThe last layer gives the output.\n\n::\n\n"
               "   x = 1\n"
            << "계층을 쌓아 모델을 만듭니다.\n\n::\n\n   x = 1\n"
            << "1:1 3:- 7:5";
        QTest::newRow("code anchors through a list")
            << "- one item\n- two item\n\n.. note::\n\n   A note.\n\n::\n\n   y = 2\n"
            << "- 항목 하나\n- 항목 둘\n\n.. note::\n\n   참고.\n\n::\n\n   y = 2\n"
            << "1:1 2:2 4:4 6:6 10:10";
        QTest::newRow("translated directive still pairs") << "Text.\n\n.. note::\n\n   A note.\n"
                                                          << "본문.\n\n.. 노트::\n\n   참고.\n"
                                                          << "1:1 3:3";
        QTest::newRow("title whose underline became text") << "Tensors\n=======\n\nBody text.\n"
                                                           << "텐서\n===\n\n본문.\n"
                                                           << "1:1 4:4";
    }
    void align()
    {
        QFETCH(QString, source);
        QFETCH(QString, draft);
        QFETCH(QString, segments);
        const RstDocument s = scanDocument(source, FileKind::Rst);
        const RstDocument d = scanDocument(draft, FileKind::Rst);
        QCOMPARE(describe(tandem::align(s, d)), segments);
    }

    // Issue 25: with the checkout's lexicon, a paragraph pairs with the one that writes its
    // words as the community renders them, where length alone would pair it with another. The
    // draft below dropped the second paragraph; its third, longer than the source's third
    // reads, matches the second's length better.
    void lexiconAnchorsWhatLengthCannot_data()
    {
        testing::columns<bool, bool, QString>("withLexicon", "emptyLexicon", "segments");
        QTest::newRow("length alone") << false << false << "1:1 3:3 5:-";
        QTest::newRow("an empty lexicon is none") << true << true << "1:1 3:3 5:-";
        QTest::newRow("with the lexicon") << true << false << "1:1 3:- 5:3";
    }
    void lexiconAnchorsWhatLengthCannot()
    {
        QFETCH(bool, withLexicon);
        QFETCH(bool, emptyLexicon);
        QFETCH(QString, segments);
        const RstDocument s = scanDocument(
            "The panel shows the label.\n\nPress any key here to continue with the steps that "
            "follow below this line of the guide.\n\nClick the button to open the border "
            "dialog.\n",
            FileKind::Rst);
        const RstDocument d = scanDocument(QStringLiteral("패널에 라벨이 보입니다.\n\n버튼을 "
                                                          "클릭하여 테두리 설정 대화 상자를 "
                                                          "엽니다.\n"),
                                           FileKind::Rst);
        BilingualLexicon lexicon;
        if (!emptyLexicon) {
            // english, korean, links, units with the English, units with the Korean, files
            for (const auto &[en, ko] : {std::pair{"panel", "패널"},
                                         {"label", "라벨"},
                                         {"button", "버튼"},
                                         {"click", "클릭"},
                                         {"border", "테두리"},
                                         {"dialog", "대화"}})
                lexicon.add(en, QString::fromUtf8(ko), 6, 8, 6, 3);
            // Met once, or for a Korean word used for much else: not an anchor.
            lexicon.add("key", QStringLiteral("설정"), 1, 4, 2, 1);
            lexicon.add("step", QStringLiteral("설정"), 3, 4, 9, 2);
        }
        QCOMPARE(describe(tandem::align(s, d, nullptr, nullptr, withLexicon ? &lexicon : nullptr)),
                 segments);
        // The source's features kept in its memo are those of this lexicon, not of another.
        DocumentMemo memo;
        QCOMPARE(describe(tandem::align(s, d, &memo)), "1:1 3:3 5:-");
        QCOMPARE(describe(tandem::align(s, d, &memo, nullptr, withLexicon ? &lexicon : nullptr)),
                 segments);
    }

    void lookups()
    {
        const RstDocument s = scanDocument("One.\n\nTwo.\n", FileKind::Rst);
        const RstDocument d = scanDocument("하나.\n\n둘.\n", FileKind::Rst);
        const Alignment a = tandem::align(s, d);
        QCOMPARE(a.segmentAtDraftLine(2), 1);
        QCOMPARE(a.segmentAtSourceLine(0), 0);
        QCOMPARE(a.segmentAtDraftLine(1), -1); // a blank line
    }

    // The editor aligns on every key press with the table of the last run kept: the columns
    // left of the first draft unit that changed are not computed again. Every edit below,
    // each on the text before it, gives what a fresh alignment gives; one inside a paragraph
    // computes only the columns from that paragraph on, one that adds a unit all of them.
    // With a lexicon too: the draft paragraphs' stems kept from the last call (by their text)
    // give what reading them again gives.
    void aKeptTableGivesTheSameAlignment_data()
    {
        QTest::addColumn<bool>("withLexicon");
        QTest::newRow("no memory") << false;
        QTest::newRow("with a lexicon") << true;
    }
    void aKeptTableGivesTheSameAlignment()
    {
        QFETCH(bool, withLexicon);
        BilingualLexicon words;
        // english, korean, links, units with the English, units with the Korean, files
        for (const auto &[en, ko] : {std::pair{"text", "본문"}, {"part", "부"}, {"number", "숫자"}})
            words.add(en, QString::fromUtf8(ko), 6, 8, 6, 3);
        const BilingualLexicon *lexicon = withLexicon ? &words : nullptr;
        QString source, draft;
        for (int k = 0; k < 40; ++k) {
            source += QStringLiteral("Part %1\n=======\n\nThe text of part %1 uses ``x%1``.\n\n"
                                     "More about it, at length, with 3 numbers.\n\n")
                          .arg(k);
            draft += QStringLiteral("%1부\n=======\n\n%1부의 본문은 ``x%1``을 씁니다.\n\n").arg(k);
            if (k % 7 != 3) draft += QStringLiteral("더 자세히, 숫자 3개와 함께.\n\n");
        }
        const RstDocument s = scanDocument(source, FileKind::Rst);
        AlignmentReuse reuse;
        const auto check = [&](const QString &text) {
            const RstDocument d = scanDocument(text, FileKind::Rst);
            const QString kept = describe(tandem::align(s, d, nullptr, &reuse, lexicon));
            QCOMPARE(kept, describe(tandem::align(s, d, nullptr, nullptr, lexicon)));
        };
        check(draft);
        QCOMPARE(reuse.lastComputedColumns(), reuse.lastColumns());
        const int columns = reuse.lastColumns();

        // A syllable typed in part 20's paragraph: the columns from it on.
        const qsizetype middle = draft.indexOf(QStringLiteral("20부의 본문은"));
        draft.insert(middle + 4, u'가');
        check(draft);
        QVERIFY2(reuse.lastComputedColumns() > 0 && reuse.lastComputedColumns() < columns * 6 / 10,
                 qPrintable(QString::number(reuse.lastComputedColumns())));
        // ...and a number changed in the last paragraph (as long as before, so the length
        // ratio stays): the last column.
        const qsizetype last = draft.lastIndexOf(QStringLiteral("숫자 3개"));
        draft.replace(last, 5, QStringLiteral("숫자 4개"));
        check(draft);
        QCOMPARE(reuse.lastComputedColumns(), 1);
        // Nothing changed: nothing computed.
        check(draft);
        QCOMPARE(reuse.lastComputedColumns(), 0);
        // A blank line that splits part 10's paragraph in two: every column.
        draft.insert(draft.indexOf(QStringLiteral("10부의 본문은")) + 4, QStringLiteral("\n\n"));
        check(draft);
        QCOMPARE(reuse.lastComputedColumns(), reuse.lastColumns());

        // Edits that move the path: a paragraph deleted, one written back, a title's
        // underline shortened into text, a numbers-only change; a long paste that changes the
        // length ratio. Each compared with a fresh alignment.
        const QStringList edits = {QStringLiteral("delete 30"), QStringLiteral("restore 30"),
                                   QStringLiteral("untitle 5"), QStringLiteral("number 12"),
                                   QStringLiteral("paste 2")};
        QString deleted;
        for (const QString &edit : edits) {
            const int part = edit.section(u' ', 1).toInt();
            const qsizetype at = draft.indexOf(QStringLiteral("%1부의 본문은").arg(part));
            QVERIFY(at >= 0 || edit.startsWith(u"restore"));
            if (edit.startsWith(u"delete")) {
                const qsizetype end = draft.indexOf(QStringLiteral("\n\n"), at) + 2;
                deleted = draft.mid(at, end - at);
                draft.remove(at, end - at);
            } else if (edit.startsWith(u"restore")) {
                draft.insert(draft.indexOf(QStringLiteral("%1부\n").arg(part + 1)), deleted);
            } else if (edit.startsWith(u"untitle")) {
                draft.replace(QStringLiteral("%1부\n=======").arg(part),
                              QStringLiteral("%1부\n==").arg(part));
            } else if (edit.startsWith(u"number")) {
                draft.insert(at, QStringLiteral("1 2 3 4 5 "));
            } else {
                draft.insert(at, QString(4000, u'많'));
            }
            check(draft);
            if (QTest::currentTestFailed()) QFAIL(qPrintable(edit));
        }
    }

    // A huge pair is aligned in a band around the diagonal (the full table would need
    // gigabytes): every section still pairs with its own, including after a dropped paragraph
    // and an added one far from the start.
    void hugePairStaysInOrder()
    {
        QString source, draft;
        const int sections = 1200; // 3 units a section: ~13 million cells for the full table
        for (int k = 0; k < sections; ++k) {
            source += QStringLiteral(
                          "Section %1\n==========\n\nThe text of section %1 says a few things.\n\n"
                          "More words about item %1 follow here.\n\n")
                          .arg(k);
            draft += QStringLiteral("%1 절\n==========\n\n%1 절의 본문입니다.\n\n").arg(k);
            if (k != 700) // the draft drops one paragraph...
                draft += QStringLiteral("%1 항목에 대한 설명입니다.\n\n").arg(k);
            if (k == 900) // ...and adds one
                draft += QStringLiteral("번역자가 덧붙인 문단입니다.\n\n");
        }
        const RstDocument s = scanDocument(source, FileKind::Rst);
        const RstDocument d = scanDocument(draft, FileKind::Rst);
        QVERIFY(qint64(s.blocks.size() + 1) * (d.blocks.size() + 1) > 4'000'000);
        const Alignment a = tandem::align(s, d);
        int titles = 0;
        for (const Segment &seg : a.segments) {
            if (!seg.hasSource() || !seg.hasDraft()) continue;
            const Block *src = a.sourceUnits[seg.sourceFirst].block;
            const Block *dst = a.draftUnits[seg.draftFirst].block;
            if (src->kind == BlockKind::Title) {
                QCOMPARE(dst->kind, BlockKind::Title);
                QCOMPARE(dst->text.section(u' ', 0, 0), src->text.section(u' ', 1, 1));
                ++titles;
            }
        }
        QCOMPARE(titles, sections);
    }
};

QTEST_GUILESS_MAIN(TestAlignment)
#include "tst_alignment.moc"
