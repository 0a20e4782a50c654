// SPDX-License-Identifier: GPL-3.0-or-later
#include "pocommand.h"

#include "cataloguereview.h"
#include "checkout.h"
#include "clicommon.h"
#include "clitext.h"
#include "fuzzyqueue.h"
#include "languagechecks.h"
#include "projectcontext.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace tandem::cli {

namespace {

struct FileQueue
{
    QString path;
    QString wrapping;
    QList<FuzzyEntry> entries;
    QList<int> lines; // each entry's msgid line, 1-based
    int applied = 0;
};

QString sourceName(PreviousSource s)
{
    switch (s) {
    case PreviousSource::Comment:
        return QStringLiteral("comment");
    case PreviousSource::History:
        return QStringLiteral("history");
    case PreviousSource::None:
        return QStringLiteral("none");
    }
    return {};
}

QString previousLabel(const FuzzyEntry &f)
{
    switch (f.previousSource) {
    case PreviousSource::Comment:
        return CliText::tr("previous (#|)");
    case PreviousSource::History:
        return CliText::tr("previous (%1)").arg(f.previousCommit.left(10));
    case PreviousSource::None:
        return CliText::tr("previous");
    }
    return {};
}

void printText(const QList<FileQueue> &files)
{
    for (const FileQueue &file : files) {
        for (qsizetype i = 0; i < file.entries.size(); ++i) {
            const FuzzyEntry &f = file.entries[i];
            out() << file.path << ':' << file.lines[i] << ": "
                  << (f.proposal ? CliText::tr("fuzzy, proposal") : CliText::tr("fuzzy")) << '\n';
            if (!f.context.isEmpty()) out() << "  msgctxt: " << f.context << '\n';
            out() << "  " << previousLabel(f) << ": "
                  << (f.previousMsgid.isEmpty() ? CliText::tr("(unknown)") : f.previousMsgid)
                  << '\n';
            out() << "  " << CliText::tr("new") << ": " << f.msgid << '\n';
            if (!f.changes.isEmpty())
                out() << "  " << CliText::tr("changes") << ": "
                      << f.changes.join(QStringLiteral("; ")) << '\n';
            out() << "  " << CliText::tr("translation") << ": " << f.msgstr << '\n';
            if (f.proposal)
                out() << "  " << CliText::tr("proposal") << ": " << *f.proposal << '\n';
            else
                out() << "  " << CliText::tr("left") << ": " << f.why << '\n';
        }
    }
}

QJsonObject entryJson(const FuzzyEntry &f, int line)
{
    QJsonObject o{{"line", line},
                  {"msgid", f.msgid},
                  {"msgstr", f.msgstr},
                  {"previousSource", sourceName(f.previousSource)},
                  {"changes", QJsonArray::fromStringList(f.changes)}};
    if (!f.context.isEmpty()) o["msgctxt"] = f.context;
    if (!f.previousMsgid.isEmpty()) o["previousMsgid"] = f.previousMsgid;
    if (!f.previousCommit.isEmpty()) o["previousCommit"] = f.previousCommit;
    o["proposal"] = f.proposal ? QJsonValue(*f.proposal) : QJsonValue(QJsonValue::Null);
    if (!f.proposal) o["why"] = f.why;
    return o;
}

void printJson(const QList<FileQueue> &files, bool apply)
{
    QJsonArray array;
    int fuzzy = 0, proposals = 0, applied = 0;
    for (const FileQueue &file : files) {
        QJsonArray entries;
        for (qsizetype i = 0; i < file.entries.size(); ++i) {
            entries.append(entryJson(file.entries[i], file.lines[i]));
            proposals += file.entries[i].proposal.has_value();
        }
        fuzzy += int(file.entries.size());
        applied += file.applied;
        array.append(QJsonObject{{"path", file.path},
                                 {"wrapping", file.wrapping},
                                 {"entries", entries},
                                 {"applied", file.applied}});
    }
    QJsonObject root{{"files", array}, {"fuzzy", fuzzy}, {"proposals", proposals}};
    if (apply) root["applied"] = applied;
    out() << QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
}

// A fenced block that no backtick run of `text` closes.
QString fenced(const QString &text)
{
    QString fence = QStringLiteral("```");
    while (text.contains(fence))
        fence += u'`';
    return fence + QStringLiteral("rst\n") + text + u'\n' + fence + u'\n';
}

void printMarkdown(const QList<FileQueue> &files)
{
    for (const FileQueue &file : files) {
        if (file.entries.isEmpty()) continue;
        out() << "## `" << file.path << "`\n\n";
        for (qsizetype i = 0; i < file.entries.size(); ++i) {
            const FuzzyEntry &f = file.entries[i];
            out() << "### " << CliText::tr("Line %1").arg(file.lines[i])
                  << (f.proposal ? CliText::tr(" (proposal)") : QString()) << "\n\n";
            if (!f.changes.isEmpty())
                out() << CliText::tr("Changes: ") << f.changes.join(QStringLiteral("; ")) << "\n\n";
            out() << "**" << previousLabel(f) << "**\n\n"
                  << fenced(f.previousMsgid.isEmpty() ? CliText::tr("(unknown)") : f.previousMsgid)
                  << "\n**" << CliText::tr("new") << "**\n\n"
                  << fenced(f.msgid) << "\n**" << CliText::tr("translation") << "**\n\n"
                  << fenced(f.msgstr) << '\n';
            if (f.proposal)
                out() << "**" << CliText::tr("proposal") << "**\n\n" << fenced(*f.proposal) << '\n';
            else
                out() << CliText::tr("Left: %1").arg(f.why) << "\n\n";
        }
    }
}

} // namespace

