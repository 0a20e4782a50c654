// SPDX-License-Identifier: GPL-3.0-or-later
// The command line's front door, run as on ssh, in CI or in a container (no display at all):
// help names every command and never touches a display, each command's help says its own name,
// a mistyped command is answered with "did you mean" and exit 2, and the hand-written man page
// names every command and every long option the commands' help prints.
#include "datatable.h"
#include "tandemrun.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using tandem::testing::runTandem;
using tandem::testing::TandemRun;

namespace {

// The commands a user can type; a command added to app/cli/commandtable.cpp without being added
// here fails commandsListed, so the man page test below covers it too.
const QStringList Commands{"lint", "review", "project", "sync",     "tm",
                           "po",   "render", "scan",    "self-test"};

TandemRun runWithoutDisplay(const QStringList &args)
{
    return runTandem(args, {.workingDirectory = {},
                            .environment = {},
                            .unsetEnvironment = {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"},
                            .timeoutMs = 60000});
}

// The command names `tandem help` lists, in its "Commands:" section.
QStringList listedCommands(const QByteArray &overview)
{
    QStringList names;
    bool inCommands = false;
    for (const QString &line : QString::fromUtf8(overview).split(u'\n')) {
        if (line == QLatin1String("Commands:")) {
            inCommands = true;
            continue;
        }
        if (!inCommands) continue;
        if (!line.startsWith(QLatin1String("  "))) break;
        names << line.trimmed().section(u' ', 0, 0);
    }
    return names;
}

QString manPage()
{
    QFile file(QStringLiteral(TANDEM_FIXTURES "/../../packaging/tandem.1"));
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(file.readAll());
}

} // namespace

class TestCliHelp : public QObject
{
    Q_OBJECT
private slots:
    void overviewWithoutDisplay_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("tandem --help") << QStringList{"--help"};
        QTest::newRow("tandem -h") << QStringList{"-h"};
        QTest::newRow("tandem help") << QStringList{"help"};
        QTest::newRow("tandem (no display)") << QStringList{};
        QTest::newRow("tandem DRAFT --help") << QStringList{"draft.rst", "--help"};
    }

    void overviewWithoutDisplay()
    {
        QFETCH(QStringList, args);
        const TandemRun run = runWithoutDisplay(args);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY2(run.err.isEmpty(), run.err.constData());
        QVERIFY(run.out.startsWith("Usage: tandem "));
        QCOMPARE(listedCommands(run.out), Commands);
    }

    void commandHelpSaysItsName_data()
    {
        QTest::addColumn<QString>("command");
        for (const QString &command : Commands)
            QTest::newRow(qPrintable(command)) << command;
    }

    // `tandem help COMMAND` is `tandem COMMAND --help`, and both begin "Usage: tandem COMMAND",
    // not with the program's path.
    void commandHelpSaysItsName()
    {
        QFETCH(QString, command);
        const TandemRun viaHelp = runWithoutDisplay({"help", command});
        const TandemRun direct = runWithoutDisplay({command, "--help"});
        QCOMPARE(viaHelp.exitCode, 0);
        QCOMPARE(direct.exitCode, 0);
        QCOMPARE(viaHelp.out, direct.out);
        const QString firstLine = QString::fromUtf8(direct.out).section(u'\n', 0, 0);
        QVERIFY2(firstLine.startsWith(QStringLiteral("Usage: tandem %1 ").arg(command)),
                 qPrintable(firstLine));
    }

    void mistypedCommand_data()
    {
        tandem::testing::columns<QStringList, QString>("args", "expected");
        QTest::newRow("prject DIR") << QStringList{"prject", "."} << "Did you mean 'project'?";
        QTest::newRow("lnt") << QStringList{"lnt"} << "Did you mean 'lint'?";
        QTest::newRow("revew") << QStringList{"revew", "post"} << "Did you mean 'review'?";
        QTest::newRow("rend (a prefix)") << QStringList{"rend"} << "Did you mean 'render'?";
        QTest::newRow("help synk") << QStringList{"help", "synk"} << "Did you mean 'sync'?";
        QTest::newRow("far from any")
            << QStringList{"frobnicate"} << "'tandem help' lists the commands";
    }

    // Answered before any window is considered: exit 2 with or without a display, and nothing
    // is created on disk (the editor would have opened a new file named "prject").
    void mistypedCommand()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        for (const bool display : {false, true}) {
            const TandemRun run =
                display ? runTandem(args, {.workingDirectory = dir.path(),
                                           .environment = {{"QT_QPA_PLATFORM", "offscreen"}},
                                           .unsetEnvironment = {},
                                           .timeoutMs = 60000})
                        : runTandem(args, {.workingDirectory = dir.path(),
                                           .environment = {},
                                           .unsetEnvironment = {"DISPLAY", "WAYLAND_DISPLAY",
                                                                "QT_QPA_PLATFORM"},
                                           .timeoutMs = 60000});
            QCOMPARE(run.exitCode, 2);
            const QString err = QString::fromUtf8(run.err);
            QVERIFY2(err.contains(expected), qPrintable(err));
            QVERIFY2(err.contains(QStringLiteral("'%1' is not a command")
                                      .arg(args.first() == "help" ? args.at(1) : args.first())),
                     qPrintable(err));
            QVERIFY(QDir(dir.path()).isEmpty());
        }
    }

    // A file to open and no display: one clear line and exit 2, not Qt's abort.
    void windowWithoutDisplay()
    {
        QTemporaryDir dir;
        const QString draft = dir.filePath("draft.rst");
        QVERIFY(QFile(draft).open(QIODevice::WriteOnly));
        const TandemRun run = runWithoutDisplay({draft});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("no display to open the editor on"), run.err.constData());
        QVERIFY2(run.err.contains("tandem help"), run.err.constData());
    }

    // The man page is written by hand; this keeps it in step: every command and every long
    // option of every command's --help appears in it (roff writes "--" as "\-\-").
    void manPageNamesEveryCommandAndOption()
    {
        const QString page = manPage();
        if (page.isEmpty()) QSKIP("packaging/tandem.1 is not beside the tests");
        static const QRegularExpression longOption(QStringLiteral("--([a-z][a-z0-9-]*)"));
        QStringList missing;
        for (const QString &command : Commands) {
            // roff writes a hyphen in a name as "\-".
            if (!page.contains(QStringLiteral(".B tandem %1")
                                   .arg(QString(command).replace(u'-', QLatin1String("\\-")))))
                missing << QStringLiteral("the command %1").arg(command);
            const TandemRun help = runWithoutDisplay({command, "--help"});
            auto matches = longOption.globalMatch(QString::fromUtf8(help.out));
            while (matches.hasNext()) {
                const QString option = matches.next().captured(1);
                if (option == QLatin1String("help") || option == QLatin1String("help-all"))
                    continue;
                QString roff = option;
                roff.replace(u'-', QLatin1String("\\-"));
                const QString entry = QStringLiteral("%1 --%2").arg(command, option);
                if (!page.contains(QStringLiteral("\\-\\-") + roff) && !missing.contains(entry))
                    missing << entry;
            }
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1String(", "))));
    }
};

QTEST_GUILESS_MAIN(TestCliHelp)
#include "tst_clihelp.moc"
