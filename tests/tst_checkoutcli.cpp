// SPDX-License-Identifier: GPL-3.0-or-later
// `tandem lint --checkout` as a user runs it: on a repository rebuilt from the shared corpus
// (each English source committed at its real path, each draft on a branch) it must find every
// pair and report exactly what `tandem lint SOURCE DRAFT` reports; plus the CLI's own options
// and errors on a small repository.
#include "filebytes.h"
#include "gitrepohelper.h"
#include "gitrunner.h"
#include "tandemrun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using tandem::testing::readBytes;

namespace {

using Run = tandem::testing::TandemRun;

Run runTandem(const QStringList &args, const QString &workingDirectory = QString())
{
    // No remembered sources from the person running the tests.
    QTemporaryDir config;
    return tandem::testing::runTandem(args, {.workingDirectory = workingDirectory,
                                             .environment = {{"XDG_CONFIG_HOME", config.path()}}});
}

// The issues of a JSON report without the fields only the checkout mode adds, as sorted text.
// Sorted because the engine orders issues at the same position by QSet iteration (glossary-
// missing), which changes from one process to the next; the set of issues must not.
QStringList comparable(const QJsonArray &issues)
{
    QStringList result;
    for (const QJsonValue &v : issues) {
        QJsonObject o = v.toObject();
        o.remove("onChangedLine");
        o.remove("suggestion");
        result.append(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)));
    }
    result.sort();
    return result;
}

} // namespace

class TstCheckoutCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (const char *why = tandem::testing::whyNoCheckoutRuns()) QSKIP(why);
    }

    void corpusHistory()
    {
        const QString corpus = QStringLiteral(TANDEM_SHARED_DIR "/corpus");
        const QByteArray index = readBytes(corpus + "/INDEX.tsv");
        if (index.isEmpty()) QSKIP("shared/corpus is not available");
        QTemporaryDir tmp;
        auto repo = GitRepoHelper::init(tmp.filePath("tutorials-kr"));
        struct Pair
        {
            QString id, path, source, draft;
        };
        QList<Pair> pairs;
        QSet<QString> seen;
        const QList<QByteArray> rows = index.split('\n');
        for (qsizetype r = 1; r < rows.size(); ++r) {
            const QList<QByteArray> cols = rows[r].split('\t');
            if (cols.size() < 5) continue;
            const QString id = QString::fromUtf8(cols[0]), path = QString::fromUtf8(cols[3]),
                          ext = QString::fromUtf8(cols[4]);
            if (seen.contains(path)) // one version per path: later rows are other times of it
                continue;
            seen.insert(path);
            // Plain copies outside any repository, for `tandem lint SOURCE DRAFT`.
            const QString plain = tmp.filePath("plain/" + id);
            QDir().mkpath(plain);
            const Pair p{id, path, plain + "/source." + ext, plain + "/draft." + ext};
            QVERIFY(QFile::copy(corpus + "/" + id + "/source." + ext, p.source));
            QVERIFY(QFile::copy(corpus + "/" + id + "/draft." + ext, p.draft));
            repo.write(path, QString::fromUtf8(readBytes(p.source)));
            pairs.append(p);
        }
        QVERIFY(pairs.size() > 10);
        repo.commitAll("Sync with pytorch/tutorials", 1);
        const QString english = repo.head();
        repo.git({"checkout", "-q", "-b", "translation"});
        for (const Pair &p : std::as_const(pairs))
            repo.commitFile(p.path, QString::fromUtf8(readBytes(p.draft)), "번역", 2);

        const Run review = runTandem({"lint", "--checkout", repo.root(), "--format", "json"});
        QVERIFY2(review.exitCode == 0 || review.exitCode == 1, review.err.constData());
        const QJsonObject root = jsonOf(review);
        QHash<QString, QJsonObject> byPath;
        for (const QJsonValue &f : root["files"].toArray())
            byPath.insert(f["path"].toString(), f.toObject());
        QCOMPARE(byPath.size(), pairs.size());

        int issues = 0;
        for (const Pair &p : std::as_const(pairs)) {
            const QJsonObject file = byPath.value(p.path);
            QVERIFY2(!file.isEmpty(), qPrintable(p.path));
            QCOMPARE(file["source"]["origin"].toString(), QStringLiteral("history"));
            QCOMPARE(file["source"]["commit"].toString(), english);
            QVERIFY(file["drift"].isNull());
            QCOMPARE(file["changedLines"].toString(), QString()); // hunks, not "all"
            // The draft linted where it lives: the same project (glossary, style, and the
            // checkout's majority form of a particle after markup, which picks the fix).
            const Run plain =
                runTandem({"lint", p.source, repo.root() + "/" + p.path, "--format", "json"});
            QVERIFY2(plain.exitCode == 0 || plain.exitCode == 1, plain.err.constData());
            const QStringList expected = comparable(jsonOf(plain)["files"][0]["issues"].toArray());
            const QStringList actual = comparable(file["issues"].toArray());
            if (actual != expected)
                QFAIL(qPrintable(QStringLiteral("%1 (%2): %3 issues in checkout mode, %4 alone")
                                     .arg(p.path, p.id)
                                     .arg(actual.size())
                                     .arg(expected.size())));
            issues += expected.size();
        }
        qInfo("%d pairs, %d issues, the same in both modes", int(pairs.size()), issues);
    }

    void smallCheckout()
    {
        QTemporaryDir tmp;
        GitRepoHelper repo(tmp.filePath("repo"));
        repo.git({"init", "-q", "-b", "main"});
        repo.write("docs/a.rst", "Title\n=====\n\nFirst paragraph.\n\nSecond paragraph.\n");
        repo.commitFile("docs/b.rst", "Other\n=====\n\nText.\n", "English", 1);
        // Line 4 ends in spaces (fixable) on a changed line; b.rst gains a fixable issue too
        // but stays English.
        repo.commitOnNewBranch(
            "ko", {{"docs/a.rst", "제목\n====\n\n첫 번째 문단입니다.  \n\n두 번째 문단입니다.\n"}},
            "번역", 2);

        const Run md = runTandem(
            {"lint", "--checkout", repo.root(), "--format", "markdown", "--fail-on", "info"});
        QCOMPARE(md.exitCode, 1);
        const QString text = QString::fromUtf8(md.out);
        QVERIFY2(text.startsWith("# Translation review against `main`"), md.out.constData());
        QVERIFY(text.contains("## `docs/a.rst`"));
        QVERIFY(text.contains("**docs/a.rst:4** · "));
        QVERIFY(text.contains("```suggestion\n첫 번째 문단입니다.\n```"));

        const Run gh = runTandem({"lint", "--checkout", repo.root(), "--format", "github"});
        QVERIFY(QString::fromUtf8(gh.out).contains("file=docs/a.rst,line=4,"));
        const Run txt = runTandem({"lint", "--checkout", repo.root()});
        QVERIFY2(QString::fromUtf8(txt.out).contains(repo.root() + "/docs/a.rst:4:"),
                 txt.out.constData());

        // Merged into main (a fast-forward: HEAD is the translation's commit, now on main):
        // with the default base, HEAD's own commit is reviewed and the note says so (issue
        // 44: it printed nothing); against HEAD itself nothing changed.
        repo.git({"checkout", "-q", "main"});
        repo.git({"merge", "-q", "ko"}, 3);
        const Run merged = runTandem(
            {"lint", "--checkout", repo.root(), "--format", "json", "--changed-lines-only"});
        QVERIFY2(merged.err.contains("reviewed against its parent"), merged.err.constData());
        QCOMPARE(jsonOf(merged)["files"].toArray().size(), 1);
        const Run none = runTandem({"lint", "--checkout", repo.root(), "--format", "json",
                                    "--changed-lines-only", "--base", "HEAD"});
        QCOMPARE(none.exitCode, 0);
        QCOMPARE(jsonOf(none)["files"].toArray().size(), 0);
        const Run based =
            runTandem({"lint", "--checkout", repo.root(), "--format", "json", "--base", "HEAD~1"});
        QCOMPARE(jsonOf(based)["files"].toArray().size(), 1);
    }

    // The checkout's word list, guide and suppressions are found from the checkout, not from
    // the folder the command runs in (they used to be looked up from the current folder).
    void projectFilesFromAnotherFolder()
    {
        QTemporaryDir tmp;
        GitRepoHelper repo(tmp.filePath("repo"));
        repo.git({"init", "-q", "-b", "main"});
        repo.commitFile("docs/a.rst",
                        "Title\n=====\n\nCreate it first.\n\nA widget is shown.\n\nThe end.\n",
                        "English", 1);
        // Line 4: a Latin word in no dictionary and not in the source; line 6: "widget" where
        // the guide wants 위젯; line 8 ends in spaces (whitespace).
        repo.commitOnNewBranch(
            "ko",
            {{"docs/a.rst",
              "제목\n====\n\n먼저 blorfte를 만듭니다.\n\nwidget이 보입니다.\n\n끝입니다.  \n"}},
            "번역", 2);
        const QString elsewhere = tmp.filePath("elsewhere");
        QVERIFY(QDir().mkpath(elsewhere));
        auto issuesOf = [&](const QString &check) {
            const Run r = runTandem(
                {"lint", "--checkout", repo.root(), "--format", "json", "--fail-on", "info"},
                elsewhere);
            QList<QJsonObject> found;
            for (const QJsonValue &f : jsonOf(r)["files"].toArray())
                for (const QJsonValue &i : f["issues"].toArray())
                    if (i["check"].toString() == check) found.append(i.toObject());
            return found;
        };
        // Without the project files: the word is flagged (when an English dictionary is
        // installed), "widget" is not (the built-in glossary has no such term), the spaces are.
        const bool dictionary = !issuesOf("latin-typo").isEmpty();
        const auto glossaryBefore = issuesOf("glossary-term");
        QVERIFY(
            std::none_of(glossaryBefore.begin(), glossaryBefore.end(), [](const QJsonObject &i) {
                return i["message"].toString().contains(QStringLiteral("위젯"));
            }));
        const auto spaces = issuesOf("whitespace");
        QCOMPARE(spaces.size(), 1);
        QCOMPARE(spaces[0]["line"].toInt(), 8);

        repo.write(".tandem-words.txt", "blorfte\n");
        repo.write("TRANSLATION_GUIDE.md", "# 번역 가이드\n\n|영문|한글|작성자|추가 설명|\n"
                                           "|---|---|:---:|---|\n|widget|위젯|테스터||\n");
        repo.write(".tandem-suppressions.yaml",
                   "- check: whitespace\n  file: docs/a.rst\n  line: 끝입니다.\n");
        QVERIFY(issuesOf("latin-typo").isEmpty());
        const auto glossary = issuesOf("glossary-term");
        QCOMPARE(glossary.size(), 1);
        QCOMPARE(glossary[0]["line"].toInt(), 6);
        QCOMPARE(glossary[0]["severity"].toString(), QStringLiteral("warning"));
        QVERIFY(glossary[0]["message"].toString().contains(QStringLiteral("위젯")));
        QVERIFY(issuesOf("whitespace").isEmpty());
        if (!dictionary)
            QSKIP("no English Hunspell dictionary: the word list's effect was not observable");
    }

    void errors()
    {
        QTemporaryDir tmp;
        const Run notRepo = runTandem({"lint", "--checkout", tmp.path()});
        QCOMPARE(notRepo.exitCode, 2);
        QVERIFY2(notRepo.err.contains("is not a git working tree"), notRepo.err.constData());
        const Run both = runTandem({"lint", "--checkout", tmp.path(), "a.rst"});
        QCOMPARE(both.exitCode, 2);
        const Run baseAlone = runTandem({"lint", "--base", "main", "a.rst"});
        QCOMPARE(baseAlone.exitCode, 2);
        GitRepoHelper repo(tmp.path());
        repo.git({"init", "-q", "-b", "main"});
        repo.commitFile("a.rst", "A\n=\n", "a", 1);
        const Run badBase = runTandem({"lint", "--checkout", tmp.path(), "--base", "nope"});
        QCOMPARE(badBase.exitCode, 2);
        QVERIFY2(badBase.err.contains("no commit named nope"), badBase.err.constData());
    }

    // A clone whose checkout failed on one unreadable blob is left with its files and no
    // index (issue 44: reviewer mode then reviewed all 275 tutorials as changed). Said, with
    // the way out, exit 2; after `git reset` it reviews as before.
    void checkoutWithoutIndexIsNamed()
    {
        QTemporaryDir tmp;
        GitRepoHelper repo(tmp.path());
        repo.git({"init", "-q", "-b", "main"});
        repo.write("docs/a.rst", "Title\n=====\n\nFirst paragraph.\n");
        repo.commitFile("docs/b.rst", "Other\n=====\n\nText.\n", "English", 1);
        repo.commitOnNewBranch("ko", {{"docs/a.rst", "제목\n====\n\n첫 번째 문단입니다.\n"}},
                               "번역", 2);
        QVERIFY(QFile::remove(tmp.filePath(".git/index")));

        const Run broken =
            runTandem({"lint", "--checkout", tmp.path(), "--base", "main", "--format", "json"});
        QCOMPARE(broken.exitCode, 2);
        QVERIFY2(broken.err.contains("lists none of the files HEAD tracks") &&
                     broken.err.contains("git reset"),
                 broken.err.constData());
        QVERIFY(broken.out.isEmpty());

        repo.git({"reset", "-q"});
        const Run fixed =
            runTandem({"lint", "--checkout", tmp.path(), "--base", "main", "--format", "json"});
        QCOMPARE(fixed.exitCode, 0);
        const QJsonArray files = jsonOf(fixed)["files"].toArray();
        QCOMPARE(files.size(), 1);
        QCOMPARE(files[0]["path"].toString(), QString("docs/a.rst"));
    }

    void markdownWithoutCheckout()
    {
        QTemporaryDir tmp;
        GitRepoHelper files(tmp.path());
        files.write("d.rst", "제목\n====\n\n문단입니다.  \n");
        const Run md = runTandem({"lint", tmp.filePath("d.rst"), "--format", "markdown"});
        QVERIFY2(md.out.contains("```suggestion\n문단입니다.\n```"), md.out.constData());
    }
};

QTEST_GUILESS_MAIN(TstCheckoutCli)
#include "tst_checkoutcli.moc"
