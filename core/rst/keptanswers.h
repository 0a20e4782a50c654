// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QMutex>
#include <QString>

#include <memory>

namespace tandem {

// Answers that depend on their key alone (a word, a paragraph's text) and on the resources of a
// linter, kept from run to run in the resource memo (CheckContext::resourceDerived): the editor
// lints on every key, and all but the paragraph being typed were answered on the key before.
// Thread-safe (checks of one run share it from two threads); cleared when full, since a session
// that types for hours makes new keys on every key press. Movable, so a memo can make one.
template <typename T> class KeptAnswers
{
public:
    explicit KeptAnswers(qsizetype maxKeys = 100000) : m_maxKeys(maxKeys) {}

    // The kept answer for `key`, or `answer()`'s, kept.
    template <typename Answer> T get(const QString &key, Answer &&answer) const
    {
        {
            QMutexLocker lock(&m_state->mutex);
            const auto it = m_state->table.constFind(key);
            if (it != m_state->table.constEnd()) return *it;
        }
        T value = answer(); // outside the lock: it may take long (Hunspell, a regex)
        QMutexLocker lock(&m_state->mutex);
        if (m_state->table.size() >= m_maxKeys) m_state->table.clear();
        m_state->table.insert(key, value);
        return value;
    }

private:
    struct State
    {
        QMutex mutex;
        QHash<QString, T> table;
    };
    std::unique_ptr<State> m_state = std::make_unique<State>();
    qsizetype m_maxKeys;
};

} // namespace tandem
