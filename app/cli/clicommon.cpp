// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommon.h"

#include <cstdio>

namespace tandem::cli {

QTextStream &out()
{
    static QTextStream stream(stdout);
    return stream;
}

QTextStream &err()
{
    static QTextStream stream(stderr);
    return stream;
}

bool loadOrReport(const QString &path, TextFile *file)
{
    TextFile::Error error;
    *file = TextFile::load(path, &error);
    if (!error) return true;
    err() << "tandem: " << path << ": " << error.message << Qt::endl;
    return false;
}

} // namespace tandem::cli
