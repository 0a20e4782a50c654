// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace tandem::bench {

// Runs `f` repeatedly (at least `runs` times and for at least 0.3 s) and prints the median and the
// fastest run in milliseconds.
template <typename F> double timeIt(const char *label, int runs, F &&f)
{
    std::vector<double> ms;
    QElapsedTimer total;
    total.start();
    while (int(ms.size()) < runs || total.elapsed() < 300) {
        QElapsedTimer t;
        t.start();
        f();
        ms.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    std::sort(ms.begin(), ms.end());
    const double median = ms[ms.size() / 2];
    std::printf("%-46s median %8.3f ms   fastest %8.3f ms   (%zu runs)\n", label, median,
                ms.front(), ms.size());
    return median;
}

inline QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Corpus files of one kind ("source.rst", "draft.py"...), concatenated until `bytes` is reached.
inline QString corpusText(const QString &sharedDir, const QStringList &names, qsizetype bytes)
{
    QString text;
    const QDir corpus(sharedDir + QStringLiteral("/corpus"));
    const QStringList pairs = corpus.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    while (text.toUtf8().size() < bytes) {
        const qsizetype before = text.size();
        for (const QString &pair : pairs)
            for (const QString &name : names)
                if (QFile::exists(corpus.filePath(pair + u'/' + name)) &&
                    text.toUtf8().size() < bytes)
                    text += QString::fromUtf8(readAll(corpus.filePath(pair + u'/' + name))) + u'\n';
        if (text.size() == before) break; // no corpus
    }
    return text;
}

// The corpus pair with the largest English source: its source and draft paths, or false.
inline bool largestPair(const QString &sharedDir, QString *source, QString *draft, qint64 *bytes)
{
    *bytes = 0;
    const QDir corpus(sharedDir + QStringLiteral("/corpus"));
    for (const QString &pair : corpus.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QDir d(corpus.filePath(pair));
        for (const QFileInfo &f : d.entryInfoList({QStringLiteral("source.*")}, QDir::Files))
            if (f.size() > *bytes) {
                *bytes = f.size();
                *source = f.filePath();
                *draft = d.filePath(QStringLiteral("draft.") + f.suffix());
            }
    }
    return *bytes > 0;
}

} // namespace tandem::bench
