// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommon.h"

#include <QCommandLineParser>

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

std::optional<int> parseCommandLine(QCommandLineParser &parser, const QStringList &arguments,
                                    const QString &command, const QString &usage)
{
    if (!parser.parse(arguments)) {
        err() << "tandem " << command << ": " << parser.errorText();
        if (!usage.isEmpty()) err() << '\n' << usage;
        err() << Qt::endl;
        return UsageOrInput;
    }
    if (parser.isSet("help")) {
        out() << parser.helpText();
        return Ok;
    }
    return std::nullopt;
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
