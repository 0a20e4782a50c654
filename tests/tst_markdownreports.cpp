// SPDX-License-Identifier: GPL-3.0-or-later
// The Markdown of `tandem project` and its sync worklist is pasted into a GitHub issue: it fits
// 65,536 characters (shortened with counts of what was left out) or is split into numbered parts
// that each fit and together hold every row; it never names an absolute local path; a page
// upstream rewrote is one line. A large project is generated here, no git needed.
#include "gitrepohelper.h"
#include "markdownparts.h"
#include "projectexport.h"

#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace tandem;

namespace {

const QString UpstreamDir = QStringLiteral("/home/someone/src/pytorch-tutorials");

SyncItem item(DriftChange::Kind kind, int line, const QString &english)
{
    SyncItem s;
    s.kind = kind;
    s.oldFirstLine = s.newFirstLine = line;
    s.draftLine = line;
    s.draftText = QStringLiteral("한국어 문장 %1번째 줄은 번역된 문단의 첫 줄입니다.").arg(line);
    s.oldText = english + QStringLiteral(" (old)");
    s.newText = english;
    return s;
}

// `files` outdated files with `itemsEach` changed paragraphs each, the newer English in the
// upstream checkout (an absolute path), and one page upstream rewrote.
ProjectReport largeReport(int files, int itemsEach)
{
    ProjectReport r;
    r.root = QStringLiteral("/home/someone/src/tutorials-kr");
    r.upstreamDir = UpstreamDir;
    for (int i = 0; i < files; ++i) {
        ProjectFile f;
        f.path = QStringLiteral("beginner_source/tutorial_number_%1.py").arg(i, 4, 10, QChar(u'0'));
        f.absolutePath = r.root + u'/' + f.path;
        f.state = FileState::Outdated;
        f.source = SourceRef{SourceOrigin::History,
                             f.path,
                             QStringLiteral("0123456789abcdef0123456789abcdef01234567"),
                             0,
                             {}};
        f.newer = SourceRef{SourceOrigin::Upstream, UpstreamDir + u'/' + f.path, {}, 0, {}};
        f.analysis.units = f.analysis.translatedUnits = 40;
        f.analysis.errors = i % 3;
        for (int k = 0; k < itemsEach; ++k)
            f.analysis.sync.append(
                item(DriftChange::Kind::Changed, 10 + k * 4,
                     QStringLiteral("The model is trained for %1 epochs with a learning rate of "
                                    "0.0%2 on the GPU.")
                         .arg(k)
                         .arg(i)));
        r.files.append(f);
    }
    ProjectFile rewritten = r.files.constFirst();
    rewritten.path = QStringLiteral("intermediate_source/retired_tutorial.rst");
    rewritten.newer->path = UpstreamDir + u'/' + rewritten.path;
    rewritten.analysis.sync.clear();
    for (int k = 0; k < 30; ++k)
        rewritten.analysis.sync.append(
            item(k < 25 ? DriftChange::Kind::Removed : DriftChange::Kind::Added, k,
                 k == 26 ? QStringLiteral("This tutorial has been deprecated; see the redirect.")
                         : QStringLiteral("Paragraph %1 of the old page.").arg(k)));
    r.files.append(rewritten);
    return r;
}

} // namespace

class TstMarkdownReports : public QObject
{
    Q_OBJECT

private slots:
    void smallReportIsWhole()
    {
        const ProjectReport r = largeReport(3, 2);
        const QString md = QString::fromUtf8(syncWorklistToMarkdown(r));
        QVERIFY(!md.contains("more (`--split"));
        QCOMPARE(md.count("<details>"), 3);
        QCOMPARE(md.count("  - changed English line"), 6);
        // The upstream file is named inside the upstream checkout, never by its local path.
        QVERIFY(!md.contains(UpstreamDir));
        QVERIFY(!md.contains("/home/"));
        QVERIFY(md.contains("`upstream/beginner_source/tutorial_number_0000.py`"));
        // The retired page: one line, not thirty items.
        QVERIFY(md.contains("`intermediate_source/retired_tutorial.rst` (English now "
                            "`upstream/intermediate_source/retired_tutorial.rst`): retired "
                            "upstream (a redirect or notice): translate anew"));
        QVERIFY(!md.contains("Paragraph 3 of the old page"));
        QVERIFY(md.contains("4 files, 6 English units to bring over, 1 pages to translate anew"));
    }

