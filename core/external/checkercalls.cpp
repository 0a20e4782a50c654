// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkercalls.h"

#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QProcess>
#include <QTimer>

namespace tandem {

namespace {

constexpr qint64 StderrKept = 2048; // enough of a traceback's end to say what went wrong

QString sizeLimitError(const CheckerSpec &spec)
{
    return QStringLiteral("%1: answered more than %2 bytes; stopped")
        .arg(spec.name)
        .arg(spec.limits.maxAnswerBytes);
}

QString timeoutError(const CheckerSpec &spec)
{
    return QStringLiteral("%1: no answer within %2 s; stopped")
        .arg(spec.name)
        .arg(spec.limits.timeoutMs / 1000.0);
}

} // namespace

CallResult callCommand(const CheckerSpec &spec, const QByteArray &input)
{
    CallResult result;
    QProcess process;
    if (!spec.workingFolder.isEmpty()) process.setWorkingDirectory(spec.workingFolder);
    QByteArray stderrTail;
    QEventLoop loop;
    QTimer timer;
    timer.setSingleShot(true);
    const auto stop = [&](const QString &error) {
        if (result.error.isEmpty()) result.error = error;
        process.kill();
        loop.quit();
    };
    QObject::connect(&process, &QProcess::readyReadStandardOutput, &loop, [&] {
        result.answer += process.readAllStandardOutput();
        if (result.answer.size() > spec.limits.maxAnswerBytes) stop(sizeLimitError(spec));
    });
    QObject::connect(&process, &QProcess::readyReadStandardError, &loop, [&] {
        stderrTail = (stderrTail + process.readAllStandardError()).right(StderrKept);
    });
    QObject::connect(&process, &QProcess::errorOccurred, &loop, [&](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart)
            stop(QStringLiteral("%1: could not start %2: %3")
                     .arg(spec.name, spec.command.value(0), process.errorString()));
    });
    QObject::connect(&process, &QProcess::finished, &loop, [&] { loop.quit(); });
    QObject::connect(&timer, &QTimer::timeout, &loop, [&] { stop(timeoutError(spec)); });
    timer.start(spec.limits.timeoutMs);
    process.start(spec.command.value(0), spec.command.mid(1));
    process.write(input);
    process.closeWriteChannel();
    if (process.state() != QProcess::NotRunning || result.error.isEmpty()) loop.exec();
    if (!result.ok()) {
        process.waitForFinished(1000);
        result.answer.clear();
        return result;
    }
    result.answer += process.readAllStandardOutput();
    if (result.answer.size() > spec.limits.maxAnswerBytes) {
        result.error = sizeLimitError(spec);
    } else if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        stderrTail += process.readAllStandardError();
        result.error =
            QStringLiteral("%1: exited with %2%3")
                .arg(spec.name)
                .arg(process.exitStatus() == QProcess::NormalExit
                         ? QString::number(process.exitCode())
                         : QStringLiteral("a crash"))
                .arg(stderrTail.trimmed().isEmpty()
                         ? QString()
                         : QStringLiteral(": ") +
                               QString::fromUtf8(stderrTail.right(StderrKept)).trimmed());
    }
    if (!result.ok()) result.answer.clear();
    return result;
}

CallResult callHttp(const CheckerSpec &spec, const QByteArray &body)
{
    CallResult result;
    QNetworkAccessManager manager;
    manager.setProxy(QNetworkProxy::NoProxy);
    QNetworkRequest request(spec.url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::ManualRedirectPolicy);
    QNetworkReply *reply = manager.post(request, body);
    QEventLoop loop;
    QTimer timer;
    timer.setSingleShot(true);
    const auto stop = [&](const QString &error) {
        if (result.error.isEmpty()) result.error = error;
        reply->abort();
        loop.quit();
    };
    QObject::connect(reply, &QNetworkReply::readyRead, &loop, [&] {
        result.answer += reply->readAll();
        if (result.answer.size() > spec.limits.maxAnswerBytes) stop(sizeLimitError(spec));
    });
    QObject::connect(reply, &QNetworkReply::finished, &loop, [&] { loop.quit(); });
    QObject::connect(&timer, &QTimer::timeout, &loop, [&] { stop(timeoutError(spec)); });
    timer.start(spec.limits.timeoutMs);
    if (!reply->isFinished()) loop.exec();
    if (result.ok()) {
        result.answer += reply->readAll();
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        if (result.answer.size() > spec.limits.maxAnswerBytes)
            result.error = sizeLimitError(spec);
        else if (reply->error() != QNetworkReply::NoError && status == 0)
            result.error = QStringLiteral("%1: %2").arg(spec.name, reply->errorString());
        else if (status != 200)
            result.error = QStringLiteral("%1: HTTP %2 from %3")
                               .arg(spec.name)
                               .arg(status)
                               .arg(spec.url.toString());
    }
    delete reply;
    if (!result.ok()) result.answer.clear();
    return result;
}

} // namespace tandem
