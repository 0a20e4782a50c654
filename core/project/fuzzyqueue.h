// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkout.h"
#include "languagechecksreading.h"
#include "pocatalog.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace tandem {

// The fuzzy queue of a gettext catalogue (`tandem po fuzzy`): each entry a catalogue update
// marked fuzzy because its English changed, with the English its translation was written for,
// the new English, and, when only kept tokens changed (code, literals, role targets, link
// targets, numbers, the `!`/`~` of a role), the translation with those changes carried over by
// the sync engine (syncapply.h), the particles after them agreeing.

// Where the English a fuzzy translation was written for was found.
enum class PreviousSource
{
    Comment, // the entry's "#| msgid" (msgmerge --previous)
    History, // an older version of the file where this translation was not fuzzy
    None
};

struct FuzzyEntry
{
    int entry = -1; // index in the catalogue
    QString context;
    QString previousMsgid; // empty when not found
    PreviousSource previousSource = PreviousSource::None;
    QString previousCommit; // History: the commit whose version has it
    QString msgid;          // the new English
    QString msgstr;         // the fuzzy translation
    std::optional<QString> proposal;
    QString why;         // without a proposal: why
    QStringList changes; // the English word diff, "old → new", "+added", "−removed"
};

// The English each translation of a file's history was written for: every translated, not
// fuzzy entry of every committed version, newest version first.
class CatalogueHistory
{
public:
    // The versions of `path` (relative to the checkout) in the history of `commit`, read in one
    // `git cat-file --batch`; a version git cannot give or that does not parse is left out.
    static CatalogueHistory read(const Checkout &checkout, const QString &commit,
                                 const QString &path, QString *error);
    // Adds one version (newest first); `commit` names it.
    void addVersion(const po::Catalog &catalog, const QString &commit);

    struct Written
    {
        QString msgid, context, commit;
    };
    // The English `msgstr` was written for: from the newest version holding it, the entry whose
    // English is nearest `newMsgid` (same context first). Nothing when no version holds it.
    std::optional<Written> previousFor(const QString &msgstr, const QString &context,
                                       const QString &newMsgid) const;
    int versions() const { return m_versions; }

private:
    QHash<QString, QList<Written>> m_byMsgstr; // newest first
    int m_versions = 0;
};

// The queue of `catalog`'s fuzzy entries (obsolete ones left out), in file order. `history`
// (may be null) is asked for the English of an entry without "#|".
QList<FuzzyEntry> fuzzyQueue(const po::Catalog &catalog, const CatalogueHistory *history,
                             const QHash<QString, language::FinalSound> &readings = {});

// Writes each proposal as its entry's msgstr and clears its fuzzy flag (the catalogue writes
// those entries in its own wrapping and nothing else). Returns how many it applied.
int applyFuzzyProposals(po::Catalog &catalog, const QList<FuzzyEntry> &queue);

} // namespace tandem
