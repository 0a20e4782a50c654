// SPDX-License-Identifier: GPL-3.0-or-later
#include "atomicwrite.h"

#include <QCoreApplication>
#include <QSaveFile>

namespace tandem {

bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *errorMessage)
{
    QSaveFile f(path);
    QString error;
    if (!f.open(QIODevice::WriteOnly)) {
        error = f.errorString();
    } else {
        const qint64 written = f.write(bytes);
        if (written != bytes.size()) {
            // A short write leaves QSaveFile without an error of its own: cancel, so commit()
            // removes the temporary file instead of putting a truncated file in place.
            error = written < 0 ? f.errorString()
                                : QCoreApplication::translate(
                                      "tandem::TextFile",
                                      "only %1 of %2 bytes could be written (is the disk full?)")
                                      .arg(written)
                                      .arg(bytes.size());
            f.cancelWriting();
            f.commit();
        } else if (!f.commit()) {
            error = f.errorString();
        }
    }
    if (error.isEmpty()) return true;
    if (errorMessage) *errorMessage = error;
    return false;
}

} // namespace tandem
