// SPDX-License-Identifier: GPL-3.0-or-later
#include "datatable.h"
#include "enumnames.h"
#include "rstinlinechars.h"
#include "rstinlinescanner.h"

#include <QFile>
#include <QTest>

using namespace tandem;

namespace {

constexpr EnumName<MarkupProblemKind> kProblemKindNames[] = {
    {MarkupProblemKind::GluedEnd, "GluedEnd"},
    {MarkupProblemKind::GluedStart, "GluedStart"},
    {MarkupProblemKind::Unterminated, "Unterminated"},
    {MarkupProblemKind::WrongPairing, "WrongPairing"}};

QString problemKindName(MarkupProblemKind kind)
{
    return enumName(kProblemKindNames, kind);
}

QString slice(const QString &text, const Range &r)
{
    return text.mid(r.start.column, r.end.column - r.start.column);
}

// Spans as "kind[markup as written]", space separated; "-" for none.
QString describeSpans(const QString &text, const RstInlineScanner::Result &r)
{
    QStringList out;
    for (const InlineSpan &s : r.spans)
        out << inlineKindName(s.kind) + u'[' + slice(text, s.range) + u']';
    return out.isEmpty() ? QStringLiteral("-") : out.join(u' ');
}

// Problems as "Kind/markup[range as written]@column:glued", space separated; "-" for none.
QString describeProblems(const QString &text, const RstInlineScanner::Result &r)
{
    QStringList out;
    for (const MarkupProblem &p : r.problems) {
        QString s = problemKindName(p.kind) + u'/' + inlineKindName(p.markup) + u'[' +
                    slice(text, p.range) + QStringLiteral("]@") + QString::number(p.at.column);
        if (!p.glued.isNull()) s += u':' + p.glued;
        out << s;
    }
    return out.isEmpty() ? QStringLiteral("-") : out.join(u' ');
}

} // namespace

class TestRstInlineScanner : public QObject
{
    Q_OBJECT
private slots:
    void recognition_data();
    void recognition();
    void fixture_data();
    void fixture();
    void attributes_data();
    void attributes();
    void piecesMapToFilePositions();
    void characterClasses_data();
    void characterClasses();
};

