// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkerspec.h"

#include <QFileInfo>
#include <QHostAddress>
#include <QProcess>

namespace tandem {

namespace {

bool isHttpUrl(const QString &text)
{
    return text.startsWith(QLatin1String("http://"), Qt::CaseInsensitive) ||
           text.startsWith(QLatin1String("https://"), Qt::CaseInsensitive);
}

std::optional<QUrl> endpointUrl(const QString &text, QString *error)
{
    const QUrl url(text, QUrl::StrictMode);
    if (!url.isValid() || url.host().isEmpty() ||
        (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https"))) {
        if (error) *error = QStringLiteral("%1: not an http:// or https:// URL").arg(text);
        return std::nullopt;
    }
    return url;
}

} // namespace

QString CheckerSpec::identity() const
{
    switch (kind) {
    case Kind::Command:
        return QStringLiteral("command\n") + command.join(u'\n');
    case Kind::Http:
        return QStringLiteral("http\n") + url.toString();
    case Kind::SecondReader:
        return QStringLiteral("reader\n%1\n%2\n%3")
            .arg(url.toString(), model)
            .arg(limits.maxTokens);
    }
    return QString();
}

bool isLoopback(const QUrl &url)
{
    const QString host = url.host();
    if (host.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0) return true;
    const QHostAddress address(host);
    return !address.isNull() && address.isLoopback();
}

std::optional<CheckerSpec> checkerFromArgument(const QString &argument, QString *error)
{
    CheckerSpec spec;
    if (isHttpUrl(argument)) {
        const auto url = endpointUrl(argument, error);
        if (!url) return std::nullopt;
        spec.kind = CheckerSpec::Kind::Http;
        spec.url = *url;
        spec.name = url->host() + (url->port() > 0 ? u':' + QString::number(url->port()) : "");
        spec.leavesMachine = !isLoopback(*url);
        return spec;
    }
    spec.command = QProcess::splitCommand(argument);
    if (spec.command.isEmpty()) {
        if (error) *error = QStringLiteral("an empty checker command");
        return std::nullopt;
    }
    spec.kind = CheckerSpec::Kind::Command;
    // The program's file name (sample_checker.py for `python3 scripts/sample_checker.py`).
    spec.name = QFileInfo(spec.command.constLast()).fileName();
    return spec;
}

std::optional<CheckerSpec> secondReaderFromArguments(const QString &url, const QString &model,
                                                     QString *error)
{
    auto endpoint = endpointUrl(url, error);
    if (!endpoint) return std::nullopt;
    if (model.trimmed().isEmpty()) {
        if (error) *error = QStringLiteral("the second reader needs a model name (--reader-model)");
        return std::nullopt;
    }
    // A server's base URL, or its OpenAI base (Ollama's documentation gives .../v1).
    const QString path = endpoint->path();
    if (path.isEmpty() || path == QLatin1String("/"))
        endpoint->setPath(QStringLiteral("/v1/chat/completions"));
    else if (path == QLatin1String("/v1") || path == QLatin1String("/v1/"))
        endpoint->setPath(QStringLiteral("/v1/chat/completions"));
    CheckerSpec spec;
    spec.kind = CheckerSpec::Kind::SecondReader;
    spec.url = *endpoint;
    spec.model = model.trimmed();
    spec.name = spec.model;
    spec.leavesMachine = !isLoopback(*endpoint);
    return spec;
}

} // namespace tandem
