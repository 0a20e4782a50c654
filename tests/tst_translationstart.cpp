// SPDX-License-Identifier: GPL-3.0-or-later
// The in-place start in the engine (core/review/translationstart.*): the English a file
// translated in place starts from, while it is still English, once it is half Korean, and after
// half-translated versions are committed; the reviewer-mode file and the project report list it
// as in progress against that English, not as "still English".
#include "gitrepohelper.h"
#include "gitrunner.h"
#include "inplacetutorial.h"
#include "projectreport.h"
#include "reviewbuilder.h"
#include "translationstart.h"

#include <QTemporaryDir>
#include <QTest>

using namespace tandem;

class TestTranslationStart : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void startedInPlace();
    void stillEnglishFileGetsHead();
    void halfKoreanWorkingTreeGetsHead();
    void committedHalfTranslationsAreSkipped();
    void englishWithHangulKeepsNewestVersion();
    void fileChosenAsItsOwnSourceIsIgnored();
    void reviewListsItInProgress();
    void projectListsItInProgress();
    void translatedAfterHalfCommits();

private:
    ResolvedSource start(const QString &path, const SourceChoices &choices = {}) const
    {
        QString error;
        const auto checkout = Checkout::open(m_repo, &error);
        if (!checkout) qWarning() << error;
        return checkout ? findTranslationStart(*checkout, choices, path) : ResolvedSource();
    }

    QTemporaryDir m_tmp;
    QString m_repo;
    QString m_english; // the commit of the English
    QString m_half1;   // the first half-translated commit
};

void TestTranslationStart::initTestCase()
{
    if (GitRunner::program().isEmpty()) QSKIP("git is not installed");
    QVERIFY(m_tmp.isValid());
    m_repo = m_tmp.filePath(QStringLiteral("repo"));
    auto g = GitRepoHelper::init(m_repo);
    g.write("docs/saving.rst", InPlaceEnglish);
    g.write("docs/untouched.rst", InPlaceEnglish);
    // English that names something in Korean: every version has the same few Hangul letters.
    m_english = g.commitFile("docs/hangul.rst",
                             QString(InPlaceEnglish) + QString::fromUtf8("\nSee 파이토치.\n"),
                             "English", 1);
    g.write("docs/hangul.rst", QString(InPlaceEnglish).replace("The end", "The last part") +
                                   QString::fromUtf8("\nSee 파이토치.\n"));
    g.commitAll("English sync", 2);
    g.git({"checkout", "-q", "-b", "translate"});
}

void TestTranslationStart::startedInPlace()
{
    QVERIFY(!isStartedInPlace(QString::fromUtf8(InPlaceEnglish)));
    // The fixture is what it says: the first Korean paragraphs leave the file mostly English.
    for (const QString &half : {inPlaceFirstKorean(), inPlaceSecondKorean()}) {
        QVERIFY(isMostlyEnglish(half));
        QVERIFY(isStartedInPlace(half));
    }
    QVERIFY(!isStartedInPlace(QString::fromUtf8("모두 한국어로 번역된 문서입니다.\n")));
    QVERIFY(!isStartedInPlace(QString()));
}

void TestTranslationStart::stillEnglishFileGetsHead()
{
    const ResolvedSource s = start(QStringLiteral("docs/untouched.rst"));
    QCOMPARE(s.origin, SourceOrigin::History);
    QCOMPARE(s.commit, m_english);
    QCOMPARE(s.path, QStringLiteral("docs/untouched.rst"));
    QCOMPARE(s.label(), QStringLiteral("docs/untouched.rst@") + m_english.left(7));
    QCOMPARE(s.text, QString::fromUtf8(InPlaceEnglish));
}

void TestTranslationStart::halfKoreanWorkingTreeGetsHead()
{
    GitRepoHelper g(m_repo);
    g.write("docs/saving.rst", inPlaceFirstKorean());
    const ResolvedSource s = start(QStringLiteral("docs/saving.rst"));
    QCOMPARE(s.origin, SourceOrigin::History);
    QCOMPARE(s.commit, m_english);
    QCOMPARE(s.text, QString::fromUtf8(InPlaceEnglish));
}

void TestTranslationStart::committedHalfTranslationsAreSkipped()
{
    GitRepoHelper g(m_repo);
    m_half1 = g.commitFile("docs/saving.rst", inPlaceFirstKorean(), "saving.rst 번역 시작", 3);
    g.write("docs/saving.rst", inPlaceSecondKorean());
    QString error;
    const auto checkout = Checkout::open(m_repo, &error);
    QVERIFY2(checkout, qPrintable(error));
    // The Hangul-ratio rule alone takes the translator's half-Korean commit for the English.
    const ResolvedSource newest =
        SourceFinder(*checkout, {}).find(QStringLiteral("docs/saving.rst"));
    QCOMPARE(newest.commit, m_half1);
    ResolvedSource s = start(QStringLiteral("docs/saving.rst"));
    QCOMPARE(s.origin, SourceOrigin::History);
    QCOMPARE(s.commit, m_english);
    QCOMPARE(s.text, QString::fromUtf8(InPlaceEnglish));
    // A second half-translated commit: still the English.
    g.commitAll("saving.rst 번역 계속", 4);
    s = start(QStringLiteral("docs/saving.rst"));
    QCOMPARE(s.commit, m_english);
}

