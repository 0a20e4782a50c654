// SPDX-License-Identifier: GPL-3.0-or-later
// The directive table (core/rst/directivetable.h) is the one home of what a directive is: every
// name of every row is shown, compared, aligned and synced alike. Each case is an invented pair
// modelled on the community's drafts.
#include "alignment.h"
#include "checktesting.h"
#include "codecompare.h"
#include "directivetable.h"
#include "htmlrenderer.h"
#include "knowndirectives.h"
#include "rstscanner.h"
#include "syncapply.h"

#include <QTest>

using namespace tandem;
using namespace tandem::testing;

namespace {

// A directive with code-like content after an English paragraph.
QString sourceWith(const QString &name, const QString &code)
{
    return QStringLiteral("Intro.\n\n.. %1::\n\n   %2\n   x = compute(1)\n").arg(name, code);
}

const Block *firstDirective(const RstDocument &doc)
{
    for (const Block &b : doc.blocks)
        if (b.kind == BlockKind::Directive) return &b;
    return nullptr;
}

// The preview shows the block as code: a highlighted block holding the whole content.
bool rendersAsCode(const QString &name)
{
    const RstDocument doc = scanDocument(
        QStringLiteral(".. %1::\n\n   # add one\n   x = compute(1)\n").arg(name), FileKind::Rst);
    const QString html = HtmlRenderer(doc).render();
    return html.contains(
               QStringLiteral("<div class=\"highlight\"><pre class=\"literal-block\">")) &&
           html.contains(QStringLiteral("<span class=\"c\"># add one</span>")) &&
           html.contains(QStringLiteral("compute(")) && !html.contains(QStringLiteral("<p>"));
}

// code-changed reports a changed code line inside the block.
bool comparedAsCode(const std::shared_ptr<const ProjectContext> &project, const QString &name)
{
    const QString draft =
        QStringLiteral("소개.\n\n.. %1::\n\n   # 하나 더하기\n   x = compute(2)\n").arg(name);
    const LintResult result = lintPair(project, sourceWith(name, "# add one"), draft);
    return !issuesOf(result.issues, QStringLiteral("code-changed")).isEmpty();
}

// The alignment pairs the block alone with the draft's code block holding the same code, past
// another code block: only code is paired by its code (a directive that is not code may not
// pair with a code block, and the two draft blocks then share one segment with it).
bool alignedAsCode(const QString &name)
{
    const RstDocument source = scanDocument(
        QStringLiteral(".. %1::\n\n   # add one\n   x = compute(1)\n").arg(name), FileKind::Rst);
    const RstDocument draft = scanDocument(QStringLiteral(".. code-block:: python\n\n"
                                                          "   y = other(2)\n\n"
                                                          ".. code-block:: python\n\n"
                                                          "   # 하나 더하기\n"
                                                          "   x = compute(1)\n"),
                                           FileKind::Rst);
    const Alignment a = align(source, draft);
    for (const Segment &s : a.segments) {
        if (s.sourceFirst == s.sourceLast && s.draftFirst == s.draftLast &&
            a.sourceUnits[s.sourceFirst].block->line == 0 && s.draftFirst == 1)
            return true;
    }
    return false;
}

// Sync reads a changed comment as a comment: code it leaves to the translator, saying so.
bool syncedAsCode(const QString &name)
{
    const QString draft =
        QStringLiteral("소개.\n\n.. %1::\n\n   # 하나 더하기\n   x = compute(1)\n").arg(name);
    const SyncPlan plan = planSync(sourceWith(name, "# add one"), sourceWith(name, "# add two"),
                                   draft, FileKind::Rst);
    for (const SyncUnitChange &c : plan.changes)
        if (c.why == QStringLiteral("a code comment changed")) return true;
    return false;
}

} // namespace

class TestDirectiveTable : public QObject
{
    Q_OBJECT

    std::shared_ptr<const ProjectContext> m_project;

private slots:
    void initTestCase() { m_project = ProjectContext::builtIn(); }

    void namesAreUniqueAndLowerCase()
    {
        QSet<QString> seen;
        for (const DirectiveSpec &spec : directiveTable()) {
            const QStringList names = directiveNames(spec);
            QVERIFY2(!names.isEmpty(), spec.names);
            for (const QString &n : names) {
                QCOMPARE(n, n.toLower());
                QVERIFY2(!seen.contains(n), qPrintable(n + " is in two rows"));
                seen.insert(n);
                QCOMPARE(directiveSpec(n), &spec);
                QCOMPARE(directiveSpec(n.toUpper()), &spec); // docutils ignores case
                QVERIFY(isKnownDirective(n));
            }
            if (spec.kind == DirectiveKind::Admonition && spec.english)
                QVERIFY2(spec.korean && *spec.korean, spec.names);
        }
        QVERIFY(seen.size() > 100);
        QVERIFY(!directiveSpec(u"no-such-directive"));
        QVERIFY(!isKnownDirective(u"no-such-directive"));
        // Sphinx domain and autodoc names are described, not listed.
        QCOMPARE(directiveSpec(u"py:function")->kind, DirectiveKind::ApiDescription);
        QCOMPARE(directiveSpec(u"autonewthing")->kind, DirectiveKind::ApiDescription);
    }

