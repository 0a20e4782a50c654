// SPDX-License-Identifier: GPL-3.0-or-later
#include "unchangedwrite.h"

#include "platformfile.h"
#include "textfile.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QRegularExpression>

namespace tandem {

namespace {

struct UnchangedWriteText
{
    Q_DECLARE_TR_FUNCTIONS(tandem::TextFile)
};

using Outcome = UnchangedWrite::Outcome;
using platform::FileError;
using platform::FileKind;
using platform::FileStatus;
using platform::Folder;

UnchangedWrite result(Outcome outcome, const QString &why = {})
{
    return {outcome, why};
}

// A descriptor closed when it goes out of scope.
struct Fd
{
    int fd = -1;
    Fd() = default;
    explicit Fd(int f) : fd(f) {}
    Fd(const Fd &) = delete;
    Fd &operator=(const Fd &) = delete;
    ~Fd() { close(); }
    void close()
    {
        if (fd >= 0) platform::closeFile(fd);
        fd = -1;
    }
};

bool isInside(const QString &path, const QString &root)
{
    return path == root || path.startsWith(root + u'/');
}

// Reads the whole of `fd` from its start (at most TextFile::MaxBytes + 1 bytes); false with
// `error` on a read error.
bool readAll(int fd, QByteArray *bytes, FileError *error)
{
    bytes->clear();
    char buffer[65536];
    for (qint64 at = 0;;) {
        const qint64 n = platform::readAt(fd, buffer, sizeof buffer, at, error);
        if (n < 0) return false;
        if (n == 0) return true;
        bytes->append(buffer, n);
        at += n;
        if (bytes->size() > TextFile::MaxBytes) return true;
    }
}

// The temporary files of this writer: `.NAME.tandem-tmp-PID-XXXXXX`.
const char *const TemporaryTag = ".tandem-tmp-";

QString temporaryName(const QString &name)
{
    static const char letters[] = "abcdefghijklmnopqrstuvwxyz0123456789";
    QString suffix;
    for (int i = 0; i < 6; ++i)
        suffix += QLatin1Char(letters[QRandomGenerator::global()->bounded(36)]);
    return u'.' + name + QLatin1String(TemporaryTag) +
           QString::number(QCoreApplication::applicationPid()) + u'-' + suffix;
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

    FileError error;
    const Folder rootFolder = Folder::open(canonicalRoot, &error);
    if (!rootFolder.isOpen()) return result(Outcome::Failed, error.message);
    const Folder dir = rootFolder.walk(folders, &error);
    if (!dir.isOpen()) {
        if (error.kind == FileError::Kind::IsSymlink || error.kind == FileError::Kind::NotAFolder)
            return result(Outcome::Refused,
                          UnchangedWriteText::tr("a folder of its path is now a symbolic link "
                                                 "or not a folder; not written"));
        return result(Outcome::Failed, error.message);
    }
    Fd file(dir.openForReading(name, &error));
    if (file.fd < 0) {
        if (error.kind == FileError::Kind::IsSymlink)
            return result(Outcome::Refused, UnchangedWriteText::tr("is now a symbolic link; not "
                                                                   "written"));
        if (error.kind == FileError::Kind::NotFound)
            return result(Outcome::Changed,
                          UnchangedWriteText::tr("was removed or renamed since it was read"));
        return result(Outcome::Failed, error.message);
    }
    FileStatus before;
    if (!platform::statusOfOpen(file.fd, &before, &error))
        return result(Outcome::Failed, error.message);
    if (before.kind != FileKind::Regular)
        return result(Outcome::Refused,
                      UnchangedWriteText::tr("is no longer a regular file; not written"));
    QByteArray current;
    if (!readAll(file.fd, &current, &error)) return result(Outcome::Failed, error.message);
    if (contentHash(current) != expectedHash)
        return result(Outcome::Changed,
                      UnchangedWriteText::tr("changed since it was read (saved meanwhile?)"));
    if (!dir.mayWrite(name))
        return result(Outcome::Refused,
                      UnchangedWriteText::tr("the file is read-only; not written"));

    // The new bytes beside it, with the old file's permissions (and owner, where we may: as
    // root, say; otherwise it is ours, as after any save).
    const QString temporary = temporaryName(name);
    const auto discard = [&] { dir.remove(temporary); };
    {
        const Fd out(dir.createNew(temporary, &error));
        if (out.fd < 0) return result(Outcome::Failed, error.message);
        if (!platform::writeAll(out.fd, bytes.constData(), bytes.size(), &error) ||
            !platform::copyPermissions(file.fd, out.fd, &error) ||
            !platform::syncFile(out.fd, &error)) {
            discard();
            return result(Outcome::Failed,
                          error.kind == FileError::Kind::NoSpace
                              ? UnchangedWriteText::tr("the disk is full; not written")
                              : error.message);
        }
    }
    if (beforeRename) beforeRename();

    // The last look: the same file under the name, with the same bytes.
    FileStatus now;
    QByteArray again;
    const bool same = dir.statusOf(name, &now) && now.identity == before.identity &&
                      readAll(file.fd, &again, &error) && contentHash(again) == expectedHash;
    if (!same) {
        discard();
        const bool link = dir.statusOf(name, &now) && now.kind == FileKind::Symlink;
        return link ? result(Outcome::Refused,
                             UnchangedWriteText::tr("is now a symbolic link; not written"))
                    : result(Outcome::Changed,
                             UnchangedWriteText::tr("changed while it was being written "
                                                    "(saved meanwhile?)"));
    }
    file.close(); // Windows replaces no file this process still has open
    if (!dir.rename(temporary, name, &error)) {
        discard();
        return result(Outcome::Failed, error.message);
    }
    dir.sync(); // the rename itself on disk; a failure here loses nothing already written
    return result(Outcome::Written);
}

QStringList removeStaleTemporaries(const QString &root, const QStringList &folders)
{
    static const QRegularExpression ours(
        QStringLiteral("^\\..+\\.tandem-tmp-([0-9]+)-[a-z0-9]{6}$"));
    QStringList removed;
    const QString canonicalRoot = QFileInfo(root).canonicalFilePath();
    if (canonicalRoot.isEmpty()) return removed;
    const Folder rootFolder = Folder::open(canonicalRoot);
    if (!rootFolder.isOpen()) return removed;
    for (const QString &folder : folders) {
        const QStringList names = folder.isEmpty() ? QStringList() : folder.split(u'/');
        const Folder dir = rootFolder.walk(names);
        if (!dir.isOpen()) continue;
        const QDir listing(canonicalRoot + (folder.isEmpty() ? QString() : u'/' + folder));
        for (const QString &entry :
             listing.entryList({QStringLiteral(".*") + QLatin1String(TemporaryTag) + u'*'},
                               QDir::Files | QDir::Hidden | QDir::System | QDir::NoSymLinks)) {
            const QRegularExpressionMatch m = ours.match(entry);
            if (!m.hasMatch()) continue;
            // A run still going has its file in use: only a gone process's is stale.
            if (!platform::processHasEnded(m.captured(1).toLongLong())) continue;
            if (dir.remove(entry)) removed.append(folder.isEmpty() ? entry : folder + u'/' + entry);
        }
    }
    return removed;
}

} // namespace tandem
