// SPDX-License-Identifier: GPL-3.0-or-later
// The translation memory on a small repository built here: an English tutorial, its translation,
// a later revision, and a second tutorial where one English paragraph is translated another
// way. Build, exact and fuzzy queries, concordance, incremental update, TMX round trip, an
// interrupted build, uncommitted translations, and the `tandem tm` command line.
#include "bilinguallexicon.h"
#include "checkout.h"
#include "fulldisk.h"
#include "gitrepohelper.h"
#include "gitrunner.h"
#include "projectcontext.h"
#include "proseletters.h"
#include "tandemrun.h"
#include "tmbuilder.h"
#include "tmtokens.h"
#include "tmx.h"
#include "translationmemory.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace tandem;

namespace {

const char *const IntroEnglish =
    "Introduction\n"
    "============\n"
    "\n"
    "PyTorch provides tensors and dynamic neural networks in Python with strong GPU acceleration.\n"
    "\n"
    "Use ``torch.zeros`` to create a tensor filled with zeros, as shown in 3 examples.\n"
    "\n"
    "Gradient accumulation lets you train with larger batches than fit in memory.\n"
    "\n"
    ".. code-block:: python\n"
    "\n"
    "   import torch\n";

const char *const IntroKorean =
    "소개\n"
    "====\n"
    "\n"
    "PyTorch는 강력한 GPU 가속을 지원하는 Python 텐서와 동적 신경망을 제공합니다.\n"
    "\n"
    "``torch.zeros`` 를 사용하면 3개의 예제처럼 0으로 채워진 텐서를 만들 수 있습니다.\n"
    "\n"
    "변화도 누적을 사용하면 메모리에 맞는 것보다 큰 배치로 학습할 수 있습니다.\n"
    "\n"
    ".. code-block:: python\n"
    "\n"
    "   import torch\n";

// The revision rewords the first paragraph.
const QString IntroRevised = QString::fromUtf8(IntroKorean)
                                 .replace(QStringLiteral("가속을 지원하는 Python 텐서와"),
                                          QStringLiteral("가속과 함께 Python에서 텐서와"));

const char *const OtherEnglish =
    "Training tips\n"
    "=============\n"
    "\n"
    "Gradient accumulation lets you train with larger batches than fit in memory.\n"
    "\n"
    "Mixed precision makes training faster on modern hardware.\n";

const char *const OtherKorean =
    "학습 요령\n"
    "=========\n"
    "\n"
    "경사 누적(gradient accumulation)으로 메모리보다 큰 배치를 학습할 수 있습니다.\n"
    "\n"
    "혼합 정밀도는 최신 하드웨어에서 학습을 더 빠르게 합니다.\n";

const char *const LaterEnglish =
    "Saving models\n"
    "=============\n"
    "\n"
    "Call ``torch.save`` to write the state dictionary of a model to a file.\n";

const char *const LaterKorean = "모델 저장하기\n"
                                "=============\n"
                                "\n"
                                "``torch.save`` 를 호출하여 모델의 상태 사전을 파일에 씁니다.\n";

using Run = tandem::testing::TandemRun;

// With its own data and settings folders under `home`.
Run runTandem(const QStringList &args, const QString &home)
{
    return tandem::testing::runTandem(args,
                                      {.environment = {{"XDG_DATA_HOME", home + "/data"},
                                                       {"XDG_CONFIG_HOME", home + "/config"}}});
}

// The pairs as comparable text (everything but the row id).
QStringList pairLines(const QList<TmPair> &pairs)
{
    QStringList lines;
    for (const TmPair &p : pairs)
        lines.append(
            QStringList{p.source, p.target, p.file, p.commit, QString::number(p.date)}.join(u'|'));
    lines.sort();
    return lines;
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(f.write(bytes), bytes.size());
}

// Every pair of `memory` exported to `tmx`: the file's bytes, empty (the reason printed) when
// the export failed or wrote another number of pairs.
QByteArray exportedTmx(const TranslationMemory &memory, const QString &tmx)
{
    QString error;
    const qint64 written = exportTmx(memory, tmx, &error);
    QFile f(tmx);
    if (written != memory.pairCount() || !f.open(QIODevice::ReadOnly)) {
        qWarning() << "export to" << tmx << "wrote" << written << "of" << memory.pairCount()
                   << "pairs:" << error;
        return {};
    }
    return f.readAll();
}

// What an import counted, all four figures, to compare in one go.
QString countsOf(const TmxImportStats &stats)
{
    return QStringLiteral("%1 units, %2 added, %3 skipped, %4 too long")
        .arg(stats.units)
        .arg(stats.added)
        .arg(stats.skipped)
        .arg(stats.tooLong);
}

// The files in a folder, hidden ones included.
QStringList entriesOf(const QString &dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System |
                               QDir::NoDotAndDotDot);
}

const TmPair *findPair(const QList<TmPair> &pairs, const QString &sourceStart,
                       const QString &targetStart)
{
    for (const TmPair &p : pairs)
        if (p.source.startsWith(sourceStart) && p.target.startsWith(targetStart)) return &p;
    return nullptr;
}

} // namespace

class TstTranslationMemory : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_translationCommit, m_revisionCommit, m_otherCommit;

    QString repoRoot() const { return m_dir.path() + "/repo"; }

    // A memory built from the fixture into `path`.
    bool buildInto(TranslationMemory &memory, const QString &path, TmBuildStats *stats = nullptr,
                   TmBuilder::Progress progress = {})
    {
        QString error;
        if (!memory.open(path, &error)) {
            qWarning() << error;
            return false;
        }
        const auto checkout = Checkout::open(repoRoot(), &error);
        if (!checkout) {
            qWarning() << error;
            return false;
        }
        TmBuilder builder(*checkout, memory);
        builder.setProgress(std::move(progress));
        if (!builder.build(stats, &error)) {
            qWarning() << error;
            return false;
        }
        return true;
    }

    // `tmx` imported into `memory`, opened as a new file `memoryName`; false (the reason in
    // `error`) when either fails.
    bool importInto(TranslationMemory &memory, const QString &memoryName, const QString &tmx,
                    TmxImportStats *stats, QString *error)
    {
        return memory.open(m_dir.path() + u'/' + memoryName, error) &&
               importTmx(memory, tmx, stats, error);
    }

    // A TMX that importTmx refuses whole: the error says why, and a fresh memory stays empty.
    void expectImportRefused(const QString &tmx, const QString &memoryName,
                             const QString &errorPart)
    {
        TranslationMemory memory;
        QString error;
        TmxImportStats stats;
        QVERIFY(!importInto(memory, memoryName, tmx, &stats, &error));
        QVERIFY2(error.contains(errorPart), qPrintable(error));
        QVERIFY(memory.isOpen());
        QCOMPARE(memory.pairCount(), 0);
    }

