// SPDX-License-Identifier: GPL-3.0-or-later
#include "datatable.h"
#include "enumnames.h"
#include "glossaryloader.h"
#include "glossarymatcher.h"
#include "koreanparticles.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QTest>

using namespace tandem;

namespace {

const GlossaryMatcher &matcher()
{
    static const GlossaryMatcher m(
        GlossaryLoader::loadFile(QStringLiteral(TANDEM_FIXTURES "/glossary/match.yaml")));
    return m;
}

constexpr EnumName<GlossaryMatch::Kind> kKindNames[] = {
    {GlossaryMatch::Kind::Agreed, "ok"},
    {GlossaryMatch::Kind::Wrong, "wrong"},
    {GlossaryMatch::Kind::EnglishLeftIn, "left-in"},
    {GlossaryMatch::Kind::EnglishInDraft, "english"}};

QString kindName(GlossaryMatch::Kind kind)
{
    return enumName(kKindNames, kind);
}

// "matched text=headword", with "+tail" and " (kind)" where there are any; ';' between matches.
QString describe(const GlossaryMatcher &m, QStringView text, const QList<GlossaryMatch> &matches)
{
    QStringList out;
    for (const GlossaryMatch &x : matches) {
        QString s = text.sliced(x.start, x.end - x.start).toString();
        if (x.tailEnd > x.end) s += u'+' + text.sliced(x.end, x.tailEnd - x.end).toString();
        s += u'=' + m.entry(x).headword();
        const QString kind = kindName(x.kind);
        if (!kind.isEmpty()) s += QStringLiteral(" (") + kind + u')';
        out << s;
    }
    return out.join(QStringLiteral("; "));
}

GlossaryEntry entry(const QStringList &english, const QStringList &korean,
                    const QStringList &wrong = {})
{
    GlossaryEntry e;
    e.english = english;
    e.korean = korean;
    e.wrongKorean = wrong;
    return e;
}

// "start-end=headword" for each match (tailEnd too when particles follow): positions, not just
// names, so that a match moved by a longer or overlapping term shows.
QString placed(const GlossaryMatcher &m, const QList<GlossaryMatch> &matches)
{
    QStringList out;
    for (const GlossaryMatch &x : matches) {
        QString s = QString::number(x.start) + u'-' + QString::number(x.end);
        if (x.tailEnd > x.end) s += u'+' + QString::number(x.tailEnd);
        out << s + u'=' + m.entry(x).headword() + u' ' + kindName(x.kind);
    }
    return out.join(QStringLiteral("; "));
}

// Hangul syllable number n (0..11171): names for generated terms.
QChar syllable(int n)
{
    return QChar(char16_t(0xAC00 + n % 11172));
}

} // namespace

