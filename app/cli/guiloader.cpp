// SPDX-License-Identifier: GPL-3.0-or-later
#include "guiloader.h"

#include <QDir>
#include <QFileInfo>
#include <QLibrary>
#include <QStandardPaths>
#include <QStringList>

#include <cstdio>

namespace tandem {

namespace {

// The executable's folder, without a QCoreApplication (the GUI module creates the
// QApplication, and there can be only one application object in a process).
QString executableFolder(const char *argv0)
{
    const QFileInfo self(QStringLiteral("/proc/self/exe"));
    if (self.exists()) return QFileInfo(self.canonicalFilePath()).absolutePath();
    QString path = QString::fromLocal8Bit(argv0);
    if (!path.contains(u'/') && !path.contains(u'\\')) path = QStandardPaths::findExecutable(path);
    return QFileInfo(path).absolutePath();
}

// Beside the executable (the build tree), then the installed module folder relative to the
// executable (so a relocated installation works), then its configured absolute path.
QStringList moduleCandidates(const QString &folder)
{
    const QString name = QStringLiteral("tandem-gui");
    QStringList candidates{QDir(folder).filePath(name)};
    candidates << QDir::cleanPath(
        QDir(folder).filePath(QStringLiteral(TANDEM_GUI_MODULE_RELATIVE) + u'/' + name));
    candidates << QStringLiteral(TANDEM_GUI_MODULE_DIR) + u'/' + name;
    candidates.removeDuplicates();
    return candidates;
}

} // namespace

QFunctionPointer guiModuleFunction(const char *symbol, const char *argv0, QStringList *failures)
{
    for (const QString &candidate : moduleCandidates(executableFolder(argv0))) {
        QLibrary module(candidate);
        if (!module.load()) {
            *failures << module.errorString();
            continue;
        }
        if (const QFunctionPointer function = module.resolve(symbol)) return function;
        *failures
            << QStringLiteral("%1: no %2 entry").arg(module.fileName(), QLatin1String(symbol));
    }
    return nullptr;
}

int loadAndRunGui(int argc, char *argv[])
{
    using Entry = int (*)(int, char **);
    QStringList failures;
    if (const QFunctionPointer entry =
            guiModuleFunction("tandem_run_gui", argc > 0 ? argv[0] : "", &failures))
        return reinterpret_cast<Entry>(entry)(argc, argv);
    std::fprintf(stderr, "tandem: cannot load the editor module (libtandem-gui):\n");
    for (const QString &f : failures)
        std::fprintf(stderr, "  %s\n", qPrintable(f));
    std::fprintf(stderr, "tandem: `tandem lint` and `tandem scan` still work without it.\n");
    return 2;
}

} // namespace tandem
