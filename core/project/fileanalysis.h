// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkoutdrift.h"
#include "projectengine.h"
#include "termobservations.h"

#include <QCborMap>
#include <QList>
#include <QString>

#include <optional>

namespace tandem {

// One item of the upstream sync worklist: an English unit added, changed or removed since the
// version the draft was translated from, and the Korean line it maps to (through the alignment
// of that version with the draft).
struct SyncItem
{
    DriftChange::Kind kind = DriftChange::Kind::Changed;
    int oldFirstLine = -1, oldLastLine = -1; // 0-based lines of the English translated from
    int newFirstLine = -1, newLastLine = -1; // 0-based lines of the newer English
    int draftLine = -1;                      // 0-based, -1 when nothing in the draft maps to it
    QString draftText;                       // that draft line
    QString oldText, newText;                // the English units
};

// What a report needs of one file that depends only on its contents (draft, English source,
// newer English) and the engine: cached by the blob ids of those and the engine's fingerprint.
struct FileAnalysis
{
    int units = 0;             // prose units (the source's when there is one, else the draft's),
                               // plus English prose units of the draft the source lacks
    int translatedUnits = 0;   // of them, those whose draft side has Hangul
    int coveredUnits = 0;      // source prose units with a draft side at all
    int draftEnglishUnits = 0; // prose units of the draft without Hangul
    int draftOnlyEnglishUnits = 0; // of them, those the source lacks (merged syncs)
    int errors = 0, warnings = 0, infos = 0;
    // The draft only sends the reader elsewhere (isRedirectStub): nothing in it to translate.
    bool redirect = false;
    QList<SyncItem> sync; // when a newer English was given
    QList<TermSegment> terms;

    QCborMap toCbor() const;
    static FileAnalysis fromCbor(const QCborMap &map);
};

// Lints the pair (or the draft alone when `sourceText` is null) and collects the above. Units
// are counted as the editor counts translated segments (editor/analysis/lintrunner.cpp): segments
// of the source, translated when their draft side has Hangul; but only units with English words to
// translate (isProseUnit), so that `.. note::`, image directives, link targets and titles that
// are only code do not make a finished translation look partial; and English prose units of the
// draft that the source does not have (an upstream sync merged into the translation in place,
// as PyTorch Korea's syncs do) count as units left to translate.
// With `newerMerged`, `newerText` is a translation with newer English merged in place (a sync
// commit's file): the worklist is then its English units that the draft lacks, and the units
// of the draft it removed, found by comparing the draft with it directly.
// Whether `doc` is a page left behind when a tutorial moved: raw HTML that refreshes to another
// address (<meta http-equiv="Refresh" content="0; url='...'" />) under a line or two of prose.
bool isRedirectStub(const RstDocument &doc);

FileAnalysis analyseFile(const ProjectEngine &engine, const QString &absolutePath, FileKind kind,
                         const QString &draftText, const QString *sourceText,
                         const QString *newerText, bool newerMerged = false);

} // namespace tandem
