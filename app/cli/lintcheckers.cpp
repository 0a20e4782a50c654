// SPDX-License-Identifier: GPL-3.0-or-later
#include "lintcheckers.h"

#include "clicommon.h"
#include "clitext.h"
#include "externalrun.h"
#include "projectcheckers.h"
#include "projectfiles.h"

#include <QFileInfo>
#include <QStandardPaths>

#include <algorithm>

namespace tandem::cli {

QList<QCommandLineOption> checkerOptions()
{
    return {
        {"checker",
         CliText::tr("an external checker: a name from the checkout's .tandem.yaml, a loopback "
                     "http:// endpoint or a command speaking JSON lines; repeatable"),
         "checker"},
        {"second-reader",
         CliText::tr("the second reader: an OpenAI-compatible chat completions endpoint "
                     "(llama-server, Ollama), e.g. http://127.0.0.1:8080; needs --reader-model"),
         "url"},
        {"reader-model", CliText::tr("the model the second reader asks"), "name"},
        {"checker-timeout", CliText::tr("seconds one call to a checker may take (default 120)"),
         "seconds"},
    };
}

std::optional<QList<CheckerSpec>> checkersFromOptions(const QCommandLineParser &parser,
                                                      const QString &anchor)
{
    QList<CheckerSpec> checkers;
    const auto refuse = [](const QString &why) {
        err() << "tandem lint: " << why << Qt::endl;
        return std::nullopt;
    };
    const QStringList named = parser.values("checker");
    if (named.isEmpty() && !parser.isSet("second-reader")) {
        if (parser.isSet("reader-model") || parser.isSet("checker-timeout"))
            return refuse(CliText::tr("--reader-model and --checker-timeout go with --checker "
                                      "or --second-reader"));
        return checkers;
    }
    QString error;
    const QFileInfo at(anchor);
    const QString root = repositoryRoot(at.isDir() ? at.absoluteFilePath() : at.absolutePath());
    const auto project = loadProjectCheckers(root, &error);
    if (!project) return refuse(error);
    for (const QString &argument : named) {
        if (const auto it = project->constFind(argument); it != project->constEnd()) {
            checkers.append(*it);
            continue;
        }
        const auto spec = checkerFromArgument(argument, &error);
        if (!spec) return refuse(QStringLiteral("--checker: ") + error);
        const QString program = spec->command.value(0);
        const bool found = program.contains(u'/')
                               ? QFileInfo(program).isFile()
                               : !QStandardPaths::findExecutable(program).isEmpty();
        if (spec->kind == CheckerSpec::Kind::Command && !found)
            return refuse(
                QStringLiteral("--checker: %1: no such program or checker name").arg(program));
        checkers.append(*spec);
    }
    if (parser.isSet("second-reader")) {
        const auto spec = secondReaderFromArguments(parser.value("second-reader"),
                                                    parser.value("reader-model"), &error);
        if (!spec) return refuse(QStringLiteral("--second-reader: ") + error);
        checkers.append(*spec);
    } else if (parser.isSet("reader-model")) {
        return refuse(CliText::tr("--reader-model goes with --second-reader"));
    }
    if (parser.isSet("checker-timeout")) {
        bool ok = false;
        const double seconds = parser.value("checker-timeout").toDouble(&ok);
        if (!ok || seconds <= 0 || seconds > 3600)
            return refuse(CliText::tr("--checker-timeout: seconds, over 0 and at most 3600"));
        for (CheckerSpec &c : checkers)
            c.limits.timeoutMs = int(seconds * 1000);
    }
    return checkers;
}

bool runCheckers(const QList<CheckerSpec> &checkers, LintSession &session,
                 const std::optional<LintText> &source, const LintText &draft, LintOutcome *outcome)
{
    bool complete = true;
    if (!checkers.isEmpty() && !source) {
        err() << "tandem lint: "
              << CliText::tr("external checkers read pairs: name the English source too")
              << Qt::endl;
        return false;
    }
    const LintOutcome own = *outcome; // every checker is gated by Tandem's own reports only
    for (const CheckerSpec &spec : checkers) {
        const ExternalReport report = checkLintedPair(spec, session, source, draft, own);
        for (const QString &note : report.notes)
            err() << "tandem lint: " << note << Qt::endl;
        for (const QString &error : report.errors)
            err() << "tandem lint: " << CliText::tr("checker failed: ") << error << Qt::endl;
        complete &= report.errors.isEmpty();
        outcome->issues.append(report.issues);
    }
    std::stable_sort(outcome->issues.begin(), outcome->issues.end(),
                     [](const Issue &a, const Issue &b) {
                         return a.side != b.side ? a.side < b.side : a.range.start < b.range.start;
                     });
    outcome->counts = IssueCounts::of(outcome->issues);
    return complete;
}

bool runCheckersOnReview(const QList<CheckerSpec> &checkers, Review *review)
{
    bool complete = true;
    if (checkers.isEmpty()) return complete;
    for (ReviewFile &f : review->files) {
        // A file with no English to compare with has no pairs to ask about.
        if (!f.error.isEmpty() || f.draftIsEnglish || !f.lint.source || !review->project) continue;
        LintSession session(review->project);
        const LintText source{f.source.path, f.source.text, f.kind};
        const LintText draft{f.absolutePath, f.draftText, f.kind};
        LintOutcome outcome;
        outcome.lint = f.lint;
        outcome.issues = f.issues;
        complete &= runCheckers(checkers, session, source, draft, &outcome);
        f.issues = outcome.issues;
        f.counts = outcome.counts;
        for (const Issue &i : std::as_const(f.issues))
            if (f.isOnChangedLine(i)) ++f.counts.onChangedLines;
    }
    return complete;
}

} // namespace tandem::cli
