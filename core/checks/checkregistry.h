// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkcontext.h"

#include <QList>
#include <QString>

namespace tandem {

// A check as plain data: its stable id, what it is about, and the function that runs it.
// Severities are fixed per report inside the function; `needsSource` checks are skipped when a
// draft is checked alone.
struct CheckInfo
{
    const char *id;
    const char *summary; // one line, for `tandem lint --list-checks` and the help
    bool needsSource;
    bool enabledByDefault;
    void (*run)(const CheckContext &, IssueSink &);
};

// Every check Tandem has, in the order they run.
const QList<CheckInfo> &allChecks();

} // namespace tandem
