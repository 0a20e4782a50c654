// SPDX-License-Identifier: GPL-3.0-or-later
// What a checkout written on Windows brings (issue #48): a `.tandem.yaml` saved with CRLF line
// ends, a glob written with backslashes or a drive letter, a tutorial with CRLF and a BOM.
// Each is read as it would be from a Linux checkout, or refused with a line and a reason.
#include "boundedfile.h"
#include "pathglob.h"
#include "textfile.h"
#include "tutorialglobs.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace tandem;

namespace {

bool write(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace

class TestPortablePaths : public QObject
{
    Q_OBJECT

private slots:
    void crlfTandemYamlReadsAsLf()
    {
        QTemporaryDir dir;
        QVERIFY(write(dir.filePath(TutorialGlobs::FileName),
                      "tutorials:\r\n  include: [\"docs/**\"]\r\n  exclude: [\"**/old_*\"]\r\n"));
        QString error;
        const std::optional<TutorialGlobs> globs = TutorialGlobs::load(dir.path(), &error);
        QVERIFY2(globs, qPrintable(error));
        QVERIFY(globs->isIncluded("docs/intro/a.rst"));
        QVERIFY(!globs->isIncluded("src/a.rst"));
        QVERIFY(globs->isExcluded("docs/old_a.rst"));
        QVERIFY(!globs->isExcluded("docs/a.rst"));
    }

    void backslashGlobRefusedWithItsLine()
    {
        QTemporaryDir dir;
        QVERIFY(write(dir.filePath(TutorialGlobs::FileName),
                      "tutorials:\r\n  include:\r\n    - 'docs\\intro\\*.rst'\r\n"));
        QString error;
        QVERIFY(!TutorialGlobs::load(dir.path(), &error));
        QVERIFY2(error.contains("backslash"), qPrintable(error));
        QVERIFY2(error.contains(":3:"), qPrintable(error)); // the glob's line, CRLF counted once
    }

    void driveLetterGlobNeverMatchesACheckoutPath()
    {
        // A glob is relative to the checkout; one with a drive letter names no file in it.
        QString error;
        const std::optional<PathGlob> glob = PathGlob::compile("C:/docs/*.rst", &error);
        if (!glob) return; // refused: as good
        QVERIFY(!glob->matches(u"docs/a.rst"));
        QVERIFY(!glob->matches(u"C/docs/a.rst"));
        QVERIFY(PathGlob::compile("C:\\docs\\*.rst", &error) == std::nullopt);
    }

    void crlfTutorialKeepsItsLineEnds()
    {
        QTemporaryDir dir;
        const QByteArray bytes("\xEF\xBB\xBFTitle\r\n=====\r\n\r\nText.\r\n");
        QVERIFY(write(dir.filePath("a.rst"), bytes));
        TextFile::Error error;
        const QByteArray read = readBoundedFile(dir.filePath("a.rst"), &error, dir.path());
        QCOMPARE(read, bytes);
        const TextFile file = TextFile::fromBytes(read, nullptr);
        QCOMPARE(file.text, QStringLiteral("Title\n=====\n\nText.\n"));
        QCOMPARE(file.toBytes(), bytes); // written back as it came: BOM and CRLF
    }
};

QTEST_GUILESS_MAIN(TestPortablePaths)
#include "tst_portablepaths.moc"
