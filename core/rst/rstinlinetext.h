// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rstinlinechars.h"

#include <QString>
#include <QVarLengthArray>

namespace tandem {

// A text block as docutils' Inliner sees it: every escaping backslash replaced by NUL
// (docutils' escape2null(), which keeps every offset), read by code point as Python does.
// Lookbehind and lookahead take explicit bounds because docutils matches its patterns on
// substrings ("remaining" text, the text between markup), where `^` and `$` sit at the
// substring's ends and nothing outside them is visible.
class RstInlineText
{
public:
    static constexpr char32_t None = 0xFFFFFFFF; // no character (outside the bounds)
    static constexpr char16_t Escape = 0;        // what an escaping backslash became

    explicit RstInlineText(const QString &text);

    int size() const { return int(m_text.size()); }

    // RstInlineChars' predicates, through the table this text holds (the hot path).
    std::uint8_t flags(char32_t c) const
    {
        return c < 0x10000 ? m_flags[c] : RstInlineChars::flags(c);
    }
    bool isSpace(char32_t c) const { return flags(c) & RstInlineChars::Space; }
    bool isWord(char32_t c) const { return flags(c) & RstInlineChars::Word; }
    bool isLetterOrDigit(char32_t c) const { return flags(c) & RstInlineChars::LetterOrDigit; }
    char16_t unit(int i) const { return m_text[i].unicode(); }
    const QString &escaped() const { return m_text; }

    // The code point starting at i (None at or past `end`).
    char32_t at(int i, int end) const
    {
        if (i >= end) return None;
        const char16_t u = m_text[i].unicode();
        if (QChar::isHighSurrogate(u) && i + 1 < end &&
            QChar::isLowSurrogate(m_text[i + 1].unicode()))
            return QChar::surrogateToUcs4(u, m_text[i + 1].unicode());
        return u;
    }

    // The code point ending just before i (None at or before `begin`).
    char32_t before(int i, int begin) const
    {
        if (i <= begin) return None;
        const char16_t u = m_text[i - 1].unicode();
        if (QChar::isLowSurrogate(u) && i - 2 >= begin &&
            QChar::isHighSurrogate(m_text[i - 2].unicode()))
            return QChar::surrogateToUcs4(m_text[i - 2].unicode(), u);
        return u;
    }

    bool isSpaceAt(int i, int end) const
    {
        const char32_t c = at(i, end);
        return c != None && isSpace(c);
    }

    // docutils' start_string_prefix at i: `^` or after whitespace, an opener or a delimiter.
    bool startAllowed(int i, int begin) const
    {
        const char32_t c = before(i, begin);
        return c == None || (flags(c) & (RstInlineChars::Space | RstInlineChars::Opener |
                                         RstInlineChars::Delimiter));
    }

    // docutils' end_string_suffix at i: `$` or whitespace, an escape, or an allowed character.
    bool endAllowed(int i, int end) const
    {
        const char32_t c = at(i, end);
        return c == None || c == Escape ||
               (flags(c) & (RstInlineChars::Space | RstInlineChars::ClosingDelimiter |
                            RstInlineChars::Delimiter | RstInlineChars::Closer));
    }

    // The end of a docutils `simplename` starting at i: word characters other than '_' with
    // isolated internal [-._+:]. Calls `accept(end)` for each possible end, longest first (the
    // order the regex backtracks in), and returns the first end accepted, or -1.
    template <typename Accept> int simplename(int i, int end, Accept accept) const
    {
        QVarLengthArray<int, 32> ends; // the end of each segment
        int j = i;
        for (;;) {
            const int runStart = j;
            while (j < end) {
                const char32_t c = at(j, end);
                if (c == U'_' || !isWord(c)) break;
                j += c > 0xFFFF ? 2 : 1;
            }
            if (j == runStart) break;
            ends.append(j);
            if (j < end && (m_text[j] == u'-' || m_text[j] == u'.' || m_text[j] == u'_' ||
                            m_text[j] == u'+' || m_text[j] == u':'))
                ++j;
            else
                break;
        }
        for (qsizetype k = ends.size() - 1; k >= 0; --k) {
            if (accept(ends[k])) return ends[k];
        }
        return -1;
    }

private:
    QString m_text;
    const std::uint8_t *m_flags;
};

} // namespace tandem
