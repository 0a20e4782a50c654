// SPDX-License-Identifier: GPL-3.0-or-later
#include "lintcommand.h"

#include "boundedfile.h"
#include "checkoutreview.h"
#include "checkregistry.h"
#include "clicommon.h"
#include "glossarymatcher.h"
#include "linter.h"
#include "lintreport.h"
#include "projectfiles.h"
#include "projectglossary.h"
#include "spelling.h"
#include "spellingwordlist.h"
#include "stylerules.h"
#include "reviewexport.h"
#include "rstscanner.h"
#include "suppressions.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QSettings>

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

// --glossary and --suppressions files the user named must be readable regular files: a CI job
// whose glossary is missing must fail (exit 2), not pass without it. Checked up front, without
// reading, so a FIFO or device argument is refused at once.
bool checkNamedFiles(const QStringList &files)
{
    for (const QString &file : files) {
        TextFile::Error error;
        if (!checkBoundedFile(file, &error)) {
            err() << "tandem lint: " << file << ": " << error.message << Qt::endl;
            return false;
        }
    }
    return true;
}

// The project word list that applies to `filePath` (spelling and latin-typo accept its words);
// a list that cannot be read is said once and left out.
void useProjectWordList(const QString &filePath)
{
    QString error;
    const SpellingWordList words = SpellingWordList::loadForFile(filePath, &error);
    if (!error.isEmpty())
        err() << "tandem lint: " << error << Qt::endl;
    Spelling::shared().setProjectWordList(words);
}

// --style FILE...: the user's style rules after the built-in ones. A file with any problem is a
// usage error (exit 2), each problem as FILE:LINE:COLUMN: a rule silently dropped would make a
// CI run pass that the user meant to fail.
bool installStyleFiles(const QStringList &files)
{
    if (files.isEmpty())
        return true;
    QStringList errors;
    const bool installed = StyleRules::installWithUserFiles(files, &errors);
    for (const QString &e : std::as_const(errors))
        err() << "tandem lint: " << e << Qt::endl;
    return installed;
}

