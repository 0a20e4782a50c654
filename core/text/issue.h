// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "position.h"

#include <QList>
#include <QString>

#include <optional>

namespace tandem {

enum class Severity
{
    Info = 0,
    Warning = 1,
    Error = 2
};
enum class Side
{
    Draft,
    Source
};

QString severityName(Severity severity); // "info", "warning", "error"
std::optional<Severity> severityFromName(const QString &name);

// A replacement that is certain to be right: applying it removes the issue.
struct Fix
{
    Range range;
    QString replacement;
    friend bool operator==(const Fix &, const Fix &) = default;
};

// One finding, as a reviewer would write it: which check, how bad, where, what to do.
struct Issue
{
    QString check; // stable id, e.g. "rst-inline-boundary"
    Severity severity = Severity::Warning;
    Side side = Side::Draft;
    Range range;     // original-file coordinates of `side`
    QString message; // plain words, translated
    std::optional<Fix> fix;
    friend bool operator==(const Issue &, const Issue &) = default;
};

using Issues = QList<Issue>;

} // namespace tandem
