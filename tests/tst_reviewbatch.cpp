// SPDX-License-Identifier: GPL-3.0-or-later
// ReviewBuilder::build reads history in batches (HistoryIndex, Checkout::changedLinesOf): it
// must find for every file what the file-by-file reads find (reviewFile() after build() reads
// file by file), in an intact repository, one that lost a blob and a shallow clone, and it must
// start as many git processes for twelve changed files as for three.
#include "gitrepohelper.h"
#include "historyindex.h"
#include "reviewbuilder.h"

#include <QTemporaryDir>
#include <QTest>

using namespace tandem;

namespace {

QString english(int n, int version = 1)
{
    return QStringLiteral("Page %1\n=======\n\nThis page explains topic %1 in version %2.\n\n"
                          "It has a second paragraph about the GPU.\n")
        .arg(n)
        .arg(version);
}

QString korean(int n, int version = 1)
{
    return QStringLiteral("페이지 %1\n=======\n\n이 문서는 주제 %1을 설명합니다 (판 %2).\n\n"
                          "GPU에 대한 두 번째 문단입니다.\n")
        .arg(n)
        .arg(version);
}

// master: `count` English pages, then a second English version of each; branch ko from it:
// every page translated, page 1 renamed, page 2 edited again. With `workingChanges`, an
// uncommitted edit, an uncommitted rename and an untracked translation on top.
void makeRepository(const QString &dir, int count, bool workingChanges)
{
    GitRepoHelper g = GitRepoHelper::init(dir);
    for (int n = 1; n <= count; ++n)
        g.write(QStringLiteral("docs/page%1.rst").arg(n), english(n));
    g.commitAll("English", 1);
    for (int n = 1; n <= count; ++n)
        g.write(QStringLiteral("docs/page%1.rst").arg(n), english(n, 2));
    g.commitAll("Update the English", 2);
    g.git({"checkout", "-q", "-b", "ko"}, 3);
    for (int n = 1; n <= count; ++n)
        g.write(QStringLiteral("docs/page%1.rst").arg(n), korean(n, 2));
    g.commitAll("Translate", 3);
    g.git({"mv", "docs/page1.rst", "docs/first.rst"}, 4);
    g.write("docs/page2.rst", korean(2, 2) + "\n추가 문단입니다.\n");
    g.commitAll("Rename and edit", 4);
    if (!workingChanges) return;
    g.write("docs/page3.rst", korean(3, 2) + "\n저장하지 않은 문단입니다.\n");
    g.git({"mv", "docs/page4.rst", "docs/fourth.rst"}, 5);
    g.write("docs/new.rst", korean(99));
}

ReviewOptions options()
{
    ReviewOptions o;
    o.base = QStringLiteral("master");
    return o;
}

// What a file's review found, in a form QCOMPARE can show.
QStringList summary(const ReviewFile &f)
{
    QStringList s{f.change.path,
                  sourceOriginName(f.source.origin),
                  f.source.commit,
                  f.source.path,
                  QString::number(f.source.text.size()),
                  f.source.syncedBy.join(u','),
                  f.source.note,
                  f.source.historyProblem,
                  f.diffProblem,
                  f.changedLines.wholeFile ? QStringLiteral("whole") : QStringLiteral("lines"),
                  f.drift ? f.drift->newer.label() : QStringLiteral("no drift")};
    for (const DiffHunk &h : f.changedLines.hunks)
        s << QStringLiteral("hunk %1,%2 %3,%4")
                 .arg(h.oldStart)
                 .arg(h.oldCount)
                 .arg(h.newStart)
                 .arg(h.newCount);
    for (const Issue &i : f.issues)
        s << QStringLiteral("%1 %2:%3-%4:%5")
                 .arg(i.check)
                 .arg(i.range.start.line)
                 .arg(i.range.start.column)
                 .arg(i.range.end.line)
                 .arg(i.range.end.column);
    return s;
}

} // namespace

