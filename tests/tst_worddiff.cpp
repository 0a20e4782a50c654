// SPDX-License-Identifier: GPL-3.0-or-later
// The word-level difference reviewer mode shows for upstream drift (core/text/worddiff.h):
// exact ranges on small texts, a shortest difference on random token strings (checked against
// a plain LCS table), and large unrelated texts that still rebuild both sides.
#include "worddiff.h"

#include <QRandomGenerator>
#include <QTest>

#include <vector>

using namespace tandem;
using Kind = WordDiffRange::Kind;

namespace {

WordDiffRange eq(qsizetype o, qsizetype n, qsizetype len)
{
    return {Kind::Equal, o, len, n, len};
}
WordDiffRange del(qsizetype o, qsizetype len, qsizetype n)
{
    return {Kind::Deleted, o, len, n, 0};
}
WordDiffRange ins(qsizetype o, qsizetype n, qsizetype len)
{
    return {Kind::Inserted, o, 0, n, len};
}

QString describe(const QList<WordDiffRange> &ranges, const QString &a, const QString &b)
{
    QStringList out;
    for (const WordDiffRange &r : ranges) {
        switch (r.kind) {
        case Kind::Equal:
            out << QStringLiteral("=[%1]").arg(a.mid(r.oldStart, r.oldLength));
            break;
        case Kind::Deleted:
            out << QStringLiteral("-[%1]").arg(a.mid(r.oldStart, r.oldLength));
            break;
        case Kind::Inserted:
            out << QStringLiteral("+[%1]").arg(b.mid(r.newStart, r.newLength));
            break;
        }
    }
    return out.join(u' ');
}

// Both texts are rebuilt from the ranges, in order, without gaps.
void checkRebuilds(const QList<WordDiffRange> &ranges, const QString &a, const QString &b)
{
    QString oldSide, newSide;
    qsizetype oldPos = 0, newPos = 0;
    for (const WordDiffRange &r : ranges) {
        QCOMPARE(r.oldStart, oldPos);
        QCOMPARE(r.newStart, newPos);
        if (r.kind == Kind::Equal)
            QCOMPARE(a.mid(r.oldStart, r.oldLength), b.mid(r.newStart, r.newLength));
        if (r.kind != Kind::Inserted) oldSide += a.mid(r.oldStart, r.oldLength);
        if (r.kind != Kind::Deleted) newSide += b.mid(r.newStart, r.newLength);
        oldPos += r.oldLength;
        newPos += r.newLength;
    }
    QCOMPARE(oldSide, a);
    QCOMPARE(newSide, b);
}

int lcsLength(const QString &a, const QString &b)
{
    std::vector<std::vector<int>> t(size_t(a.size() + 1), std::vector<int>(size_t(b.size() + 1)));
    for (qsizetype i = a.size() - 1; i >= 0; --i)
        for (qsizetype j = b.size() - 1; j >= 0; --j)
            t[size_t(i)][size_t(j)] =
                a[i] == b[j] ? t[size_t(i + 1)][size_t(j + 1)] + 1
                             : std::max(t[size_t(i + 1)][size_t(j)], t[size_t(i)][size_t(j + 1)]);
    return t[0][0];
}

} // namespace

class TestWordDiff : public QObject
{
    Q_OBJECT

private slots:
    void tokens()
    {
        QStringList got;
        for (QStringView t : wordTokens(u"Call ``x.sum()`` 텐서를  더합니다, torch_compile!"))
            got << t.toString();
        QCOMPARE(got, QStringList({"Call", " ", "`", "`", "x", ".", "sum", "(", ")", "`", "`", " ",
                                   "텐서를", "  ", "더합니다", ",", " ", "torch_compile", "!"}));
    }

    void oneWordReplaced()
    {
        const QString a = QStringLiteral("The quick brown fox");
        const QString b = QStringLiteral("The slow brown fox");
        const auto r = wordDiff(a, b);
        QCOMPARE(r, QList<WordDiffRange>({eq(0, 0, 4), del(4, 5, 4), ins(9, 4, 4), eq(9, 8, 10)}));
        checkRebuilds(r, a, b);
    }

