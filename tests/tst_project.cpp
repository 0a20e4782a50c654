// SPDX-License-Identifier: GPL-3.0-or-later
// `tandem project` against small repositories built on the spot, shaped like PyTorch Korea's
// history: English committed, then translated in place; an upstream sync landing on master
// after a translation branch started; an upstream checkout with newer English.
#include "gitrepohelper.h"
#include "introtutorial.h"
#include "projectcache.h"
#include "projectexport.h"
#include "projectreport.h"
#include "repositoryhistory.h"
#include "termobservations.h"
#include "termreplace.h"
#include "tutorialfiles.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace tandem;

namespace {

// Four paragraphs about layers: two say 계층 (agreed), the file "layers_ko" says 레이어.
const char *LayersEn = "Layers\n======\n\n"
                       "A layer transforms its input.\n\n"
                       "Stack one layer after another.\n\n"
                       "The last layer gives the output.\n";
const char *LayersKo = "계층\n====\n\n"
                       "계층은 입력을 변환합니다.\n\n"
                       "레이어를 차례로 쌓습니다.\n\n"
                       "마지막 레이어가 출력을 냅니다.\n";
const char *LayersKoAgreed = "계층\n====\n\n"
                             "계층은 입력을 변환합니다.\n\n"
                             "계층을 차례로 쌓습니다.\n\n"
                             "마지막 계층이 출력을 냅니다.\n";

// Outside the glossary: "widget" rendered 위젯 three times (with the title) and 부품 twice; 부품
// also renders "gadget".
const char *WidgetsEn = "Widgets\n=======\n\n"
                        "The widget draws lines.\n\n"
                        "Every widget has a colour.\n\n"
                        "Resize the widget quickly.\n\n"
                        "A widget hides itself.\n\n"
                        "The gadget counts clicks.\n\n"
                        "Each gadget stores data.\n";
const char *WidgetsKo = "위젯들\n======\n\n"
                        "위젯은 선을 그립니다.\n\n"
                        "모든 위젯에는 색깔이 들어 있습니다.\n\n"
                        "부품의 크기를 빠르게 바꿉니다.\n\n"
                        "부품은 스스로 숨습니다.\n\n"
                        "부품은 클릭을 셉니다.\n\n"
                        "각 부품은 데이터를 저장합니다.\n";

// Half translated: the title and one paragraph of five.
const char *GuideEn = "Guide\n=====\n\nFirst paragraph of the guide.\n\nSecond paragraph here.\n\n"
                      "Third paragraph here.\n\nFourth paragraph here.\n";
const char *GuidePartKo = "안내\n====\n\n안내서의 첫 문단입니다.\n\nSecond paragraph here.\n\n"
                          "Third paragraph here.\n\nFourth paragraph here.\n";

const char *DemoEn = "\"\"\"\nDemo\n====\n\nA short demo of numbers.\n\"\"\"\n\nimport torch\n\n"
                     "# Make some numbers\nx = torch.ones(3)\n";
const char *DemoKo =
    "\"\"\"\n데모\n====\n\n숫자를 다루는 짧은 데모입니다.\n\"\"\"\n\nimport torch\n\n"
    "# 숫자를 만듭니다\nx = torch.ones(3)\n";

const ProjectFile *fileNamed(const ProjectReport &r, const QString &path)
{
    for (const ProjectFile &f : r.files)
        if (f.path == path) return &f;
    return nullptr;
}

const TermRow *rowFor(const QList<TermRow> &rows, const QString &english)
{
    for (const TermRow &t : rows)
        if (t.english.compare(english, Qt::CaseInsensitive) == 0) return &t;
    return nullptr;
}

const TermRendering *renderingFor(const QList<TermRendering> &list, const QString &text)
{
    for (const TermRendering &r : list)
        if (r.text == text) return &r;
    return nullptr;
}

// A repository at `root`, branch main, where `pages` are committed as IntroV1 ("English",
// day 1), then rewritten as `translations` (page, text) in one commit `message` (day 2).
void translateIntroPages(const QString &root, const QStringList &pages,
                         const QList<std::pair<QString, QString>> &translations,
                         const QString &message)
{
    GitRepoHelper g(root);
    g.git({"init", "-q", "-b", "main"});
    g.write(pages, IntroV1);
    g.commitAll("English", 1);
    g.commitPages(translations, message, 2);
}

} // namespace

class TstProject : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_tmp;
    QString m_repo;   // translation branch `work`; master has a later upstream sync
    QString m_simple; // one branch; newer English only in m_upstream
    QString m_upstream;
    QString m_cache;

    ProjectReport build(const QString &dir, const QString &upstream = {}, bool useCache = false)
    {
        QString error;
        const auto checkout = Checkout::open(dir, &error);
        if (!checkout) qFatal("%s", qPrintable(error));
        ProjectOptions options;
        if (!upstream.isEmpty()) options.choices.setUpstreamDir(upstream);
        options.useCache = useCache;
        options.cacheFolder = m_cache;
        const auto report = buildProjectReport(*checkout, options, &error);
        if (!report) qFatal("%s", qPrintable(error));
        return *report;
    }

