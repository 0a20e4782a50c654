// SPDX-License-Identifier: GPL-3.0-or-later
#include "guimain.h"

#include "inplacestart.h"
#include "mainwindow.h"
#include "pocatalog.h"
#include "spelling.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QTextStream>

#include <cstdio>

namespace tandem {

int runGui(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("tandem"));
    QApplication::setOrganizationName(QStringLiteral("tandem"));
    QApplication::setApplicationVersion(QStringLiteral(TANDEM_VERSION));
    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate(
        "main", "Side-by-side editor for translating reStructuredText tutorials."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("SOURCE"),
                                 QApplication::translate("main", "the English original (optional)"),
                                 QStringLiteral("[SOURCE]"));
    // A folder instead of files reviews that git checkout (see ReviewController::openCheckout).
    parser.addPositionalArgument(QStringLiteral("DRAFT"),
                                 QApplication::translate("main", "the Korean draft (created from "
                                                                 "the source when missing)"),
                                 QStringLiteral("[DRAFT]"));
    const QCommandLineOption baseOption(
        QStringLiteral("base"),
        QApplication::translate("main", "with DIR: the branch or commit to compare with "
                                        "(default: the upstream default branch)"),
        QStringLiteral("REF"));
    parser.addOption(baseOption);
    parser.process(app);
    const QStringList files = parser.positionalArguments();
    const bool reviewing = files.size() == 1 && QFileInfo(files.at(0)).isDir();
    if (parser.isSet(baseOption) && !reviewing) {
        std::fprintf(stderr, "tandem: --base goes with a checkout folder: tandem DIR --base REF\n");
        return 2;
    }
    if (files.size() >= 2 && isSameFile(files.at(0), files.at(1))) {
        // `tandem FILE FILE`: bad input, said in one line, before any window opens.
        QTextStream(stderr) << QApplication::translate(
                                   "main", "tandem: %1 cannot be the English source of itself; "
                                           "open it alone to translate it in place")
                                   .arg(files.at(1))
                            << '\n';
        return 2;
    }

    MainWindow window;
    const bool catalogue = files.size() == 1 && po::isCataloguePath(files.at(0));
    if (!catalogue) window.show();
    if (catalogue) // `tandem FILE.po`: the catalogue's own window; the pair editor stays hidden
        window.openCatalogue(files.at(0));
    else if (reviewing) // reviewer mode: `tandem DIR [--base REF]`
        window.openCheckout(files.at(0), parser.value(baseOption));
    else if (files.size() >= 2)
        window.openPair(files.at(0), files.at(1));
    else if (files.size() == 1)
        window.openDraft(files.at(0));
    // Spelling verdicts looked up in this session spare the next start loading Hunspell.
    QObject::connect(&app, &QCoreApplication::aboutToQuit,
                     [] { Spelling::shared().saveVerdicts(); });
    return app.exec();
}

} // namespace tandem
