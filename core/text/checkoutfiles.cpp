// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkoutfiles.h"

#include "boundedfile.h"

#include <QDirIterator>

namespace tandem {

void forEachCheckoutTextFile(const QString &root,
                             const std::function<void(const QString &, const QByteArray &)> &f)
{
    constexpr int MaxFiles = 20000;
    constexpr qint64 MaxBytes = qint64(256) << 20;
    int files = 0;
    qint64 bytes = 0;
    QDirIterator it(root, {QStringLiteral("*.rst"), QStringLiteral("*.py")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext() && files < MaxFiles && bytes < MaxBytes) {
        const QString path = it.next();
        TextFile::Error error;
        const QByteArray content = readBoundedFile(path, &error, root);
        if (error) continue;
        ++files;
        bytes += content.size();
        f(path, content);
    }
}

} // namespace tandem
