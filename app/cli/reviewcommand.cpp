// SPDX-License-Identifier: GPL-3.0-or-later
#include "reviewcommand.h"

#include "clicommon.h"
#include "clitext.h"
#include "githubreview.h"
#include "projectcontext.h"
#include "reviewbuilder.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSettings>

namespace tandem::cli {

namespace {

// The pull request's repository when --repo is not given: what `gh repo view` resolves (the
// base repository of a fork once `gh repo set-default` chose it); on a dry run, without gh,
// the `upstream` remote, else `origin`.
QString guessRepo(const Checkout &checkout, bool dryRun, const GhRunner &gh)
{
    if (!dryRun) {
        const GhResult r = gh({QStringLiteral("repo"), QStringLiteral("view"),
                               QStringLiteral("--json"), QStringLiteral("nameWithOwner"),
                               QStringLiteral("--jq"), QStringLiteral(".nameWithOwner")},
                              {});
        if (r.exitCode == 0) return QString::fromUtf8(r.output).trimmed();
    }
    return githubRepositoryOf(checkout.git());
}

int usage()
{
    err() << "tandem review: usage: tandem review post --checkout DIR --pr N "
             "[--repo OWNER/NAME] [--base REF] [--upstream DIR] [--dry-run]"
          << Qt::endl;
    return UsageOrInput;
}

} // namespace

int runReview(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CliText::tr(
        "Post a checkout's review to its GitHub pull request as one pending review, through "
        "the GitHub CLI (gh) you are logged in with."));
    parser.addHelpOption();
    parser.addOptions({
        {"checkout", CliText::tr("the git checkout of the pull request's branch"), "dir"},
        {"pr", CliText::tr("the pull request's number"), "number"},
        {"repo",
         CliText::tr("the repository of the pull request (default: what `gh repo view` says)"),
         "owner/name"},
        {"base", CliText::tr("the branch to compare with (as for tandem lint --checkout)"), "ref"},
        {"upstream", CliText::tr("an upstream checkout holding the current English"), "dir"},
        {"dry-run", CliText::tr("print the requests instead of sending them")},
    });
    parser.addPositionalArgument("post", CliText::tr("the action: post"));
    if (const auto exit = parseCommandLine(parser, arguments, QStringLiteral("review")))
        return *exit;
    bool numberOk = false;
    const int pr = parser.value("pr").toInt(&numberOk);
    const QString repoArg = parser.value("repo");
    if (parser.positionalArguments() != QStringList{QStringLiteral("post")} ||
        !parser.isSet("checkout") || !numberOk || pr <= 0 ||
        (!repoArg.isEmpty() &&
         !QRegularExpression(QStringLiteral("^[\\w.-]+/[\\w.-]+$")).match(repoArg).hasMatch()))
        return usage();
    const bool dryRun = parser.isSet("dry-run");

    // Tests shorten how long one run of gh may take.
    const int ghTimeout = qEnvironmentVariableIntValue("TANDEM_GH_TIMEOUT_MS");
    const GhRunner gh =
        processGhRunner(parser.value("checkout"), ghTimeout > 0 ? ghTimeout : GhTimeoutMs);
    GitHubReviewPoster poster(gh);
    QString error;
    // Before the review is built: a missing gh or login is said at once.
    if (!dryRun && !poster.checkReady(&error)) {
        err() << "tandem review: " << error << Qt::endl;
        return UsageOrInput;
    }

    const auto checkout = Checkout::open(parser.value("checkout"), &error);
    if (!checkout) {
        err() << "tandem review: " << error << Qt::endl;
        return UsageOrInput;
    }
    const QString repo = repoArg.isEmpty() ? guessRepo(*checkout, dryRun, gh) : repoArg;
    if (repo.isEmpty()) {
        err() << "tandem review: "
              << CliText::tr("cannot tell the pull request's repository; give --repo OWNER/NAME")
              << Qt::endl;
        return UsageOrInput;
    }

    ReviewOptions options;
    options.base = parser.value("base");
    ProjectProblems problems;
    options.context = ProjectContext::resolve(checkout->root(), options.project, &problems);
    for (const QString &e : std::as_const(problems.fatal))
        err() << "tandem review: " << e << Qt::endl;
    if (!options.context) return UsageOrInput;
    QSettings settings(QStringLiteral("tandem"), QStringLiteral("tandem"));
    options.choices = SourceChoices::load(settings, checkout->root());
    if (parser.isSet("upstream")) options.choices.setUpstreamDir(parser.value("upstream"));
    ReviewBuilder builder(*checkout, options);
    const auto review = builder.build(&error);
    if (!review) {
        err() << "tandem review: " << error << Qt::endl;
        return UsageOrInput;
    }
    for (const QString &w : review->warnings)
        err() << "tandem review: " << w << Qt::endl;

    GitHubPostOptions post;
    post.owner = repo.section(u'/', 0, 0);
    post.name = repo.section(u'/', 1, 1);
    post.pullRequest = pr;
    post.dryRun = dryRun;
    post.commitId = checkout->resolveCommit(QStringLiteral("HEAD"), &error);
    // Tests shorten the rate-limit backoff (a unit of 1 ms instead of 1 s).
    if (const int unit = qEnvironmentVariableIntValue("TANDEM_GH_RETRY_UNIT_MS"); unit > 0)
        post.retryUnitMs = unit;
    // ... and the pages of review threads read before giving up (each page a run of gh).
    if (const int pages = qEnvironmentVariableIntValue("TANDEM_GH_MAX_PAGES"); pages > 0)
        post.maxPages = pages;
    const GitHubPostResult result = poster.post(reviewComments(*review), post);
    if (dryRun)
        for (const GhRequest &r : result.requests)
            out() << r.method << ' ' << r.endpoint << '\n'
                  << QString::fromUtf8(QJsonDocument(r.body).toJson(QJsonDocument::Indented))
                  << '\n';
    if (!result.headCommit.isEmpty() && !post.commitId.isEmpty() &&
        result.headCommit != post.commitId)
        err() << "tandem review: "
              << CliText::tr("the checkout is at %1 but the pull request at %2; the line "
                             "numbers are the checkout's")
                     .arg(post.commitId.left(7), result.headCommit.left(7))
              << Qt::endl;
    if (!result.ok) {
        err() << "tandem review: " << result.error << Qt::endl;
        return UsageOrInput;
    }
    out() << CliText::tr("%1: %2 new line comments, %3 new entries in the review body, %4 "
                         "already on the pull request, %5 threads resolved%6")
                 .arg(dryRun ? CliText::tr("dry run") : CliText::tr("pending review"))
                 .arg(result.posted)
                 .arg(result.inBody)
                 .arg(result.alreadyThere)
                 .arg(result.resolved)
                 .arg(dryRun || (result.posted + result.inBody == 0)
                          ? QString()
                          : CliText::tr("; submit it on GitHub: https://github.com/%1/pull/%2")
                                .arg(repo)
                                .arg(pr))
          << Qt::endl;
    if (result.leftOut > 0)
        err() << "tandem review: "
              << CliText::tr("%1 issues outside the diff did not fit in the review body (GitHub "
                             "takes 65,536 characters); the body counts them")
                     .arg(result.leftOut)
              << Qt::endl;
    return Ok;
}

} // namespace tandem::cli
