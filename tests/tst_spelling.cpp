// SPDX-License-Identifier: GPL-3.0-or-later
// The Hunspell wrapper: dictionary discovery, the encoding taken from the dictionary, the
// per-word cache used from several threads, suggestions, word lists, and a missing dictionary.
#include "projectfiles.h"
#include "spelling.h"
#include "spellingdictionary.h"
#include "spellingverdictstore.h"
#include "spellingwordlist.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <thread>
#include <vector>

using namespace tandem;

class TestSpelling : public QObject
{
    Q_OBJECT
private:
    const QString m_fixtures = QStringLiteral(TANDEM_FIXTURES "/language");

private slots:
    void findsByNameInOrder()
    {
        QCOMPARE(SpellingDictionary::find({"nope", "utf8"}, {"/nonexistent", m_fixtures}),
                 m_fixtures + "/utf8.aff");
        QCOMPARE(SpellingDictionary::find({"xx_XX"}, {m_fixtures}), QString());
        // The override comes first.
        qputenv("TANDEM_DICTIONARY_PATH", m_fixtures.toLocal8Bit());
        QCOMPARE(SpellingDictionary::searchPaths().constFirst(), m_fixtures);
        QVERIFY(SpellingDictionary::searchPaths().contains("/usr/share/hunspell"));
        QVERIFY(SpellingDictionary::searchPaths().contains(SpellingDictionary::userFolder()));
        qunsetenv("TANDEM_DICTIONARY_PATH");
    }

    void encodingFromTheDictionary()
    {
        auto latin = SpellingDictionary::load(m_fixtures + "/latin1.aff");
        QVERIFY(latin);
        QCOMPARE(latin->encoding(), QStringLiteral("ISO8859-1"));
        QVERIFY(latin->spell(QStringLiteral("café")));
        QVERIFY(latin->spell(QStringLiteral("naïve")));
        QVERIFY(!latin->spell(QStringLiteral("cafe")));
        QVERIFY(latin->spell(QStringLiteral("학습"))); // not representable: nothing to say
        auto utf8 = SpellingDictionary::load(m_fixtures + "/utf8.aff");
        QVERIFY(utf8);
        QCOMPARE(utf8->encoding(), QStringLiteral("UTF-8"));
        QVERIFY(utf8->spell(QStringLiteral("학습")));
        QVERIFY(!utf8->spell(QStringLiteral("학슴")));
    }

    // Reading the encoding must not load the dictionary: that is what makes a lint with
    // stored verdicts fast.
    void loadsHunspellOnlyForAnUnknownVerdict()
    {
        QTemporaryDir cache;
        auto first = SpellingDictionary::load(m_fixtures + "/utf8.aff");
        QVERIFY(first);
        QVERIFY(!first->isLoaded());
        first->usePersistentVerdicts(cache.path());
        QVERIFY(first->spell(QStringLiteral("model")));
        QVERIFY(!first->spell(QStringLiteral("mdoel")));
        QVERIFY(first->isLoaded());
        first->saveVerdicts();

        auto second = SpellingDictionary::load(m_fixtures + "/utf8.aff");
        second->usePersistentVerdicts(cache.path());
        QVERIFY(second->spell(QStringLiteral("model")));
        QVERIFY(!second->spell(QStringLiteral("mdoel")));
        QVERIFY(!second->isLoaded());
        QVERIFY(second->spell(QStringLiteral("학습"))); // never seen: Hunspell is needed now
        QVERIFY(second->isLoaded());
        second->saveVerdicts();
        const QHash<QString, bool> stored =
            SpellingVerdictStore(m_fixtures + "/utf8.aff", m_fixtures + "/utf8.dic", cache.path())
                .load();
        QCOMPARE(stored.size(), 3); // the second run added to the first's
        QCOMPARE(stored.value("mdoel", true), false);
        QCOMPARE(stored.value("학습"), true);
    }

    void verdictStoreSurvivesDamageAndFollowsTheDictionary()
    {
        QTemporaryDir dir;
        const QString aff = dir.filePath("xx.aff"), dic = dir.filePath("xx.dic");
        QVERIFY(QFile::copy(m_fixtures + "/utf8.aff", aff));
        QVERIFY(QFile::copy(m_fixtures + "/utf8.dic", dic));
        const SpellingVerdictStore store(aff, dic, dir.filePath("cache"));
        QVERIFY(store.save({{"model", true}, {"mdoel", false}}));
        QCOMPARE(store.load().size(), 2);
        // A damaged file (cut short, foreign) costs time, never a wrong verdict or a crash.
        QFile damaged(store.filePath());
        QVERIFY(damaged.open(QIODevice::Append));
        damaged.write("+trunc");
        damaged.close();
        QCOMPARE(store.load().size(), 2);
        QVERIFY(damaged.open(QIODevice::WriteOnly));
        damaged.write("\x7f\x45LF garbage\n+model\n");
        damaged.close();
        QVERIFY(store.load().isEmpty());
        // An updated dictionary has a store of its own.
        QFile grown(dic);
        QVERIFY(grown.open(QIODevice::Append));
        grown.write("tensr\n");
        grown.close();
        QVERIFY(SpellingVerdictStore(aff, dic, dir.filePath("cache")).filePath() !=
                store.filePath());
    }

