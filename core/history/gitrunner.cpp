// SPDX-License-Identifier: GPL-3.0-or-later
#include "gitrunner.h"

#include <QCoreApplication>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStandardPaths>

namespace tandem {

namespace {

// Names the context under which lupdate files these messages and the translator finds them.
struct GitRunnerText
{
    Q_DECLARE_TR_FUNCTIONS(tandem::GitRunner)
};

QProcessEnvironment safeEnvironment(bool literalPathspecs)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    // Variables that would point git at another repository or index than the one asked for.
    for (const char *name : {"GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY",
                             "GIT_ALTERNATE_OBJECT_DIRECTORIES", "GIT_NAMESPACE",
                             "GIT_CEILING_DIRECTORIES", "GIT_EXTERNAL_DIFF", "GIT_SSH",
                             "GIT_SSH_COMMAND", "GIT_ASKPASS", "SSH_ASKPASS", "GIT_EDITOR"})
        env.remove(QLatin1String(name));
    env.insert(QStringLiteral("GIT_PAGER"), QStringLiteral("cat"));
    env.insert(QStringLiteral("PAGER"), QStringLiteral("cat"));
    env.insert(QStringLiteral("GIT_TERMINAL_PROMPT"), QStringLiteral("0"));
    env.insert(QStringLiteral("GIT_OPTIONAL_LOCKS"), QStringLiteral("0"));
    env.insert(QStringLiteral("GIT_LITERAL_PATHSPECS"),
               literalPathspecs ? QStringLiteral("1") : QStringLiteral("0"));
    // No lazy fetch of a partial clone's missing objects (git 2.45+; older ones are stopped by
    // protocol.allow=never in run()).
    env.insert(QStringLiteral("GIT_NO_LAZY_FETCH"), QStringLiteral("1"));
    env.insert(QStringLiteral("GIT_NO_REPLACE_OBJECTS"), QStringLiteral("1"));
    // Messages we show are git's own; keep them in one language so they read the same in bug
    // reports (the file names they contain are bytes either way).
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    return env;
}

} // namespace

GitRunner::GitRunner(QString workDir, int timeoutMs)
    : m_workDir(std::move(workDir)), m_timeoutMs(timeoutMs)
{
}

QString GitRunner::program()
{
    return QStandardPaths::findExecutable(QStringLiteral("git"));
}

GitRunner::Result GitRunner::run(const QStringList &arguments) const
{
    return run(arguments, QByteArray());
}

GitRunner::Result GitRunner::run(const QStringList &arguments, const QByteArray &input) const
{
    Result result;
    const QString git = program();
    if (git.isEmpty()) {
        result.error =
            GitRunnerText::tr("git was not found on PATH; install git to open a checkout");
        return result;
    }
    QStringList args{QStringLiteral("--no-pager"),
                     QStringLiteral("-c"),
                     QStringLiteral("core.fsmonitor=false"),
                     QStringLiteral("-c"),
                     QStringLiteral("core.hooksPath=/dev/null"),
                     QStringLiteral("-c"),
                     QStringLiteral("core.pager=cat"),
                     QStringLiteral("-c"),
                     QStringLiteral("diff.external="),
                     QStringLiteral("-c"),
                     QStringLiteral("log.showSignature=false"),
                     QStringLiteral("-c"),
                     QStringLiteral("core.quotePath=false"),
                     QStringLiteral("-c"),
                     QStringLiteral("color.ui=false"),
                     QStringLiteral("-c"),
                     QStringLiteral("protocol.allow=never")};
    for (const QString &o : m_overrides)
        args << QStringLiteral("-c") << o;
    args << arguments;

    QProcess process;
    process.setProcessEnvironment(safeEnvironment(m_literalPathspecs));
    if (!m_workDir.isEmpty()) process.setWorkingDirectory(m_workDir);
    if (input.isEmpty()) process.setStandardInputFile(QProcess::nullDevice());
    process.start(git, args, input.isEmpty() ? QIODevice::ReadOnly : QIODevice::ReadWrite);
    if (!process.waitForStarted(m_timeoutMs)) {
        result.error = GitRunnerText::tr("could not run git: %1").arg(process.errorString());
        return result;
    }
    if (!input.isEmpty()) {
        // waitForFinished() below feeds the rest of the buffer while it drains the output.
        process.write(input);
        process.closeWriteChannel();
    }
    // QProcess drains the pipes while it waits, so a long `git log` cannot block on a full pipe.
    if (!process.waitForFinished(m_timeoutMs) && process.state() != QProcess::NotRunning) {
        process.kill();
        process.waitForFinished(1000);
        result.error = GitRunnerText::tr("git %1 took longer than %2 seconds and was stopped")
                           .arg(arguments.value(0))
                           .arg(m_timeoutMs / 1000);
        return result;
    }
    result.output = process.readAllStandardOutput();
    const QByteArray errors = process.readAllStandardError();
    if (process.exitStatus() != QProcess::NormalExit) {
        result.error = GitRunnerText::tr("git %1 crashed").arg(arguments.value(0));
        return result;
    }
    result.exitCode = process.exitCode();
    result.ok = result.exitCode == 0;
    if (!result.ok) {
        result.error = QString::fromUtf8(errors).trimmed();
        if (result.error.isEmpty())
            result.error = GitRunnerText::tr("git %1 failed with exit code %2")
                               .arg(arguments.value(0))
                               .arg(result.exitCode);
    }
    return result;
}

} // namespace tandem
