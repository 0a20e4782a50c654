// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>
#include <QtGlobal>

#include <utility>

// The engine's only door to the operating system's file calls: what Qt does not offer (open
// without following a link, a file's identity, a status that tells a FIFO from a device, fsync,
// a folder held open and worked in by name).
// Everything else goes through Qt. One implementation per system, chosen at compile time:
// platformfile_posix.cpp (Linux, macOS) and platformfile_win32.cpp (Windows); no POSIX or Win32
// header is included anywhere else in the program (scripts/check-portable.sh).
//
// An opened file is a C runtime descriptor on both systems (on Windows one made over the HANDLE
// by _open_osfhandle), so that QFile::open(fd, ..., AutoCloseHandle) takes it either way.
namespace tandem::platform {

enum class FileKind
{
    Regular,
    Folder,
    Fifo,    // a named pipe: opening it for reading waits for a writer
    Device,  // /dev/zero never ends
    Symlink, // only from Links::DoNotFollow (on Windows: a symbolic link or a junction)
    Other,   // a socket, say
};

// Which file a name leads to: equal for two names of one file (a hard link), different for a
// copy. POSIX: st_dev and st_ino; Windows: the volume serial number and the file index.
struct FileIdentity
{
    quint64 device = 0;
    quint64 file = 0;
    friend bool operator==(const FileIdentity &, const FileIdentity &) = default;
};

struct FileStatus
{
    FileKind kind = FileKind::Other;
    qint64 size = 0;
    FileIdentity identity;
    // The last modification, in ms since the epoch (UTC): what QFileInfo::lastModified() gives,
    // without its conversion to local time (two reads of the time zone file per call on glibc,
    // 4,000 a lint in a checkout of 2,000 files).
    qint64 modified = 0;
};

// Why a call failed: a kind the caller words for the reader, and the system's own message for
// the rest.
struct FileError
{
    enum class Kind
    {
        None,
        NotFound,
        SymlinkLoop, // too many levels of symbolic links
        IsSymlink,   // Links::DoNotFollow met a link
        NotAFolder,  // Folder::walk met a file where a folder was expected
        PermissionDenied,
        NoSpace,
        Other,
    };
    Kind kind = Kind::None;
    QString message; // the system's wording (strerror, FormatMessage)
};

enum class Links
{
    Follow,
    DoNotFollow,
};

// The status of what `path` names; false with `error` (if given) when there is nothing there or
// it may not be looked at. With Links::DoNotFollow a symbolic link is itself the answer.
bool statusOf(const QString &path, Links links, FileStatus *status, FileError *error = nullptr);

// The status of an opened file.
bool statusOfOpen(int fd, FileStatus *status, FileError *error = nullptr);

// Opens `path` for reading; -1 with `error` on failure. The open does not wait: should the name
// be a FIFO, it returns at once (the caller then refuses it from statusOfOpen) instead of
// waiting for a writer; call setBlocking before reading a stream through Qt. With
// Links::DoNotFollow a name that is a symbolic link is refused (FileError::Kind::IsSymlink).
int openForReading(const QString &path, Links links, FileError *error = nullptr);

// Reads at most `maxBytes` into `buffer`: the count, 0 at the end, -1 with `error` on failure
// (an interrupted read is retried).
qint64 readSome(int fd, char *buffer, qint64 maxBytes, FileError *error = nullptr);

// Blocking reads from here on (a no-op on Windows, whose open never waits).
void setBlocking(int fd);

// The file's written bytes on the disk (fsync; FlushFileBuffers on Windows, which needs a
// descriptor opened for writing).
bool syncFile(int fd, FileError *error = nullptr);

// Reads at most `maxBytes` at `offset` of the file, leaving where readSome reads alone (POSIX
// pread); the count, 0 at the end, -1 with `error` (an interrupted read is retried).
qint64 readAt(int fd, char *buffer, qint64 maxBytes, qint64 offset, FileError *error = nullptr);

// Writes all `size` bytes; false with `error` on failure. A write that stores nothing is a full
// disk (FileError::Kind::NoSpace).
bool writeAll(int fd, const char *data, qint64 size, FileError *error = nullptr);

// Gives the file `to` the permissions of the file `from` (POSIX: its mode bits, and its owner
// and group where this process may: as root, say; not being allowed to is no error). Windows:
// nothing to copy, the new file takes its folder's inherited access list as any saved file.
bool copyPermissions(int from, int to, FileError *error = nullptr);

void closeFile(int fd);

// Whether this process may write `path` (a file, or a folder to create files in). POSIX:
// access(W_OK). Windows: the read-only attribute of a file; a folder counts as writable (its
// read-only attribute means nothing for the files in it, and its access list is left to the
// write itself).
bool mayWrite(const QString &path);

// Whether the process `pid` is known to have ended (no such process now): what makes a
// temporary file it left stale. False for a process still running, or one this process may not
// look at. POSIX: kill(pid, 0) says ESRCH. Windows: OpenProcess finds none, or its handle is
// signalled.
bool processHasEnded(qint64 pid);

// A folder held open, in which files are opened, created, renamed over one another and removed
// by name, following no symbolic link: a name that becomes a link between a look and a write is
// refused, not written through. What a write that must stay inside a folder tree needs
// (core/text/unchangedwrite.cpp). A name is one path component: no separator, not "." or "..".
//  - POSIX: a descriptor, and openat with O_NOFOLLOW, fstatat, faccessat, renameat, unlinkat.
//  - Windows: a handle to the folder opened without FILE_SHARE_DELETE, so that it cannot be
//    renamed or removed while it is held, and its path, under which names are opened with
//    CreateFileW and FILE_FLAG_OPEN_REPARSE_POINT, checked not to be links (never compiled here).
class Folder
{
public:
    Folder() = default;
    // Moving hands the held folder over; the same on every system, so written once here.
    Folder(Folder &&other) noexcept : m_handle(other.m_handle), m_path(std::move(other.m_path))
    {
        other.m_handle = -1;
    }
    Folder &operator=(Folder &&other) noexcept
    {
        std::swap(m_handle, other.m_handle);
        std::swap(m_path, other.m_path);
        return *this;
    }
    Folder(const Folder &) = delete;
    Folder &operator=(const Folder &) = delete;
    ~Folder();

