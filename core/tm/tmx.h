// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "translationmemory.h"

namespace tandem {

// TMX 1.4 (the exchange format of OmegaT, Poedit, Lokalize...): one <tu> per pair with an
// English (srclang "en") and a Korean <tuv>, the file and commit as <prop type="x-file"> and
// <prop type="x-commit">, the date as the tu's creationdate.
//
// Characters XML 1.0 cannot carry (the C0 controls but tab, line feed and carriage return;
// U+FFFE, U+FFFF) occur in real translations (U+0008, U+001D pasted from elsewhere). In a
// segment each is written as a placeholder naming its code point, <ph type="x-ctrl">U+0008</ph>,
// and importTmx restores it; in a property (file, commit) it becomes U+FFFD.

// The limits of an import: a TMX is a file people exchange, so one from anywhere must neither
// exhaust memory nor fill the memory with junk.
struct TmxLimits
{
    // The largest TMX read (the community's whole memory exports to about 10 MB).
    static constexpr qint64 MaxFileBytes = 128 * 1024 * 1024;
    // The longest segment stored, in UTF-16 code units (the practice checkout's longest unit
    // has 1,160); a unit with a longer segment or property is skipped and counted.
    static constexpr qsizetype MaxSegmentChars = 100'000;
    static constexpr qsizetype MaxPropertyChars = 1'000;
};

// Writes every pair of `memory` to `path` atomically (a temporary file renamed over it only
// when everything was written). Returns the number written, or -1 with `error` saying what
// failed: the file (permission, disk full, with the pair being written) or the memory.
qint64 exportTmx(const TranslationMemory &memory, const QString &path, QString *error);

struct TmxImportStats
{
    qint64 units = 0;   // <tu> read
    qint64 added = 0;   // new pairs
    qint64 skipped = 0; // no English or no Korean variant
    qint64 tooLong = 0; // a segment or property over the limits (TmxLimits), not stored
};

// Reads the English/Korean pairs of a TMX file, nothing else touched. Refuses (false with
// `error`) a path that is not a regular file or is over TmxLimits::MaxFileBytes, a file that is
// not well-formed TMX, and one that declares entities or notations in its DOCTYPE or refers to
// an undeclared entity: only XML's predefined entities (&lt; &gt; &amp; &quot; &apos;) and
// character references are expanded, so a file cannot grow in memory beyond its size.
bool readTmx(const QString &path, QList<TmPair> *pairs, TmxImportStats *stats, QString *error);

// readTmx, then the pairs added to `memory` in one transaction: when anything fails, nothing is
// added. `stats` counts units, skipped ones and the pairs that were new.
bool importTmx(TranslationMemory &memory, const QString &path, TmxImportStats *stats,
               QString *error);
// The same with pairs read already by readTmx.
bool addTmxPairs(TranslationMemory &memory, const QList<TmPair> &pairs, TmxImportStats *stats,
                 QString *error);

} // namespace tandem
