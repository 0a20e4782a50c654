// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace tandem::cli {

// `tandem scan FILE [--format text|json]`: prints what the RST engine sees in a file.
int runScan(const QStringList &arguments);

} // namespace tandem::cli
