// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "position.h"

#include <QString>

#include <optional>

namespace tandem {

// Where the cursor was in each draft, kept in the settings (settings::CursorPositions) for the
// last settings::MaxCursorPositions files, so reopening a draft puts the translator back where
// they stopped, as VS Code and OmegaT do.
namespace cursormemory {

void remember(const QString &path, Position position);
std::optional<Position> recall(const QString &path);

} // namespace cursormemory

} // namespace tandem
