// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rstdocument.h"
#include "textfile.h"

#include <QByteArray>
#include <QCryptographicHash>
#include <QString>

namespace tandem {

// What the window knows about the file behind a pane: where it is, how to write it back
// (BOM, line endings: kept in `file`), and a digest of the bytes last read or written, so a
// change on disk can be told apart from our own save (the digest, not the bytes: a 15 MB pair
// kept 30 MB for that).
struct PaneFile
{
    QString path;
    TextFile file;
    QByteArray diskDigest; // digest() of the file's bytes
    static QByteArray digest(const QByteArray &bytes)
    {
        return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
    }
    bool existsOnDisk = false;
    FileKind kind = FileKind::Rst;
    // A version read from git history (existsOnDisk false) has no file: `path` is
    // "<checkout root>/<label>" and `label` names it as reports do, "path@1a2b3c4".
    QString label;
    bool isOpen() const { return !path.isEmpty(); }
};

} // namespace tandem
