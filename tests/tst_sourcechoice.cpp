// SPDX-License-Identifier: GPL-3.0-or-later
// Which English version a draft is compared with (SourceFinder::englishOfDraft) and the
// upstream syncs' English edits replayed on it (syncreplay.h), on small invented histories.
#include "checkout.h"
#include "gitrepohelper.h"
#include "reviewbuilder.h"
#include "sourcefinder.h"
#include "syncreplay.h"

#include <QTemporaryDir>
#include <QTest>

using namespace tandem;

namespace {

const char *EnOld = "Widgets\n=======\n\nBuild a widget from parts.\n\n"
                    ".. code-block:: python\n\n   w = make_widget(legacy=True)\n\n"
                    "The widget is ready.\n";
const char *EnNew = "Widgets\n=======\n\nBuild a widget from spare parts.\n\n"
                    ".. code-block:: python\n\n   w = make_widget(style='v2')\n\n"
                    "The widget is ready.\n";
const char *Ko = "위젯\n====\n\n부품으로 위젯을 만듭니다.\n\n"
                 ".. code-block:: python\n\n   w = make_widget(legacy=True)\n\n"
                 "위젯이 준비되었습니다.\n";
// Another translation of the same text, with other wording.
const char *KoAgain = "위젯\n====\n\n남는 부품들로 위젯 하나를 조립합니다.\n\n"
                      ".. code-block:: python\n\n   w = make_widget(style='v2')\n\n"
                      "이제 위젯을 쓸 수 있습니다.\n";

} // namespace

class TstSourceChoice : public QObject
{
    Q_OBJECT

    RepoFolder m_repos;

