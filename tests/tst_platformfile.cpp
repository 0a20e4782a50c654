// SPDX-License-Identifier: GPL-3.0-or-later
// The platform module's file calls (core/platform/platformfile.h) as they run here, on POSIX:
// an open that follows no link refuses one, a file's identity is shared by its hard links and
// not by a copy, a status tells a folder, a FIFO and a device from a file, and a written file
// syncs. The Win32 side is built and run only by the Windows job of the release workflow.
#include "platformfile.h"

#include <QDateTime>
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
};

QTEST_GUILESS_MAIN(TestPlatformFile)
#include "tst_platformfile.moc"
