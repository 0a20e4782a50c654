// SPDX-License-Identifier: GPL-3.0-or-later
// The editor's code decorations ask the code-language module (core/text/codelanguage.h) as the
// preview does: a notebook's ipython3 block gets Python keywords, a Rust block none.
#include "codelanguage.h"
#include "datatable.h"
#include "decorationbuilder.h"
#include "pythonlexer.h"
#include "rstscanner.h"

#include <QTest>

using namespace tandem;

namespace {

// The styles on one file line of a code block.
QList<DecoStyle> stylesOnLine(const QString &text, int line)
{
    const RstDocument doc = scanDocument(text, FileKind::Rst);
    QList<QStringView> lines;
    for (qsizetype start = 0; start <= text.size();) {
        qsizetype end = text.indexOf(u'\n', start);
        if (end < 0) end = text.size();
        lines.append(QStringView(text).mid(start, end - start));
        start = end + 1;
    }
    const PaneDecorations decos = buildDecorations(lines, doc, {}, nullptr, {});
    QList<DecoStyle> styles;
    for (const Deco &d : decos.lines.value(line))
        styles.append(d.style);
    return styles;
}

} // namespace

class TestEditorCodeLanguage : public QObject
{
    Q_OBJECT

private slots:
    void pythonNamesGetPythonKeywords_data()
    {
        testing::columns<QString, bool>("language", "python");
        for (const char *l : {"python", "py3", "ipython", "ipython3", "pycon"})
            QTest::newRow(l) << QString::fromLatin1(l) << true;
        for (const char *l : {"rust", "cpp", "bash", "yaml"})
            QTest::newRow(l) << QString::fromLatin1(l) << false;
    }

    void pythonNamesGetPythonKeywords()
    {
        QFETCH(QString, language);
        QFETCH(bool, python);
        QCOMPARE(isPythonLanguage(language), python);
        const QList<DecoStyle> styles = stylesOnLine(
            QStringLiteral(".. code-block:: %1\n\n   import torch\n").arg(language), 2);
        QVERIFY(!styles.isEmpty());
        QCOMPARE(styles.contains(DecoStyle::PyKeyword), python);
        QCOMPARE(styles.contains(DecoStyle::CodeBlock), !python);
    }

    // The editor's Python colours, token by token (the one lexer, core/text/codelexer.h):
    // decorators, numbers, keywords, strings, comments, and a docstring across lines.
    void pythonLineTokens()
    {
        int state = 0;
        LineDecos out;
        lexPythonLine(u"@torch.no_grad()", 3, state, out);
        QCOMPARE(out, LineDecos({{3, 14, DecoStyle::PyDecorator, {}}}));
        out.clear();
        lexPythonLine(u"x = f(1) if y else \"s\"  # c", 0, state, out);
        QCOMPARE(out, LineDecos({{6, 1, DecoStyle::PyNumber, {}},
                                 {9, 2, DecoStyle::PyKeyword, {}},
                                 {14, 4, DecoStyle::PyKeyword, {}},
                                 {19, 3, DecoStyle::PyString, {}},
                                 {24, 3, DecoStyle::PyComment, {}}}));
        out.clear();
        lexPythonLine(u"s = \"\"\"doc", 0, state, out);
        QCOMPARE(state, 2);
        QCOMPARE(out, LineDecos({{4, 6, DecoStyle::PyString, {}}}));
        out.clear();
        lexPythonLine(u"end\"\"\" + 1", 0, state, out);
        QCOMPARE(state, 0);
        QCOMPARE(out,
                 LineDecos({{0, 6, DecoStyle::PyString, {}}, {9, 1, DecoStyle::PyNumber, {}}}));
    }

    // A code directive with a fixed language is coloured in it; a literal directive that is not
    // code is not.
    void directiveLanguages()
    {
        for (const char *name : {"testcode", "doctest", "testsetup", "jupyter-execute"}) {
            const QList<DecoStyle> styles =
                stylesOnLine(QStringLiteral(".. %1::\n\n   import torch\n").arg(name), 2);
            QVERIFY2(styles.contains(DecoStyle::PyKeyword), name);
        }
        const QList<DecoStyle> toctree =
            stylesOnLine(QStringLiteral(".. toctree::\n\n   import torch\n"), 2);
        QVERIFY(!toctree.contains(DecoStyle::PyKeyword));
        QVERIFY(toctree.contains(DecoStyle::CodeBlock));
    }
};

QTEST_GUILESS_MAIN(TestEditorCodeLanguage)
#include "tst_editorcodelanguage.moc"