private slots:
    void initTestCase()
    {
        if (GitRunner::program().isEmpty()) QSKIP("git is not installed");
        QVERIFY(m_dir.isValid());
        GitRepoHelper repo(repoRoot());
        repo.git({"init", "-q", "-b", "main"});
        repo.write("beginner_source/intro.rst", IntroEnglish);
        repo.write("beginner_source/other.rst", OtherEnglish);
        repo.commitFile("README.md", "Not a tutorial.\n", "English tutorials", 1);
        m_translationCommit =
            repo.commitFile("beginner_source/intro.rst", IntroKorean, "intro.rst 번역", 2);
        m_revisionCommit =
            repo.commitFile("beginner_source/intro.rst", IntroRevised, "intro.rst 문장 다듬기", 3);
        m_otherCommit =
            repo.commitFile("beginner_source/other.rst", OtherKorean, "other.rst 번역", 4);
    }

    void tokensMakePlaceholders()
    {
        const QList<TmToken> tokens = tmTokenize(
            u"Use ``torch.zeros`` and :func:`foo` with `docs <https://x.org>`_, 3.5 GB.");
        QCOMPARE(tmNormalizedKey(tokens), QString("use {code} and {role} with {link} {num} gb"));
        QCOMPARE(tokens[1].raw, QString("``torch.zeros``"));
        QCOMPARE(tmIndexKeys(tokens), (QStringList{"use", "and", "with", "gb"}));
    }

    void buildStoresHistoryPairs()
    {
        TranslationMemory memory;
        TmBuildStats stats;
        QVERIFY(buildInto(memory, m_dir.path() + "/full.sqlite", &stats));
        QCOMPARE(stats.newCommits, 4);
        QCOMPARE(stats.files, 2);        // README.md is not a tutorial
        QCOMPARE(stats.translations, 3); // two versions of intro.rst, one of other.rst
        const QList<TmPair> pairs = memory.allPairs();
        // intro: title + 3 paragraphs, then the reworded paragraph; other: title + 2 paragraphs.
        QCOMPARE(pairs.size(), 8);
        QCOMPARE(stats.pairsTotal, 8);

        const TmPair *title = findPair(pairs, "Introduction", "소개");
        QVERIFY(title);
        QCOMPARE(title->file, QString("beginner_source/intro.rst"));
        QCOMPARE(title->commit, m_translationCommit);
        QCOMPARE(QDateTime::fromSecsSinceEpoch(title->date, Qt::UTC).date(), QDate(2024, 1, 2));
        // The unchanged paragraph keeps the commit that translated it; the reworded one is
        // stored again with the revision's commit.
        QVERIFY(findPair(pairs, "PyTorch provides", "PyTorch는 강력한 GPU 가속을 지원하는"));
        const TmPair *revised =
            findPair(pairs, "PyTorch provides", "PyTorch는 강력한 GPU 가속과 함께");
        QVERIFY(revised);
        QCOMPARE(revised->commit, m_revisionCommit);
        // No code block, no untranslated unit.
        for (const TmPair &p : pairs) {
            QVERIFY2(!p.source.contains("import torch"), qPrintable(p.source));
            QCOMPARE(p.origin, QString("history"));
        }
        QString error;
        QVERIFY2(memory.checkIntegrity(&error), qPrintable(error));
    }

    void queryExactAndFuzzy()
    {
        TranslationMemory memory;
        QVERIFY(buildInto(memory, m_dir.path() + "/query.sqlite"));

        // Exact: both translations of the paragraph, the newer first.
        QList<TmMatch> m = memory.query(
            "Gradient accumulation lets you train with larger batches than fit in memory.");
        QCOMPARE(m.size(), 2);
        QCOMPARE(m[0].score, 100);
        QVERIFY(m[0].exact);
        QVERIFY(m[0].pair.target.startsWith("경사 누적"));
        QCOMPARE(m[0].pair.file, QString("beginner_source/other.rst"));
        QVERIFY(m[1].pair.target.startsWith("변화도 누적"));
        QCOMPARE(m[0].diff.size(), 1);
        QCOMPARE(m[0].diff[0].kind, TmDiffOp::Kind::Same);

        // Other code and number: the same words, so 99, not exact; the Korean adapted.
        const QString query =
            "Use ``torch.ones`` to create a tensor filled with zeros, as shown in 5 examples.";
        m = memory.query(query);
        QCOMPARE(m.size(), 1);
        QCOMPARE(m[0].score, 99);
        QVERIFY(!m[0].exact);
        int replaced = 0;
        QCOMPARE(
            tmAdaptTarget(m[0].pair.source, m[0].pair.target, query, &replaced),
            QString(
                "``torch.ones`` 를 사용하면 5개의 예제처럼 0으로 채워진 텐서를 만들 수 있습니다."));
        QCOMPARE(replaced, 2);
        // The difference names the changed words.
        QStringList removed, added;
        for (const TmDiffOp &op : m[0].diff) {
            if (op.kind == TmDiffOp::Kind::Removed) removed.append(op.text);
            if (op.kind == TmDiffOp::Kind::Added) added.append(op.text);
        }
        QCOMPARE(removed, (QStringList{"``torch.zeros``", "3"}));
        QCOMPARE(added, (QStringList{"``torch.ones``", "5"}));

        // Two words of thirteen changed: 11/13 = 85.
        m = memory.query("PyTorch offers tensors and dynamic neural networks in Python with good "
                         "GPU acceleration.");
        QVERIFY(!m.isEmpty());
        QCOMPARE(m[0].score, 85);
        QCOMPARE(m.size(), 2);                      // both translations of that paragraph
        QVERIFY(m[0].pair.target.contains("함께")); // the newer first
        QVERIFY(memory.lastCandidateCount() >= 2);
        QVERIFY(memory.lastCandidateCount() <= 8);

        // Below the threshold, or nothing shared.
        QVERIFY(memory.query("PyTorch offers arrays.").isEmpty());
        QVERIFY(memory.query("Completely unrelated sentence about cooking.").isEmpty());
        TmQueryOptions low;
        low.threshold = 20;
        QVERIFY(!memory.query("PyTorch offers arrays and networks.", low).isEmpty());
        // Leave-one-out: the file's own pairs are not offered.
        TmQueryOptions exclude;
        exclude.excludeFile = "beginner_source/other.rst";
        m = memory.query("Mixed precision makes training faster on modern hardware.", exclude);
        QVERIFY(m.isEmpty());
    }

    void concordanceShowsBothTranslations()
    {
        TranslationMemory memory;
        QVERIFY(buildInto(memory, m_dir.path() + "/conc.sqlite"));
        const QList<TmConcordanceHit> hits = memory.concordance("gradient   ACCUMULATION");
        QCOMPARE(hits.size(), 2);
        QCOMPARE(hits[0].pair.commit, m_otherCommit); // newest first
        QCOMPARE(hits[0].translations, 2);
        QVERIFY(hits[0].newest);
        QCOMPARE(hits[1].pair.commit, m_translationCommit);
        QVERIFY(!hits[1].newest);
        // The last word may be the start of a longer one; the first starts a word.
        QCOMPARE(memory.concordance("gradient accum").size(), 2);
        QCOMPARE(memory.concordance("neural network").size(), 2); // "networks", both versions
        QVERIFY(memory.concordance("ural networks").isEmpty());
        // A phrase whose words are there but not in this order finds nothing.
        QVERIFY(memory.concordance("accumulation gradient").isEmpty());
        QCOMPARE(memory.concordance("Mixed precision").size(), 1);
        QCOMPARE(memory.concordance("Mixed precision")[0].translations, 1);
        // A Korean phrase searches the translations.
        const QList<TmConcordanceHit> korean = memory.concordance("변화도 누적");
        QCOMPARE(korean.size(), 1);
        QVERIFY(korean[0].pair.source.startsWith("Gradient accumulation"));
        QVERIFY(memory.concordance("nonexistentword").isEmpty());
    }

    void incrementalReadsOnlyNewCommits()
    {
        QTemporaryDir dir;
        GitRepoHelper repo(dir.path() + "/inc");
        repo.git({"clone", "-q", repoRoot(), repo.root()});
        TranslationMemory memory;
        QString error;
        QVERIFY(memory.open(dir.path() + "/inc.sqlite", &error));
        auto checkout = Checkout::open(repo.root(), &error);
        QVERIFY(checkout);
        TmBuildStats first;
        QVERIFY(TmBuilder(*checkout, memory).build(&first, &error));
        const QStringList before = pairLines(memory.allPairs());

        repo.commitFile("beginner_source/saving.rst", LaterEnglish, "English saving.rst", 5);
        repo.commitFile("beginner_source/saving.rst", LaterKorean, "saving.rst 번역", 6);
        TmBuildStats second;
        QVERIFY(TmBuilder(*checkout, memory).build(&second, &error));
        QCOMPARE(second.newCommits, 2);
        QCOMPARE(second.files, 1); // only the file the new commits touched
        QCOMPARE(second.pairsAdded, 2);
        QCOMPARE(second.pairsTotal, first.pairsTotal + 2);
        const QStringList after = pairLines(memory.allPairs());
        for (const QString &line : before)
            QVERIFY(after.contains(line));

        // Nothing new: nothing read.
        TmBuildStats third;
        QVERIFY(TmBuilder(*checkout, memory).build(&third, &error));
        QCOMPARE(third.newCommits, 0);
        QCOMPARE(third.files, 0);
        QCOMPARE(third.pairsTotal, second.pairsTotal);
    }

    void catalogueHistoryGivesReviewedPairs()
    {
        // A python-docs-ko-like repository: a catalogue translated, then updated by a catalogue
        // update (one entry fuzzy, one new and untranslated), then reviewed.
        QTemporaryDir dir;
        GitRepoHelper repo(dir.path() + "/po");
        repo.git({"init", "-q", "-b", "3.13"});
        const QString header = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; "
                               "charset=utf-8\\n\"\n\n";
        const QString translated = header + "msgid \"Built-in Functions\"\nmsgstr \"내장 함수\"\n\n"
                                            "msgid \"Return the absolute value of a number.\"\n"
                                            "msgstr \"숫자의 절댓값을 돌려줍니다.\"\n\n"
                                            "#~ msgid \"Gone.\"\n#~ msgstr \"사라짐.\"\n";
        const QString first = repo.commitFile("library/functions.po", translated, "번역", 1);
        const QString updated = header +
                                "msgid \"Built-in Functions\"\nmsgstr \"내장 함수\"\n\n"
                                "#, fuzzy\nmsgid \"Return the absolute value of an integer.\"\n"
                                "msgstr \"숫자의 절댓값을 돌려줍니다.\"\n\n"
                                "msgid \"A new sentence.\"\nmsgstr \"\"\n";
        repo.commitFile("library/functions.po", updated, "Update translations", 2);
        const QString reviewed = header + "msgid \"Built-in Functions\"\nmsgstr \"내장 함수\"\n\n"
                                          "msgid \"Return the absolute value of an integer.\"\n"
                                          "msgstr \"정수의 절댓값을 돌려줍니다.\"\n\n"
                                          "msgid \"A new sentence.\"\nmsgstr \"새 문장.\"\n";
        const QString last =
            repo.commitFile("library/functions.po", reviewed, "remove fuzzy flags", 3);

        TranslationMemory memory;
        QString error;
        QVERIFY(memory.open(dir.path() + "/po.sqlite", &error));
        const auto checkout = Checkout::open(repo.root(), &error);
        QVERIFY(checkout);
        TmBuildStats stats;
        QVERIFY2(TmBuilder(*checkout, memory).build(&stats, &error), qPrintable(error));
        QCOMPARE(stats.files, 1);
        // Each reviewed pair once, with the commit that first had it: no header, no obsolete
        // entry, no fuzzy translation (it is of the old English), no empty one.
        QStringList stored;
        for (const TmPair &p : memory.allPairs())
            stored << QStringLiteral("%1 => %2 @%3").arg(p.source, p.target, p.commit.left(7));
        QCOMPARE(stored,
                 (QStringList{
                     "Built-in Functions => 내장 함수 @" + first.left(7),
                     "Return the absolute value of a number. => 숫자의 절댓값을 돌려줍니다. @" +
                         first.left(7),
                     "Return the absolute value of an integer. => 정수의 절댓값을 돌려줍니다. @" +
                         last.left(7),
                     "A new sentence. => 새 문장. @" + last.left(7)}));
        const QList<TmMatch> matches = memory.query("Return the absolute value of a float.");
        QVERIFY(!matches.isEmpty());
        QVERIFY(matches.constFirst().pair.target.endsWith(u"절댓값을 돌려줍니다."));
        QCOMPARE(memory.concordance(QStringLiteral("절댓값")).size(), 2);
    }

    void worktreePairsFollowTheWorkingTree()
    {
        QTemporaryDir dir;
        GitRepoHelper repo(dir.path() + "/wt");
        repo.git({"clone", "-q", repoRoot(), repo.root()});
        repo.write("beginner_source/intro.rst",
                   QString(IntroRevised).replace("변화도 누적을 사용하면", "변화도를 누적하면"));
        TranslationMemory memory;
        TmBuildStats stats;
        QString error;
        QVERIFY(memory.open(dir.path() + "/wt.sqlite", &error));
        auto checkout = Checkout::open(repo.root(), &error);
        QVERIFY(TmBuilder(*checkout, memory).build(&stats, &error));
        QCOMPARE(stats.worktreePairs, 1);
        const QList<TmPair> pairs = memory.allPairs(); // findPair points into it
        const TmPair *p = findPair(pairs, "Gradient accumulation", "변화도를 누적하면");
        QVERIFY(p);
        QCOMPARE(p->origin, QString("worktree"));
        QVERIFY(p->commit.isEmpty());
        // Reverted: the pair goes on the next build.
        repo.git({"checkout", "--", "beginner_source/intro.rst"});
        QVERIFY(TmBuilder(*checkout, memory).build(&stats, &error));
        QCOMPARE(stats.worktreePairs, 0);
        QVERIFY(!findPair(memory.allPairs(), "Gradient accumulation", "변화도를 누적하면"));
        // The index forgot it too: its words no longer find it.
        QVERIFY(memory.concordance("변화도를 누적하면").isEmpty());
    }

    void tmxRoundTrip()
    {
        TranslationMemory memory;
        QVERIFY(buildInto(memory, m_dir.path() + "/tmx.sqlite"));
        const QString tmx = m_dir.path() + "/out.tmx";
        const QByteArray xml = exportedTmx(memory, tmx);
        QVERIFY(xml.contains("<tmx version=\"1.4\">"));
        QVERIFY(xml.contains("srclang=\"en\""));
        QVERIFY(xml.contains("xml:lang=\"ko\""));

        TranslationMemory empty;
        TmxImportStats stats;
        QString error;
        QVERIFY2(importInto(empty, "imported.sqlite", tmx, &stats, &error), qPrintable(error));
        QCOMPARE(countsOf(stats),
                 QString("%1 units, %1 added, 0 skipped, 0 too long").arg(memory.pairCount()));
        QCOMPARE(pairLines(empty.allPairs()), pairLines(memory.allPairs()));
        // The imported memory answers the same queries.
        QCOMPARE(empty.query("Mixed precision makes training faster on modern hardware.").size(),
                 1);

        // A broken file adds nothing.
        const QString broken = m_dir.path() + "/broken.tmx";
        writeFile(broken, xml.left(xml.size() / 2));
        expectImportRefused(broken, "other.sqlite", "broken.tmx:");
    }

    void tmxFromOtherTools()
    {
        // OmegaT and Poedit write region codes and inline tags; a pair without Korean is skipped.
        const QString path = m_dir.path() + "/omegat.tmx";
        writeFile(path, R"(<?xml version="1.0" encoding="UTF-8"?>
<tmx version="1.4"><header creationtool="OmegaT" srclang="EN-US" adminlang="EN-US" datatype="plaintext" segtype="sentence" o-tmf="OmegaT TMX"/>
<body>
<tu creationdate="20240105T101500Z"><tuv xml:lang="EN-US"><seg>Call <ph x="1">&lt;b&gt;</ph>save<ph x="2">&lt;/b&gt;</ph> twice.</seg></tuv>
<tuv xml:lang="KO-KR"><seg>save를 두 번 호출합니다.</seg></tuv></tu>
<tu><tuv xml:lang="EN-US"><seg>Untranslated.</seg></tuv></tu>
</body></tmx>)");
        TranslationMemory memory;
        QString error;
        TmxImportStats stats;
        QVERIFY2(importInto(memory, "omegat.sqlite", path, &stats, &error), qPrintable(error));
        QCOMPARE(countsOf(stats), QString("2 units, 1 added, 1 skipped, 0 too long"));
        const QList<TmPair> pairs = memory.allPairs();
        QCOMPARE(pairs.size(), 1);
        QCOMPARE(pairs[0].source, QString("Call <b>save</b> twice."));
        QCOMPARE(pairs[0].target, QString("save를 두 번 호출합니다."));
        QCOMPARE(pairs[0].origin, QString("import"));
        QCOMPARE(QDateTime::fromSecsSinceEpoch(pairs[0].date, Qt::UTC),
                 QDateTime(QDate(2024, 1, 5), QTime(10, 15), Qt::UTC));
        // A TMX whose source language is not English is refused whole.
        writeFile(
            path,
            R"(<tmx version="1.4"><header srclang="de"/><body><tu><tuv xml:lang="en"><seg>a</seg></tuv><tuv xml:lang="ko"><seg>가</seg></tuv></tu></body></tmx>)");
        expectImportRefused(path, "german.sqlite", "not English");
    }

    void interruptedBuildLeavesUsableMemory()
    {
        const QString path = m_dir.path() + "/interrupted.sqlite";
        {
            TranslationMemory memory;
            TmBuildStats stats;
            // Stops inside the second file's transaction, its pairs already written.
            QVERIFY(buildInto(memory, path, &stats,
                              [](const QString &, int done, int) { return done < 2; }));
            QVERIFY(stats.cancelled);
        }
        TranslationMemory memory;
        QString error;
        QVERIFY(memory.open(path, &error));
        QVERIFY2(memory.checkIntegrity(&error), qPrintable(error));
        // Exactly the first file (beginner_source/intro.rst): 5 pairs, none of other.rst.
        const QList<TmPair> pairs = memory.allPairs();
        QCOMPARE(pairs.size(), 5);
        for (const TmPair &p : pairs)
            QCOMPARE(p.file, QString("beginner_source/intro.rst"));
        QVERIFY(memory.processedCommits().isEmpty()); // so the next build redoes the rest
        QCOMPARE(
            memory
                .query(
                    "Gradient accumulation lets you train with larger batches than fit in memory.")
                .size(),
            1);
        QVERIFY(memory.concordance("Mixed precision").isEmpty());

        // Resumed: the same pairs as a build that was never stopped.
        TmBuildStats resumed;
        auto checkout = Checkout::open(repoRoot(), &error);
        QVERIFY(TmBuilder(*checkout, memory).build(&resumed, &error));
        // The file the stopped build finished is not read again.
        QCOMPARE(resumed.resumedFiles, 1);
        QCOMPARE(resumed.files, 1);
        TranslationMemory full;
        QVERIFY(buildInto(full, m_dir.path() + "/uninterrupted.sqlite"));
        QCOMPARE(pairLines(memory.allPairs()), pairLines(full.allPairs()));
        QCOMPARE(memory.processedCommits().size(), 4);
    }

    void killedBuildLeavesUsableMemory()
    {
        // A real build killed at an arbitrary moment: whatever it had committed is readable and
        // a second build completes it. The practice repository makes the build long enough.
        const QString bundle =
            QStringLiteral(TANDEM_SHARED_DIR "/repos/tutorials-kr-practice.bundle");
        if (!QFileInfo::exists(bundle) || !QFileInfo::exists(TANDEM_BINARY))
            QSKIP("the practice repository or the tandem executable is not available");
        QTemporaryDir dir;
        GitRepoHelper repo(dir.path() + "/practice");
        repo.git({"clone", "-q", bundle, repo.root()});
        const QString path = dir.path() + "/killed.sqlite";
        for (const int delayMs : {150, 350}) {
            QFile::remove(path);
            QProcess p;
            p.start(TANDEM_BINARY, {"tm", "build", repo.root(), "--tm", path});
            QVERIFY(p.waitForStarted());
            QThread::msleep(delayMs);
            p.kill();
            p.waitForFinished();
            TranslationMemory memory;
            QString error;
            if (!QFileInfo::exists(path)) continue; // killed before it created the file
            QVERIFY2(memory.open(path, &error), qPrintable(error));
            QVERIFY2(memory.checkIntegrity(&error), qPrintable(error));
            const qint64 partial = memory.pairCount();
            memory.concordance("tensor");
            auto checkout = Checkout::open(repo.root(), &error);
            TmBuildStats stats;
            QVERIFY(TmBuilder(*checkout, memory).build(&stats, &error));
            QVERIFY(stats.pairsTotal >= partial);
            QVERIFY(stats.pairsTotal > 500);
        }
    }

    void tmxEntityAmplificationRefused()
    {
        // One 4,000-character entity used 200,000 times: 600 KB of file, 800 M characters once
        // expanded. Refused at the DOCTYPE, before any use is read.
        QByteArray tmx = "<?xml version=\"1.0\"?>\n<!DOCTYPE tmx [<!ENTITY a \"" +
                         QByteArray(4000, 'x') +
                         "\">]>\n<tmx version=\"1.4\"><header srclang=\"en\"/><body><tu>"
                         "<tuv xml:lang=\"en\"><seg>";
        for (int i = 0; i < 200000; ++i)
            tmx += "&a;";
        tmx += "</seg></tuv><tuv xml:lang=\"ko\"><seg>가</seg></tuv></tu></body></tmx>\n";
        const QString path = m_dir.path() + "/amplified.tmx";
        writeFile(path, tmx);
        expectImportRefused(path, "amplified.sqlite", "declares entities");

        // A parameter entity, and an entity that is declared nowhere.
        writeFile(path, "<!DOCTYPE tmx [<!ENTITY % p \"x\">]><tmx version=\"1.4\"><body/></tmx>");
        expectImportRefused(path, "parameter.sqlite", "amplified.tmx:1: ");
        writeFile(path, "<tmx version=\"1.4\"><header srclang=\"en\"/><body><tu><tuv "
                        "xml:lang=\"en\"><seg>&b;</seg></tuv><tuv xml:lang=\"ko\"><seg>가</seg>"
                        "</tuv></tu></body></tmx>");
        expectImportRefused(path, "undeclared.sqlite", "amplified.tmx:1:");

        // XML's own entities and character references are read.
        writeFile(path, "<!DOCTYPE tmx SYSTEM \"tmx14.dtd\"><tmx version=\"1.4\"><header "
                        "srclang=\"en\"/><body><tu><tuv xml:lang=\"en\"><seg>a &lt;b&gt; &amp; "
                        "&#x41;</seg></tuv><tuv xml:lang=\"ko\"><seg>&quot;가&apos;</seg></tuv>"
                        "</tu></body></tmx>");
        TranslationMemory memory;
        QString error;
        QVERIFY2(importInto(memory, "predefined.sqlite", path, nullptr, &error), qPrintable(error));
        const QList<TmPair> pairs = memory.allPairs();
        QCOMPARE(pairs.size(), 1);
        QCOMPARE(pairs[0].source, QString("a <b> & A"));
        QCOMPARE(pairs[0].target, QString("\"가'"));
    }

    void tmxSegmentCap()
    {
        const QByteArray longSegment(TmxLimits::MaxSegmentChars + 1, 'w');
        const QString path = m_dir.path() + "/long.tmx";
        writeFile(path, "<tmx version=\"1.4\"><header srclang=\"en\"/><body>"
                        "<tu><tuv xml:lang=\"en\"><seg>" +
                            longSegment +
                            "</seg></tuv><tuv xml:lang=\"ko\"><seg>긴 문단</seg></tuv></tu>"
                            "<tu><tuv xml:lang=\"en\"><seg>Short.</seg></tuv>"
                            "<tuv xml:lang=\"ko\"><seg>짧음.</seg></tuv></tu>"
                            "</body></tmx>");
        TranslationMemory memory;
        QString error;
        TmxImportStats stats;
        QVERIFY2(importInto(memory, "long.sqlite", path, &stats, &error), qPrintable(error));
        QCOMPARE(countsOf(stats), QString("2 units, 1 added, 0 skipped, 1 too long"));
        QCOMPARE(memory.allPairs().constFirst().source, QString("Short."));
    }

    void tmxControlCharactersRoundTrip()
    {
        // As in the community's memory: a backspace and a group separator pasted into a
        // translation, and a form feed in the English.
        TranslationMemory memory;
        QString error;
        QVERIFY(memory.open(m_dir.path() + "/control.sqlite", &error));
        QVERIFY(memory.begin(&error));
        const QList<TmPair> stored = {
            {0, "Press Ctrl-H\bto erase.", "Ctrl-H\b로 지웁니다.", "a.rst", "c1", 1700000000,
             "history"},
            {0, "Fields\x1dseparated\x0c.", QString::fromUtf8("\x01\x02필드\x1d\x1d구분\x1d."),
             "b\x01.rst", "", 0, "history"},
            {0, "Tab\tand\r\nnewline.", "탭\t과 줄바꿈.", "c.rst", "", 0, "history"},
            {0, QString::fromUtf8("NUL\0inside.", 11), "널 문자.", "d.rst", "", 0, "history"},
        };
        for (const TmPair &p : stored)
            QVERIFY(memory.addPair(p, nullptr, &error));
        QVERIFY(memory.commit(&error));
        QCOMPARE(memory.pairCount(), 4);
        const QString tmx = m_dir.path() + "/control.tmx";
        const QByteArray xml = exportedTmx(memory, tmx);
        QVERIFY(xml.contains("<ph type=\"x-ctrl\">U+0008</ph>"));
        QVERIFY(xml.contains("<ph type=\"x-ctrl\">U+001D</ph>"));
        QVERIFY(xml.contains("<ph type=\"x-ctrl\">U+000C</ph>"));
        QVERIFY(xml.contains("b\xef\xbf\xbd.rst")); // a property: U+FFFD
        // Well-formed: Qt's own reader goes through it without an error.
        QXmlStreamReader check(xml);
        while (!check.atEnd())
            check.readNext();
        QVERIFY2(!check.hasError(), qPrintable(check.errorString()));

        TranslationMemory imported;
        TmxImportStats stats;
        QVERIFY2(importInto(imported, "control-imported.sqlite", tmx, &stats, &error),
                 qPrintable(error));
        QCOMPARE(countsOf(stats), QString("4 units, 4 added, 0 skipped, 0 too long"));
        QStringList expected, actual;
        for (const TmPair &p : stored)
            expected.append(p.source + u'|' + p.target);
        for (const TmPair &p : imported.allPairs())
            actual.append(p.source + u'|' + p.target);
        QCOMPARE(actual, expected);
    }

    void tmxExportSaysWhatFailed()
    {
        TranslationMemory memory;
        QVERIFY(buildInto(memory, m_dir.path() + "/exportfail.sqlite"));
        QString error;
        // A folder that does not exist: the file, and why.
        QCOMPARE(exportTmx(memory, m_dir.path() + "/no/such/dir/x.tmx", &error), -1);
        QVERIFY2(error.contains("x.tmx") && !error.contains("Unknown error"), qPrintable(error));
        // Writes cut short as on a full disk: which pair, and nothing left behind.
        const QString tmx = m_dir.path() + "/full.tmx";
        {
            tandem::testing::FileSizeLimit limit(1000);
            QVERIFY(limit.isValid());
            QCOMPARE(exportTmx(memory, tmx, &error), -1);
        }
        QVERIFY2(error.contains("full.tmx") && error.contains("pair"), qPrintable(error));
        QVERIFY(!QFileInfo::exists(tmx));
        // A path that is not a regular file is not replaced (QSaveFile would rename over it).
        const QString fifo = m_dir.path() + "/export.fifo";
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        QCOMPARE(exportTmx(memory, fifo, &error), -1);
        QVERIFY2(error.contains("not a regular file"), qPrintable(error));
        struct stat st;
        QVERIFY(::stat(QFile::encodeName(fifo).constData(), &st) == 0 && S_ISFIFO(st.st_mode));
    }

    void damagedMemoryRefused()
    {
        // A memory of a few hundred pages, then garbage over four of them (not the header).
        const QString path = m_dir.path() + "/damaged.sqlite";
        {
            TranslationMemory memory;
            QString error;
            QVERIFY(memory.open(path, &error));
            QVERIFY(memory.begin(&error));
            for (int i = 0; i < 3000; ++i)
                QVERIFY(memory.addPair(
                    {0, QStringLiteral("Sentence number %1 about tensors.").arg(i),
                     QStringLiteral("텐서에 관한 %1번째 문장.").arg(i), "a.rst", "", 0, "history"},
                    nullptr, &error));
            QVERIFY(memory.commit(&error));
        }
        QVERIFY(!QFileInfo::exists(path + "-wal")); // checkpointed at close
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.size() > 40 * 4096);
        for (const qint64 page : {5, 12, 20, 31}) {
            f.seek(page * 4096);
            f.write(QByteArray(4096, char(0xA5)));
        }
        f.close();
        for (const bool readOnly : {true, false}) {
            TranslationMemory memory;
            QString error;
            QVERIFY(!memory.open(path, &error, readOnly));
            QVERIFY2(error.contains(path) && error.contains("tandem tm build --rebuild"),
                     qPrintable(error));
            QVERIFY(!memory.isOpen());
        }
        if (!QFileInfo::exists(TANDEM_BINARY)) return;
        QTemporaryDir home;
        const QString tmx = home.path() + "/out.tmx";
        for (const QStringList &args :
             {QStringList{"tm", "export", "--tmx", tmx, "--tm", path},
              QStringList{"tm", "query", "Sentence number 7 about tensors.", "--tm", path},
              QStringList{"tm", "build", repoRoot(), "--tm", path}}) {
            const Run r = runTandem(args, home.path());
            QVERIFY2(r.exitCode == 2, qPrintable(args.join(' ') + ": " + r.err));
            QVERIFY2(r.err.contains("--rebuild"), r.err.constData());
        }
        QVERIFY(!QFileInfo::exists(tmx));
        // The fix it names works.
        const Run r =
            runTandem({"tm", "build", repoRoot(), "--tm", path, "--rebuild"}, home.path());
        QVERIFY2(r.exitCode == 0, r.err.constData());
        TranslationMemory rebuilt;
        QString error;
        QVERIFY2(rebuilt.open(path, &error, true), qPrintable(error));
        QCOMPARE(rebuilt.pairCount(), 8);
    }

    void readOnlyFolder()
    {
        // A folder this process cannot write: as root, a file system mounted read-only (root
        // writes through permissions); otherwise a folder without write permission.
        tandem::testing::SmallFileSystem fs(8 * 1024 * 1024);
        QTemporaryDir plain;
        const QString dir = fs.isMounted() ? fs.filePath("shared") : plain.path() + "/shared";
        QVERIFY(QDir().mkpath(dir));
        const QString path = dir + "/memory.sqlite";
        {
            TranslationMemory memory;
            QVERIFY(buildInto(memory, path));
        }
        if (fs.isMounted()) {
            QVERIFY(::mount(nullptr, QFile::encodeName(fs.filePath("")).constData(), nullptr,
                            MS_REMOUNT | MS_RDONLY, nullptr) == 0);
        } else {
            QVERIFY(::chmod(QFile::encodeName(dir).constData(), 0555) == 0);
            if (::access(QFile::encodeName(dir).constData(), W_OK) == 0)
                QSKIP("cannot make a folder read-only here");
        }
        const QStringList before = entriesOf(dir);
        // An import into it is refused for what it is, not as "not a translation memory".
        {
            TranslationMemory source;
            QVERIFY(buildInto(source, m_dir.path() + "/for-import.sqlite"));
            const QString tmx = m_dir.path() + "/for-import.tmx";
            QVERIFY(!exportedTmx(source, tmx).isEmpty());
            QTemporaryDir home;
            const Run r = runTandem({"tm", "import", tmx, "--tm", path}, home.path());
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains("cannot be written") &&
                         !r.err.contains("not a translation memory"),
                     r.err.constData());
        }
        TranslationMemory memory;
        QString error;
        QVERIFY2(memory.open(path, &error, true), qPrintable(error));
        QCOMPARE(memory.pairCount(), 8);
        QCOMPARE(memory.query("Mixed precision makes training faster on modern hardware.").size(),
                 1);
        QCOMPARE(memory.concordance("gradient accumulation").size(), 2);
        memory.close();
        QCOMPARE(entriesOf(dir), before);
        if (!fs.isMounted()) ::chmod(QFile::encodeName(dir).constData(), 0755);
    }

    void devicePathsRefused()
    {
        const QString fifoDir = m_dir.path() + "/fifo-memory";
        QVERIFY(QDir().mkpath(fifoDir));
        const QString fifo = fifoDir + "/memory.sqlite";
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        const bool zeroJournalBefore = QFileInfo::exists("/dev/zero-journal");
        for (const QString &path : {QString("/dev/zero"), QString("/dev/null"), fifo, fifoDir})
            for (const bool readOnly : {true, false}) {
                TranslationMemory memory;
                QString error;
                QVERIFY2(!memory.open(path, &error, readOnly), qPrintable(path));
                QVERIFY2(error.startsWith(path + ": is "), qPrintable(error));
            }
        QCOMPARE(entriesOf(fifoDir), QStringList{"memory.sqlite"});
        QCOMPARE(QFileInfo::exists("/dev/zero-journal"), zeroJournalBefore);
        if (!QFileInfo::exists(TANDEM_BINARY)) return;
        QTemporaryDir home;
        for (const QStringList &args :
             {QStringList{"tm", "build", repoRoot(), "--tm", "/dev/zero"},
              QStringList{"tm", "query", "text", "--tm", "/dev/zero"},
              QStringList{"tm", "build", repoRoot(), "--tm", fifo, "--rebuild"},
              QStringList{"tm", "concordance", "text", "--tm", fifo}}) {
            const Run r = runTandem(args, home.path());
            QVERIFY2(r.exitCode == 2, qPrintable(args.join(' ') + ": " + r.err));
            QVERIFY2(r.err.startsWith("tandem tm: "), r.err.constData());
        }
        QCOMPARE(entriesOf(fifoDir), QStringList{"memory.sqlite"});
        QVERIFY(QFileInfo(fifo).isFile() == false);
        QCOMPARE(QFileInfo::exists("/dev/zero-journal"), zeroJournalBefore);
    }

    void cliImportRefusalsWriteNothing()
    {
        if (!QFileInfo::exists(TANDEM_BINARY)) QSKIP("the tandem executable is not built");
        QTemporaryDir home;
        const QString memory = home.path() + "/new.sqlite";
        // A FIFO with no writer: refused from its type at once, not opened.
        const QString fifo = home.path() + "/pipe.tmx";
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        Run r = runTandem({"tm", "import", fifo, "--tm", memory}, home.path());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("FIFO"), r.err.constData());
        // Entities: refused, and the memory file is not even created.
        const QString amplified = home.path() + "/amplified.tmx";
        writeFile(amplified, "<!DOCTYPE tmx [<!ENTITY a \"" + QByteArray(4000, 'x') +
                                 "\">]><tmx version=\"1.4\"><body><tu><tuv xml:lang=\"en\"><seg>" +
                                 QByteArray("&a;").repeated(50000) +
                                 "</seg></tuv><tuv xml:lang=\"ko\"><seg>가</seg></tuv></tu>"
                                 "</body></tmx>");
        r = runTandem({"tm", "import", amplified, "--tm", memory}, home.path());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith("tandem tm: " + amplified.toUtf8() + ":1: "), r.err.constData());
        QVERIFY(!QFileInfo::exists(memory));
        QCOMPARE(entriesOf(home.path()), (QStringList{"amplified.tmx", "pipe.tmx"}));
    }

    // Competitive linking: within each pair the two words most often found together are linked
    // first, each once, so a word that merely stands in the same sentences (있습니다, 저장)
    // is not taken for a rendering. A Korean word is keyed by the stem it is written with.
    void lexiconLearnsByCompetitiveLinking()
    {
        LexiconLearner learner;
        const QList<std::array<const char *, 3>> pairs = {
            {"Train the model.", "모델을 학습합니다.", "a.rst"},
            {"Save the model.", "모델을 저장할 수 있습니다.", "a.rst"},
            {"Load the model and save it.", "모델을 불러오고 저장할 수 있습니다.", "b.rst"},
            {"The model has layers.", "모델은 계층들을 가집니다.", "b.rst"},
            {"Stack the layers of ``nn``.", "``nn``의 계층을 쌓을 수 있습니다.", "c.rst"},
            {"A model of layers.", "계층으로 된 모델입니다.", "c.rst"},
            {"Save the layer.", "계층을 저장할 수 있습니다.", "c.rst"},
            {"The gradient flows.", "변화도가 흐릅니다.", "a.rst"},
            {"Each gradient is kept.", "변화도는 보관됩니다.", "b.rst"},
            {"Save the gradient.", "변화도를 저장합니다.", "c.rst"},
        };
        for (const auto &p : pairs)
            learner.addPair(QString::fromUtf8(p[0]), QString::fromUtf8(p[1]), p[2]);
        learner.addPair(u"Train the model.", u"모델을 학습합니다.", "d.rst"); // the same unit again
        QCOMPARE(learner.pairs(), 10);
        const BilingualLexicon lexicon = learner.learn();
        const auto first = [&](const char *english) {
            const QList<LexiconRendering> r = lexicon.renderings(english);
            return r.isEmpty() ? QString() : r.constFirst().korean;
        };
        QCOMPARE(first("model"), QString("모델"));
        QCOMPARE(first("layer"), QString("계층"));      // layers, 계층들을: one key each
        QCOMPARE(first("gradient"), QString("변화도")); // not 변화 + 도
        QCOMPARE(first("save"), QString("저장"));
        QCOMPARE(lexicon.renderings("model").size(), 1); // not 있습니다
        QCOMPARE(lexicon.renderings("model").constFirst().links, 5);
        QCOMPARE(lexicon.units("model"), 5);
        QCOMPARE(lexicon.renderings("model").constFirst().files, 3);
        QVERIFY(lexicon.renderings("nn").isEmpty()); // code is no word
        QVERIFY(lexicon.renderings("the").isEmpty());
        // A unit of a thousand words a side is read for its first 64: what it can link is bounded.
        LexiconLearner huge;
        QString en, ko;
        for (int i = 0; i < 1000; ++i) {
            for (int n : {i / 676, i / 26 % 26, i % 26})
                en += QChar(u'a' + n);
            en += u"qq ";
            ko += QChar(char16_t(0xAC00 + i)) + QStringLiteral("나무 ");
        }
        huge.addPair(en, ko, "a.rst");
        huge.addPair(en + QStringLiteral("again"), ko, "b.rst");
        const BilingualLexicon bounded = huge.learn();
        QVERIFY(bounded.size() > 0);
        QVERIFY(bounded.size() <= 64);
        QCOMPARE(BilingualLexicon::koreanStems(u"변화도를"),
                 (QStringList{"변화도를", "변화도", "변화"}));
        QCOMPARE(BilingualLexicon::englishKeys(
                     u"The layers of `Model <https://x.org>`_ and TorchScript."),
                 (QStringList{"layer"}));
    }

    // Gale and Church's share for documents too short to give their own: the median letters of
    // translation per letter of source, prose only, over pairs whose source has 60 letters or
    // more; none from fewer than eight such pairs. Stored with the lexicon and read back; a
    // memory learned before the share was is learned again, and a share that is not a number
    // is none.
    void lexiconLearnsTheLetterShare()
    {
        // Sources of 60 letters (markup and links not counted), translations of 15 to 50.
        const QString source =
            QStringLiteral("``code`` The panel draws a border around its label while the window is "
                           "always open <https://example.org/a/long/link>");
        QCOMPARE(proseLetters(source), 60);
        LexiconLearner learner;
        const auto korean = [](int letters, int n) {
            return QString(letters - 1, QChar(u'가')) + QString(QChar(char16_t(u'나' + n)));
        };
        for (int n = 0; n < 7; ++n) // shares 0.25, 0.3 … 0.55
            learner.addPair(source + QString(n, u' '), korean(15 + 3 * n, n), "a.rst");
        learner.addPair(QStringLiteral("Short."), QString(200, QChar(u'가')), "a.rst");
        learner.addPair(source, source, "a.rst");     // kept in English: not a translation's length
        QCOMPARE(learner.learn().letterShare(), 0.0); // seven pairs say too little
        learner.addPair(source + QStringLiteral("\n"), korean(51, 9), "a.rst"); // 0.85
        // The median of eight: the upper of the two in the middle (0.4, 0.45).
        QVERIFY(qAbs(learner.learn().letterShare() - 0.45) < 1e-6);
        learner.addPair(source + QStringLiteral("\n\n"), korean(6, 9), "b.rst"); // 0.1
        QVERIFY(qAbs(learner.learn().letterShare() - 0.4) < 1e-6);

        const QString path = m_dir.path() + "/share.sqlite";
        TranslationMemory memory;
        QString error;
        QVERIFY2(memory.open(path, &error), qPrintable(error));
        QVERIFY(memory.begin(&error));
        for (int n = 0; n < 9; ++n) {
            TmPair p;
            p.source = source + QString(n, u' ');
            p.target = korean(15 + 3 * n, n); // 0.25 … 0.65: the median is 0.45
            p.file = "a.rst";
            p.commit = "c1";
            p.origin = "history";
            QVERIFY2(memory.addPair(p, nullptr, &error), qPrintable(error));
        }
        QVERIFY(memory.commit(&error));
        bool relearned = false;
        QVERIFY2(memory.refreshLexicon(&relearned, &error), qPrintable(error));
        QVERIFY(relearned);
        QVERIFY(qAbs(memory.lexicon().letterShare() - 0.45) < 1e-6);
        QVERIFY(memory.refreshLexicon(&relearned, &error));
        QVERIFY(!relearned);
        // A lexicon learned before the share: learned again once.
        QVERIFY(memory.removeMeta("lexicon:letter-share", &error));
        QCOMPARE(memory.lexicon().letterShare(), 0.0);
        QVERIFY(memory.refreshLexicon(&relearned, &error));
        QVERIFY(relearned);
        QVERIFY(qAbs(memory.lexicon().letterShare() - 0.45) < 1e-6);
        // A crafted memory's share: what is not a usable number is none.
        for (const char *crafted : {"inf", "nan", "-0.5", "1e308", "half"}) {
            QVERIFY(memory.setMeta("lexicon:letter-share", crafted, &error));
            QCOMPARE(memory.lexicon().letterShare(), 0.0);
        }
    }

    // tm build learns the lexicon from the stored pairs after them, only when they changed; it
    // is stored with the memory, read back read-only, and worktree pairs are not learned from.
    void lexiconStoredWithTheMemory()
    {
        const QString path = m_dir.path() + "/lexicon.sqlite";
        TranslationMemory memory;
        QString error;
        QVERIFY2(memory.open(path, &error), qPrintable(error));
        QVERIFY(memory.lexicon(&error).isEmpty());
        QVERIFY(error.isEmpty());
        QCOMPARE(memory.lexiconWordCount(&error), 0); // none learned yet: no table
        QVERIFY(memory.begin(&error));
        int n = 0;
        for (const char *file : {"a.rst", "b.rst", "c.rst"})
            for (const char *en : {"Train the model.", "Save the model now."}) {
                TmPair p;
                p.source = QString::fromUtf8(en) + QString::number(++n);
                p.target = QString::fromUtf8(strstr(en, "Train") ? "모델을 학습합니다."
                                                                 : "모델을 저장합니다.") +
                           QString::number(n);
                p.file = file;
                p.commit = "c1";
                p.origin = "history";
                QVERIFY(memory.addPair(p, nullptr, &error));
            }
        TmPair draft;
        draft.source = "A widget and a model.";
        draft.target = "부품과 모델입니다.";
        draft.file = "d.rst";
        draft.origin = "worktree";
        QVERIFY(memory.addPair(draft, nullptr, &error));
        draft.file = "e.rst";
        QVERIFY(memory.addPair(draft, nullptr, &error)); // in two files: still not learned
        QVERIFY(memory.commit(&error));
        bool relearned = false;
        QVERIFY2(memory.refreshLexicon(&relearned, &error), qPrintable(error));
        QVERIFY(relearned);
        QCOMPARE(memory.lexicon().renderings("model").value(0).korean, QString("모델"));
        QCOMPARE(memory.lexicon().renderings("model").value(0).links, 6);
        QVERIFY(memory.lexicon().renderings("widget").isEmpty()); // worktree pairs only
        // Counted by SQLite, as many as the lexicon read in full has.
        QCOMPARE(memory.lexiconWordCount(&error), qint64(memory.lexicon().entries().size()));
        QVERIFY(memory.lexiconWordCount(&error) > 0);
        QVERIFY(memory.refreshLexicon(&relearned, &error));
        QVERIFY(!relearned); // nothing changed
        QVERIFY(memory.removePairs("worktree", QString(), &error));
        QVERIFY(memory.refreshLexicon(&relearned, &error));
        QVERIFY(!relearned); // drafts in progress are no part of it
        memory.close();

        TranslationMemory reader;
        QVERIFY2(reader.open(path, &error, true), qPrintable(error));
        const BilingualLexicon lexicon = reader.lexicon(&error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(lexicon.renderings("train").value(0).korean, QString("학습"));
        QCOMPARE(lexicon.renderings("train").value(0).files, 3);
        QCOMPARE(lexicon.units("train"), 3);
        reader.close();

        // The lint reads it through the project context (--tm here), once; a refreshed context
        // (the editor after Build Memory) reads the memory again.
        ProjectSettings settings;
        settings.memoryFile = path;
        ProjectProblems problems;
        const auto project = ProjectContext::resolve(m_dir.path(), settings, &problems);
        QVERIFY2(project, qPrintable(problems.fatal.join(u'\n')));
        QCOMPARE(project->resources().lexicon->get().renderings("model").value(0).links, 6);
        QVERIFY(memory.open(path, &error));
        QVERIFY(memory.begin(&error));
        for (const char *file : {"f.rst", "g.rst"}) {
            TmPair p;
            p.source = QStringLiteral("Train the model in %1.").arg(file);
            p.target = QStringLiteral("%1에서 모델을 학습합니다.").arg(file);
            p.file = file;
            p.origin = "import";
            QVERIFY(memory.addPair(p, nullptr, &error));
        }
        QVERIFY(memory.commit(&error));
        QVERIFY(memory.refreshLexicon(&relearned, &error));
        QVERIFY(relearned);
        memory.close();
        QCOMPARE(project->resources().lexicon->get().renderings("model").value(0).links, 6);
        const auto again = project->refreshed(m_dir.path());
        QCOMPARE(again->resources().lexicon->get().renderings("model").value(0).links, 8);

        // A named memory that does not open stops the lint (exit 2 on the command line).
        settings.memoryFile = m_dir.path() + "/no-such.sqlite";
        ProjectProblems missing;
        QVERIFY(!ProjectContext::resolve(m_dir.path(), settings, &missing));
        QVERIFY(!missing.fatal.isEmpty());
    }

    void cliJsonAndErrors()
    {
        if (!QFileInfo::exists(TANDEM_BINARY)) QSKIP("the tandem executable is not built");
        QTemporaryDir home;
        // Build into the default location (XDG_DATA_HOME), then query by checkout.
        Run r = runTandem({"tm", "build", repoRoot(), "--format", "json"}, home.path());
        QCOMPARE(r.exitCode, 0);
        const QJsonObject build = jsonOf(r);
        QCOMPARE(build.value("pairs").toInt(), 8);
        QVERIFY(build.value("memory").toString().startsWith(home.path() + "/data/"));
        QVERIFY(build.value("lexiconLearned").toBool()); // new pairs: the lexicon learned
        QVERIFY(build.contains("lexiconWords"));

        r = runTandem({"tm", "query", "Mixed precision makes training faster on modern GPUs.",
                       "--checkout", repoRoot(), "--format", "json"},
                      home.path());
        QCOMPARE(r.exitCode, 0);
        const QJsonArray matches = jsonOf(r).value("matches").toArray();
        QCOMPARE(matches.size(), 1);
        const QJsonObject m = matches[0].toObject();
        QCOMPARE(m.value("score").toInt(), 88); // 7 of 8 words
        QCOMPARE(m.value("source").toString(),
                 QString("Mixed precision makes training faster on modern hardware."));
        QVERIFY(m.value("target").toString().startsWith("혼합 정밀도"));
        QCOMPARE(m.value("file").toString(), QString("beginner_source/other.rst"));
        QCOMPARE(m.value("commit").toString(), m_otherCommit);
        QCOMPARE(m.value("date").toString(), QString("2024-01-04T12:00:00Z"));

        r = runTandem({"tm", "concordance", "gradient accumulation", "--checkout", repoRoot(),
                       "--format", "json"},
                      home.path());
        QCOMPARE(r.exitCode, 0);
        const QJsonArray hits = jsonOf(r).value("hits").toArray();
        QCOMPARE(hits.size(), 2);
        QVERIFY(jsonOf(r).value("renderings").isArray());
        for (const char *key : {"source", "target", "file", "commit"})
            QVERIFY2(hits[0].toObject().contains(key), key);
        QVERIFY(hits[0].toObject().value("newest").toBool());
        QVERIFY(!hits[1].toObject().value("newest").toBool());

        // Export, then import into a new file.
        const QString tmx = home.path() + "/x.tmx";
        r = runTandem({"tm", "export", "--tmx", tmx, "--checkout", repoRoot()}, home.path());
        QCOMPARE(r.exitCode, 0);
        r = runTandem({"tm", "import", tmx, "--tm", home.path() + "/copy.sqlite"}, home.path());
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("8 pairs added"));

        // Bad input: one line naming the problem, exit 2.
        const QString notRepo = home.path() + "/plain";
        QDir().mkpath(notRepo);
        const QList<QStringList> bad = {
            {"tm"},
            {"tm", "frobnicate"},
            {"tm", "query"},
            {"tm", "query", "text", "--threshold", "abc", "--checkout", repoRoot()},
            {"tm", "query", "text", "--format", "xml", "--checkout", repoRoot()},
            {"tm", "query", "text", "--tm", home.path() + "/missing.sqlite"},
            {"tm", "build", notRepo},
            {"tm", "query", "text", "--checkout", notRepo},
            {"tm", "export", "--checkout", repoRoot()},
            {"tm", "import", tmx + ".missing", "--tm", home.path() + "/copy.sqlite"},
            {"tm", "import", repoRoot() + "/README.md", "--tm", home.path() + "/copy.sqlite"},
            {"tm", "query", "text", "--tm", repoRoot() + "/README.md"},
        };
        for (const QStringList &args : bad) {
            r = runTandem(args, home.path());
            QVERIFY2(r.exitCode == 2, qPrintable(args.join(' ') + ": " + r.err));
            QVERIFY2(r.err.startsWith("tandem tm: "), qPrintable(args.join(' ') + ": " + r.err));
        }
    }
};

QTEST_GUILESS_MAIN(TstTranslationMemory)
#include "tst_translationmemory.moc"
