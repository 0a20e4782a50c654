// SPDX-License-Identifier: GPL-3.0-or-later
#include "boundedfile.h"

#include "platformfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace tandem {

namespace {

using platform::FileError;
using platform::FileKind;
using platform::FileStatus;
using platform::Links;

// Names the context under which lupdate files these messages and the translator finds them.
struct BoundedFileText
{
    Q_DECLARE_TR_FUNCTIONS(tandem::TextFile)
};

QString tooLarge(qint64 size, qint64 cap = TextFile::MaxBytes)
{
    return BoundedFileText::tr("file is %1 MB, larger than the %2 MB Tandem opens")
        .arg(double(size) / (1024 * 1024), 0, 'f', 1)
        .arg(cap / (1024 * 1024));
}

QString systemMessage(const FileError &error)
{
    switch (error.kind) {
    case FileError::Kind::NotFound:
        return BoundedFileText::tr("no such file");
    case FileError::Kind::SymlinkLoop:
        return BoundedFileText::tr("a symlink loop (too many levels of symbolic links), not read");
    case FileError::Kind::PermissionDenied:
        return BoundedFileText::tr("permission denied");
    default:
        return error.message;
    }
}

TextFile::Error::Kind systemKind(const FileError &error)
{
    return error.kind == FileError::Kind::NotFound ? TextFile::Error::NotFound
                                                   : TextFile::Error::Unreadable;
}

// What a status says about whether the file may be read; empty when it may.
QString refusal(const FileStatus &st, TextFile::Error::Kind *kind)
{
    *kind = TextFile::Error::Unreadable;
    switch (st.kind) {
    case FileKind::Regular:
        return {};
    case FileKind::Folder:
        return BoundedFileText::tr("is a folder, not a file");
    case FileKind::Fifo:
        return BoundedFileText::tr("is a FIFO (named pipe), not a regular file; not read");
    case FileKind::Device:
        return BoundedFileText::tr("is a device, not a regular file; not read");
    default:
        return BoundedFileText::tr("is not a regular file; not read");
    }
}

bool isInside(const QString &path, const QString &root)
{
    return path == root || path.startsWith(root.endsWith(u'/') ? root : root + u'/');
}

// Records a refusal in `error` (if given).
void setError(TextFile::Error *error, TextFile::Error::Kind kind, const QString &message)
{
    if (!error) return;
    error->kind = kind;
    error->message = message;
}

// Opens `path` after every check (see the header); returns the descriptor, or -1 with `error`
// set. `cap` >= 0: refuse a file over that many bytes from its size.
int openChecked(const QString &path, TextFile::Error *error, const QString &confineTo, qint64 cap)
{
    auto fail = [&](TextFile::Error::Kind kind, const QString &message) {
        setError(error, kind, message);
        return -1;
    };
    FileStatus st;
    FileError systemError;
    if (path.isEmpty() || !platform::statusOf(path, Links::Follow, &st, &systemError)) {
        if (path.isEmpty()) systemError.kind = FileError::Kind::NotFound;
        FileStatus link;
        if (systemError.kind == FileError::Kind::NotFound && !path.isEmpty() &&
            platform::statusOf(path, Links::DoNotFollow, &link) && link.kind == FileKind::Symlink)
            return fail(TextFile::Error::NotFound,
                        BoundedFileText::tr("a symlink to a missing file"));
        return fail(systemKind(systemError), systemMessage(systemError));
    }
    // Outside the checkout first: that is what matters about a link to /dev/zero in one.
    if (!confineTo.isEmpty()) {
        const QString real = QFileInfo(path).canonicalFilePath();
        const QString root = QFileInfo(confineTo).canonicalFilePath();
        if (real.isEmpty() || root.isEmpty() || !isInside(real, root))
            return fail(TextFile::Error::Unreadable,
                        BoundedFileText::tr("leads outside the checkout (a symlink), not read"));
    }
    TextFile::Error::Kind kind;
    if (const QString why = refusal(st, &kind); !why.isEmpty()) return fail(kind, why);
    if (cap >= 0 && st.size > cap) return fail(TextFile::Error::TooLarge, tooLarge(st.size, cap));

    // Should the file have become a FIFO since the status, the open returns at once instead of
    // waiting for a writer; the identity check below then refuses it.
    const int fd = platform::openForReading(path, Links::Follow, &systemError);
    if (fd < 0) return fail(systemKind(systemError), systemMessage(systemError));
    FileStatus opened;
    if (!platform::statusOfOpen(fd, &opened) || !(opened.identity == st.identity)) {
        platform::closeFile(fd);
        return fail(TextFile::Error::Unreadable,
                    BoundedFileText::tr("changed while being opened; not read"));
    }
    return fd;
}

} // namespace

