// SPDX-License-Identifier: GPL-3.0-or-later
// The Help menu (built-in user guide, About) and the Korean interface: View > Language, the
// translators the editor module installs at start (editor/chrome/helpmenu.cpp), and messages made
// by the engine at run time found under the context lupdate filed them in.
#include "checkregistry.h"
#include "checktesting.h"
#include "editortesting.h"
#include "helpmenu.h"
#include "mainwindow.h"
#include "settingskeys.h"
#include "textfile.h"
#include "uilanguage.h"
#include "userguide.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>

using namespace tandem;

class TestEditorHelp : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void helpMenuShowsTheGuide();
    void languageMenuStoresTheChoice();
    void guidesAreBuiltIn();
    void koreanTranslatorCoversWindowAndChecks(); // last: installs translators for good

private:
    static QAction *findAction(QMenu *menu, const QString &text);
    static QMenu *findMenu(QMainWindow *window, const QString &title);
};

void TestEditorHelp::initTestCase()
{
    testing::isolateSettings();
    QSettings().remove(settings::UiLanguage);
}

QAction *TestEditorHelp::findAction(QMenu *menu, const QString &text)
{
    for (QAction *a : menu->actions())
        if (a->text() == text) return a;
    return nullptr;
}

QMenu *TestEditorHelp::findMenu(QMainWindow *window, const QString &title)
{
    for (QAction *a : window->menuBar()->actions())
        if (a->text() == title) return a->menu();
    return nullptr;
}

void TestEditorHelp::helpMenuShowsTheGuide()
{
    MainWindow window;
    QMenu *help = findMenu(&window, QStringLiteral("&Help"));
    QVERIFY(help);
    QVERIFY(findAction(help, QStringLiteral("&About Tandem")));
    QAction *guide = findAction(help, QStringLiteral("&User Guide…"));
    QVERIFY(guide);
    QCOMPARE(guide->shortcut(), QKeySequence(QKeySequence::HelpContents));
    guide->trigger();
    auto *dialog = window.findChild<QDialog *>(QStringLiteral("userGuide"));
    QVERIFY(dialog);
    auto *browser = dialog->findChild<QTextBrowser *>();
    QVERIFY(browser);
    const QString text = browser->toPlainText();
    QVERIFY(text.contains(QStringLiteral("Tandem User Guide")));
    QVERIFY(text.contains(QStringLiteral("rst-inline-boundary")));
    QVERIFY(text.contains(QStringLiteral("Keyboard shortcuts")));
    dialog->close();
}

void TestEditorHelp::languageMenuStoresTheChoice()
{
    MainWindow window;
    QMenu *view = findMenu(&window, QStringLiteral("&View"));
    QVERIFY(view);
    QMenu *language = nullptr;
    for (QAction *a : view->actions())
        if (a->menu() && a->text() == QStringLiteral("&Language")) language = a->menu();
    QVERIFY(language);
    QAction *system = findAction(language, QStringLiteral("System Default"));
    QAction *korean = findAction(language, QStringLiteral("한국어"));
    QVERIFY(system && korean && findAction(language, QStringLiteral("English")));
    QVERIFY(system->isChecked());
    // The choice is stored (the message box is modal; close it as soon as it shows).
    QTimer::singleShot(0, [] {
        if (QWidget *box = QApplication::activeModalWidget()) box->close();
    });
    korean->trigger();
    QCOMPARE(uiLanguageSetting(), QStringLiteral("ko"));
    QCOMPARE(effectiveUiLanguage(), QStringLiteral("ko"));
    setUiLanguageSetting(QString());
    QCOMPARE(uiLanguageSetting(), QString());
}

void TestEditorHelp::guidesAreBuiltIn()
{
    for (const char *name : {":/help/user-guide.md", ":/help/user-guide.ko.md"}) {
        QFile f(QString::fromLatin1(name));
        QVERIFY2(f.open(QIODevice::ReadOnly), name);
        QVERIFY2(f.size() > 5000, name);
    }
    QVERIFY(userGuideMarkdown().startsWith(QStringLiteral("# Tandem User Guide")));
}

void TestEditorHelp::koreanTranslatorCoversWindowAndChecks()
{
    setUiLanguageSetting(QStringLiteral("ko"));
    installUiTranslators(); // from :/i18n (nothing is installed beside the test executable)
    // The window's menus (built by ActionsController) and the help menu.
    QCOMPARE(QCoreApplication::translate("tandem::ActionsController", "&File"),
             QStringLiteral("파일(&F)"));
    QCOMPARE(QCoreApplication::translate("tandem::HelpMenu", "&Help"),
             QStringLiteral("도움말(&H)"));
    // Messages core/ makes at run time, through the engine itself: the .qm holds each message
    // only under the context lupdate saw, so these fail if a file translates under another one.
    TextFile::Error error;
    TextFile::load(QDir::temp().filePath(QStringLiteral("tandem-no-such-file.rst")), &error);
    QCOMPARE(error.message, QStringLiteral("파일이 없습니다"));
    const Issues trailing = testing::issuesOf(
        testing::lintPair(ProjectContext::builtIn(), {}, QStringLiteral("Title\n=====\n\nText. \n"))
            .issues,
        QStringLiteral("whitespace"));
    QCOMPARE(trailing.size(), 1);
    QCOMPARE(trailing.first().message, QStringLiteral("줄 끝 공백"));
    // Check summaries (Checks > Choose Checks) are marked with QT_TRANSLATE_NOOP in the registry.
    const CheckInfo *whitespace = findCheck(u"whitespace");
    QVERIFY(whitespace);
    QCOMPARE(QCoreApplication::translate("tandem::checks", whitespace->summary),
             QStringLiteral("줄 끝 공백"));
    MainWindow window;
    QVERIFY(findMenu(&window, QStringLiteral("파일(&F)")));
    QVERIFY(findMenu(&window, QStringLiteral("도움말(&H)")));
    QVERIFY(userGuideMarkdown().startsWith(QStringLiteral("# Tandem 사용자 안내서")));
    setUiLanguageSetting(QString());
}

QTEST_MAIN(TestEditorHelp)
#include "tst_editorhelp.moc"
