// SPDX-License-Identifier: GPL-3.0-or-later
// docutils' system messages about block structure, as RstBlockScanner reports them. Every
// expected line and level below was checked against docutils 0.19 (shared/tools/rst-oracle.py).
#include "datatable.h"
#include "enumnames.h"
#include "rstscanner.h"

#include <QFile>
#include <QTest>

using namespace tandem;

namespace {

constexpr EnumName<BlockProblem::Kind> kKindNames[] = {
    {BlockProblem::UnexpectedIndentation, "indent"},
    {BlockProblem::UnexpectedUnindent, "unindent"},
    {BlockProblem::UnexpectedTitle, "title"},
    {BlockProblem::InconsistentTitleLevel, "level"},
    {BlockProblem::DirectiveError, "directive"},
    {BlockProblem::MalformedTable, "table"},
    {BlockProblem::Other, "other"}};

QString kindName(BlockProblem::Kind kind)
{
    return enumName(kKindNames, kind);
}

// "kind:line:level" for each problem, 1-based lines as docutils prints them.
QString summary(const QList<BlockProblem> &problems)
{
    QStringList out;
    for (const BlockProblem &p : problems)
        out.append(QStringLiteral("%1:%2:%3").arg(kindName(p.kind)).arg(p.line + 1).arg(p.level));
    return out.join(u' ');
}

QString fixture(const QString &name)
{
    QFile f(QStringLiteral(TANDEM_FIXTURES "/blocks/") + name);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(f.readAll());
}

// A source is either a fixture file name or the text itself.
RstDocument scan(const QString &source)
{
    const bool file = source.endsWith(u".rst") || source.endsWith(u".py");
    const QString text = file ? fixture(source) : source;
    if (file && text.isEmpty()) qFatal("missing fixture %s", qPrintable(source));
    return scanDocument(text, source.endsWith(u".py") ? FileKind::SphinxGallery : FileKind::Rst);
}

const QString kSep = QStringLiteral("\n");

} // namespace

class TestRstBlockProblems : public QObject
{
    Q_OBJECT

private slots:
    void problems_data();
    void problems();
    void messages_data();
    void messages();
    void sortedAndCopied();
    void repeatedDocument();
};

void TestRstBlockProblems::problems_data()
{
    testing::columns<QString, QString>("source", "expected");

    // The cases found in real translations.
    QTest::newRow("paragraph line indented by accident")
        << QStringLiteral("A paragraph of three lines\nwhose third line\n  is indented\nand "
                          "goes on.\n")
        << "indent:3:3 unindent:4:2";
    QTest::newRow("second line indented: a definition list")
        << QStringLiteral("First line\n second line, one space in\nthird line\n") << "unindent:3:2";
    QTest::newRow("bullet list followed by text")
        << QStringLiteral("- item\ntext after the list\n") << "unindent:2:2";
    QTest::newRow("gallery comment block, one space too many")
        << "gallery.py"
        << "unindent:16:2 indent:23:3 unindent:24:2 unindent:27:2";
    QTest::newRow("every list-like construct")
        << "unindent.rst"
        << "unindent:6:2 unindent:9:2 unindent:13:2 unindent:16:2 unindent:19:2 unindent:23:2 "
           "unindent:26:2 unindent:29:2";
    QTest::newRow("indentation") << "indentation.rst"
                                 << "indent:3:3 unindent:4:2 unindent:8:2 unindent:13:2 other:17:1";
    QTest::newRow("titles")
        << "titles.rst"
        << "level:13:4 level:16:4 title:20:4 title:26:4 title:29:4 title:33:4 title:36:3";
    QTest::newRow("directives")
        << "directives.rst"
        << "directive:6:3 directive:10:3 directive:14:3 directive:17:3 directive:23:3 "
           "directive:27:3 directive:36:3 directive:38:3 directive:40:3 directive:44:2";
    QTest::newRow("enumerated start") << "enumerated.rst"
                                      << "other:1:1";
    QTest::newRow("literal blocks") << "literal.rst"
                                    << "other:3:2 other:9:3 indent:14:3";
    QTest::newRow("tables") << "tables.rst"
                            << "other:6:2 table:10:3 other:17:2 table:19:3 other:22:2 table:23:3";
    QTest::newRow("explicit markup then text")
        << QStringLiteral(".. _target: https://example.org\ntext\n") << "unindent:2:2";
    QTest::newRow("directive content not indented")
        << QStringLiteral(".. note::\n내용이 들여 쓰이지 않았습니다.\n")
        << "directive:1:3 unindent:2:2";
    QTest::newRow("title in a block quote")
        << QStringLiteral("Text.\n\n    Title\n    =====\n\nMore.\n") << "title:4:4";
    QTest::newRow("enumerated list start inside a section")
        << QStringLiteral("Title\n=====\n\n5. five\n6. six\n") << "other:2:1";

    // Nothing to report.
    QTest::newRow("clean document") << "clean.rst"
                                    << "";
    QTest::newRow("proper definition list")
        << QStringLiteral("term\n    definition\n\nother\n    definition\n\nText.\n") << "";
    QTest::newRow("block quote after a blank line")
        << QStringLiteral("Text.\n\n    quoted\n\nText.\n") << "";
    QTest::newRow("nested list") << QStringLiteral("- a\n\n  - b\n  - c\n\n- d\n") << "";
    QTest::newRow("list items without blank lines")
        << QStringLiteral("- a\n- b\n  continued\n- c\n") << "";
    QTest::newRow("admonition text on the first line")
        << QStringLiteral(".. note:: 한 줄 메모입니다.\n\nText.\n") << "";
    QTest::newRow("sphinx directive with its own options")
        << QStringLiteral(".. code-block:: python\n   :emphasize-lines: 2\n\n   x = 1\n") << "";
    QTest::newRow("targets in a row")
        << QStringLiteral(".. _a: https://a.org\n.. _b: https://b.org\n\nText.\n") << "";
    QTest::newRow("gallery text blocks between code")
        << QStringLiteral("\"\"\"\nTitle\n=====\n\"\"\"\nx = 1\n# %%\n# - item\n#\ny = 2\n") << "";
}

