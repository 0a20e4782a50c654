// SPDX-License-Identifier: GPL-3.0-or-later
// `tandem` is one executable: the commands of commandtable.cpp (lint, review, project, sync, tm,
// po, render, scan) and help run headless with a QCoreApplication and never touch a display;
// file or folder arguments, or none, open the editor window (`tandem SOURCE DRAFT`,
// `tandem DRAFT`, `tandem DIR`, `tandem`), which lives in a module loaded on demand so the
// headless commands start fast (see guimodule.cpp).
#include "clicommon.h"
#include "clitext.h"
#include "commandtable.h"
#include "guiloader.h"
#include "spelling.h"
#include "windowstart.h"

#include <QCoreApplication>

#include <algorithm>

using namespace tandem::cli;

namespace {

bool isHelpOption(const QString &argument)
{
    return argument == QLatin1String("--help") || argument == QLatin1String("-h") ||
           argument == QLatin1String("-?") || argument == QLatin1String("--help-all");
}

// "tandem: 'prject' is not a command. Did you mean 'project'?" (or the list), exit 2.
int notACommand(const QString &prefix, const QString &word)
{
    err() << prefix << CliText::tr("'%1' is not a command").arg(word);
    const QString closest = closestCommand(word);
    if (!closest.isEmpty())
        err() << CliText::tr(". Did you mean '%1'?").arg(closest);
    else
        err() << CliText::tr(", a file or a folder. 'tandem help' lists the commands.");
    err() << Qt::endl;
    return UsageOrInput;
}

int runCommand(const Command &command, QStringList arguments)
{
    arguments.removeAt(1);
    const int code = command.run(arguments);
    if (command.savesSpellingVerdicts) tandem::Spelling::shared().saveVerdicts();
    return code;
}

// `tandem help [COMMAND]`, `tandem --help`: the overview, or `tandem COMMAND --help`.
int runHelp(const QStringList &arguments)
{
    const QString topic = arguments.value(2);
    if (topic.isEmpty() || isHelpOption(topic)) {
        printOverview(out());
        return Ok;
    }
    const Command *command = findCommand(topic);
    if (!command) return notACommand(QStringLiteral("tandem help: "), topic);
    return command->run({arguments.first(), QStringLiteral("--help")});
}

} // namespace

int main(int argc, char *argv[])
{
    // Decided on the raw arguments: the application object (headless or GUI) must be created
    // before Qt parses anything, and nothing but a window may need a display.
    QStringList raw;
    for (int i = 0; i < argc; ++i)
        raw << QString::fromLocal8Bit(argv[i]);
    const QString first = raw.value(1);
    const Command *command = findCommand(first);
    const bool help =
        first == QLatin1String("help") || std::any_of(raw.begin() + 1, raw.end(), isHelpOption);
    const bool version = first == QLatin1String("--version") || first == QLatin1String("-v");
    const bool mistyped = !command && !help && !version && looksLikeCommandWord(first);
    const bool windowWanted = !command && !help && !version && !mistyped;
    if (windowWanted && displayAvailable()) return tandem::loadAndRunGui(argc, argv);

    QCoreApplication app(argc, argv);
    // The same names as the editor's (guimain.cpp), so both find the same user word list,
    // dictionaries and settings folders.
    QCoreApplication::setApplicationName("tandem");
    QCoreApplication::setOrganizationName("tandem");
    QCoreApplication::setApplicationVersion(TANDEM_VERSION);
    const QStringList args = QCoreApplication::arguments();
    if (command) return runCommand(*command, args);
    if (help) {
        if (first != QLatin1String("help")) {
            printOverview(out());
            return Ok;
        }
        return runHelp(args);
    }
    if (version) {
        out() << "tandem " << TANDEM_VERSION << Qt::endl;
        return Ok;
    }
    if (mistyped) return notACommand(QStringLiteral("tandem: "), first);
    // A window was wanted, and there is no display to show it on.
    if (args.size() <= 1) {
        printOverview(out());
        return Ok;
    }
    err() << CliText::tr("tandem: no display to open the editor on (DISPLAY and "
                         "WAYLAND_DISPLAY are unset); the commands work without one: "
                         "tandem help")
          << Qt::endl;
    return UsageOrInput;
}