    // Issue 44: a file whose newer "English" is a half-Korean commit is named as such, not as
    // changed English lines; a gallery index's 74 cards are one row.
    void koreanReferenceAndCardListing()
    {
        ProjectReport r = largeReport(1, 0);
        r.files.removeLast(); // no retired page
        ProjectFile chatbot = r.files.constFirst();
        chatbot.path = QStringLiteral("beginner_source/chatbot_tutorial.py");
        chatbot.newer = SourceRef{SourceOrigin::History, chatbot.path,
                                  QStringLiteral("fedcba9876543210fedcba9876543210fedcba98"), 0,
                                  QStringLiteral("half translated")};
        // The newer version (a 2020 commit half in Korean) has Korean where the English was.
        SyncItem title = item(DriftChange::Kind::Changed, 3, QStringLiteral("챗봇 튜토리얼"));
        title.oldText = QStringLiteral("Chatbot Tutorial");
        SyncItem load = item(DriftChange::Kind::Changed, 9, QStringLiteral("Load data"));
        chatbot.analysis.sync = {title, load};
        ProjectFile index = r.files.constFirst();
        index.path = QStringLiteral("index.rst");
        index.analysis.sync.clear();
        for (int k = 0; k < 74; ++k)
            index.analysis.sync.append(
                item(k < 70 ? DriftChange::Kind::Changed : DriftChange::Kind::Added, 20 + 8 * k,
                     QStringLiteral(".. customcarditem::\n   :header: Tutorial %1").arg(k)));
        index.analysis.sync.append(
            item(DriftChange::Kind::Changed, 12, QStringLiteral("Welcome to the tutorials.")));
        r.files = {chatbot, index};

        const QString md = QString::fromUtf8(syncWorklistToMarkdown(r));
        QVERIFY2(md.contains("- [ ] `beginner_source/chatbot_tutorial.py`: "
                             "`beginner_source/chatbot_tutorial.py@fedcba9` holds Korean, so its 2 "
                             "items are the translation's own lines, not listed"),
                 qPrintable(md));
        QVERIFY2(!md.contains("챗봇 튜토리얼"), qPrintable(md));
        QVERIFY2(md.contains("  - 74 `customcarditem` cards (4 added, 70 changed, 0 removed) "
                             "from English line 21: the page's card listing, brought over "
                             "together"),
                 qPrintable(md));
        QVERIFY2(!md.contains(":header: Tutorial"), qPrintable(md));
        QCOMPARE(md.count("  - changed English line"), 1); // the index's one prose change
        QVERIFY2(md.contains("2 files, 75 English units"), qPrintable(md));

        const QString text = QString::fromUtf8(syncWorklistToText(r));
        QVERIFY2(text.contains("  beginner_source/chatbot_tutorial.py: the newer English holds "
                               "Korean: its 2 items"),
                 qPrintable(text));
        QVERIFY2(text.contains("  index.rst: 74 customcarditem cards (4 added, 70 changed, 0 "
                               "removed) from English line 21: the page's card listing"),
                 qPrintable(text));
        QCOMPARE(text.count("\n  index.rst:"), 2); // the cards' row and the prose change
    }

    void largeWorklistFitsOneIssue()
    {
        const ProjectReport r = largeReport(450, 30);
        const MarkdownDocument doc = syncWorklistMarkdown(r);
        qsizetype whole = doc.title.size() + doc.closing.size();
        for (const MarkdownSection &s : doc.sections)
            whole += s.head.size() + s.foot.size() + s.rows.join(QString()).size();
        QVERIFY(whole > 4 * GitHubMarkdownLimit); // far too long as it is
        const QString md = QString::fromUtf8(syncWorklistToMarkdown(r));
        QVERIFY2(md.size() <= GitHubMarkdownLimit, qPrintable(QString::number(md.size())));
        QVERIFY(md.contains("(`--split DIR` writes every one)"));
        QVERIFY(md.contains("rewritten upstream") || md.contains("retired upstream"));
        QVERIFY(!md.contains("/home/"));
        // Shortened evenly: every <details> closed, the files left out counted.
        QCOMPARE(md.count("<details>"), md.count("</details>"));
        QVERIFY(md.contains("more files (`--split DIR` writes every one)"));

        const QStringList parts = splitMarkdown(doc);
        QVERIFY(parts.size() > 4);
        int items = 0;
        for (const QString &p : parts) {
            QVERIFY2(p.size() <= GitHubMarkdownLimit, qPrintable(QString::number(p.size())));
            QVERIFY(p.startsWith("## Upstream sync worklist"));
            QCOMPARE(p.count("<details>"), p.count("</details>"));
            QVERIFY(!p.contains("/home/"));
            items += int(p.count("  - changed English line"));
        }
        QCOMPARE(items, 450 * 30);
        QVERIFY(parts[1].contains(QStringLiteral("_Part 2 of %1._").arg(parts.size())));
    }

