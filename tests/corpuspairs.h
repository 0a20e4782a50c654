// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The real pairs of ../shared/corpus (NNN/source.rst + NNN/draft.rst, or the same in .py), for
// tests that check every one; an empty list when ../shared is not there (the test skips).
#include "rstdocument.h"

#include <QDir>
#include <QFile>
#include <QList>
#include <QString>

struct CorpusPair
{
    QString name; // NNN
    QString source, draft;
    tandem::FileKind kind = tandem::FileKind::Rst;
};

inline QList<CorpusPair> corpusPairs()
{
    QList<CorpusPair> pairs;
    const QDir corpus(QStringLiteral(TANDEM_SHARED_DIR "/corpus"));
    for (const QString &name : corpus.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        for (const QString &ext : {QStringLiteral("rst"), QStringLiteral("py")}) {
            QFile s(corpus.filePath(name + QStringLiteral("/source.") + ext));
            QFile d(corpus.filePath(name + QStringLiteral("/draft.") + ext));
            if (!s.open(QIODevice::ReadOnly) || !d.open(QIODevice::ReadOnly)) continue;
            pairs.append({name, QString::fromUtf8(s.readAll()), QString::fromUtf8(d.readAll()),
                          ext == u"py" ? tandem::FileKind::SphinxGallery : tandem::FileKind::Rst});
        }
    }
    return pairs;
}
