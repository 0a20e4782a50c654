// SPDX-License-Identifier: GPL-3.0-or-later
#include "selftestcommand.h"

#include "alignment.h"
#include "bilingualhtml.h"
#include "clicommon.h"
#include "clitext.h"
#include "guiloader.h"
#include "htmlrenderer.h"
#include "lintsession.h"
#include "rstscanner.h"
#include "tmunitpairs.h"
#include "translationmemory.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QPluginLoader>
#include <QSqlDatabase>
#include <QTemporaryDir>

#include <optional>

namespace tandem::cli {

namespace {

// The desktop's own platform plugin, which the editor window needs besides offscreen.
#if defined(Q_OS_WIN)
constexpr char DesktopPlatform[] = "windows";
#elif defined(Q_OS_MACOS)
constexpr char DesktopPlatform[] = "cocoa";
#else
constexpr char DesktopPlatform[] = "xcb";
#endif

constexpr char PlatformInterface[] = "QPlatformIntegrationFactoryInterface";

// Prints each step's line and remembers the failed ones for the summary.
class Steps
{
public:
    // `failure` empty: the step passed (`detail`, when given, says what it did).
    void report(const QString &name, const QString &failure, const QString &detail = {})
    {
        ++m_count;
        if (failure.isEmpty()) {
            out() << name << ": ok" << (detail.isEmpty() ? QString() : " (" + detail + ')')
                  << Qt::endl;
            return;
        }
        m_failed << name;
        out() << name << ": FAILED: " << failure << Qt::endl;
    }
    int finish() const
    {
        if (m_failed.isEmpty()) {
            out() << "tandem self-test: all " << m_count << " steps passed" << Qt::endl;
            return Ok;
        }
        err() << "tandem self-test: " << m_failed.size() << " of " << m_count
              << " steps failed: " << m_failed.join(QLatin1String(", ")) << Qt::endl;
        return Findings;
    }

private:
    int m_count = 0;
    QStringList m_failed;
};

struct ExamplePair
{
    QString folder;
    TextFile english, korean;
};

// Where an installation keeps the example pair, relative to the executable: share/tandem on
// Linux (also a relocated tree: a .deb unpacked anywhere, an AppImage, a Flatpak), Resources in
// a macOS bundle, beside the executable on Windows and in the build tree.
QStringList exampleFolders()
{
    const QDir executable(QCoreApplication::applicationDirPath());
    QStringList folders{
        QDir::cleanPath(executable.filePath(QStringLiteral(TANDEM_DATA_RELATIVE "/examples"))),
        QDir::cleanPath(executable.filePath(QStringLiteral("../Resources/examples"))),
        executable.filePath(QStringLiteral("examples"))};
    folders.removeDuplicates();
    return folders;
}

QString openExamplePair(ExamplePair *pair)
{
    for (const QString &folder : exampleFolders()) {
        const QString en = folder + QStringLiteral("/tensors.en.rst");
        const QString ko = folder + QStringLiteral("/tensors.ko.rst");
        if (!QFileInfo::exists(en) && !QFileInfo::exists(ko)) continue;
        TextFile::Error error;
        pair->english = TextFile::load(en, &error);
        if (!error) pair->korean = TextFile::load(ko, &error);
        if (error) return error.message;
        pair->folder = folder;
        return {};
    }
    return QStringLiteral("no tensors.en.rst and tensors.ko.rst in %1")
        .arg(exampleFolders().join(QLatin1String(", ")));
}

QString lintPair(const ExamplePair &pair, QString *detail)
{
    LintSession session(ProjectContext::builtIn());
    const LintOutcome outcome = session.lint(
        LintText{pair.folder + QStringLiteral("/tensors.en.rst"), pair.english.text, FileKind::Rst},
        LintText{pair.folder + QStringLiteral("/tensors.ko.rst"), pair.korean.text, FileKind::Rst});
    // The example's translation has typical mistakes planted in it: finding none means the
    // checks did not run.
    if (outcome.issues.isEmpty()) return QStringLiteral("no issue found in the example draft");
    *detail = QStringLiteral("%1 issues").arg(outcome.issues.size());
    return {};
}

QString renderPair(const ExamplePair &pair, QString *detail)
{
    const RstDocument english = scanDocument(pair.english.text, FileKind::Rst);
    const RstDocument korean = scanDocument(pair.korean.text, FileKind::Rst);
    const QString page = htmlPage(QStringLiteral("self-test"),
                                  renderBilingualHtml(english, korean, align(english, korean)) +
                                      HtmlRenderer(korean).render());
    if (!page.contains(QLatin1String("<h1"))) return QStringLiteral("the page has no title");
    *detail = QStringLiteral("%1 bytes of HTML").arg(page.toUtf8().size());
    return {};
}

// Stores the pair's aligned units in a new memory and looks the first one up again.
QString buildMemory(const ExamplePair &pair, const QString &folder, QString *detail)
{
    const QList<TmUnitPair> units = tmUnitPairs(pair.english.text, pair.korean.text, FileKind::Rst);
    if (units.isEmpty()) return QStringLiteral("no unit pairs in the example");
    TranslationMemory memory;
    QString error;
    if (!memory.open(folder + QStringLiteral("/memory.sqlite"), &error)) return error;
    if (!memory.begin(&error)) return error;
    for (const TmUnitPair &unit : units) {
        bool added = false;
        TmPair stored;
        stored.source = unit.source;
        stored.target = unit.target;
        stored.file = QStringLiteral("tensors.ko.rst");
        stored.origin = QStringLiteral("import");
        if (!memory.addPair(stored, &added, &error)) {
            memory.rollback();
            return error;
        }
    }
    if (!memory.commit(&error)) return error;
    const QList<TmMatch> matches = memory.query(units.constFirst().source);
    if (matches.isEmpty() || !matches.constFirst().exact ||
        matches.constFirst().pair.target != units.constFirst().target)
        return QStringLiteral("the stored English was not found again");
    *detail = QStringLiteral("%1 pairs").arg(units.size());
    return {};
}

QString saveAndReadBack(const ExamplePair &pair, const QString &folder)
{
    const QString path = folder + QStringLiteral("/tensors.ko.rst");
    QString error;
    if (!pair.korean.save(path, &error)) return error;
    TextFile::Error readError;
    const TextFile back = TextFile::load(path, &readError);
    if (readError) return readError.message;
    if (back.toBytes() != pair.korean.toBytes())
        return QStringLiteral("%1 reads back different from what was written").arg(path);
    return {};
}

// The folders Qt looks in for plugins of one kind ("sqldrivers", "platforms").
QStringList pluginFolders(const QString &kind)
{
    QStringList folders;
    if (kind == QLatin1String("platforms")) {
        const QString qpa = qEnvironmentVariable("QT_QPA_PLATFORM_PLUGIN_PATH");
        if (!qpa.isEmpty()) folders << qpa;
    }
    for (const QString &path : QCoreApplication::libraryPaths())
        folders << QDir::cleanPath(path + u'/' + kind);
    folders.removeDuplicates();
    return folders;
}

QString sqliteDriver(QString *detail)
{
    if (QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE"))) {
        *detail = QStringLiteral("QSQLITE");
        return {};
    }
    return QStringLiteral("Qt's SQLite driver (QSQLITE, the qsqlite plugin in sqldrivers/) is "
                          "missing; looked in %1")
        .arg(pluginFolders(QStringLiteral("sqldrivers")).join(QLatin1String(", ")));
}

// Finds the platform plugin `key` where QGuiApplication would and loads it (which also loads
// the libraries it needs: xcb's libxcb-cursor, for one).
QString platformPlugin(const QString &key)
{
    for (const QString &folder : pluginFolders(QStringLiteral("platforms"))) {
        for (const QFileInfo &file : QDir(folder).entryInfoList(QDir::Files)) {
            QPluginLoader loader(file.absoluteFilePath());
            const QJsonObject meta = loader.metaData();
            if (!meta.value(QLatin1String("IID"))
                     .toString()
                     .contains(QLatin1String(PlatformInterface)))
                continue;
            const QJsonArray keys = meta.value(QLatin1String("MetaData"))
                                        .toObject()
                                        .value(QLatin1String("Keys"))
                                        .toArray();
            bool matches = false;
            for (const QJsonValue &k : keys)
                matches |= k.toString().compare(key, Qt::CaseInsensitive) == 0;
            if (!matches) continue;
            if (!loader.load())
                return QStringLiteral("the %1 platform plugin does not load: %2")
                    .arg(key, loader.errorString());
            return {};
        }
    }
    return QStringLiteral("the %1 platform plugin (platforms/) is missing; looked in %2")
        .arg(key, pluginFolders(QStringLiteral("platforms")).join(QLatin1String(", ")));
}

QString platformPlugins(QString *detail)
{
    QStringList failures;
    for (const QString &key : {QStringLiteral("offscreen"), QString::fromLatin1(DesktopPlatform)}) {
        const QString failure = platformPlugin(key);
        if (!failure.isEmpty()) failures << failure;
    }
    *detail = QStringLiteral("offscreen, %1").arg(QLatin1String(DesktopPlatform));
    return failures.join(QLatin1String("; "));
}

// The editor module loads, and Qt Gui decodes the image formats the editor shows.
QString imageFormats(QString *detail)
{
    QStringList failures;
    const QFunctionPointer check = tandem::guiModuleFunction(
        "tandem_self_test_images",
        QCoreApplication::applicationFilePath().toLocal8Bit().constData(), &failures);
    if (!check)
        return QStringLiteral("the editor module (libtandem-gui) does not load: %1")
            .arg(failures.join(QLatin1String("; ")));
    QString failure;
    reinterpret_cast<void (*)(QString *)>(check)(&failure);
    *detail = QStringLiteral("png");
    return failure;
}

} // namespace

int runSelfTest(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        CliText::tr("Check that this installation works, without a display: the example pair "
                    "opens, lints and renders, a translation memory is built and queried, a file "
                    "is saved and read back, and the Qt plugins the editor needs load. One line "
                    "per step; exit 0 when all pass, 1 naming what failed."));
    parser.addHelpOption();
    if (const auto exit = parseCommandLine(parser, arguments, QStringLiteral("self-test")))
        return *exit;
    if (!parser.positionalArguments().isEmpty()) {
        err() << "tandem self-test: " << CliText::tr("usage: tandem self-test (no arguments)")
              << Qt::endl;
        return UsageOrInput;
    }

