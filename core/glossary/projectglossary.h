// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "glossary.h"

#include <QStringList>

namespace tandem {

// The glossary that applies to a file: the built-in default, then the TRANSLATION_GUIDE.md at
// the root of the checkout the file is in (the nearest folder above it with a .git), then the
// extra files in order. Later ones take precedence (see mergeGlossaries).
struct ProjectGlossary
{
    Glossary glossary;
    QStringList sources; // what was loaded, for messages ("built-in", paths)
};

ProjectGlossary loadProjectGlossary(const QString &fileInProject, const QStringList &extraFiles,
                                    bool useDefault = true);

// The TRANSLATION_GUIDE.md of the checkout containing `path` (or, without one, python-docs-ko's
// .pdk/guide.md), or empty.
QString findTranslationGuide(const QString &path);

} // namespace tandem
