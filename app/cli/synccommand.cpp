// SPDX-License-Identifier: GPL-3.0-or-later
#include "synccommand.h"

#include "checkoutsync.h"
#include "clicommon.h"
#include "clitext.h"
#include "languagechecks.h"
#include "projectcontext.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QSettings>

#include <optional>

namespace tandem::cli {

namespace {

// A line of the Korean, shortened for the listing.
QString excerpt(const QString &text)
{
    const QString s = text.simplified();
    return s.size() > 100 ? s.left(99) + u'…' : s;
}

QString lineSpan(int first, int last)
{
    if (first < 0) return QStringLiteral("-");
    return first == last ? QString::number(first + 1)
                         : QStringLiteral("%1-%2").arg(first + 1).arg(last + 1);
}

// `written`: null when listing (nothing is written), else whether this file was.
void printFile(const QString &path, const ResolvedSource &source, const SyncPlan &plan,
               const SyncFileOutcome *written)
{
    const int applied = plan.appliedCount();
    const bool made = written && written->written();
    out() << path << ": "
          << (written && !made && written->applied > 0
                  ? CliText::tr("%1 not applied (the file was not written), %2 left (English %3 "
                                "→ upstream)")
                  : CliText::tr("%1 applied, %2 left (English %3 → upstream)"))
                 .arg(applied)
                 .arg(plan.changes.size() - applied)
                 .arg(source.label())
          << '\n';
    for (const SyncUnitChange &c : plan.changes) {
        const QString lines = lineSpan(c.draftFirstLine, c.draftLastLine);
        if (c.applied) {
            out() << "  " << (made ? CliText::tr("applied") : CliText::tr("to apply")) << "  "
                  << CliText::tr("line %1").arg(lines) << ": "
                  << c.wordDiff.join(QStringLiteral(", ")) << '\n';
            if (c.particleUnsure)
                out() << "            "
                      << CliText::tr("check the particle after the new word: its reading is "
                                     "not certain")
                      << '\n';
            continue;
        }
        out() << "  " << CliText::tr("left") << "     " << CliText::tr("line %1").arg(lines) << ": "
              << c.why;
        if (!c.wordDiff.isEmpty()) out() << ": " << c.wordDiff.join(QStringLiteral(", "));
        out() << '\n';
        if (!c.draftBefore.isEmpty())
            out() << "            " << CliText::tr("Korean: %1").arg(excerpt(c.draftBefore))
                  << '\n';
    }
}

// The outcome of every file of the plan, one line each.
void printOutcomes(const SyncWriteReport &report)
{
    out() << CliText::tr("Written:") << '\n';
    for (const SyncFileOutcome &f : report.files) {
        out() << "  " << f.path << ": ";
        if (f.applied == 0)
            out() << CliText::tr("nothing to write");
        else if (f.written())
            out() << CliText::tr("written: %1 changes applied").arg(f.applied);
        else
            out() << CliText::tr("NOT written, %1").arg(f.write.why);
        out() << '\n';
    }
}

// The tutorials the sync left, by why, a few named each: a sync that brings nothing over says
// why (a Korean upstream leaves every translation) instead of only "0 files changed".
void printSkipped(const CheckoutSync &sync, const QString &upstream)
{
    const QList<std::pair<SyncSkip, QString>> reasons{
        {SyncSkip::UpstreamNotEnglish,
         CliText::tr("upstream's file is not English (is %1 the English pytorch/tutorials "
                     "checkout, not a translation's?)")
             .arg(upstream)},
        {SyncSkip::NoUpstreamFile, CliText::tr("no file at that path upstream")},
        {SyncSkip::NoEnglishSource,
         CliText::tr("no English it was translated from in the history (pick one in the "
                     "editor: File > Pick Source…)")},
        {SyncSkip::StillEnglish, CliText::tr("still English: copy upstream's file instead")},
        {SyncSkip::UpToDate, CliText::tr("its English is upstream's, or nothing to carry over")},
    };
    int total = 0;
    for (const auto &[why, text] : reasons)
        total += int(sync.skipped.value(why).size());
    if (total == 0) return;
    out() << CliText::tr("Skipped %1 files:").arg(total) << '\n';
    constexpr int Named = 3;
    for (const auto &[why, text] : reasons) {
        const QStringList paths = sync.skipped.value(why);
        if (paths.isEmpty()) continue;
        QString named = paths.mid(0, Named).join(QStringLiteral(", "));
        if (paths.size() > Named) named += CliText::tr(" and %1 more").arg(paths.size() - Named);
        out() << "  " << paths.size() << ' ' << text << ": " << named << '\n';
    }
}

} // namespace

int runSync(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        CliText::tr("Carry upstream's code, literal, link and number changes into translated "
                    "files; list the rest."));
    parser.addHelpOption();
    parser.addOptions({
        {"upstream", CliText::tr("an upstream checkout holding the current English"), "dir"},
        {"apply", CliText::tr("write the changes into the files (without it, only list them)")},
        {"glossary",
         CliText::tr("an extra glossary (YAML, TRANSLATION_GUIDE.md or TSV); repeatable"), "file"},
    });
    parser.addPositionalArgument("DIR", CliText::tr("a folder inside a git working tree"));
    const QString usage = QStringLiteral(
        "tandem sync: usage: tandem sync DIR --upstream DIR [--apply] [--glossary FILE]");
    if (!parser.parse(arguments)) {
        err() << "tandem sync: " << parser.errorText() << '\n' << usage << Qt::endl;
        return UsageOrInput;
    }
    if (parser.isSet("help")) {
        out() << commandHelp(parser, QStringLiteral("sync"));
        return Ok;
    }
    const QStringList dirs = parser.positionalArguments();
    if (dirs.size() != 1 || !parser.isSet("upstream")) {
        err() << usage << Qt::endl;
        return UsageOrInput;
    }
    const QString upstream = parser.value("upstream");
    if (!QFileInfo(upstream).isDir()) {
        err() << "tandem sync: " << CliText::tr("%1 is not a folder").arg(upstream) << Qt::endl;
        return UsageOrInput;
    }
    QString error;
    const auto checkout = Checkout::open(dirs.constFirst(), &error);
    if (!checkout) {
        err() << "tandem sync: " << error << Qt::endl;
        return UsageOrInput;
    }
    const QString upstreamDir = QFileInfo(upstream).canonicalFilePath();
    if (upstreamDir == QFileInfo(checkout->root()).canonicalFilePath()) {
        err() << "tandem sync: "
              << CliText::tr("%1 is the checkout itself, not an upstream checkout").arg(upstream)
              << Qt::endl;
        return UsageOrInput;
    }
    ProjectSettings settings;
    settings.extraGlossaries = parser.values("glossary");
    for (const QString &g : std::as_const(settings.extraGlossaries))
        if (!QFileInfo(g).isFile()) {
            err() << "tandem sync: " << CliText::tr("%1 is not a file").arg(g) << Qt::endl;
            return UsageOrInput;
        }
    ProjectProblems problems;
    const auto context = ProjectContext::resolve(checkout->root(), settings, &problems);
    for (const QString &w : std::as_const(problems.warnings))
        err() << "tandem sync: " << w << Qt::endl;
    if (!context) {
        for (const QString &f : std::as_const(problems.fatal))
            err() << "tandem sync: " << f << Qt::endl;
        return UsageOrInput;
    }
    QSettings userSettings(QStringLiteral("tandem"), QStringLiteral("tandem"));
    SourceChoices choices = SourceChoices::load(userSettings, checkout->root());
    choices.setUpstreamDir(upstreamDir);
    const auto sync =
        planCheckoutSync(*checkout, choices, checks::particleReadings(&context->terms()), &error);
    if (!sync) {
        err() << "tandem sync: " << error << Qt::endl;
        return UsageOrInput;
    }
    for (const QString &p : sync->problems)
        err() << "tandem sync: " << p << Qt::endl;
    for (const QString &t : sync->removedTemporaries)
        err() << "tandem sync: "
              << CliText::tr("%1: removed, a temporary file an interrupted run left").arg(t)
              << Qt::endl;
    const bool apply = parser.isSet("apply");
    // Written before anything is listed, so that each file's listing says what became of it.
    std::optional<SyncWriteReport> report;
    if (apply) report = writeCheckoutSync(*sync);
    for (qsizetype i = 0; i < sync->files.size(); ++i) {
        const FileSyncPlan &f = sync->files[i];
        printFile(f.path, f.source, f.plan, report ? &report->files[i] : nullptr);
    }
    int applied = 0;
    for (qsizetype i = 0; i < sync->files.size(); ++i)
        if (!report || report->files[i].written()) applied += sync->files[i].plan.appliedCount();
    if (report) printOutcomes(*report);
    const int changedFiles = int(sync->files.size()), left = sync->left(),
              already = sync->alreadyIn;
    out() << CliText::tr("%1 files changed upstream: %2 changes applied, %3 left to translate")
                 .arg(changedFiles)
                 .arg(applied)
                 .arg(left);
    if (already > 0) out() << CliText::tr("; %1 already in the Korean").arg(already);
    if (report) {
        out() << CliText::tr("; %1 files written").arg(report->written());
        if (const int notWritten = report->notWritten(); notWritten > 0)
            out() << CliText::tr(", %1 NOT written (named above; run again once they are "
                                 "as you want them)")
                         .arg(notWritten);
    } else if (sync->applied() > 0) {
        out() << CliText::tr(" (nothing written: --apply writes them)");
    }
    out() << Qt::endl;
    printSkipped(*sync, upstream);
    return sync->incomplete || (report && report->notWritten() > 0) ? Incomplete : Ok;
}

} // namespace tandem::cli