namespace {

// Reads at most `limit` bytes of the opened `fd` and closes it; `cap` >= 0 refuses a file that
// turns out (it grew since the stat) to be larger.
QByteArray readOpened(int fd, qint64 limit, qint64 cap, TextFile::Error *error)
{
    FileStatus opened;
    const qint64 size = platform::statusOfOpen(fd, &opened) ? opened.size : 0;
    QByteArray bytes;
    bytes.resize(qMin<qint64>(limit, size + 1));
    qint64 total = 0;
    while (total < limit) {
        if (total == bytes.size())
            bytes.resize(qMin<qint64>(limit, bytes.size() * 2 + 4096)); // grew since the stat
        FileError systemError;
        const qint64 n =
            platform::readSome(fd, bytes.data() + total, bytes.size() - total, &systemError);
        if (n < 0) {
            platform::closeFile(fd);
            setError(error, TextFile::Error::Unreadable, systemMessage(systemError));
            return {};
        }
        if (n == 0) break;
        total += n;
    }
    platform::closeFile(fd);
    bytes.truncate(total);
    if (cap >= 0 && total > cap) {
        setError(error, TextFile::Error::TooLarge, tooLarge(total, cap));
        return {};
    }
    return bytes;
}

} // namespace

QByteArray readBoundedFile(const QString &path, TextFile::Error *error, const QString &confineTo,
                           qint64 prefixBytes)
{
    if (error) *error = {};
    if (path.startsWith(u':')) { // a Qt resource: ours, in memory
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) {
            setError(error, TextFile::Error::NotFound, BoundedFileText::tr("no such file"));
            return {};
        }
        return prefixBytes >= 0 ? f.read(prefixBytes) : f.readAll();
    }
    const qint64 cap = prefixBytes < 0 ? TextFile::MaxBytes : -1;
    const int fd = openChecked(path, error, confineTo, cap);
    if (fd < 0) return {};
    return readOpened(fd, prefixBytes >= 0 ? prefixBytes : TextFile::MaxBytes + 1, cap, error);
}

QByteArray readBoundedFileUpTo(const QString &path, qint64 maxBytes, TextFile::Error *error)
{
    if (error) *error = {};
    const int fd = openChecked(path, error, {}, maxBytes);
    if (fd < 0) return {};
    return readOpened(fd, maxBytes + 1, maxBytes, error);
}

int openBoundedFile(const QString &path, qint64 maxBytes, TextFile::Error *error)
{
    if (error) *error = {};
    const int fd = openChecked(path, error, {}, maxBytes);
    if (fd < 0) return -1;
    // Back to blocking reads (not waiting was only for the open of a swapped-in FIFO, which the
    // identity check has refused by now).
    platform::setBlocking(fd);
    return fd;
}

bool checkBoundedFile(const QString &path, TextFile::Error *error, const QString &confineTo)
{
    if (error) *error = {};
    if (path.startsWith(u':')) {
        if (QFile::exists(path)) return true;
        setError(error, TextFile::Error::NotFound, BoundedFileText::tr("no such file"));
        return false;
    }
    const int fd = openChecked(path, error, confineTo, TextFile::MaxBytes);
    if (fd < 0) return false;
    platform::closeFile(fd);
    return true;
}

} // namespace tandem