class TstReviewBatch : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_tmp;
    QString m_intact, m_damaged, m_shallow;

    // The review build() makes, and each file read alone afterwards (no batch).
    static void compareWithFileByFile(const QString &dir, int expectedFiles)
    {
        QString error;
        const auto checkout = Checkout::open(dir, &error);
        QVERIFY2(checkout, qPrintable(error));
        ReviewBuilder builder(*checkout, options());
        const std::optional<Review> review = builder.build(&error);
        QVERIFY2(review, qPrintable(error));
        QCOMPARE(int(review->files.size()), expectedFiles);
        QVERIFY(!builder.checkout().historyIndex()); // let go after build()
        for (const ReviewFile &batched : review->files) {
            const ReviewFile alone = builder.reviewFile(batched.change);
            QCOMPARE(summary(batched), summary(alone));
        }
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        if (GitRunner::program().isEmpty()) QSKIP("git is not installed");
        m_intact = m_tmp.filePath("intact");
        makeRepository(m_intact, 6, true);

        // A copy that lost page 5's English of the first commit (a loose object deleted).
        m_damaged = m_tmp.filePath("damaged");
        makeRepository(m_damaged, 6, false);
        GitRepoHelper d(m_damaged);
        const QString lost = d.git({"rev-parse", "master~1:docs/page5.rst"}).trimmed();
        QVERIFY(QFile::remove(m_damaged + "/.git/objects/" + lost.left(2) + u'/' + lost.mid(2)));

        // A shallow clone of ko cut at the second English commit, master pointing there.
        m_shallow = m_tmp.filePath("shallow");
        GitRepoHelper(m_tmp.path())
            .git(
                {"clone", "-q", "--depth", "3", "--branch", "ko", "file://" + m_intact, m_shallow});
        GitRepoHelper s(m_shallow);
        s.git({"branch", "-q", "master", "HEAD~2"});
        QCOMPARE(s.git({"rev-parse", "--is-shallow-repository"}).trimmed(), QString("true"));
    }

    void batchedReviewMatchesFileByFile()
    {
        // page1 renamed (committed), page2 edited, page3 edited uncommitted, page4 renamed
        // uncommitted, page5 and page6 translated, new.rst untracked.
        compareWithFileByFile(m_intact, 7);
        QString error;
        ReviewBuilder builder(*Checkout::open(m_intact, &error), options());
        const Review review = *builder.build(&error);
        for (const ReviewFile &f : review.files) {
            // Untracked, and moved without a commit: against the base's English both are new
            // files, read whole, with no history of their own.
            if (f.change.path == u"docs/new.rst" || f.change.path == u"docs/fourth.rst") {
                QVERIFY(f.changedLines.wholeFile);
                QCOMPARE(f.source.origin, SourceOrigin::None);
                continue;
            }
            // Every translation found the second English version in history.
            QVERIFY2(f.source.origin == SourceOrigin::History,
                     qPrintable(f.change.path + ": " + f.source.note));
            QVERIFY2(f.source.text.contains("in version 2."), qPrintable(f.change.path));
        }
        const auto page2 =
            std::find_if(review.files.begin(), review.files.end(),
                         [](const ReviewFile &f) { return f.change.path == u"docs/page2.rst"; });
        QVERIFY(page2 != review.files.end());
        QVERIFY(page2->changedLines.contains(0) && !page2->changedLines.wholeFile);
    }

    void damagedBlobDegradesThatFileOnly()
    {
        compareWithFileByFile(m_damaged, 6);
        QString error;
        ReviewBuilder builder(*Checkout::open(m_damaged, &error), options());
        const Review review = *builder.build(&error);
        for (const ReviewFile &f : review.files)
            QCOMPARE(f.source.origin, SourceOrigin::History);
        // (The lost blob is page 5's first English; the second one, the source, is intact.)
        HistoryIndex index = HistoryIndex::load(builder.checkout(), {"HEAD"});
        QVERIFY(index.covers("HEAD"));
        index.prefetch(builder.checkout(), {"docs/page5.rst", "docs/page6.rst"});
        const QList<FileVersion> versions = *index.history("HEAD", "docs/page5.rst");
        QCOMPARE(versions.size(), 3);
        QVERIFY(index.fileAt(versions[1].commit, versions[1].path));
        QVERIFY(!index.fileAt(versions[2].commit, versions[2].path)); // read alone, then
    }

    void shallowCloneMatchesFileByFile() { compareWithFileByFile(m_shallow, 6); }

    void gitProcessesDoNotGrowWithFiles()
    {
        // A git first on PATH that counts its runs and hands over to the real one.
        const QString real = GitRunner::program();
        const QString shimDir = m_tmp.filePath("shim");
        const QString log = m_tmp.filePath("git-runs.log");
        QVERIFY(QDir().mkpath(shimDir));
        QFile shim(shimDir + "/git");
        QVERIFY(shim.open(QIODevice::WriteOnly));
        shim.write(QStringLiteral("#!/bin/sh\necho run >> '%1'\nexec '%2' \"$@\"\n")
                       .arg(log, real)
                       .toUtf8());
        shim.close();
        QVERIFY(shim.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
        const QByteArray path = qgetenv("PATH");
        const auto gitRuns = [&](const QString &dir) {
            QFile::remove(log);
            qputenv("PATH", shimDir.toUtf8() + ':' + path);
            QString error;
            ReviewBuilder builder(*Checkout::open(dir, &error), options());
            const std::optional<Review> review = builder.build(&error);
            qputenv("PATH", path);
            QFile runs(log);
            if (!review || !runs.open(QIODevice::ReadOnly)) return std::make_pair(-1, -1);
            return std::make_pair(int(review->files.size()), int(runs.readAll().count('\n')));
        };
        const QString few = m_tmp.filePath("few"), many = m_tmp.filePath("many");
        makeRepository(few, 3, false);
        makeRepository(many, 12, false);
        const auto [fewFiles, fewRuns] = gitRuns(few);
        const auto [manyFiles, manyRuns] = gitRuns(many);
        QCOMPARE(fewFiles, 3);
        QCOMPARE(manyFiles, 12);
        QVERIFY(fewRuns > 0);
        // Read file by file, each file costs a diff, a log and a cat-file or more.
        QCOMPARE(manyRuns, fewRuns);
    }
};

QTEST_GUILESS_MAIN(TstReviewBatch)
#include "tst_reviewbatch.moc"
