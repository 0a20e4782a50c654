// SPDX-License-Identifier: GPL-3.0-or-later
// The platform module's file calls (core/platform/platformfile.h) as they run here, on POSIX:
// an open that follows no link refuses one, a file's identity is shared by its hard links and
// not by a copy, a status tells a folder, a FIFO and a device from a file, a written file
// syncs, a held Folder walks, opens, creates, renames and removes by name without following a
// link, and an ended process is told from a running one. The Win32 side is built and run only
// by the Windows job of the release workflow.
#include "platformfile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <filesystem>

using namespace tandem::platform;

namespace {

QString write(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size()) return {};
    return path;
}

} // namespace

class TestPlatformFile : public QObject
{
    Q_OBJECT

private slots:
    void statusOfAFile()
    {
        QTemporaryDir dir;
        const QString file = write(dir.filePath("a.rst"), "Title\n=====\n");
        QVERIFY(!file.isEmpty());
        FileStatus st;
        QVERIFY(statusOf(file, Links::Follow, &st));
        QCOMPARE(st.kind, FileKind::Regular);
        QCOMPARE(st.size, qint64(12));
        // The modification time is Qt's, in ms since the epoch; set to a known moment too.
        QCOMPARE(st.modified, QFileInfo(file).lastModified().toMSecsSinceEpoch());
        const QDateTime moment = QDateTime::fromMSecsSinceEpoch(1700000000123, Qt::UTC);
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.setFileTime(moment, QFileDevice::FileModificationTime));
        }
        QVERIFY(statusOf(file, Links::Follow, &st));
        QCOMPARE(st.modified, qint64(1700000000123));
        QVERIFY(statusOf(dir.path(), Links::Follow, &st));
        QCOMPARE(st.kind, FileKind::Folder);
    }

    void missingFileIsNotFound()
    {
        QTemporaryDir dir;
        FileStatus st;
        FileError error;
        QVERIFY(!statusOf(dir.filePath("gone.rst"), Links::Follow, &st, &error));
        QCOMPARE(error.kind, FileError::Kind::NotFound);
        QVERIFY(!error.message.isEmpty());
        QCOMPARE(openForReading(dir.filePath("gone.rst"), Links::Follow, &error), -1);
        QCOMPARE(error.kind, FileError::Kind::NotFound);
    }

    void openWithoutFollowingRefusesASymlink()
    {
#ifdef Q_OS_WIN
        QSKIP("QFile::link makes a .lnk shortcut on Windows, not a symbolic link");
#endif
        QTemporaryDir dir;
        const QString file = write(dir.filePath("a.rst"), "text\n");
        const QString link = dir.filePath("link.rst");
        QVERIFY(QFile::link(file, link));

        FileError error;
        QCOMPARE(openForReading(link, Links::DoNotFollow, &error), -1);
        QCOMPARE(error.kind, FileError::Kind::IsSymlink);

        FileStatus st;
        QVERIFY(statusOf(link, Links::DoNotFollow, &st));
        QCOMPARE(st.kind, FileKind::Symlink);
        QVERIFY(statusOf(link, Links::Follow, &st));
        QCOMPARE(st.kind, FileKind::Regular);

        // Following it (the default for input files) opens the file itself.
        const int fd = openForReading(link, Links::Follow, &error);
        QVERIFY(fd >= 0);
        char buffer[16];
        QCOMPARE(readSome(fd, buffer, sizeof buffer), qint64(5));
        QCOMPARE(readSome(fd, buffer, sizeof buffer), qint64(0));
        closeFile(fd);
        // The file itself opens either way.
        const int direct = openForReading(file, Links::DoNotFollow, &error);
        QVERIFY(direct >= 0);
        closeFile(direct);
    }

    void symlinkLoopIsALoop()
    {
#ifdef Q_OS_WIN
        QSKIP("QFile::link makes a .lnk shortcut on Windows, not a symbolic link");
#endif
        QTemporaryDir dir;
        QVERIFY(QFile::link(dir.filePath("b"), dir.filePath("a")));
        QVERIFY(QFile::link(dir.filePath("a"), dir.filePath("b")));
        FileStatus st;
        FileError error;
        QVERIFY(!statusOf(dir.filePath("a"), Links::Follow, &st, &error));
        QCOMPARE(error.kind, FileError::Kind::SymlinkLoop);
    }

    void identitySharedByAHardLinkNotByACopy()
    {
        QTemporaryDir dir;
        const QString file = write(dir.filePath("a.rst"), "same bytes\n");
        const QString copy = write(dir.filePath("copy.rst"), "same bytes\n");
        const QString hard = dir.filePath("hard.rst");
        std::error_code code;
        std::filesystem::create_hard_link(file.toStdString(), hard.toStdString(), code);
        QVERIFY2(!code, code.message().c_str());

        FileStatus a, b, c;
        QVERIFY(statusOf(file, Links::Follow, &a));
        QVERIFY(statusOf(hard, Links::Follow, &b));
        QVERIFY(statusOf(copy, Links::Follow, &c));
        QVERIFY(a.identity == b.identity);
        QVERIFY(!(a.identity == c.identity));

        // An opened file has the identity of the name it was opened by.
        const int fd = openForReading(hard, Links::DoNotFollow);
        QVERIFY(fd >= 0);
        FileStatus opened;
        QVERIFY(statusOfOpen(fd, &opened));
        closeFile(fd);
        QVERIFY(opened.identity == a.identity);
        QCOMPARE(opened.size, qint64(11));
    }

    void fifoAndDeviceAreToldApart()
    {
#ifdef Q_OS_WIN
        QSKIP("no FIFO or /dev/null path on Windows");
#else
        QTemporaryDir dir;
        const QString fifo = dir.filePath("pipe");
        QCOMPARE(QProcess::execute("mkfifo", {fifo}), 0);
        FileStatus st;
        QVERIFY(statusOf(fifo, Links::Follow, &st));
        QCOMPARE(st.kind, FileKind::Fifo);
        // The open returns at once (no writer ever comes) and the descriptor says FIFO.
        const int fd = openForReading(fifo, Links::Follow);
        QVERIFY(fd >= 0);
        QVERIFY(statusOfOpen(fd, &st));
        QCOMPARE(st.kind, FileKind::Fifo);
        closeFile(fd);
        QVERIFY(statusOf("/dev/null", Links::Follow, &st));
        QCOMPARE(st.kind, FileKind::Device);
#endif
    }

    void writtenFileSyncs()
    {
        QTemporaryDir dir;
        QFile f(dir.filePath("out.txt"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write("written\n"), qint64(8));
        QVERIFY(f.flush());
        FileError error;
        QVERIFY2(syncFile(f.handle(), &error), qPrintable(error.message));
        f.close();
        FileStatus st;
        QVERIFY(statusOf(f.fileName(), Links::Follow, &st));
        QCOMPARE(st.size, qint64(8));
    }

    // readAt reads where it is told, again and again, whatever readSome has read.
    void readAtAnOffset()
    {
        QTemporaryDir dir;
        const QString file = write(dir.filePath("a.rst"), "0123456789");
        const int fd = openForReading(file, Links::Follow);
        QVERIFY(fd >= 0);
        char buffer[16];
        QCOMPARE(readSome(fd, buffer, 4), qint64(4));
        QCOMPARE(readAt(fd, buffer, sizeof buffer, 6), qint64(4));
        QCOMPARE(QByteArray(buffer, 4), QByteArray("6789"));
        QCOMPARE(readAt(fd, buffer, sizeof buffer, 0), qint64(10));
        QCOMPARE(readAt(fd, buffer, sizeof buffer, 10), qint64(0));
        QCOMPARE(readSome(fd, buffer, 2), qint64(2));
        QCOMPARE(QByteArray(buffer, 2), QByteArray("45"));
        closeFile(fd);
    }

    // The walk of a held folder follows no link: one to a folder is a link, a file is not a
    // folder; no names is the folder itself again.
    void folderWalkFollowsNoLink()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath("sub/deeper"));
        QVERIFY(!write(dir.filePath("sub/deeper/a.rst"), "text\n").isEmpty());
        QVERIFY(!write(dir.filePath("file.rst"), "text\n").isEmpty());
        FileError error;
        const Folder root = Folder::open(dir.path(), &error);
        QVERIFY2(root.isOpen(), qPrintable(error.message));
        QVERIFY(root.walk({}).isOpen());
        const Folder deeper = root.walk({"sub", "deeper"}, &error);
        QVERIFY2(deeper.isOpen(), qPrintable(error.message));
        FileStatus st;
        QVERIFY(deeper.statusOf("a.rst", &st));
        QCOMPARE(st.kind, FileKind::Regular);

        QVERIFY(!root.walk({"file.rst"}, &error).isOpen());
        QCOMPARE(error.kind, FileError::Kind::NotAFolder);
        QVERIFY(!root.walk({"gone"}, &error).isOpen());
        QCOMPARE(error.kind, FileError::Kind::NotFound);
        QVERIFY(!Folder::open(dir.filePath("gone"), &error).isOpen());
        QCOMPARE(error.kind, FileError::Kind::NotFound);
