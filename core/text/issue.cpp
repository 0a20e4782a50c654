// SPDX-License-Identifier: GPL-3.0-or-later
#include "issue.h"

namespace tandem {

QString severityName(Severity severity)
{
    switch (severity) {
    case Severity::Info:
        return QStringLiteral("info");
    case Severity::Warning:
        return QStringLiteral("warning");
    case Severity::Error:
        return QStringLiteral("error");
    }
    return {};
}

std::optional<Severity> severityFromName(const QString &name)
{
    if (name == QLatin1String("info")) return Severity::Info;
    if (name == QLatin1String("warning")) return Severity::Warning;
    if (name == QLatin1String("error")) return Severity::Error;
    return std::nullopt;
}

} // namespace tandem
