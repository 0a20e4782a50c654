// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <functional>

namespace tandem {

// Writing a file of a checkout that was read a while ago (`tandem sync --apply`, the Project
// window's Apply to Ticked Files): between the read and the write a translator may have saved
// the file, or someone may have swapped a link in. So the write
//  - finds the file from the checkout's root one folder at a time, following no link (a link
//    swapped in for a folder or for the file is refused; a file that was a link inside the
//    checkout when it was read is written where the link leads, if that is still inside);
//  - reads it again and goes on only if its bytes are the ones the change was made from;
//  - writes the new bytes to a temporary file beside it, checked for its full size and synced,
//    then checks once more that the file is the same one with the same bytes, and renames the
//    temporary file over it (the old file stays whole if anything fails; a read-only file is
//    refused as the editor refuses it).
// The temporary file is named `.NAME.tandem-tmp-PID-XXXXXX`; one a killed run left is removed
// by removeStaleTemporaries.

struct UnchangedWrite
{
    enum class Outcome
    {
        Written,
        Changed, // the file's bytes are not the expected ones: left as it is
        Refused, // a link, outside the checkout, read-only, not a regular file: left as it is
        Failed,  // reading or writing failed (a full disk): left as it was
    };
    Outcome outcome = Outcome::Failed;
    QString why; // one line, empty when written
};

// The SHA-256 of `bytes`, what replaceIfUnchanged compares.
QByteArray contentHash(const QByteArray &bytes);

// Replaces `relative` (a path inside the folder `root`, '/' separators) with `bytes` when the
// file's SHA-256 is still `expectedHash`. `beforeRename` (tests only) runs after the temporary
// file is written, before the last check.
UnchangedWrite replaceIfUnchanged(const QString &root, const QString &relative,
                                  const QByteArray &expectedHash, const QByteArray &bytes,
                                  const std::function<void()> &beforeRename = {});

// Removes the temporary files replaceIfUnchanged left in the folders `folders` (relative to
// `root`; "" is the root) when the run that made them is gone (killed, or the machine went
// down). Returns the paths removed, relative to `root`.
QStringList removeStaleTemporaries(const QString &root, const QStringList &folders);

} // namespace tandem
