// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <functional>

namespace tandem {

// Calls f(path, content) for each .rst and .py file under `root`, the way every count made
// over a whole checkout reads it (the markup-gap habit, the words the community writes): not
// in hidden folders (.git), folder links not followed, each file read through the file gate
// (at most TextFile::MaxBytes, confined to the checkout), and a checkout of tens of thousands
// of files bounded by a file and a byte cap rather than read whole.
void forEachCheckoutTextFile(const QString &root,
                             const std::function<void(const QString &, const QByteArray &)> &f);

} // namespace tandem