    void wordsAddedAndRemoved()
    {
        const QString a = QStringLiteral("Call x.sum() to add all elements.");
        const QString b = QStringLiteral("Call x.sum() to add up all the elements quickly.");
        const auto r = wordDiff(a, b);
        QCOMPARE(describe(r, a, b), QStringLiteral("=[Call x.sum() to add ] +[up ] =[all ] "
                                                   "+[the ] =[elements] +[ quickly] =[.]"));
        checkRebuilds(r, a, b);
        const auto back = wordDiff(b, a);
        QCOMPARE(describe(back, b, a), QStringLiteral("=[Call x.sum() to add ] -[up ] =[all ] "
                                                      "-[the ] =[elements] -[ quickly] =[.]"));
        checkRebuilds(back, b, a);
    }

    // "a b c" → "x y z" is one replacement, not three with spaces kept between them.
    void spaceBetweenChangesIsFolded()
    {
        const QString a = QStringLiteral("see a b c here");
        const QString b = QStringLiteral("see x y z here");
        const auto r = wordDiff(a, b);
        QCOMPARE(r, QList<WordDiffRange>({eq(0, 0, 4), del(4, 5, 4), ins(9, 4, 5), eq(9, 9, 5)}));
    }

    void hangul()
    {
        const QString a = QStringLiteral("모든 원소를 더합니다.");
        const QString b = QStringLiteral("모든 원소를 곱합니다.");
        const auto r = wordDiff(a, b);
        QCOMPARE(describe(r, a, b), QStringLiteral("=[모든 원소를 ] -[더합니다] +[곱합니다] =[.]"));
        checkRebuilds(r, a, b);
    }

    void emptySides()
    {
        QCOMPARE(wordDiff(u"", u""), QList<WordDiffRange>());
        QCOMPARE(wordDiff(u"", u"new words"), QList<WordDiffRange>({ins(0, 0, 9)}));
        QCOMPARE(wordDiff(u"old words", u""), QList<WordDiffRange>({del(0, 9, 0)}));
        QCOMPARE(wordDiff(u"same text", u"same text"), QList<WordDiffRange>({eq(0, 0, 9)}));
    }

    // Every punctuation character is a token of its own and no spaces are folded: the number
    // of tokens deleted and inserted is the edit distance, n + m - 2·LCS.
    void shortestOnRandomStrings()
    {
        QRandomGenerator rng(1234);
        const QString alphabet = QStringLiteral(".,;:");
        for (int round = 0; round < 300; ++round) {
            QString a, b;
            const int n = rng.bounded(40), m = rng.bounded(40);
            for (int i = 0; i < n; ++i)
                a += alphabet[rng.bounded(alphabet.size())];
            // Often a variant of `a`, so there is something in common.
            if (round % 2) {
                b = a;
                for (int k = 0; k < 5 && !b.isEmpty(); ++k)
                    b[rng.bounded(b.size())] = alphabet[rng.bounded(alphabet.size())];
                b.insert(rng.bounded(b.size() + 1), alphabet[rng.bounded(alphabet.size())]);
            } else {
                for (int i = 0; i < m; ++i)
                    b += alphabet[rng.bounded(alphabet.size())];
            }
            const auto r = wordDiff(a, b);
            checkRebuilds(r, a, b);
            qsizetype edits = 0;
            for (const WordDiffRange &x : r)
                edits += x.oldLength * (x.kind == Kind::Deleted) +
                         x.newLength * (x.kind == Kind::Inserted);
            QCOMPARE(edits, a.size() + b.size() - 2 * lcsLength(a, b));
        }
    }

    // Two long unrelated texts: past the cost bound the split is heuristic, the result still a
    // correct difference.
    void largeUnrelatedTexts()
    {
        QRandomGenerator rng(99);
        QString a, b;
        for (int i = 0; i < 20000; ++i) {
            a += QStringLiteral("w%1 ").arg(rng.bounded(500));
            b += QStringLiteral("w%1 ").arg(rng.bounded(500));
        }
        checkRebuilds(wordDiff(a, b), a, b);
    }
};

QTEST_MAIN(TestWordDiff)
#include "tst_worddiff.moc"
