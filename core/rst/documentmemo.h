// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <typeinfo>
#include <unordered_map>

namespace tandem {

// Data derived from one scanned document alone (the units and features alignment scores, the
// words and normalised code checks compare against), built on first use and kept as long as
// the document: the editor lints on every keystroke against a read-only source, and what
// depends only on that source must not be rebuilt each time. Whoever keeps the document keeps
// its memo next to it (lint/linter.h, ScannedSource). Results are exactly what `make` returns,
// so a run with a memo gives the same issues as one without. Thread-safe. GlossaryMatcher keeps
// one too, for what derives from the glossary alone (GlossaryMatcher::derived).
class DocumentMemo
{
public:
    // `key` names the data (with T, it must always mean the same thing).
    template <class T, class Make> const T &derived(const char *key, Make &&make)
    {
        return *static_cast<const T *>(
            derivedData(key, typeid(T).name(), [&]() -> std::shared_ptr<const void> {
                return std::make_shared<const T>(make());
            }).get());
    }

private:
    std::shared_ptr<const void>
    derivedData(const char *key, const char *type,
                const std::function<std::shared_ptr<const void>()> &make);

    std::mutex m_mutex;
    std::unordered_map<std::string, std::shared_ptr<const void>> m_data;
};

} // namespace tandem
