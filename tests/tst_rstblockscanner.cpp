// SPDX-License-Identifier: GPL-3.0-or-later
#include "datatable.h"
#include "rstblockscanner.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTest>

using namespace tandem;

namespace {

SourceLines linesOf(const QString &text)
{
    SourceLines lines;
    const QStringList parts = text.split(u'\n');
    for (int i = 0; i < parts.size(); ++i)
        lines.append({parts[i], i, 0, false});
    return lines;
}

// A compact picture of the block tree: kind names, title levels in parentheses, children in
// brackets. "title(1) paragraph bullet_list[list_item[paragraph]]"
QString shape(const QList<Block> &blocks)
{
    QStringList out;
    for (const Block &b : blocks) {
        QString s = blockKindName(b.kind);
        if (b.kind == BlockKind::Title) s += QStringLiteral("(%1)").arg(b.level);
        if (!b.children.isEmpty()) s += u'[' + shape(b.children) + u']';
        out.append(s);
    }
    return out.join(u' ');
}

QString inlineOf(const SourceLines &lines, const Block &b)
{
    QStringList parts;
    for (const TextPiece &p : b.inlineText)
        parts.append(lines[p.view].text.mid(p.column, p.length));
    return parts.join(u'\n');
}

} // namespace

class TestRstBlockScanner : public QObject
{
    Q_OBJECT
private slots:
    void structure_data();
    void structure();
    void hangulUnderline();
    void literalMarkerForms_data();
    void literalMarkerForms();
    void directiveFields();
    void tableCells();
    void linesAndNesting();
    void sphinxGalleryCode();
    void tabs();
    void fixtureFile();
    void robustness();
};

