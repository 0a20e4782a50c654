// SPDX-License-Identifier: GPL-3.0-or-later
// `tandem lint --checkout` with the default base on a clone at a merged pull request (issue 44):
// HEAD is part of master already, so nothing differs from the base. A merge commit is reviewed
// against its first parent, a squash commit (one parent) against its parent, each with a note
// naming the base taken and --base; a HEAD with no parent is an error that says what to pass.
// Uncommitted work on master itself is still reviewed against HEAD.
#include "gitrepohelper.h"
#include "gitrunner.h"
#include "tandemrun.h"

#include <QTemporaryDir>
#include <QTest>

using namespace tandem;
using namespace tandem::testing;

namespace {

const char *English = "Title\n=====\n\nCall ``x.sum()`` to add the elements.\n";
// A glued literal: rst-inline-boundary, an error.
const char *Korean = "제목\n====\n\n``x.sum()``을 호출하면 원소를 더합니다.\n";

// A repository in `dir` whose first commit (day 1) has `files` in English, on master.
GitRepoHelper englishRepo(const QTemporaryDir &dir, const QStringList &files = {"docs/a.rst"})
{
    const GitRepoHelper repo = GitRepoHelper::init(dir.filePath("repo"));
    repo.write(files, English);
    repo.commitAll("English", 1);
    return repo;
}

TandemRun lintCheckout(const GitRepoHelper &repo, const QTemporaryDir &dir)
{
    return runTandem({"lint", "--checkout", repo.root()},
                     {.environment = {{"XDG_CONFIG_HOME", dir.filePath("config")},
                                      {"GIT_CONFIG_GLOBAL", "/dev/null"}}});
}

} // namespace

class TstMergedHead : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (const char *why = testing::whyNoCheckoutRuns()) QSKIP(why);
    }

    void squashCommitAgainstItsParent()
    {
        QTemporaryDir dir;
        const GitRepoHelper repo = englishRepo(dir);
        repo.write("docs/a.rst", Korean);
        repo.commitAll("a.rst 번역 (#7)", 2); // squash-merged: one commit on master
        const QString parent = repo.git({"rev-parse", "--short=7", "HEAD^"}).trimmed();
        const TandemRun r = lintCheckout(repo, dir);
        QVERIFY2(r.exitCode != 2, r.err.constData());
        QVERIFY2(r.err.contains("is already part of master (a squash-merged pull request?): "
                                "reviewed against its parent " +
                                parent.toUtf8()),
                 r.err.constData());
        QVERIFY2(r.err.contains("--base REF"), r.err.constData());
        QVERIFY2(r.out.contains("docs/a.rst") && r.out.contains("rst-inline-boundary"),
                 r.out.constData());
    }

    void mergeCommitAgainstItsFirstParent()
    {
        QTemporaryDir dir;
        const GitRepoHelper repo = englishRepo(dir, {"docs/a.rst", "docs/b.rst"});
        repo.git({"checkout", "-q", "-b", "ko"});
        repo.write("docs/a.rst", Korean);
        repo.commitAll("a.rst 번역", 2);
        repo.git({"checkout", "-q", "master"});
        repo.write("docs/b.rst", QString::fromUtf8(English) + "\nMore.\n");
        repo.commitAll("English update", 3);
        repo.git({"merge", "-q", "--no-ff", "--no-edit", "ko"}, 4);
        const QString firstParent = repo.git({"rev-parse", "--short=7", "HEAD^1"}).trimmed();
        const TandemRun r = lintCheckout(repo, dir);
        QVERIFY2(r.exitCode != 2, r.err.constData());
        QVERIFY2(r.err.contains("(a merged pull request?): reviewed against its first parent " +
                                firstParent.toUtf8()),
                 r.err.constData());
        // What the merge brought in: the translation, not master's own English update.
        QVERIFY2(r.out.contains("docs/a.rst") && r.out.contains("rst-inline-boundary"),
                 r.out.constData());
        QVERIFY2(!r.out.contains("docs/b.rst"), r.out.constData());
    }

    void noParentSaysWhatToPass()
    {
        QTemporaryDir dir;
        const GitRepoHelper repo = GitRepoHelper::init(dir.filePath("repo"));
        repo.write("docs/a.rst", Korean);
        repo.commitAll("번역", 1);
        const TandemRun r = lintCheckout(repo, dir);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("has no parent commit") && r.err.contains("pass --base REF"),
                 r.err.constData());
    }

    // A translator editing on master: the uncommitted change is the review, against HEAD.
    void uncommittedWorkOnTheBase()
    {
        QTemporaryDir dir;
        const GitRepoHelper repo = englishRepo(dir);
        repo.write("docs/a.rst", Korean);
        const TandemRun r = lintCheckout(repo, dir);
        QVERIFY2(r.exitCode != 2, r.err.constData());
        QVERIFY2(!r.err.contains("already part of"), r.err.constData());
        QVERIFY2(r.out.contains("rst-inline-boundary"), r.out.constData());
    }
};

QTEST_GUILESS_MAIN(TstMergedHead)
#include "tst_mergedhead.moc"
