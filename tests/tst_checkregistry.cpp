// SPDX-License-Identifier: GPL-3.0-or-later
// The check registry (core/checks/checkregistry.cpp), issue 11 "Check ids bound once":
//   - its ids are unique, well formed and found by findCheck();
//   - every id the linter reports is a registered one;
//   - every registered check has a fixture it flags (exact range, side and severity of its one
//     issue) and one it leaves alone, run with that check alone enabled. The table must cover
//     every id of allChecks(), so a check added without a fixture fails this test.
// The fixtures are small texts written for this test. The checks get the built-in glossary
// (plus one project spelling, see initTestCase) and style rules; the dictionary checks run on the
// tiny fixture dictionary (tests/fixtures/language/utf8.*: 학습, 모델, model, tensor) so the test
// does not depend on which Hunspell dictionaries the machine has.
#include "checkregistry.h"
#include "checktesting.h"
#include "glossaryloader.h"
#include "glossarymatcher.h"
#include "glossarymerge.h"
#include "linter.h"
#include "spelling.h"
#include "spellingdictionary.h"
#include "stylerules.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace tandem;
using namespace tandem::testing;

Q_DECLARE_METATYPE(tandem::Severity)
Q_DECLARE_METATYPE(tandem::Side)
Q_DECLARE_METATYPE(tandem::FileKind)

