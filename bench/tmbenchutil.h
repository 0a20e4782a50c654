// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the translation-memory programs share: a clone of the practice repository in a
// temporary folder, and its memory built there.

#include "checkout.h"
#include "tmbuilder.h"
#include "translationmemory.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>

#include <cstdio>

namespace tandem::bench {

// The first argument that is not an option, else the bundle in ../shared/repos.
inline QString practiceBundle(const QStringList &args)
{
    for (qsizetype i = 1; i < args.size(); ++i) {
        if (args[i].startsWith(u'-')) {
            ++i; // its value
            continue;
        }
        return args[i];
    }
    return QStringLiteral(TANDEM_SHARED_DIR "/repos/tutorials-kr-practice.bundle");
}

// Clones `bundle` into `dir`/practice; returns the clone's path or empty (with a message).
inline QString clonePractice(const QString &bundle, const QTemporaryDir &dir)
{
    const QString root = dir.path() + QStringLiteral("/practice");
    QProcess git;
    git.start(QStringLiteral("git"), {QStringLiteral("clone"), QStringLiteral("-q"), bundle, root});
    if (!git.waitForFinished(300000) || git.exitCode() != 0) {
        std::fprintf(stderr, "cannot clone %s: %s\n", qPrintable(bundle),
                     git.readAllStandardError().constData());
        return {};
    }
    return root;
}

// Builds the memory of `root` into `path`; prints pairs and time. False on failure.
inline bool buildMemory(const QString &root, const QString &path, TranslationMemory &memory,
                        TmBuildStats *stats, qint64 *ms)
{
    QString error;
    if (!memory.open(path, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return false;
    }
    const auto checkout = Checkout::open(root, &error);
    if (!checkout) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return false;
    }
    QElapsedTimer t;
    t.start();
    if (!TmBuilder(*checkout, memory).build(stats, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return false;
    }
    *ms = t.elapsed();
    return true;
}

} // namespace tandem::bench
