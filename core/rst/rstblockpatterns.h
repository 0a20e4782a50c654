// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

#include <optional>

namespace tandem::rstblock {

// Hand-written matchers for docutils' Body patterns; each returns the match end or -1.
int matchBullet(QStringView s);
int matchFieldMarker(QStringView s, QStringView *name = nullptr);
int matchOptionMarker(QStringView s);
bool isAdornmentLine(QStringView s); // Body.patterns['line']

struct Enumerator
{
    int format = 0; // 0 "(1)", 1 "1)", 2 "1."
    QString text;   // the enumerator without punctuation
    int end = 0;    // match end including following spaces
};
std::optional<Enumerator> matchEnumerator(QStringView s);

// Line-start tests the Body state machine asks before choosing a transition.
bool isNonAlnum7Bit(QChar c);
int spacesFrom(QStringView s, int i); // index of the first non-space at or after i
bool startsWithMarker(QStringView s, QStringView marker); // marker then a space or the end
bool isGridTableTop(QStringView s);                       // Body.patterns['grid_table_top']
bool isSimpleTableTop(QStringView s);                     // Body.patterns['simple_table_top']

// Enumerated lists (states.py Body.parse_enumerator / make_enumerator).
enum class Sequence
{
    Auto,
    Arabic,
    LowerAlpha,
    UpperAlpha,
    LowerRoman,
    UpperRoman,
    None
};
// Which sequence an enumerator belongs to, and its ordinal (-1: not valid).
void parseEnumerator(const Enumerator &e, Sequence expected, Sequence &seq, qint64 &ordinal);
// The text the next item would start with (and its "#" auto form).
bool makeEnumerator(qint64 ordinal, Sequence seq, int format, QString &next, QString &autoNext);

} // namespace tandem::rstblock