namespace {

// One check's two fixtures: `flagged` gives exactly one issue of `check`, at `range` on `side`
// with `severity`; `clean` gives none. A null source: the draft is checked alone.
struct CheckCase
{
    const char *check;
    FileKind kind;
    QString source, draft; // flagged
    Severity severity;
    Side side;
    Range range;                     // 0-based, as in Issue::range
    QString cleanSource, cleanDraft; // left alone
};

Range at(int line, int column, int endLine, int endColumn)
{
    return Range{{line, column}, {endLine, endColumn}};
}

// Five sentences in 합니다체, so that one sentence in 한다체 stands out (speech-level).
const QString kFormal = QStringLiteral("파일을 엽니다. 줄을 셉니다.\n\n"
                                       "결과를 적습니다. 파일을 닫습니다.\n\n"
                                       "끝을 확인합니다.\n\n");

// A code block with four comments (code-comment-english).
const QString kCommentedCode = QStringLiteral(
    "Intro.\n\n.. code-block:: python\n\n   # load the data first\n   x = load()\n"
    "   # scale the values here\n   y = scale(x)\n   # print the final result\n   print(y)\n"
    "   # save the model to disk\n   save(y)\n");

const QList<CheckCase> &cases()
{
    const QString none;
    static const QList<CheckCase> table = {
        {"rst-inline-boundary", FileKind::Rst, none, "``y``가 바뀝니다.\n", Severity::Error,
         Side::Draft, at(0, 0, 0, 6), none, "``y``\\ 가 바뀝니다.\n"},
        {"rst-unterminated", FileKind::Rst, none, "``값 을 봅니다.\n", Severity::Error, Side::Draft,
         at(0, 0, 0, 2), none, "``값`` 을 봅니다.\n"},
        {"rst-title-underline", FileKind::Rst, none, "데이터 읽기\n-----\n\n내용입니다.\n",
         Severity::Error, Side::Draft, at(1, 0, 1, 5), none,
         "데이터 읽기\n-----------\n\n내용입니다.\n"},
        {"rst-link-syntax", FileKind::Rst, none,
         "`문서 <https://example.org/guide>` 를 읽습니다.\n", Severity::Error, Side::Draft,
         at(0, 0, 0, 32), none, "`문서 <https://example.org/guide>`__ 를 읽습니다.\n"},
        {"rst-duplicate-target", FileKind::Rst, none,
         "`안내 <https://example.org/a>`_ 와 `안내 <https://example.org/b>`_ 를 봅니다.\n",
         Severity::Warning, Side::Draft, at(0, 32, 0, 61), none,
         "`안내 <https://example.org/a>`__ 와 `안내 <https://example.org/b>`__ 를 봅니다.\n"},
        {"rst-unknown-target", FileKind::Rst, none, "`설명서`_ 를 봅니다.\n", Severity::Error,
         Side::Draft, at(0, 0, 0, 6), none,
         "`설명서`_ 를 봅니다.\n\n.. _설명서: https://example.org/manual\n"},
        {"rst-unknown-directive", FileKind::Rst, none, ".. 경고::\n\n   조심하세요.\n",
         Severity::Error, Side::Draft, at(0, 3, 0, 5), none, ".. warning::\n\n   조심하세요.\n"},
        {"rst-default-role", FileKind::Rst, none, "여기서 `y` 는 출력입니다.\n", Severity::Info,
         Side::Draft, at(0, 4, 0, 7), none, "여기서 ``y`` 는 출력입니다.\n"},
        {"rst-role-syntax", FileKind::Rst, none, "이 :func:``g`` 함수를 부릅니다.\n",
         Severity::Error, Side::Draft, at(0, 2, 0, 13), none, "이 :func:`g` 함수를 부릅니다.\n"},
        {"rst-link-markup", FileKind::Rst, none, "`사용 안내<https://example.org/use>` 참고\n",
         Severity::Error, Side::Draft, at(0, 0, 0, 32), none,
         "`사용 안내 <https://example.org/use>`__ 참고\n"},
        {"rst-unbalanced-literal", FileKind::Rst, none, "값은 ``a`` 이고 끝에 ``\n새 줄입니다.\n",
         Severity::Error, Side::Draft, at(0, 15, 0, 17), none,
         "값은 ``a`` 이고 끝에 ``b``\n새 줄입니다.\n"},
        {"rst-directive-syntax", FileKind::Rst, none, "..warning::\n\n   조심하세요.\n",
         Severity::Error, Side::Draft, at(0, 0, 0, 11), none, ".. warning::\n\n   조심하세요.\n"},
        {"rst-literal-dedent", FileKind::Rst, none,
         "예제::\n\n    x = 3\n\n  다음 예제::\n\n    y = 4\n", Severity::Warning, Side::Draft,
         at(4, 0, 4, 2), none, "예제::\n\n    x = 3\n\n다음 예제::\n\n    y = 4\n"},
        {"rst-dangling-hyphen", FileKind::Rst, none, "A well-\nknown 방법입니다.\n",
         Severity::Warning, Side::Draft, at(0, 6, 0, 7), none, "A well-known\n방법입니다.\n"},
        {"rst-indent", FileKind::Rst, none,
         "첫째 줄입니다.\n    들여쓴 줄입니다.\n셋째 줄입니다.\n", Severity::Warning, Side::Draft,
         at(2, 0, 2, 8), none, "첫째 줄입니다.\n들여쓰지 않은 줄입니다.\n셋째 줄입니다.\n"},
        {"rst-syntax", FileKind::Rst, none, ".. figure::\n\n본문입니다.\n", Severity::Error,
         Side::Draft, at(0, 0, 0, 11), none, ".. figure:: b.png\n\n본문입니다.\n"},
        {"gallery-hash-space", FileKind::SphinxGallery, none,
         "y = 2\n###########################\n# 설명입니다\n#이어지는 설명\n", Severity::Error,
         Side::Draft, at(3, 0, 3, 1), none,
         "y = 2\n###########################\n# 설명입니다\n# 이어지는 설명\n"},
        // Checked alone, a code cell that holds only the comment is the text cell's tail.
        {"gallery-text-cut", FileKind::SphinxGallery, none,
         "y = 2\n###########################\n# 첫 문단입니다.\n\n# 둘째 문단입니다.\n"
         "###########################\n# 셋째 문단입니다.\n",
         Severity::Warning, Side::Draft, at(3, 0, 3, 0), none,
         "y = 2\n###########################\n# 첫 문단입니다.\n#\n# 둘째 문단입니다.\n"
         "###########################\n# 셋째 문단입니다.\n"},
        {"hidden-unicode", FileKind::Rst, none, "내용\u202e입니다.\n", Severity::Warning,
         Side::Draft, at(0, 2, 0, 3), none, "내용입니다.\n"},
        {"whitespace", FileKind::Rst, none, "내용입니다. \t\n", Severity::Info, Side::Draft,
         at(0, 6, 0, 8), none, "내용입니다.\n"},
        {"rst-markup-lost", FileKind::Rst, "Press **Enter** to go on.\n",
         "계속하려면 Enter 키를 누릅니다.\n", Severity::Info, Side::Draft, at(0, 0, 0, 20),
         "Press **Enter** to go on.\n", "계속하려면 **Enter** 키를 누릅니다.\n"},
        // The source uses both directives, so "note" for "tip" is a change, not an addition.
        {"rst-structure", FileKind::Rst,
         "Intro\n=====\n\n.. note::\n\n   A note.\n\nSome text.\n\n.. tip::\n\n   A tip.\n",
         "소개\n====\n\n.. note::\n\n   참고입니다.\n\n글입니다.\n\n.. note::\n\n   팁입니다.\n",
         Severity::Warning, Side::Draft, at(9, 0, 9, 9),
         "Intro\n=====\n\n.. note::\n\n   A note.\n\nSome text.\n\n.. tip::\n\n   A tip.\n",
         "소개\n====\n\n.. note::\n\n   참고입니다.\n\n글입니다.\n\n.. tip::\n\n   팁입니다.\n"},
        {"rst-silent-break", FileKind::Rst, none, "`문서 <https://example.org/docs`_ 를 보세요.\n",
         Severity::Error, Side::Draft, at(0, 0, 0, 31), none,
         "`문서 <https://example.org/docs>`_ 를 보세요.\n"},
        {"credit", FileKind::Rst,
         "Making Widgets\n==============\n\n**Author**: `Jane Roe "
         "<https://github.com/janeroe>`_\n\n"
         "This text explains widgets in detail.\n",
         "위젯 만들기\n===========\n\n**Author**: `Jane Roe <https://github.com/janeroe>`_\n\n"
         "**번역**: `홍길동 <https://github.com/gildong>`_\n\n이 글은 위젯을 자세히 설명합니다.\n",
         Severity::Warning, Side::Draft, at(3, 2, 3, 8),
         "Making Widgets\n==============\n\n**Author**: `Jane Roe "
         "<https://github.com/janeroe>`_\n\n"
         "This text explains widgets in detail.\n",
         "위젯 만들기\n===========\n\n**저자**: `Jane Roe <https://github.com/janeroe>`_\n\n"
         "**번역**: `홍길동 <https://github.com/gildong>`_\n\n이 글은 위젯을 자세히 설명합니다.\n"},
        {"code-changed", FileKind::Rst, "Example::\n\n   x = 1\n   y = 3  # three\n",
         "예::\n\n   x = 1\n   y = 4  # 셋\n", Severity::Warning, Side::Draft, at(3, 0, 3, 0),
         "Example::\n\n   x = 1\n   y = 3  # three\n", "예::\n\n   x = 1\n   y = 3  # 셋\n"},
        {"literal-changed", FileKind::Rst, "Set ``batch_size`` first.\n",
         "먼저 ``batchsize``\\ 를 정합니다.\n", Severity::Warning, Side::Draft, at(0, 0, 0, 25),
         "Set ``batch_size`` first.\n", "먼저 ``batch_size``\\ 를 정합니다.\n"},
        {"link-changed", FileKind::Rst, "Read `the guide <https://example.org/guide>`__.\n",
         "안내서를 읽으세요.\n", Severity::Warning, Side::Draft, at(0, 0, 0, 10),
         "Read `the guide <https://example.org/guide>`__.\n",
         "`안내서 <https://example.org/guide>`__\\ 를 읽으세요.\n"},
        {"number-mismatch", FileKind::Rst, "Run the loop 12 times.\n",
         "반복문을 여러 번 돌립니다.\n", Severity::Info, Side::Draft, at(0, 0, 0, 15),
         "Run the loop 12 times.\n", "반복문을 12번 돌립니다.\n"},
        {"untranslated", FileKind::Rst, "The loader reads every file in the folder.\n",
         "The loader reads every file in the folder.\n", Severity::Warning, Side::Draft,
         at(0, 0, 0, 42), "The loader reads every file in the folder.\n",
         "로더는 폴더의 모든 파일을 읽습니다.\n"},
        {"kept-english", FileKind::Rst, "The loader reads every file in the folder.\n",
         "The loader reads every file in the folder.\n\n로더는 폴더의 모든 파일을 읽습니다.\n",
         Severity::Warning, Side::Draft, at(0, 0, 0, 42),
         "The loader reads every file in the folder.\n", "로더는 폴더의 모든 파일을 읽습니다.\n"},
        {"code-comment-english", FileKind::Rst, kCommentedCode,
         QString(kCommentedCode)
             .replace("load the data first", "먼저 데이터를 불러옵니다")
             .replace("scale the values here", "값의 크기를 맞춥니다")
             .replace("print the final result", "결과를 출력합니다"),
         Severity::Info, Side::Draft, at(10, 3, 10, 27), kCommentedCode,
         QString(kCommentedCode)
             .replace("load the data first", "먼저 데이터를 불러옵니다")
             .replace("scale the values here", "값의 크기를 맞춥니다")
             .replace("print the final result", "결과를 출력합니다")
             .replace("save the model to disk", "모델을 디스크에 저장합니다")},
        {"glossary-term", FileKind::Rst, none, "바이어스를 더합니다.\n", Severity::Warning,
         Side::Draft, at(0, 0, 0, 4), none, "편향을 더합니다.\n"},
        {"glossary-missing", FileKind::Rst, "Intro.\n\nAdd the bias.\n",
         "소개.\n\n치우침을 더합니다.\n", Severity::Info, Side::Draft, at(2, 0, 2, 0),
         "Intro.\n\nAdd the bias.\n", "소개.\n\n편향을 더합니다.\n"},
        {"glossary-keep", FileKind::Rst, "We import NumPy here.\n", "여기서 넘파이를 가져옵니다.\n",
         Severity::Warning, Side::Draft, at(0, 4, 0, 7), "We import NumPy here.\n",
         "여기서 NumPy를 가져옵니다.\n"},
        {"term-consistency", FileKind::Rst, none,
         "체크포인트를 씁니다.\n\n체크포인트가 늘어납니다.\n\n검사점을 지웁니다.\n", Severity::Info,
         Side::Draft, at(4, 0, 4, 3), none, "체크포인트를 씁니다.\n\n체크포인트가 늘어납니다.\n"},
        {"latin-typo", FileKind::Rst, "Train the model.\n", "modle을 학습합니다.\n",
         Severity::Warning, Side::Draft, at(0, 0, 0, 5), "Train the model.\n",
         "model을 학습합니다.\n"},
        {"spelling", FileKind::Rst, none, "모델을 학슴합니다.\n", Severity::Info, Side::Draft,
         at(0, 4, 0, 9), none, "모델을 학습합니다.\n"},
        {"korean-typo", FileKind::Rst, none, "모델을 학습합니다.\n\n모델을 학슴합니다.\n",
         Severity::Warning, Side::Draft, at(2, 4, 2, 9), none,
         "모델을 학습합니다.\n\n모델을 학습합니다.\n"},
        {"particle", FileKind::Rst, none, "tensor은 배열입니다.\n", Severity::Warning, Side::Draft,
         at(0, 6, 0, 7), none, "tensor는 배열입니다.\n"},
        {"style", FileKind::Rst, none, "설정이 저장되어집니다.\n", Severity::Info, Side::Draft,
         at(0, 6, 0, 11), none, "설정이 저장됩니다.\n"},
        {"speech-level", FileKind::Rst, none, kFormal + "이 줄은 비어 있다.\n", Severity::Info,
         Side::Draft, at(6, 8, 6, 10), none, kFormal + "이 줄은 비어 있습니다.\n"},
        {"missing-segment", FileKind::Rst,
         "Open the file.\n\n.. code-block:: python\n\n   import os\n\nClose the file.\n",
         "파일을 엽니다.\n\n파일을 닫습니다.\n", Severity::Warning, Side::Source, at(2, 0, 4, 12),
         "Open the file.\n\n.. code-block:: python\n\n   import os\n\nClose the file.\n",
         "파일을 엽니다.\n\n.. code-block:: python\n\n   import os\n\n파일을 닫습니다.\n"},
        {"extra-segment", FileKind::Rst, "Open the file.\n\nClose the file.\n",
         "파일을 엽니다.\n\n파일을 닫습니다.\n\n.. code-block:: python\n\n   import os\n",
         Severity::Info, Side::Draft, at(4, 0, 6, 12), "Open the file.\n\nClose the file.\n",
         "파일을 엽니다.\n\n파일을 닫습니다.\n"},
        // 2,100 paragraphs a side: over the ~2,000 a side that alignment aligns exactly.
        {"alignment-approximated", FileKind::Rst,
         QStringLiteral("Open the file.\n\n").repeated(2100),
         QStringLiteral("파일을 엽니다.\n\n").repeated(2100), Severity::Info, Side::Draft,
         at(0, 0, 0, 0), QStringLiteral("Open the file.\n\n").repeated(1900),
         QStringLiteral("파일을 엽니다.\n\n").repeated(1900)},
        {"role-bilingual", FileKind::Rst, "Iterate over an :term:`asynchronous iterator`.\n",
         ":term:`asynchronous iterator`\\ 를 순회합니다.\n", Severity::Warning, Side::Draft,
         at(0, 0, 0, 29), "Iterate over an :term:`asynchronous iterator`.\n",
         ":term:`비동기 이터레이터 <asynchronous iterator>`\\ 를 순회합니다.\n"},
        {"role-target-kept", FileKind::Rst, "See :ref:`tin-sizes`.\n",
         ":ref:`통조림 크기 <tin-size>`\\ 를 보십시오.\n", Severity::Warning, Side::Draft,
         at(0, 0, 0, 24), "See :ref:`tin-sizes`.\n",
         ":ref:`통조림 크기 <tin-sizes>`\\ 를 보십시오.\n"},
        // 2.4 Mi + 2 Mi characters: over the 4 Mi of a bounded lint (boundedlint.h).
        {"large-file-bounded", FileKind::Rst, QStringLiteral("Open the file.\n\n").repeated(150000),
         QStringLiteral("파일을 엽니다.\n\n").repeated(200000), Severity::Info, Side::Draft,
         at(0, 0, 0, 0), QStringLiteral("Open the file.\n\n").repeated(1000),
         QStringLiteral("파일을 엽니다.\n\n").repeated(1000)},
    };
    return table;
}

QSet<QString> allIds()
{
    QSet<QString> ids;
    for (const CheckInfo &c : allChecks())
        ids.insert(QLatin1String(c.id));
    return ids;
}

// "line:column-line:column severity side check: message", 0-based, a line each.
QString describeExactly(const Issues &issues)
{
    QStringList out;
    for (const Issue &i : issues)
        out << QStringLiteral("%1:%2-%3:%4 %5 %6 %7: %8")
                   .arg(i.range.start.line)
                   .arg(i.range.start.column)
                   .arg(i.range.end.line)
                   .arg(i.range.end.column)
                   .arg(severityName(i.severity), i.side == Side::Draft ? "draft" : "source",
                        i.check, i.message);
    return out.isEmpty() ? QStringLiteral("(none)") : out.join(u'\n');
}

} // namespace

