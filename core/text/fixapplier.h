// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "issue.h"

#include <QString>

namespace tandem {

// Offset in `text` ('\n' line endings) of a file position; clamped to the text.
qsizetype offsetOf(const QString &text, Position position);

// The text with one fix applied.
QString applyFix(const QString &text, const Fix &fix);

// The text with every fix applied; overlapping fixes after the first are skipped.
QString applyFixes(const QString &text, QList<Fix> fixes);

} // namespace tandem
