// SPDX-License-Identifier: GPL-3.0-or-later
// The preview's HTML (core/render): each construct of an invented fixture becomes the element
// Sphinx would give it, broken markup shows as docutils shows it, and everything is escaped.
#include "alignment.h"
#include "bilingualhtml.h"
#include "datatable.h"
#include "htmlrenderer.h"
#include "linkpolicy.h"
#include "rstscanner.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace tandem;

namespace {

QString render(const QString &rst, FileKind kind = FileKind::Rst, bool korean = true)
{
    const RstDocument doc = scanDocument(rst, kind);
    RenderOptions options;
    options.korean = korean;
    return HtmlRenderer(doc, options).render();
}

// Asserts that the fragments appear in this order.
bool inOrder(const QString &html, const QStringList &fragments)
{
    qsizetype at = 0;
    for (const QString &f : fragments) {
        const qsizetype found = html.indexOf(f, at);
        if (found < 0) {
            qWarning() << "missing after" << at << ":" << f;
            return false;
        }
        at = found + f.size();
    }
    return true;
}

} // namespace

class TestRender : public QObject
{
    Q_OBJECT

private slots:
    void sectionsByLevel()
    {
        const QString html = render(QStringLiteral("Top\n===\n\ntext\n\nSub\n---\n\nSubsub\n"
                                                   "~~~~~~\n\nBack\n----\n"));
        QVERIFY(inOrder(html, {"<h1><a name=\"L1\"></a>Top</h1>", "<p><a name=\"L4\"></a>text</p>",
                               "<h2><a name=\"L6\"></a>Sub</h2>", "<h3>", "Subsub</h3>", "<h2>",
                               "Back</h2>"}));
    }

    void lists()
    {
        const QString html = render(QStringLiteral("- one\n- two\n\n1. first\n2. second\n\n"
                                                   "term\n   meaning\n\n:field: value\n"));
        QVERIFY(inOrder(html, {"<ul>", "<li><p>", "one</p>", "<li><p>", "two</p>", "</ul>", "<ol>",
                               "first", "second", "</ol>", "<dl>",
                               "<dt><a name=\"L7\"></a>term</dt>", "<dd><p>", "meaning", "</dl>",
                               "<dl class=\"field-list\">", "field</dt>", "value"}));
    }

    void literalBlocksAreHighlighted()
    {
        const QString html = render(QStringLiteral("Example::\n\n    x = 1  # note\n"
                                                   "    print(\"a<b\")\n\n"
                                                   "Alone ::\n\n    y\n\n::\n\n    z\n"));
        // docutils: "Example::" shows "Example:", "Alone ::" shows "Alone", "::" nothing.
        QVERIFY(html.contains("<p><a name=\"L1\"></a>Example:</p>"));
        QVERIFY(html.contains("<p><a name=\"L6\"></a>Alone</p>"));
        QCOMPARE(html.count("<p>"), 2);
        QVERIFY(html.contains("<pre class=\"literal-block\"><a name=\"L3\"></a>x = "
                              "<span class=\"m\">1</span>  <span class=\"c\"># note</span>\n"
                              "<span class=\"k\">print</span>(<span class=\"s\">&quot;a&lt;b&quot;"
                              "</span>)</pre>"));
        QCOMPARE(html.count("<pre"), 3);
    }

    void codeBlockDirective()
    {
        const QString html = render(QStringLiteral(".. code-block:: python\n   :caption: demo\n\n"
                                                   "   def f():\n       return 'x'\n"));
        QVERIFY(inOrder(html, {"<p class=\"caption\">demo</p>", "<pre class=\"literal-block\">",
                               "<span class=\"k\">def</span> f():\n    <span class=\"k\">return"
                               "</span> <span class=\"s\">'x'</span></pre>"}));
    }

    void admonitionsHaveTheirTitles()
    {
        const QString rst = QStringLiteral(".. note::\n\n   Body.\n\n.. warning:: Careful.\n\n"
                                           ".. admonition:: Custom *title*\n\n   More.\n");
        const QString ko = render(rst);
        QVERIFY(inOrder(ko, {"<div class=\"admonition note\">",
                             "<p class=\"admonition-title\"><a name=\"L1\"></a>참고</p>",
                             "Body.</p>", "</div>", "<div class=\"admonition warning\">",
                             "경고</p>", "Careful.", "<div class=\"admonition admonition\">",
                             "Custom <em>title</em></p>", "More."}));
        const QString en = render(rst, FileKind::Rst, false);
        QVERIFY(en.contains("<a name=\"L1\"></a>Note</p>"));
        QVERIFY(en.contains("Warning</p>"));
    }

