// SPDX-License-Identifier: GPL-3.0-or-later
#include "projectcommand.h"

#include "atomicwrite.h"
#include "clicommon.h"
#include "clitext.h"
#include "projectexport.h"
#include "projectreport.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSettings>

namespace tandem::cli {

namespace {
} // namespace

int runProject(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CliText::tr(
        "Every tutorial of a checkout: state, issues, terms across files, upstream sync."));
    parser.addHelpOption();
    parser.addOptions({
        {"upstream", CliText::tr("an upstream checkout holding the current English"), "dir"},
        {"sync", CliText::tr("list the English changed since each outdated file was translated")},
        {"format", CliText::tr("text, json or markdown"), "format", "text"},
        {"base",
         CliText::tr("the branch whose history may hold newer English (default: upstream's "
                     "default branch, else master or main)"),
         "ref"},
        {"glossary",
         CliText::tr("an extra glossary (YAML, TRANSLATION_GUIDE.md or TSV); repeatable"), "file"},
        {"no-cache", CliText::tr("neither read nor write the cache")},
        {"split",
         CliText::tr("with --format markdown: write every row, in numbered parts that each fit "
                     "one GitHub issue (part-01.md, ...), into this folder"),
         "dir"},
    });
    parser.addPositionalArgument("DIR", CliText::tr("a folder inside a git working tree"));
    const QString usage =
        QStringLiteral("tandem project: usage: tandem project DIR [--upstream DIR] [--sync] "
                       "[--format text|json|markdown [--split DIR]] [--base REF] [--glossary FILE] "
                       "[--no-cache]");
    if (const auto exit = parseCommandLine(parser, arguments, QStringLiteral("project"), usage))
        return *exit;
    const QString format = parser.value("format");
    const QStringList dirs = parser.positionalArguments();
    if (dirs.size() != 1 || (format != "text" && format != "json" && format != "markdown") ||
        (parser.isSet("split") && format != "markdown")) {
        err() << usage << Qt::endl;
        return UsageOrInput;
    }
    // The parts' folder is made when missing (a path that is a file, or cannot be made, is an
    // error before any work).
    const QString splitDir = parser.value("split");
    if (parser.isSet("split") && !QFileInfo(splitDir).isDir() &&
        (QFileInfo::exists(splitDir) || !QDir().mkpath(splitDir))) {
        err() << "tandem project: "
              << CliText::tr("%1 is not a folder and cannot be made one").arg(splitDir) << Qt::endl;
        return UsageOrInput;
    }
    QString error;
    const auto checkout = Checkout::open(dirs.constFirst(), &error);
    if (!checkout) {
        err() << "tandem project: " << error << Qt::endl;
        return UsageOrInput;
    }
    ProjectOptions options;
    // The reviewer's remembered choices, as `tandem lint --checkout` reads them.
    QSettings settings(QStringLiteral("tandem"), QStringLiteral("tandem"));
    options.choices = SourceChoices::load(settings, checkout->root());
    if (parser.isSet("upstream")) {
        const QString upstream = parser.value("upstream");
        if (!QFileInfo(upstream).isDir()) {
            err() << "tandem project: " << CliText::tr("%1 is not a folder").arg(upstream)
                  << Qt::endl;
            return UsageOrInput;
        }
        options.choices.setUpstreamDir(QFileInfo(upstream).canonicalFilePath());
    }
    options.base = parser.value("base");
    options.settings.extraGlossaries = parser.values("glossary");
    for (const QString &g : std::as_const(options.settings.extraGlossaries))
        if (!QFileInfo(g).isFile()) {
            err() << "tandem project: " << CliText::tr("%1 is not a file").arg(g) << Qt::endl;
            return UsageOrInput;
        }
    options.useCache = !parser.isSet("no-cache");
    const auto report = buildProjectReport(*checkout, options, &error);
    if (!report) {
        err() << "tandem project: " << error << Qt::endl;
        return UsageOrInput;
    }
    for (const QString &w : report->warnings)
        err() << "tandem project: " << w << Qt::endl;
    const bool sync = parser.isSet("sync");
    const int done = report->incomplete.isEmpty() && !report->historyDegraded ? Ok : Incomplete;
    if (parser.isSet("split")) {
        const QStringList parts =
            splitMarkdown(sync ? syncWorklistMarkdown(*report) : projectMarkdown(*report));
        for (qsizetype i = 0; i < parts.size(); ++i) {
            const QString path = QDir(splitDir).filePath(
                QStringLiteral("part-%1.md").arg(i + 1, 2, 10, QChar(u'0')));
            if (!writeFileAtomically(path, parts[i].toUtf8(), &error)) {
                err() << "tandem project: " << error << Qt::endl;
                return UsageOrInput;
            }
            out() << path << Qt::endl;
        }
        return done;
    }
    const QByteArray printed =
        format == "json" ? projectToJson(*report, sync)
        : format == "markdown"
            ? (sync ? syncWorklistToMarkdown(*report) : projectToMarkdown(*report))
            : (sync ? syncWorklistToText(*report) : projectToText(*report));
    out() << QString::fromUtf8(printed);
    out().flush();
    return done;
}

} // namespace tandem::cli