// Each row was checked against docutils 0.19 (spans) and states what the problems should be.
void TestRstInlineScanner::recognition_data()
{
    testing::columns<QString, QString, QString>("text", "spans", "problems");
    const auto row = [](const char *name, const QString &text, const char *spans,
                        const char *problems) {
        QTest::newRow(name) << text << QString::fromUtf8(spans) << QString::fromUtf8(problems);
    };
    // Rule 4: a letter after the end-string disables it; an escaped space does not.
    row("literal glued to hangul", u"``x``를 보세요"_qs, "-",
        "GluedEnd/literal[``x``]@5:를 Unterminated/literal[``]@0");
    row("literal with escaped space", u"``x``\\ 를 보세요"_qs, "literal[``x``]", "-");
    row("anonymous link glued", u"`link <https://x.org>`__는"_qs, "uri[https://x.org]",
        "GluedEnd/reference[`link <https://x.org>`__]@24:는 Unterminated/reference[`]@0");
    row("anonymous link escaped space", u"`link <https://x.org>`__\\ 는"_qs,
        "reference[`link <https://x.org>`__]", "-");
    row("emphasis glued", u"*x*의"_qs, "-",
        "GluedEnd/emphasis[*x*]@3:의 Unterminated/emphasis[*]@0");
    row("strong glued", u"**x**는"_qs, "-",
        "GluedEnd/strong[**x**]@5:는 Unterminated/strong[**]@0");
    row("named reference glued", u"`name`_은"_qs, "-",
        "GluedEnd/reference[`name`_]@7:은 Unterminated/reference[`]@0");
    row("plural glued to title reference", u"The `x`s and `y`"_qs, "title_reference[`x`s and `y`]",
        "GluedEnd/title_reference[`x`]@7:s WrongPairing/title_reference[`x`s and `y`]@15:s");
    // Rule 1: a letter before the start-string.
    row("literal glued at start", u"이``x`` 입니다"_qs, "-", "GluedStart/literal[``x``]@0:이");
    row("role glued at start", u"함수:func:`f`"_qs, "title_reference[`f`]",
        "GluedStart/role[:func:`f`]@1:수");
    row("emphasis glued at start", u"a*b*"_qs, "-", "GluedStart/emphasis[*b*]@0:a");
    // The first end-string candidate is no end-string (a space before it): once read the text
    // before the string (index -1); docutils sees no markup from the glued backquote, and an
    // unterminated start-string in the second.
    row("glued backquote, then no end-string", u"x`가 `나"_qs, "-",
        "Unterminated/title_reference[`]@4");
    row("glued literal, then no end-string", u"x``가 ``나"_qs, "-", "Unterminated/literal[``]@5");
    // WrongPairing: no warning from docutils, but not the span the writer wrote.
    row("wrong pairing", u"``x``를 설명하고 ``y``"_qs, "literal[``x``를 설명하고 ``y``]",
        "GluedEnd/literal[``x``]@5:를 WrongPairing/literal[``x``를 설명하고 ``y``]@15:를");
    row("unterminated strong", u"**x"_qs, "-", "Unterminated/strong[**]@0");
    // Asterisks that are not markup, and no problem either.
    row("2*3", u"2*3"_qs, "-", "-");
    row("2 * 3", u"2 * 3"_qs, "-", "-");
    row("x**y", u"x**y"_qs, "-", "-");
    row("args and kwargs", u"*args, **kwargs"_qs, "-",
        "Unterminated/emphasis[*]@0 Unterminated/strong[**]@7");
    row("escaped asterisk", u"\\*x*"_qs, "-", "-");
    row("space after start-string", u"* a*"_qs, "-", "-");
    // Rule 5 and punctuation around markup.
    row("double quotes around", u"\"*x*\""_qs, "emphasis[*x*]", "-");
    row("parentheses around", u"(*x*)"_qs, "emphasis[*x*]", "-");
    row("quoted asterisk", u"'*'"_qs, "-", "-");
    row("quoted asterisk in text", u"a '*' b *c*"_qs, "emphasis[*c*]", "-");
    row("curly quotes around", u"‘*x*’"_qs, "emphasis[*x*]", "-");
    row("cjk brackets around", u"【*x*】"_qs, "emphasis[*x*]", "-");
    row("ideographic full stop after", u"the *x*。"_qs, "emphasis[*x*]", "-");
    // Interpreted text and roles.
    row("suffix role", u"`x`:role:"_qs, "role[`x`:role:]", "-");
    row("prefix role with domain", u":py:func:`f`"_qs, "role[:py:func:`f`]", "-");
    row("role after a literal", u"``a``:func:`b`"_qs, "literal[``a``] role[:func:`b`]", "-");
    row("default role", u"`a` `b`_ `c`__"_qs,
        "title_reference[`a`] reference[`b`_] reference[`c`__]", "-");
    row("nested-looking strong", u"**`x`**"_qs, "strong[**`x`**]", "-");
    // docutils reads a role written inside a literal role as one role, without a warning; a
    // backquote inside interpreted text with no prefix role is sphinx-lint's superfluous one.
    row("role inside a literal role", u"This :literal:`:shall:`pass``."_qs,
        "role[:literal:`:shall:`pass``]", "-");
    row("role inside default-role text", u"`:c:func:`f` instead."_qs,
        "title_reference[`:c:func:`f`]",
        "GluedEnd/title_reference[`:c:func:`]@10:f "
        "WrongPairing/title_reference[`:c:func:`f`]@11:f");
    row("role and reference suffix", u":role:`x`_"_qs, "-", "-");
    row("suffix role that is not one", u"`x`:a:b:c"_qs, "title_reference[`x`]", "-");
    // Literals keep backslashes; the end-string rules still apply.
    row("literal with backslash", u"``literal with \\ backslash``"_qs,
        "literal[``literal with \\ backslash``]", "-");
    row("literal with extra backquote", u"``a```"_qs, "literal[``a```]", "-");
    // Hyperlink references.
    row("simple references", u"name_ and anon__ and a_b__"_qs,
        "reference[name_] reference[anon__] reference[a_b__]", "-");
    row("no space before <", u"`text<url>`_"_qs, "reference[`text<url>`_]", "-");
    row("embedded alias", u"`x <a_>`_"_qs, "reference[`x <a_>`_]", "-");
    row("inline target", u"_`inline target` here"_qs, "target[_`inline target`]", "-");
    // Footnotes, citations, substitutions.
    row("footnotes and citation", u"[1]_ [#]_ [#label]_ [*]_ [CIT2002]_ [1a]_"_qs,
        "footnote_reference[[1]_] footnote_reference[[#]_] footnote_reference[[#label]_] "
        "footnote_reference[[*]_] citation_reference[[CIT2002]_] citation_reference[[1a]_]",
        "-");
    row("substitutions", u"|sub| |sub|_ |sub|__"_qs,
        "substitution[|sub|] substitution[|sub|_] substitution[|sub|__]", "-");
    // Standalone URIs and e-mail addresses.
    row("url before full stop", u"see https://x.org/a. and more"_qs, "uri[https://x.org/a]", "-");
    row("url in parentheses", u"(http://x.org)"_qs, "uri[http://x.org]", "-");
    row("url with query and fragment", u"ftp://a.b/c?d=e#f."_qs, "uri[ftp://a.b/c?d=e#f]", "-");
    row("url glued to hangul stops early", u"http://x.org/path한"_qs, "uri[http://x.org]", "-");
    row("email before comma", u"mail me@example.com, ok"_qs, "uri[me@example.com]", "-");
    row("unknown scheme first", u"foo:bar http://x.org"_qs, "-", "-");
    row("unknown scheme after markup", u"cuda:0 ``x`` http://x.org"_qs,
        "literal[``x``] uri[http://x.org]", "-");
    row("no host is not an address", u"a@b"_qs, "-", "-");
}