    void missingDictionary()
    {
        QString error;
        QVERIFY(!SpellingDictionary::load(m_fixtures + "/missing.aff", &error));
        QVERIFY(error.contains("missing.aff"));
    }

    void cacheAcrossThreads()
    {
        auto d = SpellingDictionary::load(m_fixtures + "/utf8.aff");
        QVERIFY(d);
        const QStringList words{"학습", "모델", "model", "mdoel", "tensr", "tensor"};
        std::atomic<int> wrong{0};
        std::vector<std::thread> threads;
        for (int t = 0; t < 4; ++t)
            threads.emplace_back([&] {
                for (int i = 0; i < 500; ++i)
                    for (const QString &w : words)
                        if (d->spell(w) != (w != "mdoel" && w != "tensr")) ++wrong;
            });
        // Suggestions run beside the checking, on their own Hunspell instance.
        const QStringList suggestions = d->suggest(QStringLiteral("mdoel"));
        for (std::thread &t : threads)
            t.join();
        QCOMPARE(wrong.load(), 0);
        QCOMPARE(d->cachedWords(), words.size());
        QVERIFY2(suggestions.contains("model"), qPrintable(suggestions.join(',')));
        QCOMPARE(d->suggest(QStringLiteral("mdoel")), suggestions); // cached
    }

    void wordLists()
    {
        const SpellingWordList list =
            SpellingWordList::fromText("# team words\npytorch\n파이토치  # 음차\nTorchScript\n\n");
        QVERIFY(list.contains("pytorch"));
        QVERIFY(list.contains("PyTorch")); // listed in lower case: any case
        QVERIFY(list.contains("파이토치"));
        QVERIFY(list.contains("TorchScript"));
        QVERIFY(!list.contains("torchscript")); // listed with capitals: as written
        QVERIFY(!list.contains("# team words"));

        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath("repo/.git"));
        QVERIFY(QDir(dir.path()).mkpath("repo/beginner/sub"));
        QFile f(dir.filePath("repo/.tandem-words.txt"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("파이토치\n");
        f.close();
        const QString found = SpellingWordList::findFor(dir.filePath("repo/beginner/sub/x.rst"));
        QCOMPARE(found, dir.filePath("repo/.tandem-words.txt"));
        QVERIFY(SpellingWordList::load(found).contains("파이토치"));
        // Not above the repository root.
        QFile outside(dir.filePath(".tandem-words.txt"));
        QVERIFY(outside.open(QIODevice::WriteOnly));
        outside.close();
        QVERIFY(QDir(dir.path()).mkpath("other/.git"));
        QCOMPARE(SpellingWordList::findFor(dir.filePath("other/x.rst")), QString());
        // The repository root, from a file or from a folder inside it.
        QCOMPARE(repositoryRoot(dir.filePath("repo/beginner/sub/x.rst")),
                 QDir(dir.filePath("repo")).absolutePath());
        QCOMPARE(repositoryRoot(dir.filePath("repo/beginner")),
                 QDir(dir.filePath("repo")).absolutePath());
        QCOMPARE(repositoryRoot(dir.filePath("x.rst")), QString()); // in no working tree
    }

    void sharedServiceWithoutDictionary()
    {
        Spelling &s = Spelling::shared();
        s.setDictionary(Spelling::Language::Korean, nullptr);
        QVERIFY(!s.dictionary(Spelling::Language::Korean));
        s.setDictionary(Spelling::Language::Korean,
                        SpellingDictionary::load(m_fixtures + "/utf8.aff"));
        QVERIFY(s.dictionary(Spelling::Language::Korean)->spell("모델"));
        // A lint in a worker thread may hold the dictionary it was given while the editor's
        // thread replaces it: the replaced one stays readable (the sanitizer build reads freed
        // memory here if it is not).
        const SpellingDictionary *held = s.dictionary(Spelling::Language::Korean);
        s.setDictionary(Spelling::Language::Korean, nullptr);
        QVERIFY(!s.dictionary(Spelling::Language::Korean));
        QVERIFY(held->spell("모델"));
        QVERIFY(!held->spell("모댈"));
        // Accepted words are the project context's, not the shared service's.
        const SpellingWordList words = SpellingWordList::fromText("파이토치\n");
        QVERIFY(words.contains("파이토치"));
        QVERIFY(!words.contains("텐서플로"));
    }
};

QTEST_GUILESS_MAIN(TestSpelling)
#include "tst_spelling.moc"