void TestRstBlockScanner::structure_data()
{
    testing::columns<QString, QString>("rst", "expected");
    auto row = [](const char *name, const char *rst, const char *expected) {
        QTest::newRow(name) << QString::fromUtf8(rst) << QString::fromUtf8(expected);
    };
    row("paragraphs", "one\ntwo\n\nthree", "paragraph paragraph");
    row("underline title", "Title\n=====\n\ntext", "title(1) paragraph");
    row("over+under title", "=====\nTitle\n=====\n\ntext", "title(1) paragraph");
    row("levels by first appearance", "A\n===\n\nB\n---\n\nC\n~~~\n\nD\n---\n\nE\n===",
        "title(1) title(2) title(3) title(2) title(1)");
    row("overline style differs from underline only",
        "===\n A\n===\n\nB\n===", "title(1) title(2)");
    row("inconsistent level is dropped", "A\n===\n\nB\n~~~\n\nC\n---\n\nD\n^^^\n\nE\n===\n\nF\n^^^",
        "title(1) title(2) title(3) title(4) title(1) title(0)");
    row("short ascii underline, 4+ chars", "Long title\n----", "title(1)");
    row("short ascii underline, 3 chars", "Long title\n---", "paragraph");
    row("transition", "a\n\n----------\n\nb", "paragraph transition paragraph");
    row("short transition is text", "a\n\n---\n\nb", "paragraph paragraph paragraph");
    row("bullet list", "- a\n- b\n\n* c",
        "bullet_list[list_item[paragraph] list_item[paragraph]] "
        "bullet_list[list_item[paragraph]]");
    row("nested lists", "- a\n\n  1. x\n  2. y\n- b",
        "bullet_list[list_item[paragraph enumerated_list[list_item[paragraph] "
        "list_item[paragraph]]] "
        "list_item[paragraph]]");
    row("enum arabic", "1. a\n2. b", "enumerated_list[list_item[paragraph] list_item[paragraph]]");
    row("enum parens", "(1) a\n(2) b",
        "enumerated_list[list_item[paragraph] list_item[paragraph]]");
    row("enum rparen", "1) a\n2) b", "enumerated_list[list_item[paragraph] list_item[paragraph]]");
    row("enum alpha", "a. x\nb. y", "enumerated_list[list_item[paragraph] list_item[paragraph]]");
    row("enum upper alpha", "A. x\nB. y",
        "enumerated_list[list_item[paragraph] list_item[paragraph]]");
    row("enum roman", "i. x\nii. y\niii. z",
        "enumerated_list[list_item[paragraph] list_item[paragraph] list_item[paragraph]]");
    row("enum upper roman", "I. x\nII. y",
        "enumerated_list[list_item[paragraph] list_item[paragraph]]");
    row("enum auto", "#. x\n#. y", "enumerated_list[list_item[paragraph] list_item[paragraph]]");
    row("enum sequence break starts a new list", "1. a\n\n3. b",
        "enumerated_list[list_item[paragraph]] enumerated_list[list_item[paragraph]]");
    row("enum-like text line is a paragraph", "1. a\nb", "paragraph");
    row("field list", ":a: one\n:b: two\n   more", "field_list[field[paragraph] field[paragraph]]");
    row("definition list", "term\n   def\nterm2 : cls\n   def2",
        "definition_list[definition_list_item[paragraph] definition_list_item[paragraph]]");
    row("option list", "-a         all\n--long=ARG  long one",
        "option_list[option_list_item[paragraph] "
        "option_list_item[paragraph]]");
    row("block quote with attribution", "text\n\n   quoted\n\n   -- Someone",
        "paragraph block_quote[paragraph paragraph]");
    row("line block", "| one\n| two\n\nafter", "line_block[paragraph paragraph] paragraph");
    row("doctest", ">>> 1 + 1\n2\n\ntext", "doctest_block paragraph");
    row("quoted literal", "Para::\n\n> a\n> b\n\nx", "paragraph literal_block paragraph");
    row("comment", ".. a comment\n   more\n\ntext", "comment paragraph");
    row("empty comment then quote", "..\n\n   quoted", "comment block_quote[paragraph]");
    row("targets", ".. _name: https://x\n.. __: https://y\n\n__ https://z", "target target target");
    row("substitution replace", ".. |x| replace:: some *text*",
        "substitution_definition[directive]");
    row("footnote and citation", ".. [1] note\n.. [CIT] cite",
        "footnote[paragraph] citation[paragraph]");
    row("admonition", ".. note::\n\n   - a\n   - b",
        "directive[bullet_list[list_item[paragraph] list_item[paragraph]]]");
    row("nested directives", ".. note::\n\n   .. warning:: inner",
        "directive[directive[paragraph]]");
    row("code directive is literal", ".. code-block:: python\n\n   - not a list", "directive");
    // Sphinx parses an object description's content as RST (sphinx-lint finds a default role
    // there); autodoc directives stay literal.
    row("domain directive content is RST", ".. c:function:: void f(int *key)\n\n   - a",
        "directive[bullet_list[list_item[paragraph]]]");
    row("python object description content is RST", ".. function:: f(x)\n\n   Returns *x*.",
        "directive[paragraph]");
    row("autodoc directive is literal", ".. autofunction:: f\n\n   - a", "directive");
    row("unknown directive keeps no content", ".. 노트::\n\n   - a", "directive");
    row("title in a directive is not a section", ".. note::\n\n   Title\n   =====\n\n   text",
        "directive[title(0) paragraph]");
    row("grid table", "+---+---+\n| a | b |\n+===+===+\n| c | d |\n+---+---+",
        "table[paragraph paragraph paragraph paragraph]");
    row("simple table", "===  ===\na    b\n===  ===\nc    d\n===  ===",
        "table[paragraph paragraph paragraph paragraph]");
    row("definition list after '::' line", "Para::\n   code",
        "definition_list[definition_list_item[paragraph]]");
    row("unexpected indentation", "para\n   indented",
        "definition_list[definition_list_item[paragraph]]");
    row("indentation inside paragraph", "a\nb\n   c", "paragraph block_quote[paragraph]");
}

void TestRstBlockScanner::structure()
{
    QFETCH(QString, rst);
    QFETCH(QString, expected);
    QCOMPARE(shape(RstBlockScanner().scan(linesOf(rst))), expected);
}

