// SPDX-License-Identifier: GPL-3.0-or-later
#include "unchangedwrite.h"

#include "textfile.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QRegularExpression>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <limits>
#include <sys/stat.h>
#include <unistd.h>

namespace tandem {

namespace {

struct UnchangedWriteText
{
    Q_DECLARE_TR_FUNCTIONS(tandem::TextFile)
};

using Outcome = UnchangedWrite::Outcome;

UnchangedWrite result(Outcome outcome, const QString &why = {})
{
    return {outcome, why};
}

QString systemError(int code)
{
    return QString::fromLocal8Bit(std::strerror(code));
}

// A descriptor closed when it goes out of scope.
struct Fd
{
    int fd = -1;
    Fd() = default;
    explicit Fd(int f) : fd(f) {}
    Fd(const Fd &) = delete;
    Fd &operator=(const Fd &) = delete;
    Fd(Fd &&o) noexcept : fd(o.fd) { o.fd = -1; }
    Fd &operator=(Fd &&o) noexcept
    {
        std::swap(fd, o.fd);
        return *this;
    }
    ~Fd()
    {
        if (fd >= 0) ::close(fd);
    }
};

bool isInside(const QString &path, const QString &root)
{
    return path == root || path.startsWith(root + u'/');
}

// Reads the whole of `fd` from its start (at most TextFile::MaxBytes + 1 bytes); false on a
// read error.
bool readAll(int fd, QByteArray *bytes)
{
    bytes->clear();
    char buffer[65536];
    for (off_t at = 0;;) {
        const ssize_t n = ::pread(fd, buffer, sizeof buffer, at);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return false;
        if (n == 0) return true;
        bytes->append(buffer, n);
        at += n;
        if (bytes->size() > TextFile::MaxBytes) return true;
    }
}

bool writeAll(int fd, const QByteArray &bytes, int *code)
{
    qsizetype done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.constData() + done, size_t(bytes.size() - done));
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            *code = n < 0 ? errno : ENOSPC; // a write that stores nothing: the disk is full
            return false;
        }
        done += n;
    }
    return true;
}

// The temporary files of this writer: `.NAME.tandem-tmp-PID-XXXXXX`.
const char *const TemporaryTag = ".tandem-tmp-";

QString temporaryName(const QString &name)
{
    static const char letters[] = "abcdefghijklmnopqrstuvwxyz0123456789";
    QString suffix;
    for (int i = 0; i < 6; ++i)
        suffix += QLatin1Char(letters[QRandomGenerator::global()->bounded(36)]);
    return u'.' + name + QLatin1String(TemporaryTag) + QString::number(::getpid()) + u'-' + suffix;
}

// Opens the folder `relative` (inside the open folder `rootFd`) one name at a time, following
// no link; -1 with errno when a name is missing, a link (ELOOP) or not a folder (ENOTDIR).
int openFolder(int rootFd, const QStringList &names)
{
    Fd current(::dup(rootFd));
    if (current.fd < 0) return -1;
    for (const QString &name : names) {
        const int next = ::openat(current.fd, QFile::encodeName(name).constData(),
                                  O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (next < 0) return -1;
        current = Fd(next);
    }
    const int fd = current.fd;
    current.fd = -1;
    return fd;
}

} // namespace

QByteArray contentHash(const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
}

