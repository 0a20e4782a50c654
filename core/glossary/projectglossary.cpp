// SPDX-License-Identifier: GPL-3.0-or-later
#include "projectglossary.h"

#include "glossaryloader.h"
#include "glossarymerge.h"
#include "projectfiles.h"

#include <QDir>
#include <QFileInfo>

namespace tandem {

QString findTranslationGuide(const QString &path)
{
    const QString root = repositoryRoot(path);
    if (root.isEmpty()) return {};
    // PyTorch Korea's TRANSLATION_GUIDE.md, else python-docs-ko's .pdk/guide.md (its 용어집).
    for (const char *name : {"TRANSLATION_GUIDE.md", ".pdk/guide.md"}) {
        const QString guide = QDir(root).filePath(QString::fromLatin1(name));
        // exists() follows symlinks: a dangling or looping link is still a guide to refuse.
        if (QFileInfo::exists(guide) || QFileInfo(guide).isSymLink()) return guide;
    }
    return {};
}

ProjectGlossary loadProjectGlossary(const QString &fileInProject, const QStringList &extraFiles,
                                    bool useDefault)
{
    ProjectGlossary result;
    const QString guide = fileInProject.isEmpty() ? QString() : findTranslationGuide(fileInProject);
    // The built-in glossary is PyTorch Korea's: a checkout of another community, which keeps
    // its guide as python-docs-ko does (.pdk/guide.md), writes by its own (메서드 for "method"
    // where PyTorch Korea writes 메소드), so it gets its guide's terms alone.
    const bool otherCommunity = guide.endsWith(QStringLiteral("/.pdk/guide.md"));
    if (useDefault && !otherCommunity) {
        result.glossary = GlossaryLoader::loadDefault();
        result.sources << QStringLiteral("built-in");
    }
    // The checkout's guide is someone else's data: it must stay inside the checkout (a symlink
    // to /dev/zero or to a file elsewhere is refused with a diagnostic). Extra files are the
    // user's own choice, read as given.
    if (!guide.isEmpty()) {
        result.glossary = mergeGlossaries(
            result.glossary,
            GlossaryLoader::loadFile(guide, GlossaryLoader::Format::Auto, repositoryRoot(guide)));
        result.sources << guide;
    }
    for (const QString &f : extraFiles) {
        result.glossary = mergeGlossaries(result.glossary, GlossaryLoader::loadFile(f));
        result.sources << f;
    }
    return result;
}

} // namespace tandem