int runPo(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        CliText::tr("Work through a gettext catalogue's fuzzy entries."));
    parser.addHelpOption();
    parser.addOptions({
        {"apply",
         CliText::tr("write the proposals and clear those entries' fuzzy flags (without it, only "
                     "list them)")},
        {"format", CliText::tr("text, json or markdown"), "format", "text"},
        {"glossary",
         CliText::tr("an extra glossary (YAML, TRANSLATION_GUIDE.md or TSV); repeatable"), "file"},
    });
    parser.addPositionalArgument("fuzzy", CliText::tr("the queue of fuzzy entries"));
    parser.addPositionalArgument("PATH", CliText::tr("a .po file or a folder of them"));
    const QString usage = QStringLiteral(
        "tandem po: usage: tandem po fuzzy PATH [--apply] [--format text|json|markdown]");
    if (const auto exit = parseCommandLine(parser, arguments, QStringLiteral("po"), usage))
        return *exit;
    const QStringList args = parser.positionalArguments();
    const QString format = parser.value("format");
    if (args.size() != 2 || args[0] != u"fuzzy" ||
        !QStringList{"text", "json", "markdown"}.contains(format)) {
        err() << usage << Qt::endl;
        return UsageOrInput;
    }
    const QString path = args[1];
    if (!QFileInfo::exists(path)) {
        err() << "tandem po: " << CliText::tr("%1 does not exist").arg(path) << Qt::endl;
        return UsageOrInput;
    }
    const QStringList paths = cataloguePaths(path);
    if (paths.isEmpty()) {
        err() << "tandem po: " << path << ": " << CliText::tr("no .po files there") << Qt::endl;
        return UsageOrInput;
    }
    ProjectSettings settings;
    settings.extraGlossaries = parser.values("glossary");
    ProjectProblems problems;
    const auto context = ProjectContext::resolve(path, settings, &problems);
    for (const QString &w : std::as_const(problems.warnings))
        err() << "tandem po: " << w << Qt::endl;
    if (!context) {
        for (const QString &f : std::as_const(problems.fatal))
            err() << "tandem po: " << f << Qt::endl;
        return UsageOrInput;
    }
    const auto &readings = checks::particleReadings(&context->terms());
    const bool apply = parser.isSet("apply");

    QString gitError;
    const auto checkout =
        Checkout::open(QFileInfo(path).isDir() ? path : QFileInfo(path).path(), &gitError);
    QList<FileQueue> files;
    int code = Ok;
    for (const QString &file : paths) {
        po::Catalog::Error error;
        auto catalog = po::Catalog::load(file, &error);
        if (!catalog) {
            err() << "tandem po: " << file
                  << (error.line > 0 ? QStringLiteral(":%1").arg(error.line) : QString()) << ": "
                  << error.message << Qt::endl;
            code = UsageOrInput;
            continue;
        }
        // The English of a translation without "#|": from the file's committed versions.
        CatalogueHistory history;
        if (checkout) {
            const QString relative =
                QDir(checkout->root()).relativeFilePath(QFileInfo(file).canonicalFilePath());
            QString historyError;
            history =
                CatalogueHistory::read(*checkout, QStringLiteral("HEAD"), relative, &historyError);
        }
        FileQueue queue;
        queue.path = file;
        queue.wrapping = catalog->wrapStyle().name();
        queue.entries = fuzzyQueue(*catalog, checkout ? &history : nullptr, readings);
        for (const FuzzyEntry &f : queue.entries)
            queue.lines.append(catalog->entries()[f.entry].msgid.line + 1);
        if (apply && std::any_of(queue.entries.cbegin(), queue.entries.cend(),
                                 [](const FuzzyEntry &f) { return f.proposal.has_value(); })) {
            queue.applied = applyFuzzyProposals(*catalog, queue.entries);
            QString saveError;
            if (!catalog->save(file, &saveError)) {
                err() << "tandem po: " << file << ": " << saveError << Qt::endl;
                return UsageOrInput;
            }
        }
        files.append(queue);
    }
    if (format == u"json")
        printJson(files, apply);
    else if (format == u"markdown")
        printMarkdown(files);
    else
        printText(files);
    int fuzzy = 0, proposals = 0, applied = 0;
    for (const FileQueue &f : files) {
        fuzzy += int(f.entries.size());
        applied += f.applied;
        for (const FuzzyEntry &e : f.entries)
            proposals += e.proposal.has_value();
    }
    if (format == u"text") {
        out() << CliText::tr("%1 fuzzy entries: %2 with a proposal").arg(fuzzy).arg(proposals);
        if (apply)
            out() << CliText::tr("; %1 applied").arg(applied);
        else if (proposals > 0)
            out() << CliText::tr(" (nothing written: --apply writes them)");
        out() << Qt::endl;
    }
    out().flush();
    return code;
}

} // namespace tandem::cli