    // Opens the folder `path`, following links (give a canonical path); not open, with `error`,
    // on failure.
    static Folder open(const QString &path, FileError *error = nullptr);

    bool isOpen() const { return m_handle != -1; }

    // The folder reached from this one through `names`, one at a time, following no link: a
    // link on the way is FileError::Kind::IsSymlink, a file NotAFolder. No names: this folder,
    // opened again.
    Folder walk(const QStringList &names, FileError *error = nullptr) const;

    // Opens the file `name` for reading as openForReading does with Links::DoNotFollow: a link
    // is refused (IsSymlink), a FIFO does not make it wait.
    int openForReading(const QString &name, FileError *error = nullptr) const;

    // The status of `name` itself: a link is FileKind::Symlink.
    bool statusOf(const QString &name, FileStatus *status, FileError *error = nullptr) const;

    // Whether this process may write the file `name` (POSIX: faccessat with the effective ids;
    // Windows: its read-only attribute).
    bool mayWrite(const QString &name) const;

    // Creates the file `name` for writing, only when nothing (not even a link) has that name;
    // readable and writable by its owner alone (POSIX) until copyPermissions. -1 with `error`.
    int createNew(const QString &name, FileError *error = nullptr) const;

    // Renames `from` to `to` in one step, replacing a file (or a link itself, never what it
    // leads to) already named `to`: a reader sees the old file or the new one, never neither.
    bool rename(const QString &from, const QString &to, FileError *error = nullptr) const;

    // Removes the file (or link) `name`.
    bool remove(const QString &name, FileError *error = nullptr) const;

    // The folder's entries (a rename, a removal) on the disk: fsync. Windows: nothing left to do,
    // rename writes through (MOVEFILE_WRITE_THROUGH).
    bool sync(FileError *error = nullptr) const;

private:
    qintptr m_handle = -1; // POSIX: the descriptor; Windows: the HANDLE (INVALID_HANDLE_VALUE)
    QString m_path;        // its path: Windows opens the names in it by path, under the handle
};

} // namespace tandem::platform
