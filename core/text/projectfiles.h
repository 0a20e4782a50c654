// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace tandem {

// Where a file's project files are found: the folders from the file's own up to the root of
// the git working tree it is in (the first folder with a ".git"), never above it.

// The nearest file named `fileName` in the folder of `filePath` or above it, up to the
// repository root; empty when there is none.
QString findInProject(const QString &filePath, const QString &fileName);

// The root of the git working tree that holds `path` (a file, or a folder itself); empty when
// it is in none.
QString repositoryRoot(const QString &path);

} // namespace tandem
