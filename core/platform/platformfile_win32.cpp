// SPDX-License-Identifier: GPL-3.0-or-later
// The Windows side of platformfile.h, against the documented Win32 API (CreateFileW,
// GetFileInformationByHandle, GetFileInformationByHandleEx, ReadFile, WriteFile,
// FlushFileBuffers, MoveFileExW, DeleteFileW, DuplicateHandle, OpenProcess) and the C runtime's
// descriptors (_open_osfhandle, _get_osfhandle, _close). Not compiled on the Linux machines this
// was written on: the Windows job of the release workflow is its first build.
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

qint64 readAt(int fd, char *buffer, qint64 maxBytes, qint64 offset, FileError *error)
{
    // On a handle opened without FILE_FLAG_OVERLAPPED, an OVERLAPPED only says where to read.
    OVERLAPPED at = {};
    at.Offset = DWORD(quint64(offset) & 0xffffffffu);
    at.OffsetHigh = DWORD(quint64(offset) >> 32);
    DWORD read = 0;
    const DWORD wanted = DWORD(qMin<qint64>(maxBytes, INT_MAX));
    if (::ReadFile(handleOf(fd), buffer, wanted, &read, &at)) return qint64(read);
    const DWORD code = ::GetLastError();
    if (code == ERROR_HANDLE_EOF) return 0; // at or past the end
    setError(error, code);
    return -1;
}

bool writeAll(int fd, const char *data, qint64 size, FileError *error)
{
    const HANDLE handle = handleOf(fd);
    qint64 done = 0;
    while (done < size) {
        DWORD written = 0;
        const DWORD chunk = DWORD(qMin<qint64>(size - done, INT_MAX));
        if (!::WriteFile(handle, data + done, chunk, &written, nullptr)) {
            setError(error, ::GetLastError());
            return false;
        }
        if (written == 0) { // a write that stores nothing: a full disk
            setError(error, ERROR_DISK_FULL);
            return false;
        }
        done += qint64(written);
    }
    return true;
}

