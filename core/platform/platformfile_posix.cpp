// SPDX-License-Identifier: GPL-3.0-or-later
// The POSIX side of platformfile.h (Linux, macOS); platformfile_win32.cpp is the Windows side.
#include "platformfile.h"

#ifndef Q_OS_WIN

#include <QFile>

#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <limits>
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

qint64 readAt(int fd, char *buffer, qint64 maxBytes, qint64 offset, FileError *error)
{
    for (;;) {
        const ssize_t n = ::pread(fd, buffer, size_t(maxBytes), off_t(offset));
        if (n >= 0) return qint64(n);
        if (errno == EINTR) continue;
        setError(error, errno);
        return -1;
    }
}

bool writeAll(int fd, const char *data, qint64 size, FileError *error)
{
    qint64 done = 0;
    while (done < size) {
        const ssize_t n = ::write(fd, data + done, size_t(size - done));
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            setError(error, n < 0 ? errno : ENOSPC); // a write that stores nothing: a full disk
            return false;
        }
        done += n;
    }
    return true;
}

bool copyPermissions(int from, int to, FileError *error)
{
    struct stat st;
    if (::fstat(from, &st) != 0 || ::fchmod(to, st.st_mode & 07777) != 0) {
        setError(error, errno);
        return false;
    }
    if (::fchown(to, st.st_uid, st.st_gid) != 0) {
        // not an error: an ordinary user cannot give a file away
    }
    return true;
}

void closeFile(int fd)
{
    ::close(fd);
}

bool mayWrite(const QString &path)
{
    return ::access(QFile::encodeName(path).constData(), W_OK) == 0;
}

bool processHasEnded(qint64 pid)
{
    if (pid <= 0 || pid > std::numeric_limits<pid_t>::max()) return false;
    return ::kill(pid_t(pid), 0) != 0 && errno == ESRCH;
}

// Folder: a descriptor and the *at calls. Each name is one component opened with O_NOFOLLOW,
// so ELOOP means the name is a link.

namespace {

void setNameError(FileError *error, int code)
{
    if (code == ELOOP) return setError(error, code, FileError::Kind::IsSymlink);
    if (code == ENOTDIR) return setError(error, code, FileError::Kind::NotAFolder);
    setError(error, code);
}

int descriptor(qintptr handle)
{
    return int(handle);
}

} // namespace

Folder::~Folder()
{
    if (m_handle != -1) ::close(descriptor(m_handle));
}

Folder Folder::open(const QString &path, FileError *error)
{
    Folder folder;
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) {
        setError(error, errno);
        return folder;
    }
    folder.m_handle = fd;
    folder.m_path = path;
    return folder;
}

Folder Folder::walk(const QStringList &names, FileError *error) const
{
    Folder current;
    const int copy = ::fcntl(descriptor(m_handle), F_DUPFD_CLOEXEC, 0);
    if (copy < 0) {
        setError(error, errno);
        return current;
    }
    current.m_handle = copy;
    current.m_path = m_path;
    for (const QString &name : names) {
        const int next = ::openat(descriptor(current.m_handle), QFile::encodeName(name).constData(),
                                  O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (next < 0) {
            // With O_DIRECTORY, Linux says ENOTDIR for a link too: a look tells which it is.
            const int code = errno;
            struct stat st;
            if (code == ENOTDIR &&
                ::fstatat(descriptor(current.m_handle), QFile::encodeName(name).constData(), &st,
                          AT_SYMLINK_NOFOLLOW) == 0 &&
                S_ISLNK(st.st_mode))
                setError(error, code, FileError::Kind::IsSymlink);
            else
                setNameError(error, code);
            return Folder();
        }
        Folder step;
        step.m_handle = next;
        step.m_path = current.m_path + u'/' + name;
        current = std::move(step);
    }
    return current;
}

int Folder::openForReading(const QString &name, FileError *error) const
{
    const int fd = ::openat(descriptor(m_handle), QFile::encodeName(name).constData(),
                            O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) setNameError(error, errno);
    return fd;
}

bool Folder::statusOf(const QString &name, FileStatus *status, FileError *error) const
{
    struct stat st;
    if (::fstatat(descriptor(m_handle), QFile::encodeName(name).constData(), &st,
                  AT_SYMLINK_NOFOLLOW) != 0) {
        setNameError(error, errno);
        return false;
    }
    *status = statusFrom(st);
    return true;
}

bool Folder::mayWrite(const QString &name) const
{
    return ::faccessat(descriptor(m_handle), QFile::encodeName(name).constData(), W_OK,
                       AT_EACCESS) == 0;
}

int Folder::createNew(const QString &name, FileError *error) const
{
    const int fd = ::openat(descriptor(m_handle), QFile::encodeName(name).constData(),
                            O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0) setNameError(error, errno);
    return fd;
}

bool Folder::rename(const QString &from, const QString &to, FileError *error) const
{
    if (::renameat(descriptor(m_handle), QFile::encodeName(from).constData(), descriptor(m_handle),
                   QFile::encodeName(to).constData()) == 0)
        return true;
    setNameError(error, errno);
    return false;
}

bool Folder::remove(const QString &name, FileError *error) const
{
    if (::unlinkat(descriptor(m_handle), QFile::encodeName(name).constData(), 0) == 0) return true;
    setNameError(error, errno);
    return false;
}

bool Folder::sync(FileError *error) const
{
    if (::fsync(descriptor(m_handle)) == 0) return true;
    setError(error, errno);
    return false;
}

} // namespace tandem::platform

#endif // !Q_OS_WIN
