// SPDX-License-Identifier: GPL-3.0-or-later
#include "glossarymerge.h"

#include <QHash>

#include <set>

namespace tandem {

namespace {

// The entries of a glossary by each English spelling, compared as QString::compare with
// Qt::CaseInsensitive does (code point by code point, case-folded), together with the two flags
// an overlay entry must share to replace one: so that a merge takes time in proportion to the
// entries, not to their product (20,000 guide rows over the built-in glossary).
class SpellingIndex
{
public:
    explicit SpellingIndex(const QList<GlossaryEntry> &entries)
    {
        for (int k = 0; k < entries.size(); ++k)
            add(entries[k], k);
    }

    // The first entry that has one of e's spellings and e's flags, or -1.
    int findSame(const GlossaryEntry &e) const
    {
        int first = -1;
        const QString flags = flagsOf(e);
        for (const QString &en : e.english) {
            const auto it = m_index.constFind(flags + caseInsensitiveKey(en));
            if (it != m_index.constEnd() && !it->empty() && (first < 0 || *it->begin() < first))
                first = *it->begin();
        }
        return first;
    }

    void add(const GlossaryEntry &e, int k)
    {
        const QString flags = flagsOf(e);
        for (const QString &en : e.english)
            m_index[flags + caseInsensitiveKey(en)].insert(k);
    }
    void remove(const GlossaryEntry &e, int k)
    {
        const QString flags = flagsOf(e);
        for (const QString &en : e.english)
            m_index[flags + caseInsensitiveKey(en)].erase(k);
    }

private:
    static QString flagsOf(const GlossaryEntry &e)
    {
        return QString(e.keepEnglish ? u'k' : u't') + (e.isCaseSensitive() ? u's' : u'i');
    }

    QHash<QString, std::set<int>> m_index;
};

} // namespace

Glossary mergeGlossaries(const Glossary &base, const Glossary &overlay)
{
    Glossary out = base;
    out.diagnostics.append(overlay.diagnostics);
    SpellingIndex index(out.entries);
    for (const GlossaryEntry &e : overlay.entries) {
        const int k = index.findSame(e);
        if (k < 0) {
            index.add(e, int(out.entries.size()));
            out.entries.append(e);
            continue;
        }
        GlossaryEntry merged = e;
        for (const QString &en : out.entries[k].english)
            if (!merged.english.contains(en, Qt::CaseInsensitive)) merged.english.append(en);
        for (const QString &wrong : out.entries[k].wrongKorean)
            if (!merged.korean.contains(wrong) && !merged.wrongKorean.contains(wrong))
                merged.wrongKorean.append(wrong);
        for (const QString &sense : out.entries[k].senses)
            if (!merged.senses.contains(sense)) merged.senses.append(sense);
        // Forms the base accepts stay accepted unless the overlay calls them wrong.
        for (const QString &ko : out.entries[k].korean)
            if (!merged.korean.contains(ko) && !merged.wrongKorean.contains(ko))
                merged.korean.append(ko);
        // The merged spellings can change whether the entry is case-sensitive (case: auto).
        index.remove(out.entries[k], k);
        index.add(merged, k);
        out.entries[k] = merged;
    }
    return out;
}

} // namespace tandem
