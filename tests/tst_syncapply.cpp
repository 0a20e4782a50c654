// SPDX-License-Identifier: GPL-3.0-or-later
// `tandem sync` (issue 24): upstream changes that touch only code, inline literals, role
// targets, URLs and numbers are made in the Korean file, the particle after a changed word
// re-agreed; the rest is left as worklist items. planSync on invented pairs, then the command
// on a small repository with an upstream checkout beside it.
#include "checkoutsync.h"
#include "datatable.h"
#include "filebytes.h"
#include "fulldisk.h"
#include "gitrepohelper.h"
#include "syncapply.h"
#include "tandemrun.h"
#include "unchangedwrite.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <optional>

#include <csignal>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace tandem;
using tandem::testing::readBytes;
using tandem::testing::runTandem;

namespace {

// One English paragraph or block changed upstream, and the draft it was translated into.
struct Pair
{
    QString oldEnglish, newEnglish, draft;
};

QString rst(const QString &body)
{
    return QStringLiteral("Title\n=====\n\n") + body + u'\n';
}

QString rstKo(const QString &body)
{
    return QStringLiteral("제목\n====\n\n") + body + u'\n';
}

// The plan for one paragraph or block changed upstream, on a page with one title.
SyncPlan planParagraph(const QString &oldEnglish, const QString &newEnglish, const QString &korean)
{
    return planSync(rst(oldEnglish), rst(newEnglish), rstKo(korean), FileKind::Rst);
}

// The columns of the tables of one paragraph changed upstream: its English before and after,
// and its Korean before; rowPlan() is the plan of a row's.
void addParagraphColumns()
{
    testing::columns<QString, QString, QString>("oldEnglish", "newEnglish", "korean");
}

SyncPlan rowPlan()
{
    QFETCH(QString, oldEnglish);
    QFETCH(QString, newEnglish);
    QFETCH(QString, korean);
    return planParagraph(oldEnglish, newEnglish, korean);
}

// The plan's one change, made (`applied`) or left as the test expects; null otherwise.
const SyncUnitChange *onlyChange(const SyncPlan &plan, std::optional<bool> applied = {})
{
    if (plan.changes.size() != 1) {
        qWarning() << "changes:" << plan.changes.size();
        return nullptr;
    }
    const SyncUnitChange &c = plan.changes.constFirst();
    if (applied && c.applied != *applied) {
        qWarning() << "applied:" << c.applied << c.why;
        return nullptr;
    }
    return &c;
}

// A checkout whose `files` were committed in English, then translated, and an upstream checkout
// beside it where one literal of each changed (``foo`` → ``model``). `padding`: that many more
// characters of Korean in the first file.
struct SyncRepos
{
    QTemporaryDir tmp;
    GitRepoHelper repo{tmp.filePath(QStringLiteral("ko"))};
    GitRepoHelper upstream{tmp.filePath(QStringLiteral("up"))};

    bool make(const QStringList &files, int padding = 0)
    {
        if (!tmp.isValid()) return false;
        repo.git({"init", "-q", "-b", "master"});
        // (Each file says its name: identical files would be copies of one tutorial.)
        for (const QString &f : files)
            repo.write(f, rst(QStringLiteral("Call ``foo`` first.\n\nThe file %1.").arg(f)));
        repo.commitAll(QStringLiteral("English"), 1);
        for (const QString &f : files) {
            const QString more = padding > 0 && f == files.constFirst()
                                     ? QStringLiteral("\n\n") + QString(padding, u'가')
                                     : QString();
            repo.write(
                f, rstKo(QStringLiteral("먼저 ``foo``\\ 를 호출합니다.\n\n파일 %1입니다.").arg(f) +
                         more));
        }
        repo.commitAll(QStringLiteral("번역"), 2);
        for (const QString &f : files)
            upstream.write(f, rst(QStringLiteral("Call ``model`` first.\n\nThe file %1.").arg(f)));
        return true;
    }

    std::optional<CheckoutSync> plan() const
    {
        QString error;
        const auto checkout = Checkout::open(repo.root(), &error);
        if (!checkout) return std::nullopt;
        SourceChoices choices;
        choices.setUpstreamDir(upstream.root());
        auto sync = planCheckoutSync(*checkout, choices, {}, &error);
        if (!error.isEmpty()) qWarning() << error;
        return sync;
    }

