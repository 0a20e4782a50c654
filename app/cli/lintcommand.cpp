// SPDX-License-Identifier: GPL-3.0-or-later
#include "lintcommand.h"

#include "boundedfile.h"
#include "cataloguereview.h"
#include "checkregistry.h"
#include "clicommon.h"
#include "clitext.h"
#include "filereview.h"
#include "lintcheckers.h"
#include "lintsession.h"
#include "projectcontext.h"
#include "reviewbuilder.h"
#include "reviewexport.h"
#include "rstscanner.h"
#include "suppressions.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>

namespace tandem::cli {

namespace {

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
        if (!findCheck(id)) {
            err() << "tandem lint: " << CliText::tr("unknown check id: ") << id
                  << CliText::tr(" (see tandem lint --list-checks)") << Qt::endl;
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

// The project of `anchor` (the draft, or the checkout's root) with the command line's choices.
// Problems are printed; a fatal one (a style file with a broken rule: a rule silently dropped
// would make a CI run pass that the user meant to fail; no glossary at all) gives null.
// A review lists the warnings itself (printed with its own), so `printWarnings` is false there.
std::shared_ptr<const ProjectContext>
resolveProject(const QString &anchor, const ProjectSettings &settings, bool printWarnings = true)
{
    ProjectProblems problems;
    auto project = ProjectContext::resolve(anchor, settings, &problems);
    for (const QString &w : std::as_const(problems.warnings))
        if (printWarnings) err() << "tandem lint: " << w << Qt::endl;
    for (const QString &e : std::as_const(problems.fatal))
        err() << "tandem lint: " << e << Qt::endl;
    return project;
}

// After the report: exit 2 when a glossary or suppressions file was broken inside, so a CI run
// does not pass on checks configured from half a file. Returns `code` otherwise.
int exitCodeAfterReport(const ProjectContext &project, int code)
{
    if (!project.hasBrokenInput()) return code;
    err() << "tandem lint: "
          << CliText::tr("a glossary or suppressions file has errors (listed above); exit 2")
          << Qt::endl;
    return UsageOrInput;
}

// Prints the report; for --format github also appends the whole review as Markdown to the job
// summary when GitHub names one (GITHUB_STEP_SUMMARY), so no issue is lost to the cap of 10
// annotations per level.
void printReview(const Review &review, ReportFormat format, ReviewExportOptions options)
{
    options.toolVersion = QCoreApplication::applicationVersion();
    const QString summaryPath = qEnvironmentVariable("GITHUB_STEP_SUMMARY");
    const bool summary = format == ReportFormat::Github && !summaryPath.isEmpty();
    if (summary) {
        options.githubStepSummary = true;
        ReviewExportOptions markdown = options;
        markdown.pathPrefix.clear();
        QFile file(summaryPath);
        // Appended: earlier steps of the job write to the same file.
        if (!file.open(QIODevice::WriteOnly | QIODevice::Append) ||
            file.write(reviewToMarkdown(review, markdown) + '\n') < 0 || !file.flush()) {
            err() << "tandem lint: " << summaryPath << ": "
                  << CliText::tr("could not write the job summary: ") << file.errorString()
                  << Qt::endl;
            options.githubStepSummary = false;
        }
    }
    out() << QString::fromUtf8(formatReview(review, format, options));
    out().flush();
}

// `tandem lint --checkout DIR`: every translated file the branch changed, each against the
// English found for it (see SourceFinder), in one report.
int runCheckoutLint(const QCommandLineParser &parser, const ProjectSettings &project,
                    Severity failOn)
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
    review.project = project;
    review.context = resolveProject(checkout->root(), project, false);
    if (!review.context) return UsageOrInput;
    // The reviewer's remembered choices, in the editor's settings file (guimain.cpp names it
    // tandem/tandem; the headless QCoreApplication sets no organization); --upstream overrides.
    QSettings settings(QStringLiteral("tandem"), QStringLiteral("tandem"));
    review.choices = SourceChoices::load(settings, checkout->root());
    if (parser.isSet("upstream")) review.choices.setUpstreamDir(parser.value("upstream"));
    const auto checkers = checkersFromOptions(parser, checkout->root());
    if (!checkers) return UsageOrInput;
    ReviewBuilder builder(*checkout, review);
    auto result = builder.build(&error);
    if (!result) {
        err() << "tandem lint: " << error << Qt::endl;
        return UsageOrInput;
    }
    const bool checked = runCheckersOnReview(*checkers, &*result);
    for (const QString &w : result->warnings)
        err() << "tandem lint: " << w << Qt::endl;

    ReviewExportOptions exportOptions;
    exportOptions.onlyChangedLines = parser.isSet("changed-lines-only");
    exportOptions.pathPrefix = dir; // the text format's paths open from where the command ran
    bool failed = false;
    for (const ReviewFile &f : result->files)
        for (const Issue &i : f.issues)
            failed |= i.severity >= failOn && isExported(f, i, exportOptions);
    printReview(*result, *reportFormatNamed(parser.value("format")), exportOptions);
    if (failed) return exitCodeAfterReport(*review.context, Findings);
    // Finished, but git could not read part of a file's history (named in the warnings).
    for (const ReviewFile &f : result->files)
        if (!f.source.historyProblem.isEmpty() || !f.diffProblem.isEmpty())
            return exitCodeAfterReport(*review.context, Incomplete);
    return exitCodeAfterReport(*review.context, checked ? Ok : Incomplete);
}

// `tandem lint FILE.po|DIR`: every translated entry of each gettext catalogue, msgid against
// msgstr, with the team's role rules on; issues at their lines and columns in the .po file.
int runCatalogueLint(const QCommandLineParser &parser, ProjectSettings settings, Severity failOn,
                     const QString &path)
{
    const QStringList files = cataloguePaths(path);
    if (files.isEmpty()) {
        err() << "tandem lint: " << path << ": " << CliText::tr("no .po files there") << Qt::endl;
        return UsageOrInput;
    }
    for (const QString &id : catalogueChecks())
        if (!settings.checks.disabled.contains(id)) settings.checks.enabled.insert(id);
    const auto project = resolveProject(path, settings);
    if (!project) return UsageOrInput;
    CatalogueLintOptions options;
    options.fuzzy = parser.isSet("fuzzy");
    LintSession session(project);
    Review review;
    review.project = project;
    bool failed = false, unreadable = false;
    for (const QString &file : files) {
        po::Catalog::Error error;
        const auto catalog = po::Catalog::load(file, &error);
        if (!catalog) {
            err() << "tandem lint: " << file
                  << (error.line > 0 ? QStringLiteral(":%1").arg(error.line) : QString()) << ": "
                  << error.message << Qt::endl;
            unreadable = true;
            continue;
        }
        ReviewFile reviewed = reviewCatalogue(file, *catalog, session, options);
        for (const Issue &i : std::as_const(reviewed.issues))
            failed |= i.severity >= failOn;
        review.files.append(std::move(reviewed));
    }
    printReview(review, *reportFormatNamed(parser.value("format")), {});
    if (unreadable) return exitCodeAfterReport(*project, UsageOrInput);
    return exitCodeAfterReport(*project, failed ? Findings : Ok);
}

bool isCatalogueOrFolder(const QString &path)
{
    return po::isCataloguePath(path) || QFileInfo(path).isDir();
}

} // namespace

int runLint(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        CliText::tr("Check a Korean draft against its English source."));
    parser.addHelpOption();
    parser.addOptions({
        {"glossary",
         CliText::tr("an extra glossary (YAML, TRANSLATION_GUIDE.md or TSV); repeatable"), "file"},
        {"disable", CliText::tr("check ids to switch off, comma-separated"), "ids"},
        {"enable", CliText::tr("check ids that are off by default to switch on"), "ids"},
        {"format",
         CliText::tr("text, json, github (annotations; the full list in the job summary), "
                     "markdown, rdjsonl (reviewdog) or sarif"),
         "format", "text"},
        {"fail-on",
         CliText::tr("exit 1 when an issue at or above this severity remains: error, warning "
                     "or info"),
         "severity", "error"},
        {"suppressions",
         CliText::tr("the suppressions file (default: the nearest %1)")
             .arg(QLatin1String(Suppressions::FileName)),
         "file"},
        {"style",
         CliText::tr("extra style rules for the style check (YAML, see glossary/README.md); "
                     "repeatable"),
         "file"},
        {"tm",
         CliText::tr("the translation memory whose lexicon the checks read (default: the "
                     "checkout's own, when `tandem tm build` made one)"),
         "file"},
        {"list-checks", CliText::tr("list every check and exit")},
        {"checkout", CliText::tr("review a git checkout: every translated file its branch changed"),
         "dir"},
        {"base",
         CliText::tr("with --checkout: the branch to compare with (default: upstream's default "
                     "branch, else master or main)"),
         "ref"},
        {"upstream",
         CliText::tr("with --checkout: an upstream checkout holding the current English"), "dir"},
        {"changed-lines-only",
         CliText::tr("with --checkout: only issues on lines the branch changed")},
        {"fuzzy", CliText::tr("with a .po catalogue: lint fuzzy entries too")},
    });
    parser.addOptions(checkerOptions());
    parser.addPositionalArgument("SOURCE", CliText::tr("the English file (optional)"), "[SOURCE]");
    parser.addPositionalArgument("DRAFT",
                                 CliText::tr("the Korean draft, or a .po catalogue or a folder of "
                                             "them (msgid against msgstr)"));
    if (const auto exit = parseCommandLine(parser, arguments, QStringLiteral("lint"))) return *exit;
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
    const bool catalogueMode = !checkoutMode && files.size() == 1 && isCatalogueOrFolder(files[0]);
    if ((checkoutMode ? !files.isEmpty() : (files.isEmpty() || files.size() > 2)) || !failOn ||
        !reportFormatNamed(format) ||
        (!checkoutMode && (parser.isSet("base") || parser.isSet("upstream") ||
                           parser.isSet("changed-lines-only"))) ||
        (parser.isSet("fuzzy") && !catalogueMode) ||
        (catalogueMode && (parser.isSet("checker") || parser.isSet("second-reader")))) {
        err() << "tandem lint: usage: tandem lint [SOURCE] DRAFT [--format "
                 "text|json|github|markdown|rdjsonl|sarif] "
                 "[--fail-on error|warning|info] [--glossary FILE] [--style FILE] [--disable IDS]\n"
                 "       tandem lint FILE.po|DIR [--fuzzy] [options]\n"
                 "       tandem lint --checkout DIR [--base REF] [--upstream DIR] "
                 "[--changed-lines-only] [options]\n"
                 "       tandem lint SOURCE DRAFT|--checkout DIR --checker NAME|URL|COMMAND "
                 "[--second-reader URL --reader-model NAME] [--checker-timeout SECONDS]"
              << Qt::endl;
        return UsageOrInput;
    }
    ProjectSettings settings;
    settings.checks.disabled = idList(parser.values("disable"));
    settings.checks.enabled = idList(parser.values("enable"));
    if (!checkIdsExist(settings.checks.disabled) || !checkIdsExist(settings.checks.enabled))
        return UsageOrInput;
    if (!checkNamedFiles(parser.values("glossary") + parser.values("suppressions")))
        return UsageOrInput;
    settings.memoryFile = parser.value("tm");
    settings.extraGlossaries = parser.values("glossary");
    settings.styleFiles = parser.values("style");
    settings.suppressionsFile = parser.value("suppressions");
    if (checkoutMode) return runCheckoutLint(parser, settings, *failOn);
    if (catalogueMode) return runCatalogueLint(parser, settings, *failOn, files[0]);

