// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "spellingdictionary.h"
#include "spellingwordlist.h"

#include <QMutex>
#include <QStringList>

#include <atomic>
#include <memory>
#include <vector>

namespace tandem {

// The Hunspell dictionaries the language checks consult, shared by the whole process so that a
// dictionary is loaded once (hunspell-ko: ~0.6 s) and its per-word cache survives from one lint
// to the next. Checks reach it through their CheckContext (the linter passes shared()); the
// word lists a team or user accepts are not here but in the project context.
class Spelling
{
public:
    enum class Language
    {
        English,
        Korean
    };

    static Spelling &shared();

    // The dictionary of a language, loaded on first use; null when none is installed. The
    // first failure for a language is recorded in notices() and printed once with qWarning.
    const SpellingDictionary *dictionary(Language language);
    // Replaces a language's dictionary (tests; null switches the language off). The one it
    // replaces is kept until the process ends: a check in a worker thread may still be reading
    // it through the pointer dictionary() gave out.
    void setDictionary(Language language, std::unique_ptr<SpellingDictionary> dictionary);

    // Writes the dictionaries' new verdicts to the user's cache, so the next run (the next
    // `tandem lint` of a pre-commit hook) does not load Hunspell for words already seen. Call
    // it when a run is over; the dictionaries found by dictionary() keep verdicts on disk.
    void saveVerdicts();

    QStringList notices() const;

private:
    Spelling() = default;

    mutable QMutex m_mutex;
    std::unique_ptr<SpellingDictionary> m_dictionaries[2];
    std::vector<std::unique_ptr<SpellingDictionary>> m_retired;
    bool m_tried[2] = {false, false};
    QStringList m_notices;
};

} // namespace tandem