void TestTranslationStart::englishWithHangulKeepsNewestVersion()
{
    GitRepoHelper g(m_repo);
    const QString sync = g.git({"rev-parse", "master"}).trimmed();
    g.write("docs/hangul.rst", QString(InPlaceEnglish)
                                       .replace("The end", "The last part")
                                       .replace("Optimizers have one too.",
                                                QString::fromUtf8("옵티마이저도 있습니다.")) +
                                   QString::fromUtf8("\nSee 파이토치.\n"));
    g.commitAll("hangul.rst 번역 시작", 5);
    const ResolvedSource s = start(QStringLiteral("docs/hangul.rst"));
    // Not the first English (as few Hangul letters, but older): the synced one.
    QCOMPARE(s.commit, sync);
    QVERIFY(s.text.contains(QStringLiteral("The last part")));
    QVERIFY(!s.text.contains(QString::fromUtf8("옵티마이저")));
}

void TestTranslationStart::fileChosenAsItsOwnSourceIsIgnored()
{
    SourceChoices choices;
    choices.setChoice(QStringLiteral("docs/saving.rst"),
                      {m_repo + QStringLiteral("/docs/saving.rst"), {}, {}});
    const ResolvedSource s = start(QStringLiteral("docs/saving.rst"), choices);
    QCOMPARE(s.origin, SourceOrigin::History);
    QCOMPARE(s.commit, m_english);
    // Another file chosen by hand is still the choice.
    choices.setChoice(QStringLiteral("docs/saving.rst"),
                      {m_repo + QStringLiteral("/docs/untouched.rst"), {}, {}});
    QCOMPARE(start(QStringLiteral("docs/saving.rst"), choices).origin, SourceOrigin::Manual);
}

void TestTranslationStart::reviewListsItInProgress()
{
    GitRepoHelper g(m_repo);
    g.write("docs/saving.rst", inPlaceSecondKorean()); // committed already; uncommitted edit too
    g.write("docs/untouched.rst", QString(InPlaceEnglish).replace("later.", "later on."));
    QString error;
    ReviewOptions options;
    options.base = QStringLiteral("master");
    ReviewBuilder builder(*Checkout::open(m_repo, &error), options);
    const auto review = builder.build(&error);
    QVERIFY2(review, qPrintable(error));
    const ReviewFile *saving = nullptr, *untouched = nullptr;
    for (const ReviewFile &f : review->files) {
        if (f.change.path == u"docs/saving.rst") saving = &f;
        if (f.change.path == u"docs/untouched.rst") untouched = &f;
    }
    QVERIFY(saving && untouched);
    QVERIFY(!saving->draftIsEnglish);
    QCOMPARE(saving->source.origin, SourceOrigin::History);
    QCOMPARE(saving->source.commit, m_english);
    QVERIFY2(saving->lint.source != nullptr, "linted against the English");
    // An English file with a typo fixed is still English: no source, and not linted alone
    // (it has no translation to check).
    QVERIFY(untouched->draftIsEnglish);
    QVERIFY(!untouched->source.isValid());
    QVERIFY(!review->warnings.join('\n').contains(QStringLiteral("saving.rst")));
    g.git({"checkout", "-q", "--", "docs/untouched.rst"});
}

void TestTranslationStart::projectListsItInProgress()
{
    QString error;
    ProjectOptions options;
    options.useCache = false;
    const auto report = buildProjectReport(*Checkout::open(m_repo, &error), options, &error);
    QVERIFY2(report, qPrintable(error));
    const ProjectFile *saving = nullptr, *untouched = nullptr;
    for (const ProjectFile &f : report->files) {
        if (f.path == u"docs/saving.rst") saving = &f;
        if (f.path == u"docs/untouched.rst") untouched = &f;
    }
    QVERIFY(saving && untouched);
    QCOMPARE(saving->state, FileState::Partial);
    QVERIFY(saving->source.has_value());
    QCOMPARE(saving->source->origin, SourceOrigin::History);
    QCOMPARE(saving->source->label(), QStringLiteral("docs/saving.rst@") + m_english.left(7));
    // Three translated units (the title, two paragraphs) of the English's prose units.
    QCOMPARE(saving->analysis.translatedUnits, 3);
    QVERIFY(saving->analysis.units > saving->analysis.translatedUnits);
    QCOMPARE(untouched->state, FileState::English);
    QVERIFY(!untouched->source.has_value());
    QVERIFY2(!report->warnings.join('\n').contains(QStringLiteral("saving.rst")),
             qPrintable(report->warnings.join('\n')));
}

// Finished past the 5% bar after half-translated commits: the project report (whose own
// history walk reads each version once and caches it) and the review both skip those commits.
void TestTranslationStart::translatedAfterHalfCommits()
{
    GitRepoHelper g(m_repo);
    QString done = inPlaceSecondKorean();
    for (int i = 0; i < 6; ++i)
        done += QString::fromUtf8("\n나머지 문단도 모두 한국어로 옮겼습니다. 번역을 마쳤습니다.\n");
    QVERIFY(!isMostlyEnglish(done));
    g.write("docs/saving.rst", done);
    const QString cache = m_tmp.filePath(QStringLiteral("cache"));
    for (const bool cached : {false, true}) { // the second run reads the walk from the cache
        QString error;
        ProjectOptions options;
        options.cacheFolder = cache;
        const auto report = buildProjectReport(*Checkout::open(m_repo, &error), options, &error);
        QVERIFY2(report, qPrintable(error));
        const ProjectFile *saving = nullptr;
        for (const ProjectFile &f : report->files)
            if (f.path == u"docs/saving.rst") saving = &f;
        QVERIFY(saving && saving->source);
        QCOMPARE(saving->source->label(), QStringLiteral("docs/saving.rst@") + m_english.left(7));
        QCOMPARE(report->cacheHits > 0, cached);
    }
    QCOMPARE(start(QStringLiteral("docs/saving.rst")).commit, m_english);
    g.git({"checkout", "-q", "--", "docs/saving.rst"});
}

QTEST_MAIN(TestTranslationStart)
#include "tst_translationstart.moc"
