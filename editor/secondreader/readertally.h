// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "issue.h"

#include <QString>

namespace tandem {

// The translator's verdicts on an outside reader's findings, per kind of question (the second
// reader's "negation", "dropped-clause", ...; an external checker's origin), kept in QSettings.
// A question whose findings are mostly dismissed costs more attention than it saves: once it
// has MinAnswers verdicts and under half of them accepted, its findings are no longer shown.
class ReaderTally
{
public:
    static constexpr int MinAnswers = 10;

    // The kind of question `finding` answers: the reader's kind, else the finding's origin.
    static QString kindOf(const Issue &finding);

    static void record(const QString &kind, bool accepted);
    static int accepted(const QString &kind);
    static int dismissed(const QString &kind);
    // MinAnswers verdicts or more, and precision (accepted / all) under 50%.
    static bool isSilenced(const QString &kind);
};

} // namespace tandem
