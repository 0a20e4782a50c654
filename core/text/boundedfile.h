// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "textfile.h"

#include <QByteArray>
#include <QString>

namespace tandem {

// The one way Tandem reads a file it takes as input: tutorials, TRANSLATION_GUIDE.md, glossaries,
// style rules, suppressions, word lists. A checkout is data from someone else, and a file
// argument can be anything, so before anything is read:
//  - only a regular file is opened: a FIFO, device, socket or folder is refused from its stat,
//    without opening it (opening a FIFO for reading blocks until a writer comes; /dev/zero never
//    ends), and the opened file is checked again (fstat) in case it was swapped meanwhile;
//  - when `confineTo` is given (the checkout the file was found in), the file must resolve,
//    symlinks followed, inside that folder;
//  - a file over TextFile::MaxBytes is refused without reading it;
//  - a symlink loop, a missing file and permissions each get their own message.
// On failure `error` (if given) holds the kind and a one-line message, and the result is empty.
// Paths starting with ':' are Qt resources (built in, trusted) and are read as they are.
// With `prefixBytes` >= 0 only the first that many bytes are read (the size cap does not apply):
// for sniffing a file's first lines.
QByteArray readBoundedFile(const QString &path, TextFile::Error *error,
                           const QString &confineTo = {}, qint64 prefixBytes = -1);

// The same checks with a cap of `maxBytes` instead of TextFile::MaxBytes, for files Tandem writes
// itself and reads back (the project cache), which may be larger than a text but not unbounded.
QByteArray readBoundedFileUpTo(const QString &path, qint64 maxBytes, TextFile::Error *error);

// The same checks with a cap of `maxBytes`, returning the opened descriptor (blocking reads; the
// caller closes it, e.g. through QFile::open(fd, ..., AutoCloseHandle)) or -1 with `error`: for a
// file read as a stream rather than whole (a TMX).
int openBoundedFile(const QString &path, qint64 maxBytes, TextFile::Error *error);

// The same checks, the size cap included, and an open() for permissions, without reading: for a
// command line to refuse a bad file argument up front (exit 2) before any work starts.
bool checkBoundedFile(const QString &path, TextFile::Error *error, const QString &confineTo = {});

} // namespace tandem