UnchangedWrite replaceIfUnchanged(const QString &root, const QString &relative,
                                  const QByteArray &expectedHash, const QByteArray &bytes,
                                  const std::function<void()> &beforeRename)
{
    const QString canonicalRoot = QFileInfo(root).canonicalFilePath();
    if (canonicalRoot.isEmpty())
        return result(Outcome::Failed, UnchangedWriteText::tr("the checkout's folder is gone"));
    // Where the file is now: through links inside the checkout (a linked file or folder) to
    // where they lead, as the editor's save writes; anything leading out is refused. The walk
    // below then follows no link, so one swapped in after this look is refused too.
    const QString asGiven = canonicalRoot + u'/' + relative;
    QString target = relative;
    const QFileInfo info(asGiven);
    const QString resolved = info.canonicalFilePath();
    if (resolved.isEmpty() ? info.isSymLink()
                           : !isInside(resolved, canonicalRoot) || resolved == canonicalRoot)
        return result(Outcome::Refused,
                      UnchangedWriteText::tr("is now a symbolic link leading outside the "
                                             "checkout or to nothing; not written"));
    if (!resolved.isEmpty()) target = resolved.mid(canonicalRoot.size() + 1);
    QStringList folders = target.split(u'/');
    const QString name = folders.takeLast();
    for (const QString &part : std::as_const(folders) + QStringList{name})
        if (part.isEmpty() || part == u"." || part == u"..")
            return result(Outcome::Refused, UnchangedWriteText::tr("not a plain path inside the "
                                                                   "checkout; not written"));

    const Fd rootFd(
        ::open(QFile::encodeName(canonicalRoot).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (rootFd.fd < 0) return result(Outcome::Failed, systemError(errno));
    const Fd dir(openFolder(rootFd.fd, folders));
    if (dir.fd < 0) {
        const int code = errno;
        if (code == ELOOP || code == ENOTDIR)
            return result(Outcome::Refused,
                          UnchangedWriteText::tr("a folder of its path is now a symbolic link "
                                                 "or not a folder; not written"));
        return result(Outcome::Failed, systemError(code));
    }
    const QByteArray nativeName = QFile::encodeName(name);
    const Fd file(::openat(dir.fd, nativeName.constData(),
                           O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY));
    if (file.fd < 0) {
        const int code = errno;
        if (code == ELOOP)
            return result(Outcome::Refused, UnchangedWriteText::tr("is now a symbolic link; not "
                                                                   "written"));
        if (code == ENOENT)
            return result(Outcome::Changed,
                          UnchangedWriteText::tr("was removed or renamed since it was read"));
        return result(Outcome::Failed, systemError(code));
    }
    struct stat before;
    if (::fstat(file.fd, &before) != 0) return result(Outcome::Failed, systemError(errno));
    if (!S_ISREG(before.st_mode))
        return result(Outcome::Refused,
                      UnchangedWriteText::tr("is no longer a regular file; not written"));
    QByteArray current;
    if (!readAll(file.fd, &current)) return result(Outcome::Failed, systemError(errno));
    if (contentHash(current) != expectedHash)
        return result(Outcome::Changed,
                      UnchangedWriteText::tr("changed since it was read (saved meanwhile?)"));
    if (::faccessat(dir.fd, nativeName.constData(), W_OK, AT_EACCESS) != 0)
        return result(Outcome::Refused,
                      UnchangedWriteText::tr("the file is read-only; not written"));

    // The new bytes beside it, with the old file's permissions.
    const QString temporary = temporaryName(name);
    const QByteArray nativeTemporary = QFile::encodeName(temporary);
    const auto discard = [&] { ::unlinkat(dir.fd, nativeTemporary.constData(), 0); };
    {
        const Fd out(::openat(dir.fd, nativeTemporary.constData(),
                              O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600));
        if (out.fd < 0) return result(Outcome::Failed, systemError(errno));
        int code = 0;
        if (!writeAll(out.fd, bytes, &code) || ::fchmod(out.fd, before.st_mode & 07777) != 0 ||
            ::fsync(out.fd) != 0) {
            if (code == 0) code = errno;
            discard();
            return result(Outcome::Failed,
                          code == ENOSPC ? UnchangedWriteText::tr("the disk is full; not written")
                                         : systemError(code));
        }
        // Same owner where we may (as root, say); otherwise it is ours, as after any save.
        if (::fchown(out.fd, before.st_uid, before.st_gid) != 0) {
            // not an error: an ordinary user cannot give a file away
        }
    }
    if (beforeRename) beforeRename();

    // The last look: the same file under the name, with the same bytes.
    struct stat now;
    QByteArray again;
    const bool same = ::fstatat(dir.fd, nativeName.constData(), &now, AT_SYMLINK_NOFOLLOW) == 0 &&
                      now.st_dev == before.st_dev && now.st_ino == before.st_ino &&
                      readAll(file.fd, &again) && contentHash(again) == expectedHash;
    if (!same) {
        discard();
        const bool link =
            ::fstatat(dir.fd, nativeName.constData(), &now, AT_SYMLINK_NOFOLLOW) == 0 &&
            S_ISLNK(now.st_mode);
        return link ? result(Outcome::Refused,
                             UnchangedWriteText::tr("is now a symbolic link; not written"))
                    : result(Outcome::Changed,
                             UnchangedWriteText::tr("changed while it was being written "
                                                    "(saved meanwhile?)"));
    }
    if (::renameat(dir.fd, nativeTemporary.constData(), dir.fd, nativeName.constData()) != 0) {
        const int code = errno;
        discard();
        return result(Outcome::Failed, systemError(code));
    }
    ::fsync(dir.fd); // the rename itself on disk; a failure here loses nothing already written
    return result(Outcome::Written);
}

QStringList removeStaleTemporaries(const QString &root, const QStringList &folders)
{
    static const QRegularExpression ours(
        QStringLiteral("^\\..+\\.tandem-tmp-([0-9]+)-[a-z0-9]{6}$"));
    QStringList removed;
    const QString canonicalRoot = QFileInfo(root).canonicalFilePath();
    if (canonicalRoot.isEmpty()) return removed;
    const Fd rootFd(
        ::open(QFile::encodeName(canonicalRoot).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (rootFd.fd < 0) return removed;
    for (const QString &folder : folders) {
        const QStringList names = folder.isEmpty() ? QStringList() : folder.split(u'/');
        const Fd dir(openFolder(rootFd.fd, names));
        if (dir.fd < 0) continue;
        const QDir listing(canonicalRoot + (folder.isEmpty() ? QString() : u'/' + folder));
        for (const QString &entry :
             listing.entryList({QStringLiteral(".*") + QLatin1String(TemporaryTag) + u'*'},
                               QDir::Files | QDir::Hidden | QDir::System | QDir::NoSymLinks)) {
            const QRegularExpressionMatch m = ours.match(entry);
            if (!m.hasMatch()) continue;
            const qint64 pid = m.captured(1).toLongLong();
            // A run still going has its file in use: only a gone process's is stale.
            if (pid <= 0 || pid > std::numeric_limits<pid_t>::max() ||
                (::kill(pid_t(pid), 0) == 0 || errno != ESRCH))
                continue;
            if (::unlinkat(dir.fd, QFile::encodeName(entry).constData(), 0) == 0)
                removed.append(folder.isEmpty() ? entry : folder + u'/' + entry);
        }
    }
    return removed;
}

} // namespace tandem
