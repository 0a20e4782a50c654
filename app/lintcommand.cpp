// SPDX-License-Identifier: GPL-3.0-or-later
#include "lintcommand.h"

#include "checkregistry.h"
#include "clicommon.h"
#include "glossarymatcher.h"
#include "linter.h"
#include "lintreport.h"
#include "projectglossary.h"
#include "rstscanner.h"
#include "suppressions.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace tandem::cli {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("cli", text); }

QSet<QString> idList(const QStringList &values)
{
    QSet<QString> ids;
    for (const QString &v : values)
        for (const QString &id : v.split(u',', Qt::SkipEmptyParts))
            ids.insert(id.trimmed());
    return ids;
}

bool checkIdsExist(const QSet<QString> &ids)
{
    for (const QString &id : ids) {
        bool found = false;
        for (const CheckInfo &c : allChecks())
            found |= id == QLatin1String(c.id);
        if (!found) {
            err() << "tandem lint: " << tr("unknown check id: ") << id
                  << tr(" (see tandem lint --list-checks)") << Qt::endl;
            return false;
        }
    }
    return true;
}

} // namespace

int runLint(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Check a Korean draft against its English source."));
    parser.addHelpOption();
    parser.addOptions({
        {"glossary", tr("an extra glossary (YAML, TRANSLATION_GUIDE.md or TSV); repeatable"), "file"},
        {"disable", tr("check ids to switch off, comma-separated"), "ids"},
        {"enable", tr("check ids that are off by default to switch on"), "ids"},
        {"format", tr("text, json or github"), "format", "text"},
        {"fail-on", tr("exit 1 when an issue at or above this severity remains: error, warning "
                       "or info"), "severity", "error"},
        {"suppressions", tr("the suppressions file (default: the nearest %1)")
                             .arg(QLatin1String(Suppressions::FileName)), "file"},
        {"list-checks", tr("list every check and exit")},
    });
    parser.addPositionalArgument("SOURCE", tr("the English file (optional)"), "[SOURCE]");
    parser.addPositionalArgument("DRAFT", tr("the Korean draft"));
    if (!parser.parse(arguments)) {
        err() << "tandem lint: " << parser.errorText() << Qt::endl;
        return UsageOrInput;
    }
    if (parser.isSet("help")) {
        out() << parser.helpText();
        return Ok;
    }
    if (parser.isSet("list-checks")) {
        for (const CheckInfo &c : allChecks())
            out() << c.id << (c.enabledByDefault ? "" : " (off by default)") << ": " << c.summary
                  << '\n';
        out().flush();
        return Ok;
    }
    const QString format = parser.value("format");
    const auto failOn = severityFromName(parser.value("fail-on"));
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty() || files.size() > 2 || !failOn
        || (format != "text" && format != "json" && format != "github")) {
        err() << "tandem lint: usage: tandem lint [SOURCE] DRAFT [--format text|json|github] "
                 "[--fail-on error|warning|info] [--glossary FILE] [--disable IDS]"
              << Qt::endl;
        return UsageOrInput;
    }
    LintOptions options;
    options.disabled = idList(parser.values("disable"));
    options.enabled = idList(parser.values("enable"));
    if (!checkIdsExist(options.disabled) || !checkIdsExist(options.enabled))
        return UsageOrInput;

    const QString draftPath = files.constLast();
    const QString sourcePath = files.size() == 2 ? files.constFirst() : QString();
    TextFile draft, source;
    if (!loadOrReport(draftPath, &draft) || (!sourcePath.isEmpty() && !loadOrReport(sourcePath, &source)))
        return UsageOrInput;

    const ProjectGlossary glossary = loadProjectGlossary(draftPath, parser.values("glossary"));
    for (const GlossaryDiagnostic &d : glossary.glossary.diagnostics)
        err() << "tandem lint: " << d.toString() << Qt::endl;
    if (glossary.glossary.hasErrors() && glossary.glossary.entries.isEmpty())
        return UsageOrInput;
    const GlossaryMatcher matcher(glossary.glossary);
    const Linter linter(&matcher, options);
    const LintResult result =
        sourcePath.isEmpty()
            ? linter.lint(draft.text, fileKindForPath(draftPath))
            : linter.lint(source.text, fileKindForPath(sourcePath), draft.text,
                          fileKindForPath(draftPath));

    Issues issues = result.issues;
    const QString suppressionsPath = parser.isSet("suppressions") ? parser.value("suppressions")
                                                                  : Suppressions::findFor(draftPath);
    if (!suppressionsPath.isEmpty()) {
        QStringList problems;
        const Suppressions suppressions = Suppressions::load(suppressionsPath, &problems);
        for (const QString &p : problems)
            err() << "tandem lint: " << p << Qt::endl;
        issues = suppressions.filter(issues, draftPath, draft.text.split(u'\n'));
    }

    const QList<FileReport> reports{{sourcePath, draftPath, issues}};
    const QByteArray printed = format == "json"     ? formatJson(reports)
                               : format == "github" ? formatGithub(reports)
                                                    : formatText(reports);
    out() << QString::fromUtf8(printed);
    out().flush();
    for (const Issue &i : issues)
        if (i.severity >= *failOn)
            return Findings;
    return Ok;
}

} // namespace tandem::cli