    Steps steps;
    ExamplePair pair;
    QString detail;
    const QString openFailure = openExamplePair(&pair);
    steps.report(QStringLiteral("open the example pair"), openFailure, pair.folder);
    const bool havePair = openFailure.isEmpty();
    const QString noPair = QStringLiteral("no example pair to work on");
    steps.report(QStringLiteral("lint"), havePair ? lintPair(pair, &detail) : noPair, detail);
    detail.clear();
    steps.report(QStringLiteral("render"), havePair ? renderPair(pair, &detail) : noPair, detail);
    detail.clear();
    QTemporaryDir temporary;
    const QString noFolder =
        QStringLiteral("cannot create a temporary folder: %1").arg(temporary.errorString());
    steps.report(QStringLiteral("translation memory"),
                 !havePair              ? noPair
                 : !temporary.isValid() ? noFolder
                                        : buildMemory(pair, temporary.path(), &detail),
                 detail);
    detail.clear();
    steps.report(QStringLiteral("save and read back"),
                 !havePair              ? noPair
                 : !temporary.isValid() ? noFolder
                                        : saveAndReadBack(pair, temporary.path()));
    steps.report(QStringLiteral("sqlite driver"), sqliteDriver(&detail), detail);
    detail.clear();
    steps.report(QStringLiteral("image formats"), imageFormats(&detail), detail);
    detail.clear();
    steps.report(QStringLiteral("platform plugins"), platformPlugins(&detail), detail);
    return steps.finish();
}

} // namespace tandem::cli
