// SPDX-License-Identifier: GPL-3.0-or-later
#include "scancommand.h"

#include "clicommon.h"
#include "clitext.h"
#include "documentjson.h"
#include "rstscanner.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>

namespace tandem::cli {

namespace {

void printBlocks(const QList<Block> &blocks, int depth)
{
    for (const Block &b : blocks) {
        out() << QString(depth * 2, u' ') << b.line + 1 << '-' << b.endLine + 1 << ' '
              << blockKindName(b.kind);
        if (b.kind == BlockKind::Title) out() << " level=" << b.level;
        if (!b.name.isEmpty()) out() << " name=" << b.name;
        if (!b.language.isEmpty()) out() << " language=" << b.language;
        if (b.kind == BlockKind::Title) out() << " \"" << b.text << '"';
        out() << '\n';
        printBlocks(b.children, depth + 1);
    }
}

} // namespace

int runScan(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        CliText::tr("Print the blocks and inline markup Tandem sees in an "
                    "RST or sphinx-gallery .py file."));
    parser.addHelpOption();
    parser.addOption(
        {"format",
         QCoreApplication::translate(
             "cli", "text, json, or lines (the RST lines the scanners read, with their origin)"),
         "format", "text"});
    parser.addPositionalArgument("FILE", CliText::tr("the file to scan"));
    if (const auto exit = parseCommandLine(parser, arguments, QStringLiteral("scan"))) return *exit;
    const QString format = parser.value("format");
    if (parser.positionalArguments().size() != 1 ||
        (format != "text" && format != "json" && format != "lines")) {
        err() << "tandem scan: usage: tandem scan FILE [--format text|json|lines]" << Qt::endl;
        return UsageOrInput;
    }
    const QString path = parser.positionalArguments().constFirst();
    TextFile file;
    if (!loadOrReport(path, &file)) return UsageOrInput;
    const RstDocument doc = scanDocument(file.text, fileKindForPath(path));
    if (format == "json") {
        out() << QJsonDocument(documentToJson(doc, path)).toJson(QJsonDocument::Indented);
        return Ok;
    }
    if (format == "lines") {
        for (const SourceLine &l : doc.lines)
            out() << l.fileLine + 1 << ':' << l.fileColumn + 1 << (l.code ? " code " : " text ")
                  << l.text << '\n';
        out().flush();
        return Ok;
    }
    printBlocks(doc.blocks, 0);
    for (const InlineSpan &s : doc.inlines) {
        out() << s.range.start.line + 1 << ':' << s.range.start.column + 1 << '-'
              << s.range.end.line + 1 << ':' << s.range.end.column + 1 << ' '
              << inlineKindName(s.kind);
        if (!s.role.isEmpty()) out() << " role=" << s.role;
        if (!s.target.isEmpty()) out() << " target=" << s.target;
        out() << '\n';
    }
    out().flush();
    return Ok;
}

} // namespace tandem::cli
