// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>
#include <QTextStream>

#include <span>

namespace tandem::cli {

// One row per `tandem COMMAND`: the one place that names the commands, so the dispatch in
// main.cpp, `tandem help`, the "did you mean" hint and the man-page test cannot drift apart.
struct Command
{
    const char *name;
    // One line for `tandem help` (English: the command line stays English, see clitext.h).
    const char *summary;
    // Runs the command on its arguments, the program first and the command name removed.
    int (*run)(const QStringList &arguments);
    // Saves the spelling verdicts this run looked up, so the next run needs no dictionary for
    // them (the commands that lint).
    bool savesSpellingVerdicts;
};

std::span<const Command> commands();
const Command *findCommand(QStringView name);

// The command a mistyped word most likely meant ("prject" -> "project", "lnt" -> "lint"), or
// empty when none is close: an edit distance of at most two, or a prefix of three letters or more.
QString closestCommand(QStringView typed);

// `tandem help`: usage, the window's arguments, then each command with its line.
void printOverview(QTextStream &stream);

} // namespace tandem::cli
