// SPDX-License-Identifier: GPL-3.0-or-later
// `tandem` is one executable: subcommands (scan, lint, tm, project, sync, po, review, render) run
// headless with a QCoreApplication; anything else opens the editor window (`tandem SOURCE DRAFT`,
// `tandem DRAFT`, `tandem`), which lives in a module loaded on demand so the headless commands
// start fast (see guimodule.cpp).
#include "clicommon.h"
#include "guiloader.h"
#include "lintcommand.h"
#include "pocommand.h"
#include "projectcommand.h"
#include "rendercommand.h"
#include "reviewcommand.h"
#include "scancommand.h"
#include "spelling.h"
#include "synccommand.h"
#include "tmcommand.h"

#include <QCoreApplication>

#include <cstring>

int main(int argc, char *argv[])
{
    // Decided on the raw arguments: the application object (headless or GUI) must be created
    // before Qt parses anything, and scan/lint must not need a display.
    const char *first = argc > 1 ? argv[1] : "";
    const bool headless = !std::strcmp(first, "scan") || !std::strcmp(first, "lint") ||
                          !std::strcmp(first, "tm") || !std::strcmp(first, "project") ||
                          !std::strcmp(first, "review") || !std::strcmp(first, "render") ||
                          !std::strcmp(first, "sync") || !std::strcmp(first, "po") ||
                          !std::strcmp(first, "--version");
    if (!headless) return tandem::loadAndRunGui(argc, argv);

    QCoreApplication app(argc, argv);
    // The same names as the editor's (guimain.cpp), so both find the same user word list,
    // dictionaries and settings folders.
    QCoreApplication::setApplicationName("tandem");
    QCoreApplication::setOrganizationName("tandem");
    QCoreApplication::setApplicationVersion(TANDEM_VERSION);
    QStringList args = QCoreApplication::arguments();
    const QString command = args.value(1);
    if (command == "scan") {
        args.removeAt(1);
        return tandem::cli::runScan(args);
    }
    if (command == "lint") {
        args.removeAt(1);
        const int code = tandem::cli::runLint(args);
        // The next run then needs no dictionary for the words this one looked up.
        tandem::Spelling::shared().saveVerdicts();
        return code;
    }
    if (command == "tm") {
        args.removeAt(1);
        return tandem::cli::runTm(args);
    }
    if (command == "review") {
        args.removeAt(1);
        const int code = tandem::cli::runReview(args);
        tandem::Spelling::shared().saveVerdicts();
        return code;
    }
    if (command == "render") {
        args.removeAt(1);
        return tandem::cli::runRender(args);
    }
    if (command == "sync") {
        args.removeAt(1);
        return tandem::cli::runSync(args);
    }
    if (command == "po") {
        args.removeAt(1);
        return tandem::cli::runPo(args);
    }
    if (command == "project") {
        args.removeAt(1);
        const int code = tandem::cli::runProject(args);
        tandem::Spelling::shared().saveVerdicts();
        return code;
    }
    tandem::cli::out() << "tandem " << TANDEM_VERSION << Qt::endl;
    return 0;
}
