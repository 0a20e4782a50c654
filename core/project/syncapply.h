// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkoutdrift.h"
#include "languagechecksreading.h"
#include "rstdocument.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace tandem {

// Carrying an upstream English change into a translated file (`tandem sync`, issue 24).
//
// Most upstream edits to a translated tutorial touch only what translators keep as it is: code,
// inline literals, role targets, URLs and numbers. Each such edit is made in the Korean file
// exactly as upstream made it, in the Korean unit the alignment pairs with the old English
// unit; the particle after a changed word is made to agree with the new word (``foo``를 →
// ``barz``를, ``x``를 → ``model``을). Anything else (prose, a unit added or removed, a code
// comment) is left as a worklist item with the English word diff beside the Korean.

// What became of one changed English unit.
struct SyncUnitChange
{
    int index = 0;      // its place among the English unit changes (the number `skip` takes)
    DriftChange change; // the English unit before and after (lines of the old and new English)
    bool applied = false;
    bool skipped = false; // it could have been applied, but `skip` named it
    // The English change touches only kept things (code outside comments, literals, role
    // targets, URLs, numbers): applied unless it could not be placed in the Korean.
    bool keptOnly = false;
    // The Korean lines the unit maps to (0-based, in the draft as it was; -1 when none).
    int draftFirstLine = -1, draftLastLine = -1;
    QString draftBefore, draftAfter; // those lines, before and (applied) after
    QString why;                     // left: why it was not applied (a sentence, translated)
    // The English word diff: "old → new" pieces, "+added", "−removed".
    QStringList wordDiff;
    // Applied: a particle follows a changed word whose Korean reading Tandem cannot tell (an
    // alternating particle was kept as it was: a reader should look).
    bool particleUnsure = false;
};

struct SyncPlan
{
    QString draftText;             // the draft with every applied change
    QList<SyncUnitChange> changes; // applied or left, in the English's order
    // Changes the Korean already has (an earlier run applied them): not in `changes`.
    int alreadyIn = 0;
    int appliedCount() const;
};

// The changes between `englishOld` (what the draft was translated from) and `englishNew`
// (upstream's current English), applied to `draftText` as far as they touch only code outside
// comments, inline literals, role targets, URLs and numbers. `readings`: how the glossary says
// English words are read (checks::particleReadings). Linear in the texts, apart from the line
// diff inside one changed code block (bounded: a block over 400 lines a side is left).
// `skip`: indexes (SyncUnitChange::index) of changes not to make, though they could be.
SyncPlan planSync(const QString &englishOld, const QString &englishNew, const QString &draftText,
                  FileKind kind, const QHash<QString, language::FinalSound> &readings = {},
                  const QSet<int> &skip = {});

// The English word diff of two unit texts as short pieces ("`old` → `new`", "+added",
// "−removed"), at most `limit` of them (then "…").
QStringList syncWordDiff(const QString &oldText, const QString &newText, int limit = 8);

// When two prose texts differ only in kept things (literals, role targets, URLs, numbers): each
// kept text that changed, old → new, in order (empty when they are the same); nothing when
// anything else changed. For measuring (bench/eval_sync.cpp) and for tools.
std::optional<QList<std::pair<QString, QString>>> keptTextChanges(const QString &oldText,
                                                                  const QString &newText);

} // namespace tandem
