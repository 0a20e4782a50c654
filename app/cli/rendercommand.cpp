// SPDX-License-Identifier: GPL-3.0-or-later
#include "rendercommand.h"

#include "alignment.h"
#include "atomicwrite.h"
#include "bilingualhtml.h"
#include "clicommon.h"
#include "clitext.h"
#include "htmlrenderer.h"
#include "rstscanner.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>

namespace tandem::cli {

namespace {

// The page's title: the document's first section title, else the file's name.
QString pageTitle(const RstDocument &doc, const QString &path)
{
    for (const Block &b : doc.blocks) {
        if (b.kind == BlockKind::Title) return b.text.trimmed();
    }
    return QFileInfo(path).fileName();
}

} // namespace

int runRender(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        CliText::tr("Render an RST or sphinx-gallery .py file as HTML with Tandem's own engine; "
                    "with --source, the English and the translation side by side."));
    parser.addHelpOption();
    parser.addOption({"source", CliText::tr("the English source: a bilingual page"), "SOURCE"});
    parser.addOption(
        {{"o", "output"}, CliText::tr("write the page to FILE (default: stdout)"), "FILE"});
    parser.addPositionalArgument("DRAFT", CliText::tr("the file to render"));
    if (const auto exit = parseCommandLine(parser, arguments, QStringLiteral("render")))
        return *exit;
    if (parser.positionalArguments().size() != 1) {
        err() << "tandem render: "
              << CliText::tr("usage: tandem render DRAFT [--source SOURCE] [-o FILE.html]")
              << Qt::endl;
        return UsageOrInput;
    }
    const QString draftPath = parser.positionalArguments().constFirst();
    TextFile draftFile;
    if (!loadOrReport(draftPath, &draftFile)) return UsageOrInput;
    const RstDocument draft = scanDocument(draftFile.text, fileKindForPath(draftPath));
    QString body;
    if (parser.isSet("source")) {
        const QString sourcePath = parser.value("source");
        TextFile sourceFile;
        if (!loadOrReport(sourcePath, &sourceFile)) return UsageOrInput;
        const RstDocument source = scanDocument(sourceFile.text, fileKindForPath(sourcePath));
        body = renderBilingualHtml(source, draft, align(source, draft));
    } else {
        body = HtmlRenderer(draft).render();
    }
    const QByteArray page = htmlPage(pageTitle(draft, draftPath), body).toUtf8();
    if (!parser.isSet("output")) {
        out().flush();
        QFile stdoutFile;
        if (!stdoutFile.open(stdout, QIODevice::WriteOnly) || stdoutFile.write(page) != page.size())
            return UsageOrInput;
        return Ok;
    }
    QString error;
    if (!writeFileAtomically(parser.value("output"), page, &error)) {
        err() << "tandem render: " << parser.value("output") << ": " << error << Qt::endl;
        return UsageOrInput;
    }
    return Ok;
}

} // namespace tandem::cli
