// SPDX-License-Identifier: GPL-3.0-or-later
// What the editor tests share: settings kept apart from the user's and from other tests, how long
// to wait for the window's background work, and the real window shown offscreen with a stand-in
// answering its dialogs.
#pragma once

#include "gitrepohelper.h"
#include "gitrunner.h"
#include "mainwindow.h"
#include "recoverystore.h"
#include "testprompts.h"

#include <QApplication>
#include <QCoreApplication>
#include <QFileInfo>
#include <QSettings>
#include <QSize>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QTest>

#include <optional>
#include <utility>

namespace tandem::testing {

// How long to wait for the worker's analysis: milliseconds here, but a loaded 2-core CI machine
// running other suites can take seconds.
inline constexpr int Patience = 30000;

// Settings and recovery files go to a test location named after the test program, so a test
// reads neither the user's settings nor another test's. The program starts from no settings:
// a run stopped midway left its own behind (spelling switched on), and the next run failed.
inline void isolateSettings()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("tandem-tests"));
    QCoreApplication::setApplicationName(
        QFileInfo(QCoreApplication::applicationFilePath()).completeBaseName());
    static bool cleared = false;
    if (!std::exchange(cleared, true)) QSettings().clear();
}

// The start of a window test over a git repository it builds: settings isolated, then
// repositoryIn() (gitrepohelper.h).
inline std::optional<GitRepoHelper> repositoryTest(const QTemporaryDir &tmp, QString *repo)
{
    isolateSettings();
    return repositoryIn(tmp, repo);
}

// Delivers what is already queued (queued signals from workers that have finished, layout
// requests, zero-interval timers) and what that queues in turn, for a few rounds: the sync point
// for "and nothing else happens". Waits on no clock.
inline void drainEvents()
{
    for (int round = 0; round < 3; ++round) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

// A new window whose dialogs `prompts` answers, resized to `size` when one is given, shown; true
// once it is on screen (offscreen: once exposed).
[[nodiscard]] inline bool showWindow(MainWindow *&window, UserPrompts *prompts, QSize size = {})
{
    window = new MainWindow(prompts);
    if (size.isValid()) window->resize(size);
    window->show();
    return QTest::qWaitForWindowExposed(window);
}

// Closes what showWindow() opened (no question: the stand-in discards unsaved text) and drops the
// autosave of `file`, so the next test starts without a recovery offer.
template <class Prompts>
void closeWindow(MainWindow *&window, Prompts *&prompts, const QString &file)
{
    delete window;
    window = nullptr;
    delete prompts;
    prompts = nullptr;
    RecoveryStore::remove(file);
}

// The base of the editor test classes: the window under test and the stand-in answering its
// dialogs, which the tests read back (errors shown, questions asked).
class WindowTest : public QObject
{
protected:
    // The window gets `prompts` (owned from then on; plain recording ones when null).
    [[nodiscard]] bool openWindow(QSize size = {}, RecordingPrompts *prompts = nullptr)
    {
        m_prompts = prompts ? prompts : new RecordingPrompts;
        return showWindow(m_window, m_prompts, size);
    }
    void closeWindow(const QString &file) { testing::closeWindow(m_window, m_prompts, file); }

    RecordingPrompts *m_prompts = nullptr;
    MainWindow *m_window = nullptr;
};

// The base of the editor tests on one pair in a temporary folder, made anew for each test.
class PairWindowTest : public WindowTest
{
protected:
    // A new folder: m_source is STEM.rst in it, m_draft STEM.ko.rst; neither is written.
    [[nodiscard]] bool newPairFolder(const QString &stem)
    {
        delete m_dir;
        m_dir = new QTemporaryDir;
        m_source = m_dir->filePath(stem + QStringLiteral(".rst"));
        m_draft = m_dir->filePath(stem + QStringLiteral(".ko.rst"));
        return m_dir->isValid();
    }
    // Closes the window, drops the draft's autosave and removes the folder.
    void closePair()
    {
        closeWindow(m_draft);
        delete m_dir;
        m_dir = nullptr;
    }

    QTemporaryDir *m_dir = nullptr;
    QString m_source, m_draft;
};

// Runs the tests of a `Test` on one 1280x720 screen at 96 dpi, for layout tests: the offscreen
// platform reads its screens from a file. Another platform is used as it is.
template <class Test> int runOnLaptopScreen(int argc, char **argv)
{
    QTemporaryFile screens;
    const QByteArray platform = qgetenv("QT_QPA_PLATFORM");
    if ((platform.isEmpty() || platform == "offscreen") && screens.open()) {
        screens.write(R"({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": 1280,)"
                      R"( "height": 720, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})");
        screens.flush();
        qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + screens.fileName().toLocal8Bit());
    }
    QApplication app(argc, argv);
    app.setAttribute(Qt::AA_Use96Dpi, true);
    Test test;
    return QTest::qExec(&test, argc, argv);
}

} // namespace tandem::testing

// main() of a test program whose tests need the laptop screen (see runOnLaptopScreen()).
#define TANDEM_TEST_MAIN_ON_LAPTOP_SCREEN(TestClass)                                               \
    int main(int argc, char **argv)                                                                \
    {                                                                                              \
        QTEST_SET_MAIN_SOURCE_PATH                                                                 \
        return tandem::testing::runOnLaptopScreen<TestClass>(argc, argv);                          \
    }