    void blockQuoteTableFootnote()
    {
        const QString html = render(QStringLiteral(
            "Para [#]_.\n\n    quoted\n\n+-----+-----+\n| a   | b   |\n+=====+=====+\n"
            "| 1   | 2   |\n+-----+-----+\n\n===  ===\nx    y\n===  ===\n\n.. [#] Note text.\n"));
        QVERIFY(
            inOrder(html, {"<a class=\"footnote-reference\" href=\"#fn-#\">[1]</a>", "<blockquote>",
                           "quoted", "</blockquote>", "<table class=\"docutils\">", "<tr><th>",
                           "a</th><th>b</th></tr>", "<tr><td>1</td><td>2</td></tr>", "</table>",
                           "<table class=\"docutils\">", "<tr><td>", "x</td><td>y</td></tr>",
                           "<aside class=\"footnote\">", "[1]</p>", "Note text."}));
    }

    void inlineMarkupAndRoles()
    {
        const QString html = render(QStringLiteral(
            "``lit`` *em* **strong** :func:`torch.sum` :meth:`~torch.Tensor.add` "
            ":class:`~torch.nn.Module` :doc:`the guide <intro/index>` :ref:`label` "
            "`site <https://x.org/?a=1&b=2>`_ https://pytorch.org `cite` |sub| :math:`x^2`\n\n"
            ".. |sub| replace:: *replaced*\n"));
        QVERIFY(html.contains("<code class=\"literal\">lit</code>"));
        QVERIFY(html.contains("<em>em</em>"));
        QVERIFY(html.contains("<strong>strong</strong>"));
        QVERIFY(html.contains("<code class=\"xref\">torch.sum()</code>"));
        QVERIFY(html.contains("<code class=\"xref\">add()</code>"));
        QVERIFY(html.contains("<code class=\"xref\">Module</code>"));
        QVERIFY(
            html.contains("<a class=\"reference internal\" href=\"#intro/index\">the guide</a>"));
        QVERIFY(html.contains(">label</a>"));
        QVERIFY(html.contains("<a class=\"reference external\" href=\"https://x.org/?a=1&amp;b=2\">"
                              "site</a>"));
        QVERIFY(html.contains("href=\"https://pytorch.org\">https://pytorch.org</a>"));
        QVERIFY(html.contains("<cite>cite</cite>"));
        QVERIFY(html.contains("<em>replaced</em>"));
        QVERIFY(html.contains("<span class=\"math\"><i>x^2</i></span>"));
    }

    // sphinx-design's icons: a symbol for the ones the tutorials use, nothing for the others;
    // never the role's argument as text ("mortar-board;1em;").
    void octiconsDrawnOrDropped()
    {
        const QString html = render(
            QStringLiteral(".. grid:: 2\n\n"
                           "   .. grid-item-card:: :octicon:`list-unordered;1em;` 준비할 것\n\n"
                           "      Text :octicon:`rocket;1.0em;` here.\n"));
        QVERIFY(html.contains("<span class=\"octicon\" title=\"list-unordered\">\u2630</span> "
                              "준비할 것"));
        QVERIFY(html.contains("Text  here."));
        QVERIFY(!html.contains("1em"));
        QVERIFY(!html.contains("rocket"));
    }

    void sphinxDirectives()
    {
        const QString html = render(QStringLiteral(
            ".. image:: /_static/img/a.png\n   :alt: A diagram\n\n"
            ".. literalinclude:: ../code/x.py\n   :lines: 1-5\n\n"
            ".. toctree::\n   :caption: Start\n\n   intro\n   Other page <other>\n\n"
            ".. grid:: 2\n\n   .. grid-item-card:: Card one\n\n      First.\n\n"
            ".. tab-set::\n\n   .. tab-item:: Linux\n\n      Tab text.\n\n"
            ".. customcarditem::\n   :header: Gallery card\n   :card_description: About it.\n"));
        QVERIFY(inOrder(html, {"<table class=\"image-placeholder\">",
                               "그림</span> A diagram",
                               "/_static/img/a.png",
                               "<div class=\"placeholder sphinx-literalinclude\">",
                               "literalinclude</span> ../code/x.py (줄 1-5)",
                               "<div class=\"toctree-wrapper sphinx-toctree\">",
                               "<p class=\"caption\">Start</p>",
                               "<li>",
                               ">intro</a></li>",
                               ">Other page</a></li>",
                               "<div class=\"grid\">",
                               "<div class=\"card\"><p class=\"card-title\">",
                               "Card one",
                               "First.",
                               "<div class=\"tab-set\">",
                               "<p class=\"tab-label\">",
                               "Linux</p>",
                               "Tab text.",
                               "<strong>Gallery card</strong>",
                               "<p>About it.</p>"}));
    }

