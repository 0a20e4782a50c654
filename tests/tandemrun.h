// SPDX-License-Identifier: GPL-3.0-or-later
// Running the built `tandem` executable as a user or CI does, for the tests of the command line:
// one shape of result and one way to start it, instead of a copy per test file.
#pragma once

#include "gitrunner.h"

#include <QByteArray>
#include <QDebug>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace tandem::testing {

struct TandemRun
{
    int exitCode = -1; // -1 when the process crashed or did not finish in time
    QByteArray out;
    QByteArray err; // after the time limit: "stopped after the time limit: " first
    qint64 ms = 0;  // how long it ran
};

struct TandemRunOptions
{
    QString workingDirectory = {};            // empty: the test's own
    QHash<QString, QString> environment = {}; // added to the test's environment
    QStringList unsetEnvironment = {};        // removed from it (DISPLAY, QT_QPA_PLATFORM...)
    int timeoutMs = 300000;
    QString program = {}; // empty: the built `tandem`; else a copy of it (tst_selftest)
};

// Why the tests that run `tandem` on a git repository built on the spot cannot run here (git is
// not installed, or the executable is not built), or null:
// `if (const char *why = whyNoCheckoutRuns()) QSKIP(why);`.
inline const char *whyNoCheckoutRuns()
{
    if (GitRunner::program().isEmpty()) return "git is not installed";
    if (!QFileInfo::exists(QStringLiteral(TANDEM_BINARY)))
        return "the tandem executable is not built";
    return nullptr;
}

inline TandemRun runTandem(const QStringList &args, const TandemRunOptions &options = {})
{
    QProcess p;
    if (!options.workingDirectory.isEmpty()) p.setWorkingDirectory(options.workingDirectory);
    if (!options.environment.isEmpty() || !options.unsetEnvironment.isEmpty()) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (auto it = options.environment.cbegin(); it != options.environment.cend(); ++it)
            env.insert(it.key(), it.value());
        for (const QString &name : options.unsetEnvironment)
            env.remove(name);
        p.setProcessEnvironment(env);
    }
    p.setStandardInputFile(QProcess::nullDevice()); // never waits on the terminal
    QElapsedTimer timer;
    timer.start();
    p.start(options.program.isEmpty() ? QStringLiteral(TANDEM_BINARY) : options.program, args);
    if (!p.waitForFinished(options.timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return {-1, p.readAllStandardOutput(),
                "stopped after the time limit: " + p.readAllStandardError(), timer.elapsed()};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError(), timer.elapsed()};
}

// The JSON object a `--format json` run printed; an empty one, with what the run printed shown,
// when its output is not one (a crash, a usage message), so that the assertions on it fail
// with the reason beside them.
inline QJsonObject jsonOf(const TandemRun &run)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(run.out, &error);
    if (!doc.isObject())
        qWarning().noquote() << "not a JSON object:" << error.errorString() << "; exit"
                             << run.exitCode << "\nstdout:" << run.out.left(2000)
                             << "\nstderr:" << run.err.left(2000);
    return doc.object();
}

} // namespace tandem::testing
