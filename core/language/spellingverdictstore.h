// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QString>

namespace tandem {

// Hunspell's verdicts on words, kept on disk between runs. Loading en_US costs ~65 ms and
// hunspell-ko ~0.6 s, many times a whole lint, yet a pre-commit hook meets the same few hundred
// words every time: with their verdicts stored, a run loads Hunspell only for a word it has
// never seen. The file is tied to the dictionary's identity (paths, sizes, modification times),
// so an updated dictionary starts a new file.
//
// Format (one file per dictionary, in the user's cache folder): a header line, then one word a
// line prefixed with its verdict, "+word" or "-word". It is a cache: a missing, foreign or
// damaged file only costs time, and a write goes through QSaveFile (never half-written).
class SpellingVerdictStore
{
public:
    // The store of the dictionary `affPath`/`dicPath` in `folder` (default: the cache location).
    SpellingVerdictStore(const QString &affPath, const QString &dicPath,
                         const QString &folder = {});

    QString filePath() const { return m_path; }
    // The verdicts on disk (empty when there are none or the file is unusable).
    QHash<QString, bool> load() const;
    // Adds `verdicts` to what is on disk now (another process may have added some meanwhile)
    // and writes the result; false when the folder cannot be written.
    bool save(const QHash<QString, bool> &verdicts) const;

    // More words than this and the file starts again (it is a cache, not a word list).
    static constexpr int maxWords = 200000;

private:
    QString m_path;
};

} // namespace tandem