    // make(files), then plan(): the plan, or none when either failed.
    std::optional<CheckoutSync> planFor(const QStringList &files)
    {
        return make(files) ? plan() : std::nullopt;
    }
};

bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// Verifies that `tandem sync`'s output `out` holds each of `parts`, naming the first it lacks;
// the caller returns when the test has failed.
void verifyPrints(const QByteArray &out, const QStringList &parts)
{
    const QString text = QString::fromUtf8(out);
    for (const QString &part : parts)
        QVERIFY2(text.contains(part),
                 qPrintable(QStringLiteral("no \"%1\" in:\n%2").arg(part, text)));
}

qulonglong inode(const QString &path)
{
    struct stat st
    {
    };
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? qulonglong(st.st_ino) : 0;
}

} // namespace

class TestSyncApply : public QObject
{
    Q_OBJECT

private slots:
    void literalChangeReagreesParticle()
    {
        // foo (푸) takes 를; model (모델) ends in ㄹ: 을.
        const QString draft = rstKo(QStringLiteral("먼저 ``foo``\\ 를 호출합니다.\n\n"
                                                   "그다음 ``foo``\\ 를 다시 씁니다."));
        const SyncPlan plan =
            planSync(rst(QStringLiteral("First call ``foo``.\n\nThen use ``foo`` again.")),
                     rst(QStringLiteral("First call ``model``.\n\nThen use ``model`` again.")),
                     draft, FileKind::Rst);
        QCOMPARE(plan.changes.size(), 2);
        QCOMPARE(plan.appliedCount(), 2);
        QCOMPARE(plan.draftText, rstKo(QStringLiteral("먼저 ``model``\\ 을 호출합니다.\n\n"
                                                      "그다음 ``model``\\ 을 다시 씁니다.")));
        QCOMPARE(plan.changes[0].draftFirstLine, 3);
        QCOMPARE(plan.changes[0].draftLastLine, 3);
        QCOMPARE(plan.changes[0].wordDiff, QStringList{QStringLiteral("foo → model")});
        QVERIFY(!plan.changes[0].particleUnsure);
    }

    void skippedChangeIsListedNotMade()
    {
        const QString draft = rstKo(QStringLiteral("먼저 ``foo``\\ 를 호출합니다.\n\n"
                                                   "그다음 ``foo``\\ 를 다시 씁니다."));
        const QString oldEnglish =
            rst(QStringLiteral("First call ``foo``.\n\nThen use ``foo`` again."));
        const QString newEnglish =
            rst(QStringLiteral("First call ``model``.\n\nThen use ``model`` again."));
        const SyncPlan all = planSync(oldEnglish, newEnglish, draft, FileKind::Rst);
        QCOMPARE(all.changes.size(), 2);
        QCOMPARE(all.changes[1].index, 1);
        const SyncPlan plan =
            planSync(oldEnglish, newEnglish, draft, FileKind::Rst, {}, QSet<int>{1});
        QCOMPARE(plan.appliedCount(), 1);
        QVERIFY(plan.changes[1].skipped);
        QVERIFY(!plan.changes[1].applied);
        QCOMPARE(plan.draftText, rstKo(QStringLiteral("먼저 ``model``\\ 을 호출합니다.\n\n"
                                                      "그다음 ``foo``\\ 를 다시 씁니다.")));
    }