class TestCheckRegistry : public QObject
{
    Q_OBJECT
private:
    std::shared_ptr<const Glossary> m_glossary;

    // The engine with the built-in glossary and style rules and the fixture dictionaries.
    LintResult lint(const LintOptions &options, const QString &source, const QString &draft,
                    FileKind kind) const
    {
        return lintPair(ProjectContext::builtIn({.checks = options, .glossary = m_glossary}),
                        source, draft, kind);
    }

    // Only `check` runs: every other id disabled, `check` enabled even if off by default.
    LintResult lintOnly(const QString &check, const QString &source, const QString &draft,
                        FileKind kind) const
    {
        QSet<QString> others = allIds();
        others.remove(check);
        return lint(LintOptions{others, {check}}, source, draft, kind);
    }

private slots:
    void initTestCase()
    {
        // The built-in glossary, with a project's second spelling of one term: the built-in
        // entries with two spellings differ only in spacing (하이퍼파라미터, 하이퍼 파라미터),
        // which the matcher reads as one, so term-consistency needs a project glossary to fire.
        m_glossary =
            builtInGlossaryWith("entries:\n  - {en: checkpoint, ko: [체크포인트, 검사점]}\n"
                                "  - {en: NumPy, keep: true, wrong: [넘파이]}\n");
        QVERIFY(m_glossary);
        QVERIFY(!m_glossary->entries.isEmpty());
        for (const auto language : {Spelling::Language::Korean, Spelling::Language::English}) {
            auto dictionary = SpellingDictionary::load(TANDEM_FIXTURES "/language/utf8.aff");
            QVERIFY(dictionary);
            Spelling::shared().setDictionary(language, std::move(dictionary));
        }
    }

