// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace tandem::cli {

// `tandem project DIR [--upstream DIR] [--sync] [--format text|json|markdown]`: every tutorial
// file of a checkout with its state, the terms across files and the upstream sync worklist.
int runProject(const QStringList &arguments);

} // namespace tandem::cli
