// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace tandem::cli {

// The command line's messages: marked for translation under "cli", although the CLI installs no
// translator and stays English (docs/user-guide.md), so a future one needs no code change.
struct CliText
{
    Q_DECLARE_TR_FUNCTIONS(cli)
};

} // namespace tandem::cli
