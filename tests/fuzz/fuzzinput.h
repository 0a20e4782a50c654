// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the libFuzzer targets: the engine needs a QCoreApplication for resources and
// translations, and the input split into parts.
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QList>

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
