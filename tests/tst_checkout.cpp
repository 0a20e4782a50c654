// SPDX-License-Identifier: GPL-3.0-or-later
// Reviewer mode against small repositories built on the spot, shaped like PyTorch Korea's
// workflow: an English commit, a branch that translates one file (and a gallery script) and
// touches others, an upstream sync on master after the branch point, uncommitted changes.
#include "checkout.h"
#include "checkoutdrift.h"
#include "datatable.h"
#include "filereview.h"
#include "gitrepohelper.h"
#include "introtutorial.h"
#include "reviewbuilder.h"
#include "reviewexport.h"
#include "sourcefinder.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace tandem;

namespace {

// Line 3 ends in two spaces (a fixable whitespace issue); a test adds "widget", which the
// checkout's TRANSLATION_GUIDE.md wants as 위젯.
const QString IntroKoSpaced =
    QString(IntroKo).replace(QStringLiteral("실행됩니다.\n"), QStringLiteral("실행됩니다.  \n"));

const char *DemoEn = "\"\"\"\nDemo\n====\n\nA short demo of tensors.\n\"\"\"\n\nimport torch\n\n"
                     "# Make a tensor\nx = torch.ones(3)\n";
const char *DemoKo = "\"\"\"\n데모\n====\n\n텐서의 짧은 데모입니다.\n\"\"\"\n\nimport torch\n\n"
                     "# 텐서를 만듭니다\nx = torch.ones(3)\n";

} // namespace

class TstCheckout : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_tmp;
    QString m_repo;
    QString m_outside;
    QString m_upstream;
    QString m_c1;   // the English commit
    QString m_sync; // the upstream sync on master

    ReviewOptions options() const
    {
        ReviewOptions o;
        o.choices.setUpstreamDir(m_upstream);
        return o;
    }
    Review review(ReviewOptions o)
    {
        QString error;
        const auto checkout = Checkout::open(m_repo, &error);
        if (!checkout) qFatal("cannot open the test checkout: %s", qPrintable(error));
        ReviewBuilder builder(*checkout, std::move(o));
        const auto r = builder.build(&error);
        if (!r) qFatal("review failed: %s", qPrintable(error));
        return *r;
    }
    static const ReviewFile *file(const Review &r, const QString &path)
    {
        for (const ReviewFile &f : r.files)
            if (f.change.path == path) return &f;
        return nullptr;
    }