    // What the finder gives as the source of `draft` at docs/widget.rst in `g`, from history
    // only (no upstream checkout, no remembered choice); an invalid source if `g` does not open.
    static ResolvedSource sourceOf(const GitRepoHelper &g, const QString &draft)
    {
        const auto checkout = openCheckout(g);
        if (!checkout) return {};
        return SourceFinder(*checkout, SourceChoices()).find("docs/widget.rst", {}, draft);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_repos.isValid());
        if (GitRunner::program().isEmpty()) QSKIP("git is not installed");
    }

    // English, translation, a sync that overwrote the translation with newer English, and the
    // translation restored: the draft was made from the first English, not the newer one.
    void englishBetweenTwoVersionsOfTheTranslation()
    {
        GitRepoHelper g = m_repos.newRepo();
        const QString en = g.commitFile("docs/widget.rst", EnOld, "English", 1);
        g.commitFile("docs/widget.rst", Ko, "docs/widget.rst 번역", 2);
        const QString overwrite = g.commitFile("docs/widget.rst", EnNew, "Merge upstream", 3);
        g.commitFile("docs/widget.rst", Ko, "Restore the translation", 4);
        auto checkout = openCheckout(g);
        QVERIFY(checkout);
        const SourceFinder finder(*checkout, SourceChoices());

        const ResolvedSource chosen = finder.find("docs/widget.rst", {}, Ko);
        QCOMPARE(chosen.origin, SourceOrigin::History);
        QCOMPARE(chosen.commit, en);
        QCOMPARE(chosen.text, QString(EnOld));
        QVERIFY(chosen.syncedBy.isEmpty());
        // Without the draft, and for drift: the newest English.
        QCOMPARE(finder.find("docs/widget.rst").commit, overwrite);
        QCOMPARE(finder.newestEnglish("HEAD", "docs/widget.rst").commit, overwrite);

        // The review compares with the first English and lists the newer one as drift.
        ReviewOptions options;
        options.base = en;
        ReviewBuilder builder(*checkout, options);
        QString error;
        const auto review = builder.build(&error);
        QVERIFY2(review, qPrintable(error));
        QCOMPARE(review->files.size(), 1);
        const ReviewFile &file = review->files.constFirst();
        QCOMPARE(file.source.commit, en);
        QVERIFY(file.drift);
        QCOMPARE(file.drift->newer.commit, overwrite);
        QVERIFY(!file.drift->changes.isEmpty());
        // The draft's code agrees with the English it was made from: no code-changed report.
        for (const Issue &i : file.issues)
            QVERIFY2(i.check != QLatin1String("code-changed"), qPrintable(i.message));
    }

    // A sync that overwrote an old translation and a new translation with other wording made
    // from the newer English: the newer English is the source.
    void retranslationUsesTheNewerEnglish()
    {
        GitRepoHelper g = m_repos.newRepo();
        g.commitFile("docs/widget.rst", EnOld, "English", 1);
        g.commitFile("docs/widget.rst", Ko, "번역", 2);
        const QString newer = g.commitFile("docs/widget.rst", EnNew, "Sync with upstream", 3);
        g.commitFile("docs/widget.rst", KoAgain, "다시 번역", 4);
        QCOMPARE(sourceOf(g, KoAgain).commit, newer);
    }

    // An uncommitted first translation: no version carries it, the newest English is its
    // source.
    void uncommittedTranslation()
    {
        GitRepoHelper g = m_repos.newRepo();
        g.commitFile("docs/widget.rst", EnOld, "English", 1);
        const QString newest = g.commitFile("docs/widget.rst", EnNew, "English update", 2);
        QCOMPARE(sourceOf(g, Ko).commit, newest);
    }

    // An upstream sync that changed a code line of the translated file and added an English
    // note after it: both are replayed on the English, so the draft is not blamed for them;
    // a translator's own later code change (no upstream commit named) is not.
    void syncEditsReplayed()
    {
        GitRepoHelper g = m_repos.newRepo();
        const QString en = g.commitFile("docs/widget.rst", EnOld, "English", 1);
        g.commitFile("docs/widget.rst", Ko, "docs/widget.rst 번역 (#7)", 2);
        const QString synced = QString(Ko).replace(
            "   w = make_widget(legacy=True)\n",
            "   w = make_widget(style='v2')\n   w.check()\n\n.. note:: Widgets are fragile.\n");
        const QString sync = g.commitFile("docs/widget.rst", synced,
                                          "Widgets v2 반영, example/widgets@1a2b3c4d (#9)", 3);
        const QString fixed = QString(synced).replace("w.check()", "w.check(strict=True)");
        g.commitFile("docs/widget.rst", fixed, "코드 수정", 4);
        const ResolvedSource chosen = sourceOf(g, fixed);
        QVERIFY(chosen.isValid());
        QCOMPARE(chosen.commit, en);
        QCOMPARE(chosen.syncedBy, QStringList{sync});
        QVERIFY(chosen.text.contains("   w = make_widget(style='v2')\n   w.check()\n"));
        QVERIFY(chosen.text.contains(".. note:: Widgets are fragile.\n"));
        QVERIFY(!chosen.text.contains("legacy=True"));
        QVERIFY(!chosen.text.contains("strict=True")); // the translator's own change
        QVERIFY(chosen.text.startsWith("Widgets\n=======\n\nBuild a widget from parts.\n"));
    }

    // A sync that replaced the whole translation by a short Korean notice (the tutorial
    // moved): the English of that notice is not in the history, and the old tutorial's English
    // is not the draft's source.
    void syncRewroteTheTranslation()
    {
        GitRepoHelper g = m_repos.newRepo();
        g.commitFile("docs/widget.rst", EnOld, "English", 1);
        g.commitFile("docs/widget.rst", Ko, "번역", 2);
        const QString notice = "위젯\n====\n\n이 문서는 옮겨졌습니다. 새 문서를 보세요.\n";
        g.commitFile("docs/widget.rst", notice, "v3 반영, example/widgets@0badc0de", 3);
        auto checkout = openCheckout(g);
        QVERIFY(checkout);
        const SourceFinder finder(*checkout, SourceChoices());
        const ResolvedSource none = finder.find("docs/widget.rst", {}, notice);
        QVERIFY(!none.isValid());
        QVERIFY(none.note.contains("upstream sync"));
        // The translation itself, before the rewrite, still has its English.
        QVERIFY(finder.find("docs/widget.rst", {}, Ko).isValid());
    }

    void syncSubjects()
    {
        QVERIFY(isUpstreamSyncSubject(u"PyTorch v2.0 반영, pytorch/tutorials@9efe789b (#626)"));
        QVERIFY(isUpstreamSyncSubject(u"apply v1.5, pytorch/tutorials#f7d7360 (#68)"));
        QVERIFY(!isUpstreamSyncSubject(u"docs/widget.rst 번역 (#1083)"));
        QVERIFY(!isUpstreamSyncSubject(u"Merge pull request #116 from someone/master"));
    }

    // The hunk-level rules on their own (line numbers as git diff -U0 gives them, 0-based).
    void replayRules()
    {
        const QString english = "Intro.\n\nx = f(1)\n\nMiddle.\n\nx = f(1)\n\nEnd.\n";
        const QString oldKo = "소개.\n\nx = f(1)\n\n가운데.\n\ny = g(2)\n\n끝.\n";
        // A code line that occurs twice in the English: ambiguous, left alone.
        QString text = english;
        const QString twice = QString(oldKo).replace("x = f(1)", "x = f(2)");
        QCOMPARE(replaySyncEdits(text, oldKo, twice, {DiffHunk{2, 1, 2, 1}}), 0);
        QCOMPARE(text, english);
        // A hunk that brings Korean is the translation's own.
        const QString korean = QString(oldKo).replace("가운데.", "가운데 문단.");
        QCOMPARE(replaySyncEdits(text, oldKo, korean, {DiffHunk{4, 1, 4, 1}}), 0);
        // A removed line not in the English (a translator's own code): left alone.
        const QString own = QString(oldKo).replace("y = g(2)", "y = g(3)");
        QCOMPARE(replaySyncEdits(text, oldKo, own, {DiffHunk{6, 1, 6, 1}}), 0);
        QCOMPARE(text, english);
        // An English line added at the end, anchored to nothing Hangul-free: left alone.
        const QString tail = oldKo + "More.\n";
        QCOMPARE(replaySyncEdits(text, oldKo, tail, {DiffHunk{9, 0, 9, 1}}), 0);
        // A translated title replaced by a long English block after a unique code line.
        const QString enCode = "Intro.\n\ny = g(2)\n\nEnd.\n";
        const QString koCode = "소개.\n\ny = g(2)\n\n결론\n";
        const QString koNew = "소개.\n\ny = g(2)\n\nNew part\n--------\n\nNew text.\n\n결론\n";
        text = enCode;
        // 0-based: old line 4 ("결론") is kept; the hunk inserts 5 lines before it.
        QCOMPARE(replaySyncEdits(text, koCode, koNew, {DiffHunk{4, 0, 4, 5}}), 1);
        QCOMPARE(text, QString("Intro.\n\ny = g(2)\n\nNew part\n--------\n\nNew text.\n\nEnd.\n"));
    }
};

QTEST_GUILESS_MAIN(TstSourceChoice)
#include "tst_sourcechoice.moc"
