// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fileanalysis.h"

#include <QHash>
#include <QSet>
#include <QString>

#include <optional>

namespace tandem {

// What a project report remembers between runs, keyed by content only, so it is right whatever
// happened to the checkout meanwhile:
// - per blob id, whether that version of a file is mostly English (the history walk that finds
//   each file's source otherwise reads every version), and whether such a version has Hangul
//   (a translation started in place and committed half done: not the English it started from);
// - per file, its FileAnalysis under a key made of the blob ids of the draft, its English
//   source and the newer English, and the engine's fingerprint.
// One file per checkout in the user's cache folder (a header with a version and a SHA-256, then
// CBOR). It is a cache: a missing, foreign, truncated or damaged file is ignored (and rewritten
// at the end of the run), so it only costs time; it is read through the regular-file gate with
// a cap (MaxBytes); writes go through QSaveFile and keep only what the last run used, so it does
// not grow without bound.
class ProjectCache
{
public:
    // `folder` empty: QStandardPaths::CacheLocation + "/project".
    ProjectCache(const QString &root, const QString &folder = {});

    // The largest cache read or written (the practice checkout's 24 files take 190 KB: a
    // 2,000-file checkout about 16 MB).
    static constexpr qint64 MaxBytes = 256 * 1024 * 1024;

    QString filePath() const { return m_path; }
    void load();
    // What load() does with the file's bytes; false (and nothing kept) when they fail a check.
    bool loadBytes(const QByteArray &bytes);
    // The bytes save() writes for a CBOR `payload` (header, then payload): for tests and the
    // fuzz target, which reach past the checksum with it.
    static QByteArray framed(const QByteArray &payload);
    // The keys of the analyses read by load().
    QList<QByteArray> storedKeys() const { return m_stored.keys(); }
    bool save() const;

    std::optional<bool> isEnglish(const QString &blob) const;
    void setEnglish(const QString &blob, bool english, bool hasHangul = false);
    bool isEnglishWithHangul(const QString &blob) const
    {
        return m_englishWithHangul.contains(blob);
    }
    std::optional<FileAnalysis> analysis(const QByteArray &key) const;
    void setAnalysis(const QByteArray &key, const FileAnalysis &analysis);

    int hits() const { return m_hits; }
    int misses() const { return m_misses; }

private:
    QString m_path;
    QHash<QString, bool> m_english;
    QSet<QString> m_englishWithHangul;
    QHash<QByteArray, QCborMap> m_stored;       // read from disk
    mutable QHash<QByteArray, QCborMap> m_used; // to write back
    mutable int m_hits = 0, m_misses = 0;
};

} // namespace tandem
