// SPDX-License-Identifier: GPL-3.0-or-later
#include "projectfiles.h"

#include <QDir>
#include <QFileInfo>

namespace tandem {

QString findInProject(const QString &filePath, const QString &fileName)
{
    QDir dir = QFileInfo(filePath).absoluteDir();
    while (true) {
        // A dangling or looping symlink is found too, so the reader can say what is wrong with
        // it rather than the file being silently ignored.
        if (const QFileInfo info(dir.filePath(fileName)); info.exists() || info.isSymLink())
            return dir.filePath(fileName);
        if (dir.exists(QStringLiteral(".git")) || !dir.cdUp()) return {};
    }
}

QString repositoryRoot(const QString &path)
{
    const QFileInfo info(path);
    QDir dir = info.isDir() ? QDir(info.absoluteFilePath()) : info.absoluteDir();
    do {
        if (dir.exists(QStringLiteral(".git"))) return dir.absolutePath();
    } while (dir.cdUp());
    return {};
}

} // namespace tandem
