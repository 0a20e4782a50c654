// SPDX-License-Identifier: GPL-3.0-or-later
// Markup glued to a particle (``torchrun``을) is fixed with a space or with "\ ": the quick fix
// offers both, the form the checkout writes more often first, unless the style file chooses
// (issue 23). Counting, the majority both ways round, the style file, and the fix choices.
#include "datatable.h"
#include "fixchoices.h"
#include "lintsession.h"
#include "markupgap.h"
#include "projectcontext.h"
#include "stylerules.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace tandem;

namespace {

void writeText(const QString &path, const QString &text)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(text.toUtf8());
}

// A checkout whose other files part markup from particles `spaces` times with a space and
// `backslashes` times with "\ ".
void makeCheckout(const QTemporaryDir &dir, int spaces, int backslashes)
{
    QDir(dir.path()).mkdir(QStringLiteral(".git"));
    QDir(dir.path()).mkdir(QStringLiteral("beginner_source"));
    QString text = QStringLiteral("제목\n====\n\n");
    for (int i = 0; i < spaces; ++i)
        text += QStringLiteral("``f%1()`` 를 부릅니다.\n\n").arg(i);
    for (int i = 0; i < backslashes; ++i)
        text += QStringLiteral("`링크 %1`_\\ 에서 봅니다.\n\n").arg(i);
    writeText(dir.filePath(QStringLiteral("beginner_source/other.rst")), text);
    // Hidden folders are not read: a copy there would turn the majority round.
    QDir(dir.path()).mkpath(QStringLiteral(".git/x"));
    const QString minority =
        spaces > backslashes ? QStringLiteral("``g``\\ 를\n") : QStringLiteral("``g`` 를\n");
    const QString hidden = minority.repeated(50);
    writeText(dir.filePath(QStringLiteral(".git/x/copy.rst")), hidden);
}

// The rst-inline-boundary issues of a glued draft in `dir`, linted through the project's
// context as `tandem lint` and the editor do.
Issues gluedIssues(const QTemporaryDir &dir, const QStringList &styleFiles = {})
{
    ProjectSettings settings;
    settings.styleFiles = styleFiles;
    ProjectProblems problems;
    const QString draft = dir.filePath(QStringLiteral("beginner_source/draft.rst"));
    const QString text = QStringLiteral("``torchrun``을 씁니다.\n");
    writeText(draft, text);
    auto project = ProjectContext::resolve(draft, settings, &problems);
    if (!project) return {};
    LintSession session(project);
    Issues out;
    for (const Issue &i : session.lint(std::nullopt, LintText{draft, text}).issues)
        if (i.check == QLatin1String("rst-inline-boundary")) out.append(i);
    return out;
}

} // namespace

class TestMarkupGap : public QObject
{
    Q_OBJECT

private slots:
    void counting_data()
    {
        testing::columns<QString, int, int>("text", "spaces", "backslashes");
        QTest::newRow("literal, space") << "``torchrun`` 을 씁니다" << 1 << 0;
        QTest::newRow("literal, backslash") << "``torchrun``\\ 을 씁니다" << 0 << 1;
        QTest::newRow("link and anonymous link") << "`a`_ 에서 `b`__\\ 로" << 1 << 1;
        QTest::newRow("role, emphasis, strong")
            << ":func:`f` 는 *a* 와 **b**\\ 의 |s| 입니다" << 3 << 1;
        QTest::newRow("a word, not a particle") << "``x`` 함수를 부릅니다" << 0 << 0;
        QTest::newRow("a list item, not markup") << "* 를 쓰는 목록\n- ``x`` 이" << 1 << 0;
        QTest::newRow("an opening bold") << "앞 ** 를 뒤" << 0 << 0;
        QTest::newRow("glued is neither") << "``x``를 ``y``\\를" << 0 << 0;
        QTest::newRow("English") << "Use ``x`` to do it" << 0 << 0;
        QTest::newRow("empty") << "" << 0 << 0;
    }
    void counting()
    {
        QFETCH(QString, text);
        QFETCH(int, spaces);
        QFETCH(int, backslashes);
        const MarkupGapCount c = countMarkupGaps(text);
        QCOMPARE(c.space, spaces);
        QCOMPARE(c.backslash, backslashes);
    }

