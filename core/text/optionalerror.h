// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace tandem {

// Reports a failure through an optional QString *error: the caller passes nullptr when it only
// wants the result (a bool, an empty value), so every write of the message asks first.
inline void setError(QString *error, const QString &message)
{
    if (error) *error = message;
}

} // namespace tandem
