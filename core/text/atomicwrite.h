// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace tandem {

// Writes `bytes` to `path` whole or not at all: through QSaveFile (a temporary file renamed over
// the old one), and a write that stores fewer bytes than it was given counts as a failure. On a
// full disk QIODevice::write() returns the short count it managed without setting an error, and
// QSaveFile::commit() then happily renames the truncated file into place; this refuses to.
// On failure the old file is untouched, no temporary file is left, and `errorMessage` (if given)
// says why in one line.
bool writeFileAtomically(const QString &path, const QByteArray &bytes,
                         QString *errorMessage = nullptr);

} // namespace tandem