    void majority()
    {
        QCOMPARE((MarkupGapCount{3, 1}.majority()), std::optional(MarkupGap::Space));
        QCOMPARE((MarkupGapCount{1, 3}.majority()), std::optional(MarkupGap::Backslash));
        QVERIFY(!MarkupGapCount{}.majority());
        QVERIFY(!(MarkupGapCount{2, 2}.majority()));
    }

    // The form the checkout writes more often is the issue's fix (Fix All's, --fix's), and the
    // choices offer it first, then the other.
    void majorityFirst_data()
    {
        QTest::addColumn<int>("spaces");
        QTest::addColumn<int>("backslashes");
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("second");
        QTest::addColumn<QString>("said"); // in the issue's message
        const QString space = QStringLiteral(" "), backslash = QStringLiteral("\\ ");
        QTest::newRow("space") << 5 << 2 << space << backslash << QStringLiteral("space");
        QTest::newRow("backslash") << 1 << 4 << backslash << space << backslash;
    }
    void majorityFirst()
    {
        QFETCH(int, spaces);
        QFETCH(int, backslashes);
        QFETCH(QString, first);
        QFETCH(QString, second);
        QFETCH(QString, said);
        QTemporaryDir dir;
        makeCheckout(dir, spaces, backslashes);
        const Issues issues = gluedIssues(dir);
        QCOMPARE(issues.size(), 1);
        QCOMPARE(issues[0].fix->replacement, first);
        QCOMPARE(issues[0].fix->range, (Range{{0, 12}, {0, 12}}));
        QVERIFY2(issues[0].message.contains(said), qPrintable(issues[0].message));
        const QList<FixChoice> choices = fixChoices(issues[0]);
        QCOMPARE(choices.size(), 2);
        QCOMPARE(choices[0].fix.replacement, first);
        QCOMPARE(choices[1].fix.replacement, second);
        QCOMPARE(choices[1].fix.range, choices[0].fix.range);
        QVERIFY(!choices[0].description.isEmpty() &&
                choices[0].description != choices[1].description);
    }

    // The style file decides over the count; a wrong value is refused with its place.
    void styleFileChooses()
    {
        QTemporaryDir dir;
        makeCheckout(dir, 5, 0);
        const QString style = dir.filePath(QStringLiteral("team.yaml"));
        writeText(style, QStringLiteral("markup-particle: backslash\n"));
        const Issues issues = gluedIssues(dir, {style});
        QCOMPARE(issues.size(), 1);
        QCOMPARE(issues[0].fix->replacement, QStringLiteral("\\ "));

        QStringList errors;
        StyleRules::fromYaml(QStringLiteral("markup-particle: tab\n"), QStringLiteral("t.yaml"),
                             &errors);
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors[0].startsWith(QStringLiteral("t.yaml:1:")), qPrintable(errors[0]));
        const StyleRules space = StyleRules::fromYaml(QStringLiteral("markup-particle: space\n"),
                                                      QStringLiteral("s.yaml"), &errors);
        QCOMPARE(space.markupGap(), std::optional(MarkupGap::Space));
        const std::optional<StyleRules> back = StyleRules::fromBytes(space.toBytes());
        QVERIFY(back);
        QCOMPARE(back->markupGap(), std::optional(MarkupGap::Space));
        QVERIFY(!StyleRules::builtIn()->markupGap()); // the checkout decides by default
    }

    // Outside a checkout nothing is counted: the backslash, which changes nothing shown.
    void noCheckoutNoCount()
    {
        QTemporaryDir dir;
        QDir(dir.path()).mkdir(QStringLiteral("beginner_source"));
        writeText(dir.filePath(QStringLiteral("beginner_source/other.rst")),
                  QStringLiteral("``a`` 를 ``b`` 를 ``c`` 를\n"));
        const Issues issues = gluedIssues(dir);
        QCOMPARE(issues.size(), 1);
        QCOMPARE(issues[0].fix->replacement, QStringLiteral("\\ "));
    }

    void otherChecksOneChoice()
    {
        Issue i;
        i.check = QStringLiteral("rst-title-underline");
        i.fix = Fix{Range{{1, 0}, {1, 3}}, QStringLiteral("=====")};
        const QList<FixChoice> choices = fixChoices(i);
        QCOMPARE(choices.size(), 1);
        QCOMPARE(choices[0].fix, *i.fix);
        i.fix.reset();
        QVERIFY(fixChoices(i).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestMarkupGap)
#include "tst_markupgap.moc"
