// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace tandem {

// Autosave copies of drafts, one file per draft under the app's data folder, named by a hash of
// the draft's absolute path. Written while the draft has unsaved changes, removed on save or a
// clean close; one left over at start means the last session did not end normally.
class RecoveryStore
{
public:
    static QString pathFor(const QString &draftPath);
    static bool write(const QString &draftPath, const QString &text);
    static std::optional<QString> read(const QString &draftPath);
    static void remove(const QString &draftPath);
};

} // namespace tandem
