// SPDX-License-Identifier: GPL-3.0-or-later
#include "recoverystore.h"

#include "atomicwrite.h"
#include "boundedfile.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace tandem {

QString RecoveryStore::pathFor(const QString &draftPath)
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                        QStringLiteral("/recovery");
    const QByteArray key = QFileInfo(draftPath).absoluteFilePath().toUtf8();
    return dir + u'/' +
           QString::fromLatin1(QCryptographicHash::hash(key, QCryptographicHash::Sha1).toHex()) +
           QStringLiteral(".autosave");
}

bool RecoveryStore::write(const QString &draftPath, const QString &text)
{
    const QString path = pathFor(draftPath);
    QDir().mkpath(QFileInfo(path).absolutePath());
    // A failed write keeps the previous copy whole (it is the only copy of the user's work).
    return writeFileAtomically(path, text.toUtf8());
}

std::optional<QString> RecoveryStore::read(const QString &draftPath, QString *problem)
{
    if (problem) problem->clear();
    const QString path = pathFor(draftPath);
    TextFile::Error error;
    const QByteArray bytes = readBoundedFileUpTo(path, MaxBytes, &error);
    if (error) {
        // No copy is the usual case; any other failure hides unsaved work and is said.
        if (problem && error.kind != TextFile::Error::NotFound)
            *problem = QCoreApplication::translate("tandem::RecoveryStore",
                                                   "The unsaved work of the last session could "
                                                   "not be read back (%1). It is kept in %2.")
                           .arg(error.message, QDir::toNativeSeparators(path));
        return std::nullopt;
    }
    return QString::fromUtf8(bytes);
}

void RecoveryStore::remove(const QString &draftPath)
{
    QFile::remove(pathFor(draftPath));
}

} // namespace tandem
