// SPDX-License-Identifier: GPL-3.0-or-later
#include "projectglossary.h"

#include "projectfiles.h"
#include "glossaryloader.h"
#include "glossarymerge.h"

#include <QDir>
#include <QFileInfo>

namespace tandem {

QString findTranslationGuide(const QString &path)
{
    const QString root = repositoryRoot(path);
    if (root.isEmpty())
        return {};
    const QString guide = QDir(root).filePath(QStringLiteral("TRANSLATION_GUIDE.md"));
    return QFileInfo::exists(guide) ? guide : QString();
}

ProjectGlossary loadProjectGlossary(const QString &fileInProject, const QStringList &extraFiles,
                                    bool useDefault)
{
    ProjectGlossary result;
    if (useDefault) {
        result.glossary = GlossaryLoader::loadDefault();
        result.sources << QStringLiteral("built-in");
    }
    QStringList files;
    if (!fileInProject.isEmpty())
        if (const QString guide = findTranslationGuide(fileInProject); !guide.isEmpty())
            files << guide;
    files << extraFiles;
    for (const QString &f : files) {
        result.glossary = mergeGlossaries(result.glossary, GlossaryLoader::loadFile(f));
        result.sources << f;
    }
    return result;
}

} // namespace tandem