    // 1. Ids: unique, non-empty, lower case with dashes; each entry complete and found.
    void ids()
    {
        static const QRegularExpression form(QStringLiteral("^[a-z]+(-[a-z]+)*$"));
        QSet<QString> seen;
        QVERIFY(!allChecks().isEmpty());
        for (const CheckInfo &c : allChecks()) {
            QVERIFY(c.id);
            const QString id = QLatin1String(c.id);
            QVERIFY2(!id.isEmpty(), "empty id");
            QVERIFY2(form.match(id).hasMatch(), qPrintable(id));
            QVERIFY2(!seen.contains(id), qPrintable("duplicate id " + id));
            seen.insert(id);
            QVERIFY2(c.summary && *c.summary, qPrintable(id + ": no summary"));
            QVERIFY2(c.run, qPrintable(id + ": no run function"));
            QCOMPARE(findCheck(id), &c);
        }
        QVERIFY(!findCheck(u"no-such"));
        QVERIFY(!findCheck(u""));
        QVERIFY(!findCheck(u"Whitespace")); // ids are compared exactly
    }

    // 3. Each check: its flagged fixture gives exactly its one issue, where and how bad it says;
    // its clean fixture gives nothing.
    void eachCheck_data()
    {
        QTest::addColumn<QString>("check");
        QTest::addColumn<FileKind>("kind");
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("draft");
        QTest::addColumn<Severity>("severity");
        QTest::addColumn<Side>("side");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<int>("endLine");
        QTest::addColumn<int>("endColumn");
        QTest::addColumn<QString>("cleanSource");
        QTest::addColumn<QString>("cleanDraft");
        for (const CheckCase &c : cases())
            QTest::newRow(c.check)
                << QString::fromLatin1(c.check) << c.kind << c.source << c.draft << c.severity
                << c.side << c.range.start.line << c.range.start.column << c.range.end.line
                << c.range.end.column << c.cleanSource << c.cleanDraft;
    }

