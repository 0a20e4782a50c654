// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkcontext.h"
#include "glossarymatcher.h"
#include "hangul.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QStringView>

#include <vector>

namespace tandem::language {

// One piece of a block's inline text: prose the language checks read. `excluded` lists the
// offsets inside `text` that are not prose (inline literals, roles, URLs, substitutions...).
struct ProseRun
{
    const Block *block = nullptr;
    int fileLine = 0;
    int column = 0; // file column of text[0]
    QStringView text;
    std::vector<TextSpan> excluded; // sorted by start
    std::vector<qsizetype> reach;   // reach[i]: the furthest end of excluded[0..i]
    // Whether [from, to) overlaps an excluded span: a binary search, as a long line has
    // thousands of them and every word asks.
    bool isExcluded(qsizetype from, qsizetype to) const;
};

// Every prose piece of a document, in order, skipping comments and code; the views point into
// `doc`. Titles and list items are included; `block->kind` tells them apart.
std::vector<ProseRun> proseRuns(const RstDocument &doc);
// The draft's prose runs, made once per lint run and shared by the language checks (six of
// them read every run; the editor lints on every key).
const std::vector<ProseRun> &draftProseRuns(const CheckContext &ctx);

// A word of a prose run: a maximal run of ASCII letters (with inner ' and -), of digits, or of
// Hangul, with what touches it on either side.
struct Word
{
    enum Kind : quint8
    {
        Latin,
        Hangul,
        Number
    };
    Kind kind = Latin;
    qsizetype start = 0, end = 0;
    QChar before, after; // the characters around it, or null
};

// Calls f(const Word &) for each word of `text`, left to right, not allocating.
template <typename F> void forEachWord(QStringView text, F &&f);

bool isAsciiLetter(QChar c);
bool isHangulChar(QChar c);

// Lower-case Latin words of the source side of each segment, by segment index (built lazily).
class SourceWords
{
public:
    explicit SourceWords(const CheckContext &ctx) : m_ctx(ctx) {}
    // The words of the source segment paired with a draft line (empty when there is none).
    const QList<QString> &forDraftLine(int line);
    // Every Latin word of the whole source document, lower case.
    const QSet<QString> &all();

private:
    const CheckContext &m_ctx;
    QHash<int, QList<QString>> m_bySegment;
};

// Case-insensitive Damerau-Levenshtein distance (adjacent swaps count one), capped: returns
// `limit + 1` as soon as the distance must exceed `limit`.
int editDistance(QStringView a, QStringView b, int limit);

// Lower-case English words used by the glossary's entries, built once per glossary.
const QSet<QString> &glossaryEnglishWords(const GlossaryMatcher *terms);

// A set of words the language checks take from the glossary's entries: built once per glossary
// (`key` names it, see GlossaryMatcher::derived()) by `addEntry(entry, words)` over every
// entry, and empty without a glossary.
template <typename AddEntry>
const QSet<QString> &glossaryWordSet(const GlossaryMatcher *terms, const char *key,
                                     AddEntry addEntry)
{
    static const QSet<QString> none;
    if (!terms) return none;
    return terms->derived<QSet<QString>>(key, [terms, addEntry] {
        QSet<QString> words;
        for (const GlossaryEntry &e : terms->entries())
            addEntry(e, words);
        return words;
    });
}

// ---- template implementation

inline bool isAsciiLetter(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
}

inline bool isHangulChar(QChar c)
{
    return isHangulLetter(c.unicode());
}

template <typename F> void forEachWord(QStringView text, F &&f)
{
    const qsizetype n = text.size();
    qsizetype i = 0;
    while (i < n) {
        const QChar c = text[i];
        Word w;
        if (isAsciiLetter(c)) {
            w.kind = Word::Latin;
            qsizetype j = i + 1;
            while (j < n && (isAsciiLetter(text[j]) || ((text[j] == u'\'' || text[j] == u'-') &&
                                                        j + 1 < n && isAsciiLetter(text[j + 1]))))
                ++j;
            w.start = i;
            w.end = j;
        } else if (c >= u'0' && c <= u'9') {
            w.kind = Word::Number;
            qsizetype j = i + 1;
            while (j < n && ((text[j] >= u'0' && text[j] <= u'9') ||
                             ((text[j] == u'.' || text[j] == u',') && j + 1 < n &&
                              text[j + 1] >= u'0' && text[j + 1] <= u'9')))
                ++j;
            w.start = i;
            w.end = j;
        } else if (isHangulChar(c)) {
            w.kind = Word::Hangul;
            qsizetype j = i + 1;
            while (j < n && isHangulChar(text[j]))
                ++j;
            w.start = i;
            w.end = j;
        } else {
            ++i;
            continue;
        }
        w.before = w.start > 0 ? text[w.start - 1] : QChar();
        w.after = w.end < n ? text[w.end] : QChar();
        f(w);
        i = w.end;
    }
}

} // namespace tandem::language
