// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCache>
#include <QMutex>
#include <QString>

#include <memory>

namespace tandem {

// Answers that depend on their key alone (a word, a paragraph's text) and on the resources of a
// linter, kept from run to run in the resource memo (CheckContext::resourceDerived): the editor
// lints on every key, and all but the paragraph being typed were answered on the key before.
// Thread-safe (checks of one run share it from two threads); bounded, the least recently used
// answers going first (a QCache, as normalizedCode keeps its blocks), since a session that types
// for hours makes new keys on every key press. Movable, so a memo can make one.
template <typename T> class KeptAnswers
{
public:
    explicit KeptAnswers(qsizetype maxKeys = 100000) { m_state->table.setMaxCost(maxKeys); }

    // The kept answer for `key`, or `answer()`'s, kept.
    template <typename Answer> T get(const QString &key, Answer &&answer) const
    {
        {
            QMutexLocker lock(&m_state->mutex); // object() also marks the answer as used
            if (const T *kept = m_state->table.object(key)) return *kept;
        }
        T value = answer(); // outside the lock: it may take long (Hunspell, a regex)
        QMutexLocker lock(&m_state->mutex);
        m_state->table.insert(key, new T(value));
        return value;
    }

private:
    struct State
    {
        QMutex mutex;
        QCache<QString, T> table; // each answer costs 1: maxKeys answers
    };
    std::unique_ptr<State> m_state = std::make_unique<State>();
};

} // namespace tandem
