// SPDX-License-Identifier: GPL-3.0-or-later
#include "tutorialfiles.h"

#include <QFileInfo>
#include <QSet>

#include <algorithm>

namespace tandem {

bool isInSkippedFolder(const QString &relative)
{
    const QStringList parts = relative.split(u'/');
    for (qsizetype i = 0; i + 1 < parts.size(); ++i) {
        const QString &folder = parts[i];
        if (folder.startsWith(u'.') || folder == QLatin1String("_build") ||
            folder == QLatin1String("build"))
            return true;
    }
    return false;
}

QStringList listTutorialFiles(const Checkout &checkout, QString *error, QStringList *skippedLinks)
{
    // One call lists tracked and untracked files; `git ls-files` never reports ignored files
    // with --exclude-standard, so a built site or a virtual environment stays out.
    const GitRunner::Result r = checkout.git().run(
        {QStringLiteral("ls-files"), QStringLiteral("-z"), QStringLiteral("--cached"),
         QStringLiteral("--others"), QStringLiteral("--exclude-standard")});
    if (!r.ok) {
        if (error) *error = r.error;
        return {};
    }
    QSet<QString> seen;
    QStringList files;
    for (const QByteArray &raw : r.output.split('\0')) {
        if (raw.isEmpty()) continue;
        const QString path = QString::fromUtf8(raw);
        if (seen.contains(path) || isInSkippedFolder(path) || !Checkout::isPlainRelativePath(path))
            continue;
        seen.insert(path);
        // A deleted but still indexed file has nothing to read; isTranslationFile opens .py files.
        const QString absolute = checkout.absolutePath(path);
        if (absolute.isEmpty() || !QFileInfo(absolute).isFile()) {
            // absolutePath() refuses a link resolving outside the checkout.
            const bool link = QFileInfo(checkout.root() + u'/' + path).isSymLink();
            if (skippedLinks && link &&
                (path.endsWith(QLatin1String(".rst")) || path.endsWith(QLatin1String(".py"))))
                skippedLinks->append(path);
            continue;
        }
        if (!checkout.isTranslationFile(path)) continue;
        files.append(path);
    }
    std::sort(files.begin(), files.end());
    return files;
}

} // namespace tandem
