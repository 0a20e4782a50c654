// SPDX-License-Identifier: GPL-3.0-or-later
// Precision on a community checkout (issue 12): reports that an upstream sync's unreplayed edits
// explain are set aside (syncdrift.h), and a file still in English is not linted as a draft.
// Small invented histories; the sync commits name an upstream commit the way the community's do.
#include "checkout.h"
#include "gitrepohelper.h"
#include "reviewbuilder.h"
#include "syncdrift.h"

#include <QTemporaryDir>
#include <QTest>

using namespace tandem;

namespace {

const char *En = "Gadgets\n=======\n\n"
                 "Build a gadget from parts.\n\n"
                 ".. code-block:: python\n\n"
                 "   # make the gadget\n"
                 "   g = make_gadget(legacy=True)\n\n"
                 "Old exporter\n------------\n\n"
                 "Export the gadget to the old archive format.\n\n"
                 ".. code-block:: python\n\n"
                 "   export_old(g, 'gadget.arc')\n\n"
                 "Done\n----\n\n"
                 "The gadget is ready.\n";
const char *Ko = "가젯\n====\n\n"
                 "부품으로 가젯을 만듭니다.\n\n"
                 ".. code-block:: python\n\n"
                 "   # 가젯을 만듭니다\n"
                 "   g = make_gadget(legacy=True)\n\n"
                 "옛 내보내기\n----------\n\n"
                 "가젯을 옛 보관 형식으로 내보냅니다.\n\n"
                 ".. code-block:: python\n\n"
                 "   export_old(g, 'gadget.arc')\n\n"
                 "마치며\n------\n\n"
                 "가젯이 준비되었습니다.\n";

// The sync's edit of the code block: the comment above is re-translated with it, so the hunk
// has Korean in it and cannot be replayed on the English.
QString withNewCode(QString text)
{
    text.replace("   # 가젯을 만듭니다\n   g = make_gadget(legacy=True)\n",
                 "   # 새 방식으로 가젯을 만듭니다\n   g = make_gadget(style='v2')\n");
    return text;
}

// The sync's removal of the section upstream dropped, replaced by a short list (Korean).
QString withoutOldExporter(QString text)
{
    text.replace("옛 내보내기\n----------\n\n"
                 "가젯을 옛 보관 형식으로 내보냅니다.\n\n"
                 ".. code-block:: python\n\n"
                 "   export_old(g, 'gadget.arc')\n\n",
                 "관련 문서\n--------\n\n");
    return text;
}

const char *SyncSubject = "Gadget v2 반영, example/gadgets@1a2b3c4d";

} // namespace

class TstPracticePrecision : public QObject
{
    Q_OBJECT

    RepoFolder m_repos;

    // The review of the checkout `g` against `base`; nothing, with `error` said, if it fails.
    static std::optional<Review> reviewSince(const GitRepoHelper &g, const QString &base,
                                             QString *error)
    {
        auto checkout = Checkout::open(g.root(), error);
        if (!checkout) return std::nullopt;
        ReviewOptions options;
        options.base = base;
        return ReviewBuilder(*checkout, options).build(error);
    }

    // The one file of that review (its warnings in `warnings` when asked); nothing, with `error`
    // said, if the review fails or has another number of files.
    static std::optional<ReviewFile> onlyFileReviewed(const GitRepoHelper &g, const QString &base,
                                                      QString *error,
                                                      QStringList *warnings = nullptr)
    {
        const auto review = reviewSince(g, base, error);
        if (!review) return std::nullopt;
        if (review->files.size() != 1) {
            *error = QStringLiteral("%1 files reviewed, not 1").arg(review->files.size());
            return std::nullopt;
        }
        if (warnings) *warnings = review->warnings;
        return review->files.constFirst();
    }

