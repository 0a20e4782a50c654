// SPDX-License-Identifier: GPL-3.0-or-later
#include "windowstart.h"

#include <QFileInfo>
#include <QtGlobal>

namespace tandem::cli {

bool displayAvailable()
{
#if defined(Q_OS_WIN) || defined(Q_OS_MACOS)
    return true;
#else
    return !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") ||
           !qEnvironmentVariableIsEmpty("DISPLAY") ||
           !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
#endif
}

bool looksLikeCommandWord(const QString &argument)
{
    if (argument.isEmpty() || argument.startsWith(u'-')) return false;
    if (argument.contains(u'.') || argument.contains(u'/') || argument.contains(u'\\') ||
        argument.contains(u':'))
        return false;
    return !QFileInfo::exists(argument);
}

} // namespace tandem::cli
