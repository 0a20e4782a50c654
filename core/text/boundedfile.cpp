// SPDX-License-Identifier: GPL-3.0-or-later
#include "boundedfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace tandem {

namespace {

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

QString errnoMessage(int code)
{
    switch (code) {
    case ENOENT:
    case ENOTDIR:
        return BoundedFileText::tr("no such file");
    case ELOOP:
        return BoundedFileText::tr("a symlink loop (too many levels of symbolic links), not read");
    case EACCES:
    case EPERM:
        return BoundedFileText::tr("permission denied");
    default:
        return QString::fromLocal8Bit(std::strerror(code));
    }
}

TextFile::Error::Kind errnoKind(int code)
{
    return code == ENOENT || code == ENOTDIR ? TextFile::Error::NotFound
                                             : TextFile::Error::Unreadable;
}

// What a stat says about whether the file may be read; empty when it may.
QString refusal(const struct stat &st, TextFile::Error::Kind *kind)
{
    *kind = TextFile::Error::Unreadable;
    if (S_ISDIR(st.st_mode)) return BoundedFileText::tr("is a folder, not a file");
    if (S_ISFIFO(st.st_mode))
        return BoundedFileText::tr("is a FIFO (named pipe), not a regular file; not read");
    if (S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode))
        return BoundedFileText::tr("is a device, not a regular file; not read");
    if (!S_ISREG(st.st_mode)) return BoundedFileText::tr("is not a regular file; not read");
    return {};
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
    const QByteArray native = QFile::encodeName(path);
    struct stat st;
    if (path.isEmpty() || ::stat(native.constData(), &st) != 0) {
        const int code = path.isEmpty() ? ENOENT : errno;
        struct stat link;
        if (code == ENOENT && ::lstat(native.constData(), &link) == 0 && S_ISLNK(link.st_mode))
            return fail(TextFile::Error::NotFound,
                        BoundedFileText::tr("a symlink to a missing file"));
        return fail(errnoKind(code), errnoMessage(code));
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
    if (cap >= 0 && st.st_size > cap)
        return fail(TextFile::Error::TooLarge, tooLarge(st.st_size, cap));

    // O_NONBLOCK: should the file have become a FIFO since the stat, open() returns at once
    // instead of waiting for a writer; the fstat below then refuses it.
    const int fd = ::open(native.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        const int code = errno;
        return fail(errnoKind(code), errnoMessage(code));
    }
    struct stat opened;
    if (::fstat(fd, &opened) != 0 || opened.st_dev != st.st_dev || opened.st_ino != st.st_ino) {
        ::close(fd);
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
    struct stat opened;
    const qint64 size = ::fstat(fd, &opened) == 0 ? qint64(opened.st_size) : 0;
    QByteArray bytes;
    bytes.resize(qMin<qint64>(limit, size + 1));
    qint64 total = 0;
    while (total < limit) {
        if (total == bytes.size())
            bytes.resize(qMin<qint64>(limit, bytes.size() * 2 + 4096)); // grew since the stat
        const ssize_t n = ::read(fd, bytes.data() + total, size_t(bytes.size() - total));
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            const int code = errno;
            ::close(fd);
            setError(error, TextFile::Error::Unreadable, errnoMessage(code));
            return {};
        }
        if (n == 0) break;
        total += n;
    }
    ::close(fd);
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
    // Back to blocking reads (O_NONBLOCK was only for the open of a swapped-in FIFO, which the
    // fstat has refused by now).
    if (const int flags = ::fcntl(fd, F_GETFL); flags >= 0)
        ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
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
    ::close(fd);
    return true;
}

} // namespace tandem