#ifndef Q_OS_WIN // QFile::link makes a .lnk shortcut on Windows
        QVERIFY(QFile::link(dir.filePath("sub"), dir.filePath("linked")));
        QVERIFY(!root.walk({"linked", "deeper"}, &error).isOpen());
        QCOMPARE(error.kind, FileError::Kind::IsSymlink);
        // Opened by its path, links followed, the same folder opens.
        QVERIFY(Folder::open(dir.filePath("linked/deeper")).isOpen());
#endif
    }

    // In a held folder: a link is refused for reading and stays a link in a status; a new file
    // is created only where nothing has its name; a rename replaces; a removal removes.
    void folderWorksByName()
    {
        QTemporaryDir dir;
        const QString file = write(dir.filePath("a.rst"), "old bytes\n");
        QVERIFY(!file.isEmpty());
        FileError error;
        const Folder folder = Folder::open(dir.path(), &error);
        QVERIFY(folder.isOpen());
        QVERIFY(folder.mayWrite("a.rst"));
        QVERIFY(
            QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup));
        const QFile::Permissions permissions = QFile::permissions(file); // 0640, not createNew's

        int fd = folder.createNew("a.rst", &error);
        QCOMPARE(fd, -1);
        fd = folder.createNew(".a.rst.new", &error);
        QVERIFY2(fd >= 0, qPrintable(error.message));
        QVERIFY(writeAll(fd, "new bytes\n", 10, &error));
        const int old = folder.openForReading("a.rst", &error);
        QVERIFY(old >= 0);
        QVERIFY2(copyPermissions(old, fd, &error), qPrintable(error.message));
        QVERIFY(syncFile(fd, &error));
        closeFile(fd);
        closeFile(old);
        FileStatus before;
        QVERIFY(folder.statusOf("a.rst", &before));
        QVERIFY2(folder.rename(".a.rst.new", "a.rst", &error), qPrintable(error.message));
        QVERIFY(folder.sync(&error));
        QFile read(file);
        QVERIFY(read.open(QIODevice::ReadOnly));
        QCOMPARE(read.readAll(), QByteArray("new bytes\n"));