    void eachCheck()
    {
        QFETCH(QString, check);
        QFETCH(FileKind, kind);
        QFETCH(QString, source);
        QFETCH(QString, draft);
        QFETCH(Severity, severity);
        QFETCH(Side, side);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(int, endLine);
        QFETCH(int, endColumn);
        QFETCH(QString, cleanSource);
        QFETCH(QString, cleanDraft);

        const CheckInfo *info = findCheck(check);
        QVERIFY2(info, qPrintable(check + " is not registered"));
        // A check that needs a source gets a pair (the linter skips it on a draft alone).
        if (info->needsSource)
            QVERIFY2(!source.isNull() && !cleanSource.isNull(), "a pair check needs a source");

        const Issues flagged = lintOnly(check, source, draft, kind).issues;
        // Only the one check ran: nothing else may appear.
        QVERIFY2(flagged.size() == 1 && flagged.constFirst().check == check,
                 qPrintable(describeExactly(flagged)));
        const Issue &issue = flagged.constFirst();
        const Issue expected{check, severity, side, at(line, column, endLine, endColumn), {}, {}};
        QVERIFY2(issue.range == expected.range && issue.severity == severity && issue.side == side,
                 qPrintable("expected " + describeExactly({expected}) + "\nfound    " +
                            describeExactly(flagged)));

        const Issues clean = lintOnly(check, cleanSource, cleanDraft, kind).issues;
        QVERIFY2(clean.isEmpty(), qPrintable(describeExactly(clean)));
    }

