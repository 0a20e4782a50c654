// SPDX-License-Identifier: GPL-3.0-or-later
#include "desktopidentity.h"

#include <QGuiApplication>
#include <QIcon>

namespace tandem {

namespace {

constexpr char AppId[] = "io.github.tandem_editor.Tandem";

} // namespace

QString windowIconResource()
{
    return QStringLiteral(":/icons/256x256/%1.png").arg(QLatin1String(AppId));
}

void applyDesktopIdentity()
{
    QGuiApplication::setDesktopFileName(QLatin1String(AppId));
    QGuiApplication::setWindowIcon(
        QIcon::fromTheme(QLatin1String(AppId), QIcon(windowIconResource())));
}

} // namespace tandem
