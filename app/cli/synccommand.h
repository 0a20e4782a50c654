// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace tandem::cli {

// `tandem sync DIR --upstream DIR2 [--apply]`: for every translated tutorial of the checkout
// DIR whose English in the upstream checkout DIR2 changed since the English it was translated
// from, the changes that touch only code, inline literals, role targets, URLs and numbers are
// made in the Korean file (written with --apply, atomically; listed without), the particle after
// a changed word agreeing with it; the rest is listed as worklist items (core/project/syncapply.h).
int runSync(const QStringList &arguments);

} // namespace tandem::cli
