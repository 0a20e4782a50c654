// SPDX-License-Identifier: GPL-3.0-or-later
// SourceFinder when the history cannot be read (issue 13): an object of the repository is
// removed, as in a damaged or partly copied clone. The English is then taken from the upstream
// checkout when one is set, and the reason is kept (historyProblem) for the review's row;
// without one, the note says why. A version that cannot be read is skipped, and an older
// English one still found is marked, since the unreadable one may have been newer English.
#include "checkout.h"
#include "gitrepohelper.h"
#include "gitrunner.h"
#include "sourcefinder.h"

#include <QTemporaryDir>
#include <QTest>

using namespace tandem;

namespace {

const char *English = "Title\n=====\n\nThe English text of the tutorial.\n";
const char *EnglishSynced = "Title\n=====\n\nThe English text of the tutorial, synced.\n";
const char *Korean = "제목\n====\n\n튜토리얼의 한국어 본문입니다.\n";

void removeObject(const GitRepoHelper &g, const QString &object)
{
    const QString id = g.git({"rev-parse", object}).trimmed();
    QCOMPARE(id.size(), 40);
    const QString file = g.root() + "/.git/objects/" + id.left(2) + u'/' + id.mid(2);
    QFile::setPermissions(file, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    QVERIFY2(QFile::remove(file), qPrintable(file));
}

// The English a.rst committed, then its translation over it; then the object the English commit
// names with `damage` appended (":a.rst" its blob, "^{tree}" its tree) is removed. Returns the
// English commit.
QString translateThenDamage(const GitRepoHelper &g, const QString &damage)
{
    const QString english = g.commitFile("a.rst", English, "English", 1);
    g.commitFile("a.rst", Korean, "번역", 2);
    removeObject(g, english + damage);
    return english;
}

// What the finder gives for `path` with `upstreamDir` as the upstream checkout.
ResolvedSource findWithUpstream(const Checkout &checkout, const QString &upstreamDir,
                                const QString &path)
{
    SourceChoices choices;
    choices.setUpstreamDir(upstreamDir);
    return SourceFinder(checkout, choices).find(path);
}

} // namespace

class TestSourceFallback : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (GitRunner::program().isEmpty()) QSKIP("git is not installed");
    }

    // English, then the translation; the English blob is gone.
    void unreadableEnglishFallsBackToUpstream()
    {
        QTemporaryDir tmp;
        auto g = GitRepoHelper::init(tmp.filePath("repo"));
        const QString english = translateThenDamage(g, ":a.rst");

        const auto checkout = openCheckout(g);
        QVERIFY(checkout);

        // No upstream checkout: no source, and the note says the history could not be read.
        const ResolvedSource none = SourceFinder(*checkout, {}).find("a.rst");
        QCOMPARE(none.origin, SourceOrigin::None);
        QVERIFY2(none.historyProblem.contains(english.left(7)) &&
                     none.historyProblem.contains("cannot be read"),
                 qPrintable(none.historyProblem));
        QCOMPARE(none.note, none.historyProblem);

        // With one: its file, and the reason it was not history.
        GitRepoHelper up(tmp.filePath("upstream"));
        up.write("a.rst", EnglishSynced);
        const ResolvedSource fromUpstream = findWithUpstream(*checkout, up.root(), "a.rst");
        QCOMPARE(fromUpstream.origin, SourceOrigin::Upstream);
        QCOMPARE(fromUpstream.text, QString::fromUtf8(EnglishSynced));
        QCOMPARE(fromUpstream.historyProblem, none.historyProblem);
    }

    // English, a sync (newer English), the translation; the sync's blob is gone. The older
    // English is still found, marked: it may not be the English the draft came from.
    void olderEnglishPastAnUnreadableVersionIsMarked()
    {
        QTemporaryDir tmp;
        auto g = GitRepoHelper::init(tmp.filePath("repo"));
        const QString first = g.commitFile("a.rst", English, "English", 1);
        const QString sync = g.commitFile("a.rst", EnglishSynced, "Sync", 2);
        g.commitFile("a.rst", Korean, "번역", 3);
        removeObject(g, sync + ":a.rst");

        const auto checkout = openCheckout(g);
        QVERIFY(checkout);
        const ResolvedSource found = SourceFinder(*checkout, {}).find("a.rst");
        QCOMPARE(found.origin, SourceOrigin::History);
        QCOMPARE(found.commit, first);
        QCOMPARE(found.text, QString::fromUtf8(English));
        QVERIFY2(found.historyProblem.contains(sync.left(7)), qPrintable(found.historyProblem));

        // A readable history has no problem to report.
        g.commitFile("b.rst", English, "b English", 4);
        g.commitFile("b.rst", Korean, "b 번역", 5);
        const ResolvedSource clean = SourceFinder(*checkout, {}).find("b.rst");
        QCOMPARE(clean.origin, SourceOrigin::History);
        QVERIFY(clean.historyProblem.isEmpty());
    }

    // The commit list itself cannot be read (a tree is gone): the reason is git's.
    void unreadableLogFallsBackToUpstream()
    {
        QTemporaryDir tmp;
        auto g = GitRepoHelper::init(tmp.filePath("repo"));
        translateThenDamage(g, "^{tree}");

        const auto checkout = openCheckout(g);
        QVERIFY(checkout);
        GitRepoHelper up(tmp.filePath("upstream"));
        up.write("a.rst", English);
        const ResolvedSource found = findWithUpstream(*checkout, up.root(), "a.rst");
        QCOMPARE(found.origin, SourceOrigin::Upstream);
        QVERIFY2(found.historyProblem.contains("cannot be read"), qPrintable(found.historyProblem));
    }
};

QTEST_MAIN(TestSourceFallback)
#include "tst_sourcefallback.moc"