    // One paragraph or block changed upstream in kept text only: the change is made in the
    // Korean, its particle agreeing with the new reading (or left as it was and flagged when the
    // reading is unknown), the translated words around it kept.
    void changeIsApplied_data()
    {
        addParagraphColumns();
        QTest::addColumn<QString>("expected");     // the Korean after the change
        QTest::addColumn<bool>("unsure");          // the particle was left: the reading is unknown
        QTest::addColumn<QStringList>("wordDiff"); // empty: not compared
        // foo → barz: both read with a vowel at the end (푸, 바즈); the particle is right as is.
        QTest::newRow("particle kept when it still agrees")
            << QStringLiteral("Call ``foo`` now.") << QStringLiteral("Call ``barz`` now.")
            << QStringLiteral("지금 ``foo``를 호출하세요.")
            << QStringLiteral("지금 ``barz``를 호출하세요.") << false << QStringList();
        // "dict" is read 딕트 or 딕: the particle is left as it was, and the item says so.
        QTest::newRow("unknown reading is flagged")
            << QStringLiteral("Pass ``foo`` here.") << QStringLiteral("Pass ``dict`` here.")
            << QStringLiteral("여기에 ``foo``를 넘깁니다.")
            << QStringLiteral("여기에 ``dict``를 넘깁니다.") << true << QStringList();
        // :func:`torch.load` → :func:`torch.nn.Module`: Module (모듈) ends in ㄹ, so 로 stays.
        QTest::newRow("role target")
            << QStringLiteral("Wrap it with :func:`torch.load`.")
            << QStringLiteral("Wrap it with :func:`torch.nn.Module`.")
            << QStringLiteral(":func:`torch.load`\\ 로 감쌉니다.")
            << QStringLiteral(":func:`torch.nn.Module`\\ 로 감쌉니다.") << false << QStringList();
        // The link text is what is read: its particle is not touched.
        QTest::newRow("url")
            << QStringLiteral("Read `the guide <https://example.org/v1/guide.html>`__ first.")
            << QStringLiteral("Read `the guide <https://example.org/v2/guide.html>`__ first.")
            << QStringLiteral("먼저 `안내서 <https://example.org/v1/guide.html>`__\\ 를 "
                              "읽으세요.")
            << QStringLiteral("먼저 `안내서 <https://example.org/v2/guide.html>`__\\ 를 "
                              "읽으세요.")
            << false << QStringList();
        // 3 (삼) takes 을, 2 (이) takes 를.
        QTest::newRow("number") << QStringLiteral("Set the batch size to 3 here.")
                                << QStringLiteral("Set the batch size to 2 here.")
                                << QStringLiteral("여기서 배치 크기로 3을 씁니다.")
                                << QStringLiteral("여기서 배치 크기로 2를 씁니다.") << false
                                << QStringList{QStringLiteral("3 → 2")};
        // Code changed around a comment the translator translated: the comment stays Korean.
        QTest::newRow("code block keeps its translated comment")
            << QStringLiteral("Run it::\n\n"
                              "    model = Net()  # build the model\n"
                              "    out = model(x, pretrained=True)\n"
                              "    print(out)")
            << QStringLiteral("Run it::\n\n"
                              "    model = Net2()  # build the model\n"
                              "    out = model(x, weights='DEFAULT')\n"
                              "    out = out.cpu()\n"
                              "    print(out)")
            << QStringLiteral("실행합니다::\n\n"
                              "    model = Net()  # 모델을 만듭니다\n"
                              "    out = model(x, pretrained=True)\n"
                              "    print(out)")
            << QStringLiteral("실행합니다::\n\n"
                              "    model = Net2()  # 모델을 만듭니다\n"
                              "    out = model(x, weights='DEFAULT')\n"
                              "    out = out.cpu()\n"
                              "    print(out)")
            << false << QStringList();
    }
    void changeIsApplied()
    {
        QFETCH(QString, expected);
        QFETCH(bool, unsure);
        QFETCH(QStringList, wordDiff);
        const SyncPlan plan = rowPlan();
        const SyncUnitChange *c = onlyChange(plan, true);
        QVERIFY(c);
        QCOMPARE(plan.appliedCount(), 1);
        QCOMPARE(plan.draftText, rstKo(expected));
        QCOMPARE(c->particleUnsure, unsure);
        if (!wordDiff.isEmpty()) QCOMPARE(c->wordDiff, wordDiff);
    }

    // Changes that are not only kept text (or whose kept text the Korean lacks) are left as
    // worklist items, with the reason, and the draft untouched.
    void changeIsLeft_data()
    {
        addParagraphColumns();
        QTest::addColumn<QString>("why"); // part of the reason given
        // The role's name changed too: that is markup, not a target.
        QTest::newRow("role name")
            << QStringLiteral("Wrap it with :func:`torch.load`.")
            << QStringLiteral("Wrap it with :class:`torch.nn.Module`.")
            << QStringLiteral(":func:`torch.load`\\ 로 감쌉니다.") << QString();
        QTest::newRow("code comment")
            << QStringLiteral("::\n\n    x = 1  # one\n    y = 2")
            << QStringLiteral("::\n\n    x = 1  # the first value\n    y = 2")
            << QStringLiteral("::\n\n    x = 1  # 하나\n    y = 2") << QStringLiteral("comment");
        // The translator wrote the name without markup: nothing to replace safely.
        QTest::newRow("literal not in the Korean")
            << QStringLiteral("Call the ``foo`` function.")
            << QStringLiteral("Call the ``bar`` function.")
            << QStringLiteral("foo 함수를 호출합니다.") << QStringLiteral("foo");
    }
    void changeIsLeft()
    {
        QFETCH(QString, korean);
        QFETCH(QString, why);
        const SyncPlan plan = rowPlan();
        const SyncUnitChange *c = onlyChange(plan, false);
        QVERIFY(c);
        QVERIFY2(c->why.contains(why), qPrintable(c->why));
        QCOMPARE(plan.draftText, rstKo(korean));
    }

