// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentmemo.h"

namespace tandem {

std::shared_ptr<const void>
DocumentMemo::derivedData(const char *key, const char *type,
                          const std::function<std::shared_ptr<const void>()> &make)
{
    const std::string name = std::string(key) + '\0' + type;
    {
        const std::lock_guard lock(m_mutex);
        if (const auto it = m_data.find(name); it != m_data.end()) return it->second;
    }
    // Made outside the lock: `make` may ask this memo for other data.
    std::shared_ptr<const void> made = make();
    const std::lock_guard lock(m_mutex);
    // If two threads raced, the first result is kept (references to it are out) and both get it.
    return m_data.try_emplace(name, std::move(made)).first->second;
}

} // namespace tandem