    // 3. The table above has a row for every registered check and none for an unknown one.
    void everyCheckHasFixtures()
    {
        QSet<QString> covered;
        for (const CheckCase &c : cases()) {
            QVERIFY2(findCheck(QString::fromLatin1(c.check)), c.check);
            QVERIFY2(!covered.contains(QLatin1String(c.check)), c.check);
            covered.insert(QLatin1String(c.check));
        }
        const QSet<QString> missing = allIds() - covered;
        QVERIFY2(missing.isEmpty(),
                 qPrintable("no fixture for: " +
                            QStringList(missing.begin(), missing.end()).join(", ")));
    }

    // 2. With every check on (the off-by-default ones too), each id reported over all the
    // fixtures above is registered; and between them the fixtures make every check report.
    void reportedIdsRegistered()
    {
        const LintOptions all{{}, allIds()};
        QSet<QString> reported;
        for (const CheckCase &c : cases()) {
            for (const auto &[source, draft] :
                 {std::pair{c.source, c.draft}, std::pair{c.cleanSource, c.cleanDraft}}) {
                for (const Issue &i : lint(all, source, draft, c.kind).issues) {
                    QVERIFY2(findCheck(i.check), qPrintable(describeExactly({i})));
                    reported.insert(i.check);
                }
            }
        }
        const QSet<QString> silent = allIds() - reported;
        QVERIFY2(
            silent.isEmpty(),
            qPrintable("never reported: " + QStringList(silent.begin(), silent.end()).join(", ")));
    }
};

QTEST_GUILESS_MAIN(TestCheckRegistry)
#include "tst_checkregistry.moc"
