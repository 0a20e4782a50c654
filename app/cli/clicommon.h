// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "textfile.h"

#include <QString>
#include <QStringList>
#include <QTextStream>

#include <optional>

class QCommandLineParser;

namespace tandem::cli {

// Exit codes shared by every subcommand (documented in the README).
enum ExitCode
{
    Ok = 0,
    Findings = 1,
    UsageOrInput = 2,
    // Finished, but part of the git history could not be read (an object missing from a
    // partial, shallow-fetched or damaged clone): each affected file is named on stderr and got
    // the best source there was; everything else is complete.
    Incomplete = 3
};

QTextStream &out();
QTextStream &err();

// Parses `arguments` for `tandem COMMAND`, the way every subcommand does: a usage error is
// printed as "tandem COMMAND: what" (then `usage` on a line of its own, when given) and gives
// UsageOrInput; --help prints the help and gives Ok. Nothing (the command goes on) otherwise.
std::optional<int> parseCommandLine(QCommandLineParser &parser, const QStringList &arguments,
                                    const QString &command, const QString &usage = {});

// `tandem COMMAND --help`: the parser's help with its first line saying "Usage: tandem COMMAND"
// (Qt writes the program's path as typed, which names no command).
QString commandHelp(const QCommandLineParser &parser, const QString &command);

// Loads a text file for a command; on failure prints "tandem: PATH: message" and returns false.
bool loadOrReport(const QString &path, TextFile *file);

} // namespace tandem::cli
