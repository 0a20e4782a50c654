// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace tandem::checks {

// The translation context of every check's messages: `CheckText::tr("…")` is filed by lupdate
// under "tandem::checks", the context the translator is asked for at run time.
struct CheckText
{
    Q_DECLARE_TR_FUNCTIONS(tandem::checks)
};

} // namespace tandem::checks
