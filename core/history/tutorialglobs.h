// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pathglob.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace tandem {

// The `tutorials:` section of a checkout's `.tandem.yaml`, which says which files are tutorials
// when the defaults (see listTutorialFiles) are not right for a repository:
//
//   tutorials:
//     include: ["*_source/**"]          # when given, only these files
//     exclude: ["beginner_source/old/**", "**/*_old.py"]
//
// Globs match paths relative to the checkout root: `*` and `?` stay within one folder, `**`
// spans folders, a glob without '/' matches the file name in any folder. A file an include glob
// names is a tutorial even in a folder the defaults skip; exclude wins over include.
class TutorialGlobs
{
public:
    static constexpr const char *FileName = ".tandem.yaml";
    static constexpr int MaxGlobs = 256; // include and exclude together
    static constexpr qint64 MaxFileBytes = 256 * 1024;

    // The globs of `root`/.tandem.yaml; empty (everything) when there is no such file. nullopt
    // with `error` ("FILE:LINE:COLUMN: message") for a file that cannot be read or understood,
    // a glob PathGlob refuses, an unknown key under `tutorials:`, more than MaxGlobs globs or a
    // file over MaxFileBytes.
    static std::optional<TutorialGlobs> load(const QString &root, QString *error);

    bool hasIncludes() const { return !m_include.isEmpty(); }
    bool isIncluded(const QString &relative) const; // an include glob names it
    bool isExcluded(const QString &relative) const;

private:
    QList<PathGlob> m_include, m_exclude;
};

} // namespace tandem