void TestRstBlockScanner::hangulUnderline()
{
    // Each Hangul syllable is two columns wide: "FSDP의 작동 방식" is 16 columns.
    const SourceLines longish = linesOf(QStringLiteral("FSDP의 작동 방식\n------------\n"));
    const QList<Block> a = RstBlockScanner().scan(longish);
    QCOMPARE(shape(a), QStringLiteral("title(1)"));
    QCOMPARE(a[0].text, QStringLiteral("FSDP의 작동 방식"));
    QCOMPARE(a[0].adornment, QChar(u'-'));
    QCOMPARE(inlineOf(longish, a[0]), QStringLiteral("FSDP의 작동 방식"));
    QCOMPARE(shape(RstBlockScanner().scan(linesOf(QStringLiteral("소개\n---\n")))),
             QStringLiteral("paragraph"));
    QCOMPARE(shape(RstBlockScanner().scan(linesOf(QStringLiteral("소개\n----\n")))),
             QStringLiteral("title(1)"));
}

void TestRstBlockScanner::literalMarkerForms_data()
{
    testing::columns<QString, QString>("rst", "paragraph");
    QTest::newRow("expanded") << "Example::\n\n   code"
                              << "Example:";
    QTest::newRow("partly minimised") << "Example ::\n\n   code"
                                      << "Example";
    QTest::newRow("fully minimised") << "Example\n\n::\n\n   code"
                                     << "Example";
    QTest::newRow("escaped colons") << "Example\\::\n\n   text"
                                    << "Example\\::";
}

void TestRstBlockScanner::literalMarkerForms()
{
    QFETCH(QString, rst);
    QFETCH(QString, paragraph);
    const SourceLines lines = linesOf(rst);
    const QList<Block> blocks = RstBlockScanner().scan(lines);
    QVERIFY(!blocks.isEmpty());
    QCOMPARE(inlineOf(lines, blocks[0]), paragraph);
    const bool literal = !paragraph.endsWith(QStringLiteral("::"));
    QCOMPARE(blocks.last().kind, literal ? BlockKind::LiteralBlock : BlockKind::BlockQuote);
    if (literal) QCOMPARE(blocks.last().line, int(lines.size()) - 1);
}

void TestRstBlockScanner::directiveFields()
{
    const SourceLines lines = linesOf(QStringLiteral(
        ".. code-block:: bash\n   :linenos:\n   :caption: 예제\n\n   pip install torch\n\n"
        ".. admonition:: *주의* 사항\n\n   본문"));
    const QList<Block> blocks = RstBlockScanner().scan(lines);
    QCOMPARE(blocks.size(), 2);
    QCOMPARE(blocks[0].name, QStringLiteral("code-block"));
    QCOMPARE(blocks[0].language, QStringLiteral("bash"));
    QCOMPARE(blocks[0].options.size(), 2);
    QCOMPARE(blocks[0].options[1].name, QStringLiteral("caption"));
    QCOMPARE(blocks[0].options[1].value, QStringLiteral("예제"));
    QCOMPARE(blocks[0].contentLine, 4);
    QVERIFY(blocks[0].children.isEmpty());
    QVERIFY(blocks[0].inlineText.isEmpty());
    QCOMPARE(inlineOf(lines, blocks[1]), QStringLiteral("*주의* 사항"));
    QCOMPARE(shape(blocks[1].children), QStringLiteral("paragraph"));
}

void TestRstBlockScanner::tableCells()
{
    const SourceLines lines =
        linesOf(QStringLiteral("+--------+------+\n| 한글   | b    |\n+--------+------+\n| ``c``  "
                               "| 끝   |\n+--------+------+\n"));
    const QList<Block> blocks = RstBlockScanner().scan(lines);
    QCOMPARE(shape(blocks), QStringLiteral("table[paragraph paragraph paragraph paragraph]"));
    QCOMPARE(inlineOf(lines, blocks[0].children[0]), QStringLiteral("한글"));
    QCOMPARE(inlineOf(lines, blocks[0].children[2]), QStringLiteral("``c``"));
    QCOMPARE(inlineOf(lines, blocks[0].children[3]), QStringLiteral("끝"));
    QCOMPARE(blocks[0].children[3].line, 3);
    // A row whose Hangul makes it wider than the border is malformed for docutils.
    const QList<Block> bad =
        RstBlockScanner().scan(linesOf(QStringLiteral("+----+\n| 한글 |\n+----+")));
    QCOMPARE(shape(bad), QStringLiteral("paragraph"));
    QVERIFY(bad[0].inlineText.isEmpty());
}