    // Every name of every row: the preview shows it as code exactly when code-changed compares
    // it as code, the alignment aligns it as code and sync reads it as code, and that is when
    // the table says it is code.
    void previewComparisonAlignmentAndSyncAgree()
    {
        int code = 0;
        for (const DirectiveSpec &spec : directiveTable()) {
            for (const QString &name : directiveNames(spec)) {
                const bool isCode = spec.kind == DirectiveKind::Code;
                const RstDocument doc = scanDocument(sourceWith(name, "# add one"), FileKind::Rst);
                const Block *block = firstDirective(doc);
                QVERIFY2(block, qPrintable(name));
                const auto says = [&](const char *what) {
                    return QStringLiteral("%1: %2 disagrees with the table (%3)")
                        .arg(name, QLatin1String(what),
                             isCode ? QStringLiteral("code") : QStringLiteral("not code"))
                        .toUtf8();
                };
                QVERIFY2(isCodeBlock(*block) == isCode, says("isCodeBlock").constData());
                QVERIFY2(rendersAsCode(name) == isCode, says("the preview").constData());
                QVERIFY2(comparedAsCode(m_project, name) == isCode,
                         says("code-changed").constData());
                QVERIFY2(alignedAsCode(name) == isCode, says("the alignment").constData());
                QVERIFY2(syncedAsCode(name) == isCode, says("sync").constData());
                code += isCode;
            }
        }
        QCOMPARE(code, 10); // code code-block sourcecode, five doctest ones, two Jupyter ones
    }

    // A draft converted from a notebook whose translator wrote the Korean comment straight under
    // the header, without the blank line: Sphinx reads the lines as arguments and reports an
    // error. The preview says so and shows every line of the block (it showed an empty code
    // box), and the lint reports it where Sphinx would.
    void notebookCodeWithoutBlankLineShowsWhole()
    {
        const QString draft = QStringLiteral("텐서 만들기\n"
                                             "===========\n"
                                             "\n"
                                             ".. code:: ipython3\n"
                                             "    # 한국어 주석\n"
                                             "    import torch\n"
                                             "    x = torch.ones(2, 3)\n"
                                             "\n"
                                             "끝.\n");
        const QString html = HtmlRenderer(scanDocument(draft, FileKind::Rst)).render();
        const qsizetype box = html.indexOf(QStringLiteral("<div class=\"system-message\">"));
        QVERIFY2(box >= 0, qPrintable(html));
        QVERIFY2(html.contains(QStringLiteral("Error in &quot;code&quot; directive: maximum 1 "
                                              "argument(s) allowed, 10 supplied.")),
                 qPrintable(html));
        const qsizetype end = html.indexOf(QStringLiteral("</div>"), box);
        const QString shown = html.mid(box, end - box);
        for (const char *line :
             {".. code:: ipython3", "# 한국어 주석", "import torch", "x = torch.ones(2, 3)"})
            QVERIFY2(shown.contains(QString::fromUtf8(line)), line);
        QVERIFY(!html.contains(QStringLiteral("<div class=\"highlight\">")));
        QVERIFY(html.indexOf(QStringLiteral("끝.")) > end);

        const Issues issues = lintPair(m_project, QString(), draft).issues;
        const Issues errors = issuesOf(issues, QStringLiteral("rst-syntax"));
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors[0].range.start.line, 3);
        QCOMPARE(errors[0].severity, Severity::Error);
    }

    // With the blank line, the same block is code, comment and all.
    void notebookCodeWithKoreanCommentRendersWhole()
    {
        const QString draft = QStringLiteral(".. code:: ipython3\n"
                                             "\n"
                                             "    # 한국어 주석\n"
                                             "    import torch\n");
        const QString html = HtmlRenderer(scanDocument(draft, FileKind::Rst)).render();
        QVERIFY2(html.contains(QStringLiteral("<pre class=\"literal-block\"><a name=\"L1\"></a>"
                                              "<span class=\"c\"># 한국어 주석</span>\n"
                                              "<span class=\"k\">import</span> torch"
                                              "</pre>")),
                 qPrintable(html));
    }
};

QTEST_GUILESS_MAIN(TestDirectiveTable)
#include "tst_directivetable.moc"
