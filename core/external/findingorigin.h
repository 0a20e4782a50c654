// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkerspec.h"

#include <QString>

namespace tandem {

// What an external finding's `Issue::check` says: where it came from. Not a registered check
// (checks/checkregistry.cpp): every reader of CheckInfo treats an unknown id as a check with no
// privileges, so an outside finding is never posted as a suggestion, never applied by Fix All
// and never explained as sync drift. "external:NAME" for a checker, "second-reader" for the
// model.
QString originOf(const CheckerSpec &spec);

// The second reader's message: "second reader (MODEL), unverified: WHAT".
QString secondReaderMessage(const QString &model, const QString &what);

} // namespace tandem
