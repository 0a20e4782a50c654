// SPDX-License-Identifier: GPL-3.0-or-later
#include "datatable.h"
#include "textfile.h"

#include "fulldisk.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace tandem;

class TestTextFile : public QObject
{
    Q_OBJECT
private slots:
    void roundTrip_data()
    {
        testing::columns<QByteArray, QString, bool, int>("bytes", "text", "bom", "style");
        QTest::newRow("lf") << QByteArray("제목\n====\n") << QStringLiteral("제목\n====\n") << false
                            << int(TextFile::Style::LF);
        QTest::newRow("crlf") << QByteArray("a\r\nb\r\n") << QStringLiteral("a\nb\n") << false
                              << int(TextFile::Style::CRLF);
        QTest::newRow("bom crlf") << QByteArray("\xEF\xBB\xBFx\r\ny") << QStringLiteral("x\ny")
                                  << true << int(TextFile::Style::CRLF);
        QTest::newRow("mixed") << QByteArray("a\r\nb\nc\r\nd\n") << QStringLiteral("a\nb\nc\nd\n")
                               << false << int(TextFile::Style::Mixed);
        QTest::newRow("lone cr") << QByteArray("a\rb\n") << QStringLiteral("a\nb\n") << false
                                 << int(TextFile::Style::Mixed);
        QTest::newRow("no final newline")
            << QByteArray("only") << QStringLiteral("only") << false << int(TextFile::Style::LF);
        QTest::newRow("empty") << QByteArray() << QString() << false << int(TextFile::Style::LF);
        // Found by fuzz_scan: the second BOM is text (U+FEFF) and must survive a save.
        QTest::newRow("two boms") << QByteArray("\xEF\xBB\xBF\xEF\xBB\xBFx\n")
                                  << QStringLiteral("\uFEFFx\n") << true
                                  << int(TextFile::Style::LF);
        QTest::newRow("bom as text") << QByteArray("a\xEF\xBB\xBF\n") << QStringLiteral("a\uFEFF\n")
                                     << false << int(TextFile::Style::LF);
    }
    void roundTrip()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, text);
        QFETCH(bool, bom);
        QFETCH(int, style);
        TextFile::Error error;
        const TextFile f = TextFile::fromBytes(bytes, &error);
        QVERIFY(!error);
        QCOMPARE(f.text, text);
        QCOMPARE(f.hasBom, bom);
        QCOMPARE(int(f.style), style);
        QCOMPARE(f.toBytes(), bytes);
    }

    void editedLinesTakeDominantEnding()
    {
        TextFile f = TextFile::fromBytes("a\r\nb\r\n", nullptr);
        f.text += QStringLiteral("c\n");
        QCOMPARE(f.toBytes(), QByteArray("a\r\nb\r\nc\r\n"));
    }

    void invalidUtf8_data()
    {
        testing::columns<QByteArray, int, int>("bytes", "line", "column");
        QTest::newRow("latin1 byte") << QByteArray("ok\nab\xE9z\n") << 2 << 3;
        QTest::newRow("after hangul") << QByteArray("한글\xFF") << 1 << 3;
        QTest::newRow("truncated sequence") << QByteArray("x\n\n\xED\x95") << 3 << 1;
        QTest::newRow("overlong slash") << QByteArray("\xC0\xAF") << 1 << 1;
        QTest::newRow("surrogate") << QByteArray("a\xED\xA0\x80") << 1 << 2;
        QTest::newRow("above max") << QByteArray("\xF4\x90\x80\x80") << 1 << 1;
    }
    void invalidUtf8()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, line);
        QFETCH(int, column);
        TextFile::Error error;
        const TextFile f = TextFile::fromBytes(bytes, &error);
        QCOMPARE(error.kind, TextFile::Error::InvalidUtf8);
        QCOMPARE(error.line, line);
        QCOMPARE(error.column, column);
        QVERIFY(error.message.contains(QStringLiteral("line %1, column %2").arg(line).arg(column)));
        QVERIFY(f.text.isEmpty());
    }

    void validFourByteSequence()
    {
        TextFile::Error error;
        const TextFile f = TextFile::fromBytes("\xF0\x9F\x98\x80", &error);
        QVERIFY(!error);
        QCOMPARE(f.text, QString::fromUcs4(U"\U0001F600"));
    }

    void binaryIsRefused()
    {
        TextFile::Error error;
        TextFile::fromBytes(QByteArray("PK\x03\x04\0\0", 6), &error);
        QCOMPARE(error.kind, TextFile::Error::Binary);
    }

    void files()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("draft.rst");
        TextFile::Error error;
        TextFile::load(path, &error);
        QCOMPARE(error.kind, TextFile::Error::NotFound);
        TextFile::load(dir.path(), &error);
        QCOMPARE(error.kind, TextFile::Error::Unreadable);

        const QByteArray bytes("\xEF\xBB\xBF제목\r\n====\r\n\r\n본문\r\n");
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(bytes);
        out.close();
        const TextFile f = TextFile::load(path, &error);
        QVERIFY(!error);
        const QString copy = dir.filePath("copy.rst");
        QString message;
        QVERIFY(f.save(copy, &message));
        QFile in(copy);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QCOMPARE(in.readAll(), bytes);
    }

    void tooLargeIsRefusedBeforeReading()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("huge.rst");
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        QVERIFY(out.resize(TextFile::MaxBytes + 1)); // sparse: costs no disk
        out.close();
        TextFile::Error error;
        TextFile::load(path, &error);
        QCOMPARE(error.kind, TextFile::Error::TooLarge);
    }

    void saveFailureKeepsOldFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("missing-folder/draft.rst");
        QString message;
        QVERIFY(!TextFile::fromBytes("x", nullptr).save(path, &message));
        QVERIFY(!message.isEmpty());
    }

    // A 25 KB draft saved where only about 8 KB fit: write(2) stores part and returns the short
    // count. The save must fail with a message and leave the old file byte for byte, with no
    // temporary file behind.
    void saveOntoFullDiskFails_data()
    {
        QTest::addColumn<bool>("tmpfs");
        QTest::newRow("64 KB tmpfs, 8 KB free") << true;
        QTest::newRow("8 KB file size limit") << false;
    }
    void saveOntoFullDiskFails()
    {
        QFETCH(bool, tmpfs);
        testing::SmallFileSystem small(64 * 1024);
        QTemporaryDir dir;
        if (tmpfs && !small.isMounted())
            QSKIP("cannot mount a tmpfs here (not root, or a sandbox); the file size limit row "
                  "covers it");
        const QString path = tmpfs ? small.filePath("draft.rst") : dir.filePath("draft.rst");
        const QByteArray old = QByteArray("제목\n====\n\n").repeated(100); // 2 KB
        QVERIFY(TextFile::fromBytes(old, nullptr).save(path, nullptr));
        TextFile draft = TextFile::fromBytes(old, nullptr);
        draft.text += QStringLiteral("번역한 문단입니다.\n").repeated(1000); // 26 KB in UTF-8
        QVERIFY(draft.toBytes().size() > 25000);

        QString message;
        bool saved = true;
        if (tmpfs) {
            // Fill the rest of the file system but about 8 KB, as in the report.
            QFile filler(small.filePath("filler"));
            QVERIFY(filler.open(QIODevice::WriteOnly));
            QVERIFY(filler.write(QByteArray(52 * 1024, 'x')) == 52 * 1024);
            filler.close();
            saved = draft.save(path, &message);
        } else {
            testing::FileSizeLimit limit(8192);
            QVERIFY(limit.isValid());
            saved = draft.save(path, &message);
        }
        QVERIFY(!saved);
        QVERIFY2(message.contains(QStringLiteral("disk full")) ||
                     message.contains(QStringLiteral("space")) ||
                     message.contains(QStringLiteral("too large")),
                 qPrintable(message));
        QFile in(path);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QCOMPARE(in.readAll(), old);
        const QStringList left =
            QDir(QFileInfo(path).absolutePath()).entryList(QDir::Files | QDir::Hidden);
        QCOMPARE(left, tmpfs ? QStringList({"draft.rst", "filler"}) : QStringList({"draft.rst"}));
        // With room again, the same save goes through whole.
        QVERIFY(!tmpfs || QFile::remove(small.filePath("filler")));
        if (tmpfs) {
            QVERIFY2(draft.save(path, &message), qPrintable(message));
            in.close();
            QVERIFY(in.open(QIODevice::ReadOnly));
            QCOMPARE(in.readAll(), draft.toBytes());
        }
    }
};

QTEST_GUILESS_MAIN(TestTextFile)
#include "tst_textfile.moc"
