// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "glossarymatcher.h"
#include "termobservations.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace tandem {

struct TermRendering
{
    QString text; // the Korean (or English kept) rendering; for shared renderings: the English
    int count = 0;
    QStringList files; // sorted
};

// One English term and how the project's translated units render it.
struct TermRow
{
    QString english;
    QString agreed;                  // the glossary's form; empty outside the glossary
    QList<TermRendering> renderings; // most used first
    int unresolved = 0;              // glossary terms whose rendering could not be told
    int total() const;
    int deviations() const; // uses of renderings other than `agreed`
};

// One Korean rendering the project uses for several English terms.
struct SharedRendering
{
    QString korean;
    QList<TermRendering> english; // `text` is the English term
    int total() const;
};

struct TermReport
{
    QList<TermRow> glossary;       // every glossary term the translated units use
    QList<TermRow> variants;       // outside the glossary: English rendered more than one way
    QList<SharedRendering> shared; // Korean renderings used for more than one English term
};

struct TermTableOptions
{
    int minLinks = 2;     // a rendering counts when seen at least this often
    double minDice = 0.3; // how strongly an English and a Korean word must go together
    int maxRows = 50;     // of variants and of shared renderings
    // A link counts when more than 1/this of the Korean word's most frequent link.
    int minShareOfStrongest = 4;
};

// Aggregates the observations of every file (path, segments). Glossary terms use the forms the
// matcher found; the rest comes from a co-occurrence model over the aligned segments: Dice's
// coefficient between English and Korean words over segments, then competitive linking
// (Melamed 2000) inside each segment, so each word is linked at most once per segment to the
// partner it goes with most strongly. Unresolved glossary terms are linked the same way.
TermReport buildTermReport(const QList<std::pair<QString, const QList<TermSegment> *>> &files,
                           const GlossaryMatcher &matcher, const TermTableOptions &options = {});

} // namespace tandem
