// SPDX-License-Identifier: GPL-3.0-or-later
// The Windows side of platformfile.h, against the documented Win32 API (CreateFileW,
// GetFileInformationByHandle, GetFileInformationByHandleEx, FlushFileBuffers) and the C
// runtime's descriptors (_open_osfhandle, _get_osfhandle, _close). Not compiled on the Linux
// machines this was written on: the Windows job of the release workflow is its first build.
#include "platformfile.h"

#ifdef Q_OS_WIN

#include <QDir>

#include <climits>
#include <fcntl.h>
#include <io.h>
#include <string>

#ifndef NOMINMAX
#define NOMINMAX
#endif
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>

namespace tandem::platform {

namespace {

void setError(FileError *error, DWORD code)
{
    if (!error) return;
    switch (code) {
    case ERROR_FILE_NOT_FOUND:
    case ERROR_PATH_NOT_FOUND:
    case ERROR_INVALID_NAME:
    case ERROR_BAD_NETPATH:
    case ERROR_DIRECTORY:
        error->kind = FileError::Kind::NotFound;
        break;
    case ERROR_CANT_RESOLVE_FILENAME: // a chain of links too long or circular
        error->kind = FileError::Kind::SymlinkLoop;
        break;
    case ERROR_ACCESS_DENIED:
    case ERROR_SHARING_VIOLATION:
    case ERROR_LOCK_VIOLATION:
        error->kind = FileError::Kind::PermissionDenied;
        break;
    case ERROR_DISK_FULL:
    case ERROR_HANDLE_DISK_FULL:
        error->kind = FileError::Kind::NoSpace;
        break;
    default:
        error->kind = FileError::Kind::Other;
        break;
    }
    error->message = qt_error_string(int(code));
}

// `access` 0 or FILE_READ_ATTRIBUTES looks without reading (and works without read permission);
// FILE_FLAG_BACKUP_SEMANTICS lets a folder be opened too, for its status.
HANDLE openHandle(const QString &path, DWORD access, Links links)
{
    const std::wstring native = QDir::toNativeSeparators(path).toStdWString();
    DWORD flags = FILE_FLAG_BACKUP_SEMANTICS;
    if (links == Links::DoNotFollow) flags |= FILE_FLAG_OPEN_REPARSE_POINT;
    return ::CreateFileW(native.c_str(), access,
                         FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, nullptr,
                         OPEN_EXISTING, flags, nullptr);
}

// A reparse point that stands for another name (a symbolic link, a junction) is a link; others
// (a OneDrive placeholder, a deduplicated file) are the file itself.
bool isLink(HANDLE handle)
{
    FILE_ATTRIBUTE_TAG_INFO tag = {};
    if (!::GetFileInformationByHandleEx(handle, FileAttributeTagInfo, &tag, sizeof tag))
        return false;
    return (tag.FileAttributes & FILE_ATTRIBUTE_REPARSE_POINT) &&
           IsReparseTagNameSurrogate(tag.ReparseTag);
}

bool statusOfHandle(HANDLE handle, FileStatus *status, FileError *error)
{
    *status = {};
    switch (::GetFileType(handle)) {
    case FILE_TYPE_PIPE:
        status->kind = FileKind::Fifo;
        return true;
    case FILE_TYPE_CHAR:
        status->kind = FileKind::Device;
        return true;
    case FILE_TYPE_DISK:
        break;
    default:
        status->kind = FileKind::Other;
        return true;
    }
    BY_HANDLE_FILE_INFORMATION info = {};
    if (!::GetFileInformationByHandle(handle, &info)) {
        setError(error, ::GetLastError());
        return false;
    }
    status->size = qint64((quint64(info.nFileSizeHigh) << 32) | info.nFileSizeLow);
    status->identity = {quint64(info.dwVolumeSerialNumber),
                        (quint64(info.nFileIndexHigh) << 32) | info.nFileIndexLow};
    // FILETIME counts 100 ns from 1601-01-01; the epoch is 11,644,473,600 s later.
    const qint64 ticks = qint64((quint64(info.ftLastWriteTime.dwHighDateTime) << 32) |
                                info.ftLastWriteTime.dwLowDateTime);
    status->modified = (ticks - 116444736000000000LL) / 10000;
    if ((info.dwFileAttributes & FILE_ATTRIBUTE_REPARSE_POINT) && isLink(handle))
        status->kind = FileKind::Symlink;
    else if (info.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY)
        status->kind = FileKind::Folder;
    else
        status->kind = FileKind::Regular;
    return true;
}

HANDLE handleOf(int fd)
{
    return reinterpret_cast<HANDLE>(::_get_osfhandle(fd));
}

} // namespace

bool statusOf(const QString &path, Links links, FileStatus *status, FileError *error)
{
    const HANDLE handle = openHandle(path, FILE_READ_ATTRIBUTES, links);
    if (handle == INVALID_HANDLE_VALUE) {
        setError(error, ::GetLastError());
        return false;
    }
    const bool ok = statusOfHandle(handle, status, error);
    ::CloseHandle(handle);
    return ok;
}

bool statusOfOpen(int fd, FileStatus *status, FileError *error)
{
    const HANDLE handle = handleOf(fd);
    if (handle == INVALID_HANDLE_VALUE) {
        setError(error, ERROR_INVALID_HANDLE);
        return false;
    }
    return statusOfHandle(handle, status, error);
}

int openForReading(const QString &path, Links links, FileError *error)
{
    HANDLE handle = openHandle(path, GENERIC_READ, links);
    if (handle == INVALID_HANDLE_VALUE) {
        setError(error, ::GetLastError());
        return -1;
    }
    if (links == Links::DoNotFollow) {
        FILE_ATTRIBUTE_TAG_INFO tag = {};
        if (::GetFileInformationByHandleEx(handle, FileAttributeTagInfo, &tag, sizeof tag) &&
            (tag.FileAttributes & FILE_ATTRIBUTE_REPARSE_POINT)) {
            ::CloseHandle(handle);
            if (IsReparseTagNameSurrogate(tag.ReparseTag)) {
                if (error) {
                    error->kind = FileError::Kind::IsSymlink;
                    error->message = qt_error_string(int(ERROR_CANT_ACCESS_FILE));
                }
                return -1;
            }
            // Not a link (a placeholder, say): FILE_FLAG_OPEN_REPARSE_POINT opened the reparse
            // data, not the file; open it as it is.
            handle = openHandle(path, GENERIC_READ, Links::Follow);
            if (handle == INVALID_HANDLE_VALUE) {
                setError(error, ::GetLastError());
                return -1;
            }
        }
    }
    const int fd = ::_open_osfhandle(reinterpret_cast<intptr_t>(handle), _O_RDONLY | _O_BINARY);
    if (fd < 0) {
        ::CloseHandle(handle);
        setError(error, ERROR_TOO_MANY_OPEN_FILES);
        return -1;
    }
    return fd; // _close(fd) closes the handle too
}

qint64 readSome(int fd, char *buffer, qint64 maxBytes, FileError *error)
{
    DWORD read = 0;
    const DWORD wanted = DWORD(qMin<qint64>(maxBytes, INT_MAX));
    if (::ReadFile(handleOf(fd), buffer, wanted, &read, nullptr)) return qint64(read);
    const DWORD code = ::GetLastError();
    if (code == ERROR_BROKEN_PIPE || code == ERROR_HANDLE_EOF) return 0;
    setError(error, code);
    return -1;
}

void setBlocking(int)
{
    // CreateFileW never waits for a pipe's writer: nothing to undo.
}

bool syncFile(int fd, FileError *error)
{
    if (::FlushFileBuffers(handleOf(fd))) return true;
    setError(error, ::GetLastError());
    return false;
}

void closeFile(int fd)
{
    ::_close(fd);
}

bool mayWrite(const QString &path)
{
    const std::wstring native = QDir::toNativeSeparators(path).toStdWString();
    const DWORD attributes = ::GetFileAttributesW(native.c_str());
    if (attributes == INVALID_FILE_ATTRIBUTES) return false;
    if (attributes & FILE_ATTRIBUTE_DIRECTORY) return true;
    return !(attributes & FILE_ATTRIBUTE_READONLY);
}

} // namespace tandem::platform

#endif // Q_OS_WIN
