// SPDX-License-Identifier: GPL-3.0-or-later
// The POSIX side of platformfile.h (Linux, macOS); platformfile_win32.cpp is the Windows side.
#include "platformfile.h"

#ifndef Q_OS_WIN

#include <QFile>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace tandem::platform {

namespace {

void setError(FileError *error, int code, FileError::Kind kind)
{
    if (!error) return;
    error->kind = kind;
    error->message = qt_error_string(code);
}

void setError(FileError *error, int code)
{
    switch (code) {
    case ENOENT:
    case ENOTDIR:
        return setError(error, code, FileError::Kind::NotFound);
    case ELOOP:
        return setError(error, code, FileError::Kind::SymlinkLoop);
    case EACCES:
    case EPERM:
        return setError(error, code, FileError::Kind::PermissionDenied);
    case ENOSPC:
        return setError(error, code, FileError::Kind::NoSpace);
    default:
        return setError(error, code, FileError::Kind::Other);
    }
}

FileStatus statusFrom(const struct stat &st)
{
    FileStatus status;
    status.size = qint64(st.st_size);
    status.identity = {quint64(st.st_dev), quint64(st.st_ino)};
#ifdef __APPLE__
    const struct timespec &modified = st.st_mtimespec;
#else
    const struct timespec &modified = st.st_mtim;
#endif
    status.modified = qint64(modified.tv_sec) * 1000 + modified.tv_nsec / 1000000;
    if (S_ISREG(st.st_mode))
        status.kind = FileKind::Regular;
    else if (S_ISDIR(st.st_mode))
        status.kind = FileKind::Folder;
    else if (S_ISFIFO(st.st_mode))
        status.kind = FileKind::Fifo;
    else if (S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode))
        status.kind = FileKind::Device;
    else if (S_ISLNK(st.st_mode))
        status.kind = FileKind::Symlink;
    else
        status.kind = FileKind::Other;
    return status;
}

} // namespace

bool statusOf(const QString &path, Links links, FileStatus *status, FileError *error)
{
    const QByteArray native = QFile::encodeName(path);
    struct stat st;
    const int result =
        links == Links::Follow ? ::stat(native.constData(), &st) : ::lstat(native.constData(), &st);
    if (result != 0) {
        setError(error, errno);
        return false;
    }
    *status = statusFrom(st);
    return true;
}

bool statusOfOpen(int fd, FileStatus *status, FileError *error)
{
    struct stat st;
    if (::fstat(fd, &st) != 0) {
        setError(error, errno);
        return false;
    }
    *status = statusFrom(st);
    return true;
}

int openForReading(const QString &path, Links links, FileError *error)
{
    const QByteArray native = QFile::encodeName(path);
    const int flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY |
                      (links == Links::DoNotFollow ? O_NOFOLLOW : 0);
    const int fd = ::open(native.constData(), flags);
    if (fd >= 0) return fd;
    const int code = errno;
    // O_NOFOLLOW says ELOOP for a link as the last name; a loop further up says the same.
    struct stat st;
    if (code == ELOOP && links == Links::DoNotFollow && ::lstat(native.constData(), &st) == 0 &&
        S_ISLNK(st.st_mode))
        setError(error, code, FileError::Kind::IsSymlink);
    else
        setError(error, code);
    return -1;
}

qint64 readSome(int fd, char *buffer, qint64 maxBytes, FileError *error)
{
    for (;;) {
        const ssize_t n = ::read(fd, buffer, size_t(maxBytes));
        if (n >= 0) return qint64(n);
        if (errno == EINTR) continue;
        setError(error, errno);
        return -1;
    }
}

void setBlocking(int fd)
{
    if (const int flags = ::fcntl(fd, F_GETFL); flags >= 0)
        ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
}

bool syncFile(int fd, FileError *error)
{
    if (::fsync(fd) == 0) return true;
    setError(error, errno);
    return false;
}

void closeFile(int fd)
{
    ::close(fd);
}

bool mayWrite(const QString &path)
{
    return ::access(QFile::encodeName(path).constData(), W_OK) == 0;
}

} // namespace tandem::platform

#endif // !Q_OS_WIN
