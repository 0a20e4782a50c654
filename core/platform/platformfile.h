// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QtGlobal>

// The engine's only door to the operating system's file calls: what Qt does not offer (open
// without following a link, a file's identity, a status that tells a FIFO from a device, fsync).
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

void closeFile(int fd);

// Whether this process may write `path` (a file, or a folder to create files in). POSIX:
// access(W_OK). Windows: the read-only attribute of a file; a folder counts as writable (its
// read-only attribute means nothing for the files in it, and its access list is left to the
// write itself).
bool mayWrite(const QString &path);

} // namespace tandem::platform