// `tandem lint --checkout DIR`: every translated file the branch changed, each against the
// English found for it (see SourceFinder), in one report.
int runCheckoutLint(const QCommandLineParser &parser, const LintOptions &options, Severity failOn)
{
    const QString dir = parser.value("checkout");
    QString error;
    const auto checkout = Checkout::open(dir, &error);
    if (!checkout) {
        err() << "tandem lint: " << error << Qt::endl;
        return UsageOrInput;
    }
    ReviewOptions review;
    review.base = parser.value("base");
    review.extraGlossaries = parser.values("glossary");
    review.lint = options;
    review.suppressionsFile = parser.value("suppressions");
    // The reviewer's remembered choices, in the editor's settings file (guimain.cpp names it
    // tandem/tandem; the headless QCoreApplication sets no organization); --upstream overrides.
    QSettings settings(QStringLiteral("tandem"), QStringLiteral("tandem"));
    review.choices = SourceChoices::load(settings, checkout->root());
    if (parser.isSet("upstream"))
        review.choices.setUpstreamDir(parser.value("upstream"));
    useProjectWordList(checkout->root() + QStringLiteral("/x"));
    ReviewBuilder builder(*checkout, review);
    const auto result = builder.build(&error);
    if (!result) {
        err() << "tandem lint: " << error << Qt::endl;
        return UsageOrInput;
    }
    for (const QString &w : result->warnings)
        err() << "tandem lint: " << w << Qt::endl;

    ReviewExportOptions exportOptions;
    exportOptions.onlyChangedLines = parser.isSet("changed-lines-only");
    const QString format = parser.value("format");
    bool failed = false;
    QList<FileReport> reports;
    for (const ReviewFile &f : result->files) {
        Issues kept;
        for (const Issue &i : f.issues)
            if (!exportOptions.onlyChangedLines || f.isOnChangedLine(i))
                kept.append(i);
        for (const Issue &i : std::as_const(kept))
            failed |= i.severity >= failOn;
        // GitHub wants paths from the repository root; people want paths they can open.
        const QString draft =
            format == "github" ? f.change.path : QDir::cleanPath(dir + u'/' + f.change.path);
        reports.append({f.source.isValid() ? f.source.label() : QString(), draft, kept});
    }
    const QByteArray printed = format == "json"       ? reviewToJson(*result, exportOptions)
                               : format == "markdown" ? reviewToMarkdown(*result, exportOptions)
                               : format == "github"   ? formatGithub(reports)
                                                      : formatText(reports);
    out() << QString::fromUtf8(printed);
    out().flush();
    return failed ? Findings : Ok;
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
        {"format", tr("text, json, github or markdown"), "format", "text"},
        {"fail-on", tr("exit 1 when an issue at or above this severity remains: error, warning "
                       "or info"), "severity", "error"},
        {"suppressions", tr("the suppressions file (default: the nearest %1)")
                             .arg(QLatin1String(Suppressions::FileName)), "file"},
        {"style", tr("extra style rules for the style check (YAML, see glossary/README.md); "
                     "repeatable"), "file"},
        {"list-checks", tr("list every check and exit")},
        {"checkout", tr("review a git checkout: every translated file its branch changed"), "dir"},
        {"base", tr("with --checkout: the branch to compare with (default: upstream's default "
                    "branch, else master or main)"), "ref"},
        {"upstream", tr("with --checkout: an upstream checkout holding the current English"), "dir"},
        {"changed-lines-only", tr("with --checkout: only issues on lines the branch changed")},
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
    const bool checkoutMode = parser.isSet("checkout");
    if ((checkoutMode ? !files.isEmpty() : (files.isEmpty() || files.size() > 2)) || !failOn
        || (format != "text" && format != "json" && format != "github" && format != "markdown")
        || (!checkoutMode && (parser.isSet("base") || parser.isSet("upstream")
                              || parser.isSet("changed-lines-only")))) {
        err() << "tandem lint: usage: tandem lint [SOURCE] DRAFT [--format text|json|github|markdown] "
                 "[--fail-on error|warning|info] [--glossary FILE] [--style FILE] [--disable IDS]\n"
                 "       tandem lint --checkout DIR [--base REF] [--upstream DIR] "
                 "[--changed-lines-only] [options]"
              << Qt::endl;
        return UsageOrInput;
    }
    LintOptions options;
    options.disabled = idList(parser.values("disable"));
    options.enabled = idList(parser.values("enable"));
    if (!checkIdsExist(options.disabled) || !checkIdsExist(options.enabled))
        return UsageOrInput;
    if (!checkNamedFiles(parser.values("glossary") + parser.values("suppressions")))
        return UsageOrInput;
    if (!installStyleFiles(parser.values("style")))
        return UsageOrInput;
    if (checkoutMode)
        return runCheckoutLint(parser, options, *failOn);

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
    // The project word list beside the draft (not the current folder's) decides what spelling
    // and latin-typo accept.
    useProjectWordList(draftPath);
    const Linter linter(&matcher, options);
    const LintResult result =
        sourcePath.isEmpty()
            ? linter.lint(draft.text, fileKindForPath(draftPath))
            : linter.lint(source.text, fileKindForPath(sourcePath), draft.text,
                          fileKindForPath(draftPath));

    Issues issues = result.issues;
    const bool namedSuppressions = parser.isSet("suppressions");
    const QString suppressionsPath =
        namedSuppressions ? parser.value("suppressions") : Suppressions::findFor(draftPath);
    if (!suppressionsPath.isEmpty()) {
        QStringList problems;
        bool unreadable = false;
        // A found file must stay inside the checkout; a named one is the user's choice.
        const Suppressions suppressions = Suppressions::load(
            suppressionsPath, &problems, namedSuppressions ? QString() : repositoryRoot(suppressionsPath),
            &unreadable);
        for (const QString &p : problems)
            err() << "tandem lint: " << p << Qt::endl;
        if (unreadable && namedSuppressions)
            return UsageOrInput; // changed since the check above
        issues = suppressions.filter(issues, draftPath, draft.text.split(u'\n'));
    }

    const QList<FileReport> reports{{sourcePath, draftPath, issues}};
    const QByteArray printed = format == "json"       ? formatJson(reports)
                               : format == "github"   ? formatGithub(reports)
                               : format == "markdown" ? formatMarkdown(reports, {{draftPath, draft.text}})
                                                      : formatText(reports);
    out() << QString::fromUtf8(printed);
    out().flush();
    for (const Issue &i : issues)
        if (i.severity >= *failOn)
            return Findings;
    return Ok;
}

} // namespace tandem::cli
