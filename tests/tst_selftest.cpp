// SPDX-License-Identifier: GPL-3.0-or-later
// `tandem self-test`, run as a package's CI runs it: offscreen every step passes and is named;
// with a Qt plugin it needs hidden it fails (exit 1) and names the plugin. A plugin is hidden the
// way a broken package lacks it: the executable and its editor module are copied into a folder
// with a qt.conf whose plugin folder is a copy of Qt's own without that plugin folder (Qt always
// searches its built-in plugin path too, so QT_PLUGIN_PATH alone cannot hide anything).
#include "datatable.h"
#include "tandemrun.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QTemporaryDir>
#include <QTest>

using tandem::testing::runTandem;
using tandem::testing::TandemRun;
using tandem::testing::TandemRunOptions;

namespace {

const QStringList Steps{
    "open the example pair", "lint",          "render",        "translation memory",
    "save and read back",    "sqlite driver", "image formats", "platform plugins"};

TandemRunOptions offscreen()
{
    return {.workingDirectory = {},
            .environment = {{"QT_QPA_PLATFORM", "offscreen"}},
            .unsetEnvironment = {"QT_PLUGIN_PATH", "QT_QPA_PLATFORM_PLUGIN_PATH", "DISPLAY",
                                 "WAYLAND_DISPLAY"},
            .timeoutMs = 120000};
}

// A copy of the built program in `dir`/bin (executable, editor module, example pair) whose
// qt.conf points Qt at `dir`/plugins: Qt's plugin folders, linked, all but `hidden`.
QString installCopy(const QTemporaryDir &dir, const QString &hidden)
{
    const QDir root(dir.path());
    if (!root.mkpath("bin/examples") || !root.mkpath("plugins")) return {};
    const QFileInfo built(QStringLiteral(TANDEM_BINARY));
    const QDir builtDir = built.absoluteDir();
    const QString bin = root.filePath("bin");
    for (const QString &name : {built.fileName(), QStringLiteral("libtandem-gui.so")})
        if (!QFile::copy(builtDir.filePath(name), bin + u'/' + name)) return {};
    for (const QString &name : {QStringLiteral("tensors.en.rst"), QStringLiteral("tensors.ko.rst")})
        if (!QFile::copy(builtDir.filePath("examples/" + name), bin + "/examples/" + name))
            return {};
    const QDir qtPlugins(QLibraryInfo::path(QLibraryInfo::PluginsPath));
    for (const QString &kind : qtPlugins.entryList(QDir::Dirs | QDir::NoDotAndDotDot))
        if (kind != hidden &&
            !QFile::link(qtPlugins.filePath(kind), root.filePath("plugins/" + kind)))
            return {};
    QFile conf(bin + "/qt.conf");
    if (!conf.open(QIODevice::WriteOnly) ||
        conf.write("[Paths]\nPlugins=" + root.filePath("plugins").toUtf8() + '\n') <= 0)
        return {};
    return bin + u'/' + built.fileName();
}

QString lineOf(const QByteArray &out, const QString &step)
{
    for (const QString &line : QString::fromUtf8(out).split(u'\n'))
        if (line.startsWith(step + u':')) return line;
    return {};
}

} // namespace

class TestSelfTest : public QObject
{
    Q_OBJECT
private slots:
    // The built program: every step runs, is named on a line of its own and passes.
    void passesOffscreen()
    {
        const TandemRun run = runTandem({"self-test"}, offscreen());
        QVERIFY2(run.exitCode == 0, run.out + run.err);
        for (const QString &step : Steps) {
            const QString line = lineOf(run.out, step);
            QVERIFY2(line.startsWith(step + QStringLiteral(": ok")),
                     qPrintable(step + " | " + line));
        }
        QVERIFY2(run.out.contains("all 8 steps passed"), run.out.constData());
        QVERIFY2(run.err.isEmpty(), run.err.constData());
    }

    void rejectsArguments()
    {
        const TandemRun run = runTandem({"self-test", "extra"}, offscreen());
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("usage: tandem self-test"), run.err.constData());
    }

    void hiddenPlugin_data()
    {
        tandem::testing::columns<QString, QStringList, QString>("hidden", "failedSteps", "named");
        // The copy itself passes: what fails below fails for the hidden plugin alone.
        QTest::newRow("nothing hidden") << QString() << QStringList{} << QString();
        // The memory is an SQLite database, so it fails too, with Qt's own message.
        QTest::newRow("sqldrivers")
            << "sqldrivers" << QStringList{"translation memory", "sqlite driver"}
            << "Qt's SQLite driver (QSQLITE";
        QTest::newRow("platforms") << "platforms" << QStringList{"platform plugins"}
                                   << "the offscreen platform plugin (platforms/) is missing";
    }

    void hiddenPlugin()
    {
        QFETCH(QString, hidden);
        QFETCH(QStringList, failedSteps);
        QFETCH(QString, named);
        if (!QFileInfo(QLibraryInfo::path(QLibraryInfo::PluginsPath)).isDir())
            QSKIP("Qt's plugin folder is not there to copy");
        QTemporaryDir dir;
        const QString program = installCopy(dir, hidden);
        QVERIFY2(!program.isEmpty(), "cannot set up the copy");
        TandemRunOptions options = offscreen();
        options.program = program;
        const TandemRun run = runTandem({"self-test"}, options);
        if (failedSteps.isEmpty()) {
            QVERIFY2(run.exitCode == 0, run.out + run.err);
            return;
        }
        QCOMPARE(run.exitCode, 1);
        for (const QString &step : Steps) {
            const QString line = lineOf(run.out, step);
            const QString expected =
                failedSteps.contains(step) ? QStringLiteral(": FAILED: ") : QStringLiteral(": ok");
            QVERIFY2(line.startsWith(step + expected), qPrintable(line));
        }
        QVERIFY2(run.out.contains(named.toUtf8()), run.out.constData());
        QVERIFY2(run.out.contains(QDir(dir.path()).filePath("plugins/" + hidden).toUtf8()),
                 run.out.constData());
        const QString summary = QStringLiteral("%1 of 8 steps failed: %2")
                                    .arg(failedSteps.size())
                                    .arg(failedSteps.join(QLatin1String(", ")));
        QVERIFY2(run.err.contains(summary.toUtf8()), run.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestSelfTest)
#include "tst_selftest.moc"
