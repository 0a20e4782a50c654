// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommon.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>

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
        out() << commandHelp(parser, command);
        return Ok;
    }
    return std::nullopt;
}

QString commandHelp(const QCommandLineParser &parser, const QString &command)
{
    QString help = parser.helpText();
    const QStringList arguments = QCoreApplication::arguments();
    const QString program =
        QDir::toNativeSeparators(arguments.isEmpty() ? QString() : arguments.constFirst());
    const qsizetype lineEnd = help.indexOf(u'\n');
    const qsizetype at = program.isEmpty() ? -1 : help.left(lineEnd).indexOf(program);
    if (at >= 0) help.replace(at, program.size(), QStringLiteral("tandem ") + command);
    return help;
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
