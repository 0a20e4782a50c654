// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace tandem::cli {

// `tandem tm build|query|concordance|export|import ...`: the checkout's translation memory.
int runTm(const QStringList &arguments);

} // namespace tandem::cli
