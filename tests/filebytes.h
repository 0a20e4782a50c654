// SPDX-License-Identifier: GPL-3.0-or-later
// Reading and writing a test's files whole (fixtures, expected output, what a command wrote).
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

namespace tandem::testing {

// The file's bytes, or empty when it cannot be read.
inline QByteArray readBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace tandem::testing