private slots:
    void initTestCase()
    {
        const auto repo = testing::repositoryIn(m_tmp, &m_repo);
        if (!repo) QSKIP("git is not installed");
        const GitRepoHelper &g = *repo;
        m_outside = m_tmp.filePath("secret.rst");
        m_upstream = m_tmp.filePath("upstream");
        g.write("docs/intro.rst", IntroV1);
        g.write("docs/other.rst", OtherEn);
        g.write("gallery/demo.py", DemoEn);
        g.write("setup.py", "import os\n");
        m_c1 = g.commitFile("TRANSLATION_GUIDE.md", Guide, "English", 1);

        g.git({"checkout", "-q", "-b", "translate-intro"});
        g.write("docs/intro.rst", IntroKoSpaced);
        g.write("gallery/demo.py", DemoKo);
        g.write("docs/other.rst", QString(OtherEn).replace("Teh", "The"));
        g.commitFile("setup.py", "import os\nimport sys\n", "intro 번역", 2);
        // A symlink leading out of the checkout: must never be opened.
        QFile secret(m_outside);
        QVERIFY(secret.open(QIODevice::WriteOnly));
        secret.write("Secret\n======\n\nprivate words\n");
        secret.close();
        QVERIFY(QFile::link(m_outside, g.path("docs/evil.rst")));
        g.commitAll("link", 2);

        m_sync = g.commitOnBranch("master", "docs/intro.rst", IntroV2, "Sync with upstream", 3);

        // Uncommitted: the last line reworded, with an English term the guide translates, and
        // a new file nobody committed yet.
        g.write("docs/intro.rst",
                QString(IntroKoSpaced).replace("소개의 끝입니다.", "widget을 소개했습니다."));
        g.write("docs/new.rst", "새 문서\n=======\n\n새로운 내용입니다.\n");

        // The upstream checkout knows the English of the new file.
        GitRepoHelper up(m_upstream);
        up.write("docs/new.rst", "New document\n============\n\nSomething new.\n");
        up.write("docs/intro.rst", IntroV1);
    }

    void hangulRule_data()
    {
        testing::columns<QString, bool>("text", "english");
        QTest::newRow("english") << QString(IntroV1) << true;
        QTest::newRow("korean draft") << QString(IntroKoSpaced) << false;
        QTest::newRow("english with a korean name")
            << QString(IntroV1) + QStringLiteral("Thanks to 홍길동.\n") << true;
        QTest::newRow("mostly code, a korean comment")
            << QStringLiteral(
                   "import torch\n# 텐서를 만듭니다 그리고 더합니다\nx = torch.ones(3)\n")
            << false;
        QTest::newRow("no letters") << QStringLiteral("1 2 3\n") << false;
    }
    void hangulRule()
    {
        QFETCH(QString, text);
        QFETCH(bool, english);
        QCOMPARE(isMostlyEnglish(text), english);
        // The ratio alone cannot tell a file without letters; isMostlyEnglish refuses those.
        QCOMPARE(hangulRatio(text) < MostlyEnglishMaxHangulRatio,
                 english || QByteArray(QTest::currentDataTag()) == "no letters");
    }

    void openErrors()
    {
        QString error;
        QVERIFY(!Checkout::open(m_tmp.filePath("nowhere"), &error));
        QVERIFY2(error.contains("not a folder"), qPrintable(error));
        QVERIFY(!Checkout::open(m_upstream, &error));
        QVERIFY2(error.contains("not a git working tree"), qPrintable(error));

        const QByteArray path = qgetenv("PATH");
        qputenv("PATH", "/nonexistent");
        const bool opened = Checkout::open(m_repo, &error).has_value();
        qputenv("PATH", path);
        QVERIFY(!opened);
        QVERIFY2(error.contains("git was not found"), qPrintable(error));

        // A subfolder opens the whole working tree.
        const auto sub = Checkout::open(m_repo + "/docs", &error);
        QVERIFY(sub);
        QCOMPARE(sub->root(), QFileInfo(m_repo).canonicalFilePath());
    }

    void defaultBase()
    {
        QString error;
        auto checkout = Checkout::open(m_repo, &error);
        QVERIFY(checkout);
        QCOMPARE(checkout->defaultBase(&error), QStringLiteral("master"));
        // A fork: the default branch of the `upstream` remote wins.
        QTemporaryDir fork;
        GitRepoHelper g(fork.path());
        g.git({"init", "-q", "-b", "work"});
        g.commitFile("a.rst", "A\n=\n", "a", 1);
        g.git({"update-ref", "refs/remotes/upstream/main", "HEAD"});
        g.git({"symbolic-ref", "refs/remotes/upstream/HEAD", "refs/remotes/upstream/main"});
        g.git({"update-ref", "refs/remotes/origin/master", "HEAD"});
        auto forkCheckout = Checkout::open(fork.path(), &error);
        QVERIFY(forkCheckout);
        QCOMPARE(forkCheckout->defaultBase(&error), QStringLiteral("upstream/main"));
        QVERIFY(forkCheckout->resolveCommit("--output=x", &error).isEmpty());
    }

    void changedFiles()
    {
        QString error;
        auto checkout = Checkout::open(m_repo, &error);
        QVERIFY(checkout);
        const QString base = checkout->mergeBase(checkout->resolveCommit("master", &error), &error);
        QCOMPARE(base, m_c1);
        const QList<ChangedFile> files = checkout->changedFiles(base, &error);
        QStringList listed;
        for (const ChangedFile &f : files)
            listed << QStringLiteral("%1 %2%3").arg(f.path, changeStatusName(f.status),
                                                    f.uncommitted ? " uncommitted" : "");
        QCOMPARE(listed,
                 QStringList({"docs/evil.rst added", "docs/intro.rst modified uncommitted",
                              "docs/new.rst untracked uncommitted", "docs/other.rst modified",
                              "gallery/demo.py modified", "setup.py modified"}));
        QVERIFY(checkout->isTranslationFile("gallery/demo.py"));
        QVERIFY(!checkout->isTranslationFile("setup.py"));
        QVERIFY(checkout->isTranslationFile("docs/other.rst"));
    }

    void changedLines()
    {
        QString error;
        auto checkout = Checkout::open(m_repo, &error);
        QVERIFY(checkout);
        const ChangedLines other = checkout->changedLines(
            m_c1, {"docs/other.rst", {}, ChangeStatus::Modified, false}, &error);
        QCOMPARE(other.lines(), QList<int>{5});
        QVERIFY(!other.contains(3));
        const ChangedLines intro = checkout->changedLines(
            m_c1, {"docs/intro.rst", {}, ChangeStatus::Modified, true}, &error);
        for (int line : {0, 1, 3, 5, 6, 8, 15}) // prose and titles, with the uncommitted edit
            QVERIFY2(intro.contains(line), qPrintable(QString::number(line)));
        for (int line : {2, 10, 12, 13}) // blank lines, the directive and its code: unchanged
            QVERIFY2(!intro.contains(line), qPrintable(QString::number(line)));
    }

    void parseHunks()
    {
        const QList<DiffHunk> h =
            Checkout::parseHunks("diff --git a/x b/x\n@@ -3 +3 @@ ctx\n-a\n+b\n"
                                 "@@ -10,2 +9,0 @@\n-c\n-d\n"
                                 "@@ -20,0 +19,3 @@\n+e\n+f\n+g\n");
        QCOMPARE(h.size(), 3);
        QCOMPARE(h[0].newStart, 2);
        QCOMPARE(h[0].newCount, 1);
        QCOMPARE(h[1].newCount, 0); // a deletion: marks no line
        QCOMPARE(h[1].oldStart, 9);
        QCOMPARE(h[1].oldCount, 2);
        QCOMPARE(h[2].newStart, 18);
        QCOMPARE(h[2].newCount, 3);
        ChangedLines lines{h, false};
        QCOMPARE(lines.lines(), QList<int>({2, 18, 19, 20}));
        QVERIFY(lines.intersects(0, 2));
        QVERIFY(!lines.intersects(3, 17));
    }

    void pathSafety()
    {
        QString error;
        auto checkout = Checkout::open(m_repo, &error);
        QVERIFY(checkout);
        QVERIFY(!checkout->absolutePath("docs/intro.rst").isEmpty());
        QVERIFY(!checkout->absolutePath("docs/not-yet.rst").isEmpty());
        for (const char *bad : {"../secret.rst", "/etc/passwd", "docs/../../secret.rst", "",
                                "docs//x", "docs/evil.rst"})
            QVERIFY2(checkout->absolutePath(bad).isEmpty(), bad);
    }

    void resolvedSources()
    {
        QString error;
        auto checkout = Checkout::open(m_repo, &error);
        QVERIFY(checkout);
        const SourceFinder finder(*checkout, SourceChoices());
        const ResolvedSource intro = finder.find("docs/intro.rst");
        QCOMPARE(intro.origin, SourceOrigin::History);
        QCOMPARE(intro.commit, m_c1);
        QCOMPARE(intro.text, QString(IntroV1));
        QCOMPARE(intro.label(), "docs/intro.rst@" + m_c1.left(7));
        QCOMPARE(finder.find("gallery/demo.py").text, QString(DemoEn));
        // On master the newest English is the sync.
        QCOMPARE(finder.newestEnglish(m_sync, "docs/intro.rst").commit, m_sync);
        const ResolvedSource fresh = finder.find("docs/new.rst");
        QVERIFY(!fresh.isValid());
        QVERIFY(!fresh.note.isEmpty());

        SourceChoices choices;
        choices.setUpstreamDir(m_upstream);
        const SourceFinder withUpstream(*checkout, choices);
        const ResolvedSource up = withUpstream.find("docs/new.rst");
        QCOMPARE(up.origin, SourceOrigin::Upstream);
        QVERIFY(up.text.startsWith("New document"));
        QCOMPARE(withUpstream.find("docs/intro.rst").origin, SourceOrigin::History);
        QVERIFY(!withUpstream.upstream("../secret.rst").isValid());
    }

    void manualChoiceRemembered()
    {
        QString error;
        auto checkout = Checkout::open(m_repo, &error);
        QVERIFY(checkout);
        const QString ini = m_tmp.filePath("settings.ini");
        {
            QSettings settings(ini, QSettings::IniFormat);
            SourceChoices choices;
            choices.setUpstreamDir(m_upstream);
            choices.setChoice("docs/new.rst", {m_upstream + "/docs/new.rst", {}, {}});
            choices.setChoice("docs/intro.rst", {{}, m_sync, "docs/intro.rst"});
            choices.save(settings, checkout->root());
        }
        QSettings settings(ini, QSettings::IniFormat);
        const SourceChoices loaded = SourceChoices::load(settings, checkout->root());
        QCOMPARE(loaded.upstreamDir(), m_upstream);
        QCOMPARE(loaded.all().size(), 2);
        QVERIFY(SourceChoices::load(settings, "/elsewhere").all().isEmpty());
        const SourceFinder finder(*checkout, loaded);
        const ResolvedSource fresh = finder.find("docs/new.rst");
        QCOMPARE(fresh.origin, SourceOrigin::Manual);
        QCOMPARE(fresh.path, m_upstream + "/docs/new.rst");
        const ResolvedSource intro = finder.find("docs/intro.rst");
        QCOMPARE(intro.origin, SourceOrigin::Manual);
        QCOMPARE(intro.text, QString(IntroV2));
    }

    void driftUnits()
    {
        const QList<DriftChange> changes = diffEnglishVersions(IntroV1, IntroV2, FileKind::Rst);
        QCOMPARE(changes.size(), 2);
        QCOMPARE(changes[0].kind, DriftChange::Kind::Changed);
        QCOMPARE(changes[0].oldFirstLine, 3);
        QCOMPARE(changes[0].newFirstLine, 3);
        QVERIFY(changes[0].newText.contains("GPUs and CPUs"));
        QCOMPARE(changes[1].kind, DriftChange::Kind::Added);
        QCOMPARE(changes[1].newFirstLine, 10);
        QCOMPARE(changes[1].oldAnchorLine, 8);
        QCOMPARE(changes[1].newText, QStringLiteral("Tensors can live on any device."));
        QVERIFY(diffEnglishVersions(IntroV1,
                                    QString(IntroV1).replace("deep learning.", "deep\nlearning."),
                                    FileKind::Rst)
                    .isEmpty()); // re-wrapping is not a change
        const QList<DriftChange> removed = diffEnglishVersions(IntroV2, IntroV1, FileKind::Rst);
        QCOMPARE(removed.size(), 2);
        QCOMPARE(removed[1].kind, DriftChange::Kind::Removed);
    }

    void review()
    {
        const Review r = review(options());
        QCOMPARE(r.baseRef, QStringLiteral("master"));
        QCOMPARE(r.mergeBase, m_c1);
        QVERIFY(r.glossarySources.join(' ').contains("TRANSLATION_GUIDE.md"));
        QStringList paths;
        for (const ReviewFile &f : r.files)
            paths << f.change.path;
        QCOMPARE(paths, QStringList({"docs/evil.rst", "docs/intro.rst", "docs/new.rst",
                                     "docs/other.rst", "gallery/demo.py"}));

        const ReviewFile *evil = file(r, "docs/evil.rst");
        QVERIFY(evil->error.contains("outside"));
        QVERIFY(evil->draftText.isEmpty());

        const ReviewFile *intro = file(r, "docs/intro.rst");
        QCOMPARE(intro->source.commit, m_c1);
        QVERIFY(intro->changedLines.contains(15));
        QVERIFY(intro->lint.source);
        bool trailing = false, glossary = false;
        for (const Issue &i : intro->issues) {
            trailing |= i.range.start.line == 3 && i.fix.has_value();
            glossary |= i.check == "glossary-term" && i.range.start.line == 15 &&
                        i.message.contains(QStringLiteral("위젯"));
        }
        QVERIFY2(trailing, "the trailing spaces of line 4 have a fix");
        QVERIFY2(glossary, "the checkout's TRANSLATION_GUIDE.md applies");
        QCOMPARE(intro->counts.total(), intro->issues.size());
        QCOMPARE(intro->counts.onChangedLines, intro->issuesOnChangedLines().size());
        QVERIFY(intro->counts.onChangedLines > 0);

        // Drift: master synced newer English after the branch point.
        QVERIFY(intro->drift);
        QCOMPARE(intro->drift->newer.commit, m_sync);
        QCOMPARE(intro->drift->changes.size(), 2);
        QCOMPARE(intro->draftLineFor(intro->drift->changes[0]), 3);
        QCOMPARE(intro->draftLineFor(intro->drift->changes[1]), 8);

        const ReviewFile *demo = file(r, "gallery/demo.py");
        QCOMPARE(demo->source.text, QString(DemoEn));
        QVERIFY(!demo->drift);
        const ReviewFile *other = file(r, "docs/other.rst");
        QVERIFY(other->draftIsEnglish);
        QVERIFY(!other->source.isValid());
        QCOMPARE(other->changedLines.lines(), QList<int>{5});
        const ReviewFile *fresh = file(r, "docs/new.rst");
        QCOMPARE(fresh->source.origin, SourceOrigin::Upstream);
        QVERIFY(fresh->changedLines.wholeFile);

        // Unsaved editor text replaces the file on disk for one file.
        QString error;
        ReviewBuilder builder(*Checkout::open(m_repo, &error), options());
        QVERIFY(builder.prepare(&error));
        const ReviewFile edited = builder.reviewFile(intro->change, IntroKo);
        QVERIFY(edited.issues.size() < intro->issues.size());
    }

    void suppressionsApply()
    {
        GitRepoHelper g(m_repo);
        g.write(".tandem-suppressions.yaml",
                "- check: glossary-term\n  file: docs/intro.rst\n  line: widget을 소개했습니다.\n");
        const Review r = review(options());
        QFile::remove(g.path(".tandem-suppressions.yaml"));
        for (const Issue &i : file(r, "docs/intro.rst")->issues)
            QVERIFY(i.check != "glossary-term" || i.range.start.line != 15);
    }

    void exportMarkdown()
    {
        const Review r = review(options());
        const QString md = QString::fromUtf8(reviewToMarkdown(r));
        QVERIFY(md.startsWith("# Translation review against `master`"));
        QVERIFY(md.contains("## `docs/intro.rst`"));
        QVERIFY(md.contains("Source: `docs/intro.rst@" + m_c1.left(7) + "` (history)"));
        QVERIFY2(md.contains("**docs/intro.rst:4** · "), qPrintable(md));
        // The suggestion is the whole fixed line.
        QVERIFY2(md.contains("```suggestion\nPyTorch는 딥러닝을 위한 라이브러리입니다. GPU에서 "
                             "실행됩니다.\n```\n"),
                 qPrintable(md));
        QVERIFY(md.contains("### The English changed after this translation"));
        QVERIFY(md.contains("Tensors can live on any device."));
        QVERIFY(md.contains("near docs/intro.rst:9"));
        QVERIFY(md.contains("refused"));

        ReviewExportOptions changedOnly;
        changedOnly.onlyChangedLines = true;
        const QString mdChanged = QString::fromUtf8(reviewToMarkdown(r, changedOnly));
        QVERIFY(mdChanged.count("**docs/intro.rst:") <= md.count("**docs/intro.rst:"));
        QVERIFY(!mdChanged.contains("**docs/intro.rst:13**")); // code lines were not changed
    }

    void exportJson()
    {
        const Review r = review(options());
        QJsonParseError parseError;
        const QJsonObject root = QJsonDocument::fromJson(reviewToJson(r), &parseError).object();
        QCOMPARE(parseError.error, QJsonParseError::NoError);
        QCOMPARE(root["mergeBase"].toString(), m_c1);
        const QJsonArray files = root["files"].toArray();
        QCOMPARE(files.size(), 5);
        QJsonObject found;
        for (const QJsonValue &f : files)
            if (f["path"] == "docs/intro.rst") found = f.toObject();
        const QJsonObject intro = found;
        QCOMPARE(intro["source"]["commit"].toString(), m_c1);
        QCOMPARE(intro["status"].toString(), QStringLiteral("modified"));
        QVERIFY(intro["uncommitted"].toBool());
        const QJsonArray changes = intro["drift"]["changes"].toArray();
        QCOMPARE(changes.size(), 2);
        QCOMPARE(changes[1]["kind"].toString(), QStringLiteral("added"));
        QCOMPARE(changes[1]["newLines"].toArray(), QJsonArray({11, 11}));
        QCOMPARE(changes[1]["draftLine"].toInt(), 9);
        bool suggestion = false;
        for (const QJsonValue &i : intro["issues"].toArray())
            suggestion |=
                i["suggestion"].toString() ==
                QStringLiteral("PyTorch는 딥러닝을 위한 라이브러리입니다. GPU에서 실행됩니다.");
        QVERIFY(suggestion);
        QCOMPARE(root["summary"]["files"].toInt(), 5);
    }

    void suggestionLines()
    {
        const QString text = "one\ntwo  \nthree\n";
        QCOMPARE(*suggestedLines(text, {{{1, 3}, {1, 5}}, ""}), QStringLiteral("two"));
        // A fix across a line break joins two lines: the suggestion replaces both.
        QCOMPARE(*suggestedLines(text, {{{1, 5}, {2, 0}}, " "}), QStringLiteral("two   three"));
        QVERIFY(!suggestedLines(text, {{{7, 0}, {7, 1}}, ""}));
        // The same suggestion in a single pair's Markdown (a one-file review).
        LintOutcome outcome;
        outcome.issues = {{"t",
                           Severity::Warning,
                           Side::Draft,
                           {{1, 3}, {1, 5}},
                           "use ```",
                           Fix{{{1, 3}, {1, 5}}, "```"}}};
        outcome.counts = IssueCounts::of(outcome.issues);
        const QString md = QString::fromUtf8(reviewToMarkdown(
            singleFileReview(std::nullopt, LintText{"x.rst", text, FileKind::Rst}, outcome)));
        QVERIFY2(md.contains("````suggestion\ntwo```\n````\n"), qPrintable(md));
        QVERIFY(md.contains("use \\`\\`\\`"));
    }

    void configCannotRunPrograms()
    {
        // A repository whose own configuration names programs for fsmonitor, a clean filter,
        // an external diff and a pager: reading it must start none of them.
        QTemporaryDir dir;
        auto g = GitRepoHelper::init(dir.path());
        g.write("a.rst", "A\n=\n\nText.\n");
        g.commitFile(".gitattributes", "*.rst filter=evil diff=evil\n", "a", 1);
        g.git({"checkout", "-q", "-b", "work"});
        g.write("a.rst", "A\n=\n\nMore text.\n");
        // Configured last: the helper's own git calls would run these.
        QTemporaryDir elsewhere;
        const QString marker = elsewhere.filePath("ran");
        const QString touch = "touch " + marker;
        g.git({"config", "filter.evil.clean", touch});
        g.git({"config", "filter.evil.process", touch});
        g.git({"config", "diff.evil.textconv", touch});
        g.git({"config", "diff.external", touch});
        g.git({"config", "core.fsmonitor", touch});
        g.git({"config", "core.pager", touch});
        g.git({"config", "core.hooksPath", elsewhere.path()});
        g.git({"config", "log.showSignature", "true"});
        g.git({"config", "gpg.program", touch});
        QString error;
        auto checkout = Checkout::open(dir.path(), &error);
        QVERIFY2(checkout, qPrintable(error));
        const QList<ChangedFile> files =
            checkout->changedFiles(checkout->resolveCommit("master", &error), &error);
        QCOMPARE(files.size(), 1);
        QCOMPARE(checkout->changedLines(checkout->resolveCommit("master", &error), files[0], &error)
                     .lines(),
                 QList<int>{3});
        QCOMPARE(checkout->history("HEAD", "a.rst", &error).size(), 1);
        QVERIFY(!QFile::exists(marker));
        // The control: plain git, given the same repository, does run the filter.
        g.git({"diff", "master"});
        QVERIFY(QFile::exists(marker));
    }
};

QTEST_GUILESS_MAIN(TstCheckout)
#include "tst_checkout.moc"
