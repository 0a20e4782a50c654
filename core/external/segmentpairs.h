// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "linter.h"
#include "position.h"

#include <QList>
#include <QString>

#include <optional>

namespace tandem {

// A glossary entry whose English the segment's source holds: the rendering agreed for it.
struct GlossaryRow
{
    QString english;
    QStringList korean; // agreed forms; empty for a term kept in English
    bool keepEnglish = false;
};

// One aligned pair of prose as an external checker receives it. `draft` is the segment's draft
// lines exactly as the file has them, joined with '\n', so an offset into it is a place in the
// file (draftLines says which line each of its lines is).
struct SegmentPair
{
    QString file;
    QString id; // the segment's index in the alignment, unique within the file
    QString source;
    QString draft;
    QList<GlossaryRow> glossary;
    QList<int> draftLines; // file line of each '\n'-separated line of `draft`
    bool isTitle = false;  // a section title on both sides: a few words, no sentence

    // The place in the file of UTF-16 offsets [from, to) of `draft`; nullopt when they do not
    // fall inside it.
    std::optional<Range> rangeOf(qsizetype from, qsizetype to) const;
};

// The pairs of `result` worth a reader's time: segments with prose (paragraphs and titles) on
// both sides whose draft is not the source left as it is. `draftText` is the file's text the
// result was linted from ('\n' line endings); `glossary` the matcher the checks read, or null.
class GlossaryMatcher;
QList<SegmentPair> segmentPairs(const QString &file, const QString &draftText,
                                const LintResult &result, const GlossaryMatcher *glossary);

} // namespace tandem