    void brokenMarkupAsDocutilsShowsIt()
    {
        const QString html = render(QStringLiteral("A ``glued``를 word.\n\n"
                                                   ".. nosuchthing:: arg\n\n   body\n"));
        // The backquotes stay in the text, marked and linked to their line.
        QVERIFY(html.contains("<a class=\"problematic\" href=\"line:1\""));
        QVERIFY(html.contains("``glued``</a>를 word."));
        QVERIFY(!html.contains("<code"));
        QVERIFY(
            inOrder(html, {"<div class=\"system-message\">", "ERROR/3", "href=\"line:3\"",
                           "Unknown directive type &quot;nosuchthing&quot;.",
                           "<pre class=\"literal-block\">.. nosuchthing:: arg\n\n   body</pre>"}));
    }

    void everythingIsEscaped()
    {
        const QString html = render(QStringLiteral("<script>alert(1)</script> & \"q\"\n\n"
                                                   ".. note:: <b>x</b>\n\n::\n\n   <i>\n"));
        QVERIFY(!html.contains("<script>"));
        QVERIFY(!html.contains("<b>"));
        QVERIFY(!html.contains("<i>"));
        QVERIFY(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot;"));
        QVERIFY(html.contains("&lt;b&gt;x&lt;/b&gt;"));
        QVERIFY(html.contains("&lt;i&gt;"));
    }

    // Only http, https, mailto and scheme-less links are links in the page; javascript:, data:
    // and the rest are their text (issue 45), however the scheme is spelt.
    void onlySafeLinks_data()
    {
        testing::columns<QString, QString, bool>("rst", "shown", "link");
        const auto row = [](const char *name, const char *rst, const char *shown, bool link) {
            QTest::newRow(name) << QString::fromUtf8(rst) << QString::fromUtf8(shown) << link;
        };
        row("javascript", "See `here <javascript:alert(1)>`__.", "here", false);
        row("javascript slashes", "See `here <javascript://%0Aalert(1)>`__.", "here", false);
        row("JavaScript case", "See `x <JaVaScRiPt:alert(1)>`__.", "x", false);
        row("data", "See `x <data:text/html;base64,PHNjcmlwdD4=>`__.", "x", false);
        row("vbscript", "See `x <vbscript:msgbox(1)>`__.", "x", false);
        row("file", "See `x <file:///etc/passwd>`__.", "x", false);
        row("standalone data", "Open data:text/html;base64,PHNjcmlwdD4= now.", "data:", false);
        row("named target", "See x_.\n\n.. _x: javascript:alert(1)", "x", true); // #x
        row("https", "See `x <https://pytorch.org/docs>`__.", "https://pytorch.org/docs", true);
        row("http bare", "See http://example.org/a now.", "http://example.org/a", true);
        row("mailto", "Write to someone@example.org now.", "mailto:someone@example.org", true);
        row("relative", "See `x <../intro.html#top>`__.", "../intro.html#top", true);
    }
    void onlySafeLinks()
    {
        QFETCH(QString, rst);
        QFETCH(QString, shown);
        QFETCH(bool, link);
        const QString html = render(rst);
        for (const char *scheme : {"javascript:", "data:", "vbscript:", "file:"})
            QVERIFY2(!html.contains(QStringLiteral("href=\"") + QLatin1String(scheme),
                                    Qt::CaseInsensitive),
                     qPrintable(html));
        QVERIFY2(!html.contains("<script"), qPrintable(html));
        if (link)
            QVERIFY2(html.contains(QStringLiteral("href=\"") + shown) ||
                         html.contains(QStringLiteral("href=\"#") + shown),
                     qPrintable(html));
        else
            QVERIFY2(html.contains(QStringLiteral("<span class=\"reference refused\"")) &&
                         html.contains(shown) && !html.contains("<a class=\"reference external"),
                     qPrintable(html));
    }
    void linkSchemes()
    {
        for (const char *allowed : {"http://x", "HTTPS://x", "mailto:a@b", "#top", "a/b.html",
                                    "//cdn.example.org/x", "x#y:z", "x/y:z", ":x", "1a:b"})
            QVERIFY2(isAllowedLink(QString::fromUtf8(allowed)), allowed);
        for (const char *refused :
             {"javascript:x", " javascript:x", "\x01javascript:x", "java\tscript:x",
              "java\nscript:x", "jAvAsCrIpT:x", "data:x", "vbscript:x", "file:x", "ftp://x",
              "blob:x", "a+b.c-d:x", "a:b/c"})
            QVERIFY2(!isAllowedLink(QString::fromUtf8(refused)), refused);
    }

    // Content nested past the parser's limit is shown where it is cut, with its text, not
    // dropped without a word.
    void nestingLimitIsShown()
    {
        QString rst = QStringLiteral("Top\n\n");
        for (int depth = 0; depth < MaxNestingDepth + 4; ++depth)
            rst += QString(depth * 2, u' ') + QStringLiteral("- level %1\n\n").arg(depth);
        const QString html = render(rst, FileKind::Rst, false);
        QVERIFY2(html.contains(QStringLiteral("nested deeper than 48 levels was not read")),
                 qPrintable(html.right(600)));
        QVERIFY2(html.contains(QStringLiteral("- level %1").arg(MaxNestingDepth + 3)),
                 qPrintable(html.right(600)));
        QVERIFY(render(rst, FileKind::Rst, true).contains(QStringLiteral("48단계보다")));
    }

    // A line of many inline spans and broken markup renders in time linear in its length:
    // the figures are in bench_render --long-line; here the output is checked at full size.
    void longLineRendersWhole()
    {
        QString line;
        for (int n = 0; n < 4000; ++n)
            line += QStringLiteral("``a%1`` 와 *b ").arg(n); // a literal, a lone start-string
        const QString html = render(line);
        QCOMPARE(html.count(QStringLiteral("<code class=\"literal\">")), 4000);
        QCOMPARE(html.count(QStringLiteral("<a class=\"problematic\"")), 4000);
    }

    void sphinxGalleryCellsInOrder()
    {
        const QString py = QStringLiteral("\"\"\"\nTutorial\n========\n\nIntro text.\n\"\"\"\n"
                                          "import torch\n\n"
                                          "######################################################\n"
                                          "# Second *cell*.\n\nx = torch.ones(2)\n");
        const QString html = render(py, FileKind::SphinxGallery);
        QVERIFY(inOrder(html, {"<h1><a name=\"L2\"></a>Tutorial</h1>", "Intro text.</p>",
                               "<pre class=\"literal-block\"><a name=\"L7\"></a>"
                               "<span class=\"k\">import</span> torch</pre>",
                               "<p><a name=\"L10\"></a>Second <em>cell</em>.</p>",
                               "<a name=\"L12\"></a>x = torch.ones(<span class=\"m\">2</span>)"}));
    }

    void bilingualRowsFollowTheAlignment()
    {
        const RstDocument source =
            scanDocument(QStringLiteral("Title\n=====\n\nFirst paragraph.\n\n- a\n- b\n\n"
                                        "::\n\n    code()\n"),
                         FileKind::Rst);
        const RstDocument draft = scanDocument(
            QStringLiteral("제목\n====\n\n첫 문단입니다.\n\n- 가\n- 나\n\n::\n\n    code()\n"),
            FileKind::Rst);
        const Alignment a = align(source, draft);
        const QList<BilingualRow> rows = bilingualRows(source, draft, a);
        QCOMPARE(rows.size(), 4);
        for (const BilingualRow &r : rows) {
            QCOMPARE(r.sourceFirst, r.draftFirst);
            QCOMPARE(r.sourceLast, r.draftLast);
        }
        const QString html = renderBilingualHtml(source, draft, a);
        QVERIFY(inOrder(html,
                        {"<table class=\"bilingual\"", "<td class=\"source\"",
                         "<a name=\"s1\"></a>Title</h1>", "<td class=\"draft\"",
                         "<a name=\"L1\"></a>제목</h1>", "</tr>", "First paragraph.",
                         "첫 문단입니다.", "<ul>", "a</p>", "<ul>", "가</p>", "code()", "code()"}));
    }

    void commandLine()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString draft = dir.filePath("draft.rst");
        const QString source = dir.filePath("source.rst");
        QFile f(draft);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("제목\n====\n\n본문입니다.\n");
        f.close();
        QFile s(source);
        QVERIFY(s.open(QIODevice::WriteOnly));
        s.write("Title\n=====\n\nBody.\n");
        s.close();
        QProcess p;
        const QString out = dir.filePath("page.html");
        p.start(TANDEM_BINARY, {"render", draft, "--source", source, "-o", out});
        QVERIFY(p.waitForFinished());
        QCOMPARE(p.exitCode(), 0);
        QFile page(out);
        QVERIFY(page.open(QIODevice::ReadOnly));
        const QString html = QString::fromUtf8(page.readAll());
        QVERIFY(html.startsWith("<!DOCTYPE html>"));
        QVERIFY(html.contains("<title>제목</title>"));
        QVERIFY(html.contains("Body.") && html.contains("본문입니다."));

        p.start(TANDEM_BINARY, {"render", dir.filePath("missing.rst")});
        QVERIFY(p.waitForFinished());
        QCOMPARE(p.exitCode(), 2);
        p.start(TANDEM_BINARY, {"render", draft, "-o", dir.filePath("no/such/dir/page.html")});
        QVERIFY(p.waitForFinished());
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(!QFile::exists(dir.filePath("no/such/dir/page.html")));
    }
};

QTEST_GUILESS_MAIN(TestRender)
#include "tst_render.moc"
