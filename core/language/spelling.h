// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "spellingdictionary.h"
#include "spellingwordlist.h"

#include <QMutex>
#include <QStringList>

#include <atomic>
#include <memory>

namespace tandem {

// The dictionaries and word lists the language checks consult, shared by the whole process so
// that a dictionary is loaded once (hunspell-ko: ~0.6 s) and its per-word cache survives from
// one lint to the next. Checks only get a CheckContext, so they reach this through shared();
// the application configures it (word lists) before linting.
class Spelling
{
public:
    enum class Language { English, Korean };

    static Spelling &shared();

    // The dictionary of a language, loaded on first use; null when none is installed. The
    // first failure for a language is recorded in notices() and printed once with qWarning.
    const SpellingDictionary *dictionary(Language language);
    // Replaces a language's dictionary (tests; null switches the language off).
    void setDictionary(Language language, std::unique_ptr<SpellingDictionary> dictionary);

    // The project word list of the file being checked (found with SpellingWordList::findFor)
    // and the user's list. Until setProjectWordList() is called, the project list is looked
    // for from the current folder, which is what `tandem lint` run in a checkout wants.
    void setProjectWordList(const SpellingWordList &list);
    void setUserWordList(const SpellingWordList &list);
    bool isAcceptedWord(const QString &word);

    // Writes the dictionaries' new verdicts to the user's cache, so the next run (the next
    // `tandem lint` of a pre-commit hook) does not load Hunspell for words already seen. Call
    // it when a run is over; the dictionaries found by dictionary() keep verdicts on disk.
    void saveVerdicts();

    QStringList notices() const;

private:
    Spelling() = default;
    void loadWordListsOnce();

    mutable QMutex m_mutex;
    std::unique_ptr<SpellingDictionary> m_dictionaries[2];
    bool m_tried[2] = {false, false};
    bool m_projectSet = false, m_userSet = false;
    SpellingWordList m_project, m_user;
    QStringList m_notices;
};

} // namespace tandem
