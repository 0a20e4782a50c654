// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "textfile.h"

#include <QString>
#include <QTextStream>

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

// Loads a text file for a command; on failure prints "tandem: PATH: message" and returns false.
bool loadOrReport(const QString &path, TextFile *file);

} // namespace tandem::cli