private slots:
    void initTestCase()
    {
        const auto repo = testing::repositoryIn(m_tmp, &m_repo);
        if (!repo) QSKIP("git is not installed");
        m_cache = m_tmp.filePath("cache");

        const GitRepoHelper &g = *repo;
        g.write({"docs/intro.rst", "_build/html/intro.rst", ".github/template.rst"}, IntroV1);
        g.write("docs/english.rst",
                "Still English\n=============\n\nNobody translated this page.\n");
        g.write("docs/guide.rst", GuideEn);
        g.write({"docs/layers.rst", "docs/layers_agreed.rst"}, LayersEn);
        g.write("docs/widgets.rst", WidgetsEn);
        g.write("gallery/demo.py", DemoEn);
        g.write("gallery/helper.py", "import os\n\ndef helper():\n    return 1\n");
        g.commitAll("English", 1);
        g.git({"checkout", "-q", "-b", "work"}, 2);
        g.write("docs/intro.rst", IntroKo);
        g.write("docs/guide.rst", GuidePartKo);
        g.write("docs/layers.rst", LayersKo);
        g.write("docs/layers_agreed.rst", LayersKoAgreed);
        g.write("docs/widgets.rst", WidgetsKo);
        g.commitFile("gallery/demo.py", DemoKo, "Translate", 2);
        // The upstream sync lands on master after the branch started.
        g.commitOnBranch("master", "docs/intro.rst", IntroV2, "PyTorch v2.x sync", 3);

        m_simple = m_tmp.filePath("simple");
        GitRepoHelper s(m_simple);
        s.git({"init", "-q", "-b", "main"});
        s.write("intro.rst", IntroV1);
        s.commitFile("other.rst", "Other\n=====\n\nUnchanged English.\n", "English", 1);
        s.write("intro.rst", IntroKo);
        s.commitFile("other.rst", "기타\n====\n\n바뀌지 않은 영어입니다.\n", "Translate", 2);
        m_upstream = m_tmp.filePath("upstream");
        GitRepoHelper u(m_upstream);
        u.write("intro.rst", IntroV2);
        u.write("other.rst", "Other\n=====\n\nUnchanged English.\n");
    }

    void listsTutorialFilesOnly()
    {
        QString error;
        const auto checkout = Checkout::open(m_repo, &error);
        QVERIFY2(checkout, qPrintable(error));
        const QStringList files = listTutorialFiles(*checkout, &error);
        QCOMPARE(files, QStringList({"docs/english.rst", "docs/guide.rst", "docs/intro.rst",
                                     "docs/layers.rst", "docs/layers_agreed.rst",
                                     "docs/widgets.rst", "gallery/demo.py"}));
        QVERIFY(isInSkippedFolder("_build/html/intro.rst"));
        QVERIFY(isInSkippedFolder("a/.venv/x.rst"));
        QVERIFY(!isInSkippedFolder("docs/build_notes.rst"));
    }

    void symlinkedFilesSkippedAreNamed()
    {
        // A tutorial that is a committed link outside the checkout, one to nothing, and one to
        // a file inside (read as that file, so a copy of it, listed once): the first two are
        // named in the warnings.
        GitRepoHelper g(m_tmp.filePath("links"));
        g.git({"init", "-q", "-b", "main"});
        g.write("docs/a.rst", "Title\n=====\n\nSome English text here.\n");
        const QString outside = m_tmp.filePath("outside.rst");
        QFile f(outside);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("Outside\n=======\n");
        f.close();
        QVERIFY(QFile::link(outside, g.path("docs/out.rst")));
        QVERIFY(QFile::link(g.path("docs/none.rst"), g.path("docs/dangling.rst")));
        QVERIFY(QFile::link("a.rst", g.path("docs/inside.rst")));
        g.commitAll("English", 1);
        QString error;
        const auto checkout = Checkout::open(g.root(), &error);
        QVERIFY2(checkout, qPrintable(error));
        QStringList skipped;
        QCOMPARE(listTutorialFiles(*checkout, &error, &skipped), QStringList({"docs/a.rst"}));
        QCOMPARE(skipped, QStringList({"docs/dangling.rst", "docs/out.rst"}));
        const ProjectReport report = build(g.root());
        const QStringList named = report.warnings.filter("symbolic link");
        QCOMPARE(named.size(), 2);
        QVERIFY2(named[0].startsWith("docs/dangling.rst: ") &&
                     named[1].startsWith("docs/out.rst: "),
                 qPrintable(named.join('\n')));
    }

    void historyFollowsRenamesAndBlobIds()
    {
        QTemporaryDir dir;
        GitRepoHelper g(dir.path());
        g.git({"init", "-q", "-b", "main"});
        g.commitFile("old.rst", IntroV1, "one", 1);
        g.git({"mv", "old.rst", "new.rst"}, 2);
        g.commitAll("rename", 2);
        g.commitFile("new.rst", IntroKo, "translate", 3);
        QString error;
        const auto checkout = Checkout::open(dir.path(), &error);
        QVERIFY(checkout);
        const RepositoryHistory h = RepositoryHistory::load(*checkout, "HEAD", &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QList<BlobVersion> versions = h.versions("new.rst");
        QCOMPARE(versions.size(), 3);
        QCOMPARE(versions[0].subject, QString("translate"));
        QCOMPARE(versions[2].path, QString("old.rst"));
        QCOMPARE(versions[2].blob, gitBlobId(IntroV1.toUtf8()));
        QCOMPARE(g.git({"hash-object", "new.rst"}).trimmed(), gitBlobId(IntroKo.toUtf8()));
        const QHash<QString, QByteArray> blobs =
            readBlobs(*checkout, {versions[2].blob, QString(40, u'0')}, &error);
        QCOMPARE(blobs.size(), 1);
        QCOMPARE(blobs.value(versions[2].blob), IntroV1.toUtf8());
    }

    void eachState()
    {
        const ProjectReport r = build(m_repo);
        QCOMPARE(r.files.size(), 7);
        QCOMPARE(r.baseRef, QString("master"));

        const ProjectFile *english = fileNamed(r, "docs/english.rst");
        QVERIFY(english);
        QCOMPARE(english->state, FileState::English);
        QVERIFY(!english->source);
        QCOMPARE(english->analysis.units, 2);
        QCOMPARE(english->analysis.translatedUnits, 0);

        const ProjectFile *partial = fileNamed(r, "docs/guide.rst");
        QVERIFY(partial);
        QCOMPARE(partial->state, FileState::Partial);
        QCOMPARE(partial->analysis.units, 5);
        QCOMPARE(partial->analysis.translatedUnits, 2);
        QVERIFY(partial->source);
        QCOMPARE(partial->source->origin, SourceOrigin::History);
        QCOMPARE(partial->source->subject, QString("English"));

        const ProjectFile *translated = fileNamed(r, "gallery/demo.py");
        QVERIFY(translated);
        QCOMPARE(translated->kind, FileKind::SphinxGallery);
        QCOMPARE(translated->state, FileState::Translated);
        QCOMPARE(translated->analysis.translatedUnits, translated->analysis.units);
        QVERIFY(!translated->newer);

        // Translated from the English of day 1; master has the sync of day 3.
        const ProjectFile *outdated = fileNamed(r, "docs/intro.rst");
        QVERIFY(outdated);
        QCOMPARE(outdated->state, FileState::Outdated);
        QCOMPARE(outdated->source->subject, QString("English"));
        QVERIFY(outdated->newer);
        QCOMPARE(outdated->newer->origin, SourceOrigin::History);
        QCOMPARE(outdated->newer->subject, QString("PyTorch v2.x sync"));
        QCOMPARE(outdated->analysis.sync.size(), 2);

        const ProjectSummary s = r.summary();
        QCOMPARE(s.files, 7);
        QCOMPARE(s.english, 1);
        QCOMPARE(s.partial, 1);
        QCOMPARE(s.outdated, 1);
        QCOMPARE(s.translated, 4);
    }

    // PyTorch Korea's syncs merge new English into the translation in place: those units have
    // nothing in the English the draft was translated from, and still count as untranslated.
    void englishMergedIntoTranslationCounts()
    {
        QTemporaryDir dir;
        translateIntroPages(
            dir.path(), {"t.rst", "stub.rst"},
            {{"t.rst",
              QString(IntroKo).replace("소개의 끝입니다.\n",
                                       "소개의 끝입니다.\n\nA new paragraph the sync merged in.\n\n"
                                       "Another English paragraph from upstream.\n")},
             // Upstream replaced the page with a redirect stub, merged straight into Korean.
             {"stub.rst", "소개\n====\n\n이 페이지는 이동했습니다.\n"}},
            "Translate, then sync");
        const ProjectReport r = build(dir.path());
        const ProjectFile *t = fileNamed(r, "t.rst");
        // However the aligner pairs them (the first merged paragraph may take the place of the
        // last source paragraph, whose Korean is then left alone), two units are left to do.
        QVERIFY(t->analysis.draftOnlyEnglishUnits >= 1);
        QCOMPARE(t->analysis.units - t->analysis.translatedUnits, 2);
        QVERIFY(t->analysis.translatedUnits >= 4);
        QCOMPARE(t->state, FileState::Partial);
        const ProjectFile *stub = fileNamed(r, "stub.rst");
        QCOMPARE(stub->state, FileState::Translated);
        QVERIFY(stub->analysis.coveredUnits * 2 < stub->analysis.units);
        QVERIFY(r.warnings.join('\n').contains("stub.rst: covers"));
    }

    // A tutorial that moved is left as a stub refreshing to its new page (beginner_source/
    // introyt.rst in PyTorch Korea): a state of its own, not "translated 2 of 6" against the
    // long English it replaced, and its units count in no total; a page that only mentions a
    // refresh in prose is not one.
    void redirectStubIsAStateOfItsOwn()
    {
        QTemporaryDir dir;
        translateIntroPages(
            dir.path(), {"moved.rst", "prose.rst"},
            {{"moved.rst", "소개\n====\n\n이 페이지는 다른 위치로 이동하였습니다.\n\n"
                           "이동합니다...\n\n.. raw:: html\n\n"
                           "   <meta http-equiv=\"Refresh\" content=\"0; "
                           "url='https://tutorials.pytorch.kr/beginner/intro.html'\" />\n"},
             {"prose.rst", QString(IntroKo) + "\nhttp-equiv=\"refresh\" 는 HTML의 속성입니다.\n"}},
            "Translate");
        const ProjectReport r = build(dir.path());
        const ProjectFile *moved = fileNamed(r, "moved.rst");
        QVERIFY(moved);
        QCOMPARE(moved->state, FileState::Redirect);
        QCOMPARE(fileStateName(moved->state), QString("redirect"));
        QVERIFY2(!r.warnings.join('\n').contains("moved.rst"), qPrintable(r.warnings.join('\n')));
        const ProjectFile *prose = fileNamed(r, "prose.rst");
        QVERIFY(prose);
        QCOMPARE(prose->state, FileState::Translated);
        const ProjectSummary s = r.summary();
        QCOMPARE(s.files, 2);
        QCOMPARE(s.redirects, 1);
        QCOMPARE(s.translated, 1);
        QCOMPARE(s.units, prose->analysis.units);
        QCOMPARE(s.translatedUnits, prose->analysis.translatedUnits);
        QVERIFY(projectToJson(r, false).contains("\"redirects\": 1"));
    }

    void outdatedAgainstUpstreamCheckout()
    {
        const ProjectReport plain = build(m_simple);
        QCOMPARE(fileNamed(plain, "intro.rst")->state, FileState::Translated);
        QVERIFY(plain.baseRef.isEmpty()); // main is HEAD: no other history to look in

        const ProjectReport r = build(m_simple, m_upstream);
        const ProjectFile *intro = fileNamed(r, "intro.rst");
        QCOMPARE(intro->state, FileState::Outdated);
        QCOMPARE(intro->newer->origin, SourceOrigin::Upstream);
        // The same English upstream: not outdated.
        QCOMPARE(fileNamed(r, "other.rst")->state, FileState::Translated);
        QVERIFY(!fileNamed(r, "other.rst")->newer);
    }

    void syncWorklist()
    {
        const ProjectReport r = build(m_simple, m_upstream);
        const ProjectFile *intro = fileNamed(r, "intro.rst");
        QCOMPARE(intro->analysis.sync.size(), 2);
        const SyncItem &changed = intro->analysis.sync[0];
        QCOMPARE(changed.kind, DriftChange::Kind::Changed);
        QCOMPARE(changed.newFirstLine, 3);
        QCOMPARE(changed.draftLine, 3);
        QVERIFY(changed.draftText.startsWith("PyTorch는 딥러닝을"));
        const SyncItem &added = intro->analysis.sync[1];
        QCOMPARE(added.kind, DriftChange::Kind::Added);
        QCOMPARE(added.newFirstLine, 10);
        QCOMPARE(added.draftLine, 8); // after the Korean of the paragraph it follows
        QVERIFY(added.newText.contains("any device"));

        const QString md = QString::fromUtf8(syncWorklistToMarkdown(r));
        const QStringList lines = md.split(u'\n');
        const qsizetype file = lines.indexOf(QRegularExpression("^- \\[ \\] `intro\\.rst` .*"));
        QVERIFY2(file >= 0, qPrintable(md));
        // The items in a <details> block under the file's line.
        QVERIFY(lines.value(file).endsWith(", 2 items"));
        QCOMPARE(lines.value(file + 1), QString("  <details><summary>items</summary>"));
        QVERIFY(
            lines.value(file + 3).startsWith("  - changed English line 4: `PyTorch is a library"));
        QVERIFY(lines.value(file + 3).contains("Korean line 4: `PyTorch는"));
        QVERIFY(lines.value(file + 4).startsWith(
            "  - added English line 11: `Tensors can live on any device.`"));
        QVERIFY(lines.value(file + 4).contains("Korean line 9"));
        QCOMPARE(lines.value(file + 6), QString("  </details>"));
        // The upstream checkout is named as such, not by its local path.
        QVERIFY(lines.value(file).contains("`upstream/intro.rst`"));
        QVERIFY(!md.contains(m_upstream));
        QVERIFY2(!md.contains("other.rst"), "unchanged files are left out");
    }

    // Issue 44: an "English" upstream that is partly Korean (chatbot_tutorial.py's newer
    // version was a half-translated 2020 commit) is named as such, its Korean not listed as
    // changed English.
    void syncWorklistNamesKoreanInTheEnglish()
    {
        QTemporaryDir halfKorean;
        GitRepoHelper u(halfKorean.path());
        // Mostly English still (two syllables), with the second title translated.
        u.write("intro.rst", QString(IntroV2).replace("Tensors\n-------\n", "텐서\n----\n"));
        u.write("other.rst", "Other\n=====\n\nUnchanged English.\n");
        const ProjectReport r = build(m_simple, halfKorean.path());
        const ProjectFile *intro = fileNamed(r, "intro.rst");
        QCOMPARE(intro->state, FileState::Outdated);
        const QString md = QString::fromUtf8(syncWorklistToMarkdown(r));
        QVERIFY2(md.contains("English that holds Korean"), qPrintable(md));
        QVERIFY2(md.contains("- [ ] `intro.rst`: `upstream/intro.rst` holds Korean, so its"),
                 qPrintable(md));
        QVERIFY2(!md.contains("changed English line"), qPrintable(md));
        QVERIFY2(!md.contains("GPUs and CPUs"), qPrintable(md));
    }

    // An English unit added right after one that changed goes after that one in the draft,
    // not after the last unchanged unit before both.
    void addedAfterChangedUnitAnchorsOnIt()
    {
        const QList<DriftChange> changes =
            diffEnglishVersions("First paragraph.\n\nSecond paragraph.\n\nLast paragraph.\n",
                                "First paragraph.\n\nSecond paragraph, reworded.\n\nA new "
                                "paragraph.\n\nLast paragraph.\n",
                                FileKind::Rst);
        QCOMPARE(changes.size(), 2);
        QCOMPARE(changes[0].kind, DriftChange::Kind::Changed);
        QCOMPARE(changes[1].kind, DriftChange::Kind::Added);
        QCOMPARE(changes[1].oldAnchorLine, 2); // "Second paragraph." (0-based line 2)
    }

    // --upstream pointing at a sync commit's tree: the file there is a translation with the
    // new English merged in place. The worklist is that English (and what the sync dropped),
    // found by comparing the draft with it; Korean the sync only touched up is not work.
    void syncWorklistAgainstMergedTranslation()
    {
        QTemporaryDir merged;
        GitRepoHelper u(merged.path());
        u.write(
            "intro.rst",
            QString(IntroKo)
                .replace("텐서는 숫자를 담습니다.", "텐서는 숫자를 담는 그릇입니다.")
                .replace("소개의 끝입니다.\n", "Tensors can live on any device.\n\n"
                                               "소개의 끝입니다.\n")
                .replace("PyTorch는 딥러닝을 위한 라이브러리입니다. GPU에서 실행됩니다.\n\n", ""));
        u.write("other.rst", "기타\n====\n\n바뀌지 않은 영어입니다.\n");
        const ProjectReport r = build(m_simple, merged.path());
        const ProjectFile *intro = fileNamed(r, "intro.rst");
        QCOMPARE(intro->state, FileState::Outdated);
        QVERIFY(intro->newerMerged);
        QCOMPARE(fileNamed(r, "other.rst")->state, FileState::Translated); // same file upstream
        const QList<SyncItem> &items = intro->analysis.sync;
        QCOMPARE(items.size(), 2);
        QCOMPARE(items[0].kind, DriftChange::Kind::Removed);
        QCOMPARE(items[0].draftLine, 3);
        QCOMPARE(items[1].kind, DriftChange::Kind::Added);
        QVERIFY(items[1].newText.startsWith("Tensors can live"));
        QCOMPARE(items[1].draftLine, 13); // after the last line of the code block before it
        const QString md = QString::fromUtf8(syncWorklistToMarkdown(r));
        QVERIFY2(md.contains("  - removed upstream: Korean line 4: `PyTorch는"), qPrintable(md));
        QVERIFY2(md.contains("  - added English line "), qPrintable(md));
    }

    void glossaryTermRenderings()
    {
        const ProjectReport r = build(m_repo);
        const TermRow *layer = rowFor(r.terms.glossary, "Layer");
        QVERIFY(layer);
        QCOMPARE(layer->agreed, QString("계층"));
        const TermRendering *agreed = renderingFor(layer->renderings, "계층");
        const TermRendering *wrong = renderingFor(layer->renderings, "레이어");
        QVERIFY(agreed && wrong);
        QCOMPARE(wrong->count, 2);
        QCOMPARE(wrong->files, QStringList{"docs/layers.rst"});
        QCOMPARE(agreed->count, 6); // layers.rst: title and one paragraph; layers_agreed.rst: 4
        QCOMPARE(agreed->files, QStringList({"docs/layers.rst", "docs/layers_agreed.rst"}));
        QCOMPARE(layer->deviations(), 2);
        QCOMPARE(r.terms.glossary.constFirst().english, layer->english); // most deviations first
    }

    // A translation whose English is not in the repository still counts its terms: a wrong
    // variant is found in the Korean alone.
    void termsCountedWithoutSource()
    {
        const QString dir = m_tmp.filePath("nosource");
        GitRepoHelper g(dir);
        g.git({"init", "-q", "-b", "main"});
        g.write("layers.rst", LayersEn);
        g.write("orphan.rst", LayersKo); // committed in Korean: no English in its history
        g.commitAll("Start", 1);
        g.write("layers.rst", LayersKoAgreed);
        g.commitAll("Translate", 2);
        const ProjectReport r = build(dir);
        QVERIFY(!fileNamed(r, "orphan.rst")->source);
        QCOMPARE(fileNamed(r, "orphan.rst")->state, FileState::Translated);
        const TermRow *layer = rowFor(r.terms.glossary, "Layer");
        QVERIFY(layer);
        const TermRendering *wrong = renderingFor(layer->renderings, "레이어");
        QVERIFY(wrong);
        QCOMPARE(wrong->count, 2);
        QCOMPARE(wrong->files, QStringList{"orphan.rst"});
        const TermRendering *agreed = renderingFor(layer->renderings, "계층");
        QVERIFY(agreed);
        QCOMPARE(agreed->files, QStringList({"layers.rst", "orphan.rst"}));
    }

    void termsRenderedSeveralWaysAndShared()
    {
        const ProjectReport r = build(m_repo);
        const TermRow *widget = rowFor(r.terms.variants, "widget");
        QVERIFY2(widget, qPrintable(QString::fromUtf8(projectToText(r))));
        QCOMPARE(widget->renderings.size(), 2);
        QCOMPARE(renderingFor(widget->renderings, "위젯")->count, 3);
        QCOMPARE(renderingFor(widget->renderings, "부품")->count, 2);
        QCOMPARE(renderingFor(widget->renderings, "부품")->files, QStringList{"docs/widgets.rst"});

        const SharedRendering *part = nullptr;
        for (const SharedRendering &s : r.terms.shared)
            if (s.korean == "부품") part = &s;
        QVERIFY(part);
        QCOMPARE(part->english.size(), 2);
        QVERIFY(renderingFor(part->english, "gadget"));
        QVERIFY(renderingFor(part->english, "widget"));
        QCOMPARE(renderingFor(part->english, "gadget")->count, 2);
        for (const SharedRendering &s : r.terms.shared)
            QVERIFY2(s.korean != "위젯", "위젯 renders only widget");
    }

    // "Replace with the agreed term": the preview lists every change with its particle made to
    // agree; applying writes each file whole; undo restores it; a file edited after the
    // preview is refused.
    void replaceWithAgreedTerm()
    {
        QTemporaryDir dir;
        GitRepoHelper g(dir.path());
        g.write("a.rst", "계층\n====\n\n레이어를 쌓습니다. 레이어가 출력을 냅니다.\n");
        g.write("b.rst", "마지막 레이어\n\n``레이어`` 는 코드입니다.\n");
        g.write("c.rst", "계층은 이미 맞습니다.\n");
        Glossary glossary;
        GlossaryEntry layer;
        layer.english = {"layer"};
        layer.korean = {"계층"};
        layer.wrongKorean = {"레이어"};
        glossary.entries.append(layer);
        const GlossaryMatcher matcher(glossary);
        QStringList problems;
        QList<FileReplacement> plan = planTermReplacement(matcher, "layer", "레이어", dir.path(),
                                                          {"a.rst", "b.rst", "c.rst"}, &problems);
        QVERIFY(problems.isEmpty());
        QCOMPARE(plan.size(), 2); // c.rst has nothing to change
        QCOMPARE(plan[0].edits.size(), 2);
        QCOMPARE(plan[0].edits[0].before, QString("레이어를"));
        QCOMPARE(plan[0].edits[0].fix.replacement, QString("계층을"));
        QCOMPARE(plan[0].edits[0].fix.range.start, (Position{3, 0}));
        QCOMPARE(plan[0].edits[1].fix.replacement, QString("계층이"));
        QCOMPARE(plan[1].edits.size(), 1); // the inline literal is code
        QCOMPARE(plan[1].edits[0].fix.replacement, QString("계층"));

        QString error;
        QVERIFY2(applyFileReplacement(&plan[0], &error), qPrintable(error));
        QFile a(g.path("a.rst"));
        QVERIFY(a.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(a.readAll()),
                 QString("계층\n====\n\n계층을 쌓습니다. 계층이 출력을 냅니다.\n"));
        a.close();
        QVERIFY2(undoFileReplacement(plan[0], &error), qPrintable(error));
        QVERIFY(a.open(QIODevice::ReadOnly));
        QCOMPARE(a.readAll(), plan[0].originalBytes);
        a.close();

        g.write("b.rst", "마지막 레이어\n\n바뀐 파일입니다.\n"); // edited after the preview
        QVERIFY(!applyFileReplacement(&plan[1], &error));
        QVERIFY(error.contains("changed since the preview"));
        QFile b(g.path("b.rst"));
        QVERIFY(b.open(QIODevice::ReadOnly));
        QVERIFY(b.readAll().contains("바뀐 파일"));
    }

    // Issue 43: the community translates code comments, so the survey and term replace read
    // them. A file whose only use of the term is in a comment (an rst code block and a gallery
    // code cell) is listed under that rendering, and replace changes it there, in place.
    void termsInCodeComments()
    {
        QTemporaryDir dir;
        GitRepoHelper g(dir.path());
        g.git({"init", "-q", "-b", "main"});
        const QString en = "Model\n=====\n\nBuild the model.\n\n.. code-block:: python\n\n"
                           "   # stack a layer\n   name = \"layer\"  # layer name\n";
        const QString ko = "모델\n====\n\n모델을 만듭니다.\n\n.. code-block:: python\n\n"
                           "   # 레이어를 쌓습니다\n   name = \"레이어\"  # 레이어 이름\n";
        const QString pyEn = "\"\"\"\nDemo\n====\n\nA demo.\n\"\"\"\n\nimport torch\n\n"
                             "x = torch.ones(3)  # one layer\n";
        const QString pyKo = "\"\"\"\n데모\n====\n\n짧은 데모입니다.\n\"\"\"\n\nimport torch\n\n"
                             "x = torch.ones(3)  # 레이어 하나\n";
        g.write("docs/comment.rst", en);
        g.commitFile("gallery/cell.py", pyEn, "English", 1);
        g.write("docs/comment.rst", ko);
        g.commitFile("gallery/cell.py", pyKo, "Translate", 2);
        const ProjectReport r = build(dir.path());
        const TermRow *layer = rowFor(r.terms.glossary, "Layer");
        QVERIFY(layer);
        const TermRendering *wrong = renderingFor(layer->renderings, "레이어");
        QVERIFY(wrong);
        // Two in the rst file's comments (not the string, which is code), one in the gallery's
        // code cell.
        QCOMPARE(wrong->count, 3);
        QCOMPARE(wrong->files, QStringList({"docs/comment.rst", "gallery/cell.py"}));

        QStringList problems;
        QList<FileReplacement> plan =
            planTermReplacement(*r.matcher, layer->english, "레이어", dir.path(),
                                {"docs/comment.rst", "gallery/cell.py"}, &problems);
        QVERIFY(problems.isEmpty());
        QCOMPARE(plan.size(), 2);
        QCOMPARE(plan[0].edits.size(), 2);
        QCOMPARE(plan[0].edits[0].fix.range.start, (Position{7, 5}));
        QCOMPARE(plan[0].edits[0].fix.replacement, QString("계층을"));
        QCOMPARE(plan[1].edits.size(), 1);
        QCOMPARE(plan[1].edits[0].fix.range.start, (Position{9, 21}));
        QString error;
        QVERIFY2(applyFileReplacement(&plan[1], &error), qPrintable(error));
        QFile py(g.path("gallery/cell.py"));
        QVERIFY(py.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(py.readAll()),
                 QString(pyKo).replace("레이어 하나", "계층 하나"));
    }

    void stemsAndKeys()
    {
        QVERIFY(!hasEnglishWords(".. code:: python"));
        QVERIFY(!hasEnglishWords("- `Autograd Mechanics <https://pytorch.org/docs>`_"));
        QVERIFY(!hasEnglishWords("``torch.compile``"));
        QVERIFY(hasEnglishWords("**Author**: `Adam <https://github.com/a>`_"));
        QCOMPARE(englishKey(u"Layers"), QString("layer"));
        QCOMPARE(englishKey(u"libraries"), QString("library"));
        QCOMPARE(englishKey(u"training"), QString("train"));
        QCOMPARE(englishKey(u"class"), QString("class"));
        QCOMPARE(koreanStem(u"계층을"), QString("계층"));
        QCOMPARE(koreanStem(u"매개변수들은"), QString("매개변수"));
        QCOMPARE(koreanStem(u"학습하여"), QString("학습"));
        QCOMPARE(koreanStem(u"값을"), QString("값"));
        QCOMPARE(koreanStem(u"결과"), QString("결과"));
        QCOMPARE(koreanStem(u"속도를"), QString("속도"));
        QCOMPARE(koreanStem(u"컴파일러"), QString("컴파일러"));
        QCOMPARE(koreanStem(u"컴파일을"), QString("컴파일"));
        QCOMPARE(koreanStem(u"기본적으로"), QString("기본적"));
        QCOMPARE(koreanStem(u"트레이스에는"), QString("트레이스"));
    }

    void cacheGivesTheSameReport()
    {
        QDir(m_cache).removeRecursively();
        const ProjectReport cold = build(m_repo, {}, true);
        QCOMPARE(cold.cacheHits, 0);
        QCOMPARE(cold.cacheMisses, 7);
        const ProjectReport warm = build(m_repo, {}, true);
        QCOMPARE(warm.cacheHits, 7);
        QCOMPARE(warm.cacheMisses, 0);
        QCOMPARE(projectToJson(warm, true)
                     .replace("\"cacheHits\": 7", "")
                     .replace("\"cacheMisses\": 0", ""),
                 projectToJson(cold, true)
                     .replace("\"cacheHits\": 0", "")
                     .replace("\"cacheMisses\": 7", ""));
        // An edited draft misses; the others still hit.
        GitRepoHelper g(m_repo);
        g.write("docs/guide.rst",
                QString(GuidePartKo).replace("Second paragraph here.", "두 번째 문단입니다."));
        const ProjectReport edited = build(m_repo, {}, true);
        QCOMPARE(edited.cacheHits, 6);
        QCOMPARE(fileNamed(edited, "docs/guide.rst")->analysis.translatedUnits, 3);
        g.git({"checkout", "-q", "--", "docs/guide.rst"});
    }

    void damagedCacheIsIgnored()
    {
        // The report of a run without a cache, then of runs over a cache damaged four ways: each
        // is ignored (all misses), gives the same report, and is rewritten whole.
        QDir(m_cache).removeRecursively();
        const auto json = [](ProjectReport r) {
            r.cacheHits = r.cacheMisses = 0;
            return projectToJson(r, true);
        };
        const QString uncached = json(build(m_repo));
        build(m_repo, {}, true);
        const QString path =
            ProjectCache(QFileInfo(m_repo).canonicalFilePath(), m_cache).filePath();
        QFile f(path);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(path));
        const QByteArray good = f.readAll();
        f.close();
        QVERIFY(good.size() > 1000);
        QByteArray flipped = good;
        flipped[flipped.size() / 2] = char(flipped[flipped.size() / 2] ^ 0x10);
        QByteArray oldVersion = good;
        oldVersion[11] = char(3);
        const QList<std::pair<const char *, QByteArray>> damaged = {
            {"truncated", good.left(good.size() * 2 / 3)},
            {"bit-flipped", flipped},
            {"another version", oldVersion},
            {"foreign", QByteArray("\xa1gversion\x03").repeated(100)},
        };
        for (const auto &[what, bytes] : damaged) {
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(bytes);
            f.close();
            const ProjectReport r = build(m_repo, {}, true);
            QVERIFY2(r.cacheHits == 0, what);
            QVERIFY2(json(r) == uncached, what);
            QVERIFY2(build(m_repo, {}, true).cacheHits == 7, what); // rewritten whole
        }
        // A FIFO in its place is not read (it would block), and replaced by a real cache.
        QVERIFY(QFile::remove(path));
        QVERIFY(::mkfifo(QFile::encodeName(path).constData(), 0600) == 0);
        QCOMPARE(json(build(m_repo, {}, true)), uncached);
        QVERIFY(QFileInfo(path).isFile()); // replaced by a real cache
        // A link to a file over the cap (standing in for /dev/zero, which this test must not risk
        // replacing): not read, and the cache written is a new file, not the link's target.
        QVERIFY(QFile::remove(path));
        const QString huge = m_tmp.filePath("huge");
        QFile target(huge);
        QVERIFY(target.open(QIODevice::WriteOnly));
        QVERIFY(target.resize(ProjectCache::MaxBytes + 1)); // sparse
        target.close();
        QVERIFY(QFile::link(huge, path));
        const ProjectReport linked = build(m_repo, {}, true);
        QCOMPARE(linked.cacheHits, 0);
        QCOMPARE(json(linked), uncached);
        QVERIFY(!QFileInfo(path).isSymLink() && QFileInfo(path).isFile());
        QCOMPARE(QFileInfo(huge).size(), ProjectCache::MaxBytes + 1);
        QVERIFY(target.open(QIODevice::ReadOnly));
        QCOMPARE(target.read(16), QByteArray(16, '\0'));
    }

    void catalogueRepository()
    {
        // A python-docs-ko-like checkout: its guide's 용어집, two catalogues (one fuzzy entry,
        // one untranslated, an obsolete one and the headers aside).
        QTemporaryDir dir;
        GitRepoHelper g(dir.filePath("pdk"));
        g.git({"init", "-q", "-b", "3.13"});
        g.write(".pdk/guide.md",
                "# 안내\n\n## 용어집\n\n```\nmethod: 메서드\nstring: 문자열\n```\n");
        const QString header = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; "
                               "charset=utf-8\\n\"\n\n";
        g.write("library/str.po",
                header + "msgid \"Return a copy of the string.\"\nmsgstr \"문자열의 사본을 "
                         "돌려줍니다.\"\n\n"
                         "msgid \"The method returns a string.\"\nmsgstr \"이 메서드는 "
                         "문자열을 돌려줍니다.\"\n\n"
                         "#, fuzzy\nmsgid \"Strip the string.\"\nmsgstr \"문자열을 "
                         "다듬습니다.\"\n\n"
                         "#~ msgid \"Old.\"\n#~ msgstr \"옛것.\"\n");
        g.write("library/new.po", header + "msgid \"A new page.\"\nmsgstr \"\"\n\n"
                                           "msgid \"Its text.\"\nmsgstr \"\"\n");
        g.commitAll("Translations", 1);
        const ProjectReport r = build(g.root());
        QVERIFY(r.files.isEmpty()); // no tutorial
        QCOMPARE(r.catalogues.size(), 2);
        const CatalogueFile &fresh = r.catalogues[0];
        QCOMPARE(fresh.path, QString("library/new.po"));
        QCOMPARE(QList<int>({fresh.entries, fresh.translated, fresh.fuzzy, fresh.untranslated}),
                 QList<int>({2, 0, 0, 2}));
        const CatalogueFile &str = r.catalogues[1];
        QCOMPARE(QList<int>({str.entries, str.translated, str.fuzzy, str.untranslated}),
                 QList<int>({3, 2, 1, 0}));
        const ProjectSummary s = r.summary();
        QCOMPARE(QList<int>({s.catalogues, s.entries, s.translatedEntries, s.fuzzyEntries,
                             s.untranslatedEntries}),
                 QList<int>({2, 5, 2, 1, 2}));
        // Another community's guide: its terms alone, not PyTorch Korea's built-in ones (메소드).
        QCOMPARE(r.glossarySources, QStringList{g.path(".pdk/guide.md")});
        QStringList glossary;
        for (const TermRow &t : r.terms.glossary)
            glossary << t.english + " -> " + t.agreed + ": " + t.renderings.value(0).text + " " +
                            QString::number(t.total());
        glossary.sort();
        // The reviewed entries only: the fuzzy one's 문자열 is not counted.
        QCOMPARE(glossary,
                 (QStringList{"method -> 메서드: 메서드 1", "string -> 문자열: 문자열 2"}));
        const QString text = QString::fromUtf8(projectToText(r));
        QVERIFY2(
            text.contains("library/str.po  catalogue      2/3 entries  1 fuzzy  0 untranslated"),
            qPrintable(text));
        QVERIFY(
            text.contains("; 2 catalogues: 2 of 5 entries translated, 1 fuzzy, 2 untranslated"));
        const QJsonObject json = QJsonDocument::fromJson(projectToJson(r, false)).object();
        QCOMPARE(json["catalogues"].toArray().size(), 2);
        QCOMPARE(json["catalogues"].toArray()[1].toObject()["fuzzy"].toInt(), 1);
        QCOMPARE(json["summary"].toObject()["untranslatedEntries"].toInt(), 2);
        // Markdown: the most work left first.
        const QString md = QString::fromUtf8(projectToMarkdown(r));
        QVERIFY2(
            md.contains("| Catalogue | Translated | Fuzzy | Untranslated |\n|---|---|---|---|\n"
                        "| `library/new.po` | 0/2 | 0 | 2 |\n| `library/str.po` | 2/3 | 1 | 0 |"),
            qPrintable(md));
    }

    void cliJsonShape()
    {
        QProcess p;
        p.start(TANDEM_BINARY, {"project", m_simple, "--upstream", m_upstream, "--format", "json",
                                "--sync", "--no-cache"});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QJsonObject o = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        QCOMPARE(QFileInfo(o["root"].toString()).canonicalFilePath(),
                 QFileInfo(m_simple).canonicalFilePath());
        const QJsonArray files = o["files"].toArray();
        QCOMPARE(files.size(), 2);
        const QJsonObject intro = files[0].toObject();
        QCOMPARE(intro["path"].toString(), QString("intro.rst"));
        QCOMPARE(intro["state"].toString(), QString("outdated"));
        QCOMPARE(intro["source"].toObject()["origin"].toString(), QString("history"));
        QCOMPARE(intro["source"].toObject()["commit"].toString().size(), 40);
        QCOMPARE(intro["newer"].toObject()["origin"].toString(), QString("upstream"));
        QVERIFY(intro["units"].toInt() > 0);
        QCOMPARE(intro["translatedUnits"].toInt(), intro["units"].toInt());
        for (const char *key : {"error", "warning", "info"})
            QVERIFY(intro["counts"].toObject()[key].isDouble());
        QCOMPARE(intro["sync"].toArray().size(), 2);
        QCOMPARE(intro["sync"].toArray()[0].toObject()["draftLine"].toInt(), 4);
        QVERIFY(o["terms"].isArray());
        QCOMPARE(o["summary"].toObject()["outdated"].toInt(), 1);
        QCOMPARE(o["summary"].toObject()["files"].toInt(), 2);
    }

    void cliTermsJson()
    {
        QProcess p;
        p.start(TANDEM_BINARY, {"project", m_repo, "--format", "json", "--no-cache"});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QJsonObject o = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        QJsonObject layer;
        for (const QJsonValue &t : o["terms"].toArray())
            if (t.toObject()["english"].toString() == "Layer") layer = t.toObject();
        QCOMPARE(layer["agreed"].toString(), QString("계층"));
        bool found = false;
        for (const QJsonValue &v : layer["renderings"].toArray())
            if (v.toObject()["korean"].toString() == "레이어") {
                found = true;
                QCOMPARE(v.toObject()["count"].toInt(), 2);
                QCOMPARE(v.toObject()["files"].toArray(), QJsonArray{"docs/layers.rst"});
            }
        QVERIFY(found);
    }

    void cliBadInput()
    {
        for (const QStringList &args :
             {QStringList{"project", m_tmp.filePath("missing")}, QStringList{"project"},
              QStringList{"project", m_simple, "--format", "yaml"},
              QStringList{"project", m_simple, "--upstream", m_tmp.filePath("none")},
              QStringList{"project", m_tmp.filePath("cache")}}) {
            QProcess p;
            p.start(TANDEM_BINARY, args);
            QVERIFY(p.waitForFinished(60000));
            QCOMPARE(p.exitCode(), 2);
            const QByteArray err = p.readAllStandardError();
            QVERIFY2(err.startsWith("tandem project: "), err.constData());
        }
    }
};

QTEST_GUILESS_MAIN(TstProject)
#include "tst_project.moc"