void TestRstInlineScanner::recognition()
{
    QFETCH(QString, text);
    QFETCH(QString, spans);
    QFETCH(QString, problems);
    const RstInlineScanner::Result r = RstInlineScanner().scanText(text);
    QCOMPARE(describeSpans(text, r), spans);
    QCOMPARE(describeProblems(text, r), problems);
}

void TestRstInlineScanner::fixture_data()
{
    testing::columns<QString, QString, QString>("text", "spans", "problems");
    QFile file(QStringLiteral(TANDEM_FIXTURES "/inline/korean-paragraphs.txt"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    int number = 0;
    while (!file.atEnd()) {
        ++number;
        const QString line = QString::fromUtf8(file.readLine()).chopped(1);
        if (line.isEmpty() || line.startsWith(u'#')) continue;
        const QStringList fields = line.split(u'\t');
        QCOMPARE(fields.size(), 3);
        QTest::addRow("line %d", number) << fields[0] << fields[1] << fields[2];
    }
}

void TestRstInlineScanner::fixture()
{
    recognition();
}

void TestRstInlineScanner::attributes_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("content");
    QTest::addColumn<QString>("role");
    QTest::addColumn<QString>("target");
    QTest::addColumn<bool>("anonymous");
    QTest::addColumn<bool>("embedded");
    QTest::newRow("anonymous embedded uri")
        << u"`링크 <https://x.org/a b>`__"_qs << 0 << u"링크 <https://x.org/a b>"_qs << QString()
        << u"https://x.org/ab"_qs << true << true;
    QTest::newRow("named embedded alias") << u"`text <other_>`_"_qs << 0 << u"text <other_>"_qs
                                          << QString() << u"other"_qs << false << true;
    QTest::newRow("missing space: a name") << u"`text<url>`_"_qs << 0 << u"text<url>"_qs
                                           << QString() << u"text<url>"_qs << false << false;
    QTest::newRow("phrase reference name") << u"`a\n  phrase`_"_qs << 0 << u"a\n  phrase"_qs
                                           << QString() << u"a phrase"_qs << false << false;
    QTest::newRow("simple anonymous")
        << u"see name__"_qs << 0 << u"name"_qs << QString() << u"name"_qs << true << false;
    QTest::newRow("domain role") << u":py:func:`torch.f`"_qs << 0 << u"torch.f"_qs << u"py:func"_qs
                                 << QString() << false << false;
    QTest::newRow("suffix role") << u"`x`:math:"_qs << 0 << u"x"_qs << u"math"_qs << QString()
                                 << false << false;
    QTest::newRow("literal keeps backslash")
        << u"``a\\ b``"_qs << 0 << u"a\\ b"_qs << QString() << QString() << false << false;
    QTest::newRow("email") << u"me@example.com"_qs << 0 << u"me@example.com"_qs << QString()
                           << u"mailto:me@example.com"_qs << false << false;
    QTest::newRow("uri") << u"<https://x.org/a_b>"_qs << 0 << u"https://x.org/a_b"_qs << QString()
                         << u"https://x.org/a_b"_qs << false << false;
    QTest::newRow("substitution") << u"|name|__"_qs << 0 << u"name"_qs << QString() << u"name"_qs
                                  << true << false;
    QTest::newRow("footnote label")
        << u"[#note]_"_qs << 0 << u"#note"_qs << QString() << u"#note"_qs << false << false;
    QTest::newRow("inline target")
        << u"_`a  b`"_qs << 0 << u"a  b"_qs << QString() << u"a b"_qs << false << false;
}

void TestRstInlineScanner::attributes()
{
    QFETCH(QString, text);
    QFETCH(int, index);
    QFETCH(QString, content);
    QFETCH(QString, role);
    QFETCH(QString, target);
    QFETCH(bool, anonymous);
    QFETCH(bool, embedded);
    const RstInlineScanner::Result r = RstInlineScanner().scanText(text);
    QVERIFY(index < r.spans.size());
    const InlineSpan &s = r.spans[index];
    QCOMPARE(s.text, content);
    QCOMPARE(s.role, role);
    QCOMPARE(s.target, target);
    QCOMPARE(s.anonymous, anonymous);
    QCOMPARE(s.embedded, embedded);
}

// Two pieces on different lines of a sphinx-gallery cell ("# " removed: fileColumn 2), the
// second piece indented in its line: a span that crosses the line break, and one after it.
void TestRstInlineScanner::piecesMapToFilePositions()
{
    SourceLines lines;
    lines.append({u"See ``a"_qs, 10, 2, false});
    lines.append({u"   b`` and *c*"_qs, 11, 2, false});
    const QList<TextPiece> pieces{{0, 0, 7}, {1, 3, 11}};
    const RstInlineScanner::Result r = RstInlineScanner().scan(lines, pieces);
    QCOMPARE(r.spans.size(), 2);
    QCOMPARE(r.spans[0].kind, InlineKind::Literal);
    QCOMPARE(r.spans[0].range.start, (Position{10, 6}));
    QCOMPARE(r.spans[0].range.end, (Position{11, 8}));
    QCOMPARE(r.spans[0].content.start, (Position{10, 8}));
    QCOMPARE(r.spans[0].content.end, (Position{11, 6}));
    QCOMPARE(r.spans[0].text, u"a\nb"_qs);
    QCOMPARE(r.spans[1].kind, InlineKind::Emphasis);
    QCOMPARE(r.spans[1].range.start, (Position{11, 13}));
    QCOMPARE(r.spans[1].range.end, (Position{11, 16}));

    // A problem keeps file coordinates too: the glued letter on the second line.
    lines[1].text = u"   b``를"_qs;
    const RstInlineScanner::Result glued = RstInlineScanner().scan(lines, {{0, 0, 7}, {1, 3, 5}});
    QVERIFY(glued.spans.isEmpty());
    QCOMPARE(glued.problems.size(), 2);
    QCOMPARE(glued.problems[0].kind, MarkupProblemKind::GluedEnd);
    QCOMPARE(glued.problems[0].at, (Position{11, 8}));
    QCOMPARE(glued.problems[0].glued, QChar(u'를'));
    QCOMPARE(glued.problems[1].kind, MarkupProblemKind::Unterminated);
    QCOMPARE(glued.problems[1].at, (Position{10, 6}));
}

void TestRstInlineScanner::characterClasses_data()
{
    testing::columns<uint, bool, bool, bool>("c", "beforeStart", "afterEnd", "space");
    QTest::newRow("hangul syllable") << uint(U'를') << false << false << false;
    QTest::newRow("ascii full stop: after only") << uint('.') << false << true << false;
    QTest::newRow("ascii colon: both") << uint(':') << true << true << false;
    QTest::newRow("ascii underscore: neither") << uint('_') << false << false << false;
    QTest::newRow("ideographic full stop (Po)") << uint(0x3002) << true << true << false;
    QTest::newRow("corner bracket (Ps)") << uint(0x300C) << true << false << false;
    QTest::newRow("corner bracket (Pe)") << uint(0x300D) << false << true << false;
    QTest::newRow("left ceiling: Sm in Unicode 5.2") << uint(0x2308) << false << false << false;
    QTest::newRow("section sign: So in Unicode 5.2") << uint(0xA7) << false << false << false;
    QTest::newRow("no-break space") << uint(0xA0) << false << false << true;
    QTest::newRow("zero width space is not space") << uint(0x200B) << false << false << false;
}

void TestRstInlineScanner::characterClasses()
{
    QFETCH(uint, c);
    QFETCH(bool, beforeStart);
    QFETCH(bool, afterEnd);
    QFETCH(bool, space);
    QCOMPARE(RstInlineChars::allowedBeforeStart(c), beforeStart);
    QCOMPARE(RstInlineChars::allowedAfterEnd(c), afterEnd);
    QCOMPARE(RstInlineChars::isSpace(c), space);
    QVERIFY(RstInlineChars::isMatchingPair(0x300C, 0x300D));
    QVERIFY(RstInlineChars::isMatchingPair(0x201E, 0x201C)); // German „…“
    QVERIFY(!RstInlineChars::isMatchingPair('(', ']'));
}

QTEST_GUILESS_MAIN(TestRstInlineScanner)
#include "tst_rstinlinescanner.moc"