void TestRstBlockProblems::problems()
{
    QFETCH(QString, source);
    QFETCH(QString, expected);
    QCOMPARE(summary(scan(source).blockProblems), expected);
}

void TestRstBlockProblems::messages_data()
{
    testing::columns<QString, QString>("source", "message");
    QTest::newRow("definition list")
        << QStringLiteral("First line\n second line\nthird line\n")
        << "Definition list ends without a blank line; unexpected unindent.";
    QTest::newRow("unexpected indentation")
        << QStringLiteral("one\ntwo\n  three\n") << "Unexpected indentation.";
    QTest::newRow("unexpected title")
        << QStringLiteral("- item\n\n  ------\n") << "Unexpected section title or transition.";
    QTest::newRow("unknown option") << QStringLiteral(".. image:: a.png\n   :widht: 10\n")
                                    << "Error in \"image\" directive: unknown option: \"widht\".";
    QTest::newRow("content expected")
        << QStringLiteral(".. Warning::\n\nText.\n")
        << "Content block expected for the \"Warning\" directive; none found.";
    QTest::newRow("enumerated start")
        << QStringLiteral("b. second\nc. third\n")
        << "Enumerated list start value not ordinal-1: \"b\" (ordinal 2)";
    QTest::newRow("malformed table")
        << QStringLiteral("===  ===\na    b\n") << "Malformed table. No bottom table border found.";
}

void TestRstBlockProblems::messages()
{
    QFETCH(QString, source);
    QFETCH(QString, message);
    const QList<BlockProblem> problems = scan(source).blockProblems;
    QVERIFY(!problems.isEmpty());
    QCOMPARE(problems.first().message, message);
}

void TestRstBlockProblems::sortedAndCopied()
{
    // Problems come in line order even when a nested construct reports after its parent.
    const RstDocument doc = scan(QStringLiteral("- a\n\n  ------\ntext\n"));
    QCOMPARE(summary(doc.blockProblems), QStringLiteral("title:3:4 unindent:4:2"));
    QCOMPARE(doc.blockProblems.first().kind, BlockProblem::UnexpectedTitle);
}

void TestRstBlockProblems::repeatedDocument()
{
    // A 60 KB document made of one mix of the constructs above, repeated: every copy gets the
    // problems of the first, at its own lines, with the same kinds, levels and messages. (The
    // scan time of such documents is measured by bench/bench_scan and bench/bench_stress, not
    // asserted here.)
    const QString unit = fixture(QStringLiteral("clean.rst")) + kSep +
                         fixture(QStringLiteral("unindent.rst")) + kSep;
    const int unitLines = int(unit.count(u'\n'));
    int copies = 0;
    QString text;
    while (text.size() < 60000) {
        text += unit;
        ++copies;
    }
    const QList<BlockProblem> one = scanDocument(unit, FileKind::Rst).blockProblems;
    QVERIFY(!one.isEmpty());
    const QList<BlockProblem> all = scanDocument(text, FileKind::Rst).blockProblems;
    QCOMPARE(all.size(), one.size() * copies);
    for (int copy = 0; copy < copies; ++copy) {
        for (qsizetype k = 0; k < one.size(); ++k) {
            const BlockProblem &p = all[copy * one.size() + k];
            QCOMPARE(p.kind, one[k].kind);
            QCOMPARE(p.line, one[k].line + copy * unitLines);
            QCOMPARE(p.level, one[k].level);
            QCOMPARE(p.message, one[k].message);
        }
    }
}

QTEST_GUILESS_MAIN(TestRstBlockProblems)
#include "tst_rstblockproblems.moc"