    void largeProjectTableFitsOneIssue()
    {
        const ProjectReport r = largeReport(2000, 1);
        const QString md = QString::fromUtf8(projectToMarkdown(r));
        QVERIFY2(md.size() <= GitHubMarkdownLimit, qPrintable(QString::number(md.size())));
        QVERIFY(md.startsWith("## Translation status\n\n2001 files:"));
        QVERIFY(md.contains("more (`--split DIR` writes every one)"));
        QVERIFY(!md.contains("/home/"));
        // Files with errors come first, so the shortened table keeps them.
        const qsizetype firstRow = md.indexOf("| `beginner_source");
        QVERIFY(firstRow > 0);
        QVERIFY(
            !md.mid(firstRow, md.indexOf(u'\n', firstRow) - firstRow).contains("| 40/40 | 0 |"));
        const QStringList parts = splitMarkdown(projectMarkdown(r));
        int rows = 0;
        for (const QString &p : parts) {
            QVERIFY(p.size() <= GitHubMarkdownLimit);
            QVERIFY(p.contains("| File | State |"));
            rows += int(p.count("\n| `"));
        }
        QCOMPARE(rows, 2001);
    }

    // The table leads with the files that need work: outdated, then partial and still-English
    // files, then the translated with errors; the files done and redirect stubs last.
    void tableLeadsWithWorkLeft()
    {
        ProjectReport r;
        r.root = QStringLiteral("/tmp/checkout");
        const auto add = [&](const char *path, FileState state, int errors) {
            ProjectFile f;
            f.path = QString::fromLatin1(path);
            f.absolutePath = r.root + u'/' + f.path;
            f.state = state;
            f.analysis.units = 10;
            f.analysis.translatedUnits = state == FileState::English ? 0 : 10;
            f.analysis.errors = errors;
            r.files.append(f);
        };
        add("a_done.rst", FileState::Translated, 0);
        add("b_stub.rst", FileState::Redirect, 3);
        add("c_errors.rst", FileState::Translated, 2);
        add("d_english.rst", FileState::English, 0);
        add("e_partial.rst", FileState::Partial, 1);
        add("f_outdated.rst", FileState::Outdated, 0);
        const QString md = QString::fromUtf8(projectToMarkdown(r));
        QStringList order;
        for (const QString &line : md.split(u'\n'))
            if (line.startsWith(QStringLiteral("| `"))) order.append(line.section(u'`', 1, 1));
        QCOMPARE(order, QStringList({"f_outdated.rst", "e_partial.rst", "d_english.rst",
                                     "c_errors.rst", "a_done.rst", "b_stub.rst"}));
    }

    void cliSplitWritesParts()
    {
        QTemporaryDir dir;
        QProcess p;
        p.start(TANDEM_BINARY, {"project", dir.path(), "--format", "text", "--split", dir.path()});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 2); // --split needs --format markdown
    }

    // `--split DIR` makes its folder (and its parents) when missing; a file in its place is
    // refused before any work.
    void cliSplitMakesItsFolder()
    {
        QTemporaryDir dir;
        const GitRepoHelper repo = GitRepoHelper::init(dir.filePath("checkout"));
        repo.write("beginner_source/a.rst", "텐서\n====\n\n텐서를 만듭니다.\n");
        repo.commitAll("a tutorial", 1);
        const QString parts = dir.filePath("reports/today");
        QProcess p;
        p.start(TANDEM_BINARY,
                {"project", repo.root(), "--format", "markdown", "--split", parts, "--no-cache"});
        QVERIFY(p.waitForFinished(60000));
        QVERIFY2(p.exitCode() == 0 || p.exitCode() == 1, p.readAllStandardError().constData());
        QVERIFY(QFileInfo(parts + "/part-01.md").isFile());

        const QString file = dir.filePath("a-file");
        QVERIFY(QFile(file).open(QIODevice::WriteOnly));
        p.start(TANDEM_BINARY,
                {"project", repo.root(), "--format", "markdown", "--split", file, "--no-cache"});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(p.readAllStandardError().contains("cannot be made one"));
    }
};

QTEST_GUILESS_MAIN(TstMarkdownReports)
#include "tst_markdownreports.moc"
