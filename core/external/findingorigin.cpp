// SPDX-License-Identifier: GPL-3.0-or-later
#include "findingorigin.h"

namespace tandem {

namespace {

const QLatin1StringView ExternalPrefix("external:");
const QLatin1StringView SecondReader("second-reader");

} // namespace

QString originOf(const CheckerSpec &spec)
{
    return spec.kind == CheckerSpec::Kind::SecondReader ? QString(SecondReader)
                                                        : ExternalPrefix + spec.name;
}

QString secondReaderMessage(const QString &model, const QString &what)
{
    return QStringLiteral("second reader (%1), unverified: %2").arg(model, what);
}

} // namespace tandem
