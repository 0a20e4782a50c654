// SPDX-License-Identifier: GPL-3.0-or-later
// Code languages (core/text/codelanguage.h) are one fact: for every language a code block may
// name, the preview's highlighter, code-changed and sync read the same lines as comments.
// Invented blocks modelled on the tutorials' (Python, notebooks' ipython3, C++ and Rust
// extensions, shell sessions).
#include "checktesting.h"
#include "codelanguage.h"
#include "datatable.h"
#include "htmlrenderer.h"
#include "rstscanner.h"
#include "syncapply.h"

#include <QTest>

using namespace tandem;
using namespace tandem::testing;

namespace {

QString codeBlock(const QString &language, const QString &comment, const QString &code)
{
    return QStringLiteral(".. code-block:: %1\n\n   %2\n   %3\n").arg(language, comment, code);
}

QString preview(const QString &rst)
{
    return HtmlRenderer(scanDocument(rst, FileKind::Rst)).render();
}

} // namespace

class TestCodeLanguage : public QObject
{
    Q_OBJECT

    std::shared_ptr<const ProjectContext> m_project;

    Issues codeChanged(const QString &source, const QString &draft)
    {
        return issuesOf(lintPair(m_project, source, draft).issues, QStringLiteral("code-changed"));
    }

private slots:
    void initTestCase() { m_project = ProjectContext::builtIn(); }

    void families()
    {
        for (const char *python :
             {"", "python", "Python3", "py", "py3", "ipython", "ipython3", "pycon", "default"})
            QVERIFY2(isPythonLanguage(QString::fromLatin1(python)), python);
        for (const char *slash : {"c", "cpp", "C++", "cuda", "rust", "go", "typescript", "java"})
            QVERIFY2(hasSlashComments(QString::fromLatin1(slash)), slash);
        QCOMPARE(codeFamily(u"bash"), CodeFamily::Shell);
        QCOMPARE(codeFamily(u"console"), CodeFamily::Shell);
        QCOMPARE(codeFamily(u"text"), CodeFamily::Other);
        QCOMPARE(codeFamily(u"yaml"), CodeFamily::Other);
    }

    // A translated comment is a comment everywhere: the preview shows it as one, code-changed
    // leaves it alone, and sync calls a changed English comment a comment. Changed code is
    // code everywhere.
    void commentsAgree_data()
    {
        testing::columns<QString, QString>("language", "mark");
        for (const char *l : {"python", "ipython3", "py3", "", "bash", "text", "yaml"})
            QTest::newRow(*l ? l : "(none)") << QString::fromLatin1(l) << QStringLiteral("#");
        for (const char *l : {"cpp", "c", "cuda", "rust", "go", "typescript", "java"})
            QTest::newRow(l) << QString::fromLatin1(l) << QStringLiteral("//");
    }

    void commentsAgree()
    {
        QFETCH(QString, language);
        QFETCH(QString, mark);
        const QString source = codeBlock(language, mark + " add one", "x = f(1)");
        const QString draft = codeBlock(language, mark + " 하나 더하기", "x = f(1)");
        QVERIFY2(preview(draft).contains(QStringLiteral("<span class=\"c\">%1 하나 더하기</span>")
                                             .arg(mark.toHtmlEscaped())),
                 qPrintable(preview(draft)));
        QVERIFY2(codeChanged(source, draft).isEmpty(),
                 qPrintable(describe(codeChanged(source, draft))));
        QCOMPARE(codeChanged(source, codeBlock(language, mark + " 하나 더하기", "x = f(2)")).size(),
                 1);
        const SyncPlan plan = planSync(source, codeBlock(language, mark + " add two", "x = f(1)"),
                                       draft, FileKind::Rst);
        QCOMPARE(plan.changes.size(), 1);
        QCOMPARE(plan.changes[0].why, QStringLiteral("a code comment changed"));
    }

    // Where comments start with //, a '#' line is code (a Rust attribute, a C directive): the
    // preview does not grey it out, and a change to it is a change of code.
    void hashIsCodeWhereCommentsAreSlashes_data()
    {
        testing::columns<QString, QString, QString>("language", "line", "changed");
        QTest::newRow("rust") << QStringLiteral("rust") << QStringLiteral("#[derive(Debug)]")
                              << QStringLiteral("#[derive(Clone)]");
        QTest::newRow("cpp") << QStringLiteral("cpp") << QStringLiteral("#include <torch/all.h>")
                             << QStringLiteral("#include <torch/extension.h>");
        QTest::newRow("typescript") << QStringLiteral("typescript") << QStringLiteral("#x = 1;")
                                    << QStringLiteral("#y = 1;");
    }

    void hashIsCodeWhereCommentsAreSlashes()
    {
        QFETCH(QString, language);
        QFETCH(QString, line);
        QFETCH(QString, changed);
        const QString source = codeBlock(language, line, "f(1);");
        QVERIFY2(!preview(source).contains(QStringLiteral("<span class=\"c\">#")),
                 qPrintable(preview(source)));
        QCOMPARE(codeChanged(source, codeBlock(language, changed, "f(1);")).size(), 1);
    }

    // A notebook's ipython3 block is Python: keywords and all.
    void ipython3IsPython()
    {
        const QString html = preview(codeBlock("ipython3", "# 한국어 주석", "import torch"));
        QVERIFY2(html.contains(QStringLiteral("<span class=\"c\"># 한국어 주석</span>\n"
                                              "<span class=\"k\">import</span> torch")),
                 qPrintable(html));
    }
};

QTEST_GUILESS_MAIN(TestCodeLanguage)
#include "tst_codelanguage.moc"
