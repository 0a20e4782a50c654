// SPDX-License-Identifier: GPL-3.0-or-later
#include "projectfiles.h"

#include <QDir>
#include <QFileInfo>

namespace tandem {

QString findInProject(const QString &filePath, const QString &fileName)
{
    QDir dir = QFileInfo(filePath).absoluteDir();
    while (true) {
        if (dir.exists(fileName))
            return dir.filePath(fileName);
        if (dir.exists(QStringLiteral(".git")) || !dir.cdUp())
            return {};
    }
}

QString repositoryRoot(const QString &path)
{
    const QFileInfo info(path);
    QDir dir = info.isDir() ? QDir(info.absoluteFilePath()) : info.absoluteDir();
    do {
        if (dir.exists(QStringLiteral(".git")))
            return dir.absolutePath();
    } while (dir.cdUp());
    return {};
}

} // namespace tandem