    // Two equal kept texts, one of them changed upstream: which of the Korean's is that one is
    // certain only when the Korean keeps the English's order around them (issue 45).
    void equalItemsInAnotherOrderAreLeft_data()
    {
        addParagraphColumns();
        QTest::newRow("literals")
            << QStringLiteral("Pass ``x`` to ``f`` and ``x`` to ``g``.")
            << QStringLiteral("Pass ``x`` to ``f`` and ``y`` to ``g``.")
            << QStringLiteral("``g``\\ 에는 ``x``\\ 를, ``f``\\ 에는 ``x``\\ 를 넘깁니다.");
        QTest::newRow("numbers") << QStringLiteral("Run 1 epoch with batch size 1.")
                                 << QStringLiteral("Run 1 epoch with batch size 4.")
                                 << QStringLiteral("배치 크기 1로 1 에폭을 실행합니다.");
    }
    void equalItemsInAnotherOrderAreLeft()
    {
        QFETCH(QString, korean);
        const SyncPlan plan = rowPlan();
        const SyncUnitChange *c = onlyChange(plan, false);
        QVERIFY(c);
        QVERIFY2(c->keptOnly && c->why.contains(QStringLiteral("not certain")) &&
                     c->why.contains(QStringLiteral("for the translator")),
                 qPrintable(c->why));
        QCOMPARE(plan.draftText, rstKo(korean));
    }

    // The same two, with the Korean in the English's order and another item between them: the
    // second place is the one that changes.
    void equalItemsInTheSameOrderAreApplied()
    {
        const SyncPlan plan =
            planParagraph(QStringLiteral("Pass ``x`` to ``f`` and ``x`` to ``g``."),
                          QStringLiteral("Pass ``x`` to ``f`` and ``model`` to ``g``."),
                          QStringLiteral("``x``\\ 를 ``f``\\ 에, ``x``\\ 를 ``g``\\ 에 넘깁니다."));
        QVERIFY(onlyChange(plan, true));
        QCOMPARE(
            plan.draftText,
            rstKo(QStringLiteral("``x``\\ 를 ``f``\\ 에, ``model``\\ 을 ``g``\\ 에 넘깁니다.")));
    }

    void proseChangeIsLeftWithWordDiff()
    {
        const QString draft = rstKo(QStringLiteral("이 문단은 ``foo``\\ 의 생각을 설명합니다."));
        const SyncPlan plan =
            planSync(rst(QStringLiteral("This paragraph explains the idea of ``foo``.")),
                     rst(QStringLiteral("This paragraph explains the concept of ``bar``.")), draft,
                     FileKind::Rst);
        const SyncUnitChange *c = onlyChange(plan, false);
        QVERIFY(c);
        QCOMPARE(plan.draftText, draft);
        QCOMPARE(c->draftBefore, QStringLiteral("이 문단은 ``foo``\\ 의 생각을 설명합니다."));
        QCOMPARE(c->wordDiff,
                 (QStringList{QStringLiteral("idea → concept"), QStringLiteral("foo → bar")}));
        QCOMPARE(c->draftFirstLine, 3);
    }

    void addedUnitIsLeft()
    {
        const QString draft = rstKo(QStringLiteral("첫 문단입니다."));
        const SyncPlan plan =
            planSync(rst(QStringLiteral("The first paragraph.")),
                     rst(QStringLiteral("The first paragraph.\n\nA new paragraph upstream.")),
                     draft, FileKind::Rst);
        const SyncUnitChange *c = onlyChange(plan, false);
        QVERIFY(c);
        QCOMPARE(c->change.kind, DriftChange::Kind::Added);
        QCOMPARE(plan.draftText, draft);
    }