    // `en` at day 1 (the review's base), its translation `ko` at day 2, then `edited` (an edit
    // of the translation) committed with `subject` at day 3; the review of the one file.
    static std::optional<ReviewFile> reviewAfter(const GitRepoHelper &g, const QString &en,
                                                 const QString &ko, const QString &edited,
                                                 const QString &subject, QString *base,
                                                 QString *editCommit, QStringList *warnings)
    {
        *base = g.commitFile("docs/gadget.rst", en, "English", 1);
        g.commitFile("docs/gadget.rst", ko, "docs/gadget.rst 번역", 2);
        *editCommit = g.commitFile("docs/gadget.rst", edited, subject, 3);
        QString error;
        auto file = onlyFileReviewed(g, *base, &error, warnings);
        if (!file) qWarning("%s", qPrintable(error));
        return file;
    }
    // The same with the gadget tutorial's English and translation.
    static std::optional<ReviewFile> reviewAfter(const GitRepoHelper &g, const QString &edited,
                                                 const QString &subject, QString *base,
                                                 QString *editCommit, QStringList *warnings)
    {
        return reviewAfter(g, En, Ko, edited, subject, base, editCommit, warnings);
    }

    static QList<Issue> ofCheck(const ReviewFile &f, const char *check)
    {
        QList<Issue> found;
        for (const Issue &i : f.issues)
            if (i.check == QLatin1String(check)) found.append(i);
        return found;
    }

