// SPDX-License-Identifier: GPL-3.0-or-later
// `tandem` is one executable: subcommands (scan, lint) run headless; anything else will open the
// editor window.
#include "clicommon.h"
#include "lintcommand.h"
#include "scancommand.h"

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName("tandem");
    QCoreApplication::setApplicationVersion(TANDEM_VERSION);
    QStringList args = QCoreApplication::arguments();
    const QString command = args.value(1);
    if (command == "scan") {
        args.removeAt(1);
        return tandem::cli::runScan(args);
    }
    if (command == "lint") {
        args.removeAt(1);
        return tandem::cli::runLint(args);
    }
    if (command == "--version") {
        tandem::cli::out() << "tandem " << TANDEM_VERSION << Qt::endl;
        return 0;
    }
    tandem::cli::err() << "usage: tandem lint [SOURCE] DRAFT [options] | tandem scan FILE [options]" << Qt::endl;
    return tandem::cli::UsageOrInput;
}