    void galleryScript()
    {
        // A sphinx-gallery script: prose in comment blocks, code cells between them.
        const QString oldPy = QStringLiteral("\"\"\"\nTitle\n=====\n\"\"\"\n\n"
                                             "######################################\n"
                                             "# Load it with ``torch.load``.\n\n"
                                             "import torch\nx = torch.load('a.pt')\n");
        const QString newPy = QStringLiteral("\"\"\"\nTitle\n=====\n\"\"\"\n\n"
                                             "######################################\n"
                                             "# Load it with ``torch.jit.load``.\n\n"
                                             "import torch\nx = torch.load('a.pt', "
                                             "weights_only=True)\n");
        const QString draft = QStringLiteral("\"\"\"\n제목\n====\n\"\"\"\n\n"
                                             "######################################\n"
                                             "# ``torch.load``\\ 로 불러옵니다.\n\n"
                                             "import torch\nx = torch.load('a.pt')\n");
        const SyncPlan plan = planSync(oldPy, newPy, draft, FileKind::SphinxGallery);
        QCOMPARE(plan.appliedCount(), 2);
        QCOMPARE(plan.draftText, QStringLiteral("\"\"\"\n제목\n====\n\"\"\"\n\n"
                                                "######################################\n"
                                                "# ``torch.jit.load``\\ 로 불러옵니다.\n\n"
                                                "import torch\nx = torch.load('a.pt', "
                                                "weights_only=True)\n"));
    }

    void codeBlockInGalleryText()
    {
        // A code block inside a script's text block: every line is a "# " comment of the
        // script, the code follows the prefix; the Korean text around it is kept.
        const QString head = QStringLiteral("\"\"\"\nTitle\n=====\n\"\"\"\n\n");
        const QString headKo = QStringLiteral("\"\"\"\n제목\n====\n\"\"\"\n\n");
        const QString oldPy =
            head +
            QStringLiteral("######################################\n# Install it:\n#\n# ::\n#\n"
                           "#    pip install torchaudio  # audio\n#\n\n"
                           "import torch\n");
        const QString newPy =
            head +
            QStringLiteral("######################################\n# Install it:\n#\n# ::\n#\n"
                           "#    pip install torch  # audio\n#\n\n"
                           "import torch\n");
        const QString draft =
            headKo +
            QStringLiteral("######################################\n# 설치합니다:\n#\n# ::\n#\n"
                           "#    pip install torchaudio  # 오디오\n"
                           "#\n\nimport torch\n");
        const SyncPlan plan = planSync(oldPy, newPy, draft, FileKind::SphinxGallery);
        QCOMPARE(plan.appliedCount(), 1);
        QCOMPARE(plan.draftText,
                 headKo + QStringLiteral(
                              "######################################\n# 설치합니다:\n#\n# ::\n#\n"
                              "#    pip install torch  # 오디오\n"
                              "#\n\nimport torch\n"));
        QCOMPARE(plan.changes[0].wordDiff, QStringList{QStringLiteral("torchaudio → torch")});
    }

    // The command on a repository: English committed, then translated; upstream changed it.
    void commandListsThenApplies()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        GitRepoHelper repo = GitRepoHelper::init(tmp.filePath(QStringLiteral("ko")));
        const QString english = rst(QStringLiteral(
            "Call ``foo`` first.\n\nThe idea in words.\n\n::\n\n    x = f(1)\n    print(x)"));
        repo.commitFile(QStringLiteral("src/t.rst"), english, QStringLiteral("English"), 1);
        // CRLF line endings: kept by the write.
        QString korean = rstKo(QStringLiteral("먼저 ``foo``\\ 를 호출합니다.\n\n말로 된 "
                                              "생각입니다.\n\n::\n\n    x = f(1)\n    print(x)"));
        korean.replace(u'\n', QStringLiteral("\r\n"));
        repo.commitFile(QStringLiteral("src/t.rst"), korean, QStringLiteral("번역"), 2);
        GitRepoHelper upstream(tmp.filePath(QStringLiteral("up")));
        upstream.write(QStringLiteral("src/t.rst"),
                       rst(QStringLiteral("Call ``model`` first.\n\nThe concept in words.\n\n::"
                                          "\n\n    x = f(2)\n    print(x)")));
        const QString file = repo.path(QStringLiteral("src/t.rst"));
        const QByteArray before = readBytes(file);
        const qulonglong inodeBefore = inode(file);