void TestRstBlockScanner::linesAndNesting()
{
    const SourceLines lines = linesOf(QStringLiteral("\n- first item\n  continues\n\n- second\n"));
    const QList<Block> blocks = RstBlockScanner().scan(lines);
    QCOMPARE(blocks.size(), 1);
    QCOMPARE(blocks[0].line, 1);
    QCOMPARE(blocks[0].endLine, 4);
    const Block &item = blocks[0].children[0];
    QCOMPARE(item.line, 1);
    QCOMPARE(item.endLine, 2);
    QCOMPARE(item.children[0].inlineText.first().column, 2);
    QCOMPARE(inlineOf(lines, item.children[0]), QStringLiteral("first item\ncontinues"));
}

void TestRstBlockScanner::sphinxGalleryCode()
{
    SourceLines lines = linesOf(QStringLiteral("Some text::\nimport torch\nx = 1\nMore text\n"));
    lines[1].code = lines[2].code = true;
    const QList<Block> blocks = RstBlockScanner().scan(lines);
    QCOMPARE(shape(blocks), QStringLiteral("paragraph literal_block paragraph"));
    QCOMPARE(blocks[1].language, QStringLiteral("python"));
    QCOMPARE(blocks[1].line, 1);
    QCOMPARE(blocks[1].endLine, 2);
}

void TestRstBlockScanner::tabs()
{
    // docutils expands tabs to 8 columns: the tab-indented line is a definition.
    const SourceLines lines = linesOf(QStringLiteral("term\n\tdefinition *x*\n"));
    const QList<Block> blocks = RstBlockScanner().scan(lines);
    QCOMPARE(shape(blocks), QStringLiteral("definition_list[definition_list_item[paragraph]]"));
    const TextPiece p = blocks[0].children[0].children[0].inlineText.first();
    QCOMPARE(p.column, 1);
    QCOMPARE(inlineOf(lines, blocks[0].children[0].children[0]), QStringLiteral("definition *x*"));
}

void TestRstBlockScanner::fixtureFile()
{
    QFile f(QStringLiteral(TANDEM_FIXTURES "/blocks/mixed.rst"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QString text = QString::fromUtf8(f.readAll());
    if (text.endsWith(u'\n')) text.chop(1);
    const SourceLines lines = linesOf(text);
    const QList<Block> blocks = RstBlockScanner().scan(lines);
    QCOMPARE(shape(blocks), QStringLiteral("title(1) title(2) directive[paragraph] "
                                           "table[paragraph paragraph paragraph paragraph]"));
    QCOMPARE(inlineOf(lines, blocks[3].children[1]), QStringLiteral("설명"));
    QCOMPARE(inlineOf(lines, blocks[3].children[3]), QStringLiteral("완전 분할"));
}

void TestRstBlockScanner::robustness()
{
    // An unterminated simple table swallows the rest, as in docutils.
    QCOMPARE(shape(RstBlockScanner().scan(linesOf(QStringLiteral("===  ===\na    b\n\ntext")))),
             QStringLiteral("paragraph"));
    // Ever deeper indentation must not exhaust the stack.
    QString deep;
    for (int i = 0; i < 3000; ++i)
        deep += QString(i, u' ') + QStringLiteral("- x\n\n");
    QVERIFY(!RstBlockScanner().scan(linesOf(deep)).isEmpty());
    // One huge line, and 100k lines.
    QCOMPARE(RstBlockScanner().scan(linesOf(QString(2'000'000, u'a'))).size(), 1);
    QString many;
    for (int i = 0; i < 100'000; ++i)
        many += (i % 7 == 0) ? QStringLiteral("\n") : QStringLiteral("- item ``x`` \n");
    QVERIFY(!RstBlockScanner().scan(linesOf(many)).isEmpty());
}

QTEST_GUILESS_MAIN(TestRstBlockScanner)
#include "tst_rstblockscanner.moc"
