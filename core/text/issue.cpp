// SPDX-License-Identifier: GPL-3.0-or-later
#include "issue.h"

#include "enumnames.h"

namespace tandem {

constexpr EnumName<Severity> SeverityNames[] = {
    {Severity::Info, "info"}, {Severity::Warning, "warning"}, {Severity::Error, "error"}};

QString severityName(Severity severity)
{
    return enumName(SeverityNames, severity);
}

std::optional<Severity> severityFromName(const QString &name)
{
    return enumFromName(SeverityNames, name);
}

} // namespace tandem
