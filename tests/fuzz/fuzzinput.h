// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the libFuzzer targets: the engine needs a QCoreApplication for resources and
// translations, and the input split into parts.
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QList>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>

namespace tandem::fuzz {

// One QCoreApplication for the whole run (resources such as the built-in glossary are
// registered by static initialisers; QCoreApplication gives them an event loop-free home).
inline void ensureApplication()
{
    static int argc = 1;
    static char name[] = "tandem-fuzz";
    static char *argv[] = {name, nullptr};
    static QCoreApplication *app =
        QCoreApplication::instance() ? nullptr : new QCoreApplication(argc, argv);
    (void)app;
}

// A folder for the files an input is written to: on /dev/shm when there is one, where the
// fsync()s of SQLite commits and QSaveFile cost nothing (on a loaded disk they made a memory
// target run at a few inputs a second).
inline QString scratchFolder()
{
    static QTemporaryDir dir(QFileInfo(QStringLiteral("/dev/shm")).isDir()
                                 ? QStringLiteral("/dev/shm/tandem-fuzz-XXXXXX")
                                 : QDir::tempPath() + QStringLiteral("/tandem-fuzz-XXXXXX"));
    return dir.path();
}

inline QByteArray bytesOf(const uint8_t *data, size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

// Splits at the first "\n%%%%\n" into two parts (source and draft); without one, the second
// part is empty. A separator the fuzzer learns quickly from the seed corpus.
inline QList<QByteArray> splitPair(const QByteArray &bytes)
{
    static const QByteArray separator("\n%%%%\n");
    const qsizetype at = bytes.indexOf(separator);
    if (at < 0) return {bytes, QByteArray()};
    return {bytes.left(at), bytes.mid(at + separator.size())};
}

} // namespace tandem::fuzz
