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
    // A draft may grow past what Tandem opens (TextFile::MaxBytes) while it is edited: its
    // recovery copy is read back up to four times that, so work typed or pasted in is offered.
    static constexpr qint64 MaxBytes = 64 * 1024 * 1024;

    static QString pathFor(const QString &draftPath);
    static bool write(const QString &draftPath, const QString &text);
    // The copy's text, or nothing. When a copy exists but cannot be read back (over MaxBytes,
    // unreadable), `problem` says so, naming the copy, which is then left where it is.
    static std::optional<QString> read(const QString &draftPath, QString *problem = nullptr);
    static void remove(const QString &draftPath);
};

} // namespace tandem
