// SPDX-License-Identifier: GPL-3.0-or-later
// The `tandem` executable links only Qt Core and loads the editor (libtandem-gui) on demand:
// it must find the module beside itself, and say clearly what is wrong when it cannot.
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestGuiModule : public QObject
{
    Q_OBJECT
private:
    static QProcess *start(const QString &binary, const QStringList &args)
    {
        auto *p = new QProcess;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("QT_QPA_PLATFORM", "offscreen");
        p->setProcessEnvironment(env);
        p->start(binary, args);
        return p;
    }

private slots:
    // A file given as its own source is refused by the editor's own command line (guimain.cpp)
    // before any window opens, so this only passes when the module was loaded and its entry
    // point ran. (--help no longer reaches the module: the executable answers it headless.)
    void loadsTheEditorModule()
    {
        QTemporaryDir dir;
        const QString draft = dir.filePath("draft.rst");
        QVERIFY(QFile(draft).open(QIODevice::WriteOnly));
        std::unique_ptr<QProcess> p(start(TANDEM_BINARY, {draft, draft}));
        QVERIFY(p->waitForFinished(30000));
        const QString err = QString::fromLocal8Bit(p->readAllStandardError());
        QCOMPARE(p->exitCode(), 2);
        QVERIFY2(err.contains("cannot be the English source of itself"), qPrintable(err));
    }

    void headlessCommandsNeedNoModule()
    {
        QTemporaryDir dir;
        const QString lonely = dir.filePath("tandem");
        QVERIFY(QFile::copy(TANDEM_BINARY, lonely));
        std::unique_ptr<QProcess> version(start(lonely, {"--version"}));
        QVERIFY(version->waitForFinished(30000));
        QCOMPARE(version->exitCode(), 0);
        QVERIFY(version->readAllStandardOutput().startsWith("tandem "));

        // Without its module, the editor cannot start: a clear message, exit 2, no crash
        // (unless an installed copy exists in the configured prefix, which a test can't rule out).
        const QString draft = dir.filePath("draft.rst");
        QVERIFY(QFile(draft).open(QIODevice::WriteOnly));
        std::unique_ptr<QProcess> gui(start(lonely, {draft, draft}));
        QVERIFY(gui->waitForFinished(30000));
        const QString err = QString::fromLocal8Bit(gui->readAllStandardError());
        if (err.contains("cannot be the English source of itself"))
            QSKIP("an installed editor module was found in the configured prefix");
        QCOMPARE(gui->exitStatus(), QProcess::NormalExit);
        QCOMPARE(gui->exitCode(), 2);
        QVERIFY2(err.contains("cannot load the editor module") && err.contains("tandem lint"),
                 qPrintable(err));
    }
};

QTEST_GUILESS_MAIN(TestGuiModule)
#include "tst_guimodule.moc"
