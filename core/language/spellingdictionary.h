// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QMutex>
#include <QReadWriteLock>
#include <QString>
#include <QStringList>

#include <memory>

class Hunspell;

namespace tandem {
class SpellingVerdictStore;
}

namespace tandem {

// One Hunspell dictionary (a .aff/.dic pair), found on the usual paths, with a per-word cache.
//
// Hunspell itself is only loaded when a word's verdict is not known yet: verdicts are cached
// per word for the process and, once usePersistentVerdicts() is called, across runs too (see
// SpellingVerdictStore), because loading the dictionary costs more than a whole lint.
//
// Hunspell objects are not thread-safe, and hunspell-ko's suggest() can take a second for one
// word, so checking and suggesting use two separate Hunspell instances behind separate locks:
// a lint never waits for a suggestion computed in a worker thread. The suggestion instance is
// only loaded the first time suggest() is called.
class SpellingDictionary
{
public:
    ~SpellingDictionary();

    // The folders searched for dictionaries, first match wins: every folder listed in
    // TANDEM_DICTIONARY_PATH (separated by ':' on Unix), the user folder
    // (AppDataLocation/dictionaries), the folder a package ships them in (../share/tandem/
    // dictionaries beside the executable; ../Resources/dictionaries in a macOS bundle), then
    // /usr/share/hunspell and /usr/share/myspell/dicts.
    static QStringList searchPaths();
    static QString userFolder();
    // The .aff path of the first dictionary named one of `names` ("ko_KR", "ko") in
    // `searchPaths()`, or empty.
    static QString find(const QStringList &names, const QStringList &paths = searchPaths());

    // The dictionary `affPath` and the .dic beside it. Null when either is missing or the
    // dictionary's encoding (its SET line) is one Qt cannot convert to. Hunspell reads the files
    // later, on the first word whose verdict is not cached.
    static std::unique_ptr<SpellingDictionary> load(const QString &affPath,
                                                    QString *error = nullptr);

    QString affPath() const { return m_affPath; }
    QString encoding() const { return m_encoding; }

    // Whether Hunspell accepts the word. Cached per word for the whole process; safe to call
    // from several threads. A word the dictionary's encoding cannot represent is accepted
    // (there is nothing to check it against).
    bool spell(const QString &word) const;
    // Hunspell's suggestions, best first. Slow (hunspell-ko: up to ~1 s): call it off the GUI
    // thread. Thread-safe; cached too.
    QStringList suggest(const QString &word) const;

    qsizetype cachedWords() const;
    // Whether Hunspell has read the dictionary files in this process (for tests and benchmarks).
    bool isLoaded() const;

    // Keeps verdicts between runs in `folder` (default: the user's cache folder): those on
    // disk are read now, new ones are written by saveVerdicts().
    void usePersistentVerdicts(const QString &folder = {});
    // Writes the verdicts Hunspell gave in this process to the persistent store, if any.
    void saveVerdicts() const;

private:
    SpellingDictionary() = default;
    bool encode(const QString &word, std::string *out) const;
    QString decode(const std::string &word) const;
    Hunspell &speller() const; // under m_spellMutex

    QString m_affPath, m_dicPath, m_encoding;
    bool m_utf8 = true;
    mutable QMutex m_spellMutex;
    mutable std::unique_ptr<Hunspell> m_speller;
    mutable QReadWriteLock m_cacheLock;
    mutable QHash<QString, bool> m_cache;
    mutable QHash<QString, bool> m_newVerdicts; // not yet in the persistent store
    std::unique_ptr<SpellingVerdictStore> m_store;
    mutable QMutex m_suggestMutex;
    mutable std::unique_ptr<Hunspell> m_suggester;
    mutable QHash<QString, QStringList> m_suggestions;
};

} // namespace tandem
