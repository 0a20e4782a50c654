// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "documentmemo.h"
#include "glossary.h"

#include <QList>
#include <QStringView>

#include <memory>
#include <span>

namespace tandem {

// A half-open range of offsets [start, end) in the text handed to the matcher.
struct TextSpan
{
    qsizetype start = 0;
    qsizetype end = 0;
    friend bool operator==(const TextSpan &, const TextSpan &) = default;
};

struct GlossaryMatch
{
    enum class Kind : quint8
    {
        Source, // the English term in the source (matchEnglish)
        Agreed, // an agreed Korean form, or the English of a keep-in-English term, in a draft
        Wrong,  // a wrong Korean variant in a draft (파라미터, 레이어, 텐서 for Tensor)
        EnglishLeftIn,  // the English of a translated term glued to Hangul in a draft (layer의)
        EnglishInDraft, // the English of a translated term elsewhere in a draft (계층(layer))
    };
    qsizetype start = 0; // the term itself, [start, end)
    qsizetype end = 0;
    qsizetype tailEnd = 0; // after the particles or 들 that follow it (== end when none)
    int entry = -1;        // index into GlossaryMatcher::entries()
    int form = -1;         // which spelling matched: index into the entry's english, korean or
                           // wrongKorean list, by kind
    Kind kind = Kind::Source;
};

// Finds glossary terms in text, fast enough to run on every keystroke: all the lookup tables are
// built once in the constructor, and a scan allocates nothing but its result list.
// The rules (case, plurals, hyphens, particles, compounds) are in glossary/README.md.
class GlossaryMatcher
{
public:
    GlossaryMatcher();
    explicit GlossaryMatcher(const Glossary &glossary);
    ~GlossaryMatcher();
    GlossaryMatcher(GlossaryMatcher &&) noexcept;
    GlossaryMatcher &operator=(GlossaryMatcher &&) noexcept;

    const QList<GlossaryEntry> &entries() const;
    const GlossaryEntry &entry(const GlossaryMatch &m) const { return entries().at(m.entry); }

    // English terms in source text, left to right, longest first, never overlapping each other
    // or any of `excluded` (code, URLs, roles: ranges sorted or not).
    QList<GlossaryMatch> matchEnglish(QStringView text,
                                      std::span<const TextSpan> excluded = {}) const;

    // Korean agreed forms and wrong variants in draft text, plus English terms left in it.
    // Where one Korean spelling belongs to several entries (텐서: wrong for Tensor, agreed for
    // tensor), there is one match per entry, with the same range.
    QList<GlossaryMatch> matchDraft(QStringView text,
                                    std::span<const TextSpan> excluded = {}) const;

    // Data derived from the entries (the word sets and readings the language checks use),
    // built by `make` on first use and kept with the matcher, which lives as long as the
    // project's glossary: the editor lints on every keystroke and must not rebuild them each
    // time. `key` names the data (with T, it must always mean the same thing); thread-safe.
    template <class T, class Make> const T &derived(const char *key, Make &&make) const
    {
        return memo().derived<T>(key, std::forward<Make>(make));
    }

private:
    DocumentMemo &memo() const; // the memo of derived(), kept in the tables

    struct Tables;
    std::unique_ptr<Tables> d;
};

} // namespace tandem