#ifndef Q_OS_WIN // copyPermissions copies nothing there
        QCOMPARE(QFile::permissions(file), permissions);
#endif
        FileStatus after;
        QVERIFY(folder.statusOf("a.rst", &after));
        QVERIFY(!(after.identity == before.identity));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"a.rst"});

        QVERIFY(!folder.rename("gone", "a.rst", &error));
        QCOMPARE(error.kind, FileError::Kind::NotFound);
        QCOMPARE(folder.openForReading("gone", &error), -1);
        QCOMPARE(error.kind, FileError::Kind::NotFound);
        QVERIFY(folder.remove("a.rst"));
        QVERIFY(!QFile::exists(file));
        QVERIFY(!folder.remove("a.rst", &error));
        QCOMPARE(error.kind, FileError::Kind::NotFound);
    }

    void folderRefusesALink()
    {
#ifdef Q_OS_WIN
        QSKIP("QFile::link makes a .lnk shortcut on Windows, not a symbolic link");
#endif
        QTemporaryDir dir;
        QTemporaryDir outside;
        const QString target = write(outside.filePath("a.rst"), "outside\n");
        QVERIFY(QFile::link(target, dir.filePath("a.rst")));
        const Folder folder = Folder::open(dir.path());
        QVERIFY(folder.isOpen());
        FileError error;
        QCOMPARE(folder.openForReading("a.rst", &error), -1);
        QCOMPARE(error.kind, FileError::Kind::IsSymlink);
        FileStatus st;
        QVERIFY(folder.statusOf("a.rst", &st));
        QCOMPARE(st.kind, FileKind::Symlink);
        // Creating under a link's name fails, even one leading nowhere.
        QVERIFY(QFile::link(outside.filePath("none.rst"), dir.filePath("dangling.rst")));
        QCOMPARE(folder.createNew("dangling.rst", &error), -1);
        QVERIFY(!QFile::exists(outside.filePath("none.rst")));
        // A rename over a link replaces the link, not what it leads to.
        const int fd = folder.createNew("new.rst", &error);
        QVERIFY(fd >= 0);
        QVERIFY(writeAll(fd, "inside\n", 7));
        closeFile(fd);
        QVERIFY(folder.rename("new.rst", "a.rst", &error));
        QVERIFY(folder.statusOf("a.rst", &st));
        QCOMPARE(st.kind, FileKind::Regular);
        QFile read(target);
        QVERIFY(read.open(QIODevice::ReadOnly));
        QCOMPARE(read.readAll(), QByteArray("outside\n"));
        // Removing a link removes the link.
        QVERIFY(folder.remove("dangling.rst"));
        QVERIFY(QFile::exists(target));
    }

    void endedProcessIsToldFromARunningOne()
    {
        QVERIFY(!processHasEnded(QCoreApplication::applicationPid()));
        QVERIFY(!processHasEnded(0));
        QVERIFY(!processHasEnded(-1));
        QProcess child;
        child.start(QCoreApplication::applicationFilePath(), {"-functions"});
        QVERIFY(child.waitForStarted());
        const qint64 pid = child.processId();
        QVERIFY(child.waitForFinished());
        // Reaped by QProcess: the number names no process now (unless reused within the test).
        QVERIFY(processHasEnded(pid));
    }
};

QTEST_GUILESS_MAIN(TestPlatformFile)
#include "tst_platformfile.moc"