bool copyPermissions(int, int, FileError *)
{
    // A new file takes its folder's inheritable access list, as any file an editor saves; the
    // one attribute that matters, read-only, is refused before a write (Folder::mayWrite).
    return true;
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

bool processHasEnded(qint64 pid)
{
    if (pid <= 0 || pid > qint64(MAXDWORD)) return false;
    const HANDLE process = ::OpenProcess(SYNCHRONIZE, FALSE, DWORD(pid));
    // No such process is ERROR_INVALID_PARAMETER; one we may not open (another user's) runs.
    if (!process) return ::GetLastError() == ERROR_INVALID_PARAMETER;
    const bool ended = ::WaitForSingleObject(process, 0) == WAIT_OBJECT_0;
    ::CloseHandle(process);
    return ended;
}

// Folder: a handle held on the folder and its path. The handle shares reading and writing
// (others may list the folder and save files in it) but not deletion, so the folder cannot be
// renamed or removed while it is held; NTFS also refuses to rename a folder above one with an
// open handle (not verified here: no Windows machine). The names in it are then opened by path
// under it, with FILE_FLAG_OPEN_REPARSE_POINT, and each is checked not to be a link.

namespace {

HANDLE heldHandle(qintptr handle)
{
    return reinterpret_cast<HANDLE>(handle);
}

// One path component: Windows also takes '\\' as a separator and ':' for a file's stream.
bool plainName(const QString &name, FileError *error)
{
    if (!name.isEmpty() && name != u"." && name != u".." && !name.contains(u'/') &&
        !name.contains(u'\\') && !name.contains(u':'))
        return true;
    setError(error, ERROR_INVALID_NAME);
    return false;
}

std::wstring nativeChild(const QString &folder, const QString &name)
{
    return QDir::toNativeSeparators(folder + u'/' + name).toStdWString();
}

HANDLE openFolderHandle(const QString &path, Links links)
{
    const std::wstring native = QDir::toNativeSeparators(path).toStdWString();
    DWORD flags = FILE_FLAG_BACKUP_SEMANTICS; // what opens a folder at all
    if (links == Links::DoNotFollow) flags |= FILE_FLAG_OPEN_REPARSE_POINT;
    return ::CreateFileW(native.c_str(), FILE_READ_ATTRIBUTES, FILE_SHARE_READ | FILE_SHARE_WRITE,
                         nullptr, OPEN_EXISTING, flags, nullptr);
}

// Whether `handle` is a folder and not a link (a symbolic link or a junction); `error` says
// which otherwise.
bool isPlainFolder(HANDLE handle, FileError *error)
{
    FileStatus status;
    if (!statusOfHandle(handle, &status, error)) return false;
    if (status.kind == FileKind::Folder) return true;
    const bool link = status.kind == FileKind::Symlink;
    if (error) {
        error->kind = link ? FileError::Kind::IsSymlink : FileError::Kind::NotAFolder;
        error->message = qt_error_string(int(link ? ERROR_CANT_ACCESS_FILE : ERROR_DIRECTORY));
    }
    return false;
}

} // namespace

Folder::~Folder()
{
    if (m_handle != -1) ::CloseHandle(heldHandle(m_handle));
}

Folder Folder::open(const QString &path, FileError *error)
{
    Folder folder;
    const HANDLE handle = openFolderHandle(path, Links::Follow);
    if (handle == INVALID_HANDLE_VALUE) {
        setError(error, ::GetLastError());
        return folder;
    }
    if (!isPlainFolder(handle, error)) {
        ::CloseHandle(handle);
        return folder;
    }
    folder.m_handle = reinterpret_cast<qintptr>(handle);
    folder.m_path = path;
    return folder;
}

Folder Folder::walk(const QStringList &names, FileError *error) const
{
    Folder current;
    HANDLE copy = nullptr;
    if (!::DuplicateHandle(::GetCurrentProcess(), heldHandle(m_handle), ::GetCurrentProcess(),
                           &copy, 0, FALSE, DUPLICATE_SAME_ACCESS)) {
        setError(error, ::GetLastError());
        return current;
    }
    current.m_handle = reinterpret_cast<qintptr>(copy);
    current.m_path = m_path;
    for (const QString &name : names) {
        if (!plainName(name, error)) return Folder();
        const QString path = current.m_path + u'/' + name;
        const HANDLE next = openFolderHandle(path, Links::DoNotFollow);
        if (next == INVALID_HANDLE_VALUE) {
            setError(error, ::GetLastError());
            return Folder();
        }
        if (!isPlainFolder(next, error)) {
            ::CloseHandle(next);
            return Folder();
        }
        // The folder above is let go only once this one, inside it, is held.
        Folder step;
        step.m_handle = reinterpret_cast<qintptr>(next);
        step.m_path = path;
        current = std::move(step);
    }
    return current;
}

int Folder::openForReading(const QString &name, FileError *error) const
{
    if (!plainName(name, error)) return -1;
    return platform::openForReading(m_path + u'/' + name, Links::DoNotFollow, error);
}

bool Folder::statusOf(const QString &name, FileStatus *status, FileError *error) const
{
    if (!plainName(name, error)) return false;
    return platform::statusOf(m_path + u'/' + name, Links::DoNotFollow, status, error);
}

bool Folder::mayWrite(const QString &name) const
{
    return plainName(name, nullptr) && platform::mayWrite(m_path + u'/' + name);
}

int Folder::createNew(const QString &name, FileError *error) const
{
    if (!plainName(name, error)) return -1;
    const std::wstring native = nativeChild(m_path, name);
    // CREATE_NEW fails when anything has the name, a link included.
    const HANDLE handle =
        ::CreateFileW(native.c_str(), GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_DELETE, nullptr,
                      CREATE_NEW, FILE_ATTRIBUTE_NORMAL, nullptr);
    if (handle == INVALID_HANDLE_VALUE) {
        setError(error, ::GetLastError());
        return -1;
    }
    const int fd = ::_open_osfhandle(reinterpret_cast<intptr_t>(handle), _O_WRONLY | _O_BINARY);
    if (fd < 0) {
        ::CloseHandle(handle);
        ::DeleteFileW(native.c_str());
        setError(error, ERROR_TOO_MANY_OPEN_FILES);
        return -1;
    }
    return fd; // _close(fd) closes the handle too
}

bool Folder::rename(const QString &from, const QString &to, FileError *error) const
{
    if (!plainName(from, error) || !plainName(to, error)) return false;
    // In one folder, one rename on the volume (replacing a link replaces the link itself). It
    // fails while `to` is open without FILE_SHARE_DELETE: the caller closes its own first.
    if (::MoveFileExW(nativeChild(m_path, from).c_str(), nativeChild(m_path, to).c_str(),
                      MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH))
        return true;
    setError(error, ::GetLastError());
    return false;
}

bool Folder::remove(const QString &name, FileError *error) const
{
    if (!plainName(name, error)) return false;
    if (::DeleteFileW(nativeChild(m_path, name).c_str())) return true;
    setError(error, ::GetLastError());
    return false;
}

bool Folder::sync(FileError *) const
{
    // Win32 has no documented flush of a folder's entries for a handle that may only read
    // attributes; NTFS journals the rename, and MoveFileExW was asked to write through.
    return true;
}

} // namespace tandem::platform

#endif // Q_OS_WIN