        const auto list = runTandem({"sync", repo.root(), "--upstream", upstream.root()});
        QCOMPARE(list.exitCode, 0);
        verifyPrints(list.out, {"src/t.rst: 2 applied, 1 left", "to apply  line 4: foo → model",
                                "left     line 6: the English prose changed: idea → concept",
                                "Korean: 말로 된 생각입니다.", "nothing written"});
        if (QTest::currentTestFailed()) return;
        QCOMPARE(readBytes(file), before); // listing writes nothing
        QCOMPARE(inode(file), inodeBefore);

        const auto applied =
            runTandem({"sync", repo.root(), "--upstream", upstream.root(), "--apply"});
        QCOMPARE(applied.exitCode, 0);
        verifyPrints(applied.out, {"1 files written"});
        if (QTest::currentTestFailed()) return;
        QString expected = rstKo(QStringLiteral("먼저 ``model``\\ 을 호출합니다.\n\n말로 된 "
                                                "생각입니다.\n\n::\n\n    x = f(2)\n    print(x)"));
        expected.replace(u'\n', QStringLiteral("\r\n"));
        QCOMPARE(QString::fromUtf8(readBytes(file)), expected);
        // Written to a new file renamed over the old one (writeFileAtomically), not in place,
        // and nothing left beside it.
        QVERIFY(inode(file) != inodeBefore);
        QCOMPARE(QDir(repo.path(QStringLiteral("src"))).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("t.rst")});

        // Applied again: nothing left to apply, the prose item stays.
        const auto again =
            runTandem({"sync", repo.root(), "--upstream", upstream.root(), "--apply"});
        QCOMPARE(again.exitCode, 0);
        verifyPrints(again.out, {"0 applied, 1 left", "2 already in the Korean"});
    }

    // A translation's checkout given as upstream (issue 44: "1 files changed upstream" and
    // nothing of the ~50 it left): every tutorial it left is counted by why, a few named.
    void skippedFilesAreCountedByWhy()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        GitRepoHelper repo = GitRepoHelper::init(tmp.filePath(QStringLiteral("ko")));
        // Each its own text: identical files are copies, which the tutorial list leaves out.
        const auto english = [](const QString &name) {
            return rst(QStringLiteral("Call ``foo`` in %1 first.").arg(name));
        };
        const auto korean = [](const QString &name) {
            return rstKo(QStringLiteral("%1에서 먼저 ``foo``\\ 를 호출합니다.").arg(name));
        };
        const QStringList names{"a", "b", "c", "d", "e"};
        for (const QString &name : names)
            repo.write(QStringLiteral("src/%1.rst").arg(name), english(name));
        repo.write(QStringLiteral("src/en.rst"), english(QStringLiteral("en")));
        repo.commitAll(QStringLiteral("English"), 1);
        for (const QString &name : names)
            repo.write(QStringLiteral("src/%1.rst").arg(name), korean(name));
        repo.commitAll(QStringLiteral("번역"), 2);
        GitRepoHelper upstream(tmp.filePath(QStringLiteral("up")));
        // Korean upstream for four, nothing for the fifth, English for the English one.
        for (const QString &name : names.mid(0, 4))
            upstream.write(QStringLiteral("src/%1.rst").arg(name), korean(name));
        upstream.write(QStringLiteral("src/en.rst"), english(QStringLiteral("en")));

        const auto run = runTandem({"sync", repo.root(), "--upstream", upstream.root()});
        QCOMPARE(run.exitCode, 0);
        verifyPrints(run.out, {"0 files changed upstream", "Skipped 6 files:",
                               QStringLiteral("  4 upstream's file is not English (is %1 the "
                                              "English pytorch/tutorials checkout, not a "
                                              "translation's?): src/a.rst, src/b.rst, src/c.rst "
                                              "and 1 more")
                                   .arg(upstream.root()),
                               "  1 no file at that path upstream: src/e.rst",
                               "  1 still English: copy upstream's file instead: src/en.rst"});
    }

    // Planned, then the translator saves a file before the plan is written (a run planning
    // 2,000 files takes half a minute; the editor's dialog stays open as long as the user
    // likes): the edit survives and the file is named; the other file is still written.
    void staleFileIsNamedNotWritten()
    {
        SyncRepos r;
        const auto plan = r.planFor({QStringLiteral("a.rst"), QStringLiteral("b.rst")});
        QVERIFY(plan);
        QCOMPARE(plan->files.size(), 2);
        const QString edited = rstKo(
            QStringLiteral("방금 고친 문단입니다. ``foo``\\ 를 씁니다.\n\n파일 a.rst입니다."));
        r.repo.write(QStringLiteral("a.rst"), edited);

        const SyncWriteReport report = writeCheckoutSync(*plan);
        QCOMPARE(report.files.size(), 2);
        QCOMPARE(report.files[0].path, QStringLiteral("a.rst"));
        QCOMPARE(report.files[0].write.outcome, UnchangedWrite::Outcome::Changed);
        QVERIFY2(report.files[0].write.why.contains(QStringLiteral("changed since")),
                 qPrintable(report.files[0].write.why));
        QCOMPARE(QString::fromUtf8(readBytes(r.repo.path(QStringLiteral("a.rst")))), edited);
        QVERIFY(report.files[1].written());
        QVERIFY(QString::fromUtf8(readBytes(r.repo.path(QStringLiteral("b.rst"))))
                    .contains(QStringLiteral("``model``\\ 을")));
        QCOMPARE(report.written(), 1);
        QCOMPARE(report.notWritten(), 1);
        // Nothing beside them.
        QCOMPARE(QDir(r.repo.root()).entryList(QDir::Files | QDir::Hidden),
                 QStringList({"a.rst", "b.rst"}));
    }

    // A link swapped in after planning, for the file or for a folder on its path, leading to a
    // copy of the same bytes outside the checkout: nothing outside is written.
    void swappedInLinkIsNotWrittenThrough()
    {
        SyncRepos r;
        const auto plan = r.planFor({QStringLiteral("a.rst"), QStringLiteral("sub/b.rst")});
        QVERIFY(plan);
        QCOMPARE(plan->files.size(), 2);
        const QString outside = r.tmp.filePath(QStringLiteral("outside"));
        QVERIFY(QDir().mkpath(outside + "/sub"));
        const QByteArray a = readBytes(r.repo.path(QStringLiteral("a.rst")));
        const QByteArray b = readBytes(r.repo.path(QStringLiteral("sub/b.rst")));
        QVERIFY(writeBytes(outside + "/a.rst", a));
        QVERIFY(writeBytes(outside + "/sub/b.rst", b));
        QVERIFY(QFile::remove(r.repo.path(QStringLiteral("a.rst"))));
        QVERIFY(QFile::link(outside + "/a.rst", r.repo.path(QStringLiteral("a.rst"))));
        QVERIFY(QDir(r.repo.path(QStringLiteral("sub"))).removeRecursively());
        QVERIFY(QFile::link(outside + "/sub", r.repo.path(QStringLiteral("sub"))));

        const SyncWriteReport report = writeCheckoutSync(*plan);
        QCOMPARE(report.written(), 0);
        for (const SyncFileOutcome &f : report.files) {
            QCOMPARE(f.write.outcome, UnchangedWrite::Outcome::Refused);
            QVERIFY2(f.write.why.contains(QStringLiteral("symbolic link")),
                     qPrintable(f.write.why));
        }
        QCOMPARE(readBytes(outside + "/a.rst"), a);
        QCOMPARE(readBytes(outside + "/sub/b.rst"), b);
        QCOMPARE(QDir(outside).entryList(QDir::Files | QDir::Hidden), QStringList{"a.rst"});
        QCOMPARE(QDir(outside + "/sub").entryList(QDir::Files | QDir::Hidden),
                 QStringList{"b.rst"});
    }

    // A run killed between writing its temporary file and renaming it leaves that file; the
    // next run removes it and says so.
    void killedRunsTemporaryIsRemoved()
    {
        SyncRepos r;
        const auto plan = r.planFor({QStringLiteral("a.rst")});
        QVERIFY(plan && plan->files.size() == 1);
        const QString file = r.repo.path(QStringLiteral("a.rst"));
        const QByteArray before = readBytes(file);
        const FileSyncPlan &f = plan->files.constFirst();
        TextFile updated = f.draft;
        updated.text = f.plan.draftText;
        const QByteArray bytes = updated.toBytes();
        const pid_t child = ::fork();
        QVERIFY(child >= 0);
        if (child == 0) {
            replaceIfUnchanged(plan->root, f.path, f.readHash, bytes, [] { ::raise(SIGKILL); });
            ::_exit(0);
        }
        int status = 0;
        QCOMPARE(::waitpid(child, &status, 0), child);
        QVERIFY(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);
        const QStringList left =
            QDir(r.repo.root()).entryList({".a.rst.tandem-tmp-*"}, QDir::Files | QDir::Hidden);
        QCOMPARE(left.size(), 1);
        QCOMPARE(readBytes(r.repo.root() + u'/' + left.constFirst()), bytes);
        QCOMPARE(readBytes(file), before);

        const auto list = runTandem({"sync", r.repo.root(), "--upstream", r.upstream.root()});
        QCOMPARE(list.exitCode, 0);
        QVERIFY2(list.err.contains(left.constFirst().toUtf8() + ": removed"), list.err);
        QVERIFY(QDir(r.repo.root())
                    .entryList({".a.rst.tandem-tmp-*"}, QDir::Files | QDir::Hidden)
                    .isEmpty());
        QCOMPARE(readBytes(file), before);
    }

    // A file that cannot be written (here the disk fills up on it) does not stop the others,
    // is not listed as applied, and the summary names every file's outcome; exit 3.
    void unwritableFileIsNamedInTheSummary()
    {
        SyncRepos r;
        // a.rst is long: its new bytes do not fit under the limit below; b.rst's do.
        QVERIFY(r.make({QStringLiteral("a.rst"), QStringLiteral("b.rst")}, 12000));
        QVERIFY(QFileInfo(r.repo.path(QStringLiteral("a.rst"))).size() > 16 * 1024);
        tandem::testing::TandemRun run;
        {
            tandem::testing::FileSizeLimit limit(16 * 1024); // inherited by `tandem`
            QVERIFY(limit.isValid());
            run = runTandem({"sync", r.repo.root(), "--upstream", r.upstream.root(), "--apply"});
        }
        QCOMPARE(run.exitCode, 3);
        verifyPrints(run.out,
                     {"a.rst: 1 not applied (the file was not written)", "b.rst: 1 applied",
                      "Written:\n  a.rst: NOT written, ", "\n  b.rst: written: 1 changes applied\n",
                      "1 files written, 1 NOT written"});
        if (QTest::currentTestFailed()) return;
        QVERIFY(!QString::fromUtf8(readBytes(r.repo.path(QStringLiteral("a.rst"))))
                     .contains(QStringLiteral("``model``")));
        QVERIFY(QString::fromUtf8(readBytes(r.repo.path(QStringLiteral("b.rst"))))
                    .contains(QStringLiteral("``model``")));
        QCOMPARE(QDir(r.repo.root()).entryList({".*tandem-tmp*"}, QDir::Files | QDir::Hidden),
                 QStringList());
    }

    // A tutorial linked to a file outside the checkout is named, not skipped without a word.
    void linkOutsideIsNamed()
    {
        SyncRepos r;
        QVERIFY(r.make({QStringLiteral("a.rst")}));
        const QString outside = r.tmp.filePath(QStringLiteral("elsewhere.rst"));
        QVERIFY(writeBytes(outside, readBytes(r.repo.path(QStringLiteral("a.rst")))));
        QVERIFY(QFile::link(outside, r.repo.path(QStringLiteral("linked.rst"))));
        const auto run = runTandem({"sync", r.repo.root(), "--upstream", r.upstream.root()});
        QCOMPARE(run.exitCode, 3);
        QVERIFY2(run.err.contains("linked.rst: a symbolic link leading outside the checkout"),
                 run.err);
    }

    void badInput()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        GitRepoHelper repo = GitRepoHelper::init(tmp.filePath(QStringLiteral("ko")));
        repo.commitFile(QStringLiteral("a.rst"), rst(QStringLiteral("Text.")),
                        QStringLiteral("English"), 1);
        const auto noUpstream = runTandem({"sync", repo.root()});
        QCOMPARE(noUpstream.exitCode, 2);
        QVERIFY(noUpstream.err.contains("usage"));
        const auto missing =
            runTandem({"sync", repo.root(), "--upstream", tmp.filePath(QStringLiteral("none"))});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY(missing.err.contains("is not a folder"));
        const auto self = runTandem({"sync", repo.root(), "--upstream", repo.root()});
        QCOMPARE(self.exitCode, 2);
        QVERIFY(self.err.contains("the checkout itself"));
        QDir().mkpath(tmp.filePath(QStringLiteral("plain")));
        const auto notGit =
            runTandem({"sync", tmp.filePath(QStringLiteral("plain")), "--upstream", repo.root()});
        QCOMPARE(notGit.exitCode, 2);
        QCOMPARE(notGit.err.count('\n'), 1); // one line
    }
};

QTEST_GUILESS_MAIN(TestSyncApply)
#include "tst_syncapply.moc"