    const QString draftPath = files.constLast();
    const QString sourcePath = files.size() == 2 ? files.constFirst() : QString();
    const auto checkers = checkersFromOptions(parser, draftPath);
    if (!checkers) return UsageOrInput;
    if (!checkers->isEmpty() && sourcePath.isEmpty()) {
        err() << "tandem lint: " << CliText::tr("external checkers read pairs: name the SOURCE too")
              << Qt::endl;
        return UsageOrInput;
    }
    TextFile draft, source;
    if (!loadOrReport(draftPath, &draft) ||
        (!sourcePath.isEmpty() && !loadOrReport(sourcePath, &source)))
        return UsageOrInput;

    const auto project = resolveProject(draftPath, settings);
    if (!project) return UsageOrInput;
    const std::optional<LintText> sourceText =
        sourcePath.isEmpty() ? std::nullopt
                             : std::optional<LintText>(
                                   LintText{sourcePath, source.text, fileKindForPath(sourcePath)});
    const LintText draftText{draftPath, draft.text, fileKindForPath(draftPath)};
    LintSession session(project);
    LintOutcome outcome = session.lint(sourceText, draftText);
    for (const QString &w : outcome.warnings)
        err() << "tandem lint: " << w << Qt::endl;
    const bool checked = runCheckers(*checkers, session, sourceText, draftText, &outcome);
    bool failed = false;
    for (const Issue &i : outcome.issues)
        failed |= i.severity >= *failOn;
    // A single pair is a one-file review: the same formatters as --checkout print it.
    const Review review = singleFileReview(sourceText, draftText, outcome);
    printReview(review, *reportFormatNamed(format), {});
    return exitCodeAfterReport(*project, failed ? Findings : checked ? Ok : Incomplete);
}

} // namespace tandem::cli