class TestGlossaryMatcher : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(!matcher().entries().isEmpty()); }

    void english_data()
    {
        testing::columns<QString, QString>("text", "expected");
        QTest::newRow("plural, capital") << "Parameters are updated"
                                         << "Parameters=parameter";
        QTest::newRow("possessive") << "the parameter's value and the parameters' values"
                                    << "parameter=parameter; parameters=parameter";
        QTest::newRow("-es") << "the losses fall"
                             << "losses=loss";
        QTest::newRow("-ies") << "two strategies"
                              << "strategies=strategy";
        QTest::newRow("listed irregular plural") << "matrices"
                                                 << "matrices=matrix";
        QTest::newRow("hyphen, space, joined")
            << "a mini-batch, a mini batch, a minibatch, Mini-Batches"
            << "mini-batch=mini-batch; mini batch=mini-batch; minibatch=mini-batch; "
               "Mini-Batches=mini-batch";
        QTest::newRow("term wrapped over a line") << "each mini\n   batch"
                                                  << "mini\n   batch=mini-batch";
        QTest::newRow("not across a blank line") << "mini\n\nbatch"
                                                 << "";
        QTest::newRow("multi-word, hyphenated")
            << "the learning-rate and the Learning Rate, lr"
            << "learning-rate=learning rate; Learning Rate=learning rate; lr=learning rate";
        QTest::newRow("longest first") << "the loss function and the loss"
                                       << "loss function=loss function; loss=loss";
        QTest::newRow("longest first, three words")
            << "a deep neural network of neural networks"
            << "deep neural network=deep neural network; neural networks=neural network";
        QTest::newRow("whole words only") << "a multilayer perceptron, layered, lossy"
                                          << "";
        QTest::newRow("hyphen is a word boundary") << "a two-layer net"
                                                   << "layer=Layer";
        QTest::newRow("identifiers are one word") << "layer_norm and self.layer1"
                                                  << "";
        QTest::newRow("Tensor class vs tensor concept")
            << "a Tensor, a tensor, two Tensors, TENSOR"
            << "Tensor=Tensor; tensor=tensor; Tensors=Tensor";
        QTest::newRow("keep-English with capitals is case-sensitive") << "CUDA, cuda"
                                                                      << "CUDA=CUDA";
        QTest::newRow("exact spelling wins a tie")
            << "Dropout, Drop-out, dropout"
            << "Dropout=Dropout; Drop-out=Drop-out; dropout=Dropout";
        QTest::newRow("verb forms")
            << "normalized, normalizing, normalizes"
            << "normalized=normalize; normalizing=normalize; normalizes=normalize";
        QTest::newRow("noun forms are not verb forms") << "parametered, parametering"
                                                       << "";
        QTest::newRow("forms: none") << "rank 0, rank 0s"
                                     << "rank 0=rank 0";
        QTest::newRow("next to Hangul") << "layer의 출력"
                                        << "layer=Layer";
        QTest::newRow("digits end a word") << "layer2"
                                           << "";
        QTest::newRow("empty") << ""
                               << "";
    }
    void english()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QCOMPARE(describe(matcher(), text, matcher().matchEnglish(text)), expected);
    }

    void exclusions()
    {
        const QString text = QStringLiteral("Use ``parameter`` and parameter, learning `rate`");
        const qsizetype code = text.indexOf(u"``");
        const qsizetype role = text.indexOf(u'`', text.indexOf(u"learning"));
        const TextSpan spans[] = {{code, text.indexOf(u"``", code + 2) + 2}, {role, text.size()}};
        const auto found = matcher().matchEnglish(text, spans);
        QCOMPARE(describe(matcher(), text, found), QString("parameter=parameter"));
        QCOMPARE(found[0].start, text.lastIndexOf(u"parameter"));
        // Unsorted ranges work too.
        const TextSpan reversed[] = {spans[1], spans[0]};
        QCOMPARE(describe(matcher(), text, matcher().matchEnglish(text, reversed)),
                 QString("parameter=parameter"));
        // A range that cuts a word hides the whole word.
        const QString cut = QStringLiteral("parameters");
        const TextSpan first[] = {{0, 3}};
        QCOMPARE(matcher().matchEnglish(cut, first).size(), 0);
    }

    void draft_data()
    {
        testing::columns<QString, QString>("text", "expected");
        QTest::newRow("agreed with particle") << "매개변수를 갱신합니다"
                                              << "매개변수+를=parameter (ok)";
        QTest::newRow("들 and particle") << "매개변수들은"
                                         << "매개변수+들은=parameter (ok)";
        QTest::newRow("wrong variant") << "파라미터를 바꿉니다"
                                       << "파라미터+를=parameter (wrong)";
        QTest::newRow("longer term wins (하이퍼파라미터)")
            << "하이퍼파라미터를"
            << "하이퍼파라미터+를=Hyperparameter (ok)";
        QTest::newRow("spaced form listed") << "하이퍼 파라미터와"
                                            << "하이퍼 파라미터+와=Hyperparameter (ok)";
        QTest::newRow("레이어 / 계층") << "레이어의 출력은 다음 계층으로"
                                       << "레이어+의=Layer (wrong); 계층+으로=Layer (ok)";
        QTest::newRow("one spelling, two entries") << "텐서로"
                                                   << "텐서+로=Tensor (wrong); 텐서+로=tensor (ok)";
        QTest::newRow("particle chain") << "텐서에서는"
                                        << "텐서+에서는=Tensor (wrong); 텐서+에서는=tensor (ok)";
        QTest::newRow("compound is another word") << "텐서보드를 엽니다"
                                                  << "";
        QTest::newRow("longest term: 학습률 not 학습")
            << "학습률을 낮추면 학습이 느립니다"
            << "학습률+을=learning rate (ok); 학습+이=training (ok)";
        QTest::newRow("하다/시키다 endings")
            << "학습시킵니다, 정규화하여, 훈련된"
            << "학습+시킵니다=training (ok); 정규화+하여=normalize (ok); 훈련+된=training (wrong)";
        QTest::newRow("space optional inside a term")
            << "손실함수, 손실 함수, 손실이"
            << "손실함수=loss function (ok); 손실 함수=loss function (ok); 손실+이=loss (ok)";
        QTest::newRow("glued word is not the term") << "손실률, 역손실, 함수손실"
                                                    << "";
        QTest::newRow("함 only as a whole morpheme") << "정규화함, 정규화함수"
                                                     << "정규화+함=normalize (ok)";
        QTest::newRow("미니배치") << "미니배치와 미니 배치"
                                  << "미니배치+와=mini-batch (ok); 미니 배치=mini-batch (ok)";
        QTest::newRow("longest: 배치 정규화")
            << "배치 정규화를, 배치정규화"
            << "배치 정규화+를=Batch Normalization (ok); 배치정규화=Batch Normalization (ok)";
        QTest::newRow("wrong with space, both ways")
            << "데이터 세트를, 데이터세트"
            << "데이터 세트+를=dataset (wrong); 데이터세트=dataset (wrong)";
        QTest::newRow("English left in") << "layer의 출력"
                                         << "layer+의=Layer (left-in)";
        QTest::newRow("English left in, plural and 들")
            << "layers를, parameter들을"
            << "layers+를=Layer (left-in); parameter+들을=parameter (left-in)";
        QTest::newRow("English as a gloss") << "계층(layer)"
                                            << "계층=Layer (ok); layer=Layer (english)";
        QTest::newRow("kept English is agreed") << "Tensor를 만들고 CUDA에서"
                                                << "Tensor+를=Tensor (ok); CUDA+에서=CUDA (ok)";
        QTest::newRow("Latin-start Korean term")
            << "0-순위 텐서"
            << "0-순위=rank 0 (ok); 텐서=Tensor (wrong); 텐서=tensor (ok)";
        QTest::newRow("copula")
            << "계층입니다, 계층인, 계층이다"
            << "계층+입니다=Layer (ok); 계층+인=Layer (ok); 계층+이다=Layer (ok)";
        QTest::newRow("nothing") << "모델을 학습"
                                 << "학습=training (ok)";
    }
    void draft()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QCOMPARE(describe(matcher(), text, matcher().matchDraft(text)), expected);
    }

    void draftExclusions()
    {
        const QString text = QStringLiteral("``파라미터``를 보면 파라미터와 ``layer``의");
        const qsizetype a = text.indexOf(u"``");
        const qsizetype b = text.indexOf(u"``", a + 2) + 2;
        const qsizetype c = text.indexOf(u"``", b);
        const qsizetype d = text.indexOf(u"``", c + 2) + 2;
        const TextSpan spans[] = {{a, b}, {c, d}};
        QCOMPARE(describe(matcher(), text, matcher().matchDraft(text, spans)),
                 QString("파라미터+와=parameter (wrong)"));
        // Particles that run into an excluded range are not counted: layer is then not "left in".
        const QString glued = QStringLiteral("layer의");
        const TextSpan particle[] = {{5, 6}};
        QCOMPARE(describe(matcher(), glued, matcher().matchDraft(glued, particle)),
                 QString("layer=Layer (english)"));
    }

    // Random text from the characters that matter (Hangul, Latin, hyphens, spaces, line breaks,
    // apostrophes, a lone surrogate) with random excluded ranges: matches stay inside the text,
    // in order, never overlap each other (English) or an excluded range.
    void randomText()
    {
        const GlossaryMatcher m(GlossaryLoader::loadDefault());
        const QString alphabet =
            QStringLiteral("매개변수들을 파라미터 텐서로 계층의 layer mini-batch "
                           "Tensors' loss function\n-_'\u00e9") +
            QChar(0xD800);
        QRandomGenerator rng(20240601);
        for (int round = 0; round < 2000; ++round) {
            QString text;
            const int len = int(rng.bounded(60));
            for (int i = 0; i < len; ++i) {
                if (rng.bounded(4) == 0) // whole words now and then, so that terms occur
                    text += QStringList{"parameter", "layer의", "미니 배치", "학습률을", " "}.at(
                        int(rng.bounded(5)));
                else
                    text += alphabet.at(int(rng.bounded(alphabet.size())));
            }
            QList<TextSpan> spans;
            if (text.size() > 4 && rng.bounded(2)) {
                const qsizetype a = rng.bounded(int(text.size()) - 2);
                spans.append({a, a + 2});
            }
            for (bool english : {true, false}) {
                const auto found =
                    english ? m.matchEnglish(text, spans) : m.matchDraft(text, spans);
                qsizetype lastStart = -1, lastEnd = 0;
                for (const GlossaryMatch &x : found) {
                    QVERIFY(0 <= x.start && x.start < x.end && x.end <= x.tailEnd &&
                            x.tailEnd <= text.size());
                    QVERIFY(x.start >= lastStart);
                    if (english) QVERIFY(x.start >= lastEnd);
                    for (const TextSpan &sp : spans)
                        QVERIFY2(x.tailEnd <= sp.start || x.start >= sp.end, qPrintable(text));
                    lastStart = x.start;
                    lastEnd = x.end;
                }
            }
        }
    }

    // Terms that overlap in the text: the leftmost match wins, then the longest; the next
    // match starts after it ("network layer" is not found inside "neural network layer").
    void overlappingTerms()
    {
        Glossary g;
        g.entries = {entry({"neural network"}, {"신경망"}),
                     entry({"network layer"}, {"망 계층"}),
                     entry({"layer"}, {"계층"}),
                     entry({"net"}, {"넷"}),
                     entry({"deep learning"}, {"딥러닝"}),
                     entry({"learning rate"}, {"학습률"})};
        const GlossaryMatcher m(g);
        const QString en = QStringLiteral(
            "a neural network layer; deep learning rate; network layer; a net, no network");
        //  0         1         2         3         4         5         6         7
        //  01234567890123456789012345678901234567890123456789012345678901234567890123456789
        QCOMPARE(placed(m, m.matchEnglish(en)),
                 QString("2-16=neural network ; 17-22=layer ; 24-37=deep learning ; "
                         "44-57=network layer ; 61-64=net "));
        // In a draft: the English left in, and Korean terms that overlap (신경망 계층: 신경망
        // starts first and takes 망, so 망 계층 is not found; 계층 alone after it is).
        const QString ko = QStringLiteral("신경망 계층을 쓰고 망 계층도 씁니다");
        //                                 0123456789012345678901
        QCOMPARE(placed(m, m.matchDraft(ko)),
                 QString("0-3=neural network ok; 4-6+7=layer ok; 11-15+16=network layer ok"));
    }

    // A term that is the start of another: the longer one where the text has it, the shorter
    // one elsewhere, never a term inside a longer word.
    void prefixTerms()
    {
        Glossary g;
        g.entries = {entry({"batch"}, {"배치"}), entry({"batch size"}, {"배치 크기"}),
                     entry({"batch size limit"}, {"배치 크기 제한"}), entry({"net"}, {"넷"}),
                     entry({"network"}, {"네트워크"})};
        const GlossaryMatcher m(g);
        const QString en = QStringLiteral(
            "batch size limit, batch size, batch sizes, batch, batch norm, nets, netz, network");
        //  0         1         2         3         4         5         6         7         8
        //  012345678901234567890123456789012345678901234567890123456789012345678901234567890123
        QCOMPARE(placed(m, m.matchEnglish(en)),
                 QString("0-16=batch size limit ; 18-28=batch size ; 30-41=batch size ; "
                         "43-48=batch ; 50-55=batch ; 62-66=net ; 74-81=network "));
        const QString ko =
            QStringLiteral("배치 크기 제한을 두고 배치크기를 정해 배치를 나누고 배치기는 아님");
        //                                 0123456789012345678901234567890123456789
        QCOMPARE(placed(m, m.matchDraft(ko)),
                 QString("0-8+9=batch size limit ok; 13-17+18=batch size ok; 22-24+25=batch ok"));
    }

    // Many terms sharing a first word, or the first syllables: each occurrence finds its own
    // term, and only that one.
    void sharedPrefixes()
    {
        Glossary g;
        g.entries.append(entry({"conv"}, {"합성곱"}));
        QStringList names;
        for (int i = 0; i < 400; ++i) {
            // "conv aa", "conv ab", ... and "convaa", ...: a shared word and a shared start.
            const QString name = QString(QChar(u'a' + i / 26 % 26)) + QChar(u'a' + i % 26);
            names << name;
            g.entries.append(entry({"conv " + name}, {"합성곱" + QString(syllable(i))}));
            g.entries.append(entry({"conv" + name}, {"합성곱" + QString(syllable(i)) +
                                                     syllable(i + 1) + syllable(i + 2)}));
        }
        const GlossaryMatcher m(g);
        const QString en = QStringLiteral("conv ab, conv, convpz and conv zz then convaz conv");
        //                                 0         1         2         3         4         5
        //                                 012345678901234567890123456789012345678901234567890
        // Only "aa" to "pj" (i < 400) are generated: "convpz" is no term and "conv" is not found
        // inside it; "conv zz" falls back to "conv".
        QCOMPARE(placed(m, m.matchEnglish(en)),
                 QString("0-7=conv ab ; 9-13=conv ; 26-30=conv ; 39-45=convaz ; 46-50=conv "));
        const QString ko = QStringLiteral("합성곱") + syllable(7) + QStringLiteral("을 합성곱") +
                           syllable(300) + syllable(301) + syllable(302) +
                           QStringLiteral("와 합성곱을");
        // 합성곱+7 is "conv ah"; 합성곱+300 alone is "conv lo", but with 301 and 302 after it
        // the longer "convlo" is found.
        QCOMPARE(placed(m, m.matchDraft(ko)),
                 QString("0-4+5=conv ah ok; 6-12+13=convlo ok; 14-17+18=conv ok"));
    }

    // A glossary of 20,000 terms finds in a text exactly what a small one finds when the text
    // holds only the small one's terms, at the same places: the big one's extra terms share
    // first words and first syllables with the small one's (parameter ..., 매개변수...), which
    // is where a match that tried every term was slow and a trie could go wrong. The default
    // glossary is the small one; its entries come first in the big one, so indexes agree.
    void bigGlossarySameMatches()
    {
        const Glossary small = GlossaryLoader::loadDefault();
        Glossary big = small;
        QRandomGenerator rng(16);
        const QStringList firstWords = {"parameter", "layer", "learning", "loss", "mini",
                                        "tensor",    "batch", "gradient", "model"};
        const QStringList firstKorean = {"매개변수", "계층", "학습", "손실", "미니", "텐서"};
        for (int i = 0; i < 20000; ++i) {
            QString word;
            for (int k = 0; k < 6; ++k)
                word += QChar(u'q' + int(rng.bounded(4))); // q r s t: never in the text below
            const QString first = firstWords.at(i % firstWords.size());
            const QString korean = firstKorean.at(i % firstKorean.size()) +
                                   syllable(11000 + i % 150) + syllable(int(rng.bounded(11172)));
            big.entries.append(entry({i % 3 == 0 ? first + word : first + u' ' + word}, {korean},
                                     {korean + syllable(11160)}));
        }
        QCOMPARE(big.entries.size(), small.entries.size() + 20000);
        const GlossaryMatcher m(small), b(big);
        const QString text = QStringLiteral(
            "Each Layer holds parameters; the optimizer updates them after every mini-batch "
            "using the gradient of the loss function and the learning rate.\n"
            "각 계층은 매개변수를 가지며, 옵티마이저는 미니 배치마다 손실 함수의 변화도를 사용해 "
            "매개변수들을 갱신합니다. 레이어의 파라미터와 텐서를 학습률에 맞춰 학습시킵니다. "
            "parameter의 값과 layer들");
        for (bool english : {true, false}) {
            const auto few = english ? m.matchEnglish(text) : m.matchDraft(text);
            const auto many = english ? b.matchEnglish(text) : b.matchDraft(text);
            QVERIFY2(few.size() >= 8, qPrintable(placed(m, few)));
            QCOMPARE(placed(b, many), placed(m, few));
            for (qsizetype i = 0; i < few.size(); ++i)
                QCOMPARE(many[i].entry, few[i].entry);
        }
        // And where they are, spelled out for a few of them.
        const auto found = b.matchDraft(text);
        const auto at = [&](const QString &s, int from = 0) {
            return std::find_if(found.begin(), found.end(), [&](const GlossaryMatch &x) {
                return x.start == text.indexOf(s, from);
            });
        };
        QVERIFY(at("parameters") != found.end());
        QCOMPARE(at("parameters")->end, text.indexOf("parameters") + 10);
        QCOMPARE(b.entry(*at("매개변수를")).headword(), QString("parameter"));
        QCOMPARE(at("매개변수를")->tailEnd, text.indexOf("매개변수를") + 5);
        QCOMPARE(at("파라미터")->kind, GlossaryMatch::Kind::Wrong);
        QCOMPARE(at("parameter의")->kind, GlossaryMatch::Kind::EnglishLeftIn);
        QCOMPARE(at("parameter의")->tailEnd, text.indexOf("parameter의") + 10);
    }

    void koreanTail_data()
    {
        testing::columns<QString, bool>("tail", "ok");
        for (const char *t :
             {"", "를", "들", "들은", "에서는", "으로도", "입니다", "이었다", "하여", "시켜서",
              "된", "됩니다", "함을", "중에", "별로", "이라는", "만으로", "까지의"})
            QTest::newRow(t) << QString::fromUtf8(t) << true;
        for (const char *t : {"보드", "함수", "률", "들보", "기", "자", "에서보드"})
            QTest::newRow(t) << QString::fromUtf8(t) << false;
    }
    void koreanTail()
    {
        QFETCH(QString, tail);
        QFETCH(bool, ok);
        QCOMPARE(isKoreanTail(tail), ok);
    }

    // The editor re-runs matching on every keystroke over a whole document: a long text's
    // matches are its paragraphs' (nothing carried from one to the next). Its time is
    // bench/bench_lint's "glossary matching" line.
    void longTextMatchesAreItsParagraphs()
    {
        const GlossaryMatcher m(GlossaryLoader::loadDefault());
        QString text;
        const QString para = QStringLiteral(
            "Each Layer holds parameters; the optimizer updates them after every mini-batch "
            "using the gradient of the loss function. ``torch.Tensor`` objects keep the data.\n"
            "각 계층은 매개변수를 가지며, 옵티마이저는 미니 배치마다 손실 함수의 변화도를 사용해 "
            "매개변수들을 갱신합니다. 레이어의 파라미터와 텐서를 학습률에 맞춰 정규화하여 "
            "학습시킵니다.\n\n");
        qsizetype paragraphs = 0;
        while (text.toUtf8().size() < 60 * 1024) {
            text += para;
            ++paragraphs;
        }
        const qsizetype english = m.matchEnglish(para).size(), draft = m.matchDraft(para).size();
        QVERIFY(english > 0);
        QVERIFY(draft > 0);
        QCOMPARE(m.matchEnglish(text).size(), english * paragraphs);
        QCOMPARE(m.matchDraft(text).size(), draft * paragraphs);
    }

    // Figures on the real corpus drafts: how often the wrong variants appear.
    void corpusFigures()
    {
        const QDir corpus(QStringLiteral(TANDEM_SHARED_DIR "/corpus"));
        if (!corpus.exists()) QSKIP("shared/corpus is not here");
        const GlossaryMatcher m(GlossaryLoader::loadDefault());
        QMap<QString, int> wrong, leftIn;
        int agreed = 0, files = 0;
        qint64 nsecs = 0, bytes = 0;
        QElapsedTimer timer;
        for (const QString &dir : corpus.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            for (const QString &name : QDir(corpus.filePath(dir)).entryList({"draft.*"})) {
                QFile f(corpus.filePath(dir + u'/' + name));
                if (!f.open(QIODevice::ReadOnly)) continue;
                ++files;
                const QByteArray raw = f.readAll();
                const QString text = QString::fromUtf8(raw);
                bytes += raw.size();
                QList<GlossaryMatch> matches;
                qint64 best = std::numeric_limits<qint64>::max();
                for (int round = 0; round < 5; ++round) { // the fastest of a few: a shared machine
                    timer.start();
                    matches = m.matchDraft(text);
                    best = std::min(best, timer.nsecsElapsed());
                }
                nsecs += best;
                for (const GlossaryMatch &x : matches) {
                    const QString form = text.sliced(x.start, x.end - x.start);
                    if (x.kind == GlossaryMatch::Kind::Wrong)
                        ++wrong[form];
                    else if (x.kind == GlossaryMatch::Kind::EnglishLeftIn)
                        ++leftIn[m.entry(x).headword()];
                    else if (x.kind == GlossaryMatch::Kind::Agreed)
                        ++agreed;
                }
            }
        }
        QStringList w, l;
        for (auto it = wrong.cbegin(); it != wrong.cend(); ++it)
            w << it.key() + u' ' + QString::number(it.value());
        for (auto it = leftIn.cbegin(); it != leftIn.cend(); ++it)
            l << it.key() + u' ' + QString::number(it.value());
        qInfo("%d drafts, %lld KB, matchDraft %.3f ms for all (%.3f ms per 60 KB)", files,
              bytes / 1024, double(nsecs) / 1e6, double(nsecs) / 1e6 * 60 * 1024 / double(bytes));
        qInfo("%d agreed; wrong variants: %s", agreed, qPrintable(w.join(", ")));
        qInfo("English left in before a particle: %s", qPrintable(l.join(", ")));
        QVERIFY(files > 0);
        QVERIFY(wrong.value(QStringLiteral("레이어")) > 0);
        QVERIFY(wrong.value(QStringLiteral("파라미터")) > 0);
    }
};

QTEST_GUILESS_MAIN(TestGlossaryMatcher)
#include "tst_glossarymatcher.moc"