    // The lines (0-based) where `check`'s issues in `f` start.
    static QList<int> linesOf(const ReviewFile &f, const char *check)
    {
        QList<int> lines;
        for (const Issue &i : ofCheck(f, check))
            lines.append(i.range.start.line);
        return lines;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_repos.isValid());
        if (GitRunner::program().isEmpty()) QSKIP("git is not installed");
    }

    // The porcelain header before every line gives the commit and both line numbers.
    void blamePorcelainIsRead()
    {
        const QByteArray a(40, 'a'), z(40, '0');
        const QByteArray out =
            a + " 3 1 2\nauthor X\nsummary one, x/y@1234567\nfilename f\n\tline one\n" + a +
            " 4 2\n\tline two\n" + z + " 3 3 1\nauthor Not Committed Yet\n" +
            "filename f\n\tline three\n";
        const QList<BlamedLine> lines = parseBlamePorcelain(out, 4);
        QCOMPARE(lines.size(), 4);
        QCOMPARE(lines[0].commit, QString::fromLatin1(a));
        QCOMPARE(lines[0].originalLine, 2);
        QCOMPARE(lines[1].commit, QString::fromLatin1(a));
        QCOMPARE(lines[1].originalLine, 3);
        QCOMPARE(lines[2].commit, QString::fromLatin1(z));
        QVERIFY(lines[3].commit.isEmpty()); // not in the output
    }

    // A translator's own commit that changes a code line: a translation mistake, reported.
    void translatorsCodeChangeIsReported()
    {
        const GitRepoHelper g = m_repos.newRepo();
        QString base, edit;
        QStringList warnings;
        const auto file =
            reviewAfter(g, withNewCode(Ko), QStringLiteral("코드 수정"), &base, &edit, &warnings);
        QVERIFY(file);
        QCOMPARE(file->source.commit, base);
        QVERIFY(file->syncDrift.isEmpty());
        QCOMPARE(linesOf(*file, "code-changed"), QList<int>{8}); // g = make_gadget(style='v2')
        QCOMPARE(ofCheck(*file, "code-changed").constFirst().severity, Severity::Warning);
    }

    // The same edit made by an upstream sync: upstream's new code, not the translator's doing.
    // It is set aside and counted for the sync, which the review's warnings name.
    void syncsCodeChangeIsSetAside()
    {
        const GitRepoHelper g = m_repos.newRepo();
        QString base, sync;
        QStringList warnings;
        const auto file = reviewAfter(g, withNewCode(Ko), QString::fromUtf8(SyncSubject), &base,
                                      &sync, &warnings);
        QVERIFY(file);
        QCOMPARE(file->source.commit, base);
        QVERIFY(file->source.syncedBy.isEmpty()); // the hunk has Korean: not replayed
        QVERIFY(ofCheck(*file, "code-changed").isEmpty());
        QCOMPARE(file->syncDrift.size(), 1);
        QCOMPARE(file->syncDrift[0].commit, sync);
        QCOMPARE(file->syncDrift[0].count, 1);
        QCOMPARE(file->counts.total(), file->issues.size());
        QVERIFY(warnings.join('\n').contains(sync.left(7)));
    }

    // Code is upstream's: a sync that changed a code line and translated upstream's new comment
    // on the same line did not translate the code, so the change is still the sync's.
    void syncsCodeWithNewKoreanCommentIsSetAside()
    {
        const GitRepoHelper g = m_repos.newRepo();
        QString base, sync;
        QStringList warnings;
        QString edited = QString::fromUtf8(Ko);
        edited.replace("   g = make_gadget(legacy=True)\n",
                       "   g = make_gadget(style='v2')  # 새 방식\n");
        const auto file =
            reviewAfter(g, edited, QString::fromUtf8(SyncSubject), &base, &sync, &warnings);
        QVERIFY(file);
        QVERIFY(ofCheck(*file, "code-changed").isEmpty());
        QCOMPARE(file->syncDrift.size(), 1);
        QCOMPARE(file->syncDrift[0].count, 1);
    }

    // A sync that wrote new Korean on a line and lost a literal there translated that line: the
    // slip is reported although the sync last changed the line.
    void syncsOwnTranslationSlipIsReported()
    {
        const GitRepoHelper g = m_repos.newRepo();
        QString base, sync;
        QStringList warnings;
        QString en = QString::fromUtf8(En), ko = QString::fromUtf8(Ko);
        en.replace("Build a gadget from parts.", "Call ``make_gadget`` to build a gadget.");
        ko.replace("부품으로 가젯을 만듭니다.", "``make_gadget`` 으로 가젯을 만듭니다.");
        QString edited = ko;
        edited.replace("``make_gadget`` 으로 가젯을 만듭니다.", "함수를 불러 조립품을 얻습니다.");
        const auto file =
            reviewAfter(g, en, ko, edited, QString::fromUtf8(SyncSubject), &base, &sync, &warnings);
        QVERIFY(file);
        QCOMPARE(linesOf(*file, "literal-changed"), QList<int>{3});
        QVERIFY(file->syncDrift.isEmpty());
    }

    // A section the translator left out is reported; the same section removed by a sync (the
    // English upstream dropped it, the history's English still has it) is set aside.
    void sectionRemovedBySync()
    {
        {
            const GitRepoHelper g = m_repos.newRepo();
            QString base, edit;
            QStringList warnings;
            const auto file = reviewAfter(g, withoutOldExporter(Ko), QStringLiteral("정리"), &base,
                                          &edit, &warnings);
            QVERIFY(file);
            const QList<Issue> missing = ofCheck(*file, "missing-segment");
            QVERIFY(!missing.isEmpty());
            for (const Issue &i : missing) {
                QCOMPARE(i.side, Side::Source);
                QVERIFY(i.range.start.line >= 10 && i.range.start.line <= 17);
            }
        }
        const GitRepoHelper g = m_repos.newRepo();
        QString base, sync;
        QStringList warnings;
        const auto file = reviewAfter(g, withoutOldExporter(Ko), QString::fromUtf8(SyncSubject),
                                      &base, &sync, &warnings);
        QVERIFY(file);
        QVERIFY(ofCheck(*file, "missing-segment").isEmpty());
        QCOMPARE(file->syncDrift.size(), 1);
        QCOMPARE(file->syncDrift[0].commit, sync);
        QVERIFY(file->syncDrift[0].count >= 1);
    }

    // A sync replaced the file's last two sections by a title and a link, and a later sync
    // added a second link: the aligner pairs the removed English with the new blocks, and the
    // English left with no translation is blocks away from the removal, next to what the
    // second sync added (no removal there). The blocks syncs wrote belong to the gap: set
    // aside, where the same edits by the translator are reported.
    void tailReplacedBySyncs()
    {
        const QString en = QString::fromUtf8(En) +
                           "\nThere is a lot more you can do with a gadget, including running it "
                           "on other machines. For details see the `gadget guide "
                           "<https://example.org/guide>`_.\n\nGood luck, and have fun!\n";
        const QString ko = QString::fromUtf8(Ko) +
                           "\n가젯으로 할 수 있는 일은 훨씬 많고, 다른 기계에서 돌릴 수도 "
                           "있습니다. 자세한 내용은 `가젯 안내서 <https://example.org/guide>`_ 를 "
                           "보세요.\n\n행운을 빕니다. 즐겁게 만들어 보세요!\n";
        const qsizetype from = ko.indexOf("옛 내보내기");
        QVERIFY(from > 0);
        const QString replaced = ko.left(from) + "관련 문서\n--------\n\n"
                                                 "부품 목록은 :doc:`/gadgets/parts` 를 보세요.\n";
        const QString added = replaced + "\n보관 형식은 :doc:`/gadgets/archive` 에 있습니다.\n";
        for (const bool sync : {false, true}) {
            const GitRepoHelper g = m_repos.newRepo();
            const QString base = g.commitFile("docs/gadget.rst", en, "English", 1);
            g.commitFile("docs/gadget.rst", ko, "docs/gadget.rst 번역", 2);
            const QString first =
                g.commitFile("docs/gadget.rst", replaced,
                             sync ? QString::fromUtf8(SyncSubject) : QStringLiteral("정리"), 3);
            g.commitFile("docs/gadget.rst", added,
                         sync ? QStringLiteral("Gadget v2.1 반영, example/gadgets@5e6f7a8b")
                              : QStringLiteral("링크 추가"),
                         4);
            QString error;
            const auto file = onlyFileReviewed(g, base, &error);
            QVERIFY2(file, qPrintable(error));
            const QList<int> missing = linesOf(*file, "missing-segment");
            if (!sync) {
                // The code block, "The gadget is ready." and "Good luck, and have fun!".
                QCOMPARE(missing, (QList<int>{15, 22, 26}));
                QVERIFY(file->syncDrift.isEmpty());
                continue;
            }
            QVERIFY2(missing.isEmpty(), qPrintable(QString::number(missing.value(0))));
            QCOMPARE(file->syncDrift.size(), 1);
            QCOMPARE(file->syncDrift[0].commit, first);
            QCOMPARE(file->syncDrift[0].count, 3);
        }
    }

    // A sync that changed the lines right above a gap removed nothing: the translator's gap
    // stays reported.
    void syncNextToAGapWithoutRemovalKeepsIt()
    {
        const GitRepoHelper g = m_repos.newRepo();
        QString base, sync;
        QStringList warnings;
        QString ko = QString::fromUtf8(Ko);
        ko.replace("가젯을 옛 보관 형식으로 내보냅니다.\n\n", ""); // never translated
        // The sync re-titles the section right above the gap, changing no line count.
        const QString retitled = QString(ko).replace("옛 내보내기\n----------\n",
                                                     "옛 내보내기 (폐기)\n-----------------\n");
        const auto file = reviewAfter(g, En, ko, retitled, QString::fromUtf8(SyncSubject), &base,
                                      &sync, &warnings);
        QVERIFY(file);
        QCOMPARE(linesOf(*file, "missing-segment"), QList<int>{13}); // "Export the gadget ..."
    }

    // A file the branch touched that nobody translated: no source, and upstream's own RST
    // habits (a short underline) are not reported as a translator's.
    void stillEnglishFileIsNotLinted()
    {
        const GitRepoHelper g = m_repos.newRepo();
        const QString base =
            g.commitFile("docs/plain.rst", "Plain\n=====\n\nSome text.\n", "English", 1);
        g.commitFile("docs/plain.rst", "Plain title here\n=====\n\nSome text, fixed.\n", "Upstream",
                     2);
        QString error;
        const auto reviewed = onlyFileReviewed(g, base, &error);
        QVERIFY2(reviewed, qPrintable(error));
        const ReviewFile &file = *reviewed;
        QVERIFY(file.draftIsEnglish);
        QVERIFY(!file.source.isValid());
        QVERIFY(file.issues.isEmpty());
        QCOMPARE(file.counts.total(), 0);
    }
};

QTEST_GUILESS_MAIN(TstPracticePrecision)
#include "tst_practiceprecision.moc"
